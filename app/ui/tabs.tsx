import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

export interface TabDefinition<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabDefinition<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  id?: string;
  className?: string;
  listClassName?: string;
  /** Styles for both states; `data-[state=active]:` picks out the chosen tab. */
  tabClassName?: string;
  /** Styles for both states; hide the others with `data-[state=inactive]:hidden`. */
  panelClassName?: string;
  /**
   * The address that opens a tab. Given it, each tab is a link there, so it works without
   * JavaScript (the server opens that tab); with JavaScript a click shows the panel in place.
   */
  hrefFor?: (value: T) => string;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Keys that move between tabs, as the WAI-ARIA Authoring Practices' tabs pattern has them. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs with automatic activation (WAI-ARIA Authoring Practices): the list is one tab stop, and
 * the arrow keys, Home and End move to a tab and show its panel. Every panel is rendered, so the
 * server's HTML carries all of them for search engines; the class names hide the inactive ones.
 * With `hrefFor` the tabs are links, which shoppers without JavaScript can follow. Written here instead of taken from Radix: the product page
 * is the only place with tabs, and Radix Tabs brought its shared primitives (9 KB gzipped) to a
 * page whose Radix dialogs and menus otherwise load on first use.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  id,
  className,
  listClassName,
  tabClassName,
  panelClassName,
  hrefFor,
}: TabsProps<T>) {
  const baseId = useId();
  const hydrated = useHydrated();
  const tabElements = useRef(new Map<T, HTMLElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = nextIndex(event.key, index, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    tabElements.current.get(target.value)?.focus();
  }

  return (
    <div id={id} className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName} onKeyDown={moveWithKeys}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          const shared = {
            ref: (element: HTMLElement | null) => {
              if (element) tabElements.current.set(tab.value, element);
              else tabElements.current.delete(tab.value);
            },
            role: "tab",
            id: tabId(tab.value),
            "aria-selected": selected,
            "aria-controls": panelId(tab.value),
            // One tab stop needs the arrow keys, which need JavaScript; until then every link is one.
            tabIndex: selected || (hrefFor && !hydrated) ? 0 : -1,
            "data-state": selected ? "active" : "inactive",
            className: tabClassName,
          } as const;
          return hrefFor ? (
            <a
              key={tab.value}
              {...shared}
              href={hrefFor(tab.value)}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                onValueChange(tab.value);
              }}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.value} {...shared} type="button" onClick={() => onValueChange(tab.value)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          tabIndex={0}
          data-state={tab.value === value ? "active" : "inactive"}
          className={panelClassName}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
