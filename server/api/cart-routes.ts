import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Language } from "../../app/i18n/language";
import type { CartView } from "../../app/lib/contracts/cart";
import type { Owner } from "../../app/lib/contracts/owner";
import type { AppEnv } from "../http/app-env";
import { privateAnswers } from "../http/private-answers";
import { requireSameOrigin } from "../http/same-origin";
import { cartOwnership } from "../services/ownership";
import { apiError } from "./api-error";
import { answerLanguage } from "./api-language";
import { parseJsonBody } from "./json-body";

/**
 * Bounded both ways, so no number the database cannot hold reaches it; within the bounds, 1 to
 * the line's maximum is the cart service's rule, refused with its own message.
 */
const quantity = z.number().int().min(-1000).max(1000);

const addItemBody = z.object({
  product_id: z.number().int().positive().max(2_147_483_647),
  quantity,
  variant_id: z.number().int().positive().max(2_147_483_647).optional(),
});
const quantityBody = z.object({ quantity });
const couponBody = z.object({ code: z.string().max(64) });

function existingOwner(c: Context<AppEnv>): Owner | null {
  return cartOwnership.ownerOf(c.var.user, c.req.header("cookie"));
}

/** The owner, creating a guest cart cookie on the first change a guest makes. */
function ownerForChange(c: Context<AppEnv>): Owner {
  const { owner, setCookie } = cartOwnership.ownerForChange(c.req.header("cookie"), c.req.url, c.var.user ?? null);
  if (setCookie) c.header("Set-Cookie", setCookie, { append: true });
  return owner;
}

function lineId(c: Context<AppEnv>): number | null {
  const raw = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The cart after a change or a read, its names in the language asked for (a bad `lang` is refused
 * before anything changes); a refusal of the cart service is answered by the app's error handler.
 */
async function answer(c: Context<AppEnv>, work: (language: Language) => Promise<CartView>): Promise<Response> {
  const asked = answerLanguage(c);
  if (!asked.ok) return asked.response;
  return c.json({ data: { cart: await work(asked.language) } });
}

/** Spec §7 cart API, mounted at /api/db/cart. */
export function createCartRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(privateAnswers());
  routes.use(requireSameOrigin());

  routes.get("/", async (c) => {
    return answer(c, (language) => c.var.services.cart.getCart(existingOwner(c), language));
  });

  routes.get("/count", async (c) => {
    return c.json({ data: { count: await c.var.services.cart.count(existingOwner(c)) } });
  });

  routes.post("/items", async (c) => {
    const body = await parseJsonBody(c, addItemBody);
    if (!body.ok) return body.response;
    return answer(c, (language) =>
      c.var.services.cart.addItem(ownerForChange(c), {
        productId: body.data.product_id,
        variantId: body.data.variant_id,
        quantity: body.data.quantity,
      }, language),
    );
  });

  routes.put("/items/:id", async (c) => {
    const id = lineId(c);
    if (id === null) return apiError(c, 404, "not_found", "This item is not in your cart.");
    const body = await parseJsonBody(c, quantityBody);
    if (!body.ok) return body.response;
    return answer(c, (language) => c.var.services.cart.updateItem(ownerForChange(c), id, body.data.quantity, language));
  });

  routes.delete("/items/:id", async (c) => {
    const id = lineId(c);
    if (id === null) return apiError(c, 404, "not_found", "This item is not in your cart.");
    return answer(c, (language) => c.var.services.cart.removeItem(ownerForChange(c), id, language));
  });

  routes.delete("/", async (c) => answer(c, (language) => c.var.services.cart.clear(ownerForChange(c), language)));

  routes.post("/coupon", async (c) => {
    const body = await parseJsonBody(c, couponBody);
    if (!body.ok) return body.response;
    return answer(c, (language) => c.var.services.cart.applyCoupon(ownerForChange(c), body.data.code, language));
  });

  routes.delete("/coupon", async (c) => answer(c, (language) => c.var.services.cart.removeCoupon(ownerForChange(c), language)));

  return routes;
}
