import { isStorableText } from "./storable-text";

/** What a page answers to a form with a character no one types and the database cannot store. */
export const unstorableFormMessage = "The form contains a character that is not allowed.";

/**
 * Reads a form post of at most maxBytes, refusing a bigger one before it is buffered, and one
 * with a NUL character in a field (PostgreSQL cannot store it). Shared by every page action that
 * takes a form, so none can be made to read megabytes or to fail in the database.
 */
export async function readLimitedForm(
  request: Request,
  maxBytes: number,
): Promise<FormData | "too_large" | "unreadable" | "unstorable"> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return "too_large";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return "too_large";
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body,
    }).formData();
  } catch (error) {
    // Not a form (wrong content type or a broken multipart body): the sender's mistake.
    if (error instanceof TypeError) return "unreadable";
    throw error;
  }
  for (const [name, value] of form) {
    if (!isStorableText(name) || (typeof value === "string" && !isStorableText(value))) return "unstorable";
  }
  return form;
}
