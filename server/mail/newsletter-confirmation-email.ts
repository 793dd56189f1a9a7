// The e-mail that asks a newsletter signup to confirm its address (double opt-in), written to the
// outbox in the same transaction as the subscription (decision 007): plain text and HTML.
import { newsletterFrequency } from "../../app/lib/newsletter-frequency";
import { site } from "../../app/lib/site";
import { emailLayout, greeting, linkButton, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";

export const newsletterConfirmationKind = "newsletter-confirmation";

export function newsletterConfirmationEmail(email: string, link: string): OutboxEmail {
  const subject = `Confirm your subscription to the ${site.name} newsletter`;
  const thanks = `Thank you for signing up for the ${site.name} newsletter. Please confirm your e-mail address by opening this link:`;
  const promise = `Once confirmed, you will hear from us about new collections, festive sales and offers, ${newsletterFrequency}.`;
  const notYou = "If you did not sign up, you can ignore this e-mail: we will not write to you again.";
  return {
    kind: newsletterConfirmationKind,
    toAddress: email,
    subject,
    textBody: [
      greeting(null),
      "",
      thanks,
      "",
      link,
      "",
      promise,
      "",
      notYou,
      "",
      ...textSignature,
    ].join("\n"),
    htmlBody: emailLayout({
      title: subject,
      preheader: "Please confirm your e-mail address.",
      content: [
        paragraph(greeting(null)),
        paragraph(`Thank you for signing up for the ${site.name} newsletter. Please confirm your e-mail address:`),
        linkButton("Confirm my subscription", link),
        paragraph(promise),
        paragraph(notYou),
        signOff(),
      ],
    }),
  };
}
