// The profile's tabs (spec §2 Profile): the tab comes from ?tab=, overview by default, and the
// page title follows the tab's label.
import { msg } from "~/i18n/msg";

export const profileTabs = [
  { id: "overview", label: msg("Profile Overview"), short: msg("Overview") },
  { id: "orders", label: msg("Order History"), short: msg("Orders") },
  { id: "wishlist", label: msg("My Wishlist"), short: msg("Wishlist") },
  { id: "addresses", label: msg("Address Book"), short: msg("Addresses") },
  { id: "cards", label: msg("Saved Cards"), short: msg("Saved Cards") },
  { id: "settings", label: msg("Account Settings"), short: msg("Settings") },
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
