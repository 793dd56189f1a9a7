import { redirect } from "react-router";
import type { Route } from "./+types/admin-logout";

// Signing out ends this staff session (POST only: a link or an image cannot sign anyone out).
export async function action({ context }: Route.ActionArgs) {
  if (context.staffSessionToken) await context.services.staff.signOut(context.staffSessionToken);
  return redirect("/admin/login", { headers: { "Set-Cookie": context.staffCookies.signOut() } });
}

export function loader() {
  return redirect("/admin");
}
