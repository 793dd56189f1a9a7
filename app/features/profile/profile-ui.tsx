// Pieces every profile tab uses: labelled fields with their errors, buttons, notices, and the
// dialogs (opened by a link that also works without JavaScript, and the delete confirmation).
import { AlertDialog, Dialog } from "radix-ui";
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type SyntheticEvent } from "react";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { CloseIcon } from "~/ui/icons";

export const buttonPrimary =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";
export const buttonSecondary =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-5 text-sm font-semibold text-ink transition-colors hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70";
export const buttonSmall =
  "inline-flex h-10 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3.5 text-sm font-medium text-ink transition-colors hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70";
export const buttonDanger =
  "inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-medium text-red-800 transition-colors hover:bg-red-50 disabled:cursor-wait disabled:opacity-70";
export const card = "rounded-xl border border-stone-200 bg-white p-5 shadow-sm";

const inputLook =
  "mt-1.5 block h-11 w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-stone-500 focus-visible:outline-offset-1";

export function inputClass(error: string | undefined): string {
  return `${inputLook} ${error ? "border-red-700" : "border-stone-300"}`;
}

export interface FieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "required"> {
  name: string;
  label: string;
  defaultValue?: string;
  error: string | undefined;
  optional?: boolean;
  /** Rewrites what was typed as it is typed (the input masks). */
  mask?: (typed: string) => string;
  /** Told of each change after the mask (the PIN code fills city and state). */
  onValue?: (input: HTMLInputElement) => void;
  /** A line under the label that explains the field. */
  hint?: string;
  className?: string;
}

/** A labelled text field whose error is tied to it (aria-describedby). */
export function Field({ name, label, defaultValue = "", error, optional = false, mask, onValue, hint, className, ...input }: FieldProps) {
  const t = useT();
  const id = useId();
  const onInput =
    mask || onValue
      ? (event: SyntheticEvent<HTMLInputElement>) => {
          const field = event.currentTarget;
          const masked = mask ? mask(field.value) : field.value;
          if (masked !== field.value) field.value = masked;
          onValue?.(field);
        }
      : undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> {t("(optional)")}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onInput={onInput}
        className={inputClass(error)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A message about a whole form or page: success in green, a refusal in red, read out when shown. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${
        tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-900"
      }`}
    >
      {children}
    </p>
  );
}

export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-sand px-6 py-12 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mx-auto mt-2 max-w-md text-[15px] text-stone-700">{children}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/**
 * Checks a form in the browser with its shared schema before it is sent: a form with problems is
 * not sent and shows them; editing a field clears its message. The server checks again anyway.
 */
export function useFormCheck(validate: (values: Record<string, string>) => Partial<Record<string, string>>) {
  const [errors, setErrors] = useState<Partial<Record<string, string>> | null>(null);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") values[name] = value;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setErrors(found);
      return;
    }
    setErrors(null);
  };
  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!errors || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return;
    if (errors[target.name]) setErrors({ ...errors, [target.name]: undefined });
  };
  return { clientErrors: errors, setClientErrors: setErrors, onSubmit, onInput, onChange: onInput };
}

export interface LinkDialogProps {
  /** Where the trigger goes without JavaScript: the same page showing this content inline. */
  href: string;
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel?: string;
  title: string;
  description?: string;
  /** Renders the dialog's body; `close` closes it (after a successful submit, for example). */
  children: (close: () => void) => ReactNode;
  wide?: boolean;
}

/**
 * A dialog opened by a link: with JavaScript the link opens a Radix dialog (focus trapped, Escape
 * closes, focus returns to the link); without it the link loads the page with the same content
 * shown inline, so nothing depends on scripts.
 */
export function LinkDialog({ href, trigger, triggerClassName, triggerLabel, title, description, children, wide = false }: LinkDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Link
          to={href}
          aria-label={triggerLabel}
          aria-haspopup="dialog"
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className={triggerClassName}
        >
          {trigger}
        </Link>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] ${wide ? "w-[36rem]" : "w-[28rem]"} max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none motion-safe:animate-pop-in`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-2 inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100" aria-label={t("Close")}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-1 text-sm text-stone-700">{description}</Dialog.Description> : null}
          <div className="mt-4">{children(() => setOpen(false))}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDeleteProps {
  /** The form's hidden fields (intent, id); the button posts them. */
  fields: Record<string, string>;
  action: string;
  label: ReactNode;
  /** Names what is deleted, for screen readers ("Delete address 12 MG Road"). */
  accessibleLabel: string;
  title: string;
  /** Spec §2's confirmation text. */
  question: string;
  summary: ReactNode;
  busy: boolean;
  onConfirm: (form: HTMLFormElement) => void;
}

/**
 * Delete, after the spec's question in an alert dialog. Without JavaScript the button simply
 * submits its form; with it, the click opens the dialog and only "Delete" posts.
 */
export function ConfirmDeleteButton({ fields, action, label, accessibleLabel, title, question, summary, busy, onConfirm }: ConfirmDeleteProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <>
      <form ref={formRef} method="post" action={action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          disabled={busy}
          aria-haspopup="dialog"
          aria-label={accessibleLabel}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className={buttonDanger}
        >
          {busy ? t("Deleting…") : label}
        </button>
      </form>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none motion-safe:animate-pop-in">
            <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-[15px] text-stone-700">{t(question)}</AlertDialog.Description>
            <div className="mt-3 rounded-lg bg-sand px-3 py-2 text-sm text-ink">{summary}</div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonSecondary}>{t("Cancel")}</AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => {
                  if (formRef.current) onConfirm(formRef.current);
                }}
                className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800"
              >
                {t("Delete")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
