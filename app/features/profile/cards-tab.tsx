// Saved Cards (spec §2 Cards): masked number, expiry, holder and brand icon, Default Card or Set
// as Default, Delete with the spec's confirmation, and Add New Card with the spec's input masks.
// A saved card is the payment gateway's token: Add New Card pays one rupee through the gateway's
// script with "save", which the store never captures (the bank gives it back), and the store keeps
// only the token with its brand, last four, expiry and holder. The card never reaches the store.
import { Dialog } from "radix-ui";
import { useState, type SubmitEvent } from "react";
import { Form, useNavigation, useRevalidator, useSubmit } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { maskedCardNumber } from "~/lib/card-number";
import { cardCheckCheckoutSchema, type CardCheckCheckout, type SavedCard } from "~/lib/contracts/saved-cards";
import { parseNewCard } from "~/lib/forms/card-schema";
import { cardBrandNameIn } from "~/lib/order-payment-text";
import { useHydrated } from "~/ui/use-hydrated";
import { CheckoutField, fieldInputId } from "../checkout/checkout-field";
import { browserCardFields, emptyBrowserCard, type BrowserCard } from "../checkout/checkout-state";
import { NewCardFields, savedCardExpiry, savedCardName } from "../payment/card-fields";
import { cardPaymentData, payWithGateway, reportTo } from "../payment/gateway-script";
import type { ProfileActionData } from "./profile-intents";
import { profileTabPath } from "./profile-tabs";
import { buttonPrimary, buttonSecondary, buttonSmall, card, ConfirmDeleteButton, EmptyState, LinkDialog, Notice } from "./profile-ui";

const cardsPath = profileTabPath("cards");

/** Spec §2: the card delete confirmation, word for word. */
export const deleteCardQuestion = msg("Are you sure you want to delete this card?");

export const cardSavedMessage = msg("Your card has been saved.");
const cardCheckNote = msg("We check your card with a payment of ₹ 1 that is never taken: your bank releases it.");
const needsScriptMessage = msg("Adding a card needs JavaScript: your card goes straight to our payment gateway from this page. Turn JavaScript on to add one.");
const somethingWrong = msg("Something went wrong on our side. Please try again.");

/** Spec §2: a Visa mark, a Mastercard mark, else a generic card. Decorative: the brand is also in text. */
export function CardBrandIcon({ brand }: { brand: string }) {
  if (brand === "visa") {
    return (
      <svg viewBox="0 0 48 32" width={48} height={32} aria-hidden="true">
        <rect width="48" height="32" rx="4" fill="#1a1f71" />
        <text x="24" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="700" fill="#fff">
          VISA
        </text>
      </svg>
    );
  }
  if (brand === "mastercard") {
    return (
      <svg viewBox="0 0 48 32" width={48} height={32} aria-hidden="true">
        <rect width="48" height="32" rx="4" fill="#1f2937" />
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 32" width={48} height={32} aria-hidden="true">
      <rect x="1" y="1" width="46" height="30" rx="4" fill="#f5f5f4" stroke="#78716c" strokeWidth="1.5" />
      <rect x="1" y="8" width="46" height="5" fill="#78716c" />
      <rect x="6" y="20" width="14" height="3" rx="1" fill="#a8a29e" />
    </svg>
  );
}

export interface CardsTabProps {
  cards: SavedCard[];
  /** ?card=new: the Add New Card form shown inline (the dialog's link without JavaScript). */
  adding: boolean;
  actionData: ProfileActionData | undefined;
}

function isCardIntent(intent: string | null): boolean {
  return intent === "card-delete" || intent === "card-default";
}

export function CardsTab({ cards, adding, actionData }: CardsTabProps) {
  const t = useT();
  const answer = actionData && isCardIntent(actionData.intent) ? actionData : undefined;
  // The dialog's "saved" message, shown until the page's next form post answers with its own.
  const [added, setAdded] = useState<{ message: string; shownWith: ProfileActionData | undefined } | null>(null);
  const inline = adding;
  return (
    <div className="space-y-5">
      {answer?.ok ? <Notice tone="success">{t(answer.message)}</Notice> : null}
      {added && added.shownWith === actionData ? <Notice tone="success">{t(added.message)}</Notice> : null}
      {answer && !answer.ok && answer.message ? <Notice tone="error">{t(answer.message)}</Notice> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-stone-700">
          {cards.length === 0 ? t("No saved cards yet.") : t("{count, plural, one {# saved card} other {# saved cards}}", { count: cards.length })}
        </p>
        {inline ? null : (
          <LinkDialog
            href={profileTabPath("cards", { card: "new" })}
            trigger={t("Add New Card")}
            triggerClassName={buttonPrimary}
            title={t("Add New Card")}
            description={t("Your card is checked and stored by our payment gateway. We keep only its last four digits.")}
          >
            {(close) => (
              <NewCardForm
                inDialog
                onDone={(message) => {
                  setAdded({ message, shownWith: actionData });
                  close();
                }}
              />
            )}
          </LinkDialog>
        )}
      </div>
      {inline ? (
        <section aria-labelledby="add-card-heading" className={`${card} border-brand-200`}>
          <h2 id="add-card-heading" className="text-lg font-semibold text-ink">
            {t("Add New Card")}
          </h2>
          <NewCardForm inDialog={false} onDone={(message) => setAdded({ message, shownWith: actionData })} />
        </section>
      ) : null}
      {cards.length === 0 ? (
        inline ? null : <EmptyState title={t("No saved cards")}>{t("Save a card to pay faster at checkout. We never store your card number or CVV.")}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {cards.map((saved) => (
            <li key={saved.id}>
              <CardTile saved={saved} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CardTile({ saved }: { saved: SavedCard }) {
  const t = useT();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busyIntent =
    navigation.state !== "idle" && navigation.formData?.get("id") === String(saved.id) ? navigation.formData.get("intent") : null;
  const brand = cardBrandNameIn(saved.brand, t);
  const description = savedCardName(saved, t);
  return (
    <article aria-label={description} className={`${card} flex h-full flex-col`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <CardBrandIcon brand={saved.brand} />
          <div>
            <p className="font-mono text-[15px] font-semibold tracking-wide text-ink">
              <span className="sr-only">{description}: </span>
              <span aria-hidden="true" className="whitespace-nowrap">{maskedCardNumber(saved.last4)}</span>
            </p>
            <p className="text-sm text-stone-700">{brand}</p>
          </div>
        </div>
        {saved.isDefault ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">{t("Default Card")}</span>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-600">{t("Card holder")}</dt>
          <dd className="font-medium text-ink">{saved.holderName}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t("Expires")}</dt>
          <dd className="font-medium text-ink">{savedCardExpiry(saved)}</dd>
        </div>
      </dl>
      {saved.isDefault ? null : (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <Form method="post" action={cardsPath}>
            <input type="hidden" name="intent" value="card-default" />
            <input type="hidden" name="id" value={saved.id} />
            <button type="submit" disabled={busyIntent === "card-default"} className={buttonSmall} aria-label={t("Set {card} as default", { card: description })}>
              {busyIntent === "card-default" ? t("Saving…") : t("Set as Default")}
            </button>
          </Form>
          <ConfirmDeleteButton
            action={cardsPath}
            fields={{ intent: "card-delete", id: String(saved.id) }}
            label={t("Delete")}
            accessibleLabel={t("Delete {card}", { card: description })}
            title={t("Delete card?")}
            question={deleteCardQuestion}
            summary={
              <>
                <span className="font-medium">{description}</span> · {saved.holderName} · {t("expires {date}", { date: savedCardExpiry(saved) })}
              </>
            }
            busy={busyIntent === "card-delete"}
            onConfirm={(form) => {
              void submit(form);
            }}
          />
        </div>
      )}
    </article>
  );
}

/** Asks the store for Add New Card's check: the gateway order the card is paid ₹ 1 on; else the store's message. */
async function startCardCheck(): Promise<CardCheckCheckout | string> {
  const answer = await fetch("/api/db/saved-cards/checks", { method: "POST", headers: { "x-requested-with": "XMLHttpRequest" } });
  const body: unknown = await answer.json().catch(() => null);
  const data: unknown = typeof body === "object" && body !== null ? Reflect.get(body, answer.ok ? "data" : "error") : null;
  const found: unknown = typeof data === "object" && data !== null ? Reflect.get(data, answer.ok ? "check" : "message") : null;
  if (!answer.ok) return typeof found === "string" ? found : somethingWrong;
  const check = cardCheckCheckoutSchema.safeParse(found);
  return check.success ? check.data : somethingWrong;
}

/**
 * Card number grouped in fours (max 19), expiry with the slash (max 5), CVV digits (max 4), holder
 * in capitals (spec §2). The fields have no names and the form is never posted: the card goes from
 * here to the gateway's script, which saves it as a token, and the store is told only the gateway's
 * signed report. Without JavaScript nothing can reach the gateway, so the page says so instead.
 */
function NewCardForm({ onDone, inDialog }: { onDone: (message: string) => void; inDialog: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<BrowserCard>(emptyBrowserCard);

  if (!hydrated) return <p className="mt-4 text-[15px] text-stone-700">{t(needsScriptMessage)}</p>;

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = emptyBrowserCard();
    for (const field of browserCardFields) {
      const input = event.currentTarget.querySelector(`[data-field="${field}"]`);
      if (input instanceof HTMLInputElement) typed[field] = input.value;
    }
    const parsed = parseNewCard(typed);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const [first] = Object.keys(parsed.errors);
      if (first) document.getElementById(fieldInputId(first))?.focus();
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    const check = await startCardCheck();
    const answer = typeof check === "string" ? null : await payWithGateway(check, cardPaymentData(typed, null, check.customerId));
    const refused =
      typeof check === "string"
        ? check
        : answer?.kind === "paid"
          ? await reportTo("/api/db/saved-cards/checks/report", answer.report)
          : answer?.kind === "failed"
            ? answer.message
            : somethingWrong;
    setBusy(false);
    if (refused) {
      // Only the expiry and holder are shown again: the number and CVV are typed afresh.
      setShown({ ...emptyBrowserCard(), cardExpiry: typed.cardExpiry, cardHolder: typed.cardHolder });
      setMessage(refused);
      return;
    }
    await revalidator.revalidate();
    onDone(cardSavedMessage);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      onInput={(event) => {
        const field = event.target instanceof HTMLInputElement ? event.target.dataset.field : undefined;
        if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
      }}
      aria-label={t("Add New Card")}
      className="mt-4 space-y-4"
    >
      {message ? <Notice tone="error">{t(message)}</Notice> : null}
      <NewCardFields
        key={`${shown.cardExpiry}|${shown.cardHolder}|${message ?? ""}`}
        Field={CheckoutField}
        values={shown}
        errors={errors}
        holder={{ label: t("Card holder name"), placeholder: t("NAME AS ON CARD") }}
        className="grid grid-cols-2 gap-4"
        keptInBrowser
      />
      <p className="text-sm text-stone-700">{t(cardCheckNote)}</p>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {inDialog ? (
          <Dialog.Close className={buttonSecondary}>{t("Cancel")}</Dialog.Close>
        ) : (
          <Link to={cardsPath} className={buttonSecondary}>
            {t("Cancel")}
          </Link>
        )}
        <button type="submit" aria-disabled={busy || undefined} className={buttonPrimary}>
          {busy ? t("Saving…") : t("Save Card")}
        </button>
      </div>
    </form>
  );
}
