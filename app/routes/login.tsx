import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { messagesFor, pageText } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { Form } from "react-router";
import { Link } from "~/i18n/localized-link";
import { answerAuthFailure, invalidForm, readAuthFields, signedInRedirect, signInContextOf } from "~/features/auth/auth-action.server";
import {
  AuthField,
  AuthHeading,
  authLinkClass,
  FormMessage,
  SubmitButton,
  useAuthFormErrors,
  type AuthActionData,
} from "~/features/auth/auth-form";
import { keepDataAfterAnswer, withFailureMessage } from "~/features/auth/client-failure";
import { authMaxLengths, authMessages, loginSchema } from "~/lib/forms/auth-schemas";
import { afterLoginPath, safeRedirectPath } from "~/lib/safe-redirect";
import { site } from "~/lib/site";
import type { Route } from "./+types/login";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// The page differs by who is signed in and what the address carries: never from a shared cache.
export const headers = privatePageHeaders;

/** Notices another page sends the shopper here with (`?notice=`): a new password to sign in with. */
function noticeOf(value: string | null): string | null {
  return value === "password-reset" ? authMessages.passwordReset : null;
}

/** The return address, when there is one and it stays on this store; else null. */
function returnPathOf(url: URL): string | null {
  const asked = url.searchParams.get("redirectTo");
  const safe = safeRedirectPath(asked, "");
  return safe === "" ? null : safe;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = returnPathOf(url);
  if (context.user) throw localizedRedirect(request, redirectTo ?? afterLoginPath);
  return {
    notice: noticeOf(url.searchParams.get("notice")),
    redirectTo,
    title: pageText(request, msg("Login")),
    messages: messagesFor(request, "account"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { email = "", password = "", redirectTo } = read.fields;
  const values = { email: email.slice(0, authMaxLengths.email) };
  const parsed = loginSchema.safeParse({ email, password });
  if (!parsed.success) return invalidForm(parsed.error.issues, values);
  try {
    const { token } = await context.services.auth.signIn(parsed.data, signInContextOf(context));
    return signedInRedirect(request, context, token, redirectTo);
  } catch (error) {
    return answerAuthFailure(error, context, authMessages.loginFailed, values, undefined, request);
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withFailureMessage(() => serverAction(), authMessages.loginFailed);
}

export const shouldRevalidate = keepDataAfterAnswer;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer: AuthActionData | undefined = actionData;
  const form = useAuthFormErrors(loginSchema, answer);
  const { notice, redirectTo } = loaderData;
  const registerHref = redirectTo ? `/register?${new URLSearchParams({ redirectTo }).toString()}` : "/register";
  return (
    <div>
      <AuthHeading title={t("Customer Login")} subtitle={t("Welcome back! Login to see your orders, wishlist and account.")} />
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {notice && !answer ? <FormMessage tone="success">{t(notice)}</FormMessage> : null}
        {form.formError ? <FormMessage tone="error">{t(form.formError)}</FormMessage> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AuthField
          name="email"
          label={t("Email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={authMaxLengths.email}
          placeholder="you@example.com"
          defaultValue={answer?.values?.email}
          error={form.errorFor("email")}
          onEdit={form.onEdit}
        />
        <div>
          <AuthField
            name="password"
            label={t("Password")}
            type="password"
            autoComplete="current-password"
            maxLength={authMaxLengths.password}
            error={form.errorFor("password")}
            onEdit={form.onEdit}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClass}>
              {t("Forgot password?")}
            </Link>
          </p>
        </div>
        <SubmitButton pending={form.submitting} pendingLabel={t("Logging in...")}>
          {t("Login")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t("Don't have an account?")}{" "}
        <Link to={registerHref} className={authLinkClass}>
          {t("Register")}
        </Link>
      </p>
    </div>
  );
}
