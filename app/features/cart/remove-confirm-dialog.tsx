import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import { removeConfirmation } from "./remove-line-button";
import type { CartLine } from "./cart-view";

/**
 * The spec's remove-item confirmation (§8) as a Radix AlertDialog. Its code comes with the first
 * hover, focus or press of a Remove button (see remove-line-button.tsx), not with the cart page.
 */
export function RemoveConfirmDialog({
  line,
  initiallyOpen,
  onConfirm,
  onClosed,
}: {
  line: CartLine;
  initiallyOpen: boolean;
  /** "Remove" was chosen: post the removal. */
  onConfirm: () => void;
  /** The dialog has let go of focus; `confirmed` says whether it closed through "Remove". */
  onClosed: (confirmed: boolean) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            // The button decides where focus goes (after the dialog's focus trap has let go).
            event.preventDefault();
            onClosed(confirmed.current);
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none motion-safe:animate-pop-in"
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink">{t("Remove item?")}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-[15px] text-stone-700">
            {t(removeConfirmation)}
          </AlertDialog.Description>
          <p className="mt-3 rounded-lg bg-sand px-3 py-2 text-sm font-medium text-ink">
            {line.product.name}
            <span className="font-normal text-stone-600">
              {" "}
              · {variantText(t, line.variant.type, line.variant.name)} · {t("Qty {quantity}", { quantity: line.quantity })}
            </span>
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="inline-flex h-11 items-center justify-center rounded-lg border border-stone-300 px-5 text-sm font-semibold text-ink hover:bg-stone-50">
              {t("Cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
              className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t("Remove")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
