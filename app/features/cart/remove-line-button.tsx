import { useRef } from "react";
import { useFetcher } from "react-router";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { useDeferredWidget } from "~/ui/use-deferred-widget";
import { useCartActionPath } from "./use-cart-action-path";
import { TrashIcon } from "./cart-icons";
import { isCartActionData } from "./cart-action-data";
import type { CartLine } from "./cart-view";

/** Spec §8: the remove-item confirmation, word for word. */
export const removeConfirmation = msg("Are you sure you want to remove this item from your cart?");

export interface RemoveLineButtonProps {
  line: CartLine;
  /** Called once the shopper has confirmed: the page takes focus while the row goes away. */
  onConfirmed: (line: CartLine) => void;
  onError?: string | null;
}

const loadConfirmDialog = () => import("./remove-confirm-dialog");

/**
 * Remove, after the spec's confirmation in an alert dialog. Without JavaScript the button simply
 * submits its form; with it, the click opens the dialog and only "Remove" posts. The dialog's
 * code (Radix AlertDialog) is fetched on the first hover, focus or press of the button, so the
 * cart page does not download it up front.
 */
export function RemoveLineButton({ line, onConfirmed, onError }: RemoveLineButtonProps) {
  const t = useT();
  const fetcher = useFetcher();
  const cartAction = useCartActionPath();
  const confirmation = useDeferredWidget(loadConfirmDialog, "remove confirmation");
  const { loaded } = confirmation;
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && isCartActionData(fetcher.data) && !fetcher.data.ok ? fetcher.data.error : onError;

  return (
    <>
      <fetcher.Form ref={formRef} method="post" action={cartAction}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="line_id" value={line.id} />
        <button
          ref={buttonRef}
          type="submit"
          disabled={busy}
          aria-haspopup="dialog"
          onPointerEnter={confirmation.preload}
          onFocus={confirmation.preload}
          onClick={(event) => {
            event.preventDefault();
            confirmation.requestOpen(false);
          }}
          className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-60"
        >
          <TrashIcon size={16} />
          {busy ? t("Removing…") : t("Remove")}
          <span className="sr-only"> {line.product.name}</span>
        </button>
      </fetcher.Form>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
      {loaded ? (
        // Each press starts the dialog afresh (a new key), open.
        <loaded.module.RemoveConfirmDialog
          key={loaded.start.attempt}
          line={line}
          initiallyOpen={loaded.start.open}
          onConfirm={() => {
            if (formRef.current) void fetcher.submit(formRef.current);
          }}
          onClosed={(confirmed) => {
            // Cancelled: back to the Remove button. Confirmed: the row is going away, so the
            // page decides where focus goes (after the dialog's focus trap has let go).
            if (confirmed) onConfirmed(line);
            else buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
