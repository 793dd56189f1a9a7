// The /cart route's client action: with JavaScript every cart post goes through here. It asks the
// server as usual; only when the store cannot be reached is the change kept in the browser and
// replayed later, instead of the page failing.
import { data } from "react-router";
import { currentBrowserCart, recordPendingChange } from "./browser-cart";
import type { CartActionData } from "./cart-action-data";
import { isCartIntent, offlineMessages } from "./cart-intents";
import { pendingChangeFromForm } from "./pending-changes";

/** fetch() rejects with a TypeError when the network is down or the server is unreachable. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== "undefined" && !navigator.onLine);
}

export async function cartClientAction<Answer>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<Answer>;
}) {
  // Read before the server call, which consumes the request's body.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
    const change = pendingChangeFromForm(fields, currentBrowserCart().view);
    if (change) recordPendingChange(change);
    const lineId = Number(fields.line_id);
    const body: CartActionData = {
      ok: false,
      intent: isCartIntent(fields.intent) ? fields.intent : null,
      error: change ? offlineMessages.saved : offlineMessages.notSaved,
      lineId: Number.isInteger(lineId) && lineId > 0 ? lineId : null,
      offline: true,
    };
    // 503: React Router then skips reloading the page's data, which would fail offline as well.
    return data(body, { status: 503 });
  }
}
