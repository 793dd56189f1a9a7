// Checkout's PIN code field with JavaScript (issue 6): six digits typed fill city and state from
// India Post's directory, and a PIN code that is unknown, outside the chosen state or not served
// is flagged at once. The server checks all of it again on Continue (and fills city and state
// itself when JavaScript never ran), so this only saves the shopper a round trip.
import { useRef, useState, type Dispatch, type SetStateAction } from "react";
import {
  notServiceableText,
  parsePincode,
  pincodeInState,
  pincodeStateMismatchText,
  placeText,
  type PincodeCheck,
} from "~/lib/delivery-promise";
import { fetchPincodeAnswer } from "../delivery/fetch-pincode-answer";
import type { CheckoutErrors } from "./checkout-state";

/** What the PIN code says about the address, or null when it is fine. */
function problemWith(check: PincodeCheck, chosenState: string): string | null {
  if (chosenState !== "" && !pincodeInState(check.stateCode, chosenState)) {
    return pincodeStateMismatchText(check.stateCode, chosenState);
  }
  return check.serviceable ? null : notServiceableText(check);
}

function withError(errors: CheckoutErrors, field: "pincode", message: string | null): CheckoutErrors {
  const { [field]: _old, ...rest } = errors;
  return message === null ? rest : { ...rest, [field]: message };
}

export interface PincodeAutofill {
  /** "We deliver to Mumbai Suburban, Maharashtra 400050": read out politely under the field. */
  note: string | null;
  onPincodeInput: (input: HTMLInputElement) => void;
  onStateChange: (select: HTMLSelectElement) => void;
}

export function usePincodeAutofill(setErrors: Dispatch<SetStateAction<CheckoutErrors>>): PincodeAutofill {
  const [note, setNote] = useState<string | null>(null);
  // What this hook wrote, so a later PIN code may replace it; what the shopper typed is never replaced.
  const filled = useRef<{ city: string | null; state: string | null }>({ city: null, state: null });
  const found = useRef<PincodeCheck | null>(null);
  const latest = useRef(0);

  function onPincodeInput(input: HTMLInputElement) {
    const ticket = ++latest.current;
    found.current = null;
    setNote(null);
    const pincode = parsePincode(input.value);
    const form = input.form;
    if (!pincode || !form) return;
    void fetchPincodeAnswer(pincode).then((answer) => {
      if (ticket !== latest.current) return;
      // Offline or a server error: nothing to say yet; Continue asks the server anyway.
      if (answer.status === "unreachable") return;
      if (answer.status !== "found") {
        setErrors((errors) => withError(errors, "pincode", answer.message));
        return;
      }
      const { check } = answer;
      found.current = check;
      const city = form.elements.namedItem("city");
      const state = form.elements.namedItem("state");
      const cleared: ("city" | "state")[] = [];
      if (city instanceof HTMLInputElement && (city.value.trim() === "" || city.value === filled.current.city)) {
        city.value = check.city;
        filled.current.city = check.city;
        cleared.push("city");
      }
      if (state instanceof HTMLSelectElement && (state.value === "" || state.value === filled.current.state)) {
        state.value = check.stateCode;
        filled.current.state = check.stateCode;
        cleared.push("state");
      }
      const problem = problemWith(check, state instanceof HTMLSelectElement ? state.value : "");
      setNote(problem === null ? `We deliver to ${placeText(check)}` : null);
      setErrors((errors) => {
        const next = withError(errors, "pincode", problem);
        return Object.fromEntries(Object.entries(next).filter(([field]) => !cleared.some((filledField) => filledField === field)));
      });
    });
  }

  function onStateChange(select: HTMLSelectElement) {
    const check = found.current;
    if (!check) return;
    if (select.value !== filled.current.state) filled.current.state = null;
    const problem = problemWith(check, select.value);
    setNote(problem === null ? `We deliver to ${placeText(check)}` : null);
    setErrors((errors) => withError(errors, "pincode", problem));
  }

  return { note, onPincodeInput, onStateChange };
}
