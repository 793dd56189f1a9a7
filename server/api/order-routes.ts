import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { paymentReportSchema } from "../../app/lib/contracts/gateway-payments";
import { emptyCartMessage, idempotencyKeyPattern, OrderError } from "../../app/lib/contracts/orders";
import { parseOrderRequest } from "../../app/lib/forms/checkout-schema";
import type { AppEnv } from "../http/app-env";
import { privateAnswers } from "../http/private-answers";
import { requireSameOrigin } from "../http/same-origin";
import { cartOwnership } from "../services/ownership";
import { askedLanguage } from "./api-language";
import { apiError } from "./api-error";
import { parseJsonBody } from "./json-body";

/** An object; its parts are checked by the checkout form's own rules (parseOrderRequest). */
const placeOrderBody = z.object({
  shipping: z.optional(z.unknown()),
  payment: z.optional(z.unknown()),
  deliverySlot: z.optional(z.unknown()),
  buyerGstin: z.optional(z.unknown()),
  emi: z.optional(z.unknown()),
});

function owner(c: Context<AppEnv>) {
  return cartOwnership.ownerOf(c.var.user, c.req.header("cookie"));
}

/** Orders, mounted at /api/db/orders: placing the shopper's cart, and reading one's own order. */
export function createOrderRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(privateAnswers());
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
    // The same shipping, payment, slot, GSTIN and EMI rules as the checkout form (spec §5); prices,
    // totals and other fields a client adds are not read: the server prices the cart itself.
    const parsed = parseOrderRequest(body.data);
    if (!parsed.ok) return apiError(c, 422, "invalid_request", `${parsed.path.join(".")}: ${parsed.message}`);
    const cartOwner = owner(c);
    if (!cartOwner) throw new OrderError("empty_cart", emptyCartMessage);
    const { order, replayed, checkout } = await c.var.services.orders.placeOrder(
      cartOwner,
      { ...parsed.request, idempotencyKey: key },
      // The confirmation e-mail links to the store as this request reached it (PUBLIC_ORIGIN when set),
      // in the language the client asks for; a client that asks for none gets the account's.
      { clientAddress: c.var.clientAddress ?? "unknown", origin: new URL(c.req.url).origin, language: askedLanguage(c) },
    );
    // An order to be paid in the gateway's window comes with what the page opens the gateway with.
    return c.json({ data: checkout ? { order, checkout } : { order } }, replayed ? 200 : 201);
  });

  // Paying an order that awaits its payment (decision 029): what the gateway's window is opened
  // with ("Pay now"), the browser's signed report of a payment, and where the payment stands.
  routes.get("/:number/checkout", async (c) => {
    const checkout = await c.var.services.gatewayPayments.checkout(owner(c), c.req.param("number"));
    return c.json({ data: { checkout } });
  });

  routes.post("/:number/payment", async (c) => {
    const body = await parseJsonBody(c, paymentReportSchema);
    if (!body.ok) return body.response;
    const order = await c.var.services.gatewayPayments.confirmFromBrowser(owner(c), c.req.param("number"), body.data, {
      clientAddress: c.var.clientAddress ?? null,
      origin: new URL(c.req.url).origin,
    });
    return c.json({ data: { order } });
  });

  routes.get("/:number/payment", async (c) => {
    const payment = await c.var.services.gatewayPayments.paymentState(owner(c), c.req.param("number"));
    return c.json({ data: { payment } });
  });

  routes.get("/:number", async (c) => {
    const order = await c.var.services.orders.orderForOwner(owner(c), c.req.param("number"), askedLanguage(c));
    if (!order) return apiError(c, 404, "not_found", "No such order.");
    return c.json({ data: { order } });
  });

  return routes;
}
