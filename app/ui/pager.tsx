import { Link } from "~/i18n/localized-link";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { useT } from "~/i18n/use-t";

export type PagerItem = number | "gap";

/**
 * Which page numbers to show: always the first and the last, and the current page with one on
 * each side; a gap of one page is filled in rather than drawn as an ellipsis.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  // Near an end, show a steady five numbers so the pager does not jump in width.
  if (current <= 3) [2, 3, 4].forEach((page) => wanted.add(page));
  if (current >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((page) => wanted.add(page));
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("gap");
    items.push(page);
  }
  return items;
}

const cellClass =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors";
const linkClass = `${cellClass} border-stone-300 bg-white text-ink hover:border-brand-500 hover:text-brand-800`;
const currentClass = `${cellClass} border-brand-700 bg-brand-700 text-white`;
const disabledClass = `${cellClass} border-stone-200 bg-stone-50 text-stone-500`;

/**
 * Real paging as links (spec §2's Previous, 1, 2, 3, Next), so it works before JavaScript loads
 * and crawlers follow it. `hrefFor` builds the URL of a page keeping the listing's filters.
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("Pagination")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={`${linkClass} gap-1`}>
              <ChevronLeftIcon size={18} />
              {t("Previous")}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${disabledClass} gap-1`}>
              <ChevronLeftIcon size={18} />
              {t("Previous")}
            </span>
          )}
        </li>
        {/* Phones have room for Previous, where we are, and Next; wider screens list the pages. */}
        <li className="px-3 text-sm text-stone-700 sm:hidden">
          {t("Page {page} of {pageCount}", { page, pageCount })}
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            // Index keys are stable here: a gap sits between the same two numbers until they change.
            <li key={`gap-${index}`} className="hidden px-1 text-stone-600 sm:block" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <Link
                to={hrefFor(item)}
                aria-label={t("Page {page}", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={item === page ? currentClass : linkClass}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className={`${linkClass} gap-1`}>
              {t("Next")}
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${disabledClass} gap-1`}>
              {t("Next")}
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
