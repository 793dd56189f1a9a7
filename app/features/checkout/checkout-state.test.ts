import { describe, expect, it } from "vitest";
import {
  checkoutValuesFrom,
  emptyCheckoutValues,
  orderRequestFrom,
  paymentStepErrors,
  paysInGatewayWindow,
  shippingStepErrors,
  type CheckoutDelivery,
  type CheckoutValues,
} from "./checkout-state";

function values(overrides: Partial<CheckoutValues>): CheckoutValues {
  return { ...emptyCheckoutValues(), ...overrides };
}

const typedAddress = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.in",
  phone: "9876543210",
  address: "14 Carter Road",
  city: "Mumbai Suburban",
  state: "MH",
  pincode: "400050",
};

const assembledInMumbai: CheckoutDelivery = {
  window: { from: "2026-11-25", to: "2026-11-27" },
  windowText: "Delivery by Wed, 25 Nov – Fri, 27 Nov",
  assemblyIncluded: true,
  slotOffered: true,
  codRefusal: null,
};

describe("the shipping step", () => {
  it("with a saved address chosen asks only for the e-mail, and the GSTIN when one is typed", () => {
    expect(shippingStepErrors(values({ savedAddressId: "12", email: "priya@example.in" }))).toEqual({});
    expect(shippingStepErrors(values({ savedAddressId: "12", email: "" }))).toEqual({ email: "Email is required" });
    expect(shippingStepErrors(values({ savedAddressId: "12", email: "priya@example.in", buyerGstin: "27AAPFU0939F1ZA" }))).toEqual({
      buyerGstin: "This GSTIN is not valid: please check it for typing mistakes",
    });
  });

  it("with a new address asks for every field of spec §5", () => {
    expect(shippingStepErrors(values({ ...typedAddress, savedAddressId: "new" }))).toEqual({});
    expect(Object.keys(shippingStepErrors(values({ savedAddressId: "new" })))).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "address",
      "city",
      "state",
      "pincode",
    ]);
  });
});

describe("the payment step", () => {
  it("asks for a slot when our fitters come, and keeps cash on delivery to where it is offered", () => {
    const card = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123" };
    const rules = { checksCardInBrowser: true, delivery: assembledInMumbai, total: 24_999 };
    expect(paymentStepErrors(values(card), rules)).toEqual({ deliverySlot: "Please choose a delivery slot" });
    expect(paymentStepErrors(values({ ...card, deliverySlot: "morning" }), rules)).toEqual({});
    const refused = { ...assembledInMumbai, slotOffered: false, codRefusal: "Cash on delivery is available for orders up to ₹ 50,000." };
    expect(paymentStepErrors(values({ method: "cod" }), { checksCardInBrowser: true, delivery: refused, total: 60_000 })).toEqual({
      method: "Cash on delivery is available for orders up to ₹ 50,000.",
    });
  });

  it("pays with a saved card by its id, its CVV checked in the browser for the gateway, never the new card's empty fields", () => {
    const saved = values({ method: "card", savedCardId: "3", deliverySlot: "evening" });
    const inBrowser = { checksCardInBrowser: true, delivery: assembledInMumbai, total: 24_999 };
    expect(paymentStepErrors(saved, inBrowser)).toEqual({ savedCardCvv: "CVV is required" });
    expect(paymentStepErrors({ ...saved, savedCardCvv: "12" }, inBrowser)).toEqual({ savedCardCvv: "Please enter a valid CVV" });
    expect(paymentStepErrors({ ...saved, savedCardCvv: "123" }, inBrowser)).toEqual({});
    // The server never receives the CVV: it checks only the card's id.
    expect(paymentStepErrors(saved, { ...inBrowser, checksCardInBrowser: false })).toEqual({});
  });

  it("is paid in the gateway's window for any card, new or saved, and UPI; cash on delivery is not", () => {
    expect(paysInGatewayWindow(values({ method: "card" }))).toBe(true);
    expect(paysInGatewayWindow(values({ method: "card", savedCardId: "3" }))).toBe(true);
    expect(paysInGatewayWindow(values({ method: "upi", upiId: "priya@okicici" }))).toBe(true);
    expect(paysInGatewayWindow(values({ method: "cod" }))).toBe(false);
  });
});

describe("paying by card in no-cost EMI", () => {
  const card = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123", deliverySlot: "morning" };
  const rules = { checksCardInBrowser: true, delivery: assembledInMumbai, total: 24_999 };

  it("asks for the card's bank and the months, and sends them as the order's plan", () => {
    const emi = values({ ...card, cardPlan: "emi" });
    expect(paymentStepErrors(emi, rules)).toEqual({
      emiBank: "Please choose your card's bank",
      emiMonths: "Please choose how many months to pay over",
    });
    const chosen = { ...emi, emiBank: "hdfc", emiMonths: "6" };
    expect(paymentStepErrors(chosen, rules)).toEqual({});
    expect(orderRequestFrom(chosen).emi).toEqual({ bank: "hdfc", months: 6 });
  });

  it("is not offered under the minimum total, and forgotten when paying in full or another way", () => {
    const chosen = values({ ...card, cardPlan: "emi", emiBank: "hdfc", emiMonths: "6" });
    expect(paymentStepErrors(chosen, { ...rules, total: 2999 })).toEqual({
      cardPlan: "No-cost EMI is available on orders of ₹ 3,000 or more.",
    });
    expect(orderRequestFrom({ ...chosen, cardPlan: "full" }).emi).toBeNull();
    expect(orderRequestFrom({ ...chosen, method: "upi", upiId: "priya@okicici" }).emi).toBeNull();
    expect(paymentStepErrors({ ...chosen, method: "upi", upiId: "priya@okicici" }, { ...rules, total: 2999 })).toEqual({});
  });
});

describe("the order the checkout sends", () => {
  it("names a saved address and card by id, never the saved card's CVV, and forgets a saved card when paying by UPI", () => {
    const chosen = values({ savedAddressId: "12", email: "priya@example.in", savedCardId: "3", savedCardCvv: "123", deliverySlot: "morning", buyerGstin: "27AAPFU0939F1ZV" });
    expect(orderRequestFrom(chosen)).toEqual({
      shipping: { savedAddressId: 12, email: "priya@example.in" },
      payment: { method: "card", savedCardId: 3 },
      deliverySlot: "morning",
      buyerGstin: "27AAPFU0939F1ZV",
      emi: null,
    });
    // UPI is approved between the shopper's app and the gateway: the order names only the method.
    expect(orderRequestFrom({ ...chosen, method: "upi", upiId: "priya@okicici" }).payment).toEqual({ method: "upi" });
    expect(orderRequestFrom({ ...chosen, savedAddressId: "new" }).shipping).not.toHaveProperty("savedAddressId");
  });

  it("names a new card's method and nothing of the card, which goes from the browser to the gateway", () => {
    const typed = values({ method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123", cardHolder: "ASHA" });
    expect(orderRequestFrom(typed).payment).toEqual({ method: "card" });
  });
});

describe("a new card's fields", () => {
  const typed = { method: "card", cardNumber: "4111 1111 1111", cardExpiry: "13/30", cardCvv: "1" };
  const rules = { delivery: null, total: 24_999 };

  it("are checked in the browser, with the spec's messages", () => {
    expect(Object.keys(paymentStepErrors(values(typed), { ...rules, checksCardInBrowser: true })).sort()).toEqual(["cardCvv", "cardExpiry", "cardNumber"]);
  });

  it("are never asked of the server, which never receives them; the method still is", () => {
    expect(paymentStepErrors(values(typed), { ...rules, checksCardInBrowser: false })).toEqual({});
    expect(paymentStepErrors(values({ method: "cheque" }), { ...rules, checksCardInBrowser: false })).toHaveProperty("method");
  });

  it("are not read from a posted form, even a forged one that sends them", () => {
    const form = new FormData();
    const forged = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123", cardHolder: "ASHA", savedCardId: "3", savedCardCvv: "456", saveCard: "yes", email: "asha@example.in" };
    for (const [field, value] of Object.entries(forged)) form.set(field, value);
    const read = checkoutValuesFrom(form);
    expect(read).toMatchObject({ method: "card", savedCardId: "3", email: "asha@example.in" });
    expect(read).toMatchObject({ cardNumber: "", cardExpiry: "", cardCvv: "", cardHolder: "", savedCardCvv: "", saveCard: "" });
    expect(orderRequestFrom(read).payment).toEqual({ method: "card", savedCardId: 3 });
  });
});
