import { redirect } from "react-router";
import type { Route } from "./+types/logout";

// POST only: a link or a prefetch must never sign anyone out. Someone opening /logout goes home.
export function loader() {
  return redirect("/");
}

/** Ends the session on the server, makes the browser forget its cookie, and goes home. */
export async function action({ context }: Route.ActionArgs) {
  if (context.sessionToken) await context.services.auth.signOut(context.sessionToken);
  return redirect("/", { headers: { "Set-Cookie": context.sessionCookies.signOut() } });
}
