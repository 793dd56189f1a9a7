import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { CloseIcon } from "~/ui/icons";
import type { WidgetStart } from "~/ui/use-deferred-widget";
import { ClearAllFiltersLink, activeFilters } from "./active-filters";
import { FiltersButtonFace, filtersButtonClass, type FilterDrawerProps } from "./filter-drawer";
import { FilterPanel } from "./filter-panel";
import { usePendingListingState } from "./listing-state";

/**
 * Below the lg breakpoint the filters live in a slide-in drawer (spec §2): a Radix Dialog, so
 * focus is trapped inside, Escape closes it and focus returns to the Filters button. Filters apply
 * as they change, and the footer button shows how many products the choice leaves. Loaded on the
 * first sign the shopper wants it (see filter-drawer.tsx); `start` says how the stand-in button
 * was used meanwhile.
 */
export function FilterDrawerDialog({
  facets,
  config,
  total,
  noun,
  showCategories,
  start,
}: FilterDrawerProps & { start: WidgetStart }) {
  const t = useT();
  const state = usePendingListingState(config);
  const results = noun.many === "results";
  const count = results
    ? t("{total, plural, one {# result} other {# results}}", { total })
    : t("{total, plural, one {# product} other {# products}}", { total });
  const activeCount = activeFilters(state.query, facets).length;
  const [open, setOpen] = useState(start.open);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (start.focusTrigger && !start.open) triggerRef.current?.focus();
  }, [start]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} data-filters-trigger="" className={filtersButtonClass}>
        <FiltersButtonFace activeCount={activeCount} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[22rem] max-w-[90vw] flex-col bg-white shadow-xl outline-none motion-safe:animate-drawer-in">
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
            <Dialog.Title className="text-lg font-semibold">{t("Filters")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50">
              <CloseIcon size={22} />
              <span className="sr-only">{t("Close filters")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("Results update as you change a filter.")}</Dialog.Description>
          {/* The page behind is hidden from screen readers while the drawer is open, so the new
              count is announced from here. */}
          <p role="status" className="sr-only">
            {count}
          </p>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <FilterPanel facets={facets} config={config} showCategories={showCategories} />
          </div>
          <div className="flex items-center gap-3 border-t border-stone-200 px-4 py-3">
            {activeCount > 0 ? (
              <ClearAllFiltersLink
                state={state}
                config={config}
                className="inline-flex h-11 items-center px-2 text-sm font-semibold text-brand-800 hover:underline"
              />
            ) : null}
            <Dialog.Close className="h-11 flex-1 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              {results
                ? t("Show {total, plural, one {# result} other {# results}}", { total })
                : t("Show {total, plural, one {# product} other {# products}}", { total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
