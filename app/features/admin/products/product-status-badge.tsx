import type { ProductStatus } from "~/lib/contracts/admin-products";
import { formatDateTime } from "~/lib/format-date";

export const productStatusLabels: Record<ProductStatus, string> = {
  published: "Published",
  draft: "Draft",
  scheduled: "Scheduled",
};

const looks: Record<ProductStatus, string> = {
  published: "bg-green-100 text-green-900",
  draft: "bg-stone-200 text-stone-800",
  scheduled: "bg-blue-100 text-blue-900",
};

/** The status, and for a scheduled product when it appears (India's time). */
export function ProductStatusBadge({ status, publishedAt }: { status: ProductStatus; publishedAt: string | null }) {
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span className={`inline-flex w-fit items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${looks[status]}`}>
        {productStatusLabels[status]}
      </span>
      {status === "scheduled" && publishedAt ? (
        <span className="text-xs text-stone-700">
          from <time dateTime={publishedAt}>{formatDateTime(publishedAt)}</time>
        </span>
      ) : null}
    </span>
  );
}
