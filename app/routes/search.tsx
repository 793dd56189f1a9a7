import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
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
  const language = languageOfRequest(request);
  const t = requestTranslator(request);
  const messages = messagesFor(request, "catalog");
  if (requested.q === "") {
    return {
      result: null,
      help: null,
      state: requested,
      messages,
      seo: {
        title: pageTitle(t(msg("Search"))),
        description: t(msg("Search Aangan's sofas, beds, dining sets and office furniture.")),
        language,
        canonicalUrl: `${url.origin}${url.pathname}`,
        imageUrl: null,
      },
    };
  }
  const result = await context.services.catalog.listProducts({ kind: "search", q: requested.q }, requested.query, language);
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  // Words that found nothing get searches and categories to try instead; with filters on, the
  // empty state's "Clear all filters" is the way back.
  const help =
    result.total === 0 && activeFilters(state.query, result.facets).length === 0
      ? await context.services.search.nothingFoundHelp(requested.q, language)
      : null;
  return {
    result,
    help,
    state,
    messages,
    seo: {
      title: pagedTitle(t(msg("Search Results for \"{query}\""), { query: requested.q }), result.page, t),
      description: t(
        msg(
          "{total, plural, one {# product matches} other {# products match}} \"{query}\" at Aangan: sofas, beds, dining sets and office furniture delivered across India.",
        ),
        { total: result.total, query: requested.q },
      ),
      language,
      canonicalUrl: canonicalListingUrl(url.origin, url.pathname, state, config),
      imageUrl: firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view),
    },
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { result, help, state } = loaderData;
  const t = useT();
  const crumbs = [{ label: t("Home"), href: "/" }, { label: t("Search") }];
  if (!result) {
    return (
      <div className="mx-auto max-w-7xl px-4 pt-5 pb-24 lg:px-6">
        <ListingHeader
          crumbs={crumbs}
          title={t("Search")}
          description={t("Type what you are looking for in the search box above: a product, a room, a material or a brand.")}
        />
      </div>
    );
  }
  return (
    <ListingPage
      header={<ListingHeader crumbs={crumbs} title={t("Search Results for \"{query}\"", { query: state.q })} />}
      result={result}
      state={state}
      config={config}
      noun={{ one: "result", many: "results" }}
      emptyState={{ title: t("No results found"), message: t("Try adjusting your search or filter criteria") }}
      emptyHelp={help ? <NothingFoundLinks help={help} /> : undefined}
    />
  );
}
