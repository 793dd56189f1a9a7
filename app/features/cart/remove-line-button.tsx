import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cartActionPath } from "./cart-intents";
import { TrashIcon } from "./cart-icons";
import { isCartActionData } from "./cart-action-data";
import type { CartLine } from "./cart-view";

/** Spec §8: the remove-item confirmation, word for word. */
export const removeConfirmation = "Are you sure you want to remove this item from your cart?";

export interface RemoveLineButtonProps {
  line: CartLine;
  /** Called once the shopper has confirmed: the page takes focus while the row goes away. */
  onConfirmed: (line: CartLine) => void;
  onError?: string | null;
}

/**
 * Remove, after the spec's confirmation in an alert dialog. Without JavaScript the button simply
 * submits its form; with it, the click opens the dialog and only "Remove" posts.
 */
export function RemoveLineButton({ line, onConfirmed, onError }: RemoveLineButtonProps) {
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && isCartActionData(fetcher.data) && !fetcher.data.ok ? fetcher.data.error : onError;

  return (
    <>
      <fetcher.Form ref={formRef} method="post" action={cartActionPath}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="line_id" value={line.id} />
        <button
          ref={buttonRef}
          type="submit"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            confirmed.current = false;
            setOpen(true);
          }}
          className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-60"
        >
          <TrashIcon size={16} />
          {busy ? "Removing…" : "Remove"}
          <span className="sr-only"> {line.product.name}</span>
        </button>
      </fetcher.Form>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
          <AlertDialog.Content
            onCloseAutoFocus={(event) => {
              // Cancelled: back to the Remove button. Confirmed: the row is going away, so the
              // page decides where focus goes (after the dialog's focus trap has let go).
              event.preventDefault();
              if (confirmed.current) onConfirmed(line);
              else buttonRef.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none motion-safe:animate-pop-in"
          >
            <AlertDialog.Title className="text-lg font-semibold text-ink">Remove item?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-[15px] text-stone-700">
              {removeConfirmation}
            </AlertDialog.Description>
            <p className="mt-3 rounded-lg bg-sand px-3 py-2 text-sm font-medium text-ink">
              {line.product.name}
              <span className="font-normal text-stone-600">
                {" "}
                · {line.variant.type}: {line.variant.name} · Qty {line.quantity}
              </span>
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className="inline-flex h-11 items-center justify-center rounded-lg border border-stone-300 px-5 text-sm font-semibold text-ink hover:bg-stone-50">
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => {
                  confirmed.current = true;
                  if (formRef.current) void fetcher.submit(formRef.current);
                }}
                className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800"
              >
                Remove
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
