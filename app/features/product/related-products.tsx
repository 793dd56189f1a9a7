import { ProductCard } from "~/features/catalog/product-card";
import { useT } from "~/i18n/use-t";
import type { ProductSummary } from "~/lib/contracts/catalog";

/**
 * Spec §2, §9: up to 4 other products of the same category. They come in the product's own read,
 * so they are in the server's HTML: a section streamed in later never reaches a shopper without
 * JavaScript.
 */
export function RelatedProducts({ products }: { products: readonly ProductSummary[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-16">
      <h2 id="related-products" className="font-display text-2xl text-ink">
        {t("Related Products")}
      </h2>
      <div className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
