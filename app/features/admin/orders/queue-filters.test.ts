import { describe, expect, it } from "vitest";
import { orderQueueFiltersOf, orderQueueHref, returnQueueFiltersOf } from "./queue-filters";

const at = (search: string) => new URL(`http://store.test/admin/orders?${search}`);

describe("the order queue's address", () => {
  it("reads the filters a clerk chose, the phone kept as typed for the service to read", () => {
    expect(orderQueueFiltersOf(at("status=packed&payment=cod&state=ka&from=2026-03-01&to=2026-03-31&q=%2B91+98765+43210&page=2"))).toEqual({
      filters: { status: "packed", paymentMethod: "cod", state: "KA", from: "2026-03-01", to: "2026-03-31", query: "+91 98765 43210" },
      page: 2,
    });
  });

  it("ignores what is malformed instead of refusing the page", () => {
    const { filters, page } = orderQueueFiltersOf(at("status=lost&payment=cheque&state=ZZ&from=2026-02-31&to=yesterday&page=-3&q=%20%20"));
    expect(filters).toEqual({ status: undefined, paymentMethod: undefined, state: undefined, from: undefined, to: undefined, query: undefined });
    expect(page).toBe(1);
    expect(orderQueueFiltersOf(at("page=1.5")).page).toBe(1);
    expect(orderQueueFiltersOf(at("page=99999999")).page).toBe(1);
    expect(orderQueueFiltersOf(at(`q=${"9".repeat(500)}`)).filters.query).toHaveLength(100);
    expect(returnQueueFiltersOf(new URL("http://store.test/admin/returns?status=pickup_scheduled&page=x"))).toEqual({ filters: { status: "pickup_scheduled" }, page: 1 });
    expect(returnQueueFiltersOf(new URL("http://store.test/admin/returns?status=lost")).filters.status).toBeUndefined();
  });

  it("writes tab and page links that keep the other filters", () => {
    expect(orderQueueHref({ status: "shipped", state: "KA", query: "asha@example.in" }, 3)).toBe("/admin/orders?status=shipped&state=KA&q=asha%40example.in&page=3");
    expect(orderQueueHref({})).toBe("/admin/orders");
  });
});
