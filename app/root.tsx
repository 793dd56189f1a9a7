import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./features/not-found-page";
import "./load-context";
import { AppStylesheet } from "./ui/app-stylesheet";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** What every page needs to know of the store itself, read once per page load. */
export function loader({ context }: Route.LoaderArgs) {
  return { testPayments: context.testPayments };
}

// It never changes while the store runs: navigations need not ask again.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const store = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <AppStylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans">
        {store?.testPayments ? <TestPaymentsNotice /> : null}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** On every page of a production store that runs on the test gateway (PAYMENTS=test). */
function TestPaymentsNotice() {
  return (
    // A landmark of its own, so a screen reader lists it beside the header and the main content.
    <aside aria-label="Test payments" className="bg-amber-100 px-4 py-1 text-center text-xs font-medium text-amber-950">
      <p>Test payments: no money is taken</p>
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
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Something went wrong | Aangan</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-gray-600">We could not load this page. Please try again in a moment.</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        Go to Home
      </a>
    </main>
  );
}
