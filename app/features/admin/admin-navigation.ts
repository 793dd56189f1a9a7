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
  { to: "/admin/customers", label: "Customers", permission: "customers.read" },
  { to: "/admin/products", label: "Products", permission: "catalog.manage" },
  { to: "/admin/products/import", label: "Catalog CSV", permission: "catalog.manage" },
  { to: "/admin/stock", label: "Stock", permission: "stock.manage" },
  { to: "/admin/promotions", label: "Promo codes", permission: "promotions.manage" },
  { to: "/admin/reviews", label: "Reviews", permission: "reviews.manage" },
  { to: "/admin/staff", label: "Staff", permission: "staff.manage" },
  { to: "/admin/audit", label: "Audit trail", permission: "audit.read" },
  { to: "/admin/api-tokens", label: "API tokens", permission: "api-tokens.manage" },
  { to: "/admin/account", label: "Your account", permission: null },
];

/**
 * The section a page belongs to: the longest section address the page's address starts with, so
 * an order is under Orders and the CSV import under Catalog CSV, not also under Products.
 */
export function currentSection(pathname: string, sections: readonly { to: string }[]): string | null {
  const matching = sections.filter((section) => pathname === section.to || (section.to !== "/admin" && pathname.startsWith(`${section.to}/`)));
  return matching.reduce<string | null>((longest, section) => (longest === null || section.to.length > longest.length ? section.to : longest), null);
}
