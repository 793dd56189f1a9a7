// The back office's forms: staff sign-in, the owner's set-up and an invitation's account, inviting
// and changing staff. Checked in the browser and again by the server's actions.
import * as z from "zod/mini";
import { staffRoles } from "../admin/staff-permissions";
import { authMaxLengths, authMessages, email, password, requiredText } from "./auth-schemas";

/** Staff passwords open the whole store: longer than a shopper's. */
export const minStaffPasswordLength = 12;

export const staffMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${authMaxLengths.name} characters`,
  passwordTooShort: `Password must be at least ${minStaffPasswordLength} characters long`,
  codeInvalid: "Enter the 6-digit code from your authenticator app",
  roleRequired: "Choose a role",
  signInFailed: "Sign-in failed. Please try again.",
  saveFailed: "That could not be saved. Please try again.",
} as const;

function staffPassword() {
  return password(authMessages.passwordRequired, false).check(
    z.minLength(minStaffPasswordLength, { error: staffMessages.passwordTooShort, abort: true }),
  );
}

/** An optional 6-digit code; spaces as authenticator apps show them ("123 456") are allowed. */
const optionalCode = z.optional(
  z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, "")),
    z.regex(/^(\d{6})?$/, { error: staffMessages.codeInvalid }),
  ),
);

export const staffSignInSchema = z.object({
  email: email(),
  password: password(authMessages.passwordRequired, false),
  code: optionalCode,
});

export const ownerSetupSchema = z.object({
  name: requiredText(staffMessages.nameRequired, staffMessages.nameTooLong),
  email: email(),
  password: staffPassword(),
});

export const invitationAcceptSchema = z.object({
  name: requiredText(staffMessages.nameRequired, staffMessages.nameTooLong),
  password: staffPassword(),
});

export const staffInviteSchema = z.object({
  email: email(),
  role: z.enum(staffRoles, { error: staffMessages.roleRequired }),
});

export const secondFactorCodeSchema = z.object({
  code: z.string({ error: staffMessages.codeInvalid }).check(
    z.overwrite((value) => value.replace(/\s+/g, "")),
    z.regex(/^\d{6}$/, { error: staffMessages.codeInvalid }),
  ),
});
