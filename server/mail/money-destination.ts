// Where a shopper's money goes ("your card ending 1111", "your UPI ID asha@okicici"), as the order
// services word it in English for the e-mails, in an e-mail's language. The services keep one
// English wording each; the few shapes they write are read back here, and anything else stays as
// it was written.
import type { Language } from "../../app/i18n/language";
import { emailTranslator } from "./email-layout";

export function moneyDestinationText(destination: string, language: Language): string {
  if (language === "en") return destination;
  const t = emailTranslator(language);
  const card = /^your card ending (.+)$/.exec(destination);
  if (card?.[1]) return t("your card ending {last4}", { last4: card[1] });
  const bank = /^your bank account ending (.+)$/.exec(destination);
  if (bank?.[1]) return t("your bank account ending {last4}", { last4: bank[1] });
  const upiAccount = /^your UPI account (.+)$/.exec(destination);
  if (upiAccount?.[1]) return t("your UPI account {upiId}", { upiId: upiAccount[1] });
  const upiId = /^your UPI ID (.+)$/.exec(destination);
  if (upiId?.[1]) return t("your UPI ID {upiId}", { upiId: upiId[1] });
  switch (destination) {
    case "your card":
      return t("your card");
    case "your UPI account":
      return t("your UPI account");
    case "your UPI ID":
      return t("your UPI ID");
    case "your bank account":
    case "your bank account ending ":
      return t("your bank account");
    case "the card you paid with":
      return t("the card you paid with");
    case "the UPI account you paid with":
      return t("the UPI account you paid with");
    case "the account you paid with":
      return t("the account you paid with");
    case "the account you paid from":
      return t("the account you paid from");
    default:
      return destination;
  }
}
