// What the store asks of a hosted payment gateway (Razorpay first: razorpay-gateway.ts;
// docs/payments.md, "Razorpay (being built)"). The shopper pays in the gateway's own script, so a
// card number or CVV never reaches the store. The store creates the gateway's order, believes what
// the browser reports only by its signature and by asking the gateway, captures, refunds, reads
// webhooks and lists the card tokens the gateway keeps for a shopper (RBI's card-on-file rules).
//
// Amounts in this layer are integer paise, the gateway's own unit, so nothing is rounded on the way;
// the rest of the store counts integer rupees (paiseFromRupees converts).
import type { CardBrand } from "../../app/lib/card-number";

/** What the checkout page needs to open the gateway's payment window. */
export interface BrowserCheckout {
  /** The gateway's script; the page's Content-Security-Policy allows exactly this address. */
  readonly scriptUrl: string;
  /** The public key id the script is opened with (never the secret). */
  readonly keyId: string;
  /** Other sites the script talks to and the bank pages it frames: the page's policy allows exactly these. */
  readonly connectSources: readonly string[];
  readonly frameSources: readonly string[];
}

/** Shown to nobody: references for staff and reconciliation, at most 15, each at most 256 characters. */
export type GatewayNotes = Readonly<Record<string, string>>;

export interface CreateGatewayOrder {
  /** Integer paise, at least 100 (₹ 1). */
  amountPaise: number;
  /** Our order number; the gateway shows it beside the payment and searches by it (at most 40 characters). */
  receipt: string;
  notes?: GatewayNotes;
  /**
   * "manual" (the default): an authorized payment waits for the store's capture, and the gateway
   * gives the money back by itself if the store never captures it. "automatic": the gateway
   * captures as soon as the shopper has paid.
   */
  capture?: "manual" | "automatic";
}

/** created → attempted (a payment was tried) → paid (one was captured; stays paid after refunds). */
export type GatewayOrderStatus = "created" | "attempted" | "paid";

export interface GatewayOrder {
  readonly id: string;
  readonly amountPaise: number;
  readonly amountPaidPaise: number;
  readonly currency: "INR";
  readonly receipt: string | null;
  readonly status: GatewayOrderStatus;
  /** Payment attempts, failed ones included. */
  readonly attempts: number;
  readonly notes: GatewayNotes;
}

/**
 * "refunded" means refunded in full (a partly refunded payment stays "captured"), and is also where
 * an authorization the store never captured ends up when the gateway gives it back (captured false).
 */
export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export type GatewayPaymentMethod = "card" | "upi" | "netbanking" | "emi" | "wallet" | "other";

/** What the gateway tells about a card: never its number or CVV, which the store never sees. */
export interface GatewayCard {
  /** As the gateway names it: "Visa", "MasterCard", "RuPay", "American Express"… */
  readonly network: string;
  /** The store's own name for the network, as saved cards and orders keep it. */
  readonly brand: CardBrand;
  readonly last4: string;
  readonly name?: string;
  readonly expiryMonth?: number;
  readonly expiryYear?: number;
}

export interface GatewayPayment {
  readonly id: string;
  /** The gateway order it paid; compare it with the one the store stored, never with the browser's word. */
  readonly gatewayOrderId: string | null;
  readonly amountPaise: number;
  /** Check it is "INR" before believing the amount. */
  readonly currency: string;
  readonly status: GatewayPaymentStatus;
  /** Whether the money was ever taken (a refunded authorization was not). */
  readonly captured: boolean;
  readonly amountRefundedPaise: number;
  readonly method: GatewayPaymentMethod;
  /** Card and EMI payments. */
  readonly card?: GatewayCard;
  /** The card token the gateway saved with this payment, when the shopper asked to save the card. */
  readonly tokenId?: string;
  readonly customerId?: string;
  /** Why a failed payment failed, in the gateway's words (reason: e.g. "payment_failed", "insufficient_funds"). */
  readonly errorCode?: string;
  readonly errorDescription?: string;
  readonly errorReason?: string;
  readonly createdAt: Date;
}

export interface GatewayRefundRequest {
  paymentId: string;
  /** Integer paise; the refunds of a payment never add up to more than was captured. */
  amountPaise: number;
  /**
   * The store's key for this one refund (10 to 40 letters, digits, "-" or "_"): asked again with the
   * same key and the same amount and notes, the gateway answers the first refund and pays nothing more.
   */
  idempotencyKey: string;
  notes?: GatewayNotes;
}

/** pending → processed, or failed (the money stays with the store; try again under a new key). */
export type GatewayRefundStatus = "pending" | "processed" | "failed";

export interface GatewayRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly status: GatewayRefundStatus;
  /** The idempotency key the refund was asked with, when the gateway kept it. */
  readonly receipt: string | null;
  readonly createdAt: Date;
}

/** The gateway's record of a shopper, which its card tokens belong to. */
export interface GatewayCustomer {
  readonly id: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly contact: string | null;
}

/** A saved card as the gateway tokenised it: all the store may keep of it. */
export interface GatewayCardToken {
  readonly id: string;
  readonly card: GatewayCard & { readonly expiryMonth: number; readonly expiryYear: number };
}

export type GatewayWebhookEvent =
  | { readonly type: "payment.authorized"; readonly createdAt: Date; readonly payment: GatewayPayment }
  | { readonly type: "payment.captured"; readonly createdAt: Date; readonly payment: GatewayPayment }
  | { readonly type: "payment.failed"; readonly createdAt: Date; readonly payment: GatewayPayment }
  | {
      readonly type: "order.paid";
      readonly createdAt: Date;
      readonly order: GatewayOrder;
      readonly payment: GatewayPayment;
    }
  | {
      readonly type: "refund.processed";
      readonly createdAt: Date;
      readonly refund: GatewayRefund;
      readonly payment: GatewayPayment;
    }
  | {
      readonly type: "refund.failed";
      readonly createdAt: Date;
      readonly refund: GatewayRefund;
      readonly payment: GatewayPayment;
    }
  /** An event the store does not act on (it still answers 2xx, or the gateway sends it again). */
  | { readonly type: "ignored"; readonly name: string };

/**
 * Every call that reaches the gateway rejects with a GatewayError when it fails. A programming
 * mistake (an amount that is not whole paise) is a RangeError instead.
 */
export interface HostedGateway {
  readonly name: string;
  readonly browserCheckout: BrowserCheckout;
  /** One gateway order per store order; the browser pays it, and may try again on the same one after a failure. */
  createOrder(request: CreateGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(gatewayOrderId: string): Promise<GatewayOrder>;
  /** Every attempt on an order, failed ones included: how a reconciler finds a payment no browser reported. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * Whether the browser's report was signed by the gateway for this payment of this order. Pass the
   * gateway order id the store stored with its order, never the one the browser sent. Never throws.
   */
  verifyPaymentSignature(report: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Takes an authorized payment's money. The amount must be the authorized amount. Capturing a
   * payment already captured for that amount answers it again (a retry, or a webhook and the
   * browser both confirming).
   */
  capture(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /**
   * Whether a webhook was signed by the gateway. Give the request body exactly as it arrived, as
   * bytes (text decoded and encoded again may differ by a byte). Never throws.
   */
  verifyWebhookSignature(rawBody: string | Uint8Array, signature: string): boolean;
  /** Reads a webhook whose signature was verified first; a body that is not a documented event is a GatewayError "invalid". */
  parseWebhookEvent(rawBody: string | Uint8Array): GatewayWebhookEvent;
  /** The gateway's customer for this shopper: made on first use, the same one answered afterwards. */
  customerFor(shopper: { name: string; email: string; contact: string }): Promise<GatewayCustomer>;
  /** The shopper's saved cards at the gateway. */
  listTokens(customerId: string): Promise<GatewayCardToken[]>;
  deleteToken(customerId: string, tokenId: string): Promise<void>;
}

/**
 * - "refused": the gateway answered no (or would: a malformed id is refused before it is sent).
 *   Asking again the same way gets the same answer.
 * - "unreachable": no answer, or "not now" (a timeout, a network failure, 5xx, 429, a refund
 *   still in progress under the same key). What happened is unknown: ask again later, with the same
 *   idempotency key for a refund.
 * - "invalid": the gateway's answer, or a webhook, is not shaped as the gateway documents it: a
 *   change on its side or a forgery. Nothing in it is believed.
 *
 * It carries the gateway's own code and description, never the request (nor a card detail).
 */
export type GatewayErrorKind = "refused" | "unreachable" | "invalid";

export class GatewayError extends Error {
  override readonly name = "GatewayError";
  readonly kind: GatewayErrorKind;
  readonly gateway: string;
  /** What the store was asking: "createOrder", "capture", "refund"… */
  readonly operation: string;
  /** The HTTP status the gateway answered with, or null without an answer. */
  readonly httpStatus: number | null;
  /** The gateway's error code, such as BAD_REQUEST_ERROR. */
  readonly code: string | null;
  /** The gateway's description, such as "The refund amount provided is greater than amount captured". */
  readonly description: string | null;
  /** The gateway's reason and field, where it gives them. */
  readonly reason: string | null;
  readonly field: string | null;

  constructor(details: {
    kind: GatewayErrorKind;
    gateway: string;
    operation: string;
    httpStatus?: number | null;
    code?: string | null;
    description?: string | null;
    reason?: string | null;
    field?: string | null;
  }) {
    const what = { refused: "refused", unreachable: "could not be reached for", invalid: "answered unexpectedly to" }[
      details.kind
    ];
    super(`${details.gateway} ${what} ${details.operation}${details.description ? `: ${details.description}` : ""}`);
    this.kind = details.kind;
    this.gateway = details.gateway;
    this.operation = details.operation;
    this.httpStatus = details.httpStatus ?? null;
    this.code = details.code ?? null;
    this.description = details.description ?? null;
    this.reason = details.reason ?? null;
    this.field = details.field ?? null;
  }
}

/** Throws a RangeError unless `amount` is a positive whole number of paise (a bug in the caller, not a refusal). */
export function assertPaise(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`${what} must be a positive whole number of paise, not ${String(amount)}`);
  }
}

/** Integer rupees (how the store counts) to paise (how gateways count). */
export function paiseFromRupees(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees <= 0) {
    throw new RangeError(`An amount must be a positive whole number of rupees, not ${String(rupees)}`);
  }
  return rupees * 100;
}
