// What the shop's pages show of returns: Order History's state of each order's returns, the return
// form's choices, and /track-order's view. The return itself (ReturnView) is the back office's shape.
import type { PaymentMethod, ReturnView } from "./admin-orders";

/** What Order History shows of one order's returns. */
export interface OrderReturnSummary {
  /** Newest first. */
  returns: ReturnView[];
  /** ISO 8601: when the return window closes (or closed); null until the order is delivered. */
  returnWindowClosesAt: string | null;
  /** Whether the shopper may ask to return something now: delivered, inside the window, pieces left. */
  canRequestReturn: boolean;
}

/** One line of the return form: what was bought and how much of it may still be returned. */
export interface ReturnableLine {
  orderLineId: number;
  name: string;
  variantType: string;
  variantName: string;
  imageUrl: string | null;
  price: number;
  bought: number;
  /** Bought, less what earlier returns (not rejected) already hold. */
  returnable: number;
}

/** The return form of one order. */
export interface ReturnOptions {
  number: string;
  paymentMethod: PaymentMethod;
  returnWindowClosesAt: string | null;
  /** Why nothing can be returned now (not delivered, the window closed, all returned); null when the form is open. */
  unavailable: string | null;
  lines: ReturnableLine[];
  /** Earlier returns of the order, newest first. */
  returns: ReturnView[];
}
