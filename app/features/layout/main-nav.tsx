import { NavigationMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, useMatch } from "react-router";
import { allProductsLink, menuGroups } from "~/lib/navigation";
import { ArrowRightIcon, ChevronDownIcon } from "~/ui/icons";

const topLevelClass =
  "inline-flex h-12 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink transition-colors hover:text-brand-700";

/**
 * The desktop category menu (spec §2, "Header menu groups"): Radix NavigationMenu, which opens on
 * hover, click and keyboard. Every panel is force-mounted and hidden with CSS while closed, so all
 * category links are real <a> elements in the server-rendered HTML for crawlers.
 *
 * Force-mounting keeps each closed panel alive as a dismissable layer, and a closed layer that
 * sees an outside press, focus or Escape dismisses the whole menu — including the panel that is
 * open. The handlers below stop closed panels from doing that, and Escape is handled once, by
 * the effect below.
 */
export function MainNav() {
  const [openGroup, setOpenGroup] = useState("");
  const navRef = useRef<HTMLElement>(null);
  const onAllProducts = useMatch(allProductsLink.href) !== null;

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
      aria-label="Main"
      value={openGroup}
      onValueChange={setOpenGroup}
      ref={navRef}
      className="hidden border-t border-stone-200 md:block"
    >
      <div className="mx-auto max-w-7xl px-2 sm:px-4 lg:px-6">
        <NavigationMenu.List className="flex items-center gap-1">
          <NavigationMenu.Item>
            {/* Radix's Slot joins class names as strings, so NavLink's className function cannot
                be used here; `active` sets aria-current="page" and data-active instead. */}
            <NavigationMenu.Link asChild active={onAllProducts}>
              <Link to={allProductsLink.href} className={`${topLevelClass} data-[active]:text-brand-700`}>
                {allProductsLink.label}
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
                  className={`group ${topLevelClass} data-[state=open]:text-brand-700`}
                >
                  {group.label}
                  <ChevronDownIcon
                    size={16}
                    className="transition-transform duration-150 group-data-[state=open]:rotate-180"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content
                  forceMount
                  onPointerDownOutside={keepOpenPanelOpen}
                  onFocusOutside={keepOpenPanelOpen}
                  onEscapeKeyDown={(event) => {
                    // Only the newest layer hears Escape, and that may be a closed panel.
                    event.preventDefault();
                  }}
                  className="absolute top-full left-0 z-40 w-64 rounded-b-xl border border-stone-200 bg-white p-2 shadow-lg data-[state=closed]:hidden motion-safe:data-[state=open]:animate-pop-in"
                >
                  <ul>
                    {group.subcategories.map((subcategory) => (
                      <li key={subcategory.href}>
                        <NavigationMenu.Link asChild>
                          <Link
                            to={subcategory.href}
                            className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
                          >
                            {subcategory.label}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={group.href}
                      className="mt-1 flex items-center justify-between rounded-md border-t border-stone-100 px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
                    >
                      Shop all {group.label}
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
