// The action behind the set-up link and invitations: check the form, make the account, sign in.
import { redirect, type AppLoadContext } from "react-router";
import { answerAuthFailure, invalidForm, readAuthFields } from "~/features/auth/auth-action.server";
import { authMaxLengths } from "~/lib/forms/auth-schemas";
import { invitationAcceptSchema, ownerSetupSchema, staffMessages } from "~/lib/forms/staff-schemas";
import { adminHomePath } from "./require-staff.server";

export async function acceptStaffLink(request: Request, context: AppLoadContext, kind: "setup" | "invitation") {
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { token = "", name = "", email = "", password = "" } = read.fields;
  const values = { name: name.slice(0, authMaxLengths.name), email: email.slice(0, authMaxLengths.email) };
  const parsed = kind === "setup" ? ownerSetupSchema.safeParse({ name, email, password }) : invitationAcceptSchema.safeParse({ name, password });
  if (!parsed.success) return invalidForm(parsed.error.issues, values);
  try {
    const signedIn = await context.services.staff.acceptInvitation(token.slice(0, authMaxLengths.token), parsed.data, { clientAddress: context.clientAddress });
    return redirect(adminHomePath, { headers: { "Set-Cookie": context.staffCookies.signIn(signedIn.token) } });
  } catch (error) {
    return answerAuthFailure(error, context, staffMessages.saveFailed, values);
  }
}
