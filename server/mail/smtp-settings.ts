// SMTP_URL and MAIL_FROM, read once at start (server/config.ts): where mail goes and who it is from.
// The URL carries credentials, so no message here ever repeats it.
import { site } from "../../app/lib/site";

export interface SmtpServer {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465). smtp://: STARTTLS when the server offers it. */
  secure: boolean;
  /** Percent-decoded from the URL; null for a relay that takes mail without signing in. */
  user: string | null;
  password: string | null;
}

const example = "e.g. smtp://user:password@smtp.example.in:587 or smtps://user:password@smtp.example.in:465";

/** Parses smtp://[user[:password]@]host[:port] or smtps://…; throws an Error saying what is wrong. */
export function parseSmtpUrl(value: string): SmtpServer {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must be a URL, ${example}`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error(`must start with smtp:// or smtps://, ${example}`);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!host) throw new Error(`must name the server's host, ${example}`);
  if ((url.pathname !== "" && url.pathname !== "/") || url.search || url.hash) {
    throw new Error(`must be only scheme, credentials, host and port, ${example}`);
  }
  const secure = url.protocol === "smtps:";
  let user: string | null = null;
  let password: string | null = null;
  try {
    if (url.username) user = decodeURIComponent(url.username);
    if (url.password) password = decodeURIComponent(url.password);
  } catch {
    throw new Error("must percent-encode special characters in the user name and password");
  }
  if (password !== null && user === null) throw new Error(`has a password without a user name, ${example}`);
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  if (port < 1) throw new Error(`must name a port from 1 to 65535, ${example}`);
  return { host, port, secure, user, password };
}

/** The sender when MAIL_FROM is not set: the store's name and support address. */
export const defaultMailFrom = `${site.name} <${site.supportEmail}>`;

/**
 * One sender: an address, or a display name (no commas or semicolons unless quoted: they would
 * make it a list) and an address in angle brackets. No line breaks anywhere.
 */
export const mailFromPattern = /^(?:(?:"[^"\r\n]*"|[^"<>,;\r\n]*)\s*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@",;]+@[^\s<>@",;]+)$/;

export const mailFromMessage = `must be one address or "Name <address>", e.g. "${defaultMailFrom}"`;

/** The bare address of a sender that matches mailFromPattern. */
export function mailFromAddress(from: string): string {
  return /<([^<>]+)>$/.exec(from)?.[1] ?? from;
}
