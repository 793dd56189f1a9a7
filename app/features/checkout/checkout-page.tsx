import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import type { SavedAddress } from "~/lib/contracts/addresses";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { withUnbrokenPrices } from "~/ui/rupees";
import { useHydrated } from "~/ui/use-hydrated";
import type { CartView } from "../cart/cart-view";
import { dropHandedCard, handCardOver } from "../payment/card-handoff";
import { fieldInputId, fieldNameOf } from "./checkout-field";
import {
  browserCardFields,
  checkoutValuesFrom,
  chosenSavedAddress,
  chosenSavedCard,
  emptyBrowserCard,
  isCheckoutIntent,
  paymentFields,
  paymentStepErrors,
  paysInBrowserField,
  postedCheckoutFields,
  shippingFields,
  shippingStepErrors,
  type BrowserCard,
  type CheckoutActionData,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutStep,
  type CheckoutValues,
} from "./checkout-state";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentFields } from "./payment-fields";
import { ReviewDetails } from "./review-details";
import { ShippingFields } from "./shipping-fields";
import { StepIndicator } from "./step-indicator";
import { usePincodeAutofill } from "./use-pincode-autofill";

const stepHeadings: Record<CheckoutStep, string> = {
  shipping: msg("Shipping Information"),
  payment: msg("Payment Method"),
  review: msg("Review Your Order"),
};

/** The fields a step shows; every other field rides along hidden, so Back and Place Order keep it. */
const visibleFields: Record<CheckoutStep, readonly CheckoutField[]> = {
  shipping: shippingFields,
  payment: paymentFields,
  review: [],
};

export interface CheckoutPageProps {
  cart: CartView;
  actionData: CheckoutActionData | undefined;
  /** A fresh key for this checkout, until the first answer of the action carries it on. */
  idempotencyKey: string;
  /** What the form starts with: the account's e-mail, the default saved address and card. */
  initialValues: CheckoutValues;
  savedAddresses: SavedAddress[];
  savedCards: SavedCard[];
  /** Signed in: a new card may be saved while it pays. */
  canSaveCards: boolean;
}

/** The first field with a message in the order the form shows them (radio groups by their first radio). */
function firstInvalidField(form: HTMLFormElement | null, errors: CheckoutErrors): HTMLElement | null {
  if (!form) return null;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    const name = fieldNameOf(element);
    if (element.type === "hidden" || !(name in errors)) continue;
    return document.getElementById(fieldInputId(name)) ?? element;
  }
  return null;
}

/** A card's fields as typed on the payment step (they have no names: the form never posts them). */
function typedCard(form: HTMLFormElement): BrowserCard | null {
  const card = emptyBrowserCard();
  let found = false;
  for (const field of browserCardFields) {
    const input = form.querySelector(`[data-field="${field}"]`);
    if (input instanceof HTMLInputElement) {
      card[field] = input.type === "checkbox" ? (input.checked ? input.value : "") : input.value;
      found = true;
    }
  }
  return found ? card : null;
}

/**
 * Spec §2 checkout: Shipping, then Payment, then Review, each a form post to the route's action
 * (plain HTML without JavaScript). With JavaScript each step is first checked here with the same
 * schemas the server uses, so mistakes show without a round trip.
 */
export function CheckoutPage({
  cart,
  actionData,
  idempotencyKey,
  initialValues,
  savedAddresses,
  savedCards,
  canSaveCards,
}: CheckoutPageProps) {
  const t = useT();
  const step = actionData?.step ?? "shipping";
  // A new card lives only here, in the browser, from the payment step to the Pay page (decision 029).
  const [card, setCard] = useState<BrowserCard>(emptyBrowserCard);
  const values = { ...(actionData?.values ?? initialValues), ...card };
  const delivery = actionData?.delivery ?? null;
  const [errors, setErrors] = useState<CheckoutErrors>(actionData?.errors ?? {});
  const autofill = usePincodeAutofill(({ problem, filled }) => {
    setErrors((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([field]) => field !== "pincode" && !filled.some((name) => name === field)));
      return problem === null ? kept : { ...kept, pincode: problem };
    });
  });
  const scripted = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const placing = submitting && navigation.formData?.get("intent") === "place-order";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  // Each answer of the server replaces the messages (adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    setErrors(actionData?.errors ?? {});
  }

  // Place Order answered with a step instead of the Pay page: the card handed over is not paid.
  useEffect(() => {
    if (actionData) dropHandedCard();
  }, [actionData]);

  // Then focus goes where the shopper must look: the first field to fix, or the new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (!actionData) return;
    }
    const firstInvalid = firstInvalidField(formRef.current, actionData?.errors ?? {});
    if (firstInvalid) firstInvalid.focus();
    else headingRef.current?.focus();
  }, [actionData]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const submitter = event.nativeEvent.submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : null;
    if (!isCheckoutIntent(intent)) return;
    // Leaving the payment step, whichever way, keeps the card typed there (only in this page).
    const cardNow = typedCard(event.currentTarget) ?? card;
    if (cardNow !== card) setCard(cardNow);
    const typed = { ...checkoutValuesFrom(new FormData(event.currentTarget)), ...cardNow };
    const problems =
      intent === "to-payment"
        ? shippingStepErrors(typed)
        : intent === "to-review"
          ? paymentStepErrors(typed, { checksCardInBrowser: true, delivery, total: actionData?.total ?? null })
          : {};
    // A PIN code the browser already found wrong stays wrong: the server would only say so again.
    if (intent === "to-payment" && errors.pincode && chosenSavedAddress(typed) === null) problems.pincode ??= errors.pincode;
    if (Object.keys(problems).length > 0) {
      event.preventDefault();
      setErrors(problems);
      firstInvalidField(event.currentTarget, problems)?.focus();
      return;
    }
    // The card, new or saved, is paid by the Pay page the order service's answer leads to.
    if (intent === "place-order" && typed.method === "card") handCardOver(cardNow, chosenSavedCard(typed));
  }

  /** Spec §5: a field's message goes away as soon as the shopper changes it. */
  function clearErrorOf(target: EventTarget) {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const name = fieldNameOf(target);
    if (!(name in errors)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)));
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-6">
      <h1 className="font-display text-3xl font-bold text-ink">{t("Checkout")}</h1>
      <div className="mt-5 max-w-2xl">
        <StepIndicator current={step} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-10">
        <Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={handleSubmit}
          onChange={(event) => clearErrorOf(event.target)}
          // A new step is a new set of fields: their typed values come from the answer.
          key={`${step}-${actionData?.formError ?? ""}`}
          aria-labelledby="checkout-step-heading"
        >
          <input type="hidden" name="idempotencyKey" value={actionData?.idempotencyKey ?? idempotencyKey} />
          {scripted ? <input type="hidden" name={paysInBrowserField} value="yes" /> : null}
          <HiddenValues values={values} except={visibleFields[step]} />
          <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className="mb-5 text-xl font-semibold text-ink outline-none">
            {t(stepHeadings[step])}
          </h2>

          {step === "shipping" ? (
            <ShippingFields values={values} errors={errors} savedAddresses={savedAddresses} autofill={autofill} />
          ) : null}
          {step === "payment" ? (
            <PaymentFields
              values={values}
              errors={errors}
              savedCards={savedCards}
              canSaveCards={canSaveCards}
              delivery={delivery}
              total={actionData?.total ?? null}
            />
          ) : null}
          {step === "review" ? (
            <>
              {actionData?.formError ? (
                <p role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800">
                  {withUnbrokenPrices(t(actionData.formError))}
                </p>
              ) : null}
              <ReviewDetails
                values={values}
                shipping={actionData?.shipping ?? null}
                delivery={delivery}
                savedCards={savedCards}
                total={actionData?.total ?? null}
              />
            </>
          ) : null}

          {step === "review" ? <CheckoutSummary cart={cart} placement="review" className="mt-5 lg:hidden" /> : null}

          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {step === "payment" ? (
              <button type="submit" name="intent" value="back-to-shipping" className={`${secondaryButton} sm:w-auto`}>
                {t("Back to Shipping")}
              </button>
            ) : null}
            {step === "review" ? (
              <button type="submit" name="intent" value="back-to-payment" className={`${secondaryButton} sm:w-auto`}>
                {t("Back to Payment")}
              </button>
            ) : null}
            {step === "shipping" ? (
              <button type="submit" name="intent" value="to-payment" className={`${primaryButton} sm:ml-auto sm:w-auto`}>
                {t("Continue to Payment")}
              </button>
            ) : null}
            {step === "payment" ? (
              <button type="submit" name="intent" value="to-review" className={`${primaryButton} sm:w-auto`}>
                {t("Continue to Review")}
              </button>
            ) : null}
            {step === "review" ? (
              <button
                type="submit"
                name="intent"
                value="place-order"
                aria-disabled={placing || undefined}
                className={`${primaryButton} sm:w-auto`}
              >
                {placing ? t("Placing Order…") : t("Place Order")}
              </button>
            ) : null}
          </div>
        </Form>

        {/* On the review step a phone shows the summary above Place Order instead (in the form). */}
        <CheckoutSummary cart={cart} className={step === "review" ? "hidden lg:block" : ""} />
      </div>
    </div>
  );
}

function HiddenValues({ values, except }: { values: CheckoutValues; except: readonly CheckoutField[] }) {
  const carried = postedCheckoutFields.filter((field) => !except.includes(field));
  return (
    <>
      {carried.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
    </>
  );
}
