import { NavigationMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useMatch } from "react-router";
import { Link, useLocalizedPath } from "~/i18n/localized-link";
import { allProductsLink, menuGroups } from "~/lib/navigation";
import { ArrowRightIcon, ChevronDownIcon } from "~/ui/icons";
import {
  allProductsClass,
  chevronClass,
  listClass,
  navClass,
  navInnerClass,
  panelClass,
  shopAllClass,
  subcategoryClass,
  triggerClass,
  type NavStart,
} from "./main-nav-styles";
import { useT } from "~/i18n/use-t";

/**
 * The desktop category menu (spec §2, "Header menu groups"): Radix NavigationMenu, which opens on
 * hover, click and keyboard. Every panel is force-mounted and hidden with CSS while closed, so all
 * category links are real <a> elements in the server-rendered HTML for crawlers.
 *
 * Force-mounting keeps each closed panel alive as a dismissable layer, and a closed layer that
 * sees an outside press, focus or Escape dismisses the whole menu — including the panel that is
 * open. The handlers below stop closed panels from doing that, and Escape is handled once, by
 * the effect below.
 *
 * Loaded on the first hover or focus of the menu bar (see main-nav.tsx); `start` says what the
 * shopper did with the stand-in meanwhile.
 */
export function MainNavMenu({ start }: { start: NavStart }) {
  const [openGroup, setOpenGroup] = useState(start.group);
  const navRef = useRef<HTMLElement>(null);
  const t = useT();
  const onAllProducts = useMatch(useLocalizedPath()(allProductsLink.href)) !== null;

  // Focus was on the stand-in's twin of one of these controls: it moves to the real one.
  useEffect(() => {
    const { focus } = start;
    if (!focus) return;
    const selector = focus.kind === "group" ? `[data-menu-group="${focus.slug}"]` : `a[href="${focus.href}"]`;
    navRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [start]);

  // Escape closes an open panel wherever focus is (also one opened by hovering), and returns
  // focus to the panel's trigger when it was inside the menu.
  useEffect(() => {
    if (openGroup === "") return;
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape") return;
      const nav = navRef.current;
      const focusWasInMenu = nav?.contains(document.activeElement) ?? false;
      setOpenGroup("");
      if (focusWasInMenu) nav?.querySelector<HTMLElement>(`[data-menu-group="${openGroup}"]`)?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [openGroup]);

  return (
    <NavigationMenu.Root
      aria-label={t("Main")}
      value={openGroup}
      onValueChange={setOpenGroup}
      ref={navRef}
      className={navClass}
    >
      <div className={navInnerClass}>
        <NavigationMenu.List className={listClass}>
          <NavigationMenu.Item>
            {/* Radix's Slot joins class names as strings, so NavLink's className function cannot
                be used here; `active` sets aria-current="page" and data-active instead. */}
            <NavigationMenu.Link asChild active={onAllProducts}>
              <Link to={allProductsLink.href} className={allProductsClass}>
                {t(allProductsLink.label)}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
          {menuGroups.map((group) => {
            const isOpen = openGroup === group.slug;
            const keepOpenPanelOpen = (event: Event) => {
              if (!isOpen) event.preventDefault();
            };
            return (
              <NavigationMenu.Item key={group.slug} value={group.slug} className="relative">
                <NavigationMenu.Trigger
                  data-menu-group={group.slug}
                  className={triggerClass}
                >
                  {t(group.label)}
                  <ChevronDownIcon size={16} className={chevronClass} />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content
                  forceMount
                  onPointerDownOutside={keepOpenPanelOpen}
                  onFocusOutside={keepOpenPanelOpen}
                  onEscapeKeyDown={(event) => {
                    // Only the newest layer hears Escape, and that may be a closed panel.
                    event.preventDefault();
                  }}
                  className={panelClass}
                >
                  <ul>
                    {group.subcategories.map((subcategory) => (
                      <li key={subcategory.href}>
                        <NavigationMenu.Link asChild>
                          <Link to={subcategory.href} className={subcategoryClass}>
                            {t(subcategory.label)}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                  <NavigationMenu.Link asChild>
                    <Link to={group.href} className={shopAllClass}>
                      {t("Shop all {room}", { room: t(group.label) })}
                      <ArrowRightIcon size={16} />
                    </Link>
                  </NavigationMenu.Link>
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            );
          })}
        </NavigationMenu.List>
      </div>
    </NavigationMenu.Root>
  );
}
