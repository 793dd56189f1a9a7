import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { deliveryCheckForPage } from "~/features/delivery/pincode-check.server";
import { emiOfferHtmlByPrice } from "~/features/emi/emi-offer-html.server";
import { productPath, shareImageUrl } from "~/features/product/json-ld";
import { mainPictureSizes } from "~/features/product/product-gallery";
import { ProductNotFound, productNotFoundTexts } from "~/features/product/product-not-found";
import { notFoundTexts } from "~/features/catalog/not-found-message";
import { pageTitle } from "~/features/catalog/listing-seo";
import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { pathInLanguage } from "~/i18n/language";
import { useLocalizedPath } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import {
  firstSentence,
  galleryImages,
  openedTab,
  parseProductId,
  reviewsShown,
  selectedVariant,
} from "~/features/product/product-rules";
import type { ReviewsData } from "~/features/product/product-tabs";
import { ProductView } from "~/features/product/product-view";
import type { ProductDetail } from "~/lib/contracts/catalog";
import { picturePreloadLink } from "~/lib/product-images";
import { site } from "~/lib/site";
import type { Route } from "./+types/product";

/** The gallery's first picture, of the colour the address names, as the head's preload link. */
function mainPicturePreload(product: ProductDetail, requestedVariant: string | null) {
  const first = galleryImages(product, selectedVariant(product.variants, requestedVariant))[0];
  return first ? picturePreloadLink(first.path, mainPictureSizes) : null;
}

/** The 404 of an unknown product, its texts written in the page's language (its boundary has no messages). */
function productNotFound(request: Request) {
  const t = requestTranslator(request);
  return data(
    {
      title: t(msg("Product Not Found")),
      message: t(msg("The product you're looking for doesn't exist or has been removed.")),
    },
    { status: 404 },
  );
}

// Hydrogen's split: the product is awaited (and may 404), with its related products and rating
// summary, which come in the same read; the reviews stream in afterwards as a promise, so a slow or
// failing query there never holds up or breaks the page. An address that opens the Reviews tab
// gets them in the HTML: without JavaScript a streamed panel never arrives.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const { catalog } = context.services;
  if (id === null) {
    // A product's slug, or one it had before: its address is /product/{id}, for good.
    const bySlug = await catalog.productIdForSlug(params.id);
    if (bySlug === null) throw productNotFound(request);
    throw localizedRedirect(request, `${productPath(bySlug)}${new URL(request.url).search}`, 301);
  }
  const [view, wishlisted] = await Promise.all([
    catalog.getProductView(id, languageOfRequest(request)),
    context.services.wishlist.contains(context.wishlistOwner, id),
  ]);
  if (!view) throw productNotFound(request);
  const { product, ratingSummary, related } = view;
  const delivery = await deliveryCheckForPage(request, context, {
    cartSubtotal: product.price,
    inStock: product.inStock,
    productIds: [product.id],
  });

  const url = new URL(request.url);
  const limit = reviewsShown(url.searchParams.get("reviews"));
  // Logged here with the request id, then rethrown so <Await errorElement> tells the shopper.
  const streamedReviews = catalog
    .listReviews(id, { page: 1, limit })
    .then((page) => ({ summary: ratingSummary, items: page.items, total: page.total }))
    .catch((error: unknown) => {
      context.logger.error({ err: error, reqId: context.requestId, productId: id }, "could not load reviews");
      throw error;
    });
  let reviews: Promise<ReviewsData> | ReviewsData = streamedReviews;
  if (openedTab(url.searchParams) === "reviews") {
    // On failure (logged above) the page still streams the rejected promise, whose errorElement says so.
    const settled = await streamedReviews.then(
      (loaded) => ({ loaded }),
      () => null,
    );
    if (settled) reviews = settled.loaded;
  }

  return {
    // The cart's and wishlist's areas too: the purchase panel shares their texts (stock, quantity, "Added to your cart.").
    messages: messagesFor(request, "product", "catalog", "delivery", "cart", "wishlist"),
    product,
    related,
    reviews,
    wishlisted,
    delivery,
    // No-cost EMI for the product's price and each variant's, from the catalog's prices.
    emiOffers: emiOfferHtmlByPrice([product.price, ...product.variants.map((variant) => variant.price)], languageOfRequest(request)),
    // The gallery's first picture (of the colour the address names), asked for from the head.
    mainPicturePreload: mainPicturePreload(product, url.searchParams.get("variant")),
    // Absolute URLs for canonical, Open Graph and JSON-LD.
    origin: url.origin,
    language: languageOfRequest(request),
    // Pages are never cached, so this request's CSP nonce may travel with its data (JSON-LD).
    nonce: context.nonce,
  };
}

// Choosing a variant only changes `?variant=` (and drops `?quantity=`). The loader reads the first
// only for the picture the first page load asks for early, and never the second: no refetch.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  for (const name of ["variant", "quantity"]) {
    current.delete(name);
    next.delete(name);
  }
  current.sort();
  next.sort();
  return current.toString() === next.toString() ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    // A 404 brings its title in the page's language; any other failure's title is drawn by the boundary.
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return notFound ? [{ title: pageTitle(notFoundTexts(error.data, productNotFoundTexts).title) }] : [];
  }
  const { product, origin, language } = loaderData;
  const canonical = new URL(pathInLanguage(productPath(product.id), language), origin).href;
  // Staff's SEO title and description when set; else the name and the description's first sentence (formatting marks dropped).
  const description = product.seo.description ?? firstSentence(product.description.replace(/\*+/g, ""));
  const image = product.images[0];
  return [
    { title: product.seo.title ?? `${product.name} | ${site.name}` },
    ...(loaderData.mainPicturePreload ? [{ tagName: "link", ...loaderData.mainPicturePreload }] : []),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: language === "hi" ? "hi_IN" : "en_IN" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image
      ? [
          { property: "og:image", content: shareImageUrl(origin, image.path) },
          { property: "og:image:type", content: "image/webp" },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: String(Math.round((1200 * image.height) / image.width)) },
          { property: "og:image:alt", content: image.alt },
        ]
      : []),
    { property: "product:price:amount", content: String(product.price) },
    { property: "product:price:currency", content: "INR" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, reviews, origin, nonce, wishlisted, delivery, emiOffers } = loaderData;
  // Keyed by product: following a related product starts its page fresh (gallery, tabs, quantity).
  return (
    <ProductView
      key={product.id}
      product={product}
      related={related}
      reviews={reviews}
      origin={origin}
      nonce={nonce}
      wishlisted={wishlisted}
      delivery={delivery}
      emiOffers={emiOffers}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const texts = notFoundTexts(error.data, productNotFoundTexts);
    return <ProductNotFound title={texts.title} message={texts.message} />;
  }
  return <ProductError />;
}

/** Any other failure: the loader sent no messages, so only the shell's (sent with every page) are here. */
function ProductError() {
  const t = useT();
  const localizedPath = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{pageTitle(t("Something went wrong"))}</title>
      <h1 className="font-display text-3xl text-ink">{t("Something went wrong")}</h1>
      <p className="mt-4 text-stone-700">{t("We could not load this product. Please try again in a moment.")}</p>
      <a
        href={localizedPath("/products")}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t("Continue Shopping")}
      </a>
    </div>
  );
}
