import { activeFilters } from "~/features/catalog/active-filters";
import { ListingHeader } from "~/features/catalog/listing-header";
import { ListingPage } from "~/features/catalog/listing-page";
import { canonicalListingUrl, firstProductImage, listingPicturePreload, pageTitle, pagedTitle, seoMeta } from "~/features/catalog/listing-seo";
import { readListingState, type ListingConfig } from "~/features/catalog/listing-state";
import { NothingFoundLinks } from "~/features/catalog/nothing-found-links";
import { searchSortOptions } from "~/lib/catalog-query";
import type { Route } from "./+types/search";

// Spec §9: search sorts by relevance ("Best Match") unless the shopper picks another order.
const config: ListingConfig = { sortOptions: searchSortOptions, defaultSort: "relevance" };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData.seo);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = readListingState(url.searchParams, config);
  if (requested.q === "") {
    return {
      result: null,
      help: null,
      state: requested,
      seo: {
        title: pageTitle("Search"),
        description: "Search Aangan's sofas, beds, dining sets and office furniture.",
        canonicalUrl: `${url.origin}${url.pathname}`,
        imageUrl: null,
      },
    };
  }
  const result = await context.services.catalog.listProducts({ kind: "search", q: requested.q }, requested.query);
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  // Words that found nothing get searches and categories to try instead; with filters on, the
  // empty state's "Clear all filters" is the way back.
  const help =
    result.total === 0 && activeFilters(state.query, result.facets).length === 0
      ? await context.services.search.nothingFoundHelp(requested.q)
      : null;
  return {
    result,
    help,
    state,
    seo: {
      title: pagedTitle(`Search Results for "${requested.q}"`, result.page),
      description: `${result.total.toLocaleString("en-IN")} ${result.total === 1 ? "product matches" : "products match"} "${requested.q}" at Aangan: sofas, beds, dining sets and office furniture delivered across India.`,
      canonicalUrl: canonicalListingUrl(url.origin, url.pathname, state, config),
      imageUrl: firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view),
    },
  };
}

const crumbs = [{ label: "Home", href: "/" }, { label: "Search" }];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { result, help, state } = loaderData;
  if (!result) {
    return (
      <div className="mx-auto max-w-7xl px-4 pt-5 pb-24 lg:px-6">
        <ListingHeader
          crumbs={crumbs}
          title="Search"
          description="Type what you are looking for in the search box above: a product, a room, a material or a brand."
        />
      </div>
    );
  }
  return (
    <ListingPage
      header={<ListingHeader crumbs={crumbs} title={`Search Results for "${state.q}"`} />}
      result={result}
      state={state}
      config={config}
      noun={{ one: "result", many: "results" }}
      emptyState={{ title: "No results found", message: "Try adjusting your search or filter criteria" }}
      emptyHelp={help ? <NothingFoundLinks help={help} /> : undefined}
    />
  );
}
