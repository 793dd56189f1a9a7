import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { paymentSchema, shippingSchema } from "../../app/lib/forms/checkout-schema";
import type { AppEnv } from "../http/app-env";
import { cartOwnerOf } from "../http/cart-owner";
import { requireSameOrigin } from "../http/same-origin";
import { idempotencyKeyPattern, OrderError } from "../services/order-service";
import { apiError } from "./api-error";
import { parseJsonBody } from "./json-body";

/** The same shipping and payment rules as the checkout form (spec §5); prices, totals and other
 * fields a client adds are not read: the server prices the cart itself. */
const placeOrderBody = z.object({ shipping: shippingSchema, payment: paymentSchema });

export const orderErrorStatus: Record<OrderError["code"], 402 | 409 | 422> = {
  empty_cart: 409,
  out_of_stock: 409,
  cart_changed: 409,
  payment_failed: 402,
  idempotency_conflict: 422,
};

function owner(c: Context<AppEnv>) {
  return cartOwnerOf(c.var.user, c.req.header("cookie"));
}

/** Orders, mounted at /api/db/orders: placing the shopper's cart, and reading one's own order. */
export function createOrderRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(requireSameOrigin());

  routes.post("/", async (c) => {
    const key = c.req.header("idempotency-key") ?? "";
    if (!idempotencyKeyPattern.test(key)) {
      return apiError(
        c,
        400,
        "idempotency_key_required",
        "Send an Idempotency-Key header (16 to 100 letters, digits, - or _) with every order.",
      );
    }
    const body = await parseJsonBody(c, placeOrderBody);
    if (!body.ok) return body.response;
    const cartOwner = owner(c);
    if (!cartOwner) return apiError(c, 409, "empty_cart", "Your cart is empty. Add something before placing an order.");
    try {
      const { order, replayed } = await c.var.services.orders.placeOrder(cartOwner, {
        shipping: body.data.shipping,
        payment: body.data.payment,
        idempotencyKey: key,
      });
      return c.json({ data: { order } }, replayed ? 200 : 201);
    } catch (error) {
      if (error instanceof OrderError) return apiError(c, orderErrorStatus[error.code], error.code, error.message);
      throw error;
    }
  });

  routes.get("/:number", async (c) => {
    const order = await c.var.services.orders.orderForOwner(owner(c), c.req.param("number"));
    if (!order) return apiError(c, 404, "not_found", "No such order.");
    return c.json({ data: { order } });
  });

  return routes;
}
