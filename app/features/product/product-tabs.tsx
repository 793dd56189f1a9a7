import { Suspense, useState } from "react";
import { Await } from "react-router";
import type { ProductDetail, RatingSummary, ReviewView } from "~/lib/contracts/catalog";
import { useT } from "~/i18n/use-t";
import { Tabs } from "~/ui/tabs";
import type { ProductTab } from "./product-rules";
import { RatingSummaryChart } from "./rating-summary-chart";
import { ReviewsList } from "./reviews-list";

export interface ReviewsData {
  summary: RatingSummary;
  items: ReviewView[];
  total: number;
}

// The list scrolls sideways on a phone, which clips anything drawn outside it, so the focus
// ring goes inside the tab.
const tabClass =
  "-mb-px flex-1 whitespace-nowrap border-b-2 border-transparent px-2 py-3 text-sm sm:flex-none sm:px-4 font-medium focus-visible:-outline-offset-3 text-stone-600 hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base";
// Every panel is in the server's HTML, so search engines and shoppers without JavaScript get the
// specifications and reviews too; only the chosen one is shown.
const panelClass = "pt-6 data-[state=inactive]:hidden focus-visible:outline-offset-4";

export interface ProductTabsProps {
  product: ProductDetail;
  /** Streamed in after the page, or already here when the address opens the Reviews tab. */
  reviews: Promise<ReviewsData> | ReviewsData;
  initialTab: ProductTab;
  /** The address that opens a tab: where a tab leads without JavaScript. */
  hrefFor: (tab: ProductTab) => string;
}

export function ProductTabs({ product, reviews, initialTab, hrefFor }: ProductTabsProps) {
  const t = useT();
  const [tab, setTab] = useState<ProductTab>(initialTab);
  return (
    <Tabs
      id="details"
      label={t("Product information")}
      value={tab}
      onValueChange={setTab}
      hrefFor={hrefFor}
      className="mt-12"
      listClassName="flex overflow-x-auto border-b border-stone-200"
      tabClassName={tabClass}
      panelClassName={panelClass}
      tabs={[
        {
          value: "description",
          label: t("Description"),
          panel: (
            // Drawn from the staff's formatting on the server and sanitised there (only p, br, strong, em, ul, ol, li).
            <div
              className="max-w-3xl space-y-4 leading-relaxed text-stone-800 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          ),
        },
        {
          value: "specifications",
          label: t("Specifications"),
          panel: (
            <table className="w-full max-w-3xl border-collapse text-left text-sm sm:text-base">
              <caption className="sr-only">{t("Specifications of {name}", { name: product.name })}</caption>
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
          label: t("Reviews ({count})", { count: product.reviewCount }),
          panel: <ReviewsPanel reviews={reviews} />,
        },
      ]}
    />
  );
}

function ReviewsPanel({ reviews }: { reviews: Promise<ReviewsData> | ReviewsData }) {
  const t = useT();
  // Already loaded (the address opened this tab): drawn outside any Suspense boundary, because
  // React may send a large boundary's content after the page, where only a script can show it.
  if (!(reviews instanceof Promise)) return <LoadedReviews reviews={reviews} />;
  return (
    <Suspense fallback={<ReviewsSkeleton />}>
      <Await
        resolve={reviews}
        errorElement={<p className="text-stone-700">{t("Reviews could not be loaded just now. Please refresh the page.")}</p>}
      >
        {(loaded) => <LoadedReviews reviews={loaded} />}
      </Await>
    </Suspense>
  );
}

function LoadedReviews({ reviews }: { reviews: ReviewsData }) {
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      {reviews.summary.count > 0 ? <RatingSummaryChart summary={reviews.summary} /> : null}
      <ReviewsList items={reviews.items} total={reviews.total} />
    </div>
  );
}

function ReviewsSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="flex max-w-3xl flex-col gap-4">
      <p className="sr-only">{t("Loading reviews…")}</p>
      <div className="h-40 animate-pulse rounded-xl bg-stone-100 motion-reduce:animate-none" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-20 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
