import { useLayoutEffect, useRef } from "react";

/**
 * A form emptied once, when a new successful answer to it arrives. Remounting the form by a key
 * (the list's length) would also do it, but later: React Router shows the action's answer before
 * the page's data is read again, so a key change would wipe what was typed (or the file chosen)
 * in between.
 */
export function useResetOnSuccess(answer: { ok?: string } | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return form;
}
