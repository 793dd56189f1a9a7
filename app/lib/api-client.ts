// The browser's one way to call the store's JSON API (spec §7): base path /api/db, JSON content
// and accept headers, the X-Requested-With header the server's CSRF defence asks for, a 10-second
// timeout, and the 401 rule of spec §8. Responses are checked against a schema, never trusted.
export const apiBasePath = "/api/db";

/** Spec §9: request time-out 10000 ms. */
export const requestTimeoutMs = 10_000;

/** Spec §3: what the browser keeps about a signed-in shopper. */
export const authStorageKeys = { token: "auth_token", user: "user" } as const;

export const loginPath = "/login";

/** The server answered with an error status; `code` and `message` come from its error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The server could not be reached or did not answer in time: the change may be retried later.
 * Kept apart from ApiError because the server never said no.
 */
export class NetworkError extends Error {
  constructor(
    readonly reason: "timeout" | "offline",
    options?: { cause?: unknown },
  ) {
    super(reason === "timeout" ? "The store took too long to answer." : "The store could not be reached.", options);
    this.name = "NetworkError";
  }
}

export interface ApiClientOptions {
  /** Origin to prefix, e.g. http://127.0.0.1:3000 outside a browser; empty in the browser. */
  origin?: string;
  timeoutMs?: number;
  /** Where auth_token and user live; the browser's localStorage by default. */
  storage?: Pick<Storage, "getItem" | "removeItem"> | null;
  /** Called after a 401 has cleared the stored session; goes to /login by default. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Anything that checks an answer: a zod (or zod/mini) schema fits. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiClient {
  request<T>(method: ApiMethod, path: string, schema: ResponseSchema<T>, body?: unknown): Promise<T>;
}

function browserStorage(): Pick<Storage, "getItem" | "removeItem"> | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch (error) {
    // Some privacy modes throw on any access to localStorage; the client then works without it.
    if (error instanceof DOMException) return null;
    throw error;
  }
}

function goToLogin(): void {
  if (typeof window !== "undefined") window.location.assign(loginPath);
}

/** `{"error":{"code","message"}}` when the body has that shape, else a generic description. */
function errorFrom(status: number, body: unknown): ApiError {
  if (typeof body === "object" && body !== null && "error" in body) {
    const error: unknown = body.error;
    if (typeof error === "object" && error !== null && "code" in error && "message" in error) {
      const { code, message } = error;
      if (typeof code === "string" && typeof message === "string") return new ApiError(status, code, message);
    }
  }
  return new ApiError(status, "http_error", `The store answered with status ${status}.`);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  return {
    async request(method, path, schema, body) {
      const storage = options.storage === undefined ? browserStorage() : options.storage;
      const headers: Record<string, string> = {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
      };
      // Spec §6: requests carry a bearer header built from the stored auth_token when there is one.
      const token = storage?.getItem(authStorageKeys.token);
      if (token) headers.Authorization = `Bearer ${token}`;

      const controller = new AbortController();
      const timer = setTimeout(() => {
        controller.abort();
      }, timeoutMs);
      let response: Response;
      let payload: unknown;
      try {
        response = await doFetch(`${options.origin ?? ""}${apiBasePath}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: "same-origin",
          signal: controller.signal,
        });
        payload = await readJson(response);
      } catch (error) {
        if (controller.signal.aborted) throw new NetworkError("timeout", { cause: error });
        if (error instanceof TypeError) throw new NetworkError("offline", { cause: error });
        throw error;
      } finally {
        clearTimeout(timer);
      }

      if (response.status === 401) {
        // Spec §8: any 401 ends the stored session and sends the shopper to sign in again.
        storage?.removeItem(authStorageKeys.token);
        storage?.removeItem(authStorageKeys.user);
        (options.onUnauthorized ?? goToLogin)();
      }
      if (!response.ok) throw errorFrom(response.status, payload);
      if (typeof payload !== "object" || payload === null || !("data" in payload)) {
        throw new ApiError(response.status, "malformed_response", "The store sent an answer we could not read.");
      }
      const parsed = schema.safeParse(payload.data);
      if (!parsed.success) {
        throw new ApiError(response.status, "malformed_response", "The store sent an answer we could not read.");
      }
      return parsed.data;
    },
  };
}

/** The client the store's pages use. */
export const apiClient = createApiClient();
