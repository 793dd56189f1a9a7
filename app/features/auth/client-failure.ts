import type { AuthActionData } from "./auth-form";

/**
 * Runs a sign-in page's server action from the browser; when the store cannot be reached, fails
 * (a 5xx, e.g. from a proxy in front) or answers something unreadable, the shopper sees the spec's
 * §8 failure message, e.g. "Login failed. Please try again.", and keeps what they typed, instead
 * of an error page. Redirects (signed in, registered, reset) go on as usual.
 */
export async function withFailureMessage<T extends AuthActionData>(
  serverAction: () => Promise<T>,
  failureMessage: string,
): Promise<T | AuthActionData> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("sign-in request failed", error);
    return { formError: failureMessage };
  }
}

/**
 * A sign-in page's shouldRevalidate: an action that answered (an error to show, the reset-link
 * panel) changes nothing its loaders read, so they are not run again. That also keeps the failure
 * message on screen when the store cannot be reached, instead of a second failed request.
 */
export function keepDataAfterAnswer({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return actionResult === undefined ? defaultShouldRevalidate : false;
}
