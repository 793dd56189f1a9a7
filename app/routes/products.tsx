import { ListingHeader } from "~/features/catalog/listing-header";
import { ListingPage } from "~/features/catalog/listing-page";
import { canonicalListingUrl, firstProductImage, listingPicturePreload, pagedTitle, seoMeta } from "~/features/catalog/listing-seo";
import { readListingState, type ListingConfig } from "~/features/catalog/listing-state";
import { assemblyPromiseText } from "~/features/content/promise-figures";
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
  const result = await context.services.catalog.listProducts({ kind: "all" }, requested.query);
  // An out-of-range page is answered with the last page: links and the canonical URL follow it.
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  return {
    result,
    state,
    seo: {
      title: pagedTitle("All Products", result.page),
      description: `Shop ${result.total.toLocaleString("en-IN")} pieces of furniture for every room: sofas, beds, dining sets, office chairs and more, delivered free above ${formatRupees(freeShippingThreshold)}, with ${assemblyPromiseText}.`,
      canonicalUrl: canonicalListingUrl(url.origin, url.pathname, state, config),
      imageUrl: firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view),
    },
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      header={<ListingHeader crumbs={[{ label: "Home", href: "/" }, { label: "All Products" }]} title="All Products" />}
      result={loaderData.result}
      state={loaderData.state}
      config={config}
      emptyState={{ title: "No products found", message: "Try adjusting your filter criteria" }}
    />
  );
}
