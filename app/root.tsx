import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type LinksFunction,
} from "react-router";
import { NotFoundPage } from "./features/not-found-page";
import "./load-context";
import { AppStylesheet } from "./ui/app-stylesheet";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
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
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
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
