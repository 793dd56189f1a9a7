// India's JSON API under /api/db: the delivery promise for a PIN code and the store
// finder. Thin handlers: read the query strictly, call a service, shape {"data": …}.
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { maxStoreQueryLength } from "../../app/lib/store-search";
import { apiError } from "./api-error";

/** Largest subtotal a client may send: beyond any cart the store allows, still an integer. */
const maxSubtotal = 100_000_000;

function parseSubtotal(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === "") return undefined;
  if (!/^[0-9]{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= maxSubtotal ? value : null;
}

/** Most products one PIN code check asks about: a cart's lines. */
const maxProductIds = 50;

/** `product_id` given once per product; null when any is not a product id or there are too many. */
function parseProductIds(raw: string[] | undefined): number[] | undefined | null {
  if (raw === undefined || raw.length === 0) return undefined;
  if (raw.length > maxProductIds || !raw.every((id) => /^[1-9][0-9]{0,9}$/.test(id))) return null;
  const ids = raw.map(Number);
  return ids.every((id) => id <= 2_147_483_647) ? ids : null;
}

function parseInStock(raw: string | undefined): boolean | undefined | null {
  if (raw === undefined || raw === "") return undefined;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  return null;
}

export function createIndiaRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get("/pincodes/:pin", async (c) => {
    const subtotal = parseSubtotal(c.req.query("subtotal"));
    if (subtotal === null) {
      return apiError(c, 422, "invalid_subtotal", "subtotal must be a whole number of rupees, 0 or more.");
    }
    const inStock = parseInStock(c.req.query("in_stock"));
    if (inStock === null) return apiError(c, 422, "invalid_in_stock", "in_stock must be 1, 0, true or false.");
    const productIds = parseProductIds(c.req.queries("product_id"));
    if (productIds === null) {
      return apiError(c, 422, "invalid_product_id", `product_id must be a product id, given at most ${maxProductIds} times.`);
    }
    const result = await c.var.services.delivery.checkPincode(c.req.param("pin"), { cartSubtotal: subtotal, inStock, productIds });
    if (result.status !== "found") {
      return result.status === "unknown"
        ? apiError(c, 404, "unknown_pincode", result.message)
        : apiError(c, 422, "invalid_pincode", result.message);
    }
    // Dates move at midnight and warehouses may change: private, and short-lived.
    c.header("Cache-Control", "private, max-age=300");
    return c.json({ data: { check: result.check } });
  });

  routes.get("/stores", async (c) => {
    const query = c.req.query("q") ?? "";
    if (query.length > maxStoreQueryLength) {
      return apiError(c, 422, "invalid_query", `q must be ${maxStoreQueryLength} characters or fewer.`);
    }
    const result = await c.var.services.storeFinder.search(query);
    if (result.kind === "unknown_pincode") return apiError(c, 404, "unknown_pincode", result.message);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data: result });
  });

  return routes;
}
