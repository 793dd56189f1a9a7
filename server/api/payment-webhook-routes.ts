import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { apiError } from "./api-error";

/**
 * A gateway's webhooks, mounted at /api/payments/webhooks: POST /{gateway} with the body exactly as
 * sent, its signature and the event's id in the gateway's headers (Razorpay's names; the test
 * gateway uses the same). Answered 2xx once recorded, so the gateway stops sending it; a body
 * whose signature does not match is 400 and changes nothing.
 */
export function createPaymentWebhookRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post("/:gateway", async (c) => {
    const { gatewayPayments } = c.var.services;
    if (c.req.param("gateway") !== gatewayPayments.gatewayName) return apiError(c, 404, "not_found", "No such API endpoint.");
    const signature = c.req.header("x-razorpay-signature") ?? "";
    const eventId = c.req.header("x-razorpay-event-id") ?? "";
    if (signature === "" || !/^[A-Za-z0-9_.:-]{1,100}$/.test(eventId)) {
      return apiError(c, 400, "webhook_refused", "Send the event's signature and id in X-Razorpay-Signature and X-Razorpay-Event-Id.");
    }
    // The signature covers the bytes as sent: read them raw, never parsed and written again.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const { outcome } = await gatewayPayments.receiveWebhook(rawBody, signature, eventId, { clientAddress: c.var.clientAddress ?? null });
    return c.json({ data: { outcome } });
  });
  return routes;
}
