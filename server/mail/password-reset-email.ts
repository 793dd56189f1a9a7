// The e-mail with a password-reset link, written to the outbox in the same transaction as the
// reset token (decision 007): plain text and HTML, in the account's language. The link is the
// only way in, so it is shown as a button and written out in full.
import type { Language } from "../../app/i18n/language";
import { site } from "../../app/lib/site";
import { emailLayout, emailTranslator, greeting, linkButton, paragraph, signatureLines, signOff, type OutboxEmail } from "./email-layout";

export const passwordResetKind = "password-reset";

export function passwordResetEmail(to: string, firstName: string, link: string, language: Language = "en"): OutboxEmail {
  const t = emailTranslator(language);
  const store = site.name;
  const subject = t("Reset your {store} password", { store });
  const expiry = t("The link works once and expires in 1 hour.");
  const notYou = t("If you did not ask for this, you can ignore this e-mail: your password stays as it is.");
  return {
    kind: passwordResetKind,
    toAddress: to,
    subject,
    textBody: [
      greeting(firstName, language),
      "",
      t("We received a request to reset the password of your {store} account. Open this link to choose a new one:", { store }),
      "",
      link,
      "",
      expiry,
      "",
      notYou,
      "",
      ...signatureLines(language),
    ].join("\n"),
    htmlBody: emailLayout({
      language,
      title: subject,
      preheader: expiry,
      content: [
        paragraph(greeting(firstName, language)),
        paragraph(t("We received a request to reset the password of your {store} account. Choose a new one here:", { store })),
        linkButton(t("Choose a new password"), link, language),
        paragraph(expiry),
        paragraph(notYou),
        signOff(language),
      ],
    }),
  };
}
