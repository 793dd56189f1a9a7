// The store's menus and link lists as data (spec §1–§2), so the header, the mobile drawer and the
// footer draw the same links and a test can check them against the spec in one place. Category
// links use the canonical addresses (server/catalog/taxonomy.ts): the spec's other slugs answer
// with a redirect, which would cost every click a round trip.

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
  menuGroup("Living Room", "living-room", ["Sofas", "Coffee Tables", "TV Units", "Side Tables", "Recliners"]),
  menuGroup("Bedroom", "bedroom", ["Beds", "Wardrobes", "Mattresses", "Side Tables", "Dressing Tables"]),
  menuGroup("Dining Room", "dining-room", ["Dining Sets", "Dining Tables", "Dining Chairs", "Crockery Units"]),
  menuGroup("Office", "office", ["Office Chairs", "Office Tables", "Filing Cabinets", "Bookcases"]),
];

export const allProductsLink: NavLink = { label: "All Products", href: "/products" };

export const wishlistLink: NavLink = { label: "Wishlist", href: "/wishlist" };

export const cartLink: NavLink = { label: "Cart", href: "/cart" };

export const searchPath = "/search";

/** The header's top bar, beside the welcome line and the toll-free number. */
export const topBarLinks: readonly NavLink[] = [
  { label: "Track Order", href: "/track-order" },
  { label: "Store Finder", href: "/find-store" },
];

export type AccountLink = NavLink & {
  /** Only an account has this page: a guest's link goes to sign-in first, coming back here after. */
  readonly needsAccount: boolean;
};

/** The account menu; spec §6: it shows the same entries whoever is signed in. */
export const accountLinks: readonly AccountLink[] = [
  { label: "My Account", href: "/profile", needsAccount: true },
  { label: "My Orders", href: "/profile?tab=orders", needsAccount: true },
  { ...wishlistLink, needsAccount: false },
];

export const authLinks: readonly NavLink[] = [
  { label: "Login", href: "/login" },
  { label: "Register", href: "/register" },
];

export const footerPolicyLinks: readonly NavLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Terms & Conditions", href: "/terms" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Shipping Policy", href: "/shipping" },
  { label: "Returns & Refunds", href: "/returns" },
  { label: "FAQ", href: "/faq" },
];

/** Spec §2: the footer's rooms (its home-office is an alias of office, linked canonically). */
export const footerCategoryLinks: readonly NavLink[] = [
  { label: "Living Room", href: "/category/living-room" },
  { label: "Dining Room", href: "/category/dining-room" },
  { label: "Home Office", href: "/category/office" },
  { label: "Bedroom", href: "/category/bedroom" },
  { label: "Kitchen", href: "/category/kitchen" },
  { label: "Outdoor", href: "/category/outdoor" },
];

/** Spec §1: the app-download links go nowhere, so they are shown as "Coming soon", not as links. */
export const appStores: readonly string[] = ["Google Play", "App Store"];
