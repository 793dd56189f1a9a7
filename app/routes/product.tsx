import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { deliveryCheckForPage } from "~/features/delivery/pincode-check.server";
import { emiOfferHtmlByPrice } from "~/features/emi/emi-offer-html.server";
import { productPath, shareImageUrl } from "~/features/product/json-ld";
import { mainPictureSizes } from "~/features/product/product-gallery";
import { ProductNotFound } from "~/features/product/product-not-found";
import { firstSentence, galleryImages, parseProductId, reviewsShown, selectedVariant } from "~/features/product/product-rules";
import { ProductView } from "~/features/product/product-view";
import type { ProductDetail } from "~/lib/contracts/catalog";
import { picturePreloadLink } from "~/lib/product-images";
import { site } from "~/lib/site";
import type { Route } from "./+types/product";

const relatedLimit = 4;

/** The gallery's first picture, of the colour the address names, as the head's preload link. */
function mainPicturePreload(product: ProductDetail, requestedVariant: string | null) {
  const first = galleryImages(product, selectedVariant(product.variants, requestedVariant))[0];
  return first ? picturePreloadLink(first.path, mainPictureSizes) : null;
}

// Hydrogen's split: the product is awaited (and may 404); related products and reviews stream in
// afterwards as promises, so a slow or failing query there never holds up or breaks the page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { catalog } = context.services;
  const [product, wishlisted] = await Promise.all([
    catalog.getProduct(id),
    context.services.wishlist.contains(context.wishlistOwner, id),
  ]);
  if (!product) throw data(null, { status: 404 });
  const delivery = await deliveryCheckForPage(request, context, { cartSubtotal: product.price, inStock: product.inStock });

  const url = new URL(request.url);
  const limit = reviewsShown(url.searchParams.get("reviews"));
  // Logged here with the request id, then rethrown so <Await errorElement> tells the shopper.
  function reported<T>(what: string, promise: Promise<T>): Promise<T> {
    return promise.catch((error: unknown) => {
      context.logger.error({ err: error, reqId: context.requestId, productId: id }, `could not load ${what}`);
      throw error;
    });
  }
  const related = reported("related products", catalog.listRelated(id, relatedLimit));
  const reviews = reported(
    "reviews",
    Promise.all([catalog.ratingSummary(id), catalog.listReviews(id, { page: 1, limit })]).then(
      ([summary, page]) => ({ summary, items: page.items, total: page.total }),
    ),
  );

  return {
    product,
    related,
    reviews,
    wishlisted,
    delivery,
    // No-cost EMI for the product's price and each variant's, from the catalog's prices.
    emiOffers: emiOfferHtmlByPrice([product.price, ...product.variants.map((variant) => variant.price)]),
    // The gallery's first picture (of the colour the address names), asked for from the head.
    mainPicturePreload: mainPicturePreload(product, url.searchParams.get("variant")),
    // Absolute URLs for canonical, Open Graph and JSON-LD.
    origin: url.origin,
    // Pages are never cached, so this request's CSP nonce may travel with its data (JSON-LD).
    nonce: context.nonce,
  };
}

// Choosing a variant only changes `?variant=`, which the loader reads only for the picture the
// first page load asks for early: no refetch.
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
  current.delete("variant");
  next.delete("variant");
  current.sort();
  next.sort();
  return current.toString() === next.toString() ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: `${notFound ? "Product Not Found" : "Something went wrong"} | ${site.name}` }];
  }
  const { product, origin } = loaderData;
  const canonical = new URL(productPath(product.id), origin).href;
  const description = firstSentence(product.description);
  const image = product.images[0];
  return [
    { title: `${product.name} | ${site.name}` },
    ...(loaderData.mainPicturePreload ? [{ tagName: "link", ...loaderData.mainPicturePreload }] : []),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: site.name },
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
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl text-ink">Something went wrong</h1>
      <p className="mt-4 text-stone-700">We could not load this product. Please try again in a moment.</p>
      <a
        href="/products"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Continue Shopping
      </a>
    </div>
  );
}
