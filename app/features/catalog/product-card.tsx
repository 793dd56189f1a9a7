import { Link } from "~/i18n/localized-link";
import { assemblyRadiusText } from "~/features/content/promise-figures";
import { languageTags } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";
import type { ListingView } from "~/lib/catalog-query";
import type { ProductSummary } from "~/lib/contracts/catalog";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { formatRupees } from "~/lib/money";
import { freeShippingThreshold } from "~/lib/shipping";
import { ProductImage } from "~/ui/product-image";
import { StarRow } from "./listing-icons";

export interface ProductCardProps {
  product: ProductSummary;
  /** "list" draws the card as a row with a short description line. */
  view?: ListingView;
  /** For the first card above the fold: its image is the page's largest paint. */
  priority?: boolean;
}

/** How wide a card's picture is drawn, by view: also what a listing's picture preload asks for. */
export const productCardImageSizes = {
  grid: "(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 45vw, 92vw",
  list: "(min-width: 640px) 224px, 128px",
} as const;

/**
 * One product in a listing. The whole card is clickable through the name's link (stretched over
 * the card), so there is one link per product for keyboard and screen-reader users, not three.
 * Prices and the discount come from the server; the card only formats them.
 */
export function ProductCard({ product, view = "grid", priority = false }: ProductCardProps) {
  const t = useT();
  const list = view === "list";
  return (
    <article
      className={`group relative flex overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md focus-within:shadow-md ${
        list ? "flex-row" : "flex-col"
      }`}
    >
      <div
        className={`relative shrink-0 bg-sand ${list ? "aspect-square w-32 self-start sm:aspect-auto sm:min-h-42 sm:w-56 sm:self-stretch" : "aspect-[4/3] w-full"}`}
      >
        {product.image ? (
          <ProductImage
            path={product.image.path}
            alt={product.image.alt}
            width={product.image.width}
            height={product.image.height}
            sizes={productCardImageSizes[view]}
            priority={priority}
            className={`${list ? "absolute inset-0" : ""} h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03] ${
              product.inStock ? "" : "opacity-70"
            }`}
          />
        ) : null}
        {list ? null : <ProductBadges product={product} placement="picture" />}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? "p-3 sm:p-5" : "p-4"}`}>
        {/* A list row's picture is too small to carry badges: they lead its text instead. */}
        {list ? <ProductBadges product={product} placement="text" /> : null}
        <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">{product.category.name}</p>
        <h3 className={`font-medium leading-snug text-ink ${list ? "text-base sm:text-lg" : "text-[15px]"}`}>
          <Link
            to={`/product/${product.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl hover:text-brand-800 focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
          >
            {product.name}
          </Link>
        </h3>
        {list ? (
          <p className="line-clamp-2 text-sm text-stone-600">
            {product.shortDescription ??
              withUnbrokenPrices(
                t("{category} from Aangan, delivered free above {amount}, with free assembly within {distance} of our warehouses.", {
                  category: product.category.name,
                  amount: formatRupees(freeShippingThreshold),
                  distance: assemblyRadiusText,
                }),
              )}
          </p>
        ) : null}
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 gap-y-0.5 pt-1">
          <Rupees amount={product.price} className="text-lg font-semibold text-ink" />
          {product.discount > 0 ? (
            <>
              <span className="text-sm text-stone-600 line-through">
                <span className="sr-only">{t("Original price")} </span>
                <Rupees amount={product.originalPrice} />
              </span>
              <span className="text-sm font-semibold text-emerald-800">{t("{discount}% off", { discount: product.discount })}</span>
            </>
          ) : null}
        </div>
        {product.inStock ? null : <p className="text-sm font-medium text-red-800">{t("Out of Stock")}</p>}
      </div>
    </article>
  );
}

function ProductBadges({ product, placement }: { product: ProductSummary; placement: "picture" | "text" }) {
  const t = useT();
  // The discount is also read out beside the price, so its badge is for the eye only.
  const badges: { label: string; className: string; decorative?: boolean }[] = [];
  if (product.discount > 0) {
    badges.push({ label: t("{discount}% OFF", { discount: product.discount }), className: "bg-brand-700 text-white", decorative: true });
  }
  if (product.isNew) badges.push({ label: t("New"), className: "bg-emerald-800 text-white" });
  if (product.isBestSeller) badges.push({ label: t("Best Seller"), className: "bg-amber-300 text-amber-950" });
  if (badges.length === 0) return null;
  return (
    <ul
      className={placement === "picture" ? "absolute top-2 left-2 flex flex-col items-start gap-1" : "flex flex-wrap gap-1"}
      aria-label={t("Highlights")}
    >
      {badges.map((badge) => (
        <li
          key={badge.label}
          aria-hidden={badge.decorative}
          className={`rounded px-2 py-0.5 text-[11px] font-bold tracking-wide ${badge.className}`}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

function ProductRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const t = useT();
  const language = useLanguage();
  if (reviewCount === 0) return <p className="text-xs text-stone-600">{t("No reviews yet")}</p>;
  return (
    <p className="flex items-center gap-1.5 text-xs text-stone-600">
      <StarRow rating={rating} />
      <span aria-hidden="true">
        {rating.toFixed(1)} ({reviewCount.toLocaleString(languageTags[language])})
      </span>
      <span className="sr-only">
        {t("Rated {rating} out of 5 from {count, plural, one {# review} other {# reviews}}", { rating: rating.toFixed(1), count: reviewCount })}
      </span>
    </p>
  );
}
