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
import { authMaxLengths, authMessages, minPasswordLength, registerSchema } from "~/lib/forms/auth-schemas";
import { phoneMaxLength } from "~/lib/phone";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { afterLoginPath, safeRedirectPath } from "~/lib/safe-redirect";
import { site } from "~/lib/site";
import type { Route } from "./+types/register";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData.title} | ${site.name}` }];
}

export const headers = privatePageHeaders;

function returnPathOf(url: URL): string | null {
  const safe = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  return safe === "" ? null : safe;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = returnPathOf(new URL(request.url));
  if (context.user) throw localizedRedirect(request, redirectTo ?? afterLoginPath);
  return { redirectTo, title: pageText(request, msg("Create Account")), messages: messagesFor(request, "account") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { firstName = "", lastName = "", mobile = "", email = "", password = "", redirectTo } = read.fields;
  const values = {
    firstName: firstName.slice(0, authMaxLengths.name),
    lastName: lastName.slice(0, authMaxLengths.name),
    mobile: mobile.slice(0, phoneMaxLength),
    email: email.slice(0, authMaxLengths.email),
  };
  const parsed = registerSchema.safeParse({ firstName, lastName, mobile, email, password });
  if (!parsed.success) return invalidForm(parsed.error.issues, values);
  try {
    // Signed in at once, as at sign-in: asking for the password just chosen again is a dead end.
    const { token } = await context.services.auth.registerAndSignIn(parsed.data, signInContextOf(context));
    return signedInRedirect(request, context, token, redirectTo);
  } catch (error) {
    // A taken e-mail is about the e-mail field: shown there, where the shopper fixes it.
    return answerAuthFailure(error, context, authMessages.registrationFailed, values, { email_taken: "email" }, request);
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withFailureMessage(() => serverAction(), authMessages.registrationFailed);
}

export const shouldRevalidate = keepDataAfterAnswer;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer: AuthActionData | undefined = actionData;
  const form = useAuthFormErrors(registerSchema, answer);
  const { redirectTo } = loaderData;
  const values = answer?.values;
  return (
    <div>
      <AuthHeading title={t("Create Account")} subtitle={t("Join {store} for faster checkout, order tracking and your wishlist.", { store: site.name })} />
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {form.formError ? <FormMessage tone="error">{t(form.formError)}</FormMessage> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <AuthField
            name="firstName"
            label={t("First name")}
            autoComplete="given-name"
            maxLength={authMaxLengths.name}
            defaultValue={values?.firstName}
            error={form.errorFor("firstName")}
            onEdit={form.onEdit}
          />
          <AuthField
            name="lastName"
            label={t("Last name")}
            autoComplete="family-name"
            maxLength={authMaxLengths.name}
            defaultValue={values?.lastName}
            error={form.errorFor("lastName")}
            onEdit={form.onEdit}
          />
        </div>
        <AuthField
          name="mobile"
          label={t("Mobile")}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={phoneMaxLength}
          placeholder={t("10-digit mobile number")}
          defaultValue={values?.mobile}
          error={form.errorFor("mobile")}
          onEdit={form.onEdit}
        />
        <AuthField
          name="email"
          label={t("Email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={authMaxLengths.email}
          placeholder="you@example.com"
          defaultValue={values?.email}
          error={form.errorFor("email")}
          onEdit={form.onEdit}
        />
        <AuthField
          name="password"
          label={t("Password")}
          type="password"
          autoComplete="new-password"
          maxLength={authMaxLengths.password}
          hint={t("At least {count} characters.", { count: minPasswordLength })}
          error={form.errorFor("password")}
          onEdit={form.onEdit}
        />
        <SubmitButton pending={form.submitting} pendingLabel={t("Creating account...")}>
          {t("Create Account")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t("Already have an account?")}{" "}
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo }).toString()}` : "/login"} className={authLinkClass}>
          {t("Login")}
        </Link>
      </p>
    </div>
  );
}
