// The back office's orders, cancellations, returns and refunds: what its pages and /api/admin/*
// show, what staff (and shoppers, for their own orders) may ask, and the refusals with their
// HTTP statuses.
import type { DeliverySlot } from "../delivery-slots";
import type { OrderView } from "./orders";
import { Refusal, type RefusalStatus } from "./refusal";

/** Where an order can be, in the order it gets there; cancelled stands apart. */
export const orderStatuses = ["ordered", "confirmed", "packed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

/** Staff's moves of an order; each names the status it leads to. */
export const orderActions = ["confirm", "pack", "ship", "deliver", "cancel"] as const;
export type OrderAction = (typeof orderActions)[number];

export const paymentMethods = ["card", "upi", "netbanking", "cod"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface AdminOrderFilters {
  status?: OrderStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Two-letter state code (app/lib/indian-states.ts). */
  state?: string | undefined;
  /** ISO dates (yyyy-mm-dd), inclusive, in India's time. */
  from?: string | undefined;
  to?: string | undefined;
  /** An order number, an e-mail address or a phone number (any way it is typed). */
  query?: string | undefined;
}

/** One row of the queue. */
export interface AdminOrderSummary {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  total: number;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  itemCount: number;
}

export interface AdminOrderQueue {
  orders: AdminOrderSummary[];
  /** Orders matching the filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Orders per status under the same filters except status, for the tabs. */
  countsByStatus: Record<OrderStatus, number>;
}

export interface OrderNote {
  id: number;
  author: string;
  body: string;
  /** ISO 8601. */
  at: string;
}

/** A mail the shopper was sent (or is being sent) about this order. */
export interface OrderEmail {
  id: number;
  kind: string;
  subject: string;
  toAddress: string;
  /** ISO 8601. */
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

export const refundStatuses = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const refundDestinations = ["original", "upi", "bank"] as const;
export type RefundDestination = (typeof refundDestinations)[number];

export interface RefundView {
  id: number;
  amount: number;
  destination: RefundDestination;
  status: RefundStatus;
  /** The provider's refund id or the payout's UTR. */
  reference: string | null;
  failureReason: string | null;
  creditNoteNumber: string | null;
  returnId: number | null;
  /** ISO 8601. */
  createdAt: string;
  processedAt: string | null;
}

export const returnStatuses = ["requested", "approved", "rejected", "pickup_scheduled", "received", "refunded"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnConditions = ["sellable", "damaged"] as const;
export type ReturnCondition = (typeof returnConditions)[number];

/** Where a cash-on-delivery refund is paid: the shopper's UPI ID or bank account. */
export type CodRefundAccount =
  | { destination: "upi"; upiId: string }
  | { destination: "bank"; accountName: string; accountNumber: string; ifsc: string };

export interface ReturnView {
  id: number;
  orderNumber: string;
  /** The order's shopper as the shipping address names them (the back office's returns queue). */
  customerName: string;
  status: ReturnStatus;
  reason: string;
  rejectionReason: string | null;
  pickupDate: string;
  pickupSlot: DeliverySlot;
  refundDestination: RefundDestination;
  /** The UPI ID, or the bank account masked to its last four digits with its IFSC. */
  refundAccount: string | null;
  lines: { orderLineId: number; name: string; variantName: string; quantity: number; price: number; condition: ReturnCondition | null }[];
  /** What the returned lines are worth, the refund's amount. */
  amount: number;
  /** The refund opened at the return's last step (its status, reference, credit note); null before. */
  refund: RefundView | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** What the detail page offers: each action's availability as the order stands. */
export interface AdminOrderDetail {
  order: OrderView;
  invoiceNumber: string | null;
  courier: string | null;
  trackingNumber: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  customer: { userId: number | null; ordersPlaced: number };
  notes: OrderNote[];
  emails: OrderEmail[];
  refunds: RefundView[];
  returns: ReturnView[];
  /** The staff actions open from here (before the role is considered). */
  nextActions: OrderAction[];
}

/** What a staff move of an order carries. `expectedStatus` is the status the staff member saw. */
export type OrderActionInput =
  | { action: "confirm"; expectedStatus: OrderStatus; note?: string | undefined }
  | { action: "pack"; expectedStatus: OrderStatus }
  | { action: "ship"; expectedStatus: OrderStatus; courier: string; trackingNumber: string }
  | { action: "deliver"; expectedStatus: OrderStatus }
  | { action: "cancel"; expectedStatus: OrderStatus; reason: string };

/** A shopper's return request for one delivered order. */
export interface ReturnRequestInput {
  lines: { orderLineId: number; quantity: number }[];
  reason: string;
  pickupDate: string;
  pickupSlot: DeliverySlot;
  /** Required for a cash-on-delivery order; refused otherwise (the money goes back the way it came). */
  refundAccount?: CodRefundAccount | undefined;
}

/** Staff's moves of a return. */
export type ReturnActionInput =
  | { action: "approve"; expectedStatus: ReturnStatus }
  | { action: "reject"; expectedStatus: ReturnStatus; reason: string }
  | { action: "schedule_pickup"; expectedStatus: ReturnStatus; pickupDate: string; pickupSlot: DeliverySlot }
  | { action: "receive"; expectedStatus: ReturnStatus; conditions: { orderLineId: number; condition: ReturnCondition }[] }
  | { action: "refund"; expectedStatus: ReturnStatus; payoutReference?: string | undefined };

export type OrderAdminErrorCode =
  | "not_found"
  | "changed"
  | "not_allowed"
  | "invalid_request"
  | "return_window_closed"
  | "refund_failed";

export const orderAdminErrorStatus = {
  not_found: 404,
  /** Someone else moved the order (or return) since the page was read: nothing was applied. */
  changed: 409,
  /** The move does not apply where the order stands (ship a cancelled order, cancel a shipped one). */
  not_allowed: 409,
  invalid_request: 422,
  return_window_closed: 409,
  /** The provider refused the refund; it stays failed, to try again. */
  refund_failed: 402,
} as const satisfies Record<OrderAdminErrorCode, RefusalStatus>;

export class OrderAdminError extends Refusal<OrderAdminErrorCode> {
  constructor(code: OrderAdminErrorCode, message: string) {
    super(orderAdminErrorStatus, code, message);
    this.name = "OrderAdminError";
  }
}
