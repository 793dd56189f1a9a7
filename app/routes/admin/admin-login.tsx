import { Form, redirect } from "react-router";
import { adminHomePath } from "~/features/admin/require-staff.server";
import { answerAuthFailure, invalidForm, readAuthFields } from "~/features/auth/auth-action.server";
import { AuthField, AuthHeading, FormMessage, SubmitButton, useAuthFormErrors, type AuthActionData } from "~/features/auth/auth-form";
import { authMaxLengths } from "~/lib/forms/auth-schemas";
import { staffMessages, staffSignInSchema } from "~/lib/forms/staff-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-login";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Staff sign-in | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), adminHomePath);
  if (context.staff) throw redirect(redirectTo);
  return { redirectTo, hasOwner: await context.services.staff.hasOwner() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { email = "", password = "", code, redirectTo } = read.fields;
  const values = { email: email.slice(0, authMaxLengths.email) };
  const parsed = staffSignInSchema.safeParse({ email, password, code: code || undefined });
  if (!parsed.success) return invalidForm(parsed.error.issues, values);
  try {
    const { token } = await context.services.staff.signIn(parsed.data, {
      clientAddress: context.clientAddress,
      previousToken: context.staffSessionToken,
    });
    return redirect(safeRedirectPath(redirectTo, adminHomePath), { headers: { "Set-Cookie": context.staffCookies.signIn(token) } });
  } catch (error) {
    // The code is asked for on the same form, with the e-mail kept.
    return answerAuthFailure(error, context, staffMessages.signInFailed, values);
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AuthActionData | undefined = actionData;
  const form = useAuthFormErrors(staffSignInSchema, answer);
  return (
    <div>
      <AuthHeading title="Staff sign-in" subtitle="For the people who run the store. Shoppers sign in on the shop." />
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {!loaderData.hasOwner ? (
          <FormMessage tone="error">
            Nobody runs this store yet. Open the one-time set-up link the store printed when it started to create the owner&apos;s account.
          </FormMessage>
        ) : null}
        {form.formError ? <FormMessage tone="error">{form.formError}</FormMessage> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <AuthField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={authMaxLengths.email}
          defaultValue={answer?.values?.email}
          error={form.errorFor("email")}
          onEdit={form.onEdit}
        />
        <AuthField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={authMaxLengths.password}
          error={form.errorFor("password")}
          onEdit={form.onEdit}
        />
        <AuthField
          name="code"
          label="Authenticator code (if you have turned it on)"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          optional
          maxLength={7}
          error={form.errorFor("code")}
          onEdit={form.onEdit}
        />
        <SubmitButton pending={form.submitting} pendingLabel="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
    </div>
  );
}
