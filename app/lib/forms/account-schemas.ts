// The account settings forms that are not about signing in: the name and mobile number, changing
// the e-mail address (which asks for the current password) and the notification toggles of spec §3
// "Account settings".
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";
import { loginSchema, registerSchema } from "./auth-schemas";

export const changeEmailSchema = z.object({
  newEmail: loginSchema.shape.email,
  currentPassword: loginSchema.shape.password,
});
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;

/** Settings: the name and mobile number, with registration's rules and messages (spec §5). */
export const accountDetailsSchema = z.object({
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  mobile: registerSchema.shape.mobile,
});
export type AccountDetailsInput = z.output<typeof accountDetailsSchema>;

export const accountMessages = {
  emailChanged: msg("Your email address has been changed."),
  detailsSaved: msg("Your name and mobile number have been saved."),
  emailUnchanged: msg("That is already your email address."),
  notificationsSaved: msg("Your notification settings have been saved."),
} as const;

/** Spec §3: emailNotifications (orderUpdates, promotions, newsletter), pushNotifications (orderUpdates, promotions). */
export interface NotificationSettings {
  email: { orderUpdates: boolean; promotions: boolean; newsletter: boolean };
  push: { orderUpdates: boolean; promotions: boolean };
}

/** Each toggle's form field name and label, in the order the settings tab shows them. */
export const notificationToggles = [
  { name: "emailOrderUpdates", group: "email", key: "orderUpdates", label: msg("Order updates"), description: msg("Confirmation, shipping and delivery of your orders") },
  { name: "emailPromotions", group: "email", key: "promotions", label: msg("Promotions"), description: msg("Sales and offers on furniture you might like") },
  { name: "emailNewsletter", group: "email", key: "newsletter", label: msg("Newsletter"), description: msg("New collections and home ideas, at most once a week") },
  { name: "pushOrderUpdates", group: "push", key: "orderUpdates", label: msg("Order updates"), description: msg("When your order ships and arrives") },
  { name: "pushPromotions", group: "push", key: "promotions", label: msg("Promotions"), description: msg("Flash sales and price drops") },
] as const;

/** A checkbox form: a toggle is on when its field was sent at all (as browsers send checked boxes). */
export function notificationSettingsFromForm(has: (name: string) => boolean): NotificationSettings {
  return {
    email: { orderUpdates: has("emailOrderUpdates"), promotions: has("emailPromotions"), newsletter: has("emailNewsletter") },
    push: { orderUpdates: has("pushOrderUpdates"), promotions: has("pushPromotions") },
  };
}
