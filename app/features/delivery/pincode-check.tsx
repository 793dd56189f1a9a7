import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { useLocation } from "react-router";
import { languageTags } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";
import { assemblyText, codReasonInLanguage, deliveryWindowText, placeText, serviceableText } from "~/lib/delivery-promise";
import { parsePincode, pincodeMessages } from "~/lib/pincode";
import { MapPinIcon, TruckIcon } from "~/ui/icons";
import { withUnbrokenPrices } from "~/ui/rupees";
import type { FetchedPincodeAnswer } from "./fetch-pincode-answer";
import type { PageDeliveryCheck } from "./pincode-check.server";
import { rememberedPincode, rememberPincode } from "./pincode-storage";

function AnswerView({ answer }: { answer: FetchedPincodeAnswer }) {
  const t = useT();
  const language = useLanguage();
  if (answer.status !== "found") return <p className="text-sm font-medium text-red-700">{t(answer.message)}</p>;
  const { check } = answer;
  const place = placeText(check, t);
  return (
    <div className="text-sm leading-6 text-stone-700">
      <p className={`flex items-start gap-2 font-semibold ${check.serviceable ? "text-green-800" : "text-red-700"}`}>
        <MapPinIcon size={18} className="mt-0.5 shrink-0" />
        {serviceableText(check.serviceable, place, t)}
      </p>
      <ul className="mt-1 space-y-1 pl-[26px]">
        {check.delivery ? (
          <li className="font-medium text-ink">
            <TruckIcon size={16} className="mr-1.5 -ml-[22px] inline-block align-[-3px] text-brand-700" />
            {deliveryWindowText(check.delivery, t, languageTags[language])}
          </li>
        ) : null}
        {check.serviceable ? <li>{assemblyText(check.assemblyIncluded, check.assemblyNeeded, t)}</li> : null}
        <li>{check.codAvailable ? t("Cash on delivery available") : withUnbrokenPrices(check.codReason ? codReasonInLanguage(check.codReason, t) : "")}</li>
      </ul>
    </div>
  );
}

/**
 * A shopper enters a PIN code and sees whether we deliver there, when, with assembly
 * and cash on delivery. Without JavaScript the form asks for the same page with ?pin= and the
 * server answers in it; with JavaScript it asks the API and answers in place. The last PIN code is
 * remembered (localStorage and a cookie), so the next page and the next visit show it.
 */
export function PincodeCheck({
  initial,
  subtotal,
  inStock,
  productIds,
}: {
  /** What the server found for ?pin= or the remembered PIN code. */
  initial: PageDeliveryCheck | null;
  /** What the shopper would pay, in rupees (cash on delivery has a cap). */
  subtotal: number;
  inStock: boolean;
  /** What is being bought: assembly is promised only for what needs our fitters. */
  productIds?: readonly number[];
}) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const [value, setValue] = useState(initial?.pincode ?? "");
  const [answer, setAnswer] = useState<FetchedPincodeAnswer | null>(initial?.answer ?? null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);

  /** Asks the API; the answer replaces what is shown unless a later check has started since. */
  function answerLater(pincode: string, fallbackValue = false) {
    const ticket = ++latest.current;
    // Loaded on the first check, with the API client and the answer's schema.
    void import("./fetch-pincode-answer")
      .then(({ fetchPincodeAnswer }) => fetchPincodeAnswer(pincode, { subtotal, inStock, ...(productIds ? { productIds } : {}) }))
      .then((next) => {
        if (ticket !== latest.current) return;
        setChecking(false);
        setAnswer(next);
        if (fallbackValue) setValue((current) => (current.trim() === "" ? pincode : current));
        if (next.status === "found") rememberPincode(pincode);
      });
  }

  // First visit with JavaScript: a PIN code remembered here but not sent (or expired) as a cookie.
  // A PIN code the server checked from ?pin= is remembered now that JavaScript can.
  useEffect(() => {
    if (initial) {
      if (initial.answer.status === "found") rememberPincode(initial.answer.check.pincode);
      return;
    }
    const remembered = rememberedPincode();
    if (remembered) answerLater(remembered, true);
    // Only on arrival: later checks are the shopper's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another total (quantity, coupon) or variant can change cash on delivery and the dates.
  const asked = useRef({ subtotal, inStock });
  useEffect(() => {
    if (asked.current.subtotal === subtotal && asked.current.inStock === inStock) return;
    asked.current = { subtotal, inStock };
    if (answer?.status === "found") answerLater(answer.check.pincode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subtotal, inStock]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const pincode = parsePincode(value);
    if (!pincode) {
      latest.current += 1;
      setChecking(false);
      setAnswer({ status: "invalid", message: pincodeMessages.invalid });
      return;
    }
    setChecking(true);
    answerLater(pincode);
  }

  // Without JavaScript the GET form replaces the query: carry the page's other parameters along.
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== "pin");
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {t("Check delivery, assembly and cash on delivery")}
      </h2>
      <form method="get" onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-2">
        {kept.map(([name, keptValue]) => (
          <input key={`${name}=${keptValue}`} type="hidden" name={name} value={keptValue} />
        ))}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-pin`} className="text-sm font-medium text-stone-700">
            {t("PIN code")}
          </label>
          <input
            id={`${id}-pin`}
            name="pin"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder={t("e.g. {example}", { example: "400050" })}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="h-11 w-full min-w-0 rounded-lg border border-stone-300 px-3 text-base text-ink placeholder:text-stone-500"
          />
        </div>
        <button
          type="submit"
          aria-disabled={checking || undefined}
          className="inline-flex h-11 items-center justify-center rounded-lg border border-brand-700 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {t("Check")}
        </button>
      </form>
      <div aria-live="polite" aria-atomic="true" className="mt-3 empty:mt-0">
        {checking ? <p className="text-sm text-stone-700">{t("Checking {pincode}…", { pincode: value.trim() })}</p> : null}
        {!checking && answer ? <AnswerView answer={answer} /> : null}
      </div>
    </section>
  );
}
