// Pieces every sign-in form shares (login, register, forgot and reset password): labelled fields
// whose errors are tied to them, the form-level message, the submit button with its pending text,
// and the rule that an error clears as soon as its field is edited (spec §5).
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SubmitEvent } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/i18n/use-t";
import { validateFields, type FieldErrors } from "~/lib/forms/auth-schemas";

/** What a sign-in page's action answers when it does not redirect. */
export interface AuthActionData {
  /** A problem with the whole form: wrong credentials, too many attempts, the server failing. */
  formError?: string;
  fieldErrors?: FieldErrors;
  /** What was typed (never a password), so a page rendered without JavaScript keeps it. */
  values?: Partial<Record<string, string>>;
}

type Schema = Parameters<typeof validateFields>[0];

const noFields: ReadonlySet<string> = new Set();

/**
 * Errors to show for a form: the browser's own check of the schema on submit, else the server's
 * answer; either clears for a field once the shopper edits it. Any edit clears the form-level
 * message too: it was about what was typed before.
 */
export function useAuthFormErrors(schema: Schema, answer: AuthActionData | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // Edits are remembered per answer: a new answer from the server shows in full again.
  const [edited, setEdited] = useState<{ answer: AuthActionData | undefined; fields: ReadonlySet<string>; all: boolean }>({
    answer,
    fields: noFields,
    all: false,
  });
  const current = edited.answer === answer ? edited : { answer, fields: noFields, all: false };
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  function errorFor(name: string): string | undefined {
    if (clientErrors[name]) return clientErrors[name];
    if (current.all || current.fields.has(name)) return undefined;
    return answer?.fieldErrors?.[name];
  }

  return {
    submitting,
    errorFor,
    formError: submitting || current.all || current.fields.size > 0 ? undefined : answer?.formError,
    onEdit: (name: string) => {
      if (clientErrors[name]) setClientErrors(({ [name]: _cleared, ...rest }) => rest);
      if (!current.fields.has(name)) setEdited({ ...current, fields: new Set([...current.fields, name]) });
    },
    /** Checks the form with the schema the server uses; stops the submit and focuses the first problem. */
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      if (submitting) {
        event.preventDefault();
        return;
      }
      const form = event.currentTarget;
      const values: Record<string, string> = {};
      for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
      const errors = validateFields(schema, values);
      setClientErrors(errors);
      setEdited({ answer, fields: noFields, all: true });
      const first = Object.keys(errors)[0];
      if (first) {
        event.preventDefault();
        const field = form.elements.namedItem(first);
        if (field instanceof HTMLElement) field.focus();
      }
    },
  };
}

const inputLook =
  "mt-1.5 block h-11 w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-stone-500 focus-visible:outline-offset-1";

export interface AuthFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "autoFocus"> {
  name: string;
  label: string;
  error: string | undefined;
  onEdit: (name: string) => void;
  defaultValue?: string | undefined;
  hint?: string;
  /** Fields are required unless said otherwise (e.g. a second-factor code only some accounts have). */
  optional?: boolean;
}

/** A labelled field whose error is tied to it (aria-describedby) and read out when it appears. */
export function AuthField({ name, label, error, onEdit, defaultValue, hint, optional = false, ...input }: AuthFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        // Required for assistive technology; the form is noValidate so the spec's messages show.
        required={!optional}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={() => {
          onEdit(name);
        }}
        className={`${inputLook} ${error ? "border-red-700" : "border-stone-300"}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message: an error (read out at once) or a notice such as "account created". */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
      {children}
    </div>
  );
}

export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="flex h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800 aria-disabled:cursor-progress aria-disabled:opacity-80"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="text-center">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-sm text-stone-600">{subtitle}</p> : null}
    </div>
  );
}

export const authLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
