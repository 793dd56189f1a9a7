// The store's Hono app with a few of its pages' loaders and actions plugged in, for database tests
// that act as a browser would without a production build: the profile (its tabs and every form
// on it), the wishlist, and the invoice download. The request goes through the real app (session
// cookie or bearer token, same-origin rules), then to the route module's own loader or action.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { action as profileAction, loader as profileLoader } from "../../app/routes/profile";
import { loader as invoiceLoader } from "../../app/routes/profile-invoice";
import { action as wishlistAction, loader as wishlistLoader } from "../../app/routes/wishlist";
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
  return Response.json(value);
}

const renderPage: PageRenderer = async (request: Request, context: AppLoadContext) => {
  const url = new URL(request.url);
  const get = request.method === "GET";
  const post = request.method === "POST";
  try {
    const invoice = /^\/profile\/orders\/([^/]+)\/invoice\.pdf$/.exec(url.pathname);
    if (get && invoice) {
      const params = { number: decodeURIComponent(invoice[1] ?? "") };
      return toResponse(await invoiceLoader({ request, url, params, context, pattern: "/profile/orders/:number/invoice.pdf" }));
    }
    if (url.pathname === "/profile" && get) return toResponse(await profileLoader({ request, url, params: {}, context, pattern: "/profile" }));
    if (url.pathname === "/profile" && post) return toResponse(await profileAction({ request, url, params: {}, context, pattern: "/profile" }));
    if (url.pathname === "/wishlist" && get) return toResponse(await wishlistLoader({ request, url, params: {}, context, pattern: "/wishlist" }));
    if (url.pathname === "/wishlist" && post) return toResponse(await wishlistAction({ request, url, params: {}, context, pattern: "/wishlist" }));
  } catch (thrown) {
    // Loaders throw redirects (to /login) and 404s as responses.
    if (thrown instanceof Response) return thrown;
    throw thrown;
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
  };
}
