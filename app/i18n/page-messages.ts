import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

/** A page's messages, compiled by the server: the English text's key (messageKey) → the text to show. */
export type PageMessages = Readonly<Record<string, CompiledMessage | string>>;

const checked = new WeakSet<object>();

/**
 * The messages a route's loader data carries (see pageMessages on the server), if it carries any.
 * Each object is looked over once: a compiled message is a string or an array.
 */
export function messagesOf(loaderData: unknown): PageMessages | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("messages" in loaderData)) return undefined;
  const { messages } = loaderData;
  if (!isPageMessages(messages)) return undefined;
  return messages;
}

function isPageMessages(value: unknown): value is PageMessages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  if (checked.has(value)) return true;
  const valid = Object.values(value).every((message) => typeof message === "string" || Array.isArray(message));
  if (valid) checked.add(value);
  return valid;
}
