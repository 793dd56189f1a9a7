// The order and return pages' actions: a form's problems as a 400 beside its fields, a service's
// refusal as the form's message with its own status (409 when the order moved meanwhile: nothing
// was applied), anything else as a logged 500.
import { data, type AppLoadContext } from "react-router";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { fieldErrorsOf } from "~/lib/forms/auth-schemas";
import { staffMessages } from "~/lib/forms/staff-schemas";
import type { DeskActionData } from "./order-desk-ui";

export type DeskFields = Partial<Record<string, string>>;

/** Problems that belong to no field the page shows: said above the form instead. */
const formLevel = ["form", "action", "expectedStatus", "conditions"];

export function deskInvalid(intent: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], values: DeskFields) {
  const fieldErrors = fieldErrorsOf(issues);
  const formError = formLevel.map((name) => fieldErrors[name]).find((message) => message !== undefined);
  return data<DeskActionData>({ intent, fieldErrors, formError, values, status: 400 }, { status: 400 });
}

export async function deskAttempt(intent: string, context: Pick<AppLoadContext, "logger" | "requestId">, values: DeskFields, attempt: () => Promise<string>) {
  try {
    return data<DeskActionData>({ intent, ok: await attempt() });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) {
      return data<DeskActionData>({ intent, formError: refusal.message, status: refusal.status, values }, { status: refusal.status, headers: refusalHeaders(refusal) });
    }
    context.logger.error({ err: error, reqId: context.requestId, intent }, "back-office order action failed");
    return data<DeskActionData>({ intent, formError: staffMessages.saveFailed, status: 500, values }, { status: 500 });
  }
}

/** A positive whole number from a form field or an address, else null. */
export function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A loader's service call: a refusal (no such order) becomes the page's error with its status and message. */
export async function deskLoad<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw data({ message: refusal.message }, { status: refusal.status });
    throw error;
  }
}

/** The page's 404 for an address that cannot name an order or a return. */
export function deskNotFound(message: string): never {
  throw data({ message }, { status: 404 });
}
