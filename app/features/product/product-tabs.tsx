import { Suspense, useState } from "react";
import { Await } from "react-router";
import type { ProductDetail, RatingSummary, ReviewView } from "~/lib/contracts/catalog";
import { Tabs } from "~/ui/tabs";
import { RatingSummaryChart } from "./rating-summary-chart";
import { ReviewsList } from "./reviews-list";

export interface ReviewsData {
  summary: RatingSummary;
  items: ReviewView[];
  total: number;
}

export type ProductTab = "description" | "specifications" | "reviews";

// The list scrolls sideways on a phone, which clips anything drawn outside it, so the focus
// ring goes inside the tab.
const tabClass =
  "-mb-px flex-1 whitespace-nowrap border-b-2 border-transparent px-2 py-3 text-sm sm:flex-none sm:px-4 font-medium focus-visible:-outline-offset-3 text-stone-600 hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base";
// Every panel is in the server's HTML, so search engines and shoppers without JavaScript get the
// specifications and reviews too; only the chosen one is shown.
const panelClass = "pt-6 data-[state=inactive]:hidden focus-visible:outline-offset-4";

export interface ProductTabsProps {
  product: ProductDetail;
  reviews: Promise<ReviewsData>;
  initialTab: ProductTab;
}

export function ProductTabs({ product, reviews, initialTab }: ProductTabsProps) {
  const [tab, setTab] = useState<ProductTab>(initialTab);
  const paragraphs = product.description.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <Tabs
      id="details"
      label="Product information"
      value={tab}
      onValueChange={setTab}
      className="mt-12"
      listClassName="flex overflow-x-auto border-b border-stone-200"
      tabClassName={tabClass}
      panelClassName={panelClass}
      tabs={[
        {
          value: "description",
          label: "Description",
          panel: (
            <div className="max-w-3xl space-y-4 leading-relaxed text-stone-800">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ),
        },
        {
          value: "specifications",
          label: "Specifications",
          panel: (
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
          ),
        },
        {
          value: "reviews",
          label: `Reviews (${product.reviewCount})`,
          panel: (
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
          ),
        },
      ]}
    />
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
