import { useId, useRef, useState, type SubmitEvent } from "react";
import { useFetcher } from "react-router";
import { useLocalizedPath } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { maxEmailLength } from "~/lib/forms/email-length";
import type { NewsletterResult } from "~/lib/forms/newsletter-schema";
import { useResetOnSuccess } from "~/ui/use-reset-on-success";

/** Where the form posts; a page of its own, so the form also works before JavaScript has loaded. */
export const newsletterAction = "/newsletter";

/**
 * The rules are fetched when the shopper first reaches the field (or sends), not with the home
 * page: they are most of the form's JavaScript and most visitors never subscribe.
 */
const loadEmailRules = () => import("~/lib/forms/newsletter-schema");

/**
 * The newsletter signup (spec §4): idle, then loading (the button reads "Subscribing..."), then the
 * success text, and the field clears. The same zod rules as the server run before sending. With
 * JavaScript it posts in the background; without, it is a plain form POST to /newsletter, which
 * answers with a page showing the outcome (`initialResult`).
 */
export function NewsletterForm({
  initialResult,
  tone = "light",
}: {
  initialResult?: NewsletterResult | undefined;
  /** "dark" for a dark band behind it. */
  tone?: "light" | "dark";
}) {
  const t = useT();
  const localizedPath = useLocalizedPath();
  const fetcher = useFetcher<NewsletterResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? initialResult;
  const error = busy ? null : (clientError ?? (result && !result.ok ? result.error : null));
  const success = !busy && !clientError && result?.ok ? result.message : null;

  // Spec §4: success clears the field, in the same paint as the success text.
  const formRef = useResetOnSuccess(busy ? undefined : fetcher.data);

  async function checkAndSend(form: HTMLFormElement) {
    let rules: Awaited<ReturnType<typeof loadEmailRules>>;
    try {
      rules = await loadEmailRules();
    } catch {
      // The rules could not be fetched (offline, or a new release replaced them): send the form
      // as a plain POST, which the server checks and answers with a page of its own.
      form.submit();
      return;
    }
    const problem = rules.newsletterEmailError(new FormData(form).get("email"));
    setClientError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    await fetcher.submit(form);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    // Held back while the rules load; sent through the fetcher once they pass.
    event.preventDefault();
    if (!busy) void checkAndSend(event.currentTarget);
  }

  const dark = tone === "dark";
  return (
    <fetcher.Form ref={formRef} method="post" action={localizedPath(newsletterAction)} onSubmit={handleSubmit} className="w-full max-w-lg">
      <label htmlFor={inputId} className={`block text-sm font-medium ${dark ? "text-brand-100" : "text-stone-700"}`}>
        {t("Email address")}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={maxEmailLength}
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          defaultValue={initialResult && !initialResult.ok ? initialResult.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onFocus={() => void loadEmailRules()}
          onChange={() => {
            if (clientError) setClientError(null);
          }}
          className={`h-12 w-full min-w-0 rounded-full border bg-white sm:flex-1 px-5 text-base text-ink placeholder:text-stone-500 focus-visible:outline-offset-2 ${
            error ? "border-red-700" : "border-stone-300"
          }`}
        />
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={`h-12 shrink-0 rounded-full px-7 font-semibold transition-colors ${
            dark ? "bg-white text-brand-900 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800"
          } aria-disabled:cursor-progress aria-disabled:opacity-80`}
        >
          {busy ? t("Subscribing...") : t("Subscribe")}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p id={messageId} role="status" className="mt-2 min-h-6 text-sm font-medium">
        {error ? (
          <span className={dark ? "text-red-100" : "text-red-700"}>{t(error)}</span>
        ) : success ? (
          <span className={dark ? "text-white" : "text-green-800"}>{t(success)}</span>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
