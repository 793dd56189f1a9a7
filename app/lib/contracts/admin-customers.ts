// The back office's customers (shoppers with an account): the list and search, one customer's
// page, staff's notes, e-mails sent again and password resets, and the refusals with their HTTP
// statuses. Never a password hash, a session or reset token, or any card detail: a saved card is
// only counted.
import type { OrderEmail, OrderNote, OrderStatus, PaymentMethod } from "./admin-orders";
import { Refusal, type RefusalStatus } from "./refusal";

export const customerPageSize = 25;
/** A name search needs this many characters: fewer would match most of the store. */
export const customerNameMinLength = 3;
export const customerQueryMaxLength = 100;

export interface CustomerSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** When the account was made, ISO 8601. */
  since: string;
  ordersPlaced: number;
}

export interface CustomerList {
  customers: CustomerSummary[];
  /** Customers matching the search (all of them without one). */
  total: number;
  page: number;
  pageSize: number;
}

export interface CustomerOrder {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  status: OrderStatus;
  total: number;
  paymentMethod: PaymentMethod;
}

export interface CustomerAddress {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  pincode: string;
  isDefault: boolean;
}

/** An e-mail sent to the customer's address or about one of their orders. */
export interface CustomerEmail extends OrderEmail {
  orderNumber: string | null;
  /** False for a mail with a single-use link (a password reset): staff send a new one instead. */
  resendable: boolean;
}

export interface CustomerDetail {
  customer: CustomerSummary;
  /** Newest first, at most customerOrdersShown; ordersPlaced says how many there are. */
  orders: CustomerOrder[];
  addresses: CustomerAddress[];
  savedCardCount: number;
  notes: OrderNote[];
  /** Newest first, at most customerEmailsShown. */
  emails: CustomerEmail[];
}

export const customerOrdersShown = 50;
export const customerEmailsShown = 50;

export type CustomerAdminErrorCode = "not_found" | "invalid_request" | "not_allowed";

export const customerAdminErrorStatus = {
  not_found: 404,
  invalid_request: 422,
  /** The e-mail carried a single-use link: it is not sent again. */
  not_allowed: 409,
} as const satisfies Record<CustomerAdminErrorCode, RefusalStatus>;

export class CustomerAdminError extends Refusal<CustomerAdminErrorCode> {
  constructor(code: CustomerAdminErrorCode, message: string) {
    super(customerAdminErrorStatus, code, message);
    this.name = "CustomerAdminError";
  }
}
