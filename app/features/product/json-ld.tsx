// schema.org data for search engines (Product with Offer and AggregateRating, BreadcrumbList).
import { pathInLanguage, type Language } from "~/i18n/language";
import type { ProductDetail, VariantDetail } from "~/lib/contracts/catalog";
import { imageUrl } from "~/lib/product-images";
import { site } from "~/lib/site";

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * JSON for an inline script: `<` is escaped so a product text containing `</script>` cannot end
 * the script element early (and U+2028/2029 so old parsers read it as JSON, too).
 */
export function serializeJsonLd(value: JsonValue): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A data block, not a script that runs, but it carries the CSP nonce anyway so a stricter policy
 * (or a scanner that does not tell the two apart) never flags it.
 */
export function JsonLd({ data, nonce }: { data: JsonValue; nonce: string }) {
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}

export function productPath(productId: number): string {
  return `/product/${productId}`;
}

/** Absolute URL of the 1200-wide WebP rendition: what social cards and search engines fetch. */
export function shareImageUrl(origin: string, path: string): string {
  return new URL(imageUrl(path, 1200, "webp"), origin).href;
}

export function productJsonLd(
  product: ProductDetail,
  variant: VariantDetail | undefined,
  origin: string,
  language: Language = "en",
): JsonValue {
  const url = new URL(pathInLanguage(productPath(product.id), language), origin).href;
  const images = (variant?.images.length ? variant.images : product.images).map((image) =>
    shareImageUrl(origin, image.path),
  );
  const offerUrl = variant ? `${url}?variant=${variant.id}` : url;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.name,
    description: product.description,
    sku: product.sku,
    url,
    image: images,
    brand: { "@type": "Brand", name: product.brand.name },
    category: product.category.name,
    material: product.material,
    offers: {
      "@type": "Offer",
      url: offerUrl,
      priceCurrency: "INR",
      price: variant?.price ?? product.price,
      availability: (variant?.inStock ?? product.inStock) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.name },
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(
  crumbs: readonly { name: string; path: string }[],
  origin: string,
  language: Language = "en",
): JsonValue {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(pathInLanguage(crumb.path, language), origin).href,
    })),
  };
}
