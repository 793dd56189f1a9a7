// Add New Card (profile → Saved Cards), mounted at /api/db/saved-cards: the card is checked and
// saved by the gateway with a payment of one rupee that is never captured. The browser pays it with
// the gateway's script; the store only makes the gateway order and believes the signed report.
import { Hono } from "hono";
import { paymentReportSchema } from "../../app/lib/contracts/gateway-payments";
import type { AppEnv } from "../http/app-env";
import { privateAnswers } from "../http/private-answers";
import { requireSameOrigin } from "../http/same-origin";
import { apiError } from "./api-error";
import { parseJsonBody } from "./json-body";

export function createSavedCardRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(privateAnswers());
  routes.use(requireSameOrigin());

  routes.post("/checks", async (c) => {
    const user = c.var.user;
    if (!user) return apiError(c, 401, "unauthenticated", "Please login to continue.");
    const check = await c.var.services.savedCards.startCardCheck(user);
    return c.json({ data: { check } }, 201);
  });

  routes.post("/checks/report", async (c) => {
    const user = c.var.user;
    if (!user) return apiError(c, 401, "unauthenticated", "Please login to continue.");
    const body = await parseJsonBody(c, paymentReportSchema);
    if (!body.ok) return body.response;
    const card = await c.var.services.savedCards.finishCardCheck(user, body.data);
    return c.json({ data: { card } }, 201);
  });

  return routes;
}
