import type { ListingView } from "~/lib/catalog-query";
import type { ProductSummary } from "~/lib/contracts/catalog";
import { ProductCard } from "./product-card";

/** One column on phones, two from sm, three from lg, four from xl. */
export const productGridClass = "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4";
export const productListClass = "grid grid-cols-1 gap-4";

export function ProductGrid({ products, view }: { products: ProductSummary[]; view: ListingView }) {
  return (
    <ul className={view === "list" ? productListClass : productGridClass}>
      {products.map((product, index) => (
        <li key={product.id} className="flex *:flex-1">
          {/* The first card's image is usually the largest thing above the fold. */}
          <ProductCard product={product} view={view} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
