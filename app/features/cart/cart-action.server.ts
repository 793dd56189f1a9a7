// The /cart route's action: parses the posted form strictly, calls the cart service with the
// shopper's cart (creating a guest cart cookie on the first change), and answers with the new
// cart or a 4xx the page can show. Never a 500 for bad input.
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { languageOfRequest } from "~/i18n/page-messages.server";
import { data, type AppLoadContext } from "react-router";
import { type CartView, promoCodeMessages } from "~/lib/contracts/cart";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import type { CartActionData } from "./cart-action-data";
import { cartFormSchema, type CartForm } from "./cart-form";
import { cartActionPath, isCartIntent, type CartIntent } from "./cart-intents";
import { sameOriginReturnPath } from "./return-path";

/** Same limit as the JSON API: a cart form is a few dozen bytes. */
const maxFormBytes = 16 * 1024;

function refuse(status: 400 | 404 | 409 | 413 | 415 | 422, intent: CartIntent | null, error: string, lineId: number | null) {
  const body: CartActionData = { ok: false, intent, error, lineId };
  return data(body, { status });
}

function lineIdOf(form: CartForm): number | null {
  return form.intent === "update" || form.intent === "remove" ? form.line_id : null;
}

/**
 * A plain form post navigates the whole page (no JavaScript); a fetcher's post does not, and a
 * redirect answered to it would navigate away. Browsers mark navigations with Sec-Fetch-Mode;
 * clients that send no Sec-Fetch headers at all are treated as plain form posts.
 */
function isDocumentPost(request: Request): boolean {
  return (request.headers.get("sec-fetch-mode") ?? "navigate") === "navigate";
}

export async function cartAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "too_large") return refuse(413, null, "The form is too large.", null);
  if (form === "unreadable") return refuse(415, null, "Send the cart form as a form.", null);
  if (form === "unstorable") return refuse(422, null, unstorableFormMessage, null);

  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // First value wins; a file where text belongs is simply not a valid field.
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const intent = isCartIntent(fields.intent) ? fields.intent : null;
  if (!intent) return refuse(400, null, "Unknown cart action.", null);
  const parsed = cartFormSchema.safeParse(fields);
  if (!parsed.success) {
    const lineId = /^\d{1,9}$/.test(fields.line_id ?? "") ? Number(fields.line_id) : null;
    return refuse(400, intent, parsed.error.issues[0]?.message ?? "The cart form is not valid.", lineId);
  }
  const input = parsed.data;

  const cart = context.services.cart;
  const language = languageOfRequest(request);
  const { owner, setCookie } = context.cartOwnerForChange();
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);

  let view: CartView;
  let message: string | null = null;
  try {
    switch (input.intent) {
      case "add":
        view = await cart.addItem(owner, {
          productId: input.product_id,
          variantId: input.variant_id,
          quantity: input.quantity,
        }, language);
        break;
      case "update":
        view = await cart.updateItem(owner, input.line_id, input.quantity, language);
        break;
      case "remove":
        view = await cart.removeItem(owner, input.line_id, language);
        break;
      case "apply-coupon":
        view = await cart.applyCoupon(owner, input.code, language);
        message = promoCodeMessages.applied;
        break;
      case "remove-coupon":
        view = await cart.removeCoupon(owner, language);
        message = promoCodeMessages.removed;
        break;
      case "clear":
        view = await cart.clear(owner, language);
        break;
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const body: CartActionData = { ok: false, intent, error: refusal.message, lineId: lineIdOf(input) };
    return data(body, { status: refusal.status, headers: refusalHeaders(refusal, headers) });
  }

  if (input.intent === "add" && isDocumentPost(request)) {
    // Post/redirect/get: back to the page the shopper added from, or to the cart.
    const back = sameOriginReturnPath(request.headers.get("referer"), request.url);
    const target = back && new URL(back, request.url).pathname !== cartActionPath ? back : cartActionPath;
    return localizedRedirect(request, target, { headers });
  }
  const body: CartActionData = { ok: true, intent, cart: view, message, lineId: lineIdOf(input) };
  return data(body, { headers });
}
