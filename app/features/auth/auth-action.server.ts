// What the sign-in pages' actions share: reading a small form post, recognising the auth service's
// refusals, and answering an unexpected failure with the spec's §8 message instead of a broken page.
import { data, type AppLoadContext } from "react-router";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { fieldErrorsOf } from "~/lib/forms/auth-schemas";
import type { AuthActionData } from "./auth-form";

/** The biggest sign-in form (registration) is well under 1 KB. */
const maxFormBytes = 8 * 1024;

export type AuthFields = Partial<Record<string, string>>;

/** The posted fields (first value of each), or the answer to send back for a form we cannot read. */
export async function readAuthFields(request: Request): Promise<{ ok: true; fields: AuthFields } | { ok: false; response: ReturnType<typeof data<AuthActionData>> }> {
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "too_large") return { ok: false, response: data({ formError: "The form is too large." }, { status: 413 }) };
  if (form === "unreadable") return { ok: false, response: data({ formError: "Please send the form as a form." }, { status: 415 }) };
  if (form === "unstorable") return { ok: false, response: data({ formError: unstorableFormMessage }, { status: 422 }) };
  const fields: AuthFields = {};
  for (const [name, value] of form) {
    // First value wins; a file where text belongs is simply not a valid field.
    if (typeof value === "string" && fields[name] === undefined) fields[name] = value;
  }
  return { ok: true, fields };
}

/** The form's problems as a 400 the page shows beside each field. */
export function invalidForm(issues: readonly { path: readonly PropertyKey[]; message: string }[], values: AuthFields) {
  return data<AuthActionData>({ fieldErrors: fieldErrorsOf(issues), values }, { status: 400 });
}

type AuthRefusalCode = "email_taken" | "invalid_credentials" | "rate_limited" | "invalid_reset_link" | "wrong_password";

const refusalCodes: ReadonlySet<string> = new Set<AuthRefusalCode>([
  "email_taken",
  "invalid_credentials",
  "rate_limited",
  "invalid_reset_link",
  "wrong_password",
]);

function isRefusalCode(code: unknown): code is AuthRefusalCode {
  return typeof code === "string" && refusalCodes.has(code);
}

/**
 * The service's AuthError, recognised by shape: route modules are bundled apart from the server,
 * so `instanceof` would compare two copies of the class.
 */
export function authRefusalOf(error: unknown): { code: AuthRefusalCode; message: string; retryAfterMinutes?: number } | null {
  if (!(error instanceof Error) || error.name !== "AuthError" || !("code" in error)) return null;
  const code = error.code;
  if (!isRefusalCode(code)) return null;
  const retry = "retryAfterMinutes" in error && typeof error.retryAfterMinutes === "number" ? error.retryAfterMinutes : undefined;
  return { code, message: error.message, retryAfterMinutes: retry };
}

const refusalStatus: Record<AuthRefusalCode, 400 | 409 | 429> = {
  email_taken: 409,
  invalid_credentials: 400,
  rate_limited: 429,
  invalid_reset_link: 400,
  wrong_password: 400,
};

/**
 * Answers an error thrown by the auth service: a refusal as the page's message with its 4xx, and
 * anything else (logged) as the spec's failure message with 500, so the shopper keeps the form.
 */
export function answerAuthFailure(
  error: unknown,
  context: Pick<AppLoadContext, "logger" | "requestId">,
  failureMessage: string,
  values: AuthFields,
  fieldOf?: Partial<Record<AuthRefusalCode, string>>,
) {
  const refusal = authRefusalOf(error);
  if (refusal) {
    const headers = new Headers();
    if (refusal.retryAfterMinutes) headers.set("Retry-After", String(refusal.retryAfterMinutes * 60));
    const field = fieldOf?.[refusal.code];
    const body: AuthActionData = field ? { fieldErrors: { [field]: refusal.message }, values } : { formError: refusal.message, values };
    return data(body, { status: refusalStatus[refusal.code], headers });
  }
  context.logger.error({ err: error, reqId: context.requestId }, "sign-in page action failed");
  return data<AuthActionData>({ formError: failureMessage, values }, { status: 500 });
}
