import { Form, Link, redirect } from "react-router";
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

export function meta(): Route.MetaDescriptors {
  return [{ title: `Create Account | ${site.name}` }];
}

export const headers = privatePageHeaders;

function returnPathOf(url: URL): string | null {
  const safe = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  return safe === "" ? null : safe;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = returnPathOf(new URL(request.url));
  if (context.user) throw redirect(redirectTo ?? afterLoginPath);
  return { redirectTo };
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
    return signedInRedirect(context, token, redirectTo);
  } catch (error) {
    // A taken e-mail is about the e-mail field: shown there, where the shopper fixes it.
    return answerAuthFailure(error, context, authMessages.registrationFailed, values, { email_taken: "email" });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withFailureMessage(() => serverAction(), authMessages.registrationFailed);
}

export const shouldRevalidate = keepDataAfterAnswer;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AuthActionData | undefined = actionData;
  const form = useAuthFormErrors(registerSchema, answer);
  const { redirectTo } = loaderData;
  const values = answer?.values;
  return (
    <div>
      <AuthHeading title="Create Account" subtitle={`Join ${site.name} for faster checkout, order tracking and your wishlist.`} />
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {form.formError ? <FormMessage tone="error">{form.formError}</FormMessage> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <AuthField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={authMaxLengths.name}
            defaultValue={values?.firstName}
            error={form.errorFor("firstName")}
            onEdit={form.onEdit}
          />
          <AuthField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={authMaxLengths.name}
            defaultValue={values?.lastName}
            error={form.errorFor("lastName")}
            onEdit={form.onEdit}
          />
        </div>
        <AuthField
          name="mobile"
          label="Mobile"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={phoneMaxLength}
          placeholder="10-digit mobile number"
          defaultValue={values?.mobile}
          error={form.errorFor("mobile")}
          onEdit={form.onEdit}
        />
        <AuthField
          name="email"
          label="Email"
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
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={authMaxLengths.password}
          hint={`At least ${minPasswordLength} characters.`}
          error={form.errorFor("password")}
          onEdit={form.onEdit}
        />
        <SubmitButton pending={form.submitting} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{" "}
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo }).toString()}` : "/login"} className={authLinkClass}>
          Login
        </Link>
      </p>
    </div>
  );
}
