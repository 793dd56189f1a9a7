import { useCallback, useRef, useState } from "react";
import { useMatch } from "react-router";
import { Link, useLocalizedPath } from "~/i18n/localized-link";
import { allProductsLink, menuGroups } from "~/lib/navigation";
import { ArrowRightIcon, ChevronDownIcon } from "~/ui/icons";
import type { MainNavMenu } from "./main-nav-menu";
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
  type NavFocus,
  type NavStart,
} from "./main-nav-styles";
import { useT } from "~/i18n/use-t";

const loadMenu = () => import("./main-nav-menu");

function focusIn(nav: HTMLElement | null): NavFocus {
  const active = document.activeElement;
  if (!nav || !(active instanceof HTMLElement) || !nav.contains(active)) return null;
  const slug = active.dataset.menuGroup;
  if (slug) return { kind: "group", slug };
  const href = active.getAttribute("href");
  return href ? { kind: "link", href } : null;
}

/**
 * The desktop category menu (spec §2, "Header menu groups"). The server renders it as plain links
 * and buttons, every subcategory link a real <a> for crawlers and shoppers without JavaScript.
 * The menu's behaviour (Radix NavigationMenu: opening on hover, click and keyboard) is fetched on
 * the first hover or focus of the bar, so phones, which never show it, never download it; a group
 * chosen meanwhile opens as soon as it has arrived.
 */
export function MainNav() {
  const [loaded, setLoaded] = useState<{ Menu: typeof MainNavMenu; start: NavStart } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const wantedGroup = useRef("");
  const loading = useRef(false);
  const t = useT();
  const onAllProducts = useMatch(useLocalizedPath()(allProductsLink.href)) !== null;

  const preload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadMenu().then(
      ({ MainNavMenu: Menu }) => {
        setLoaded({ Menu, start: { group: wantedGroup.current, focus: focusIn(navRef.current) } });
      },
      (error: unknown) => {
        // Offline, or a new release replaced the file: the links still work, the next hover retries.
        loading.current = false;
        console.error("could not load the category menu", error);
      },
    );
  }, []);

  if (loaded) return <loaded.Menu start={loaded.start} />;
  return (
    <nav
      ref={navRef}
      aria-label={t("Main")}
      data-orientation="horizontal"
      dir="ltr"
      className={navClass}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <div className={navInnerClass}>
        {/* Radix wraps its list the same way; kept so the swap moves nothing. */}
        <div style={{ position: "relative" }}>
          <ul data-orientation="horizontal" dir="ltr" className={listClass}>
            <li>
              <Link
                to={allProductsLink.href}
                aria-current={onAllProducts ? "page" : undefined}
                data-active={onAllProducts ? "" : undefined}
                className={allProductsClass}
              >
                {t(allProductsLink.label)}
              </Link>
            </li>
            {menuGroups.map((group) => (
              <li key={group.slug} className="relative">
                <button
                  type="button"
                  data-menu-group={group.slug}
                  data-state="closed"
                  aria-expanded={false}
                  onClick={() => {
                    wantedGroup.current = group.slug;
                    preload();
                  }}
                  className={triggerClass}
                >
                  {t(group.label)}
                  <ChevronDownIcon size={16} className={chevronClass} />
                </button>
                <div data-state="closed" data-orientation="horizontal" className={panelClass}>
                  <ul>
                    {group.subcategories.map((subcategory) => (
                      <li key={subcategory.href}>
                        <Link to={subcategory.href} className={subcategoryClass}>
                          {t(subcategory.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link to={group.href} className={shopAllClass}>
                    {t("Shop all {room}", { room: t(group.label) })}
                    <ArrowRightIcon size={16} />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
