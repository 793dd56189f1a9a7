// What every back-office action shares: read the small form, run the service call, and answer a
// refusal with its status and message (the page shows it), anything else as a logged 500.
import { data, type AppLoadContext } from "react-router";
import type { AuthFields } from "~/features/auth/auth-action.server";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import type { SecondFactorEnrolment } from "~/lib/contracts/staff";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms/auth-schemas";
import { staffMessages } from "~/lib/forms/staff-schemas";

export interface AdminActionData {
  /** Which form answered, so only that one shows the message (absent: a form that could not be read). */
  intent?: string;
  ok?: string;
  formError?: string;
  fieldErrors?: FieldErrors;
  values?: AuthFields;
  /** A second factor being set up, shown again after a mistyped code (the account page). */
  enrolment?: SecondFactorEnrolment;
}

/** What an answer carries besides its message: kept whether the action worked or not. */
type Extra = Pick<AdminActionData, "enrolment">;

export function adminFormInvalid(intent: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], values: AuthFields, extra: Extra = {}) {
  return data<AdminActionData>({ intent, fieldErrors: fieldErrorsOf(issues), values, ...extra }, { status: 400 });
}

export function adminDone(intent: string, message: string) {
  return data<AdminActionData>({ intent, ok: message });
}

/** Runs a service call for a form; its refusal becomes the form's message with the refusal's status. */
export async function adminAttempt(
  intent: string,
  context: Pick<AppLoadContext, "logger" | "requestId">,
  values: AuthFields,
  attempt: () => Promise<string>,
  extra: Extra = {},
) {
  try {
    return adminDone(intent, await attempt());
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) {
      return data<AdminActionData>({ intent, formError: refusal.message, values, ...extra }, { status: refusal.status, headers: refusalHeaders(refusal) });
    }
    context.logger.error({ err: error, reqId: context.requestId, intent }, "back-office action failed");
    return data<AdminActionData>({ intent, formError: staffMessages.saveFailed, values, ...extra }, { status: 500 });
  }
}
