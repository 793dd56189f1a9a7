// The form that makes a staff account: the owner's (set-up link, which asks for the e-mail too) or
// an invited member's (the e-mail is the invitation's).
import { Form } from "react-router";
import { AuthField, FormMessage, SubmitButton, useAuthFormErrors, type AuthActionData } from "~/features/auth/auth-form";
import { authMaxLengths } from "~/lib/forms/auth-schemas";
import { invitationAcceptSchema, minStaffPasswordLength, ownerSetupSchema } from "~/lib/forms/staff-schemas";

export function StaffAccountForm({ token, email, answer, submitLabel }: { token: string; email: string | null; answer: AuthActionData | undefined; submitLabel: string }) {
  const form = useAuthFormErrors(email === null ? ownerSetupSchema : invitationAcceptSchema, answer);
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
      {form.formError ? <FormMessage tone="error">{form.formError}</FormMessage> : null}
      <input type="hidden" name="token" value={token} />
      <AuthField name="name" label="Your name" autoComplete="name" maxLength={authMaxLengths.name} defaultValue={answer?.values?.name} error={form.errorFor("name")} onEdit={form.onEdit} />
      {email === null ? (
        <AuthField name="email" label="Email" type="email" autoComplete="username" maxLength={authMaxLengths.email} defaultValue={answer?.values?.email} error={form.errorFor("email")} onEdit={form.onEdit} />
      ) : (
        <p className="text-sm text-stone-700">
          Email: <strong>{email}</strong>
        </p>
      )}
      <AuthField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={authMaxLengths.password}
        hint={`At least ${minStaffPasswordLength} characters.`}
        error={form.errorFor("password")}
        onEdit={form.onEdit}
      />
      <SubmitButton pending={form.submitting} pendingLabel="Creating the account...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
