// The return form's rules, as the browser and the server both check them: which pieces, why, a
// pickup from tomorrow to a week ahead in India, and for cash on delivery a UPI ID or bank account.
import { describe, expect, it } from "vitest";
import { parseReturnForm, pickupDates, returnMessages } from "./return-schemas";

// 10:00 on 25 Nov in India is still 24 Nov in UTC's evening before: India's calendar counts.
const now = new Date("2026-11-24T20:30:00Z");

const filled = { "quantity-7": "1", "quantity-8": "0", reason: "Too big for the room.", pickupDate: "2026-11-26", pickupSlot: "morning" };

describe("a return request", () => {
  it("offers pickups from tomorrow to a week ahead, India's dates", () => {
    expect(pickupDates(now)).toEqual(["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });

  it("of an order paid online reads the chosen lines and needs no account", () => {
    expect(parseReturnForm(filled, { now, paymentMethod: "card" })).toEqual({
      ok: true,
      input: { lines: [{ orderLineId: 7, quantity: 1 }], reason: "Too big for the room.", pickupDate: "2026-11-26", pickupSlot: "morning" },
    });
  });

  it("says what is missing, field by field", () => {
    expect(parseReturnForm({ "quantity-7": "0", reason: "ok", pickupDate: "2026-11-25" }, { now, paymentMethod: "cod" })).toEqual({
      ok: false,
      errors: {
        lines: returnMessages.linesRequired,
        reason: returnMessages.reasonTooShort,
        pickupDate: returnMessages.pickupDateOutOfRange,
        pickupSlot: returnMessages.pickupSlotRequired,
        refundDestination: returnMessages.refundDestinationRequired,
      },
    });
    expect(parseReturnForm({ ...filled, reason: "x".repeat(501) }, { now, paymentMethod: "upi" })).toMatchObject({ errors: { reason: returnMessages.reasonTooLong } });
    expect(parseReturnForm({ ...filled, "quantity-7": "1.5" }, { now, paymentMethod: "upi" })).toMatchObject({ errors: { "quantity-7": returnMessages.quantityInvalid } });
  });

  it("paid cash on delivery, takes a UPI ID by checkout's rule", () => {
    expect(parseReturnForm({ ...filled, refundDestination: "upi", upiId: "asha@okicici" }, { now, paymentMethod: "cod" })).toMatchObject({
      ok: true,
      input: { refundAccount: { destination: "upi", upiId: "asha@okicici" } },
    });
    expect(parseReturnForm({ ...filled, refundDestination: "upi", upiId: "asha@" }, { now, paymentMethod: "cod" })).toMatchObject({ errors: { upiId: returnMessages.upiIdInvalid } });
  });

  it("paid cash on delivery, takes a bank account: 9 to 18 digits, and an IFSC made upper case", () => {
    const bank = { ...filled, refundDestination: "bank", accountName: "Asha Verma", accountNumber: "5010-0123 4567", ifsc: " sbin0004321 " };
    expect(parseReturnForm(bank, { now, paymentMethod: "cod" })).toMatchObject({
      ok: true,
      input: { refundAccount: { destination: "bank", accountName: "Asha Verma", accountNumber: "501001234567", ifsc: "SBIN0004321" } },
    });
    expect(parseReturnForm({ ...bank, accountNumber: "12345678" }, { now, paymentMethod: "cod" })).toMatchObject({ errors: { accountNumber: returnMessages.accountNumberInvalid } });
    expect(parseReturnForm({ ...bank, accountNumber: "1".repeat(19) }, { now, paymentMethod: "cod" })).toMatchObject({ errors: { accountNumber: returnMessages.accountNumberInvalid } });
    for (const ifsc of ["SBIN1004321", "SBI00004321", "SBIN000432", "SBIN0004321X"]) {
      expect(parseReturnForm({ ...bank, ifsc }, { now, paymentMethod: "cod" }), ifsc).toMatchObject({ errors: { ifsc: returnMessages.ifscInvalid } });
    }
    expect(parseReturnForm({ ...bank, accountName: " " }, { now, paymentMethod: "cod" })).toMatchObject({ errors: { accountName: returnMessages.accountNameRequired } });
  });

  it("paid online, refuses an account: the money goes back the way it came", () => {
    expect(parseReturnForm({ ...filled, refundDestination: "upi", upiId: "asha@okicici" }, { now, paymentMethod: "card" })).toEqual({
      ok: false,
      errors: { refundDestination: returnMessages.refundAccountNotNeeded },
    });
  });
});
