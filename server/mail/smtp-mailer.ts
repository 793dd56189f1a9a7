// Delivers mail to an SMTP relay (SMTP_URL) with nodemailer: one connection per mail, each
// delivery bounded by one deadline, and the server's answer sorted into "refused for good" (a 5xx
// reply to RCPT TO or DATA: the mailbox does not exist, the message is refused) and "try again
// later" (everything else: 4xx replies, no connection, a timeout, a failed sign-in, which an
// operator can fix). The outbox dispatcher does the retrying (decision 007).
import { createTransport } from "nodemailer";
import { PermanentDeliveryError, type Mailer } from "./mailer";
import { mailFromAddress, type SmtpServer } from "./smtp-settings";

/** The most one delivery may take, connecting included. The dispatcher's claim on a mail outlasts it. */
export const smtpTimeoutMs = 60_000;

export interface SmtpMailerOptions {
  server: SmtpServer;
  /** MAIL_FROM, already checked: an address or "Name <address>". */
  from: string;
  timeoutMs?: number;
}

/** One mailbox, nothing a header or an envelope could read as a second one. */
const singleAddress = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+$/;

/** Replies to these commands are about this mail; a 5xx to MAIL FROM or AUTH is about our setup. */
const commandsAboutTheMail = new Set(["RCPT TO", "DATA"]);

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Whether the server refused this mail for good: 5xx (but 503, "bad sequence") to RCPT TO or DATA. */
function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = "responseCode" in error && typeof error.responseCode === "number" ? error.responseCode : 0;
  const command = "command" in error && typeof error.command === "string" ? error.command : "";
  return code >= 500 && code < 600 && code !== 503 && commandsAboutTheMail.has(command);
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? smtpTimeoutMs;
  const { server } = options;
  const fromAddress = mailFromAddress(options.from);
  const messageIdDomain = fromAddress.split("@")[1] ?? "localhost";
  const transport = createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    // A password never crosses the network unencrypted: STARTTLS is then required, not just tried.
    requireTLS: !server.secure && server.user !== null && !isLoopback(server.host),
    auth: server.user === null ? undefined : { user: server.user, pass: server.password ?? "" },
    connectionTimeout: Math.min(15_000, timeoutMs),
    greetingTimeout: Math.min(15_000, timeoutMs),
    socketTimeout: Math.min(30_000, timeoutMs),
    dnsTimeout: Math.min(10_000, timeoutMs),
    // Bodies are our own text, but nothing in a mail may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  return {
    name: "smtp",
    async send(mail) {
      if (!singleAddress.test(mail.to)) throw new PermanentDeliveryError("the recipient is not one e-mail address");
      const deadline = AbortSignal.timeout(timeoutMs);
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          // The same id on every attempt: a receiver that got the mail twice (its "250" lost on the
          // way back) can tell.
          messageId: `<outbox-${mail.id}@${messageIdDomain}>`,
          envelope: { from: fromAddress, to: [mail.to] },
          signal: deadline,
        });
      } catch (error) {
        if (deadline.aborted) throw new Error(`timed out: the SMTP server did not take the mail within ${timeoutMs} ms`, { cause: error });
        if (isPermanentRefusal(error)) {
          throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error), { cause: error });
        }
        throw error;
      }
    },
  };
}
