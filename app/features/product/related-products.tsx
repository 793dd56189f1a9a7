import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import { ProductCard } from "~/features/catalog/product-card";
import type { ProductSummary } from "~/lib/contracts/catalog";

/** Spec §2, §9: up to 4 other products of the same category, streamed in after the page. */
export function RelatedProducts({ products }: { products: Promise<ProductSummary[]> }) {
  return (
    <Suspense fallback={<RelatedSkeleton />}>
      <Await
        resolve={products}
        errorElement={
          <RelatedSection>
            <p className="text-stone-700">Related products could not be loaded just now.</p>
          </RelatedSection>
        }
      >
        {(related) =>
          related.length > 0 ? (
            <RelatedSection>
              <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                {related.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </div>
            </RelatedSection>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

function RelatedSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="related-products" className="mt-16">
      <h2 id="related-products" className="font-display text-2xl text-ink">
        Related Products
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function RelatedSkeleton() {
  return (
    <RelatedSection>
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <p className="sr-only">Loading related products…</p>
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="overflow-hidden rounded-lg border border-stone-200">
            <div className="aspect-[4/3] animate-pulse bg-stone-100 motion-reduce:animate-none" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-3/4 rounded bg-stone-100" />
              <div className="h-4 w-1/3 rounded bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    </RelatedSection>
  );
}
