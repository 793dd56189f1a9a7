// What the sign-in pages' actions share: reading a small form post, signing the shopper in (at
// sign-in and on registering alike), answering a service's refusal with its status and message,
// and answering an unexpected failure with the spec's §8 message instead of a broken page.
import { refusalText } from "~/features/account/refusal-text.server";
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { msg } from "~/i18n/msg";
import { data, type AppLoadContext } from "react-router";
import { AuthError, type AuthErrorCode, type SignInContext } from "~/lib/contracts/auth";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { fieldErrorsOf } from "~/lib/forms/auth-schemas";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { AuthActionData } from "./auth-form";

/** The biggest sign-in form (registration) is well under 1 KB. */
const maxFormBytes = 8 * 1024;

export type AuthFields = Partial<Record<string, string>>;

/** The posted fields (first value of each), or the answer to send back for a form we cannot read. */
export async function readAuthFields(request: Request): Promise<{ ok: true; fields: AuthFields } | { ok: false; response: ReturnType<typeof data<AuthActionData>> }> {
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "too_large") return { ok: false, response: data({ formError: msg("The form is too large.") }, { status: 413 }) };
  if (form === "unreadable") return { ok: false, response: data({ formError: msg("Please send the form as a form.") }, { status: 415 }) };
  if (form === "unstorable") return { ok: false, response: data({ formError: unstorableFormMessage }, { status: 422 }) };
  const fields: AuthFields = {};
  for (const [name, value] of form) {
    // First value wins; a file where text belongs is simply not a valid field.
    if (typeof value === "string" && fields[name] === undefined) fields[name] = value;
  }
  return { ok: true, fields };
}

/**
 * Who is signing in, from where: the session the request had (ended, so a fixed token never
 * outlives sign-in) and the guest's cart and wishlist, which move into the account.
 */
export function signInContextOf(context: Pick<AppLoadContext, "clientAddress" | "sessionToken" | "cartOwner" | "wishlistOwner">): SignInContext {
  return {
    clientAddress: context.clientAddress,
    previousToken: context.sessionToken,
    guest: {
      cartToken: context.cartOwner?.kind === "guest" ? context.cartOwner.token : null,
      wishlistToken: context.wishlistOwner?.kind === "guest" ? context.wishlistOwner.token : null,
    },
  };
}

/** Hands the new session to the browser and goes where the shopper was headed, or to the account's home. */
export function signedInRedirect(request: Request, context: Pick<AppLoadContext, "sessionCookies">, token: string, redirectTo: string | undefined) {
  const headers = new Headers();
  for (const cookie of context.sessionCookies.signIn(token)) headers.append("Set-Cookie", cookie);
  // Only a path on this store: never an open redirect to wherever the link said.
  return localizedRedirect(request, safeRedirectPath(redirectTo), { headers });
}

/** The form's problems as a 400 the page shows beside each field. */
export function invalidForm(issues: readonly { path: readonly PropertyKey[]; message: string }[], values: AuthFields) {
  return data<AuthActionData>({ fieldErrors: fieldErrorsOf(issues), values }, { status: 400 });
}

/**
 * Answers an error thrown by the auth service: a refusal as the page's message with its 4xx, and
 * anything else (logged) as the spec's failure message with 500, so the shopper keeps the form.
 */
export function answerAuthFailure(
  error: unknown,
  context: Pick<AppLoadContext, "logger" | "requestId">,
  failureMessage: string,
  values: AuthFields,
  fieldOf?: Partial<Record<AuthErrorCode, string>>,
  /** The shop page asking, whose language the refusal is shown in; English without one. */
  request?: Request,
) {
  const refusal = refusalOf(error);
  if (refusal) {
    const field = error instanceof AuthError ? fieldOf?.[error.code] : undefined;
    const message = request ? refusalText(request, refusal) : refusal.message;
    const body: AuthActionData = field ? { fieldErrors: { [field]: message }, values } : { formError: message, values };
    return data(body, { status: refusal.status, headers: refusalHeaders(refusal) });
  }
  context.logger.error({ err: error, reqId: context.requestId }, "sign-in page action failed");
  return data<AuthActionData>({ formError: failureMessage, values }, { status: 500 });
}
