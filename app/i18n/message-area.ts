// The shop's texts in Hindi are kept in one catalog per area of the store. A page is sent the
// catalogs of its areas only, in its loader data: the shell's with every page, its own beside.
// The English text is each message's id (and its fallback), so a page in English is sent only the
// compiled forms of its messages with placeholders or plurals.

export const messageAreas = [
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
  // Written by the server only, never sent to a page.
  "email",
  "invoice",
] as const;
export type MessageArea = (typeof messageAreas)[number];
