// The shop's texts in Hindi are kept in one catalog per area of the store. A page is sent the
// catalogs of its areas only: the shell's with every page, its own beside (page-messages.ts).
// The English text is each message's id (and its fallback), so a page in English is sent only the
// compiled forms of its messages with placeholders or plurals.

/** The areas a page may be sent. */
export const pageAreas = [
  "shell",
  "home",
  "catalog",
  "product",
  "cart",
  "checkout",
  "orders",
  "account",
  "profile",
  "content",
  "wishlist",
  "delivery",
] as const;
export type PageArea = (typeof pageAreas)[number];

/** Written by the server only, never sent to a page. */
const serverAreas = ["email", "invoice"] as const;

export const messageAreas = [...pageAreas, ...serverAreas] as const;
export type MessageArea = (typeof messageAreas)[number];

export function isPageArea(value: string): value is PageArea {
  return pageAreas.some((area) => area === value);
}
