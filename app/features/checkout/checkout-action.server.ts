// The /checkout route's action: every step posts here (with or without JavaScript). Continue
// checks the step with the shared schemas (spec §5) and the delivery rules of the PIN code and
// answers the next one; Back answers the previous one with everything typed so far; Place
// Order asks the order service, which prices and takes stock on the server, then redirects to
// the confirmation (cash, UPI, a saved card), or to the Pay page, where the gateway's script pays a
// new card that never reaches the store.
import { languageTags } from "~/i18n/language";
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { languageOfRequest, translate } from "~/i18n/page-messages.server";
import { data, type AppLoadContext } from "react-router";
import { idempotencyKeyPattern, OrderError, type OrderErrorCode, type OrderShipping } from "~/lib/contracts/orders";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { deliveryWindowText } from "~/lib/delivery-promise";
import { parseOrderRequest, parseOrderShipping } from "~/lib/forms/checkout-schema";
import { fillPlaceFromPincode } from "~/lib/forms/pincode-place";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { orderConfirmationPath, payOrderPath } from "./checkout-paths";
import {
  checkoutValuesFrom,
  chosenSavedAddress,
  gatewayNeedsScriptMessage,
  isCheckoutIntent,
  orderRequestFrom,
  paymentStepErrors,
  paysInBrowserField,
  paysInGatewayWindow,
  shippingStepErrors,
  type CheckoutActionData,
  type CheckoutDelivery,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutStep,
  type CheckoutValues,
} from "./checkout-state";

const maxFormBytes = 16 * 1024;

/** Where the checkout shows a refusal of the order service: the step and field to fix. */
const placeOfRefusal: Partial<Record<OrderErrorCode, { step: CheckoutStep; field: CheckoutField | "address" }>> = {
  saved_address_not_found: { step: "shipping", field: "savedAddressId" },
  unknown_pincode: { step: "shipping", field: "address" },
  pincode_state_mismatch: { step: "shipping", field: "address" },
  not_serviceable: { step: "shipping", field: "address" },
  saved_card_not_found: { step: "payment", field: "savedCardId" },
  cod_not_available: { step: "payment", field: "method" },
  delivery_slot_required: { step: "payment", field: "deliverySlot" },
  emi_not_available: { step: "payment", field: "cardPlan" },
};

/** The address, delivery rules and total of the order, worked out again on every step after shipping. */
type Prepared = { shipping: OrderShipping; delivery: CheckoutDelivery; total: number };

interface Answer {
  step: CheckoutStep;
  errors?: CheckoutErrors;
  formError?: string | null;
  prepared?: Prepared | null;
  status?: number;
  headers?: Headers;
}

export async function checkoutAction({ request, context }: { request: Request; context: AppLoadContext }) {
  // The confirmation e-mail links to the store as this request reached it (PUBLIC_ORIGIN when set).
  const storeOrigin = new URL(request.url).origin;
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "unstorable") throw data(unstorableFormMessage, { status: 422 });
  if (form === "too_large" || form === "unreadable") {
    throw data("The checkout form could not be read.", { status: form === "too_large" ? 413 : 415 });
  }
  const intent = form.get("intent");
  const key = form.get("idempotencyKey");
  if (!isCheckoutIntent(intent) || typeof key !== "string" || !idempotencyKeyPattern.test(key)) {
    throw data("The checkout form is not valid. Please reload the page.", { status: 400 });
  }
  // Without a cart cookie there is nothing to order: the cart page says so.
  const owner = context.cartOwner;
  if (!owner) return localizedRedirect(request, "/cart");
  const values = checkoutValuesFrom(form);
  // A new card or UPI is paid by the gateway's script: a page without JavaScript cannot run it.
  const cannotBePaidHere = paysInGatewayWindow(values) && form.get(paysInBrowserField) !== "yes";

  const answer = ({ step, errors = {}, formError = null, prepared = null, status = 200, headers }: Answer) => {
    const body: CheckoutActionData = {
      step,
      values,
      errors,
      formError,
      idempotencyKey: key,
      shipping: step === "shipping" ? null : (prepared?.shipping ?? null),
      delivery: step === "shipping" ? null : (prepared?.delivery ?? null),
      total: step === "shipping" ? null : (prepared?.total ?? null),
    };
    return data(body, { status, headers });
  };

  /** The shipping step's checks, then where the order goes and its delivery rules; or the shipping step again. */
  const prepare = async (): Promise<{ ok: true; prepared: Prepared } | { ok: false; answer: Answer }> => {
    const errors = shippingStepErrors(values);
    if (Object.keys(errors).length > 0) return { ok: false, answer: { step: "shipping", errors, status: 422 } };
    const shipping = parseOrderShipping(orderRequestFrom(values).shipping);
    if (!shipping.success) return { ok: false, answer: { step: "shipping", errors: shippingStepErrors(values), status: 422 } };
    try {
      const { shipping: resolved, quote, total } = await context.services.orders.checkoutDelivery(owner, shipping.data);
      const { window, assemblyIncluded, slotOffered, codRefusal } = quote;
      // A slot chosen for an earlier address or cart that needs none is forgotten, not refused.
      if (!slotOffered) values.deliverySlot = "";
      // The dates as the page's language writes them ("hi-IN" on a Hindi page).
      const language = languageOfRequest(request);
      const windowText = deliveryWindowText(window, (message, values) => translate(language, message, values), languageTags[language]);
      const delivery = { window, windowText, assemblyIncluded, slotOffered, codRefusal };
      return { ok: true, prepared: { shipping: resolved, delivery, total } };
    } catch (error) {
      const refusal = refusalAnswer(request, error, values);
      if (!refusal) throw error;
      return { ok: false, answer: refusal };
    }
  };

  /** Continue to Review: both steps' checks; the review step, or the step to fix. */
  const review = async (): Promise<Answer> => {
    const ready = await prepare();
    if (!ready.ok) return ready.answer;
    const errors = paymentStepErrors(values, {
      checksCardInBrowser: false,
      delivery: ready.prepared.delivery,
      total: ready.prepared.total,
    });
    if (cannotBePaidHere) errors.method ??= gatewayNeedsScriptMessage;
    if (Object.keys(errors).length > 0) return { step: "payment", errors, prepared: ready.prepared, status: 422 };
    return { step: "review", prepared: ready.prepared };
  };

  switch (intent) {
    case "back-to-shipping":
      return answer({ step: "shipping" });
    case "to-payment": {
      await fillPlace(values, context);
      const ready = await prepare();
      return answer(ready.ok ? { step: "payment", prepared: ready.prepared } : ready.answer);
    }
    case "back-to-payment": {
      const ready = await prepare();
      return answer(ready.ok ? { step: "payment", prepared: ready.prepared } : ready.answer);
    }
    case "to-review":
      return answer(await review());
    case "place-order": {
      const parsed = parseOrderRequest(orderRequestFrom(values));
      if (!parsed.ok || cannotBePaidHere) {
        // Only a forged form gets here past the browser's checks: show the step to fix.
        const fix = await review();
        const message = parsed.ok ? gatewayNeedsScriptMessage : parsed.message;
        return answer(fix.step === "review" ? { ...fix, formError: message, status: 422 } : fix);
      }
      try {
        const { order, checkout } = await context.services.orders.placeOrder(
          owner,
          { ...parsed.request, idempotencyKey: key },
          // The order keeps the page's language: its e-mails are written in it.
          { clientAddress: context.clientAddress, origin: storeOrigin, language: languageOfRequest(request) },
        );
        // Paid in the gateway's window: the Pay page pays the card the checkout hands it in the
        // browser, or starts the UPI payment.
        if (checkout) {
          const search = new URLSearchParams({ from: "checkout", method: parsed.request.payment.method });
          return localizedRedirect(request, `${payOrderPath(order.number)}?${search.toString()}`);
        }
        return localizedRedirect(request, orderConfirmationPath(order.number));
      } catch (error) {
        if (error instanceof OrderError && error.code === "empty_cart") return localizedRedirect(request, "/cart");
        const placed = refusalAnswer(request, error, values);
        if (!placed) throw error;
        if (placed.step === "shipping") return answer(placed);
        // The payment and review steps show the address and its delivery rules again.
        const ready = await prepare();
        return answer(ready.ok ? { ...placed, prepared: ready.prepared } : ready.answer);
      }
    }
  }
}

/**
 * A service's refusal as the step that shows it: on the field it belongs to (an address we cannot
 * deliver to, a card not found…), else above Place Order; null for an error that is not a refusal.
 * The status is the API's for the same refusal.
 */
function refusalAnswer(request: Request, error: unknown, values: CheckoutValues): Answer | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  const orderCode = error instanceof OrderError ? error.code : null;
  // Saved addresses and cards are an account's (a guest's form never offers them): sign in first.
  if (orderCode === "sign_in_required") throw localizedRedirect(request, `/login?redirectTo=${encodeURIComponent("/checkout")}`);
  const place = orderCode ? placeOfRefusal[orderCode] : undefined;
  const headers = refusalHeaders(refusal);
  if (!place) return { step: "review", formError: refusal.message, status: refusal.status, headers };
  // A delivery refusal is about the PIN code typed, or the saved address chosen.
  const field: CheckoutField =
    place.field === "address" ? (chosenSavedAddress(values) !== null ? "savedAddressId" : "pincode") : place.field;
  return { step: place.step, errors: { [field]: refusal.message }, status: refusal.status, headers };
}

/** A typed address's city and state, filled from the PIN code where empty (JavaScript may never have run). */
async function fillPlace(values: CheckoutValues, context: AppLoadContext): Promise<void> {
  if (chosenSavedAddress(values) !== null) return;
  Object.assign(values, await fillPlaceFromPincode(values, (pincode) => context.services.delivery.place(pincode)));
}
