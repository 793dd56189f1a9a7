// The back office's sections, each shown to the roles whose permission it needs.
import type { StaffPermission } from "~/lib/admin/staff-permissions";

export interface AdminSection {
  to: string;
  label: string;
  /** Null: every staff member. */
  permission: StaffPermission | null;
}

export const adminSections: readonly AdminSection[] = [
  { to: "/admin", label: "Home", permission: null },
  { to: "/admin/orders", label: "Orders", permission: "orders.read" },
  { to: "/admin/returns", label: "Returns", permission: "orders.read" },
  { to: "/admin/staff", label: "Staff", permission: "staff.manage" },
  { to: "/admin/audit", label: "Audit trail", permission: "audit.read" },
  { to: "/admin/api-tokens", label: "API tokens", permission: "api-tokens.manage" },
  { to: "/admin/account", label: "Your account", permission: null },
];
