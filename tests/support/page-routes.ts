// The store's Hono app with its pages' loaders and actions plugged in, for database tests that act
// as a browser would without a production build: every page that takes a form (cart, wishlist,
// sign-in pages, newsletter, profile, return form, checkout) and the profile's tabs and invoice download. The
// request goes through the real app (session cookie or bearer token, same-origin rules), then to
// the route module's own loader or action, answered as React Router answers a data request.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { isRouteErrorResponse, type AppLoadContext } from "react-router";
import * as cartRoute from "../../app/routes/cart";
import * as checkoutRoute from "../../app/routes/checkout";
import * as forgotPasswordRoute from "../../app/routes/forgot-password";
import * as loginRoute from "../../app/routes/login";
import * as newsletterRoute from "../../app/routes/newsletter";
import * as profileRoute from "../../app/routes/profile";
import { loader as invoiceLoader } from "../../app/routes/profile-invoice";
import * as returnRoute from "../../app/routes/profile-order-return";
import * as registerRoute from "../../app/routes/register";
import * as resetPasswordRoute from "../../app/routes/reset-password";
import * as wishlistRoute from "../../app/routes/wishlist";
import { createApp, type PageRenderer } from "../../server/app";
import type { Services } from "../../server/services/services";

/** React Router's data(value, init), recognised by shape. */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit" && "data" in value;
}

/** What a loader or action returned or threw, as the response React Router would send for data. */
function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) return Response.json(value.data, value.init ?? undefined);
  if (isRouteErrorResponse(value)) return Response.json(value.data, { status: value.status });
  return Response.json(value);
}

type RouteArgs = { request: Request; url: URL; params: Record<string, string>; context: AppLoadContext; pattern: string };
type RouteFunction = (args: RouteArgs) => unknown;

/** The pages this harness serves: a path pattern, and the route module's loader and action. */
const pages: { pattern: string; path: RegExp; params?: string[]; loader?: RouteFunction; action?: RouteFunction }[] = [
  { pattern: "/cart", path: /^\/cart$/, action: cartRoute.action },
  { pattern: "/checkout", path: /^\/checkout$/, action: checkoutRoute.action },
  { pattern: "/login", path: /^\/login$/, action: loginRoute.action },
  { pattern: "/register", path: /^\/register$/, action: registerRoute.action },
  { pattern: "/forgot-password", path: /^\/forgot-password$/, action: forgotPasswordRoute.action },
  { pattern: "/reset-password", path: /^\/reset-password$/, action: resetPasswordRoute.action },
  { pattern: "/newsletter", path: /^\/newsletter$/, action: newsletterRoute.action },
  { pattern: "/profile", path: /^\/profile$/, loader: profileRoute.loader, action: profileRoute.action },
  { pattern: "/wishlist", path: /^\/wishlist$/, loader: wishlistRoute.loader, action: wishlistRoute.action },
  {
    pattern: "/profile/orders/:number/invoice.pdf",
    path: /^\/profile\/orders\/([^/]+)\/invoice\.pdf$/,
    params: ["number"],
    loader: (args) => invoiceLoader({ ...args, params: { number: args.params.number ?? "" } }),
  },
  {
    pattern: "/profile/orders/:number/return",
    path: /^\/profile\/orders\/([^/]+)\/return$/,
    params: ["number"],
    loader: (args) => returnRoute.loader({ ...args, params: { number: args.params.number ?? "" } }),
    action: (args) => returnRoute.action({ ...args, params: { number: args.params.number ?? "" } }),
  },
];

const renderPage: PageRenderer = async (request: Request, context: AppLoadContext) => {
  const url = new URL(request.url);
  for (const page of pages) {
    const match = page.path.exec(url.pathname);
    const handler = request.method === "GET" ? page.loader : request.method === "POST" ? page.action : undefined;
    if (!match || !handler) continue;
    const params = Object.fromEntries((page.params ?? []).map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]));
    try {
      return toResponse(await handler({ request, url, params, context, pattern: page.pattern }));
    } catch (thrown) {
      // Loaders and actions throw redirects (to /login) and 404s as responses; anything else
      // thrown is a fault, which React Router answers with its error page and 500.
      if (thrown instanceof Response || isDataWithInit(thrown) || isRouteErrorResponse(thrown)) return toResponse(thrown);
      context.logger.error({ err: thrown }, "a page failed");
      return new Response("Unexpected Server Error", { status: 500 });
    }
  }
  return new Response("No such page in this test", { status: 404 });
};

/** The app as main.ts builds it, with the pages above. */
export function createAppWithPages(services: Services) {
  return createApp({
    services,
    logger: pino({ level: "silent" }),
    imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    renderPage,
  });
}

export type TestApp = ReturnType<typeof createAppWithPages>;

/**
 * One browser of one shopper against the app: keeps the cookies the store sets (session, guest
 * cart and wishlist), sends JSON API calls as the store's pages do and forms as a browser posts them.
 */
export function testBrowser(app: TestApp) {
  const cookies = new Map<string, string>();
  async function send(method: string, pathname: string, init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (cookies.size > 0) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let body: string | undefined;
    if (init.json !== undefined) {
      headers["Content-Type"] = "application/json";
      headers.Accept = "application/json";
      headers["X-Requested-With"] = "XMLHttpRequest";
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    } else if (pathname.startsWith("/api/")) {
      headers["X-Requested-With"] = "XMLHttpRequest";
    }
    const response = await app.request(`http://store.test${pathname}`, { method, headers, body });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ""] = setCookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/Max-Age=0/i.test(setCookie) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return {
    send,
    get: (pathname: string) => send("GET", pathname),
    async signIn(email: string, password: string): Promise<void> {
      const response = await send("POST", "/api/db/auth/login", { json: { email, password } });
      if (response.status !== 200) throw new Error(`signing in as ${email} answered ${response.status}`);
    },
    /** Puts a variant in this browser's cart, as the product page's Add to Cart does. */
    async addToCart(variant: { productId: number; id: number }, quantity = 1): Promise<void> {
      const response = await send("POST", "/api/db/cart/items", { json: { product_id: variant.productId, variant_id: variant.id, quantity } });
      if (response.status !== 200) throw new Error(`adding variant ${variant.id} to the cart answered ${response.status}`);
    },
  };
}
