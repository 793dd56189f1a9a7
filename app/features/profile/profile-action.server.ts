// The /profile route's action: one intent per change (address book, saved cards, review, order
// cancellation, settings), each parsed with its shared schema and handed to a service for the signed-in shopper
// only. Bad input gets its messages and a 4xx; a refusal by a service gets its message.
import { data, type AppLoadContext } from "react-router";
import { refusalText } from "~/features/account/refusal-text.server";
import { pageText } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { AddressError } from "~/lib/contracts/addresses";
import { orderNumberPattern } from "~/lib/contracts/orders";
import { refusalHeaders, refusalOf, type RefusalAnswer, type RefusalStatus } from "~/lib/contracts/refusal";
import { accountDetailsSchema, changeEmailSchema, notificationSettingsFromForm, accountMessages } from "~/lib/forms/account-schemas";
import { addressFields, addressSchema } from "~/lib/forms/address-schema";
import { authMessages, changePasswordSchema, fieldErrorsOf } from "~/lib/forms/auth-schemas";
import { fillPlaceFromPincode } from "~/lib/forms/pincode-place";
import { reviewSchema } from "~/lib/forms/review-schema";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { requireUser } from "~/lib/require-user.server";
import { isProfileIntent, type ProfileActionData, type ProfileIntent } from "./profile-intents";

/** The largest profile form (an address or a review) is a few kilobytes. */
const maxFormBytes = 16 * 1024;

interface ProfileRefusal {
  status: 400 | 404 | 413 | 415 | 500 | RefusalStatus;
  intent: ProfileIntent | null;
  message?: string | null;
  errors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  target?: number | null;
  headers?: Headers;
}

function refuse(refusal: ProfileRefusal) {
  const body: ProfileActionData = {
    ok: false,
    intent: refusal.intent,
    message: refusal.message ?? null,
    errors: refusal.errors ?? {},
    values: refusal.values ?? {},
    target: refusal.target ?? null,
  };
  return data(body, { status: refusal.status, headers: refusal.headers });
}

/** A service's refusal, with its status and headers, shown as the answer says. */
function refuseWith(refusal: RefusalAnswer, answer: Omit<ProfileRefusal, "status" | "headers">) {
  return refuse({ ...answer, status: refusal.status, headers: refusalHeaders(refusal) });
}

function done(intent: ProfileIntent, message: string, target: number | null = null) {
  const body: ProfileActionData = { ok: true, intent, message, target };
  return data(body);
}

/** An id field (address, card, order line): a positive whole number, else null. */
function idOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export async function profileAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const user = requireUser(request, context);
  const form = await readLimitedForm(request, maxFormBytes);
  if (form === "too_large") return refuse({ status: 413, intent: null, message: msg("The form is too large.") });
  if (form === "unreadable") return refuse({ status: 415, intent: null, message: msg("Send the form as a form.") });
  if (form === "unstorable") return refuse({ status: 422, intent: null, message: unstorableFormMessage });
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // First value wins; a file where text belongs is simply not a valid field.
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const intent = fields.intent;
  if (!isProfileIntent(intent)) return refuse({ status: 400, intent: null, message: msg("Unknown profile action.") });
  const { services, logger } = context;

  try {
    switch (intent) {
      case "address-save": {
        const id = fields.id ? idOf(fields.id) : null;
        if (fields.id && id === null) return refuse({ status: 404, intent, message: msg("That address was not found in your address book.") });
        const place = { pincode: fields.pincode ?? "", city: fields.city ?? "", state: fields.state ?? "" };
        const typed: Record<string, string> = { ...fields, ...(await fillPlaceFromPincode(place, (pincode) => services.delivery.place(pincode))) };
        const values = Object.fromEntries(addressFields.map((field) => [field, typed[field] ?? ""]));
        const parsed = addressSchema.safeParse(typed);
        if (!parsed.success) return refuse({ status: 400, intent, errors: fieldErrorsOf(parsed.error.issues), values, target: id });
        try {
          if (id === null) {
            const saved = await services.addresses.create(user.id, parsed.data);
            return done(intent, msg("Your new address has been saved."), saved.id);
          }
          await services.addresses.update(user.id, id, parsed.data);
          return done(intent, msg("Your address has been updated."), id);
        } catch (error) {
          // A PIN code refused by checkout's rule is the PIN code field's to fix; what was typed stays.
          if (!(error instanceof AddressError) || (error.code !== "unknown_pincode" && error.code !== "pincode_state_mismatch")) throw error;
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          return refuseWith(refusal, { intent, errors: { pincode: refusalText(request, refusal) }, values, target: id });
        }
      }
      case "address-delete":
      case "address-default": {
        const id = idOf(fields.id);
        if (id === null) return refuse({ status: 404, intent, message: msg("That address was not found in your address book.") });
        if (intent === "address-delete") {
          await services.addresses.remove(user.id, id);
          return done(intent, msg("The address has been deleted."), id);
        }
        await services.addresses.setDefault(user.id, id);
        return done(intent, msg("Your default address has been changed."), id);
      }
      case "card-delete":
      case "card-default": {
        const id = idOf(fields.id);
        if (id === null) return refuse({ status: 404, intent, message: msg("That card was not found among your saved cards.") });
        if (intent === "card-delete") {
          await services.savedCards.remove(user.id, id);
          return done(intent, msg("The card has been deleted."), id);
        }
        await services.savedCards.setDefault(user.id, id);
        return done(intent, msg("Your default card has been changed."), id);
      }
      case "review": {
        const lineId = idOf(fields.lineId);
        if (lineId === null) return refuse({ status: 404, intent, message: msg("That item was not found in your orders.") });
        const parsed = reviewSchema.safeParse(fields);
        if (!parsed.success) {
          return refuse({
            status: 400,
            intent,
            errors: fieldErrorsOf(parsed.error.issues),
            values: { rating: fields.rating ?? "", comment: fields.comment ?? "" },
            target: lineId,
          });
        }
        try {
          await services.account.writeReview(user.id, lineId, Number(parsed.data.rating), parsed.data.comment);
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          return refuseWith(refusal, { intent, message: refusalText(request, refusal), values: { rating: parsed.data.rating, comment: parsed.data.comment }, target: lineId });
        }
        return done(intent, msg("Thank you! Your review has been published."), lineId);
      }
      case "order-cancel": {
        const number = fields.number ?? "";
        if (!orderNumberPattern.test(number)) return refuse({ status: 404, intent, message: msg("That order was not found in your account.") });
        try {
          await services.orderChanges.cancel({ kind: "user", userId: user.id }, number, {
            clientAddress: context.clientAddress,
            origin: new URL(request.url).origin,
          });
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          // The order's number goes back, so the refusal shows in that order's confirmation.
          return refuseWith(refusal, { intent, message: refusalText(request, refusal), values: { number } });
        }
        return done(intent, pageText(request, msg("Your order {number} has been cancelled. We have e-mailed you what happens to your payment."), { number }));
      }
      case "notifications": {
        await services.account.updateNotificationSettings(user.id, notificationSettingsFromForm((name) => name in fields));
        return done(intent, accountMessages.notificationsSaved);
      }
      case "password": {
        const parsed = changePasswordSchema.safeParse(fields);
        if (!parsed.success) return refuse({ status: 400, intent, errors: fieldErrorsOf(parsed.error.issues) });
        try {
          await services.auth.changePassword(user.id, parsed.data, context.sessionToken);
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal?.code === "rate_limited") return refuseWith(refusal, { intent, message: refusalText(request, refusal) });
          if (refusal) return refuseWith(refusal, { intent, errors: { currentPassword: refusalText(request, refusal) } });
          // Spec §5: the one message for a change that failed for any other reason.
          logger.error({ err: error, reqId: context.requestId }, "changing a password failed");
          return refuse({ status: 500, intent, message: authMessages.changeFailed });
        }
        return done(intent, authMessages.passwordChanged);
      }
      case "email": {
        const parsed = changeEmailSchema.safeParse(fields);
        const values = { newEmail: fields.newEmail ?? "" };
        if (!parsed.success) return refuse({ status: 400, intent, errors: fieldErrorsOf(parsed.error.issues), values });
        if (parsed.data.newEmail.toLowerCase() === user.email.toLowerCase()) {
          return refuse({ status: 400, intent, errors: { newEmail: accountMessages.emailUnchanged }, values });
        }
        try {
          await services.auth.changeEmail(user.id, { currentPassword: parsed.data.currentPassword, email: parsed.data.newEmail });
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          if (refusal.code === "rate_limited") return refuseWith(refusal, { intent, message: refusalText(request, refusal), values });
          const field = refusal.code === "wrong_password" ? "currentPassword" : "newEmail";
          return refuseWith(refusal, { intent, errors: { [field]: refusalText(request, refusal) }, values });
        }
        return done(intent, accountMessages.emailChanged);
      }
      case "details": {
        const parsed = accountDetailsSchema.safeParse(fields);
        const values = { firstName: fields.firstName ?? "", lastName: fields.lastName ?? "", mobile: fields.mobile ?? "" };
        if (!parsed.success) return refuse({ status: 400, intent, errors: fieldErrorsOf(parsed.error.issues), values });
        await services.auth.changeDetails(user.id, parsed.data);
        return done(intent, accountMessages.detailsSaved);
      }
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseWith(refusal, { intent, message: refusalText(request, refusal), target: idOf(fields.id) });
  }
}
