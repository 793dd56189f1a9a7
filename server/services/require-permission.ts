// The permission check every admin service call goes through, against the one role table.
import { roleMay, type StaffPermission } from "../../app/lib/admin/staff-permissions";
import { StaffError, staffErrorMessages, type StaffActor } from "../../app/lib/contracts/staff";

/** Throws a 403 refusal unless the actor's role holds the permission. */
export function requirePermission(actor: StaffActor, permission: StaffPermission): void {
  if (!roleMay(actor.staff.role, permission)) throw new StaffError("forbidden", staffErrorMessages.forbidden(permission));
}
