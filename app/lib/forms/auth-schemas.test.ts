import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  validateFields,
} from "./auth-schemas";

const registration = { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email: "asha@example.com", password: "12345678" };

describe("the sign-in forms' rules (spec §5)", () => {
  it("login: email and password are required, the email must look like one", () => {
    expect(validateFields(loginSchema, {})).toEqual({ email: "Email is required", password: "Password is required" });
    expect(validateFields(loginSchema, { email: "   ", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(validateFields(loginSchema, { email: "asha@", password: "x" })).toEqual({ email: "Please enter a valid email address" });
    expect(validateFields(loginSchema, { email: " asha@example.com ", password: "x" })).toEqual({});
  });

  it("registration: every field with the spec's message", () => {
    expect(validateFields(registerSchema, {})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      mobile: "Mobile number is required",
      email: "Email is required",
      password: "Password is required",
    });
    expect(validateFields(registerSchema, { ...registration, mobile: "98765 4321" })).toEqual({
      mobile: "Please enter a valid 10-digit mobile number",
    });
    expect(validateFields(registerSchema, { ...registration, mobile: "98765432100" })).toEqual({
      mobile: "Please enter a valid 10-digit mobile number",
    });
    expect(validateFields(registerSchema, { ...registration, mobile: "+91 98765 4321" })).toEqual({
      mobile: "Please enter a valid 10-digit mobile number",
    });
    expect(validateFields(registerSchema, { ...registration, password: "1234567" })).toEqual({
      password: "Password must be at least 8 characters long",
    });
    expect(validateFields(registerSchema, registration)).toEqual({});
  });

  it("registration keeps the ten digits of a mobile number typed with spaces, dashes or +91", () => {
    for (const mobile of ["98765 43210", "98765-43210", "+91 98765 43210", "919876543210", "098765 43210"]) {
      expect(registerSchema.parse({ ...registration, mobile }).mobile).toBe("9876543210");
    }
  });

  it("never trims a password: spaces count", () => {
    expect(registerSchema.parse({ ...registration, password: "  spaced  " }).password).toBe("  spaced  ");
  });

  it("forgot password: the email is required", () => {
    expect(validateFields(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email is required" });
  });

  it("reset: both passwords required, they must match, and a link without token or email is invalid", () => {
    const link = { token: "t".repeat(43), email: "asha@example.com" };
    expect(validateFields(resetPasswordSchema, link)).toEqual({
      password: "Password is required",
      password_confirmation: "Please confirm your password",
    });
    expect(validateFields(resetPasswordSchema, { ...link, password: "12345678", password_confirmation: "12345679" })).toEqual({
      password_confirmation: "Passwords do not match",
    });
    expect(validateFields(resetPasswordSchema, { password: "12345678", password_confirmation: "12345678" })).toEqual({
      token: "Invalid reset link. Please request a new password reset.",
      email: "Invalid reset link. Please request a new password reset.",
    });
  });

  it("change password: all three required, new ones match and are long enough", () => {
    expect(validateFields(changePasswordSchema, {})).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password is required",
      confirmPassword: "Please confirm your new password",
    });
    expect(
      validateFields(changePasswordSchema, { currentPassword: "old", newPassword: "short", confirmPassword: "short" }),
    ).toEqual({ newPassword: "Password must be at least 8 characters long" });
    expect(
      validateFields(changePasswordSchema, { currentPassword: "old", newPassword: "long-enough", confirmPassword: "long-enougH" }),
    ).toEqual({ confirmPassword: "New passwords do not match" });
  });
});
