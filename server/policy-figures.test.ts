// The figures the help pages, the home page and account settings state come from constants in
// app/lib and app/features/content (app/features/content/policy-figures.test.tsx reads them on the
// pages). Here those constants are held to what the server does with them: the cards the payment
// provider takes, the newsletter e-mail's promise and the office on the GST invoice. The PIN code
// check's days and assembly, orders by every network and refunds: server/policy-figures.db.test.ts.
import { describe, expect, it } from "vitest";
import { registeredOfficeLines } from "../app/features/content/store-policies";
import { acceptedCardBrands } from "../app/lib/card-number";
import { paymentSchema } from "../app/lib/forms/checkout-schema";
import { newsletterFrequency } from "../app/lib/newsletter-frequency";
import { invoiceSeller } from "./invoices/invoice-seller";
import { newsletterConfirmationEmail } from "./mail/newsletter-confirmation-email";
import { testCards } from "./payments/test-cards";
import { createTestPaymentProvider } from "./payments/test-payment-provider";

describe("what the pages promise is what the server does", () => {
  it("takes a card of every network the pages name, at checkout and at the payment provider", async () => {
    const approved = testCards.filter((card) => card.outcome === "approved");
    expect([...new Set(approved.map((card) => card.brand))]).toEqual([...acceptedCardBrands]);
    const provider = createTestPaymentProvider({ now: () => new Date("2026-11-01T10:00:00Z") });
    for (const card of approved) {
      const form = paymentSchema.safeParse({ method: "card", cardNumber: card.number, cardExpiry: "12/30", cardCvv: "123" });
      expect(form.success).toBe(true);
      const outcome = await provider.authorize({
        method: "card",
        amount: 24_999,
        orderReference: "ORD20261101000001",
        card: { number: card.number, expiryMonth: 12, expiryYear: 2030, cvv: "123", holderName: "Asha Verma" },
      });
      expect(outcome).toMatchObject({ ok: true, cardBrand: card.brand });
    }
  });

  it("sends the newsletter confirmation e-mail promising the frequency the pages state", () => {
    const email = newsletterConfirmationEmail("asha@example.in", "https://aangan.test/newsletter?email=a&token=b");
    expect(email.textBody).toContain(`, ${newsletterFrequency}.`);
  });

  it("prints on the GST invoice the registered office the contact, terms and privacy pages name", () => {
    expect(invoiceSeller.addressLines.map((line) => line.replace(/, India$/, ""))).toEqual(registeredOfficeLines.slice(1));
  });
});
