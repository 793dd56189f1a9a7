import { describe, expect, it } from "vitest";
import {
  buyerGstinSchema,
  checkoutMessages,
  parseOrderRequest,
  paymentErrors,
  paymentSchema,
  shippingErrors,
  shippingSchema,
} from "./checkout-schema";

const address = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya.sharma@example.in",
  phone: "9876543210",
  address: "14, Carter Road, Bandra West",
  apartment: "Flat 302",
  city: "Mumbai",
  state: "MH",
  pincode: "400050",
};

const card = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123" };
/** A card order as the store receives it: the card itself goes from the browser to the gateway. */
const byCard = { method: "card" };

describe("a shopper fills in where the order goes", () => {
  it("can continue to payment with a complete Indian address", () => {
    expect(shippingErrors(address)).toEqual({});
    expect(shippingSchema.parse(address)).toEqual(address);
  });

  it("may leave the apartment out", () => {
    const { apartment: _apartment, ...withoutApartment } = address;
    expect(shippingSchema.parse(withoutApartment).apartment).toBe("");
    expect(shippingSchema.parse({ ...address, apartment: "  " }).apartment).toBe("");
  });

  it("has stray spaces around what they typed removed", () => {
    const parsed = shippingSchema.parse({ ...address, firstName: "  Priya ", city: " Mumbai\t", pincode: " 400050 " });
    expect([parsed.firstName, parsed.city, parsed.pincode]).toEqual(["Priya", "Mumbai", "400050"]);
  });

  it("is told every required field that is empty, with the spec's words", () => {
    const empty = Object.fromEntries(Object.keys(address).map((field) => [field, ""]));
    expect(shippingErrors(empty)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone number is required",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      pincode: "PIN code is required",
    });
  });

  it("gets the same messages when the fields are missing altogether or only spaces", () => {
    expect(shippingErrors({})).toEqual(shippingErrors(Object.fromEntries(Object.keys(address).map((f) => [f, "   "]))));
    expect(shippingErrors({}).firstName).toBe("First name is required");
  });

  it.each(["priya@example.in", "p.r_i%y+a-1@mail.example.co.in", "A1@B2.COM"])("can use the email %s", (email) => {
    expect(shippingErrors({ ...address, email })).toEqual({});
  });

  it.each([
    "priya",
    "priya@",
    "priya@example",
    "priya@example.i",
    "priya@example.c0m",
    "pri ya@example.in",
    "priya@@example.in",
    "प्रिया@example.in",
  ])("is told %j is an invalid email address", (email) => {
    expect(shippingErrors({ ...address, email })).toEqual({ email: "Invalid email address" });
  });

  it.each(["987654321", "98765432100", "98765 4321", "+91 98765 4321", "+44 20 7946 0958", "98765-4321", "phone", "9".repeat(21)])(
    "is asked for a valid 10-digit phone number instead of %j",
    (phone) => {
      expect(shippingErrors({ ...address, phone })).toEqual({ phone: "Please enter a valid 10-digit phone number" });
    },
  );

  it.each(["98765 43210", "98765-43210", "+91 98765 43210", "+919876543210", "91 98765 43210", "098765 43210"])(
    "may paste the phone number %j: its ten digits are kept",
    (phone) => {
      expect(shippingErrors({ ...address, phone })).toEqual({});
      expect(shippingSchema.parse({ ...address, phone }).phone).toBe("9876543210");
    },
  );

  it.each(["40005", "4000500", "400 05", "400 0500", "PIN123", "040005", "000000"])(
    "is asked for a valid 6-digit PIN code instead of %j",
    (pincode) => {
      expect(shippingErrors({ ...address, pincode })).toEqual({ pincode: "Please enter a valid 6-digit PIN code" });
    },
  );

  it("may write the PIN code in two groups of three, as India Post does: its six digits are kept", () => {
    expect(shippingSchema.parse({ ...address, pincode: "400 050" }).pincode).toBe("400050");
  });

  it.each(["DL", "KA", "TN", "DN", "DD", "LA"])("can deliver to the state or union territory %s", (state) => {
    expect(shippingErrors({ ...address, state })).toEqual({});
  });

  it.each(["XX", "Maharashtra", "mh", "M"])("cannot send a state that is not on the list: %j", (state) => {
    expect(shippingErrors({ ...address, state })).toEqual({ state: checkoutMessages.stateInvalid });
  });

  it("is stopped before a huge text reaches the order, with the limit in the message", () => {
    expect(shippingErrors({ ...address, firstName: "a".repeat(51) })).toEqual({
      firstName: "First name must be at most 50 characters",
    });
    expect(shippingErrors({ ...address, lastName: "a".repeat(51) }).lastName).toBe(
      "Last name must be at most 50 characters",
    );
    expect(shippingErrors({ ...address, address: "a".repeat(201) }).address).toBe(
      "Address must be at most 200 characters",
    );
    expect(shippingErrors({ ...address, apartment: "a".repeat(101) }).apartment).toBe(
      "Apartment, suite, etc. must be at most 100 characters",
    );
    expect(shippingErrors({ ...address, city: "a".repeat(61) }).city).toBe("City must be at most 60 characters");
    expect(shippingErrors({ ...address, email: `${"a".repeat(250)}@example.in` }).email).toBe(
      "Email must be at most 254 characters",
    );
    expect(shippingErrors({ ...address, firstName: "a".repeat(50), address: "a".repeat(200) })).toEqual({});
  });

  it("cannot send numbers or lists where text belongs", () => {
    expect(shippingErrors({ ...address, phone: 9876543210 })).toEqual({ phone: "Phone number is required" });
    expect(shippingErrors({ ...address, city: ["Mumbai"] })).toEqual({ city: "City is required" });
    expect(shippingErrors(null)).toEqual({ form: "Please fill in your shipping details" });
  });
});

describe("a shopper chooses how to pay", () => {
  it("pays by card: the number is kept as 16 digits without the spaces of the input mask", () => {
    expect(paymentErrors(card)).toEqual({});
    expect(paymentSchema.parse({ ...card, cardHolder: " PRIYA SHARMA " })).toEqual({
      method: "card",
      cardNumber: "4111111111111111",
      cardExpiry: "12/30",
      cardCvv: "123",
      cardHolder: "PRIYA SHARMA",
    });
  });

  it("may leave the name on the card empty", () => {
    expect(paymentSchema.parse(card)).toMatchObject({ cardHolder: "" });
    expect(paymentErrors({ ...card, cardHolder: "A".repeat(61) })).toEqual({
      cardHolder: "Name on card must be at most 60 characters",
    });
  });

  it("is told every empty card field, with the spec's words", () => {
    expect(paymentErrors({ method: "card", cardNumber: "", cardExpiry: "", cardCvv: "" })).toEqual({
      cardNumber: "Card number is required",
      cardExpiry: "Expiry date is required",
      cardCvv: "CVV is required",
    });
  });

  it.each([
    "4111 1111 1111 111",
    "4111 1111 1111 11111",
    "4111-1111-1111-1111",
    "4111 1111 1111 111a",
    "4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1",
  ])("is asked for a valid 16-digit card number instead of %j", (cardNumber) => {
    expect(paymentErrors({ ...card, cardNumber })).toEqual({ cardNumber: "Please enter a valid 16-digit card number" });
  });

  it("may type the 16 digits without spaces", () => {
    expect(paymentSchema.parse({ ...card, cardNumber: "5555555555554444" })).toMatchObject({
      cardNumber: "5555555555554444",
    });
  });

  it.each(["01/20", "12/99", "09/30"])("can use the expiry %s (the form does not check past dates)", (cardExpiry) => {
    expect(paymentErrors({ ...card, cardExpiry })).toEqual({});
  });

  it.each(["13/30", "00/30", "1/30", "12/2030", "1230", "12-30", "ab/cd"])(
    "is asked for a valid date instead of %j",
    (cardExpiry) => {
      expect(paymentErrors({ ...card, cardExpiry })).toEqual({ cardExpiry: "Please enter a valid date (MM/YY)" });
    },
  );

  it("can use a 3- or 4-digit CVV", () => {
    expect(paymentErrors({ ...card, cardCvv: "123" })).toEqual({});
    expect(paymentErrors({ ...card, cardCvv: "1234" })).toEqual({});
  });

  it.each(["12", "12345", "12a", "1 23"])("is asked for a valid CVV instead of %j", (cardCvv) => {
    expect(paymentErrors({ ...card, cardCvv })).toEqual({ cardCvv: "Please enter a valid CVV" });
  });

  it.each(["priya@okicici", "priya.sharma-1@ybl", "98@paytm", "PRIYA@OKSBI"])("pays by UPI with the id %s", (upiId) => {
    expect(paymentErrors({ method: "upi", upiId })).toEqual({});
  });

  it("is told to type a UPI id when choosing UPI", () => {
    expect(paymentErrors({ method: "upi", upiId: "" })).toEqual({ upiId: "UPI ID is required" });
    expect(paymentErrors({ method: "upi" })).toEqual({ upiId: "UPI ID is required" });
  });

  it.each([
    "priya",
    "p@okicici",
    "priya@ok",
    "priya@ok1cici",
    "priya@okicici.com",
    "pri ya@okicici",
    "priya_s@okicici",
    `${"a".repeat(257)}@okicici`,
    `priya@${"a".repeat(66)}`,
  ])("is asked for a valid UPI id instead of %j", (upiId) => {
    expect(paymentErrors({ method: "upi", upiId })).toEqual({ upiId: "Please enter a valid UPI ID" });
  });

  it("pays cash on delivery without any further fields", () => {
    expect(paymentErrors({ method: "cod" })).toEqual({});
    expect(paymentSchema.parse({ method: "cod" })).toEqual({ method: "cod" });
  });

  it("leaves behind what was typed for another method before switching", () => {
    expect(
      paymentSchema.parse({ method: "cod", cardNumber: "4111 1111 1111 1111", cardCvv: "123", upiId: "x" }),
    ).toEqual({
      method: "cod",
    });
    expect(paymentSchema.parse({ ...card, upiId: "priya@okicici" })).not.toHaveProperty("upiId");
    expect(paymentSchema.parse({ method: "upi", upiId: "priya@okicici", ...{ cardCvv: "123" } })).toEqual({
      method: "upi",
      upiId: "priya@okicici",
    });
  });

  it("is asked to choose a method when none or an unknown one is sent", () => {
    expect(paymentErrors({})).toEqual({ method: "Please choose a payment method" });
    expect(paymentErrors({ method: "bitcoin" })).toEqual({ method: "Please choose a payment method" });
    expect(paymentErrors(null)).toEqual({ method: "Please choose a payment method" });
  });

  it("reads a one-sentence notice about paying on delivery", () => {
    expect(checkoutMessages.codNotice).toMatch(/full amount/);
    expect(checkoutMessages.codNotice).toMatch(/cash or by card/);
  });
});

describe("an order as the checkout page and POST /api/db/orders send it", () => {
  it("may go to a saved address by its id, with or without this order's e-mail", () => {
    expect(parseOrderRequest({ shipping: { savedAddressId: 7 }, payment: byCard })).toMatchObject({
      ok: true,
      request: { shipping: { savedAddressId: 7 }, deliverySlot: null, buyerGstin: "" },
    });
    expect(parseOrderRequest({ shipping: { savedAddressId: 7, email: "priya@example" }, payment: byCard })).toEqual({
      ok: false,
      path: ["shipping", "email"],
      message: "Invalid email address",
    });
    for (const savedAddressId of [0, -1, 1.5, "7", null, 2 ** 31]) {
      expect(parseOrderRequest({ shipping: { savedAddressId }, payment: byCard })).toMatchObject({
        ok: false,
        message: checkoutMessages.savedAddressRequired,
      });
    }
  });

  it("is paid by card, UPI or netbanking in the gateway's window, naming only the method", () => {
    for (const method of ["card", "upi", "netbanking"]) {
      expect(parseOrderRequest({ shipping: address, payment: { method } })).toMatchObject({ ok: true, request: { payment: { method } } });
    }
    expect(parseOrderRequest({ shipping: address, payment: { method: "cod" } })).toMatchObject({ ok: true, request: { payment: { method: "cod" } } });
    expect(parseOrderRequest({ shipping: address, payment: { method: "cheque" } })).toEqual({
      ok: false,
      path: ["payment"],
      message: "Please choose a payment method",
    });
  });

  it("may carry a UPI ID to show back with the order, only a well-formed one", () => {
    expect(parseOrderRequest({ shipping: address, payment: { method: "upi", upiId: "priya@okicici" } })).toMatchObject({
      ok: true,
      request: { payment: { method: "upi", upiId: "priya@okicici" } },
    });
    expect(parseOrderRequest({ shipping: address, payment: { method: "upi", upiId: "priya" } })).toEqual({
      ok: false,
      path: ["payment", "upiId"],
      message: "Please enter a valid UPI ID",
    });
  });

  it("may be paid with a saved card by its id alone: its CVV is typed in the gateway's window", () => {
    expect(parseOrderRequest({ shipping: address, payment: { method: "card", savedCardId: 3 } })).toMatchObject({
      ok: true,
      request: { payment: { method: "card", savedCardId: 3 } },
    });
    for (const savedCardId of [0, -1, 1.5, "3", null, 2 ** 31]) {
      expect(parseOrderRequest({ shipping: address, payment: { method: "card", savedCardId } })).toMatchObject({
        ok: false,
        path: ["payment", "savedCardId"],
        message: checkoutMessages.savedCardRequired,
      });
    }
  });

  it("is refused when it carries a card's number, expiry or CVV, which go only from the browser to the gateway", () => {
    expect(parseOrderRequest({ shipping: address, payment: card })).toEqual({
      ok: false,
      path: ["payment", "cardNumber"],
      message: checkoutMessages.cardDetailsRefused,
    });
    expect(parseOrderRequest({ shipping: address, payment: { method: "card", cardExpiry: "12/30" } })).toMatchObject({
      ok: false,
      path: ["payment", "cardExpiry"],
    });
    // A saved card's CVV is a card detail too: the gateway's window asks for it.
    expect(parseOrderRequest({ shipping: address, payment: { method: "card", savedCardId: 3, cardCvv: "123" } })).toEqual({
      ok: false,
      path: ["payment", "cardCvv"],
      message: checkoutMessages.cardDetailsRefused,
    });
    // Whatever the method named beside them.
    expect(parseOrderRequest({ shipping: address, payment: { method: "cod", cardNumber: "4111111111111111" } })).toMatchObject({
      ok: false,
      path: ["payment", "cardNumber"],
    });
  });

  it("takes morning, afternoon or evening as its delivery slot, and nothing else", () => {
    expect(parseOrderRequest({ shipping: address, payment: byCard, deliverySlot: "evening" })).toMatchObject({
      ok: true,
      request: { deliverySlot: "evening" },
    });
    expect(parseOrderRequest({ shipping: address, payment: byCard, deliverySlot: "midnight" })).toEqual({
      ok: false,
      path: ["deliverySlot"],
      message: "Please choose a delivery slot",
    });
  });

  it("takes an optional GSTIN, written as GST writes it, checked for layout, state and check character", () => {
    expect(parseOrderRequest({ shipping: address, payment: byCard, buyerGstin: "27aapfu 0939f1zv" })).toMatchObject({
      ok: true,
      request: { buyerGstin: "27AAPFU0939F1ZV" },
    });
    expect(buyerGstinSchema.parse("")).toBe("");
    expect(buyerGstinSchema.safeParse("27AAPFU0939F1ZA").error?.issues[0]?.message).toBe(
      "This GSTIN is not valid: please check it for typing mistakes",
    );
    expect(buyerGstinSchema.safeParse("27AAPFU0939F").error?.issues[0]?.message).toBe("Please enter a valid 15-character GSTIN");
    expect(buyerGstinSchema.safeParse("99AAPFU0939F1ZV").error?.issues[0]?.message).toBe(
      "This GSTIN does not start with a valid Indian state code",
    );
  });

  it("takes an optional no-cost EMI plan as a bank and a number of months, leaving whether it is offered to the order service", () => {
    expect(parseOrderRequest({ shipping: address, payment: byCard })).toMatchObject({ ok: true, request: { emi: null } });
    expect(parseOrderRequest({ shipping: address, payment: byCard, emi: { bank: " hdfc ", months: 6 } })).toMatchObject({
      ok: true,
      request: { emi: { bank: "hdfc", months: 6 } },
    });
    // An unknown bank or tenure has the right shape: the order service refuses it with its reason.
    expect(parseOrderRequest({ shipping: address, payment: byCard, emi: { bank: "yes", months: 24 } })).toMatchObject({ ok: true });
    expect(parseOrderRequest({ shipping: address, payment: byCard, emi: { bank: "hdfc", months: "6" } })).toEqual({
      ok: false,
      path: ["emi", "months"],
      message: "Please choose how many months to pay over",
    });
    expect(parseOrderRequest({ shipping: address, payment: byCard, emi: { months: 6 } })).toEqual({
      ok: false,
      path: ["emi", "bank"],
      message: "Please choose your card's bank",
    });
  });

  it("names where the first problem is, so the API can say so", () => {
    expect(parseOrderRequest({ shipping: { ...address, phone: "1" }, payment: byCard })).toEqual({
      ok: false,
      path: ["shipping", "phone"],
      message: "Please enter a valid 10-digit phone number",
    });
    expect(parseOrderRequest({})).toEqual({ ok: false, path: ["shipping"], message: "Please fill in your shipping details" });
  });
});
