// A shopper's order placed through the JSON API, for end-to-end tests whose subject comes after
// the order (the order desk, returns, Order History): the checkout's screens are walked in
// checkout.e2e.test.ts, and walking them again here would only make the suite slower.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "playwright-core";
import { z } from "zod";

const headers = { "X-Requested-With": "XMLHttpRequest" };
const listing = z.object({ data: z.object({ items: z.array(z.object({ id: z.number() })) }) });
const placed = z.object({ data: z.object({ order: z.object({ number: z.string() }) }) });

export interface ApiShipping {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** The address checkout-steps.ts types: Asha Verma in Bengaluru (Karnataka, 560001). */
export const bengaluruShipping: ApiShipping = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "KA",
  pincode: "560001",
};

/**
 * The shopper whose cookies `api` carries (a guest's cart when signed out) places a cash-on-delivery
 * order of `quantity` pieces of one product: one of the cheapest in stock, so that two pieces stay
 * under the store's cash-on-delivery cap, picked at random among them so that runs never drain
 * one. Answers the order's number.
 */
export async function placeCodOrderThroughApi(api: APIRequestContext, shipping: Partial<ApiShipping> = {}, quantity = 1): Promise<string> {
  return placeOrderThroughApi(api, { method: "cod" }, shipping, quantity);
}

/** The same, paid by `payment`: `{ method: "card" }` (or upi, netbanking) alone places it awaiting its payment in the gateway's window. */
export async function placeOrderThroughApi(
  api: APIRequestContext,
  payment: Record<string, unknown>,
  shipping: Partial<ApiShipping> = {},
  quantity = 1,
): Promise<string> {
  const cheapest = await api.get("/api/db/products?sort=price_low&in_stock=1&limit=24");
  if (!cheapest.ok()) throw new Error(`the product listing answered ${cheapest.status()}`);
  const candidates = listing.parse(await cheapest.json()).data.items.toSorted(() => Math.random() - 0.5);
  let added = false;
  for (const product of candidates) {
    added = (await api.post("/api/db/cart/items", { headers, data: { product_id: product.id, quantity } })).ok();
    if (added) break;
  }
  if (!added) throw new Error(`no inexpensive product has ${quantity} pieces in stock`);
  const answer = await api.post("/api/db/orders", {
    headers: { ...headers, "Idempotency-Key": randomUUID() },
    data: { shipping: { ...bengaluruShipping, ...shipping }, payment, deliverySlot: "morning" },
  });
  if (!answer.ok()) throw new Error(`the shopper could not place an order: ${answer.status()} ${await answer.text()}`);
  return placed.parse(await answer.json()).data.order.number;
}
