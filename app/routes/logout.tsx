import { redirect } from "react-router";
import { defaultLanguage, languageOfPath, pathInLanguage } from "~/i18n/language";
import type { Route } from "./+types/logout";

/** Home in the language of the page the shopper signed out from (/logout itself has no language). */
function homeOf(request: Request): string {
  const from = request.headers.get("referer");
  let language = defaultLanguage;
  try {
    if (from && new URL(from).origin === new URL(request.url).origin) language = languageOfPath(new URL(from).pathname);
  } catch {
    // An unreadable Referer: home in English.
  }
  return pathInLanguage("/", language);
}

// POST only: a link or a prefetch must never sign anyone out. Someone opening /logout goes home.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(homeOf(request));
}

/** Ends the session on the server, makes the browser forget its cookie, and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.sessionToken) await context.services.auth.signOut(context.sessionToken);
  return redirect(homeOf(request), { headers: { "Set-Cookie": context.sessionCookies.signOut() } });
}
