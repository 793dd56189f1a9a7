import { useT } from "~/i18n/use-t";

/**
 * The first focusable element of every shop page: keyboard and screen-reader users jump past the
 * header's dozens of links straight to the page's <main id="main">.
 */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
    >
      {t("Skip to content")}
    </a>
  );
}
