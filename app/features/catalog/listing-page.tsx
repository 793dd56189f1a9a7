import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { languageTags } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { useLanguage, useT } from "~/i18n/use-t";
import type { ListingResult } from "~/lib/contracts/catalog";
import { Pager } from "~/ui/pager";
import { ActiveFilters, activeFilters, noFilters } from "./active-filters";
import { FilterDrawer } from "./filter-drawer";
import { FilterPanel } from "./filter-panel";
import { EmptyBoxIcon } from "./listing-icons";
import { listingHref, usePendingListingState, useListingIsLoading, type ListingConfig, type ListingState } from "./listing-state";
import { ProductGrid } from "./product-grid";
import { ProductGridSkeleton } from "./product-grid-skeleton";
import { SortSelect } from "./sort-select";
import { nodeMarker, textWithNodes } from "./text-with-nodes";
import { ViewToggle } from "./view-toggle";

export interface ListingPageProps {
  /** The screen's own top: breadcrumbs, h1, description, banner, chips. */
  header: ReactNode;
  result: ListingResult;
  /** The state the loader answered (the URL's, with the page actually shown). */
  state: ListingState;
  config: ListingConfig;
  /** Spec §8 empty state of this screen. */
  emptyState: { title: string; message: string };
  /** Shown in the empty state below its message and buttons (search: what to try instead). */
  emptyHelp?: ReactNode;
  /** How the count names what it counts: products on listings, results on search. */
  noun?: { one: string; many: string };
  showCategoryFilter?: boolean;
}

const productNoun = { one: "product", many: "products" };

/**
 * Everything a product listing has below its heading (spec §2): count, sort, grid/list toggle,
 * filters (a sidebar from lg, a drawer below), active filter chips, the products, the pager and
 * the empty state. Shared by /products, categories, collections, new arrivals and search.
 */
export function ListingPage({
  header,
  result,
  state,
  config,
  emptyState,
  emptyHelp,
  noun = productNoun,
  showCategoryFilter = true,
}: ListingPageProps) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const loading = useListingIsLoading();
  const pending = usePendingListingState(config);
  const first = (result.page - 1) * result.limit + 1;
  const last = Math.min(result.total, result.page * result.limit);
  const results = noun.many === "results";
  const figure = (value: number) => <span className="font-semibold text-ink">{value.toLocaleString(languageTags[language])}</span>;
  const countValues = { range: nodeMarker("range"), count: nodeMarker("count"), total: result.total };
  const hasFilters = activeFilters(state.query, result.facets).length > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-16 lg:px-6">
      {header}
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Without JavaScript the drawer cannot open, so small screens get the sidebar's form
            above the results instead (inline styles are allowed by our CSP; scripts are not). */}
        <noscript>
          <style>{"[data-filters-sidebar]{display:block!important}[data-filters-trigger]{display:none!important}"}</style>
        </noscript>
        <aside aria-labelledby="filters-heading" data-filters-sidebar="" className="mb-6 hidden lg:mb-0 lg:block">
          <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
            {t("Filters")}
          </h2>
          <FilterPanel facets={result.facets} config={config} showCategories={showCategoryFilter} />
        </aside>
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {results ? t("Results") : t("Products")}
          </h2>
          <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 pb-4 sm:gap-3">
            {/* role=status: the new count is read out when a filter or sort changes the results. */}
            <p role="status" className="order-last w-full text-sm text-stone-700 sm:order-none sm:mr-auto sm:w-auto">
              {result.total === 0
                ? results
                  ? t("{total, plural, one {# result} other {# results}}", { total: 0 })
                  : t("{total, plural, one {# product} other {# products}}", { total: 0 })
                : textWithNodes(
                    results
                      ? t("{total, plural, one {Showing {range} of {count} result} other {Showing {range} of {count} results}}", countValues)
                      : t("{total, plural, one {Showing {range} of {count} product} other {Showing {range} of {count} products}}", countValues),
                    {
                      range: (
                        <span className="font-semibold text-ink">
                          {first.toLocaleString(languageTags[language])}–{last.toLocaleString(languageTags[language])}
                        </span>
                      ),
                      count: figure(result.total),
                    },
                  )}
            </p>
            <FilterDrawer
              facets={result.facets}
              config={config}
              total={result.total}
              noun={noun}
              showCategories={showCategoryFilter}
            />
            <div className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:flex-none">
              <SortSelect config={config} />
              <ViewToggle config={config} />
            </div>
          </div>
          <ActiveFilters state={state} facets={result.facets} config={config} />
          <div className="mt-6" aria-busy={loading}>
            {loading ? (
              <ProductGridSkeleton view={pending.query.view} />
            ) : result.items.length > 0 ? (
              <ProductGrid products={result.items} view={state.query.view} />
            ) : (
              <EmptyState
                title={emptyState.title}
                message={emptyState.message}
                clearHref={hasFilters ? listingHref(pathname, state, config, noFilters) : null}
                help={emptyHelp}
              />
            )}
          </div>
          {loading ? null : (
            <Pager
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) => listingHref(pathname, state, config, { page })}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function EmptyState({
  title,
  message,
  clearHref,
  help,
}: {
  title: string;
  message: string;
  clearHref: string | null;
  help: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-sand px-6 py-16 text-center">
      <EmptyBoxIcon size={48} className="text-stone-500" />
      <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-stone-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {clearHref ? (
          <Link
            to={clearHref}
            preventScrollReset
            className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("Clear all filters")}
          </Link>
        ) : null}
        <Link
          to="/products"
          className="inline-flex h-11 items-center rounded-md border border-stone-300 bg-white px-5 text-sm font-semibold text-ink hover:border-brand-500"
        >
          {t("Browse all products")}
        </Link>
      </div>
      {help}
    </div>
  );
}
