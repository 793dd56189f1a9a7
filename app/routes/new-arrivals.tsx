import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { ListingHeader } from "~/features/catalog/listing-header";
import { ListingPage } from "~/features/catalog/listing-page";
import { canonicalListingUrl, firstProductImage, listingPicturePreload, pagedTitle, seoMeta } from "~/features/catalog/listing-seo";
import { readListingState, type ListingConfig } from "~/features/catalog/listing-state";
import { listingSortOptions } from "~/lib/catalog-query";
import type { Route } from "./+types/new-arrivals";

// New arrivals are about what is new, so newest first is the default order here.
const config: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "newest" };

/** How far back "new" reaches; the catalog service applies it for the new-arrivals scope. */
const newArrivalDays = 60;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData.seo);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = readListingState(url.searchParams, config);
  const language = languageOfRequest(request);
  const t = requestTranslator(request);
  const result = await context.services.catalog.listProducts({ kind: "new-arrivals" }, requested.query, language);
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  return {
    result,
    state,
    messages: messagesFor(request, "catalog"),
    seo: {
      title: pagedTitle(t(msg("New Arrivals")), result.page, t),
      description: t(msg("The newest sofas, beds, dining sets and office furniture at Aangan: everything added in the last {days} days."), {
        days: newArrivalDays,
      }),
      language,
      canonicalUrl: canonicalListingUrl(url.origin, url.pathname, state, config),
      imageUrl: firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view),
    },
  };
}

export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ListingPage
      header={
        <ListingHeader
          crumbs={[{ label: t("Home"), href: "/" }, { label: t("New Arrivals") }]}
          title={t("New Arrivals")}
          description={t("Fresh designs added in the last {days} days, newest first.", { days: newArrivalDays })}
        />
      }
      result={loaderData.result}
      state={loaderData.state}
      config={config}
      emptyState={{ title: t("No products found"), message: t("Try adjusting your filter criteria") }}
    />
  );
}
