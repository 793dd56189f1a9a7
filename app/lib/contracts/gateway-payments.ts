// Paying an order through a hosted gateway (decision 029): what the page needs to open the
// gateway's payment, what the browser reports back, and the refusals with their statuses. The
// browser's report is only a claim: the server checks its signature against the gateway order it
// stored and asks the gateway before it believes a rupee of it.
import { z } from "zod";
import { Refusal, type RefusalStatus } from "./refusal";

/** What the checkout page opens the gateway's script with: nothing secret, nothing the server will trust back. */
export interface GatewayCheckout {
  /** "test-gateway" or "razorpay": which script's API the page drives (both are shaped like Razorpay's Custom Checkout). */
  gateway: string;
  scriptUrl: string;
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: "INR";
  orderNumber: string;
  /** When the order's stock stops being held (ISO time); paying after it may end in a refund. */
  expiresAt: string;
}

/** The browser's report of a payment, with Razorpay's names for its three fields. */
export const paymentReportSchema = z.object({
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_order_id: z.string().trim().min(1).max(64).optional(),
  razorpay_signature: z.string().trim().min(1).max(256),
});

export type PaymentReport = z.infer<typeof paymentReportSchema>;

/** An order's payment as the page polls it while a UPI approval is on its way. */
export interface PaymentState {
  orderNumber: string;
  /** awaiting, captured, expired… (payments.status). */
  status: string;
  orderStatus: string;
}

export const gatewayPaymentMessages = {
  orderNotFound: "We could not find that order.",
  alreadyPaid: "This order has already been paid.",
  notPayable: "This order cannot be paid any more.",
  expired:
    "The time to pay for this order has run out and the order has been cancelled. Nothing was taken; please place it again.",
  signatureInvalid:
    "We could not confirm this payment with the payment gateway. If money was taken, the order is confirmed or the money refunded automatically.",
  mismatch:
    "This payment does not match the order. If money was taken, it will be refunded automatically.",
  failed: "Your payment did not go through. Please try again or choose another payment method.",
  notYet: "Your payment has not reached us yet. We will confirm the order as soon as it does.",
  gatewayUnavailable: "The payment gateway cannot be reached just now. Please try again in a minute.",
  webhookRefused: "The webhook's signature does not match.",
} as const;

export const gatewayPaymentErrorStatus = {
  order_not_found: 404,
  already_paid: 409,
  not_payable: 409,
  payment_expired: 410,
  signature_invalid: 400,
  payment_mismatch: 422,
  payment_failed: 402,
  payment_not_received: 409,
  gateway_unavailable: 503,
  webhook_refused: 400,
} as const satisfies Record<string, RefusalStatus>;

export type GatewayPaymentErrorCode = keyof typeof gatewayPaymentErrorStatus;

export class GatewayPaymentError extends Refusal<GatewayPaymentErrorCode> {
  constructor(code: GatewayPaymentErrorCode, message: string) {
    super(gatewayPaymentErrorStatus, code, message);
    this.name = "GatewayPaymentError";
  }
}
