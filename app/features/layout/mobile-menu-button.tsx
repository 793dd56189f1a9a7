import { MenuIcon } from "~/ui/icons";
import { useT } from "~/i18n/use-t";

// Shared by the stand-in and the real trigger, so swapping one for the other changes no pixel.
export const menuButtonClass =
  "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden";

export function MenuButtonFace() {
  const t = useT();
  return (
    <>
      <MenuIcon size={24} />
      <span className="sr-only">{t("Open menu")}</span>
    </>
  );
}
