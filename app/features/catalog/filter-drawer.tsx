import type { ListingFacets } from "~/lib/contracts/catalog";
import { useT } from "~/i18n/use-t";
import { standInTriggerProps, useDeferredWidget } from "~/ui/use-deferred-widget";
import { activeFilters } from "./active-filters";
import { FilterIcon } from "./listing-icons";
import { usePendingListingState, type ListingConfig } from "./listing-state";

const loadDialog = () => import("./filter-drawer-dialog");

export interface FilterDrawerProps {
  facets: ListingFacets;
  config: ListingConfig;
  total: number;
  noun: { one: string; many: string };
  showCategories: boolean;
}

export const filtersButtonClass =
  "inline-flex h-11 items-center gap-2 rounded-md border border-stone-300 bg-white px-3.5 text-sm font-semibold text-ink hover:border-brand-500 lg:hidden";

/** What the Filters button shows: its name, and how many filters are on. */
export function FiltersButtonFace({ activeCount }: { activeCount: number }) {
  const t = useT();
  return (
    <>
      <FilterIcon />
      {t("Filters")}
      {activeCount > 0 ? (
        <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white">
          {activeCount}
          <span className="sr-only"> {t("active")}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * The phone's Filters button. The drawer's code (Radix Dialog, its focus trap and scroll lock)
 * comes on the first touch, focus or press of the button rather than with every listing page;
 * until then this stand-in, which looks the same, remembers a press and opens the drawer once it
 * has arrived. Desktop shows the same filters in the sidebar and never loads the drawer.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const drawer = useDeferredWidget(loadDialog, "filters drawer");
  const state = usePendingListingState(props.config);
  const { loaded } = drawer;
  if (loaded) return <loaded.module.FilterDrawerDialog key={loaded.start.attempt} start={loaded.start} {...props} />;
  return (
    <button
      {...standInTriggerProps(drawer, "dialog")}
      data-filters-trigger=""
      className={filtersButtonClass}
      onClick={() => {
        drawer.requestOpen(false);
      }}
    >
      <FiltersButtonFace activeCount={activeFilters(state.query, props.facets).length} />
    </button>
  );
}
