// The refusals of placing an order, and the one map of each to its HTTP status, read by the JSON
// API (server/api/order-routes.ts) and the checkout page's action alike. Nothing else lives here,
// so the checkout's route bundle can import it without the order service.

export const orderErrorStatus = {
  empty_cart: 409,
  out_of_stock: 409,
  cart_changed: 409,
  payment_failed: 402,
  idempotency_conflict: 422,
  /** A saved address or card id the shopper sent: a guest has none. */
  sign_in_required: 401,
  /**
   * Another shopper's (or no) saved address or card: 404, as for every other call that names
   * something of another shopper's, and nothing about it is revealed.
   */
  saved_address_not_found: 404,
  saved_card_not_found: 404,
  cvv_required: 422,
  unknown_pincode: 422,
  pincode_state_mismatch: 422,
  not_serviceable: 422,
  cod_not_available: 422,
  delivery_slot_required: 422,
  /** No-cost EMI asked for with UPI or cash on delivery, an unlisted bank or tenure, or too small a total. */
  emi_not_available: 422,
} as const satisfies Record<string, 401 | 402 | 404 | 409 | 422>;

export type OrderErrorCode = keyof typeof orderErrorStatus;
export type OrderErrorStatus = (typeof orderErrorStatus)[OrderErrorCode];

/** A refusal the shopper can act on; the API answers it with a 4xx and this message. */
export class OrderError extends Error {
  constructor(
    readonly code: OrderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "OrderError";
  }
}

export function isOrderErrorCode(code: unknown): code is OrderErrorCode {
  return typeof code === "string" && Object.hasOwn(orderErrorStatus, code);
}

/**
 * An OrderError recognised by its shape, not `instanceof`: route modules are bundled apart from
 * the server, so each bundle has its own copy of the class.
 */
export function orderErrorOf(error: unknown): { code: OrderErrorCode; message: string; status: OrderErrorStatus } | null {
  if (!(error instanceof Error) || error.name !== "OrderError" || !("code" in error)) return null;
  const { code } = error;
  return isOrderErrorCode(code) ? { code, message: error.message, status: orderErrorStatus[code] } : null;
}
