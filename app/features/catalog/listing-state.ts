// What a listing screen shows, read from its URL, and the links that change one part of it. Every
// control of the listing (filters, sort, view, pager, chips) writes through here, so the URL is
// always the whole state of the page and stays short (defaults are left out).
import { useLocation, useNavigation } from "react-router";
import {
  listingSearchParams,
  parseListingQuery,
  type ListingQuery,
  type ListingSort,
} from "~/lib/catalog-query";

/** How one kind of listing reads its URL: which sorts it offers and which one is the default. */
export interface ListingConfig {
  sortOptions: readonly ListingSort[];
  defaultSort: ListingSort;
}

/** The listing's query plus the search text (search screen only; "" elsewhere). */
export interface ListingState {
  query: ListingQuery;
  q: string;
}

/** Longest search text we pass on; anything longer is cut (a query is a few words). */
export const maxSearchLength = 100;

export function readSearchText(searchParams: URLSearchParams): string {
  return (searchParams.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, maxSearchLength);
}

export function readListingState(searchParams: URLSearchParams, config: ListingConfig): ListingState {
  return {
    query: parseListingQuery(searchParams, { defaultSort: config.defaultSort, allowedSorts: config.sortOptions }),
    q: readSearchText(searchParams),
  };
}

/** The URL parameters of a state, defaults left out. */
export function listingParams(state: ListingState, config: ListingConfig): URLSearchParams {
  return listingSearchParams({ ...state.query, q: state.q }, { defaultSort: config.defaultSort });
}

export function listingHref(
  pathname: string,
  state: ListingState,
  config: ListingConfig,
  changes: Partial<ListingQuery>,
): string {
  const search = listingParams({ ...state, query: { ...state.query, ...changes } }, config).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Turns a submitted filter or sort form into the listing's canonical URL parameters: empty fields
 * ("Any rating") are dropped and the page goes back to 1, because the results it pointed into have
 * changed.
 */
export function paramsFromForm(form: HTMLFormElement, config: ListingConfig): URLSearchParams {
  const submitted = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value !== "") submitted.append(key, value);
  }
  const state = readListingState(submitted, config);
  return listingParams({ ...state, query: { ...state.query, page: 1 } }, config);
}

/**
 * The state the shopper asked for: while a navigation to another state of this same listing is
 * loading, that state (so a ticked box stays ticked at once), otherwise the current URL's.
 */
export function usePendingListingState(config: ListingConfig): ListingState {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  return readListingState(new URLSearchParams((pending ?? location).search), config);
}

/** True while the next results of this same listing are loading (the skeleton's cue). */
export function useListingIsLoading(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}
