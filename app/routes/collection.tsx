import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { pathInLanguage } from "~/i18n/language";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
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
import { ListingErrorMessage, NotFoundMessage, notFoundTexts } from "~/features/catalog/not-found-message";
import { listingSortOptions } from "~/lib/catalog-query";
import type { Route } from "./+types/collection";

const config: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "featured" };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData?.seo);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const t = requestTranslator(request);
  const collection = await context.services.catalog.getCollection(params.slug, language);
  if (!collection) {
    throw data(
      { title: t(msg("Collection Not Found")), message: t(msg("The collection you're looking for doesn't exist.")) },
      { status: 404 },
    );
  }
  const requested = readListingState(url.searchParams, config);
  const result = await context.services.catalog.listProducts(
    { kind: "collection", collectionId: collection.id },
    requested.query,
    language,
  );
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  const title = t(msg("{name} Collection"), { name: collection.name });
  return {
    collection,
    title,
    result,
    state,
    messages: messagesFor(request, "catalog"),
    seo: {
      title: pagedTitle(title, result.page, t),
      description: t(msg("{description} Shop the {title} at Aangan."), { description: collection.description, title }),
      canonicalUrl: canonicalListingUrl(url.origin, pathInLanguage(`/collection/${collection.slug}`, language), state, config),
      language,
      imageUrl: shareImageUrl(url.origin, collection.image) ?? firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view, collection.image),
    },
  };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, title, result, state } = loaderData;
  const t = useT();
  return (
    <ListingPage
      header={
        <ListingBanner
          crumbs={[{ label: t("Home"), href: "/" }, { label: t("Collections"), href: "/collections" }, { label: collection.name }]}
          title={title}
          description={collection.description}
          imagePath={collection.image}
          facts={
            <span className="font-semibold text-ink">
              {t("{total, plural, one {# product} other {# products}}", { total: collection.productCount })}
            </span>
          }
        />
      }
      result={result}
      state={state}
      config={config}
      emptyState={{ title: t("No products found"), message: t("Try adjusting your filter criteria") }}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const texts = notFoundTexts(error.data, { title: "Collection Not Found", message: "The collection you're looking for doesn't exist." });
    return <NotFoundMessage title={texts.title} message={texts.message} />;
  }
  return <ListingErrorMessage />;
}
