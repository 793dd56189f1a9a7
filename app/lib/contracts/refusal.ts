// A service's refusal: something the shopper (or an API client) can act on, with the message
// shown as it is. Each service's error class extends Refusal with its own codes and the one table
// of their HTTP statuses beside it; refusalOf() is how API handlers and page actions alike turn a
// thrown error into a status and a message. Anything that is not a Refusal is the server's fault.

/**
 * The statuses a refusal may carry: a 4xx the client can do something about, or 503 when a service
 * the store depends on (a payment gateway) cannot be reached just now and asking again will do.
 */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

export abstract class Refusal<Code extends string = string> extends Error {
  readonly status: RefusalStatus;

  protected constructor(
    statuses: Readonly<Record<Code, RefusalStatus>>,
    readonly code: Code,
    message: string,
    /** For a refusal that passes with time (too many tries): seconds until another is accepted. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.status = statuses[code];
  }
}

export interface RefusalAnswer {
  status: RefusalStatus;
  code: string;
  message: string;
  retryAfterSeconds: number | null;
}

function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}

/** The refusal an error stands for, or null when it is not one (a fault: answer 500 and log it). */
export function refusalOf(error: unknown): RefusalAnswer | null {
  if (!isRefusal(error)) return null;
  return { status: error.status, code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
}

/** The headers to answer a refusal with: `base` and, for one that passes with time, Retry-After. */
export function refusalHeaders(refusal: RefusalAnswer, base?: HeadersInit): Headers {
  const headers = new Headers(base);
  if (refusal.retryAfterSeconds !== null) headers.set("Retry-After", String(refusal.retryAfterSeconds));
  return headers;
}
