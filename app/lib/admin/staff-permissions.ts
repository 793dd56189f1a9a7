// Who on the staff may do what: the one table every admin page, action and API call is checked
// against, on the server (the services refuse) and in the pages (which hide what would be refused).

export const staffRoles = ["owner", "operations", "catalog", "support"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  owner: "Owner",
  operations: "Operations",
  catalog: "Catalog",
  support: "Support",
};

/** What each role is for, as the owner's staff screen explains it. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: "Everything, including staff, API tokens and the audit trail.",
  operations: "Orders, returns and stock.",
  catalog: "Products, prices, promotions and reviews.",
  support: "Reads orders and customers, writes notes, resends e-mails.",
};

/** Every permission and the roles that hold it. The owner holds them all. */
export const staffPermissions = {
  "staff.manage": ["owner"],
  "audit.read": ["owner"],
  "api-tokens.manage": ["owner"],
  "orders.read": ["owner", "operations", "support"],
  "orders.advance": ["owner", "operations"],
  "orders.cancel": ["owner", "operations"],
  "orders.note": ["owner", "operations", "support"],
  "returns.manage": ["owner", "operations"],
  "stock.manage": ["owner", "operations"],
  // Also sends a shopper the shop's own password-reset e-mail from their customer page: like a
  // resend, it only puts the store's own mail in the shopper's own inbox; staff never see the link.
  "emails.resend": ["owner", "operations", "support"],
  "customers.read": ["owner", "operations", "support"],
  /** Internal notes on a customer's account, as orders.note is on an order. */
  "customers.note": ["owner", "operations", "support"],
  "catalog.manage": ["owner", "catalog"],
  "promotions.manage": ["owner", "catalog"],
  "reviews.manage": ["owner", "catalog"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissions;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}
