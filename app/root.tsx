import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./features/not-found-page";
import { languageOfPath, languages, languageTags, pathInLanguage, pathWithoutLanguage } from "./i18n/language";
import { MessageBundleLinks, PageI18nProvider } from "./i18n/page-i18n-provider";
import { messagesFor } from "./i18n/page-messages.server";
import { useLanguage, useT } from "./i18n/use-t";
import "./load-context";
import { AppStylesheet } from "./ui/app-stylesheet";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** What every page needs to know of the store itself, and the shell's messages in the page's language. */
export function loader({ context, request }: Route.LoaderArgs) {
  return { testPayments: context.testPayments, origin: new URL(request.url).origin, messages: messagesFor(request, "shell") };
}

// The store never changes while it runs: only a page in the other language needs the loader again.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

/** The page in each language, for search engines: hreflang links beside the canonical one. */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const bare = pathWithoutLanguage(pathname);
  if (pathInLanguage(bare, "hi") === bare) return null;
  return (
    <>
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={languageTags[language]} href={`${origin}${pathInLanguage(bare, language)}${search}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${bare}${search}`} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const store = useRouteLoaderData<typeof loader>("root");
  const language = useLanguage();
  return (
    <html lang={languageTags[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <AppStylesheet />
        <Meta />
        <Links />
        <MessageBundleLinks />
        {store ? <LanguageAlternates origin={store.origin} /> : null}
      </head>
      <body className="min-h-screen bg-white font-sans">
        <PageI18nProvider>
          {store?.testPayments ? <TestPaymentsNotice /> : null}
          {children}
        </PageI18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** On every page of a production store that runs on the test gateway (PAYMENTS=test). */
function TestPaymentsNotice() {
  const t = useT();
  return (
    // A landmark of its own, so a screen reader lists it beside the header and the main content.
    <aside aria-label={t("Test payments")} className="bg-amber-100 px-4 py-1 text-center text-xs font-medium text-amber-950">
      <p>{t("Test payments: no money is taken")}</p>
    </aside>
  );
}

export default function App() {
  return <Outlet />;
}

// Last resort when a layout itself fails: a plain page without the shop's header.
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  }
  return <SomethingWentWrong />;
}

function SomethingWentWrong() {
  const t = useT();
  const language = useLanguage();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${t("Something went wrong")} | Aangan`}</title>
      <h1 className="text-3xl font-bold">{t("Something went wrong")}</h1>
      <p className="mt-4 text-gray-600">{t("We could not load this page. Please try again in a moment.")}</p>
      <a href={pathInLanguage("/", language)} className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        {t("Go to Home")}
      </a>
    </main>
  );
}
