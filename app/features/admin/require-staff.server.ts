// The one rule for back-office pages: someone on the staff must be signed in (else the staff
// sign-in page, which brings them back), and each page or action names the permission it needs;
// the services check it again whoever calls them.
import { data, redirect, type AppLoadContext } from "react-router";
import { roleMay, type StaffPermission } from "~/lib/admin/staff-permissions";
import { StaffError, staffErrorMessages, type StaffActor } from "~/lib/contracts/staff";
import { safeRedirectPath } from "~/lib/safe-redirect";

export const adminHomePath = "/admin";

export function adminLoginPathFor(path: string): string {
  const back = safeRedirectPath(path, adminHomePath);
  return back === adminHomePath ? "/admin/login" : `/admin/login?${new URLSearchParams({ redirectTo: back }).toString()}`;
}

/** The signed-in staff member as the actor of what follows, or a redirect to the staff sign-in. */
export function requireStaff(request: Request, context: Pick<AppLoadContext, "staff" | "clientAddress">): StaffActor {
  if (context.staff) return { staff: context.staff, clientAddress: context.clientAddress };
  const url = new URL(request.url);
  throw redirect(adminLoginPathFor(`${url.pathname}${url.search}`));
}

/** As requireStaff, and a 403 page when the role does not hold the permission. */
export function requireStaffPermission(
  request: Request,
  context: Pick<AppLoadContext, "staff" | "clientAddress">,
  permission: StaffPermission,
): StaffActor {
  const actor = requireStaff(request, context);
  if (!roleMay(actor.staff.role, permission)) {
    const refusal = new StaffError("forbidden", staffErrorMessages.forbidden(permission));
    throw data({ message: refusal.message }, { status: refusal.status });
  }
  return actor;
}
