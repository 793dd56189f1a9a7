// Placing an order and reading one: what checkout and the order API send, what the confirmation,
// order history and tracking show, and the order services' refusals with their HTTP statuses.
import type { Language } from "../../i18n/language";
import type { DeliverySlot } from "../delivery-slots";
import type { EmiChoice } from "../emi";
import type { RequestContext } from "./auth";
import { Refusal, type RefusalStatus } from "./refusal";

/** Where the order goes: spec §3 "Shipping info", already checked by the shared schema. */
export interface OrderShipping {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  pincode: string;
}

/** One of the signed-in shopper's saved addresses, and this order's e-mail (the account's when left out). */
export interface SavedAddressChoice {
  savedAddressId: number;
  email?: string | undefined;
}

export type OrderShippingChoice = OrderShipping | SavedAddressChoice;

/**
 * How an order is paid. Card, UPI and netbanking are paid in the hosted gateway's own window
 * (decision 029): the card (new, or a saved card's token with its CVV), UPI app or bank is chosen
 * there, and nothing of it reaches the store. Such an order awaits its payment.
 */
export type OrderPayment =
  /** One of the signed-in shopper's saved cards, paid with its gateway token in the gateway's window. */
  | { method: "card"; savedCardId: number }
  /** A UPI ID given at checkout is only shown back with the order (no collect request is sent to it). */
  | { method: "card" | "upi" | "netbanking"; upiId?: string | undefined }
  | { method: "cod" };

export interface PlaceOrderInput {
  shipping: OrderShippingChoice;
  payment: OrderPayment;
  /** Morning, afternoon or evening: required when our fitters assemble the order, refused otherwise. */
  deliverySlot?: DeliverySlot | null;
  /** A business buyer's GSTIN for the tax invoice; "" or left out when none. */
  buyerGstin?: string | undefined;
  /** A no-cost EMI plan (card payments of the minimum or more); null or left out to pay in full. */
  emi?: EmiChoice | null | undefined;
  /** The client's key for this one checkout: a retry with it returns the same order. */
  idempotencyKey: string;
}

/** Who places an order and through which address of the store: the confirmation e-mail links there. */
export interface PlaceOrderContext extends RequestContext {
  /** The store's public origin as the request saw it (PUBLIC_ORIGIN when set), as for reset links. */
  origin: string;
  /**
   * Placing only: the language the order is placed in (the page's, or the API's ?lang= or
   * Accept-Language), which its e-mails are written in. Left out: the account's, else English.
   */
  language?: Language;
}

/** The delivery promise an order carries: India dates (YYYY-MM-DD) and the slot chosen, if any. */
export interface OrderDelivery {
  promisedFrom: string | null;
  promisedTo: string | null;
  /** The promise as shoppers read it: "Delivery by Thu, 26 Nov – Sat, 28 Nov". */
  promiseText: string | null;
  slot: DeliverySlot | null;
}

export interface OrderView {
  number: string;
  status: string;
  placedAt: string;
  email: string;
  shipping: OrderShipping;
  payment: {
    method: "card" | "cod" | "upi" | "netbanking";
    status: string;
    cardBrand: string | null;
    cardLast4: string | null;
    upiId: string | null;
    /** While the order awaits its payment through a gateway: until when it can be paid (ISO time); else null. */
    payableUntil: string | null;
  };
  items: {
    productId: number;
    variantId: number;
    name: string;
    variantType: string;
    variantName: string;
    imageUrl: string | null;
    price: number;
    quantity: number;
    lineTotal: number;
  }[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  couponCode: string | null;
  delivery: OrderDelivery;
  /** The buyer's GSTIN given at checkout, for the tax invoice; null when none. */
  buyerGstin: string | null;
  /** The no-cost EMI plan chosen at checkout, as the order service worked it out; null when paid in full. */
  emi: OrderEmiPlan | null;
  tracking: { status: string; message: string; at: string }[];
  /** Who carries it and its tracking number, once staff shipped it with them; null before (or without). */
  shipment: OrderShipment | null;
}

export interface OrderShipment {
  courier: string;
  trackingNumber: string | null;
}

/** A stored no-cost EMI plan (orders.emi_*), in rupees. */
export interface OrderEmiPlan {
  bank: string;
  months: number;
  monthlyAmount: number;
  interestWaived: number;
}

/** What /track-order shows: no address, payment or prices. */
export interface TrackedOrder {
  number: string;
  status: string;
  placedAt: string;
  items: { name: string; variantName: string; quantity: number }[];
  delivery: OrderDelivery;
  tracking: OrderView["tracking"];
  shipment: OrderView["shipment"];
}

/** An order's number as shoppers see it: ORD and digits. */
export const orderNumberPattern = /^ORD\d{6,20}$/;

/** Idempotency keys are the client's random ids (UUIDs or similar), nothing else. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

export const emptyCartMessage = "Your cart is empty. Add something before placing an order.";

export const orderErrorStatus = {
  empty_cart: 409,
  out_of_stock: 409,
  cart_changed: 409,
  /** The cart's promo code no longer applies to this shopper (used up, their limit, not a first order). */
  promo_code_unavailable: 409,
  idempotency_conflict: 422,
  /** Too many guest cash-on-delivery orders, or order lookups, from one address or to one e-mail. */
  rate_limited: 429,
  /** A saved address or card id the shopper sent: a guest has none. */
  sign_in_required: 401,
  /**
   * Another shopper's (or no) saved address or card: 404, as for every other call that names
   * something of another shopper's, and nothing about it is revealed.
   */
  saved_address_not_found: 404,
  saved_card_not_found: 404,
  unknown_pincode: 422,
  pincode_state_mismatch: 422,
  not_serviceable: 422,
  cod_not_available: 422,
  delivery_slot_required: 422,
  /** No-cost EMI asked for with UPI or cash on delivery, an unlisted bank or tenure, or too small a total. */
  emi_not_available: 422,
} as const satisfies Record<string, RefusalStatus>;

export type OrderErrorCode = keyof typeof orderErrorStatus;

/** A refusal the shopper can act on; the API and the checkout answer it with its 4xx and this message. */
export class OrderError extends Refusal<OrderErrorCode> {
  constructor(code: OrderErrorCode, message: string, retryAfterSeconds: number | null = null) {
    super(orderErrorStatus, code, message, retryAfterSeconds);
    this.name = "OrderError";
  }
}

export type OrderStatusErrorCode = "not_found" | "not_forward" | "cancelled" | "awaiting_payment";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const orderStatusErrorStatus = {
  not_found: 404,
  /** The order is already at or past that step. */
  not_forward: 409,
  cancelled: 409,
  /** Paid in the gateway's window and not paid yet: only its payment confirms it. */
  awaiting_payment: 409,
} as const satisfies Record<OrderStatusErrorCode, RefusalStatus>;

export class OrderStatusError extends Refusal<OrderStatusErrorCode> {
  constructor(code: OrderStatusErrorCode, message: string) {
    super(orderStatusErrorStatus, code, message);
    this.name = "OrderStatusError";
  }
}

/** An order's GST tax invoice as the shopper downloads it. */
export interface InvoiceFile {
  fileName: string;
  pdf: Uint8Array<ArrayBuffer>;
}
