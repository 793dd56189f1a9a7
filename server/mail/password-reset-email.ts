// The e-mail with a password-reset link, written to the outbox in the same transaction as the
// reset token (decision 007): plain text and HTML. The link is the only way in, so it is shown
// as a button and written out in full.
import { site } from "../../app/lib/site";
import { emailLayout, greeting, linkButton, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";

export const passwordResetKind = "password-reset";

export function passwordResetEmail(to: string, firstName: string, link: string): OutboxEmail {
  const subject = `Reset your ${site.name} password`;
  const expiry = "The link works once and expires in 1 hour.";
  const notYou = "If you did not ask for this, you can ignore this e-mail: your password stays as it is.";
  return {
    kind: passwordResetKind,
    toAddress: to,
    subject,
    textBody: [
      greeting(firstName),
      "",
      `We received a request to reset the password of your ${site.name} account. Open this link to choose a new one:`,
      "",
      link,
      "",
      expiry,
      "",
      notYou,
      "",
      ...textSignature,
    ].join("\n"),
    htmlBody: emailLayout({
      title: subject,
      preheader: expiry,
      content: [
        paragraph(greeting(firstName)),
        paragraph(`We received a request to reset the password of your ${site.name} account. Choose a new one here:`),
        linkButton("Choose a new password", link),
        paragraph(expiry),
        paragraph(notYou),
        signOff(),
      ],
    }),
  };
}
