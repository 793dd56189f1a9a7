import { pathInLanguage } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";

/** The store's 404 page: shown for unknown addresses inside the shop's header and footer. */
export function NotFoundPage() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${t("Page Not Found")} | Aangan`}</title>
      <h1 className="text-3xl font-bold">{t("Page Not Found")}</h1>
      <p className="mt-4 text-gray-600">{t("The page you're looking for doesn't exist or has been moved.")}</p>
      <a href={pathInLanguage("/", language)} className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        {t("Go to Home")}
      </a>
    </div>
  );
}
