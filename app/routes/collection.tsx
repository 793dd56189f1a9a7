import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { ListingBanner } from "~/features/catalog/listing-banner";
import { ListingPage } from "~/features/catalog/listing-page";
import {
  canonicalListingUrl,
  firstProductImage,
  listingPicturePreload,
  pagedTitle,
  seoMeta,
  shareImageUrl,
} from "~/features/catalog/listing-seo";
import { readListingState, type ListingConfig } from "~/features/catalog/listing-state";
import { ListingErrorMessage, NotFoundMessage } from "~/features/catalog/not-found-message";
import { listingSortOptions } from "~/lib/catalog-query";
import type { Route } from "./+types/collection";

const config: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "featured" };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData?.seo);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const collection = await context.services.catalog.getCollection(params.slug);
  if (!collection) throw data("Collection Not Found", { status: 404 });
  const requested = readListingState(url.searchParams, config);
  const result = await context.services.catalog.listProducts(
    { kind: "collection", collectionId: collection.id },
    requested.query,
  );
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  const title = `${collection.name} Collection`;
  return {
    collection,
    title,
    result,
    state,
    seo: {
      title: pagedTitle(title, result.page),
      description: `${collection.description} Shop the ${title} at Aangan.`,
      canonicalUrl: canonicalListingUrl(url.origin, `/collection/${collection.slug}`, state, config),
      imageUrl: shareImageUrl(url.origin, collection.image) ?? firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view, collection.image),
    },
  };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, title, result, state } = loaderData;
  return (
    <ListingPage
      header={
        <ListingBanner
          crumbs={[{ label: "Home", href: "/" }, { label: "Collections", href: "/collections" }, { label: collection.name }]}
          title={title}
          description={collection.description}
          imagePath={collection.image}
          facts={
            <span className="font-semibold text-ink">
              {collection.productCount.toLocaleString("en-IN")} {collection.productCount === 1 ? "product" : "products"}
            </span>
          }
        />
      }
      result={result}
      state={state}
      config={config}
      emptyState={{ title: "No products found", message: "Try adjusting your filter criteria" }}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundMessage title="Collection Not Found" message="The collection you're looking for doesn't exist." />
    );
  }
  return <ListingErrorMessage />;
}
