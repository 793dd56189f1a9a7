import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { messagesFor, pageText } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { Form } from "react-router";
import { Link } from "~/i18n/localized-link";
import { answerAuthFailure, invalidForm, readAuthFields } from "~/features/auth/auth-action.server";
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
import { authMaxLengths, authMessages, minPasswordLength, resetPasswordSchema } from "~/lib/forms/auth-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/reset-password";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // A reset link is personal: not a page for search engines.
  return [{ title: `${loaderData.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const email = url.searchParams.get("email") ?? "";
  // Spec §2: without either part it is no link at all; a used or expired one is no better.
  const page = { title: pageText(request, msg("Reset Password")), messages: messagesFor(request, "account") };
  if (!token || !email) return { ...page, link: null };
  const valid = await context.services.auth.isResetLinkValid(token, email);
  return { ...page, link: valid ? { token, email } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { token = "", email = "", password = "", password_confirmation: confirmation = "" } = read.fields;
  const parsed = resetPasswordSchema.safeParse({ token, email, password, password_confirmation: confirmation });
  if (!parsed.success) {
    // A link missing its token or e-mail is a problem with the whole form (spec §8), not a field.
    const linkIssue = parsed.error.issues.find((issue) => issue.path[0] === "token" || issue.path[0] === "email");
    if (linkIssue) return invalidForm([{ path: ["form"], message: authMessages.invalidResetLink }], {});
    return invalidForm(parsed.error.issues, {});
  }
  try {
    await context.services.auth.resetPassword(parsed.data, { clientAddress: context.clientAddress });
  } catch (error) {
    return answerAuthFailure(error, context, authMessages.resetFailed, {}, undefined, request);
  }
  // Spec §4: on to the login screen, which shows the spec's success message.
  return localizedRedirect(request, "/login?notice=password-reset");
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withFailureMessage(() => serverAction(), authMessages.resetFailed);
}

export const shouldRevalidate = keepDataAfterAnswer;

function InvalidLink() {
  const t = useT();
  return (
    <div className="text-center">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("Invalid Reset Link")}</h1>
      <p className="mt-3 text-base text-stone-700">
        {t("This password reset link is invalid or has expired. Reset links work once and only for 1 hour.")}
      </p>
      <Link
        to="/forgot-password"
        className="mt-8 inline-flex h-12 items-center justify-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
      >
        {t("Request a new link")}
      </Link>
      <p className="mt-6 text-sm text-stone-700">
        <Link to="/login" className={authLinkClass}>
          {t("Back to Login")}
        </Link>
      </p>
    </div>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer: AuthActionData | undefined = actionData;
  const form = useAuthFormErrors(resetPasswordSchema, answer);
  const link = loaderData.link;
  if (!link) return <InvalidLink />;
  const formError = form.formError ?? form.errorFor("form");
  return (
    <div>
      <AuthHeading title={t("Reset Password")} subtitle={t("Choose a new password for {email}.", { email: link.email })} />
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {formError ? (
          <FormMessage tone="error">
            {t(formError)}{" "}
            {formError === authMessages.invalidResetLink ? (
              <Link to="/forgot-password" className="underline">
                {t("Request a new link")}
              </Link>
            ) : null}
          </FormMessage>
        ) : null}
        <input type="hidden" name="token" value={link.token} />
        <input type="hidden" name="email" value={link.email} />
        <AuthField
          name="password"
          label={t("New Password")}
          type="password"
          autoComplete="new-password"
          maxLength={authMaxLengths.password}
          hint={t("At least {count} characters.", { count: minPasswordLength })}
          error={form.errorFor("password")}
          onEdit={form.onEdit}
        />
        <AuthField
          name="password_confirmation"
          label={t("Confirm Password")}
          type="password"
          autoComplete="new-password"
          maxLength={authMaxLengths.password}
          error={form.errorFor("password_confirmation")}
          onEdit={form.onEdit}
        />
        <SubmitButton pending={form.submitting} pendingLabel={t("Resetting...")}>
          {t("Reset Password")}
        </SubmitButton>
      </Form>
    </div>
  );
}
