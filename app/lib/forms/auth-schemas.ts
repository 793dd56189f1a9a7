// The sign-in forms of spec §5 (login, registration, forgot and reset password, change password),
// checked in the browser before sending and again by the server's actions and JSON API: one set
// of rules and the spec's exact messages. zod/mini, because these pages ship it to the browser.
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";
import { maxEmailLength } from "./email-length";
import { phoneField } from "./phone-field";

export const authMaxLengths = {
  name: 50,
  email: maxEmailLength,
  /** argon2 takes any length; a bound keeps a request from making it hash a megabyte. */
  password: 128,
  token: 128,
} as const;

export const minPasswordLength = 8;

export const authMessages = {
  emailRequired: msg("Email is required"),
  emailInvalid: msg("Please enter a valid email address"),
  emailTooLong: msg(`Email must be at most ${authMaxLengths.email} characters`),
  passwordRequired: msg("Password is required"),
  passwordTooShort: msg(`Password must be at least ${minPasswordLength} characters long`),
  passwordTooLong: msg(`Password must be at most ${authMaxLengths.password} characters`),
  firstNameRequired: msg("First name is required"),
  firstNameTooLong: msg(`First name must be at most ${authMaxLengths.name} characters`),
  lastNameRequired: msg("Last name is required"),
  lastNameTooLong: msg(`Last name must be at most ${authMaxLengths.name} characters`),
  mobileRequired: msg("Mobile number is required"),
  mobileInvalid: msg("Please enter a valid 10-digit mobile number"),
  confirmationRequired: msg("Please confirm your password"),
  passwordsDoNotMatch: msg("Passwords do not match"),
  currentPasswordRequired: msg("Current password is required"),
  newPasswordRequired: msg("New password is required"),
  newPasswordConfirmationRequired: msg("Please confirm your new password"),
  newPasswordsDoNotMatch: msg("New passwords do not match"),
  /** Spec §8: a reset submitted without its token or e-mail. */
  invalidResetLink: msg("Invalid reset link. Please request a new password reset."),
  /** Spec §8, shown when the server fails or cannot be reached. */
  loginFailed: msg("Login failed. Please try again."),
  registrationFailed: msg("Registration failed. Please try again."),
  forgotFailed: msg("Failed to send password reset link. Please try again."),
  resetFailed: msg("Failed to reset password. Please try again."),
  changeFailed: msg("Failed to change password. Please try again."),
  /** Spec §8 success messages. */
  resetLinkSent: msg("Password reset link sent!"),
  resetLinkSentDetail: msg("Please check your email for instructions to reset your password."),
  passwordReset: msg("Password has been reset successfully. Please login with your new password."),
  registered: msg("Your account has been created. Please login with your email and password."),
  passwordChanged: msg("Your password has been changed."),
  emailChanged: msg("Your email address has been updated."),
  signedOut: msg("You have been logged out."),
} as const;

/** Spec §5: "a simple pattern": something, @, something, a dot, something; no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email() {
  return z.string({ error: authMessages.emailRequired }).check(
    z.trim(),
    // abort: one clear message per problem, not "required" and "invalid" at once.
    z.minLength(1, { error: authMessages.emailRequired, abort: true }),
    z.maxLength(authMaxLengths.email, { error: authMessages.emailTooLong, abort: true }),
    z.regex(emailPattern, { error: authMessages.emailInvalid }),
  );
}

export function requiredText(required: string, tooLong: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(authMaxLengths.name, { error: tooLong, abort: true }),
  );
}

/** Passwords are never trimmed: a space is as good a character as any. */
export function password(required: string, minimum: boolean) {
  return z.string({ error: required }).check(
    z.minLength(1, { error: required, abort: true }),
    ...(minimum ? [z.minLength(minPasswordLength, { error: authMessages.passwordTooShort, abort: true })] : []),
    z.maxLength(authMaxLengths.password, { error: authMessages.passwordTooLong, abort: true }),
  );
}

function resetLinkPart() {
  return z.string({ error: authMessages.invalidResetLink }).check(
    z.trim(),
    z.minLength(1, { error: authMessages.invalidResetLink, abort: true }),
    z.maxLength(authMaxLengths.token + authMaxLengths.email, { error: authMessages.invalidResetLink, abort: true }),
  );
}

export const loginSchema = z.object({
  email: email(),
  password: password(authMessages.passwordRequired, false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: requiredText(authMessages.firstNameRequired, authMessages.firstNameTooLong),
  lastName: requiredText(authMessages.lastNameRequired, authMessages.lastNameTooLong),
  mobile: phoneField({ required: authMessages.mobileRequired, invalid: authMessages.mobileInvalid }),
  email: email(),
  password: password(authMessages.passwordRequired, true),
});
export type RegisterFormInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });

/** Spec §3 "Reset form": password, password_confirmation, plus the token and email from the link. */
export const resetPasswordSchema = z
  .object({
    token: resetLinkPart(),
    email: resetLinkPart(),
    password: password(authMessages.passwordRequired, true),
    password_confirmation: z.string({ error: authMessages.confirmationRequired }).check(
      z.minLength(1, { error: authMessages.confirmationRequired, abort: true }),
    ),
  })
  .check(
    z.refine((value) => value.password === value.password_confirmation, {
      error: authMessages.passwordsDoNotMatch,
      path: ["password_confirmation"],
    }),
  );
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Spec §5 "Change password": all three fields are required. */
export const changePasswordSchema = z
  .object({
    currentPassword: password(authMessages.currentPasswordRequired, false),
    newPassword: password(authMessages.newPasswordRequired, true),
    confirmPassword: z.string({ error: authMessages.newPasswordConfirmationRequired }).check(
      z.minLength(1, { error: authMessages.newPasswordConfirmationRequired, abort: true }),
    ),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      error: authMessages.newPasswordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Settings: change e-mail, confirmed with the current password. */
export const changeEmailSchema = z.object({
  email: email(),
  currentPassword: password(authMessages.currentPasswordRequired, false),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Each field's first problem, by field name; a problem not tied to a field goes under "form". */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a form's fields say about values: {} when they can be sent. */
export function validateFields(
  schema: { safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } },
  values: Record<string, unknown>,
): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
