import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/i18n/localized-link";
import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { languageTags, pathInLanguage } from "~/i18n/language";
import { msg } from "~/i18n/msg";
import { useLanguage, useT } from "~/i18n/use-t";
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
import type { CategoryDetail } from "~/lib/contracts/catalog";
import type { Route } from "./+types/category";

const config: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "featured" };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData?.seo);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const t = requestTranslator(request);
  const lookup = await context.services.catalog.lookupCategory(params.slug, params.subcategory, language);
  // Every slug the spec links to lands on one canonical URL; the shopper's filters come along.
  if (lookup.kind === "redirect") throw localizedRedirect(request, `${lookup.to}${url.search}`, 301);
  if (lookup.kind === "not-found") throw data(
      { title: t(msg("Category Not Found")), message: t(msg("The category you're looking for doesn't exist.")) },
      { status: 404 },
    );
  const category = lookup.category;
  const requested = readListingState(url.searchParams, config);
  const result = await context.services.catalog.listProducts(
    { kind: "category", categoryId: category.id },
    requested.query,
    language,
  );
  const state = { ...requested, query: { ...requested.query, page: result.page } };
  return {
    category,
    result,
    state,
    messages: messagesFor(request, "catalog"),
    seo: {
      title: pagedTitle(category.title || category.name, result.page, t),
      description: category.description,
      canonicalUrl: canonicalListingUrl(url.origin, pathInLanguage(category.path, language), state, config),
      language,
      imageUrl: shareImageUrl(url.origin, category.bannerImage) ?? firstProductImage(url.origin, result),
      picturePreload: listingPicturePreload(result, state.query.view, category.bannerImage),
    },
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, result, state } = loaderData;
  const t = useT();
  return (
    <ListingPage
      header={
        <ListingBanner
          crumbs={[
            { label: t("Home"), href: "/" },
            ...(category.parent ? [{ label: category.parent.name, href: roomPath(category) }] : []),
            { label: category.name },
          ]}
          title={category.title || category.name}
          description={category.description}
          imagePath={category.bannerImage}
          facts={
            <>
              <span className="font-semibold text-ink">
                {t("{total, plural, one {# product} other {# products}}", { total: category.productCount })}
              </span>
              {category.discountLabel ? (
                <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
                  {category.discountLabel}
                </span>
              ) : null}
            </>
          }
        >
          <SubcategoryChips category={category} />
        </ListingBanner>
      }
      result={result}
      state={state}
      config={config}
      emptyState={{ title: t("No products found"), message: t("Try adjusting your filter criteria") }}
    />
  );
}

/** The room's own page: a room's path, or a subcategory's parent. */
function roomPath(category: CategoryDetail): string {
  return category.parent ? `/category/${category.parent.slug}` : category.path;
}

/** Spec §2: chips linking to /category/{room}/{subcategory}, with real product counts. */
function SubcategoryChips({ category }: { category: CategoryDetail }) {
  const t = useT();
  const language = useLanguage();
  if (category.subcategories.length === 0) return null;
  const room = category.parent ?? category;
  const chipClass =
    "inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors";
  const idle = `${chipClass} border-stone-300 bg-white text-ink hover:border-brand-500 hover:text-brand-800`;
  const current = `${chipClass} border-brand-700 bg-brand-700 text-white`;
  return (
    <nav aria-label={t("{room} categories", { room: room.name })} className="mt-4">
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <Link
            to={roomPath(category)}
            aria-current={category.parent ? undefined : "page"}
            className={category.parent ? idle : current}
          >
            {t("All {room}", { room: room.name })}
          </Link>
        </li>
        {category.subcategories.map((subcategory) => {
          const here = subcategory.id === category.id;
          return (
            <li key={subcategory.id}>
              <Link to={subcategory.path} aria-current={here ? "page" : undefined} className={here ? current : idle}>
                <span aria-hidden="true">{subcategory.name}</span>
                <span aria-hidden="true" className={`text-xs tabular-nums ${here ? "text-brand-100" : "text-stone-600"}`}>
                  {subcategory.productCount.toLocaleString(languageTags[language])}
                </span>
                <span className="sr-only">{t("{label} ({count, plural, one {# product} other {# products}})", { label: subcategory.name, count: subcategory.productCount })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const texts = notFoundTexts(error.data, { title: "Category Not Found", message: "The category you're looking for doesn't exist." });
    return <NotFoundMessage title={texts.title} message={texts.message} />;
  }
  return <ListingErrorMessage />;
}
