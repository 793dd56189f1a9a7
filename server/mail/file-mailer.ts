// The mailer without SMTP_URL (development): every message becomes an RFC 5322 .eml file in a
// folder (DATA_DIR/mail), which any mail client opens, and what tests read to follow a link from
// an e-mail.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Mailer, OutgoingMail } from "./mailer";
import { defaultMailFrom, mailFromAddress } from "./smtp-settings";

/** Header values may not carry line breaks (header injection). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

export function emlOf(mail: OutgoingMail, date: Date, from: string = defaultMailFrom): string {
  const boundary = `aangan-${mail.id}-${date.getTime()}`;
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <outbox-${mail.id}@${mailFromAddress(from).split("@")[1] ?? "localhost"}>`,
    "MIME-Version: 1.0",
  ];
  if (!mail.html) {
    return [...headers, "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", mail.text, ""].join("\r\n");
  }
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    mail.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    mail.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

export function createFileMailer(folder: string, options: { from?: string; now?: () => Date } = {}): Mailer {
  const now = options.now ?? (() => new Date());
  return {
    name: "file",
    async send(mail) {
      await mkdir(folder, { recursive: true });
      // Named by outbox id: a retry after a crash overwrites the same file, never makes two.
      await writeFile(path.join(folder, `${String(mail.id).padStart(8, "0")}.eml`), emlOf(mail, now(), options.from));
    },
  };
}
