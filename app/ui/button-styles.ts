// The store's button looks, shared by links and buttons that act as the main or second action.

export const primaryButton =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70";

export const secondaryButton =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-6 text-base font-semibold text-ink transition-colors hover:bg-stone-50";
