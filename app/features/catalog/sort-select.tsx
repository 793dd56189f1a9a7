import { useId, type ChangeEvent } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import type { ListingSort } from "~/lib/catalog-query";
import { ChevronDownIcon } from "~/ui/icons";
import { listingParams, paramsFromForm, usePendingListingState, type ListingConfig } from "./listing-state";

/** The options' names: the same English as the API's sortLabels, marked here for the catalog. */
const sortNames: Record<ListingSort, string> = {
  featured: msg("Featured"),
  relevance: msg("Best Match"),
  newest: msg("Newest"),
  price_low: msg("Price: Low to High"),
  price_high: msg("Price: High to Low"),
  rating: msg("Customer Rating"),
};

/**
 * The sort dropdown (spec §9's options for this listing). A GET form that carries the current
 * filters along, so it works without JavaScript (the Sort button); with JavaScript a choice
 * applies at once. A new order starts again from page 1.
 */
export function SortSelect({ config }: { config: ListingConfig }) {
  const t = useT();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const state = usePendingListingState(config);
  const selectId = useId();
  const carried = [...listingParams(state, config)].filter(([key]) => key !== "sort" && key !== "page");

  function apply(event: ChangeEvent<HTMLSelectElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    void submit(paramsFromForm(form, config), {
      method: "get",
      action: pathname,
      preventScrollReset: true,
      flushSync: true,
    });
  }

  return (
    <Form method="get" action={pathname} preventScrollReset className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      {carried.map(([key, value], index) => (
        // Repeated keys (two materials) are normal here, so the position is part of the key.
        <input key={`${key}-${value}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={selectId} className="sr-only text-sm whitespace-nowrap text-stone-700 sm:not-sr-only">
        {t("Sort by")}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={selectId}
          name="sort"
          value={state.query.sort}
          onChange={apply}
          className="h-11 w-full appearance-none truncate rounded-md border border-stone-300 bg-white py-0 pr-9 pl-3 text-sm font-medium text-ink hover:border-stone-400 focus:border-brand-500"
        >
          {config.sortOptions.map((option) => (
            <option key={option} value={option}>
              {t(sortNames[option])}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={16}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-stone-500"
        />
      </div>
      <noscript>
        <button type="submit" className="h-11 rounded-md border border-stone-300 px-3 text-sm font-medium">
          {t("Sort")}
        </button>
      </noscript>
    </Form>
  );
}
