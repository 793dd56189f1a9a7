import type { ReactNode } from "react";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";

export interface Crumb {
  label: string;
  /** Absent on the last crumb (the page the shopper is on) and on crumbs with no page of their own. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("Breadcrumb")} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <Link to={item.href} className="hover:text-brand-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? "page" : undefined} className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Breadcrumbs, the page's one h1 and an optional lead paragraph, the same on every listing. */
export function ListingHeader({
  crumbs,
  title,
  description,
  children,
}: {
  crumbs: Crumb[];
  title: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <header>
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {description ? <p className="mt-2 max-w-3xl text-stone-700">{description}</p> : null}
      {children}
    </header>
  );
}
