// Reads the product form's post: larger than the other back-office forms (a description of up to
// 5,000 characters, rows of specifications and variants, each text again in Hindi), still bounded
// before it is buffered.
import { data } from "react-router";
import type { DeskActionData } from "~/features/admin/orders/order-desk-ui";
import { productFieldErrors } from "~/lib/forms/product-schemas";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";

export type ProductFields = Partial<Record<string, string>>;

// Every field at its limit in Devanagari, which a form sends as 9 bytes a character (3 bytes of
// UTF-8, each written %XX), is about 460 KB.
const maxProductFormBytes = 512 * 1024;

export async function readProductFields(request: Request): Promise<{ ok: true; fields: ProductFields } | { ok: false; response: ReturnType<typeof data<DeskActionData>> }> {
  const form = await readLimitedForm(request, maxProductFormBytes);
  if (form === "too_large") return { ok: false, response: data({ formError: "The form is too large.", status: 413 }, { status: 413 }) };
  if (form === "unreadable") return { ok: false, response: data({ formError: "Please send the form as a form.", status: 415 }, { status: 415 }) };
  if (form === "unstorable") return { ok: false, response: data({ formError: unstorableFormMessage, status: 400 }, { status: 400 }) };
  const fields: ProductFields = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && fields[name] === undefined) fields[name] = value;
  }
  return { ok: true, fields };
}

/** The form's problems beside their fields (`variants.1.price`), the first also said above the form. */
export function productFormInvalid(intent: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], values: ProductFields) {
  const fieldErrors = productFieldErrors(issues);
  const first = Object.values(fieldErrors)[0];
  const formError = first ? `Please correct the form: ${first}` : "Please correct the form.";
  return data<DeskActionData>({ intent, fieldErrors, formError, values, status: 400 }, { status: 400 });
}
