import type { ListingView } from "~/lib/catalog-query";
import { productGridClass, productListClass } from "./product-grid";

/** Spec §9: six placeholder cards while the next results load. */
export const skeletonCardCount = 6;

/** Grey cards the size of real ones, so nothing moves when the results arrive. */
export function ProductGridSkeleton({ view = "grid" }: { view?: ListingView }) {
  const list = view === "list";
  return (
    <div data-testid="product-grid-skeleton" aria-hidden="true">
      <ul className={list ? productListClass : productGridClass}>
        {Array.from({ length: skeletonCardCount }, (_, index) => (
          <li
            key={index}
            className={`flex overflow-hidden rounded-xl border border-stone-200 bg-white motion-safe:animate-pulse ${
              list ? "flex-row" : "flex-col"
            }`}
          >
            <div className={`bg-stone-200 ${list ? "aspect-square w-32 shrink-0 self-start sm:aspect-[4/3] sm:w-56" : "aspect-[4/3] w-full"}`} />
            <div className="flex flex-1 flex-col gap-2.5 p-4">
              <div className="h-3 w-1/3 rounded bg-stone-200" />
              <div className="h-4 w-4/5 rounded bg-stone-200" />
              <div className="h-3 w-1/2 rounded bg-stone-200" />
              <div className="mt-2 h-5 w-2/5 rounded bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
