import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { pageTitle } from "./listing-seo";

/** The not-found texts the loader wrote in the page's language (its 404's data), else the English. */
export function notFoundTexts(data: unknown, english: { title: string; message: string }): { title: string; message: string } {
  if (typeof data !== "object" || data === null || !("title" in data) || !("message" in data)) return english;
  const { title, message } = data;
  return typeof title === "string" && typeof message === "string" ? { title, message } : english;
}

/**
 * A listing that does not exist (spec §8 "Category Not Found"), drawn by the route's error
 * boundary inside the shop layout while the server answers 404.
 */
export function NotFoundMessage({ title, message }: { title: string; message: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/products"
          className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("Browse all products")}
        </Link>
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-md border border-stone-300 bg-white px-5 text-sm font-semibold text-ink hover:border-brand-500"
        >
          {t("Go to Home")}
        </Link>
      </div>
    </div>
  );
}

/** Any other failure of a listing's loader: a message inside the shop layout, not a blank page. */
export function ListingErrorMessage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{pageTitle(t("Something went wrong"))}</title>
      <h1 className="font-display text-3xl font-semibold text-ink">{t("Something went wrong")}</h1>
      <p className="mt-4 text-stone-700">{t("We could not load these products. Please try again in a moment.")}</p>
      <Link
        to="/products"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("Browse all products")}
      </Link>
    </div>
  );
}
