import { useLayoutEffect, useRef } from "react";

/**
 * A form emptied once, when a new successful answer to it arrives, before the browser paints it:
 * whoever sees the success sees an empty form. Remounting the form by a key (a list's length)
 * would do it later: React Router shows an action's answer before the page's data is read again,
 * so a key change would wipe what was typed (or the file chosen) in between. An effect after the
 * paint would leave the old text showing beside the success.
 */
export function useResetOnSuccess(answer: { ok?: unknown } | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return form;
}
