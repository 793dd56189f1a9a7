import { data, Form } from "react-router";
import { messagesFor, pageText } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
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
import { authMaxLengths, authMessages, forgotPasswordSchema } from "~/lib/forms/auth-schemas";
import { site } from "~/lib/site";
import type { Route } from "./+types/forgot-password";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData.title} | ${site.name}` }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { title: pageText(request, msg("Forgot Password")), messages: messagesFor(request, "account") };
}

export const headers = privatePageHeaders;

type ForgotActionData = AuthActionData & { sent?: true };

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { email = "" } = read.fields;
  const values = { email: email.slice(0, authMaxLengths.email) };
  const parsed = forgotPasswordSchema.safeParse({ email });
  if (!parsed.success) return invalidForm(parsed.error.issues, values);
  try {
    await context.services.auth.requestPasswordReset(parsed.data.email, {
      clientAddress: context.clientAddress,
      origin: new URL(request.url).origin,
    });
  } catch (error) {
    return answerAuthFailure(error, context, authMessages.forgotFailed, values, undefined, request);
  }
  // Spec §2: the same success panel whether or not an account has this address.
  return data<ForgotActionData>({ sent: true });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withFailureMessage(() => serverAction(), authMessages.forgotFailed);
}

export const shouldRevalidate = keepDataAfterAnswer;

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const answer: ForgotActionData | undefined = actionData;
  const form = useAuthFormErrors(forgotPasswordSchema, answer);
  if (answer?.sent) {
    return (
      <div className="text-center">
        <div role="status">
          <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t(authMessages.resetLinkSent)}</h1>
          <p className="mt-3 text-base text-stone-700">{t(authMessages.resetLinkSentDetail)}</p>
        </div>
        <p className="mt-3 text-sm text-stone-600">{t("The link works once and expires in 1 hour.")}</p>
        <Link
          to="/login"
          className="mt-8 inline-flex h-12 items-center justify-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
        >
          {t("Back to Login")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <AuthHeading
        title={t("Forgot Password?")}
        subtitle={t("Enter the email address of your account and we will send you a link to reset your password.")}
      />
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {form.formError ? <FormMessage tone="error">{t(form.formError)}</FormMessage> : null}
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
        <SubmitButton pending={form.submitting} pendingLabel={t("Sending...")}>
          {t("Send Reset Link")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t("Remembered it?")}{" "}
        <Link to="/login" className={authLinkClass}>
          {t("Back to Login")}
        </Link>
      </p>
    </div>
  );
}
