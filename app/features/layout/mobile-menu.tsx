import { MenuButtonFace, menuButtonClass } from "./mobile-menu-button";
import { standInTriggerProps, useDeferredWidget } from "~/ui/use-deferred-widget";

const loadDialog = () => import("./mobile-menu-dialog");

/**
 * The phone's menu button. The drawer's code (Radix Dialog and Accordion) comes on the first
 * touch, focus or press of the button rather than with every page; until then this stand-in,
 * which looks the same, remembers a press and opens the drawer once it has arrived.
 */
export function MobileMenu() {
  const menu = useDeferredWidget(loadDialog, "menu");
  const { loaded } = menu;
  if (loaded) return <loaded.module.MobileMenuDialog key={loaded.start.attempt} start={loaded.start} />;
  return (
    <button
      {...standInTriggerProps(menu, "dialog")}
      className={menuButtonClass}
      onClick={() => {
        menu.requestOpen(false);
      }}
    >
      <MenuButtonFace />
    </button>
  );
}
