import type { ReactNode } from "react";
import { languageTags } from "~/i18n/language";
import { Link, NavLink } from "~/i18n/localized-link";
import { useLanguage, useT } from "~/i18n/use-t";
import { helpPages } from "./store-policies";

/** Typography for long-form text, without a plugin: the page's own elements get the spacing. */
export const proseClass =
  "max-w-3xl text-[15px] leading-7 text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h2:first-child]:mt-0 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

export interface ContentPageProps {
  /** The page's one h1. */
  title: string;
  /** One or two sentences under the heading. */
  lead: ReactNode;
  /** "Last updated" line of policies: the day as "2026-11-01", written out in the page's language. */
  updated?: string;
  children: ReactNode;
}

/** The frame of every help and policy page: breadcrumbs, the heading band, a menu of the other pages. */
export function ContentPage({ title, lead, updated, children }: ContentPageProps) {
  const t = useT();
  const language = useLanguage();
  // UTC: the day written is the day given, wherever the page is drawn.
  const updatedText = updated
    ? new Intl.DateTimeFormat(languageTags[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${updated}T00:00:00Z`),
      )
    : null;
  return (
    <>
      <div className="border-b border-stone-200 bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
          <nav aria-label={t("Breadcrumb")} className="text-sm text-stone-600">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li className="flex items-center gap-1.5">
                <Link to="/" className="hover:text-brand-800 hover:underline">
                  {t("Home")}
                </Link>
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true">/</span>
                <span aria-current="page" className="text-ink">
                  {title}
                </span>
              </li>
            </ol>
          </nav>
          <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
          <div className="mt-3 max-w-3xl text-base leading-7 text-stone-700 md:text-lg">{lead}</div>
          {updatedText ? <p className="mt-3 text-sm text-stone-600">{t("Last updated {date}", { date: updatedText })}</p> : null}
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_1fr] lg:gap-14 lg:px-8 lg:py-14">
        <div className="min-w-0 lg:order-2">{children}</div>
        <nav aria-label={t("Help and policies")} className="lg:order-1">
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{t("Help & Policies")}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-1">
            {helpPages.map((page) => (
              <li key={page.href}>
                <NavLink
                  to={page.href}
                  className="block rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                >
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
