import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { ListingHeader } from "~/features/catalog/listing-header";
import { ListingPage } from "~/features/catalog/listing-page";
import { canonicalListingUrl, firstProductImage, listingPicturePreload, pagedTitle, seoMeta } from "~/features/catalog/listing-seo";
import { readListingState, type ListingConfig } from "~/features/catalog/listing-state";
import { assemblyRadiusText } from "~/features/content/promise-figures";
import { listingSortOptions } from "~/lib/catalog-query";
import { formatRupees } from "~/lib/money";
import { freeShippingThreshold } from "~/lib/shipping";
import type { Route } from "./+types/products";

const config: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "featured" };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData.seo);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = readListingState(url.searchParams, config);
  const language = languageOfRequest(request);
  const t = requestTranslator(request);
  const result = await context.services.catalog.listProducts({ kind: "all" }, requested.query, language);
  // An out-of-range page is answered with the last page: links and the canonical URL follow it.
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  return {
    result,
    state,
    messages: messagesFor(request, "catalog"),
    seo: {
      title: pagedTitle(t(msg("All Products")), result.page, t),
      description: t(
        msg(
          "Shop {total, plural, one {# piece} other {# pieces}} of furniture for every room: sofas, beds, dining sets, office chairs and more, delivered free above {amount}, with free assembly within {distance} of our warehouses.",
        ),
        { total: result.total, amount: formatRupees(freeShippingThreshold), distance: assemblyRadiusText },
      ),
      language,
      canonicalUrl: canonicalListingUrl(url.origin, url.pathname, state, config),
      imageUrl: firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view),
    },
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ListingPage
      header={<ListingHeader crumbs={[{ label: t("Home"), href: "/" }, { label: t("All Products") }]} title={t("All Products")} />}
      result={loaderData.result}
      state={loaderData.state}
      config={config}
      emptyState={{ title: t("No products found"), message: t("Try adjusting your filter criteria") }}
    />
  );
}
