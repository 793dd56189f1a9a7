// Saved Cards (spec §2 Cards): masked number, expiry, holder and brand icon, Default Card or Set
// as Default, Delete with the spec's confirmation, and Add New Card with the spec's input masks.
// The card is tokenized by the payment provider on the server; only the token, brand, last four,
// expiry and holder are kept.
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation, useSubmit } from "react-router";
import { maskedCardNumber } from "~/lib/card-number";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { parseNewCard } from "~/lib/forms/card-schema";
import { cardBrandName } from "~/lib/order-payment-text";
import { NewCardFields, savedCardExpiry, savedCardName, type CardFieldProps } from "../payment/card-fields";
import type { ProfileActionData } from "./profile-intents";
import { profileTabPath } from "./profile-tabs";
import { buttonPrimary, buttonSecondary, buttonSmall, card, ConfirmDeleteButton, EmptyState, Field, LinkDialog, Notice, useFormCheck } from "./profile-ui";

const cardsPath = profileTabPath("cards");

/** Spec §2: the card delete confirmation, word for word. */
export const deleteCardQuestion = "Are you sure you want to delete this card?";

/** The shared card fields give the value to show first; the profile's Field calls it defaultValue. */
/** The profile's card form still posts its fields (to be saved as the gateway's token). */
function CardField({ value, keptInBrowser: _posted, ...field }: CardFieldProps) {
  return <Field {...field} defaultValue={value} />;
}

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
  return intent === "card-add" || intent === "card-delete" || intent === "card-default";
}

export function CardsTab({ cards, adding, actionData }: CardsTabProps) {
  const answer = actionData && isCardIntent(actionData.intent) ? actionData : undefined;
  const failedAdd = answer && !answer.ok && answer.intent === "card-add" ? answer : null;
  // The dialog's "saved" message, shown until the page's next form post answers with its own.
  const [added, setAdded] = useState<{ message: string; shownWith: ProfileActionData | undefined } | null>(null);
  const inline = adding || failedAdd !== null;
  return (
    <div className="space-y-5">
      {answer?.ok ? <Notice tone="success">{answer.message}</Notice> : null}
      {added && added.shownWith === actionData ? <Notice tone="success">{added.message}</Notice> : null}
      {answer && !answer.ok && answer.message && !failedAdd ? <Notice tone="error">{answer.message}</Notice> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-stone-700">
          {cards.length === 0 ? "No saved cards yet." : `${cards.length} saved ${cards.length === 1 ? "card" : "cards"}`}
        </p>
        {inline ? null : (
          <LinkDialog
            href={profileTabPath("cards", { card: "new" })}
            trigger="Add New Card"
            triggerClassName={buttonPrimary}
            title="Add New Card"
            description="Your card is checked and stored by our payment partner. We keep only its last four digits."
          >
            {(close) => (
              <NewCardForm
                failed={null}
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
            Add New Card
          </h2>
          <NewCardForm failed={failedAdd} onDone={undefined} />
        </section>
      ) : null}
      {cards.length === 0 ? (
        inline ? null : <EmptyState title="No saved cards">Save a card to pay faster at checkout. We never store your card number or CVV.</EmptyState>
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
  const navigation = useNavigation();
  const submit = useSubmit();
  const busyIntent =
    navigation.state !== "idle" && navigation.formData?.get("id") === String(saved.id) ? navigation.formData.get("intent") : null;
  const brand = cardBrandName(saved.brand);
  const description = savedCardName(saved);
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
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">Default Card</span>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-600">Card holder</dt>
          <dd className="font-medium text-ink">{saved.holderName}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Expires</dt>
          <dd className="font-medium text-ink">{savedCardExpiry(saved)}</dd>
        </div>
      </dl>
      {saved.isDefault ? null : (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <Form method="post" action={cardsPath}>
            <input type="hidden" name="intent" value="card-default" />
            <input type="hidden" name="id" value={saved.id} />
            <button type="submit" disabled={busyIntent === "card-default"} className={buttonSmall} aria-label={`Set ${description} as default`}>
              {busyIntent === "card-default" ? "Saving…" : "Set as Default"}
            </button>
          </Form>
          <ConfirmDeleteButton
            action={cardsPath}
            fields={{ intent: "card-delete", id: String(saved.id) }}
            label="Delete"
            accessibleLabel={`Delete ${description}`}
            title="Delete card?"
            question={deleteCardQuestion}
            summary={
              <>
                <span className="font-medium">{description}</span> · {saved.holderName} · expires {savedCardExpiry(saved)}
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

/**
 * Card number grouped in fours (max 19), expiry with the slash (max 5), CVV digits (max 4), holder
 * in capitals (spec §2). In the dialog it posts with a fetcher; inline it is a plain form post.
 */
function NewCardForm({ failed, onDone }: { failed: (ProfileActionData & { ok: false }) | null; onDone: ((message: string) => void) | undefined }) {
  const fetcher = useFetcher<ProfileActionData>();
  const navigation = useNavigation();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = answer && !answer.ok ? answer : failed;
  const busy = fetcher.state !== "idle" || (navigation.state === "submitting" && navigation.formData?.get("intent") === "card-add");
  const { clientErrors, onSubmit, onInput } = useFormCheck((values) => {
    const parsed = parseNewCard(values);
    return parsed.ok ? {} : parsed.errors;
  });
  const errors = clientErrors ?? refused?.errors ?? {};
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.ok || !onDone || handled.current === answer) return;
    handled.current = answer;
    onDone(answer.message);
  }, [answer, onDone]);

  const FormComponent = onDone ? fetcher.Form : Form;
  return (
    <FormComponent method="post" action={cardsPath} noValidate onSubmit={onSubmit} onInput={onInput} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="card-add" />
      {refused?.message ? <Notice tone="error">{refused.message}</Notice> : null}
      {/* A refusal hands back only expiry and holder; number and CVV start empty again. */}
      <NewCardFields
        Field={CardField}
        values={{ cardExpiry: refused?.values.cardExpiry, cardHolder: refused?.values.cardHolder }}
        errors={errors}
        holder={{ label: "Card holder name", placeholder: "NAME AS ON CARD" }}
        className="grid grid-cols-2 gap-4"
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {onDone ? (
          <Dialog.Close className={buttonSecondary}>Cancel</Dialog.Close>
        ) : (
          <Link to={cardsPath} className={buttonSecondary}>
            Cancel
          </Link>
        )}
        <button type="submit" disabled={busy} className={buttonPrimary}>
          {busy ? "Saving…" : "Save Card"}
        </button>
      </div>
    </FormComponent>
  );
}
