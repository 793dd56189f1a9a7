// The built-in payment provider for development, tests and demonstrations: it behaves like a real
// gateway's sandbox, with documented test cards for each outcome (docs/payments.md), and keeps its
// ledger in memory. Like a real integration, it never keeps or logs a card number or CVV: a ledger
// entry holds only the brand and last four digits.
import { randomBytes } from "node:crypto";
import { cardBrand, cardLast4, luhnValid, type CardBrand } from "../../app/lib/card-number";
import type { PaymentDeclineCode } from "./payment-provider";
import { paymentMessages } from "./test-cards";
import {
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  type RefundOutcome,
  type RefundRequest,
  type SaveCardOutcome,
  type SaveCardRequest,
} from "./payment-provider";


/** UPI ids with this handle are declined, to try a failed UPI payment; every other UPI id pays. */
export const failingUpiHandle = "@fail";

export type TestLedgerEntry = {
  readonly reference: string;
  readonly method: PaymentRequest["method"];
  readonly amount: number;
  readonly orderReference: string;
  /** "pending": cash on delivery, collected by the courier. */
  readonly status: "authorized" | "pending" | "captured" | "voided";
  readonly cardBrand: CardBrand | null;
  readonly cardLast4: string | null;
};

/** One refund the provider paid. */
export type TestRefund = {
  readonly refundReference: string;
  readonly reference: string;
  readonly amount: number;
  readonly idempotencyKey: string;
};

export interface TestPaymentProvider extends PaymentProvider {
  /** What the provider knows about one payment, for tests; undefined for an unknown reference. */
  ledger(reference: string): TestLedgerEntry | undefined;
  /** Every payment authorized so far, oldest first. */
  ledgerEntries(): readonly TestLedgerEntry[];
  /** Every refund paid so far, oldest first. */
  refunds(): readonly TestRefund[];
  /** Makes every refund asked from now on refused with this message (a gateway's outage), or, with null, paid again. */
  refuseRefunds(message: string | null): void;
}

export type TestPaymentProviderOptions = {
  /** The clock expiry dates are compared with; tests set it. */
  now?: () => Date;
};

const declinedNumbers = new Map<string, { code: PaymentDeclineCode; message: string }>([
  ["4000000000000002", { code: "declined", message: paymentMessages.declined }],
  ["4000000000009995", { code: "insufficient_funds", message: paymentMessages.insufficientFunds }],
]);

/** India's calendar month: a card is valid until the end of its expiry month there. */
function indianYearAndMonth(date: Date): { year: number; month: number } {
  const indiaTime = new Date(date.getTime() + 330 * 60_000);
  return { year: indiaTime.getUTCFullYear(), month: indiaTime.getUTCMonth() + 1 };
}

function refuse(code: PaymentDeclineCode, message: string): PaymentOutcome {
  return { ok: false, code, message };
}

/** A refusal for a bad or past expiry date; null when the card is still valid. */
function expiryRefusal(expiryMonth: number, expiryYear: number, now: Date): PaymentOutcome | null {
  if (!Number.isInteger(expiryMonth) || expiryMonth < 1 || expiryMonth > 12 || !Number.isInteger(expiryYear)) {
    return refuse("invalid_card", paymentMessages.invalidExpiry);
  }
  const today = indianYearAndMonth(now);
  if (expiryYear < today.year || (expiryYear === today.year && expiryMonth < today.month)) {
    return refuse("expired_card", paymentMessages.expiredCard);
  }
  return null;
}

function checkCard(card: Extract<PaymentRequest, { method: "card" }>["card"], now: Date): PaymentOutcome | CardBrand {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits) || digits.length < 12) return refuse("invalid_card", paymentMessages.invalidCard);
  const expired = expiryRefusal(card.expiryMonth, card.expiryYear, now);
  if (expired) return expired;
  if (!/^\d{3,4}$/.test(card.cvv)) return refuse("invalid_card", paymentMessages.invalidCvv);
  const declined = declinedNumbers.get(digits);
  if (declined) return refuse(declined.code, declined.message);
  return cardBrand(digits);
}

const cardBrands: ReadonlySet<string> = new Set<CardBrand>(["visa", "mastercard", "rupay", "amex", "other"]);

function isCardBrand(value: string): value is CardBrand {
  return cardBrands.has(value);
}

/** Brand and last four digits of one of this provider's tokens (they describe themselves), or null. */
function tokenCard(token: string): { brand: CardBrand; last4: string } | null {
  const match = /^tok_test_([a-z]+)_(\d{4})_[0-9a-f]{24}$/.exec(token);
  const brand = match?.[1];
  const last4 = match?.[2];
  return brand !== undefined && last4 !== undefined && isCardBrand(brand) ? { brand, last4 } : null;
}

/** The shape of this provider's payment references, whether or not this process issued them. */
const testReferencePattern = /^pay_test_[0-9a-f]{24}$/;

export function createTestPaymentProvider(options: TestPaymentProviderOptions = {}): TestPaymentProvider {
  const now = options.now ?? (() => new Date());
  const entries = new Map<string, TestLedgerEntry>();
  const refundsByKey = new Map<string, TestRefund>();
  const refundedByReference = new Map<string, number>();
  let refundRefusal: string | null = null;

  function record(
    request: PaymentRequest,
    status: "authorized" | "pending",
    card: { brand: CardBrand; last4: string } | null,
  ): PaymentOutcome {
    const reference = `pay_test_${randomBytes(12).toString("hex")}`;
    entries.set(
      reference,
      Object.freeze({
        reference,
        method: request.method,
        amount: request.amount,
        orderReference: request.orderReference,
        status,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      }),
    );
    return { ok: true, status, reference, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
  }

  function entryFor(reference: string): TestLedgerEntry {
    const entry = entries.get(reference);
    if (!entry) throw new Error(`No test payment has the reference ${reference}`);
    return entry;
  }

  function setStatus(entry: TestLedgerEntry, status: TestLedgerEntry["status"]): void {
    entries.set(entry.reference, Object.freeze({ ...entry, status }));
  }

  function authorize(request: PaymentRequest): PaymentOutcome {
    // A zero, negative or fractional amount is a bug in the caller, not a shopper's mistake.
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new RangeError(`A payment needs a positive whole number of rupees, not ${String(request.amount)}`);
    }
    switch (request.method) {
      case "cod":
        return record(request, "pending", null);
      case "upi":
        if (request.upiId.trim().toLowerCase().endsWith(failingUpiHandle)) {
          return refuse("declined", paymentMessages.upiDeclined);
        }
        return record(request, "authorized", null);
      case "card": {
        const checked = checkCard(request.card, now());
        if (typeof checked !== "string") return checked;
        return record(request, "authorized", { brand: checked, last4: cardLast4(request.card.number) });
      }
      case "card_token": {
        const card = tokenCard(request.token);
        if (!card) return refuse("invalid_card", paymentMessages.savedCardUnusable);
        const expired = expiryRefusal(request.expiryMonth, request.expiryYear, now());
        if (expired) return expired;
        // Like the card networks this sandbox imitates, a saved card is charged with its CVV.
        if (request.cvv === null || !/^\d{3,4}$/.test(request.cvv)) return refuse("invalid_card", paymentMessages.invalidCvv);
        return record(request, "authorized", card);
      }
    }
  }

  function capture(reference: string): void {
    const entry = entryFor(reference);
    switch (entry.status) {
      case "authorized":
        setStatus(entry, "captured");
        return;
      // A retried capture has nothing left to do; cash on delivery is collected by the courier.
      case "captured":
      case "pending":
        return;
      case "voided":
        throw new Error(`The test payment ${reference} was voided and cannot be captured`);
    }
  }

  function voidAuthorization(reference: string): void {
    const entry = entryFor(reference);
    switch (entry.status) {
      case "authorized":
      case "pending":
        setStatus(entry, "voided");
        return;
      case "voided":
        return;
      case "captured":
        throw new Error(`The test payment ${reference} was captured; it needs a refund, not a void`);
    }
  }

  function refund(request: RefundRequest): RefundOutcome {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new RangeError(`A refund needs a positive whole number of rupees, not ${String(request.amount)}`);
    }
    const earlier = refundsByKey.get(request.idempotencyKey);
    if (earlier) {
      // The same refund asked again (a retry after a crash): the first answer, nothing paid twice.
      if (earlier.reference !== request.reference || earlier.amount !== request.amount) {
        return { ok: false, message: `The refund key ${request.idempotencyKey} was used for another refund.` };
      }
      return { ok: true, refundReference: earlier.refundReference };
    }
    if (refundRefusal !== null) return { ok: false, message: refundRefusal };
    const entry = entries.get(request.reference);
    // Captured in an earlier run of the store (this ledger lives in memory): taken as captured, and
    // the amount asked is trusted, as the store never asks more than the payment's amount in total.
    if (!entry && !testReferencePattern.test(request.reference)) {
      return { ok: false, message: `No test payment has the reference ${request.reference}.` };
    }
    if (entry && entry.status !== "captured") {
      return { ok: false, message: `The test payment ${request.reference} is ${entry.status}, not captured: there is nothing to refund.` };
    }
    const refunded = refundedByReference.get(request.reference) ?? 0;
    if (entry && refunded + request.amount > entry.amount) {
      return {
        ok: false,
        message: `Refunds of the test payment ${request.reference} would come to Rs. ${refunded + request.amount}, more than the Rs. ${entry.amount} captured.`,
      };
    }
    const paid: TestRefund = Object.freeze({
      refundReference: `rfnd_test_${randomBytes(12).toString("hex")}`,
      reference: request.reference,
      amount: request.amount,
      idempotencyKey: request.idempotencyKey,
    });
    refundsByKey.set(request.idempotencyKey, paid);
    refundedByReference.set(request.reference, refunded + request.amount);
    return { ok: true, refundReference: paid.refundReference };
  }

  function saveCard(card: SaveCardRequest): SaveCardOutcome {
    const checked = checkCard(card, now());
    if (typeof checked !== "string") {
      if (checked.ok) throw new Error("checkCard approved a card without naming its brand");
      return checked;
    }
    const last4 = cardLast4(card.number);
    // Self-describing, so a token still means the same card after the process restarts (this
    // provider keeps no records on disk); the random part keeps every token unique.
    return { ok: true, token: `tok_test_${checked}_${last4}_${randomBytes(12).toString("hex")}`, brand: checked, last4 };
  }

  // A refusal to capture or void rejects the promise, as a failed call to a real gateway would.
  function settle<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  return {
    name: "test",
    savedCardNeedsCvv: true,
    authorize: (request) => settle(() => authorize(request)),
    capture: (reference) => settle(() => capture(reference)),
    voidAuthorization: (reference) => settle(() => voidAuthorization(reference)),
    saveCard: (card) => settle(() => saveCard(card)),
    refund: (request) => settle(() => refund(request)),
    ledger: (reference) => entries.get(reference),
    ledgerEntries: () => [...entries.values()],
    refunds: () => [...refundsByKey.values()],
    refuseRefunds: (message) => {
      refundRefusal = message;
    },
  };
}
