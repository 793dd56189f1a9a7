// The profile's overview and order history, and the account service's refusals.
import type { OrderView } from "./orders";
import { Refusal, type RefusalStatus } from "./refusal";

export interface AccountOverview {
  orders: number;
  wishlistItems: number;
  addresses: number;
  cards: number;
}

export type ProfileOrderItem = OrderView["items"][number] & {
  /** The order line, which a review is written about. */
  lineId: number;
  reviewed: boolean;
  /** Why the store hid the shopper's review of this line; null when it is shown or there is none. */
  reviewHiddenReason: string | null;
};

export type ProfileOrder = Omit<OrderView, "items"> & { items: ProfileOrderItem[] };

/** Orders on one page of the profile's Order History. */
export const orderHistoryPageSize = 10;

export type AccountErrorCode = "not_found" | "not_delivered" | "already_reviewed";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const accountErrorStatus = {
  not_found: 404,
  not_delivered: 409,
  already_reviewed: 409,
} as const satisfies Record<AccountErrorCode, RefusalStatus>;

export class AccountError extends Refusal<AccountErrorCode> {
  constructor(code: AccountErrorCode, message: string) {
    super(accountErrorStatus, code, message);
    this.name = "AccountError";
  }
}
