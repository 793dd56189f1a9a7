// The profile's tabs (spec §2 Profile): the tab comes from ?tab=, overview by default, and the
// page title follows the tab's label.

export const profileTabs = [
  { id: "overview", label: "Profile Overview", short: "Overview" },
  { id: "orders", label: "Order History", short: "Orders" },
  { id: "wishlist", label: "My Wishlist", short: "Wishlist" },
  { id: "addresses", label: "Address Book", short: "Addresses" },
  { id: "cards", label: "Saved Cards", short: "Saved Cards" },
  { id: "settings", label: "Account Settings", short: "Settings" },
] as const;

export type ProfileTab = (typeof profileTabs)[number]["id"];

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === "string" && profileTabs.some((tab) => tab.id === value);
}

/** The tab a ?tab= value names; anything else is the overview. */
export function profileTabOf(value: string | null): ProfileTab {
  return isProfileTab(value) ? value : "overview";
}

export function profileTabLabel(tab: ProfileTab): string {
  return profileTabs.find((candidate) => candidate.id === tab)?.label ?? "Profile Overview";
}

export function profileTabPath(tab: ProfileTab, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(tab === "overview" ? extra : { tab, ...extra }).toString();
  return search ? `/profile?${search}` : "/profile";
}

export function invoicePath(orderNumber: string): string {
  return `/profile/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
}
