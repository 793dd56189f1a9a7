import { useLocation } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { translateWith, useT, type Translate } from "~/i18n/use-t";
import type { ListingQuery } from "~/lib/catalog-query";
import type { FacetOption, ListingFacets } from "~/lib/contracts/catalog";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";
import { SmallCloseIcon } from "./listing-icons";
import { listingHref, type ListingConfig, type ListingState } from "./listing-state";

export interface ActiveFilter {
  /** What the chip says, e.g. "Wood" or "₹ 5,000 – ₹ 20,000". */
  label: string;
  /** The query without this filter (and back on page 1). */
  without: Partial<ListingQuery>;
}

function labelFor(options: FacetOption[], value: string): string {
  const known = options.find((option) => option.value === value)?.label;
  if (known) return known;
  // A value the current results have no facet for (e.g. from a shared link): its slug, readable.
  const words = value.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function priceLabel(min: number | null, max: number | null, t: Translate): string {
  if (min !== null && max !== null) return `${formatRupees(min)} – ${formatRupees(max)}`;
  if (min !== null) return t("{amount} and above", { amount: formatRupees(min) });
  return t("Up to {amount}", { amount: formatRupees(max ?? 0) });
}

const inStockOnlyLabel = msg("In stock only");

/** Where only how many filters are on matters (counts, the search loader): the English labels. */
const english: Translate = (message, values) => translateWith(null, message, values);

/** Every filter in the query, each with the change that removes it. */
export function activeFilters(query: ListingQuery, facets: ListingFacets, t: Translate = english): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  for (const value of query.categories) {
    filters.push({
      label: labelFor(facets.categories, value),
      without: { categories: query.categories.filter((other) => other !== value) },
    });
  }
  if (query.minPrice !== null || query.maxPrice !== null) {
    filters.push({ label: priceLabel(query.minPrice, query.maxPrice, t), without: { minPrice: null, maxPrice: null } });
  }
  for (const value of query.materials) {
    filters.push({
      label: labelFor(facets.materials, value),
      without: { materials: query.materials.filter((other) => other !== value) },
    });
  }
  for (const value of query.brands) {
    filters.push({
      label: labelFor(facets.brands, value),
      without: { brands: query.brands.filter((other) => other !== value) },
    });
  }
  if (query.minRating !== null) {
    filters.push({ label: labelFor(facets.ratings, String(query.minRating)), without: { minRating: null } });
  }
  if (query.inStockOnly) filters.push({ label: t(inStockOnlyLabel), without: { inStockOnly: false } });
  if (query.minDiscount !== null) {
    filters.push({ label: labelFor(facets.discounts, String(query.minDiscount)), without: { minDiscount: null } });
  }
  return filters;
}

/** The query with every filter cleared, keeping the search text, sort and view. */
export const noFilters: Partial<ListingQuery> = {
  categories: [],
  minPrice: null,
  maxPrice: null,
  materials: [],
  brands: [],
  minRating: null,
  inStockOnly: false,
  minDiscount: null,
  page: 1,
};

/** Chips for the filters in use, each a link that removes it, and "Clear all". */
export function ActiveFilters({
  state,
  facets,
  config,
}: {
  state: ListingState;
  facets: ListingFacets;
  config: ListingConfig;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const filters = activeFilters(state.query, facets, t);
  if (filters.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("Active filters")}</h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link
              to={listingHref(pathname, state, config, { ...filter.without, page: 1 })}
              preventScrollReset
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2.5 pl-3.5 text-sm font-medium text-brand-900 hover:border-brand-500"
            >
              <span aria-hidden="true">{withUnbrokenPrices(filter.label)}</span>
              <SmallCloseIcon size={16} />
              <span className="sr-only">{t("Remove filter: {filter}", { filter: filter.label })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ClearAllFiltersLink
        state={state}
        config={config}
        className="inline-flex h-9 items-center px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      />
    </div>
  );
}

/** "Clear all": the same listing (search, sort and view kept) without any filter, on page 1. */
export function ClearAllFiltersLink({
  state,
  config,
  className,
}: {
  state: ListingState;
  config: ListingConfig;
  className: string;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Link to={listingHref(pathname, state, config, noFilters)} preventScrollReset className={className}>
      {t("Clear all")}
    </Link>
  );
}
