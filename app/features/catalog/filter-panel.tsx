import { useId, type ChangeEvent, type ReactNode } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { languageTags } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";
import { priceFilterRange } from "~/lib/catalog-query";
import type { FacetOption, ListingFacets } from "~/lib/contracts/catalog";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";
import { ChevronDownIcon } from "~/ui/icons";
import { paramsFromForm, usePendingListingState, type ListingConfig } from "./listing-state";

export interface FilterPanelProps {
  facets: ListingFacets;
  config: ListingConfig;
  /** Category pages narrow by their own chips; other listings show the Category section. */
  showCategories?: boolean;
}

const priceSteps = Array.from(
  { length: (priceFilterRange.max - priceFilterRange.min) / priceFilterRange.step + 1 },
  (_, index) => priceFilterRange.min + index * priceFilterRange.step,
);

/**
 * The listing's filters (spec §3 "Filter section", §9 ranges), as a GET form: without JavaScript
 * the Apply button submits it; with JavaScript every change applies at once. Either way the URL
 * holds the filters and the page returns to 1. The ticks come from the URL (or the navigation
 * already under way), never from local state, so the panel can't disagree with the results.
 */
export function FilterPanel({ facets, config, showCategories = true }: FilterPanelProps) {
  const t = useT();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const { query, q } = usePendingListingState(config);

  function apply(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    // flushSync: the ticked box shows ticked in this frame, not after the results arrive.
    void submit(paramsFromForm(form, config), {
      method: "get",
      action: pathname,
      preventScrollReset: true,
      flushSync: true,
    });
  }

  // Options that would find nothing are left out, unless the shopper has one of them ticked.
  const categoryOptions = offered(facets.categories, query.categories);
  const materialOptions = offered(facets.materials, query.materials);
  const brandOptions = offered(facets.brands, query.brands);
  // A single category to choose from is no choice (a subcategory's own page).
  const showCategorySection =
    showCategories && (categoryOptions.length > 1 || (categoryOptions.length === 1 && query.categories.length > 0));

  return (
    <Form method="get" action={pathname} preventScrollReset className="text-sm">
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {query.sort !== config.defaultSort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}

      {showCategorySection ? (
        <FilterSection title={t("Category")}>
          <CheckboxList
            name="category"
            options={categoryOptions}
            selected={query.categories}
            onChange={apply}
            scrollable={categoryOptions.length > 8}
          />
        </FilterSection>
      ) : null}

      <FilterSection title={t("Price")}>
        <PriceFields minPrice={query.minPrice} maxPrice={query.maxPrice} onChange={apply} />
        {/* The span the other filters leave, so the shopper knows what a price choice can find. */}
        {facets.priceRange ? (
          <p className="mt-2 text-xs text-stone-600">
            {withUnbrokenPrices(
              t("Prices from {min} to {max}", { min: formatRupees(facets.priceRange.min), max: formatRupees(facets.priceRange.max) }),
            )}
          </p>
        ) : null}
      </FilterSection>

      {materialOptions.length > 0 ? (
        <FilterSection title={t("Material")}>
          <CheckboxList name="material" options={materialOptions} selected={query.materials} onChange={apply} />
        </FilterSection>
      ) : null}

      {brandOptions.length > 0 ? (
        <FilterSection title={t("Brand")}>
          <CheckboxList name="brand" options={brandOptions} selected={query.brands} onChange={apply} />
        </FilterSection>
      ) : null}

      <FilterSection title={t("Rating")}>
        <RadioList
          name="rating"
          anyLabel={t("Any rating")}
          options={offered(facets.ratings, query.minRating === null ? [] : [String(query.minRating)])}
          selected={query.minRating === null ? "" : String(query.minRating)}
          onChange={apply}
        />
      </FilterSection>

      <FilterSection title={t("Availability")}>
        <ul>
          <li>
            <CheckRow
              type="checkbox"
              name="in_stock"
              value="1"
              label={t("In stock only")}
              count={facets.inStock}
              checked={query.inStockOnly}
              onChange={apply}
            />
          </li>
        </ul>
      </FilterSection>

      <FilterSection title={t("Discount")}>
        <RadioList
          name="discount"
          anyLabel={t("Any discount")}
          options={offered(facets.discounts, query.minDiscount === null ? [] : [String(query.minDiscount)])}
          selected={query.minDiscount === null ? "" : String(query.minDiscount)}
          onChange={apply}
        />
      </FilterSection>

      {/* With JavaScript every change applies by itself; without it this button does. React
          does not hydrate <noscript>, so it costs the scripted page nothing. */}
      <noscript>
        <button
          type="submit"
          className="mt-4 w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("Apply filters")}
        </button>
      </noscript>
    </Form>
  );
}

function offered(options: FacetOption[], selected: string[]): FacetOption[] {
  return options.filter((option) => option.count > 0 || selected.includes(option.value));
}

/** A collapsible section; spec §4: filter sections all start open. */
function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group border-b border-stone-200 py-4 first:pt-0">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon size={18} className="text-stone-500 transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="mt-3">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

type ChangeHandler = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

function CheckboxList({
  name,
  options,
  selected,
  onChange,
  scrollable = false,
}: {
  name: string;
  options: FacetOption[];
  selected: string[];
  onChange: ChangeHandler;
  scrollable?: boolean;
}) {
  return (
    <ul className={`space-y-0.5 ${scrollable ? "-mr-2 max-h-72 overflow-y-auto pr-2" : ""}`}>
      {options.map((option) => (
        <li key={option.value}>
          <CheckRow
            type="checkbox"
            name={name}
            value={option.value}
            label={option.label}
            count={option.count}
            checked={selected.includes(option.value)}
            onChange={onChange}
          />
        </li>
      ))}
    </ul>
  );
}

function RadioList({
  name,
  anyLabel,
  options,
  selected,
  onChange,
}: {
  name: string;
  anyLabel: string;
  options: FacetOption[];
  selected: string;
  onChange: ChangeHandler;
}) {
  return (
    <ul className="space-y-0.5">
      <li>
        <CheckRow type="radio" name={name} value="" label={anyLabel} checked={selected === ""} onChange={onChange} />
      </li>
      {options.map((option) => (
        <li key={option.value}>
          <CheckRow
            type="radio"
            name={name}
            value={option.value}
            label={option.label}
            count={option.count}
            checked={selected === option.value}
            onChange={onChange}
          />
        </li>
      ))}
    </ul>
  );
}

function CheckRow({
  type,
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange: ChangeHandler;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  // A brand is a name: the page marks it as not to translate.
  const isName = name === "brand";
  return (
    <div className="flex items-center gap-2.5 rounded-md px-1 py-1.5 hover:bg-brand-50">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="flex flex-1 cursor-pointer items-baseline justify-between gap-2 text-stone-800">
        {count === undefined ? (
          <span translate={isName ? "no" : undefined}>{label}</span>
        ) : (
          <>
            {/* One text for screen readers ("Wood (30 products)"), two columns for the eye. */}
            <span aria-hidden="true" translate={isName ? "no" : undefined}>{label}</span>
            <span aria-hidden="true" className="text-xs text-stone-600 tabular-nums">
              {count.toLocaleString(languageTags[language])}
            </span>
            <span className="sr-only">{t("{label} ({count, plural, one {# product} other {# products}})", { label, count })}</span>
          </>
        )}
      </label>
    </div>
  );
}

function PriceFields({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  onChange: ChangeHandler;
}) {
  const t = useT();
  const minId = useId();
  const maxId = useId();
  // A shared link may carry a price between our steps; it stays selectable rather than vanishing.
  const withCurrent = (steps: number[], current: number | null) =>
    current === null || steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
  const minSteps = withCurrent(priceSteps.slice(1), minPrice);
  const maxSteps = withCurrent(priceSteps.slice(1, -1), maxPrice);
  const selectClass =
    "mt-1 h-10 w-full rounded-md border border-stone-300 bg-white px-2 text-sm text-ink focus:border-brand-500";
  return (
    <div className="grid gap-3">
      <div>
        <label htmlFor={minId} className="text-xs font-medium text-stone-700">
          {t("Min price")}
        </label>
        <select
          id={minId}
          name="min_price"
          value={minPrice === null ? "" : String(minPrice)}
          onChange={onChange}
          className={selectClass}
        >
          <option value="">{formatRupees(priceFilterRange.min)}</option>
          {minSteps.map((amount) => (
            // A minimum above the chosen maximum could only ever find nothing.
            <option key={amount} value={amount} disabled={maxPrice !== null && amount > maxPrice}>
              {formatRupees(amount)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={maxId} className="text-xs font-medium text-stone-700">
          {t("Max price")}
        </label>
        <select
          id={maxId}
          name="max_price"
          value={maxPrice === null ? "" : String(maxPrice)}
          onChange={onChange}
          className={selectClass}
        >
          {maxSteps.map((amount) => (
            <option key={amount} value={amount} disabled={minPrice !== null && amount < minPrice}>
              {formatRupees(amount)}
            </option>
          ))}
          <option value="">{t("{amount} and above", { amount: formatRupees(priceFilterRange.max) })}</option>
        </select>
      </div>
    </div>
  );
}
