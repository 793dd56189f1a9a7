// The /wishlist route's action: parses the posted form strictly, calls the wishlist service for
// the shopper's wishlist (creating a guest wishlist cookie on the first change), and answers with
// the new state, a 4xx the page can show, or (for a plain form post) a redirect back.
import { refusalText } from "~/features/account/refusal-text.server";
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { msg } from "~/i18n/msg";
import { data, type AppLoadContext } from "react-router";
import { sameOriginReturnPath } from "~/features/cart/return-path";
import { refusalHeaders, refusalOf, type RefusalStatus } from "~/lib/contracts/refusal";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import {
  isWishlistIntent,
  wishlistActionPath,
  wishlistFormMessages,
  wishlistFormSchema,
  type WishlistActionData,
  type WishlistIntent,
} from "./wishlist-form";

/** A wishlist form is a few dozen bytes; anything near this is not one of ours. */
const maxFormBytes = 4 * 1024;

function refuse(
  status: 400 | 413 | 415 | 422 | RefusalStatus,
  intent: WishlistIntent | null,
  productId: number | null,
  error: string,
  headers?: Headers,
) {
  const body: WishlistActionData = { ok: false, intent, productId, error };
  return data(body, { status, headers });
}

/**
 * A plain form post navigates the whole page (no JavaScript); a fetcher's post does not, and a
 * redirect answered to it would navigate away. Clients sending no Sec-Fetch headers count as plain.
 */
function isDocumentPost(request: Request): boolean {
  return (request.headers.get("sec-fetch-mode") ?? "navigate") === "navigate";
}

export async function wishlistAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "too_large") return refuse(413, null, null, msg("The form is too large."));
  if (form === "unreadable") return refuse(415, null, null, msg("Send the wishlist form as a form."));
  if (form === "unstorable") return refuse(422, null, null, unstorableFormMessage);

  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // First value wins; a file where text belongs is simply not a valid field.
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const rawIntent = fields.intent ?? "toggle";
  if (!isWishlistIntent(rawIntent)) return refuse(400, null, null, wishlistFormMessages.unknownIntent);
  const parsed = wishlistFormSchema.safeParse({ ...fields, intent: rawIntent });
  if (!parsed.success) {
    return refuse(400, rawIntent, null, parsed.error.issues[0]?.message ?? msg("The wishlist form is not valid."));
  }
  const { intent, product_id: productId } = parsed.data;

  const wishlist = context.services.wishlist;
  const { owner, setCookie } = context.wishlistOwnerForChange();
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);

  let wishlisted: boolean;
  try {
    if (intent === "toggle") {
      ({ wishlisted } = await wishlist.toggle(owner, productId));
    } else if (intent === "add") {
      await wishlist.add(owner, productId);
      wishlisted = true;
    } else {
      await wishlist.remove(owner, productId);
      wishlisted = false;
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(refusal.status, intent, productId, refusalText(request, refusal), refusalHeaders(refusal, headers));
  }

  if (isDocumentPost(request)) {
    // Post/redirect/get: back to the page the shopper was on, or to the wishlist.
    const back = sameOriginReturnPath(request.headers.get("referer"), request.url);
    return localizedRedirect(request, back ?? wishlistActionPath, { headers });
  }
  const body: WishlistActionData = { ok: true, intent, productId, wishlisted };
  return data(body, { headers });
}
