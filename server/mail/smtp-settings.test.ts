import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../config";
import { mailFromAddress, parseSmtpUrl } from "./smtp-settings";

describe("an operator points the store at an SMTP relay", () => {
  it("reads smtp:// and smtps:// URLs, with the usual ports and percent-encoded credentials", () => {
    expect(parseSmtpUrl("smtp://shop%40aangan.in:p%40ss%20word@smtp.example.in:2525")).toEqual({
      host: "smtp.example.in",
      port: 2525,
      secure: false,
      user: "shop@aangan.in",
      password: "p@ss word",
    });
    expect(parseSmtpUrl("smtp://smtp.example.in")).toMatchObject({ port: 587, secure: false, user: null, password: null });
    expect(parseSmtpUrl("smtps://user:secret@smtp.example.in")).toMatchObject({ port: 465, secure: true, user: "user" });
    expect(parseSmtpUrl("smtp://[::1]:25")).toMatchObject({ host: "::1", port: 25 });
  });

  it("stops the store at start on a bad SMTP_URL, naming it and never repeating the password", () => {
    for (const bad of ["smtp.example.in:587", "http://smtp.example.in", "smtp://", "smtp://u:hunter2@h/path", "smtp://u:hunter2@h?pool=true", "smtp://u:hunter2@h:99999", "smtp://u:%E0%A4@h"]) {
      expect(() => readConfig({ SMTP_URL: bad }), bad).toThrow(ConfigError);
      expect(() => readConfig({ SMTP_URL: bad }), bad).toThrow(/^Invalid configuration: SMTP_URL: /);
      expect(() => readConfig({ SMTP_URL: bad }), bad).not.toThrow(/hunter2|%E0/);
    }
    expect(readConfig({}).SMTP_URL).toBeUndefined();
    expect(readConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(readConfig({ SMTP_URL: "smtps://u:p@smtp.example.in:465" }).SMTP_URL).toMatchObject({ host: "smtp.example.in", secure: true });
  });

  it("sends from the store's support address unless MAIL_FROM names one sender", () => {
    expect(readConfig({}).MAIL_FROM).toBe("Aangan <support@aangan.in>");
    expect(readConfig({ MAIL_FROM: "orders@aangan.in" }).MAIL_FROM).toBe("orders@aangan.in");
    expect(readConfig({ MAIL_FROM: "आँगन Orders <orders@aangan.in>" }).MAIL_FROM).toBe("आँगन Orders <orders@aangan.in>");
    expect(readConfig({ MAIL_FROM: '"Aangan, Mumbai" <orders@aangan.in>' }).MAIL_FROM).toBe('"Aangan, Mumbai" <orders@aangan.in>');
    for (const bad of ["Aangan", "a@b.in, c@d.in", "Aangan, Mumbai <orders@aangan.in>", "Aangan <orders@aangan.in>\r\nBcc: x@y.in"]) {
      expect(() => readConfig({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM: must be one address/);
    }
    expect(mailFromAddress("आँगन Orders <orders@aangan.in>")).toBe("orders@aangan.in");
    expect(mailFromAddress("orders@aangan.in")).toBe("orders@aangan.in");
  });
});
