import { ChevronDownIcon, UserIcon } from "~/ui/icons";
import { useT } from "~/i18n/use-t";

/** What the header knows of a signed-in shopper. */
export interface SignedInAccount {
  firstName: string;
}

// Shared by the stand-in and the real trigger, so swapping one for the other changes no pixel.
export const accountTriggerClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800";

export function AccountTriggerFace() {
  const t = useT();
  return (
    <>
      <UserIcon size={24} />
      <span className="sr-only text-sm font-medium lg:not-sr-only">{t("Account")}</span>
      <ChevronDownIcon size={14} className="hidden lg:block" />
    </>
  );
}
