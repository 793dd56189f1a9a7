// The stock list's filters as its address says them (what the search form sends), and back.
import type { StockListFilters } from "~/lib/contracts/admin-stock";

const maxPage = 10_000;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/** A blank or unreadable filter is no filter; an unknown warehouse is the service's 404. */
export function stockListQueryOf(url: URL): { filters: StockListFilters; page: number } {
  const params = url.searchParams;
  const query = params.get("q")?.trim().slice(0, 100) || undefined;
  const low = params.get("low");
  return {
    filters: { query, warehouseId: wholeNumber(params.get("warehouseId"), 2_147_483_647), low: low === "1" || low === "true" },
    page: wholeNumber(params.get("page"), maxPage) ?? 1,
  };
}

export function stockListHref(filters: StockListFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.warehouseId !== undefined) params.set("warehouseId", String(filters.warehouseId));
  if (filters.low) params.set("low", "1");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/stock?${search}` : "/admin/stock";
}
