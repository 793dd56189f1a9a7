// An address form's PIN code field with JavaScript (checkout, and the address book): six digits
// typed fill city and state from India Post's directory, and a PIN code that is unknown, outside
// the chosen state or not served is flagged at once. The server words it all (GET /checkout/pincode,
// the delivery service's rules) and checks it again on Continue or Save, filling city and state
// itself when JavaScript never ran.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useLanguage } from "~/i18n/use-t";
import type { DeliveryRefusalCode } from "~/lib/contracts/delivery";
import { pincodePattern } from "~/lib/pincode";
import type { loader } from "../../routes/checkout-pincode";

export interface PincodeAutofill {
  /** "We deliver to Mumbai Suburban, Maharashtra 400050": read out politely under the field. */
  note: string | null;
  onPincodeInput: (input: HTMLInputElement) => void;
  onStateChange: (select: HTMLSelectElement) => void;
}

/** What the server said of the PIN code in the field, for the form to show. */
export interface PincodeAnswer {
  /** Why an order cannot go there, in plain words; null when it can. */
  problem: string | null;
  code: DeliveryRefusalCode | null;
  /** The fields this answer filled in: their old messages no longer apply. */
  filled: readonly ("city" | "state")[];
}

function fieldOf(form: HTMLFormElement | null, name: string) {
  return form?.elements.namedItem(name) ?? null;
}

export function usePincodeAutofill(onAnswer: (answer: PincodeAnswer) => void): PincodeAutofill {
  const fetcher = useFetcher<typeof loader>();
  const language = useLanguage();
  // What this hook wrote, so a later PIN code may replace it; what the shopper typed is never replaced.
  const filled = useRef<{ city: string | null; state: string | null }>({ city: null, state: null });
  const form = useRef<HTMLFormElement | null>(null);
  // The PIN code in the field when it holds six digits: an answer about another is not shown.
  const [asked, setAsked] = useState<string | null>(null);
  const report = useEffectEvent(onAnswer);

  function ask(pincode: string) {
    const state = fieldOf(form.current, "state");
    // A state this hook filled in gives way to the new PIN code's; only the shopper's choice is checked.
    const chosen = state instanceof HTMLSelectElement && state.value !== filled.current.state ? state.value : "";
    setAsked(pincode);
    const query = new URLSearchParams({ pin: pincode, state: chosen });
    // The answer's words in the page's language (an English page asks as it always did).
    if (language !== "en") query.set("lang", language);
    void fetcher.load(`/checkout/pincode?${query.toString()}`);
  }

  function onPincodeInput(input: HTMLInputElement) {
    form.current = input.form;
    // The field's mask keeps digits only: six of them, as India Post numbers them, is one to ask about.
    if (pincodePattern.test(input.value)) ask(input.value);
    else setAsked(null);
  }

  function onStateChange(select: HTMLSelectElement) {
    form.current = select.form;
    if (select.value !== filled.current.state) filled.current.state = null;
    if (asked) ask(asked);
  }

  // The answer fills city and state (unless the shopper chose them) and shows or clears the problem.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || answer.pincode !== asked) return;
    const city = fieldOf(form.current, "city");
    const state = fieldOf(form.current, "state");
    const cleared: ("city" | "state")[] = [];
    if (answer.place && city instanceof HTMLInputElement && (city.value.trim() === "" || city.value === filled.current.city)) {
      city.value = answer.place.city;
      filled.current.city = answer.place.city;
      cleared.push("city");
    }
    if (answer.place && state instanceof HTMLSelectElement && (state.value === "" || state.value === filled.current.state)) {
      state.value = answer.place.stateCode;
      filled.current.state = answer.place.stateCode;
      cleared.push("state");
    }
    report({ problem: answer.problem, code: answer.code, filled: cleared });
  }, [answer, asked]);

  const note = answer && answer.pincode === asked ? answer.note : null;
  return { note, onPincodeInput, onStateChange };
}
