// Paying an order that awaits its payment ("Pay now" in Order History), in the payment gateway's
// window (decision 029): the card's details are checked here with the checkout's own rules and
// messages, then sent to the gateway's script, never to the store; the store is told only the
// gateway's signed report. A UPI payment waits for the shopper's app, the page asking the store
// where it stands until the gateway's word arrives.
import { useEffect, useEffectEvent, useId, useRef, useState, type SubmitEvent } from "react";
import { useLocalizedNavigate } from "~/i18n/localized-link";
import { languageTags } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useLanguage, useT } from "~/i18n/use-t";
import type { GatewayCheckout } from "~/lib/contracts/gateway-payments";
import type { CardPaymentProfile } from "~/lib/contracts/saved-cards";
import { paymentErrors } from "~/lib/forms/checkout-schema";
import { netbankingBanks } from "~/lib/netbanking-banks";
import { primaryButton } from "~/ui/button-styles";
import { formatRupees } from "~/lib/money";
import { QrCode } from "~/ui/qr-code";
import { withUnbrokenPrices } from "~/ui/rupees";
import { useHydrated } from "~/ui/use-hydrated";
import { CheckoutField, fieldInputId } from "../checkout/checkout-field";
import { orderConfirmationPath, payOrderPath } from "../checkout/checkout-paths";
import { browserCardFields, emptyBrowserCard, newChoice, savedCardCvvProblem, type BrowserCard, type BrowserCardField } from "../checkout/checkout-state";
import { savedCardText, SaveCardConsent } from "../checkout/payment-fields";
import { cvvInput, NewCardFields, RadioCard } from "./card-fields";
import { takeHandedCard } from "./card-handoff";
import { cardPaymentData, payWithGateway, reportPayment, savedCardPaymentData, type GatewayPaymentData } from "./gateway-script";

export const payMethods = ["card", "upi", "netbanking"] as const;
export type PayMethod = (typeof payMethods)[number];

const methodLabels: Record<PayMethod, string> = { card: msg("Credit / Debit Card"), upi: "UPI", netbanking: msg("Netbanking") };

const savedCardNotFound = msg("That card was not found among your saved cards.");

export interface PayOrderPageProps {
  orderNumber: string;
  total: number;
  /** What the gateway's script is opened with; null when the order cannot be paid (the reason is `refusal`). */
  checkout: GatewayCheckout | null;
  refusal: string | null;
  /** The months of the order's no-cost EMI plan (a card is then paid in EMI); null when paid in full. */
  emiMonths: number | null;
  /** Opened by the checkout's Place Order: the card typed there, or UPI, is paid at once. */
  fromCheckout: boolean;
  /** The method chosen first (the checkout's). */
  initialMethod: PayMethod;
  /** A signed-in shopper's saved cards and gateway customer (to pay with a token or save a new card); null for a guest. */
  cardProfile: CardPaymentProfile | null;
}

/** "4 Dec, 3:15 pm": when the order stops holding its stock, in India's time. */
function payableUntilText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

async function orderIsPaid(orderNumber: string): Promise<boolean> {
  const answer = await fetch(`/api/db/orders/${encodeURIComponent(orderNumber)}/payment`, { headers: { "x-requested-with": "XMLHttpRequest" } });
  if (!answer.ok) return false;
  const body: unknown = await answer.json();
  const data: unknown = typeof body === "object" && body !== null ? Reflect.get(body, "data") : null;
  const payment: unknown = typeof data === "object" && data !== null ? Reflect.get(data, "payment") : null;
  return typeof payment === "object" && payment !== null && Reflect.get(payment, "orderStatus") === "confirmed";
}

/** Whether this is a phone, where a UPI app opens by intent; a computer shows a QR code to scan instead. */
function onPhone(): boolean {
  return /Android|iPhone/i.test(navigator.userAgent);
}

function upiPaymentData(): GatewayPaymentData {
  return { method: "upi", upi: { flow: onPhone() ? "intent" : "qr" } };
}

/** The card fields as typed on this page (uncontrolled, never posted: read when paying). */
function typedCard(form: HTMLFormElement): BrowserCard {
  const card = emptyBrowserCard();
  for (const field of browserCardFields) {
    const input = form.querySelector(`[data-field="${field}"]`);
    if (input instanceof HTMLInputElement) card[field] = input.type === "checkbox" ? (input.checked ? input.value : "") : input.value;
  }
  return card;
}

export function PayOrderPage({ orderNumber, total, checkout, refusal, emiMonths, fromCheckout, initialMethod, cardProfile }: PayOrderPageProps) {
  const t = useT();
  const language = useLanguage();
  const hydrated = useHydrated();
  const navigate = useLocalizedNavigate();
  const id = useId();
  const savedCards = cardProfile?.customerId ? cardProfile.cards : [];
  const customerId = cardProfile?.customerId ?? null;
  const [method, setMethod] = useState<PayMethod>(initialMethod);
  // What the card fields show first: empty, or the card the checkout handed over (its fields are then drawn again).
  const [card, setCard] = useState<BrowserCard>(emptyBrowserCard);
  const [cardChoice, setCardChoice] = useState<string>(savedCards[0] ? String(savedCards[0].id) : newChoice);
  const [errors, setErrors] = useState<Partial<Record<BrowserCardField, string>>>({});
  const [bank, setBank] = useState<string>(netbankingBanks[0].code);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [waiting, setWaiting] = useState<{ intentUrl: string | null; approveUrl: string | null } | null>(null);
  // A computer shows the UPI payment as a QR code to scan with a phone; its encoder loads only then.
  const [qr, setQr] = useState<{ modules: boolean[][]; link: string } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  /** Pays through the gateway's script, then reports to the store and shows the confirmation. */
  async function payBy(data: GatewayPaymentData) {
    if (!checkout) return;
    setPaying(true);
    setMessage(null);
    const answer = await payWithGateway(checkout, data);
    if (answer.kind === "failed") {
      setPaying(false);
      setMessage(answer.message);
      return;
    }
    if (answer.kind === "pending") {
      setWaiting({ intentUrl: answer.intentUrl, approveUrl: answer.approveUrl });
      return;
    }
    const refused = await reportPayment(orderNumber, answer.report);
    if (refused) {
      setPaying(false);
      setMessage(refused);
      return;
    }
    await navigate(orderConfirmationPath(orderNumber));
  }

  /** The gateway's fields for the card chosen: a saved card's token with its CVV, or the new card (saved if asked). */
  function cardData(typed: BrowserCard, savedCardId: number | null): GatewayPaymentData | string {
    if (savedCardId === null) return cardPaymentData(typed, emiMonths, typed.saveCard === "yes" ? customerId : null);
    const saved = savedCards.find((candidate) => candidate.id === savedCardId);
    if (!saved || !customerId) return savedCardNotFound;
    return savedCardPaymentData(saved.tokenId, customerId, typed.savedCardCvv, emiMonths);
  }

  // The checkout's Place Order hands over the card it checked, or chose UPI: paid at once, without a second click.
  const payOnArrival = useEffectEvent(() => {
    if (initialMethod === "upi") {
      void payBy(upiPaymentData());
      return;
    }
    const handed = initialMethod === "card" ? takeHandedCard() : null;
    if (!handed) return;
    setCard(handed.card);
    setCardChoice(handed.savedCardId === null ? newChoice : String(handed.savedCardId));
    const data = cardData(handed.card, handed.savedCardId);
    if (typeof data === "string") setMessage(data);
    else void payBy(data);
  });
  const arrived = useRef(false);
  useEffect(() => {
    if (!fromCheckout || arrived.current || !checkout) return;
    arrived.current = true;
    // Arriving from Place Order is what starts this payment: no event of this page does. The
    // address loses its "from checkout", so reloading the page does not start a second one.
    payOnArrival();
    void navigate(payOrderPath(orderNumber), { replace: true, preventScrollReset: true });
  }, [fromCheckout, checkout, navigate, orderNumber]);

  // The QR code of the UPI payment's link, on a computer.
  useEffect(() => {
    const link = waiting?.intentUrl;
    if (!link || onPhone()) return;
    let current = true;
    void import("~/lib/qr-modules").then(({ qrModules }) => {
      if (current) setQr({ modules: qrModules(link), link });
    });
    return () => {
      current = false;
    };
  }, [waiting]);

  // While a UPI approval is on its way, the store is asked every two seconds.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      void orderIsPaid(orderNumber).then((paid) => {
        if (paid) void navigate(orderConfirmationPath(orderNumber));
      });
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, orderNumber, navigate]);

  if (!checkout) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="font-display text-3xl font-bold text-ink">{t("Pay for order {number}", { number: orderNumber })}</h1>
        <p className="mt-4 text-[15px] text-stone-700">{refusal ? t(refusal) : null}</p>
        <Link to="/profile?tab=orders" className="mt-6 inline-block font-medium text-brand-700 underline">
          {t("Back to Order History")}
        </Link>
      </div>
    );
  }

  async function pay(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying || !checkout) return;
    let data: GatewayPaymentData;
    if (method === "card") {
      const typed = typedCard(event.currentTarget);
      const savedCardId = savedCards.some((saved) => String(saved.id) === cardChoice) ? Number(cardChoice) : null;
      const cvvProblem = savedCardId === null ? null : savedCardCvvProblem(typed.savedCardCvv);
      const cardProblems: Partial<Record<BrowserCardField, string>> =
        savedCardId === null
          ? Object.fromEntries(Object.entries(paymentErrors({ method: "card", ...typed })).filter(([field]) => field !== "method"))
          : cvvProblem
            ? { savedCardCvv: cvvProblem }
            : {};
      setErrors(cardProblems);
      const [firstProblem] = Object.keys(cardProblems);
      if (firstProblem) {
        document.getElementById(fieldInputId(firstProblem))?.focus();
        return;
      }
      const chosen = cardData(typed, savedCardId);
      if (typeof chosen === "string") {
        setMessage(chosen);
        return;
      }
      data = chosen;
    } else if (method === "upi") {
      data = upiPaymentData();
    } else {
      data = { method: "netbanking", bank };
    }
    await payBy(data);
  }

  const fieldClass =
    "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-[15px] focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
  const clearError = (target: EventTarget) => {
    const field = target instanceof HTMLInputElement ? target.dataset.field : undefined;
    if (field) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-ink">{t("Pay for order {number}", { number: orderNumber })}</h1>
      <p className="mt-3 text-[15px] text-stone-700">
        {withUnbrokenPrices(
          t("{amount} to pay by {until}, while your pieces are held for you.", {
            amount: formatRupees(total),
            until: payableUntilText(checkout.expiresAt, languageTags[language]),
          }),
        )}
      </p>
      {message ? (
        <p ref={messageRef} tabIndex={-1} role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800">
          {t(message)}
        </p>
      ) : null}
      {!hydrated ? (
        <p className="mt-6 text-[15px] text-stone-700">
          {t("Paying by card, UPI or netbanking opens the payment gateway, which needs JavaScript. Please turn it on to pay.")}
        </p>
      ) : waiting ? (
        <div role="status" className="mt-6 rounded-xl border border-stone-200 p-5 text-[15px] text-stone-700">
          <p className="font-semibold text-ink">{t("Waiting for your UPI app to approve the payment…")}</p>
          <p className="mt-2">{t("This page moves on by itself once the payment reaches us.")}</p>
          {qr && qr.link === waiting.intentUrl ? (
            <div className="mt-4">
              <p>{t("Scan with any UPI app on your phone:")}</p>
              <QrCode modules={qr.modules} label={t("UPI QR code to pay {amount}", { amount: formatRupees(total) })} size={192} className="mt-2" />
            </div>
          ) : null}
          {waiting.intentUrl ? (
            <a href={waiting.intentUrl} className="mt-3 inline-block font-medium text-brand-700 underline">
              {t("Open your UPI app")}
            </a>
          ) : null}
          {waiting.approveUrl ? (
            <a href={waiting.approveUrl} target="_blank" rel="noreferrer" className="mt-3 ml-4 inline-block font-medium text-brand-700 underline">
              {t("Open the test UPI app")}
            </a>
          ) : null}
        </div>
      ) : (
        <form onSubmit={(event) => void pay(event)} noValidate aria-label={t("Payment")} className="mt-6 space-y-5">
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t("Payment method")}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {payMethods.map((choice) => (
                <label key={choice} className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-[15px]">
                  <input type="radio" checked={method === choice} onChange={() => setMethod(choice)} />
                  {t(methodLabels[choice])}
                </label>
              ))}
            </div>
          </fieldset>
          {method === "card" ? (
            // Drawn again with the card the checkout handed over; until then they start empty.
            <div key={`${card.cardNumber}|${card.savedCardCvv}`} onInput={(event) => clearError(event.target)} className="space-y-5">
              {savedCards.length > 0 ? (
                <fieldset>
                  <legend className="text-sm font-semibold text-ink">{t("Pay with")}</legend>
                  <div className="mt-2 grid gap-2" onChange={(event) => event.target instanceof HTMLInputElement && setCardChoice(event.target.value)}>
                    {savedCards.map((saved) => (
                      <RadioCard key={saved.id} name={`${id}-card`} value={saved.id} defaultChecked={cardChoice === String(saved.id)}>
                        {savedCardText(saved, t)}
                      </RadioCard>
                    ))}
                    <RadioCard name={`${id}-card`} value={newChoice} defaultChecked={cardChoice === newChoice}>
                      {t("A new card")}
                    </RadioCard>
                  </div>
                </fieldset>
              ) : null}
              {cardChoice === newChoice || savedCards.length === 0 ? (
                <>
                  <NewCardFields
                    Field={CheckoutField}
                    values={card}
                    errors={errors}
                    holder={{ label: t("Name on card"), optional: true }}
                    className="grid gap-x-4 gap-y-5 sm:grid-cols-2"
                    keptInBrowser
                  />
                  {customerId ? <SaveCardConsent defaultChecked={card.saveCard === "yes"} /> : null}
                </>
              ) : (
                <div className="grid gap-x-4 sm:grid-cols-2">
                  <CheckoutField
                    name="savedCardCvv"
                    label={t("CVV of the saved card")}
                    value={card.savedCardCvv}
                    error={errors.savedCardCvv}
                    {...cvvInput}
                    keptInBrowser
                  />
                </div>
              )}
            </div>
          ) : null}
          {method === "netbanking" ? (
            <div>
              <label htmlFor={`${id}-bank`} className="text-sm font-medium text-ink">
                {t("Bank")}
              </label>
              <select id={`${id}-bank`} value={bank} onChange={(event) => setBank(event.target.value)} className={fieldClass}>
                {netbankingBanks.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {method === "upi" ? <p className="text-[15px] text-stone-700">{t("You approve the payment in your UPI app; this page waits for it.")}</p> : null}
          <button type="submit" aria-disabled={paying || undefined} className={primaryButton}>
            {paying ? t("Paying…") : t("Pay Now")}
          </button>
        </form>
      )}
    </div>
  );
}
