import { Link } from "~/i18n/localized-link";
import { useT, type Translate } from "~/i18n/use-t";

export interface Crumb {
  name: string;
  path: string;
}

/** Spec §2: Home / Products / {name}; the last crumb is the page itself, so it is not a link. */
export function productCrumbs(productName: string, productPath: string, t: Translate): Crumb[] {
  return [
    { name: t("Home"), path: "/" },
    { name: t("Products"), path: "/products" },
    { name: productName, path: productPath },
  ];
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("Breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="rounded-sm underline-offset-4 hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className="text-stone-400">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
