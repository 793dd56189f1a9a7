// The product list's filters as its address carries them (?q=&category=&brand=&status=&page=):
// read leniently (a page link cannot be "invalid"; what is not understood is ignored) and written
// back for tabs, the pager and "clear filters".
import { isProductStatus, type AdminProductFilters } from "~/lib/contracts/admin-products";

const maxId = 2_147_483_647;

function idOf(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= maxId ? id : undefined;
}

export function productListFiltersOf(url: URL): { filters: AdminProductFilters; page: number } {
  const params = url.searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  return {
    filters: {
      query: query === "" ? undefined : query,
      categoryId: idOf(params.get("category")),
      brandId: idOf(params.get("brand")),
      status: isProductStatus(status) ? status : undefined,
    },
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function productListHref(filters: AdminProductFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.categoryId !== undefined) params.set("category", String(filters.categoryId));
  if (filters.brandId !== undefined) params.set("brand", String(filters.brandId));
  if (filters.status) params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/products?${search}` : "/admin/products";
}
