import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Link } from "~/i18n/localized-link";
import { useLanguage, useT, type Translate } from "~/i18n/use-t";
import { assemblyRadiusText, returnWindowDays } from "~/features/content/promise-figures";
import type { PageDeliveryCheck } from "~/features/delivery/pincode-check.server";
import type { ProductDetail, ProductSummary, VariantDetail } from "~/lib/contracts/catalog";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";
import { freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import { ServerDrawnHtml } from "~/ui/server-drawn-html";
import { Breadcrumbs, productCrumbs } from "./breadcrumbs";
import { breadcrumbJsonLd, JsonLd, productJsonLd, productPath } from "./json-ld";
import { ProductGallery } from "./product-gallery";
import { ProductPrice } from "./product-price";
import {
  galleryImages,
  openedTab,
  productSearch,
  requestedQuantity,
  selectedVariant,
  type ProductTab,
} from "./product-rules";
import { ProductTabs, type ReviewsData } from "./product-tabs";
import { PurchasePanel } from "./purchase-panel";
import { RatingStars } from "./rating-stars";
import { RelatedProducts } from "./related-products";
import { StockStatus } from "./stock-status";
import { VariantPicker } from "./variant-picker";

export interface ProductViewProps {
  product: ProductDetail;
  related: readonly ProductSummary[];
  /** Streamed in after the page, or already here when the address opens the Reviews tab. */
  reviews: Promise<ReviewsData> | ReviewsData;
  origin: string;
  nonce: string;
  /** Whether this shopper's wishlist holds the product (the heart's state). */
  wishlisted?: boolean;
  /** The PIN code check the server answered (?pin= or the remembered PIN code). */
  delivery?: PageDeliveryCheck | null;
  /** The no-cost EMI disclosure the server drew for each price (emi-offer-html.server.tsx); none below the minimum. */
  emiOffers?: Readonly<Record<string, string>>;
}

/**
 * The variant shown: the URL's `?variant=` (so a link to a colour works and the server draws it),
 * or, between a click and the URL catching up, the one just clicked. Without JavaScript the
 * colours, the − and + of the quantity and the tabs are links and forms that lead to the address
 * saying what to show (`?variant=`, `?quantity=`, `?tab=`), which the server draws.
 */
function useProductAddress(product: ProductDetail) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [choice, setChoice] = useState<{ variantId: number; locationKey: string } | null>(null);
  const fromUrl = selectedVariant(product.variants, searchParams.get("variant"));
  const chosen =
    choice?.locationKey === location.key
      ? product.variants.find((variant) => variant.id === choice.variantId)
      : undefined;
  const variant = chosen ?? fromUrl;

  function choose(next: VariantDetail) {
    setChoice({ variantId: next.id, locationKey: location.key });
    setSearchParams(
      (params) => {
        params.set("variant", String(next.id));
        // Spec §4: another variant starts the quantity again at 1.
        params.delete("quantity");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return {
    variant,
    choose,
    // A variant just clicked starts at 1 whatever the address still says.
    quantity: chosen ? 1 : requestedQuantity(searchParams.get("quantity"), variant?.maxQuantity),
    tab: openedTab(searchParams),
    params: searchParams,
    variantHref: (next: VariantDetail) => productSearch(searchParams, { variant: String(next.id), quantity: null }),
    tabHref: (tab: ProductTab) => `${productSearch(searchParams, { tab })}#details`,
  };
}

export function ProductView({
  product,
  related,
  reviews,
  origin,
  nonce,
  wishlisted = false,
  delivery = null,
  emiOffers = {},
}: ProductViewProps) {
  const t = useT();
  const language = useLanguage();
  const { variant, choose, quantity, tab, params, variantHref, tabHref } = useProductAddress(product);
  const images = galleryImages(product, variant);
  const path = productPath(product.id);
  const crumbs = productCrumbs(product.name, path, t);
  const price = variant ?? product;
  const emiOffer = emiOffers[String(price.price)];

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-5 sm:px-6 sm:pt-6 lg:px-8">
      <JsonLd data={productJsonLd(product, variant, origin, language)} nonce={nonce} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, language)} nonce={nonce} />
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-4 lg:self-start">
          <ProductGallery key={variant?.id ?? "product"} images={images} productName={product.name} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-2">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Link to={product.category.path} className="font-medium text-brand-700 hover:underline">
                {product.category.name}
              </Link>
              <span aria-hidden="true" className="text-stone-400">
                ·
              </span>
              <span className="text-stone-600">{product.brand.name}</span>
              {product.isNew ? (
                <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t("New")}</span>
              ) : null}
              {product.isBestSeller ? (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("Best Seller")}</span>
              ) : null}
            </p>
            <h1 className="font-display text-3xl leading-tight text-ink sm:text-4xl">{product.name}</h1>
            {product.reviewCount > 0 ? (
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <RatingStars rating={product.rating} />
                <a href="#details" className="hover:text-brand-800 hover:underline">
                  {t("{rating} ({count, plural, one {# review} other {# reviews}})", {
                    rating: product.rating.toFixed(1),
                    count: product.reviewCount,
                  })}
                </a>
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3">
            <ProductPrice price={price.price} originalPrice={price.originalPrice} discount={price.discount} />
            {emiOffer ? <ServerDrawnHtml html={emiOffer} /> : null}
          </div>
          <VariantPicker variants={product.variants} selectedId={variant?.id} onChoose={choose} hrefFor={variantHref} />
          {variant ? <StockStatus label={variant.stockLabel} inStock={variant.inStock} /> : null}
          <PurchasePanel
            product={product}
            variant={variant}
            quantity={quantity}
            params={params}
            wishlisted={wishlisted}
            delivery={delivery}
          />
          <ul className="grid gap-2 rounded-xl bg-sand p-4 text-sm text-stone-700 sm:grid-cols-3">
            <li>
              {withUnbrokenPrices(
                t("Free delivery above {amount}; free assembly within {distance} of our warehouses", {
                  amount: formatRupees(freeShippingThreshold),
                  distance: assemblyRadiusText,
                }),
              )}
            </li>
            <li>{t("{days}-day easy returns", { days: returnWindowDays })}</li>
            <li>{warrantyText(product.warrantyMonths, t)}</li>
          </ul>
          <p className="text-xs text-stone-600">
            {t("SKU {sku} · Sold by {store}", { sku: product.sku, store: site.name })}
          </p>
        </div>
      </div>
      <ProductTabs product={product} reviews={reviews} initialTab={tab} hrefFor={tabHref} />
      <RelatedProducts products={related} />
    </div>
  );
}

function warrantyText(months: number, t: Translate): string {
  if (months % 12 === 0) {
    return t("{years, plural, one {# year warranty} other {# years warranty}}", { years: months / 12 });
  }
  return t("{months, plural, one {# month warranty} other {# months warranty}}", { months });
}
