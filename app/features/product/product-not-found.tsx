import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";

/** The not-found texts in English: the loader sends them in the page's language with its 404. */
export const productNotFoundTexts = {
  title: "Product Not Found",
  message: "The product you're looking for doesn't exist or has been removed.",
} as const;

/**
 * Spec §8: an unknown product, drawn inside the shop layout with a 404 status. The loader threw
 * before sending the product area's messages, so the texts come written by it (see notFoundTexts).
 */
export function ProductNotFound({ title, message }: { title: string; message: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      <Link
        to="/products"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t("Continue Shopping")}
      </Link>
    </div>
  );
}
