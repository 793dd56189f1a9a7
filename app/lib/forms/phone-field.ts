// Every phone and mobile field of the forms (checkout, address book, registration): what was typed
// or pasted is read by the one phone rule (app/lib/phone.ts) and kept as its ten digits, or refused
// with the form's own message (spec §5). Never cut: a number too long or too short is refused.
import * as z from "zod/mini";
import { parsePhone, phoneDigitsPattern, phoneMaxLength } from "../phone";

export function phoneField(messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    // abort: one clear message per problem, not "required" and "invalid" at once.
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(phoneMaxLength, { error: messages.invalid, abort: true }),
    z.overwrite((typed) => parsePhone(typed) ?? typed),
    z.regex(phoneDigitsPattern, { error: messages.invalid }),
  );
}
