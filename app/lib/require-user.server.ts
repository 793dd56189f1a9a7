// The one rule for pages that need a signed-in shopper (profile, invoices): a guest is sent to
// /login, which brings them back to the page they asked for.
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { type AppLoadContext } from "react-router";
import type { AuthUser } from "~/lib/contracts/auth";
import { loginPathFor } from "./safe-redirect";

/** The signed-in shopper, or a redirect to /login?redirectTo=<this page> thrown for a guest. */
export function requireUser(request: Request, context: Pick<AppLoadContext, "user">): AuthUser {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw localizedRedirect(request, loginPathFor(`${url.pathname}${url.search}`));
}
