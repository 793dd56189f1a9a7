// The orders and returns queues' filters as their addresses carry them (GET forms, so a filtered
// queue can be bookmarked or shared). Anything malformed is ignored rather than refused.
import { isOrderStatus, paymentMethods, returnStatuses, type AdminOrderFilters, type PaymentMethod, type ReturnStatus } from "~/lib/contracts/admin-orders";
import { isCalendarDate } from "~/lib/forms/order-desk-schemas";
import { isIndianStateCode } from "~/lib/indian-states";

const maxPage = 10_000;
const maxQueryLength = 100;

function param(url: URL, name: string): string | undefined {
  return url.searchParams.get(name)?.trim().slice(0, maxQueryLength) || undefined;
}

function isIsoDate(value: string | undefined): value is string {
  return value !== undefined && isCalendarDate(value);
}

function pageOf(url: URL): number {
  const page = Number(param(url, "page"));
  return Number.isInteger(page) && page > 0 && page <= maxPage ? page : 1;
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (paymentMethods as readonly string[]).includes(value);
}

export function orderQueueFiltersOf(url: URL): { filters: AdminOrderFilters; page: number } {
  const status = param(url, "status");
  const method = param(url, "payment");
  const state = param(url, "state")?.toUpperCase();
  const from = param(url, "from");
  const to = param(url, "to");
  return {
    filters: {
      status: isOrderStatus(status) ? status : undefined,
      paymentMethod: isPaymentMethod(method) ? method : undefined,
      state: state && isIndianStateCode(state) ? state : undefined,
      from: isIsoDate(from) ? from : undefined,
      to: isIsoDate(to) ? to : undefined,
      query: param(url, "q"),
    },
    page: pageOf(url),
  };
}

function isReturnStatus(value: unknown): value is ReturnStatus {
  return typeof value === "string" && (returnStatuses as readonly string[]).includes(value);
}

export function returnQueueFiltersOf(url: URL): { filters: { status?: ReturnStatus | undefined }; page: number } {
  const status = param(url, "status");
  return { filters: { status: isReturnStatus(status) ? status : undefined }, page: pageOf(url) };
}

/** The queue's address with these filters (only those set), for tabs and page links. */
export function orderQueueHref(filters: AdminOrderFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.paymentMethod) params.set("payment", filters.paymentMethod);
  if (filters.state) params.set("state", filters.state);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.query) params.set("q", filters.query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/orders?${search}` : "/admin/orders";
}

export function returnQueueHref(filters: { status?: ReturnStatus | undefined }, page = 1): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/returns?${search}` : "/admin/returns";
}
