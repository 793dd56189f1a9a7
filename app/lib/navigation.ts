// The store's menus and link lists as data (spec §1–§2), so the header, the mobile drawer and the
// footer draw the same links and a test can check them against the spec in one place. Category
// links use the canonical addresses (server/catalog/taxonomy.ts): the spec's other slugs answer
// with a redirect, which would cost every click a round trip. Labels are messages: drawn with t().
import { msg } from "~/i18n/msg";

export type NavLink = {
  readonly label: string;
  readonly href: string;
};

export type MenuGroup = NavLink & {
  /** The room's canonical slug (the spec's header slugs living and dining are aliases of it). */
  readonly slug: string;
  readonly subcategories: readonly NavLink[];
};

/** Spec §2: "Subcategory links use the lowercase hyphenated name" (Coffee Tables → coffee-tables). */
export function subcategorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function menuGroup(label: string, slug: string, subcategoryNames: readonly string[]): MenuGroup {
  const href = `/category/${slug}`;
  return {
    label,
    slug,
    href,
    subcategories: subcategoryNames.map((name) => ({ label: name, href: `${href}/${subcategorySlug(name)}` })),
  };
}

/** Spec §2, "Header menu groups", in the spec's order and with its exact names. */
export const menuGroups: readonly MenuGroup[] = [
  menuGroup(msg("Living Room"), "living-room", [msg("Sofas"), msg("Coffee Tables"), msg("TV Units"), msg("Side Tables"), msg("Recliners")]),
  menuGroup(msg("Bedroom"), "bedroom", [msg("Beds"), msg("Wardrobes"), msg("Mattresses"), msg("Side Tables"), msg("Dressing Tables")]),
  menuGroup(msg("Dining Room"), "dining-room", [msg("Dining Sets"), msg("Dining Tables"), msg("Dining Chairs"), msg("Crockery Units")]),
  menuGroup(msg("Office"), "office", [msg("Office Chairs"), msg("Office Tables"), msg("Filing Cabinets"), msg("Bookcases")]),
];

export const allProductsLink: NavLink = { label: msg("All Products"), href: "/products" };

export const wishlistLink: NavLink = { label: msg("Wishlist"), href: "/wishlist" };

export const cartLink: NavLink = { label: msg("Cart"), href: "/cart" };

export const searchPath = "/search";

/** The header's top bar, beside the welcome line and the toll-free number. */
export const topBarLinks: readonly NavLink[] = [
  { label: msg("Track Order"), href: "/track-order" },
  { label: msg("Store Finder"), href: "/find-store" },
];

export type AccountLink = NavLink & {
  /** Only an account has this page: a guest's link goes to sign-in first, coming back here after. */
  readonly needsAccount: boolean;
};

/** The account menu; spec §6: it shows the same entries whoever is signed in. */
export const accountLinks: readonly AccountLink[] = [
  { label: msg("My Account"), href: "/profile", needsAccount: true },
  { label: msg("My Orders"), href: "/profile?tab=orders", needsAccount: true },
  { ...wishlistLink, needsAccount: false },
];

export const authLinks: readonly NavLink[] = [
  { label: msg("Login"), href: "/login" },
  { label: msg("Register"), href: "/register" },
];

export const footerPolicyLinks: readonly NavLink[] = [
  { label: msg("About Us"), href: "/about" },
  { label: msg("Contact Us"), href: "/contact" },
  { label: msg("Terms & Conditions"), href: "/terms" },
  { label: msg("Privacy Policy"), href: "/privacy" },
  { label: msg("Shipping Policy"), href: "/shipping" },
  { label: msg("Returns & Refunds"), href: "/returns" },
  { label: msg("FAQ"), href: "/faq" },
];

/** Spec §2: the footer's rooms (its home-office is an alias of office, linked canonically). */
export const footerCategoryLinks: readonly NavLink[] = [
  { label: msg("Living Room"), href: "/category/living-room" },
  { label: msg("Dining Room"), href: "/category/dining-room" },
  { label: msg("Home Office"), href: "/category/office" },
  { label: msg("Bedroom"), href: "/category/bedroom" },
  { label: msg("Kitchen"), href: "/category/kitchen" },
  { label: msg("Outdoor"), href: "/category/outdoor" },
];

/** Spec §1: the app-download links go nowhere, so they are shown as "Coming soon", not as links. */
export const appStores: readonly string[] = ["Google Play", "App Store"];
