import { MenuIcon } from "~/ui/icons";

// Shared by the stand-in and the real trigger, so swapping one for the other changes no pixel.
export const menuButtonClass =
  "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden";

export function MenuButtonFace() {
  return (
    <>
      <MenuIcon size={24} />
      <span className="sr-only">Open menu</span>
    </>
  );
}
