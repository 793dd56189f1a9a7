import { Tabs } from "radix-ui";
import { Suspense, useState } from "react";
import { Await } from "react-router";
import type { ProductDetail, RatingSummary, ReviewView } from "~/lib/catalog-types";
import { RatingSummaryChart } from "./rating-summary-chart";
import { ReviewsList } from "./reviews-list";

export interface ReviewsData {
  summary: RatingSummary;
  items: ReviewView[];
  total: number;
}

export type ProductTab = "description" | "specifications" | "reviews";

const triggerClass =
  "-mb-px flex-1 whitespace-nowrap border-b-2 border-transparent px-2 py-3 text-sm sm:flex-none sm:px-4 font-medium text-stone-600 hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base";
// Every panel is in the server's HTML (forceMount), so search engines and shoppers without
// JavaScript get the specifications and reviews too; only the chosen one is shown.
const panelClass = "pt-6 data-[state=inactive]:hidden focus-visible:outline-offset-4";

export interface ProductTabsProps {
  product: ProductDetail;
  reviews: Promise<ReviewsData>;
  initialTab: ProductTab;
}

export function ProductTabs({ product, reviews, initialTab }: ProductTabsProps) {
  const [tab, setTab] = useState<string>(initialTab);
  const paragraphs = product.description.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <Tabs.Root value={tab} onValueChange={setTab} id="details" className="mt-12">
      <Tabs.List aria-label="Product information" className="flex overflow-x-auto border-b border-stone-200">
        <Tabs.Trigger value="description" className={triggerClass}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={triggerClass}>
          Specifications
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClass}>
          Reviews ({product.reviewCount})
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" forceMount className={panelClass}>
        <div className="max-w-3xl space-y-4 leading-relaxed text-stone-800">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Tabs.Content>
      <Tabs.Content value="specifications" forceMount className={panelClass}>
        <table className="w-full max-w-3xl border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">Specifications of {product.name}</caption>
          <tbody>
            {product.specifications.map((row) => (
              <tr key={row.label} className="border-b border-stone-200 align-top">
                <th scope="row" className="w-2/5 py-3 pr-4 font-medium text-stone-700">
                  {row.label}
                </th>
                <td className="py-3 text-ink">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tabs.Content>
      <Tabs.Content value="reviews" forceMount className={panelClass}>
        <Suspense fallback={<ReviewsSkeleton />}>
          <Await
            resolve={reviews}
            errorElement={<p className="text-stone-700">Reviews could not be loaded just now. Please refresh the page.</p>}
          >
            {(loaded) => (
              <div className="flex max-w-3xl flex-col gap-8">
                {loaded.summary.count > 0 ? <RatingSummaryChart summary={loaded.summary} /> : null}
                <ReviewsList items={loaded.items} total={loaded.total} />
              </div>
            )}
          </Await>
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-busy="true" className="flex max-w-3xl flex-col gap-4">
      <p className="sr-only">Loading reviews…</p>
      <div className="h-40 animate-pulse rounded-xl bg-stone-100 motion-reduce:animate-none" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-20 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
