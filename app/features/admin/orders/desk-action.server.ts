// The order and return pages' actions: a form's problems as a 400 beside its fields, a service's
// refusal as the form's message with its own status (409 when the order moved meanwhile: nothing
// was applied), anything else as a logged 500.
import { data, type AppLoadContext } from "react-router";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { fieldErrorsOf } from "~/lib/forms/auth-schemas";
import { orderNoteSchema } from "~/lib/forms/order-desk-schemas";
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

/** The "note" intent of a page that keeps internal notes (an order, a customer): checked, then added. */
export function deskNoteIntent(context: Pick<AppLoadContext, "logger" | "requestId">, fields: DeskFields, addNote: (body: string) => Promise<unknown>) {
  const values = { body: (fields.body ?? "").slice(0, 4000) };
  const parsed = orderNoteSchema.safeParse({ body: fields.body ?? "" });
  if (!parsed.success) return deskInvalid("note", parsed.error.issues, values);
  return deskAttempt("note", context, values, async () => {
    await addNote(parsed.data.body);
    return "Note added.";
  });
}

/** The "resend" intent of a page that lists e-mails sent: the e-mail named by the form, sent again. */
export function deskResendIntent(context: Pick<AppLoadContext, "logger" | "requestId">, fields: DeskFields, resend: (emailId: number) => Promise<unknown>) {
  const emailId = idOf(fields.emailId);
  if (emailId === null) return deskInvalid("resend", [{ path: ["form"], message: "That e-mail is not known. Reload the page." }], {});
  return deskAttempt("resend", context, {}, async () => {
    await resend(emailId);
    return "The e-mail is on its way again.";
  });
}
