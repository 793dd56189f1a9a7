// The e-mail that asks a newsletter signup to confirm its address (double opt-in), written to the
// outbox in the same transaction as the subscription (decision 007): plain text and HTML, in the
// language of the page the form was sent from.
import type { Language } from "../../app/i18n/language";
import { newsletterFrequency } from "../../app/lib/newsletter-frequency";
import { site } from "../../app/lib/site";
import { emailLayout, emailTranslator, greeting, linkButton, paragraph, signatureLines, signOff, type OutboxEmail } from "./email-layout";

export const newsletterConfirmationKind = "newsletter-confirmation";

export function newsletterConfirmationEmail(email: string, link: string, language: Language = "en"): OutboxEmail {
  const t = emailTranslator(language);
  const store = site.name;
  const subject = t("Confirm your subscription to the {store} newsletter", { store });
  const thanks = t("Thank you for signing up for the {store} newsletter. Please confirm your e-mail address by opening this link:", { store });
  const promise = t("Once confirmed, you will hear from us about new collections, festive sales and offers, {frequency}.", {
    frequency: t(newsletterFrequency),
  });
  const notYou = t("If you did not sign up, you can ignore this e-mail: we will not write to you again.");
  return {
    kind: newsletterConfirmationKind,
    toAddress: email,
    subject,
    textBody: [
      greeting(null, language),
      "",
      thanks,
      "",
      link,
      "",
      promise,
      "",
      notYou,
      "",
      ...signatureLines(language),
    ].join("\n"),
    htmlBody: emailLayout({
      language,
      title: subject,
      preheader: t("Please confirm your e-mail address."),
      content: [
        paragraph(greeting(null, language)),
        paragraph(t("Thank you for signing up for the {store} newsletter. Please confirm your e-mail address:", { store })),
        linkButton(t("Confirm my subscription"), link, language),
        paragraph(promise),
        paragraph(notYou),
        signOff(language),
      ],
    }),
  };
}
