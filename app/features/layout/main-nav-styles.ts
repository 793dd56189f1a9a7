// Shared by the server-rendered stand-in (main-nav.tsx) and the Radix menu that replaces it
// (main-nav-menu.tsx), so the swap changes no pixel.

export const navClass = "hidden border-t border-stone-200 md:block";
export const navInnerClass = "mx-auto max-w-7xl px-2 sm:px-4 lg:px-6";
export const listClass = "flex items-center gap-1";
export const topLevelClass =
  "inline-flex h-12 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink transition-colors hover:text-brand-700";
export const allProductsClass = `${topLevelClass} data-[active]:text-brand-700`;
export const triggerClass = `group ${topLevelClass} data-[state=open]:text-brand-700`;
export const chevronClass = "transition-transform duration-150 group-data-[state=open]:rotate-180";
export const panelClass =
  "absolute top-full left-0 z-40 w-64 rounded-b-xl border border-stone-200 bg-white p-2 shadow-lg data-[state=closed]:hidden motion-safe:data-[state=open]:animate-pop-in";
export const subcategoryClass = "block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800";
export const shopAllClass =
  "mt-1 flex items-center justify-between rounded-md border-t border-stone-100 px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800";

/** Where focus was in the stand-in, so the real menu can put it back on its twin. */
export type NavFocus = { kind: "group"; slug: string } | { kind: "link"; href: string } | null;

export interface NavStart {
  /** The group the shopper opened while the menu's code was loading ("" for none). */
  group: string;
  focus: NavFocus;
}
