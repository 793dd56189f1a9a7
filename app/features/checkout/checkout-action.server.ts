// The /checkout route's action: every step posts here (with or without JavaScript). Continue
// checks the step with the shared schemas (spec §5) and answers the next one; Back answers the
// previous one with everything typed so far; Place Order asks the order service, which prices,
// charges and takes stock on the server, then redirects to the confirmation.
import { data, redirect, type AppLoadContext } from "react-router";
import { paymentErrors, paymentSchema, shippingErrors, shippingSchema } from "~/lib/forms/checkout-schema";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import type { OrderErrorCode } from "../../../server/services/order-service";
import {
  checkoutValuesFrom,
  isCheckoutIntent,
  paymentPart,
  shippingPart,
  type CheckoutActionData,
  type CheckoutStep,
  type CheckoutValues,
} from "./checkout-state";
import { orderConfirmationPath } from "./checkout-paths";

const maxFormBytes = 16 * 1024;
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

const statusOfOrderError: Record<OrderErrorCode, 402 | 409 | 422> = {
  empty_cart: 409,
  out_of_stock: 409,
  cart_changed: 409,
  payment_failed: 402,
  idempotency_conflict: 422,
};

function isOrderErrorCode(code: unknown): code is OrderErrorCode {
  return typeof code === "string" && Object.hasOwn(statusOfOrderError, code);
}

/**
 * The service's OrderError, recognised by shape: route modules are bundled apart from the server,
 * so `instanceof` would compare two copies of the class.
 */
function orderErrorOf(error: unknown): { code: OrderErrorCode; message: string } | null {
  if (!(error instanceof Error) || error.name !== "OrderError" || !("code" in error)) return null;
  return isOrderErrorCode(error.code) ? { code: error.code, message: error.message } : null;
}

export async function checkoutAction({ request, context }: { request: Request; context: AppLoadContext }) {
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
  const values = checkoutValuesFrom(form);

  const answer = async (
    step: CheckoutStep,
    extra: Partial<Pick<CheckoutActionData, "errors" | "formError">> = {},
    status = 200,
  ) => {
    const upi =
      step === "review" && values.method === "upi"
        ? await context.services.orders.upiPaymentPrompt(context.cartOwner, key)
        : null;
    const body: CheckoutActionData = {
      step,
      values,
      errors: extra.errors ?? {},
      formError: extra.formError ?? null,
      idempotencyKey: key,
      upi,
    };
    return data(body, { status });
  };

  switch (intent) {
    case "back-to-shipping":
      return answer("shipping");
    case "back-to-payment":
      return answer("payment");
    case "to-payment": {
      const errors = shippingErrors(shippingPart(values));
      return Object.keys(errors).length > 0 ? answer("shipping", { errors }, 422) : answer("payment");
    }
    case "to-review": {
      const shippingProblems = shippingErrors(shippingPart(values));
      if (Object.keys(shippingProblems).length > 0) return answer("shipping", { errors: shippingProblems }, 422);
      const errors = paymentErrors(paymentPart(values));
      return Object.keys(errors).length > 0 ? answer("payment", { errors }, 422) : answer("review");
    }
    case "place-order":
      return placeOrder(values, key, context, answer);
  }
}

async function placeOrder(
  values: CheckoutValues,
  key: string,
  context: AppLoadContext,
  answer: (
    step: CheckoutStep,
    extra?: Partial<Pick<CheckoutActionData, "errors" | "formError">>,
    status?: number,
  ) => Promise<ReturnType<typeof data<CheckoutActionData>>>,
) {
  const shipping = shippingSchema.safeParse(shippingPart(values));
  if (!shipping.success) return answer("shipping", { errors: shippingErrors(shippingPart(values)) }, 422);
  const payment = paymentSchema.safeParse(paymentPart(values));
  if (!payment.success) return answer("payment", { errors: paymentErrors(paymentPart(values)) }, 422);
  // Without a cart cookie there is nothing to order: the cart page says so.
  if (!context.cartOwner) return redirect("/cart");
  try {
    const { order } = await context.services.orders.placeOrder(context.cartOwner, {
      shipping: shipping.data,
      payment: payment.data,
      idempotencyKey: key,
    });
    return redirect(orderConfirmationPath(order.number));
  } catch (error) {
    const refusal = orderErrorOf(error);
    if (!refusal) throw error;
    if (refusal.code === "empty_cart") return redirect("/cart");
    return answer("review", { formError: refusal.message }, statusOfOrderError[refusal.code]);
  }
}
