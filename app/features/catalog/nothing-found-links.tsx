import { useId } from "react";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import type { NothingFoundHelp } from "~/lib/contracts/catalog";
import { searchPath } from "~/lib/navigation";

const chipClass =
  "inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-800";

/**
 * Below "No results found": searches close to what was typed, and categories to browse, as links,
 * so a search that found nothing is never a dead end.
 */
export function NothingFoundLinks({ help }: { help: NothingFoundHelp }) {
  const t = useT();
  const queriesId = useId();
  const categoriesId = useId();
  return (
    <div className="mt-8 flex w-full max-w-2xl flex-col gap-6">
      {help.queries.length > 0 ? (
        <section aria-labelledby={queriesId}>
          <h4 id={queriesId} className="text-sm font-semibold text-stone-700">
            {t("Try searching for")}
          </h4>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {help.queries.map((query) => (
              <li key={query}>
                <Link to={`${searchPath}?${new URLSearchParams({ q: query }).toString()}`} className={chipClass}>
                  {query}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {help.categories.length > 0 ? (
        <section aria-labelledby={categoriesId}>
          <h4 id={categoriesId} className="text-sm font-semibold text-stone-700">
            {t("Browse a category")}
          </h4>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {help.categories.map((category) => (
              <li key={category.path}>
                <Link to={category.path} className={chipClass}>
                  {/* One flex item: a flex container would drop the space before "in". */}
                  <span>
                    {category.name}
                    {category.parentName ? <span className="text-stone-600"> {t("in {parent}", { parent: category.parentName })}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
