// Every back-office page and every /api/admin call, for every role and for nobody, on a real
// database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set): each is allowed or
// refused exactly as app/lib/admin/staff-permissions.ts says. The pages come from app/routes.ts and
// the API calls from the Hono app's routes and the OpenAPI document, so a new admin page or call
// without a line in the tables below fails this test until someone says who may use it.
//
// Pages run in-process as the built store runs them: the request goes through the real Hono app
// (cookies, same-origin rule, staff lookup), then React Router's static handler matches the route
// config and runs the layouts' and the page's loaders (GET) or the page's action (POST), as a
// document request does (a route without a component, such as a PDF, answers with its loader's
// own response). Nothing is rendered: the status is what is checked.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { createStaticHandler, isRouteErrorResponse, matchRoutes, type AppLoadContext, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { roleMay, staffRoles, type StaffPermission, type StaffRole } from "../../app/lib/admin/staff-permissions";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { pickupDates } from "../../app/lib/forms/return-schemas";
import routeConfig from "../../app/routes";
import { openTestShop, testVisa, type TestShop } from "../../tests/support/test-shop";
import { installWriteAudit, type WriteAudit } from "../../tests/support/write-audit";
import { openApiDocument } from "../api/openapi";
import { createApp, type PageRenderer } from "../app";
import { orderLines, orders } from "../db/schema";

const origin = "http://store.test";
type Who = StaffRole | "nobody";
const everyone: readonly Who[] = ["nobody", ...staffRoles];
const someone: Record<Who, string> = { nobody: "nobody signed in", owner: "the owner", operations: "an operations clerk", catalog: "a catalog editor", support: "a support agent" };

/** Who may: anyone at all, anyone on the staff, or the roles holding a permission. */
type Access = "public" | "staff" | StaffPermission;

function allows(access: Access, who: Who): boolean {
  if (access === "public") return true;
  if (who === "nobody") return false;
  return access === "staff" || roleMay(who, access);
}

/** Real records the walk opens and acts on, made before it starts. */
interface Sample {
  /** A cash-on-delivery order, waiting to be confirmed. */
  orderNumber: string;
  /** Its confirmation e-mail. */
  emailId: number;
  /** A card order delivered to the shopper, with its tax invoice. */
  deliveredOrderNumber: string;
  /** A return a shopper asked for, waiting for staff. */
  returnId: number;
  /** An API token for the owner to revoke. */
  revocableTokenId: number;
  /** A product whose photos page is opened (no photo of it has id 999999). */
  photoProductId: number;
  /** The shopper who placed both orders (their confirmation e-mails are theirs too). */
  customerId: number;
}

// --- What each admin page and API call allows ---------------------------------------------------

interface PagePost {
  access: Access;
  fields: (sample: Sample, who: Who) => Record<string, string>;
}

interface PageExpectation {
  /** Who may open it (GET). */
  access: Access;
  /** The address to open, with real ids; the pattern itself when left out. */
  path?: (sample: Sample) => string;
  /** One form post per kind of thing the page's action does; required for every page with an action. */
  posts?: PagePost[];
}

/** Every page under /admin, by its pattern in app/routes.ts. */
const pageExpectations: Record<string, PageExpectation> = {
  "/admin": { access: "staff" },
  "/admin/orders": { access: "orders.read" },
  "/admin/orders/:number": {
    access: "orders.read",
    path: (sample) => `/admin/orders/${sample.orderNumber}`,
    posts: [
      { access: "orders.note", fields: () => ({ intent: "note", body: "Checked during the role walk." }) },
      { access: "emails.resend", fields: (sample) => ({ intent: "resend", emailId: String(sample.emailId) }) },
      { access: "orders.advance", fields: () => ({ intent: "confirm", expectedStatus: "ordered" }) },
      // Without confirmed=yes the page asks again and changes nothing: the permission is checked first.
      { access: "orders.cancel", fields: () => ({ intent: "cancel", expectedStatus: "ordered", reason: "Asked during the role walk" }) },
    ],
  },
  "/admin/orders/:number/invoice.pdf": { access: "orders.read", path: (sample) => `/admin/orders/${sample.deliveredOrderNumber}/invoice.pdf` },
  "/admin/returns": { access: "orders.read" },
  "/admin/returns/:id": {
    access: "orders.read",
    path: (sample) => `/admin/returns/${sample.returnId}`,
    posts: [{ access: "returns.manage", fields: () => ({ intent: "approve", expectedStatus: "requested" }) }],
  },
  "/admin/customers": { access: "customers.read", path: () => "/admin/customers?q=%2B91%2098765%2043210" },
  "/admin/customers/:id": {
    access: "customers.read",
    path: (sample) => `/admin/customers/${sample.customerId}`,
    posts: [
      { access: "customers.note", fields: () => ({ intent: "note", body: "Checked during the role walk." }) },
      { access: "emails.resend", fields: (sample) => ({ intent: "resend", emailId: String(sample.emailId) }) },
      { access: "emails.resend", fields: () => ({ intent: "password-reset" }) },
    ],
  },
  "/admin/products": { access: "catalog.manage", path: () => "/admin/products?q=sofa&status=published" },
  // Posts the allowed are refused for their content (400, 422): nothing is created or changed.
  "/admin/products/import": {
    access: "catalog.manage",
    posts: [{ access: "catalog.manage", fields: () => ({ intent: "apply", uploadId: "0123456789abcdef0123456789abcdef" }) }],
  },
  "/admin/products/export.csv": { access: "catalog.manage" },
  "/admin/products/import/progress/:uploadId": { access: "catalog.manage", path: () => "/admin/products/import/progress/0123456789abcdef0123456789abcdef" },
  "/admin/products/new": { access: "catalog.manage", posts: [{ access: "catalog.manage", fields: () => ({ intent: "create", name: "Walk" }) }] },
  "/admin/products/:id": {
    access: "catalog.manage",
    path: (sample) => `/admin/products/${sample.photoProductId}`,
    posts: [
      { access: "catalog.manage", fields: () => ({ intent: "save", name: "" }) },
      { access: "catalog.manage", fields: () => ({ intent: "schedule", publishAt: "2020-01-01T09:00" }) },
    ],
  },
  "/admin/products/:id/photos": {
    access: "catalog.manage",
    path: (sample) => `/admin/products/${sample.photoProductId}/photos`,
    posts: [
      // No file: the allowed are told to choose one; nothing is stored.
      { access: "catalog.manage", fields: () => ({ intent: "upload", alt: "Role walk" }) },
      { access: "catalog.manage", fields: () => ({ intent: "alt", photoId: "999999", alt: "Role walk" }) },
      { access: "catalog.manage", fields: () => ({ intent: "variant", photoId: "999999", variantId: "" }) },
      { access: "catalog.manage", fields: () => ({ intent: "move", photoId: "999999", direction: "earlier" }) },
      { access: "catalog.manage", fields: () => ({ intent: "position", photoId: "999999", position: "0" }) },
      { access: "catalog.manage", fields: () => ({ intent: "delete", photoId: "999999", confirmed: "yes" }) },
    ],
  },
  "/admin/promotions": {
    access: "promotions.manage",
    // Switched on while on: nothing changes, but the permission is checked first.
    posts: [{ access: "promotions.manage", fields: () => ({ intent: "switch", code: "WELCOME10", active: "yes" }) }],
  },
  "/admin/promotions/new": {
    access: "promotions.manage",
    posts: [{ access: "promotions.manage", fields: (_sample, who) => ({ intent: "save", code: `WALK${who.toUpperCase()}`, kind: "flat", value: "500", minSubtotal: "5000", active: "yes" }) }],
  },
  "/admin/promotions/:code": {
    access: "promotions.manage",
    path: () => "/admin/promotions/WELCOME10",
    posts: [
      { access: "promotions.manage", fields: () => ({ intent: "save", kind: "percent", value: "10", minSubtotal: "0", active: "yes" }) },
      { access: "promotions.manage", fields: () => ({ intent: "switch", active: "yes" }) },
    ],
  },
  // No review has id 999999: the allowed are told so; nothing is changed.
  "/admin/reviews": {
    access: "reviews.manage",
    path: () => "/admin/reviews?state=shown&rating=5&q=sofa",
    posts: [
      { access: "reviews.manage", fields: () => ({ intent: "hide", id: "999999", reason: "Checked during the role walk." }) },
      { access: "reviews.manage", fields: () => ({ intent: "show", id: "999999" }) },
    ],
  },
  "/admin/stock": { access: "stock.manage", path: () => "/admin/stock?q=sofa&warehouseId=1&low=1" },
  "/admin/stock/:variantId": {
    access: "stock.manage",
    path: () => "/admin/stock/1",
    posts: [{ access: "stock.manage", fields: () => ({ intent: "adjust", warehouseId: "1", kind: "received", quantity: "1", note: "Role walk" }) }],
  },
  "/admin/staff": { access: "staff.manage", posts: [{ access: "staff.manage", fields: (_sample, who) => ({ intent: "invite", email: `walk.${who}@aangan.example`, role: "support" }) }] },
  "/admin/audit": { access: "audit.read" },
  "/admin/api-tokens": { access: "api-tokens.manage", posts: [{ access: "api-tokens.manage", fields: () => ({ intent: "create", name: "Role walk", role: "support" }) }] },
  "/admin/account": { access: "staff", posts: [{ access: "staff", fields: () => ({ intent: "second-factor-off", code: "000000" }) }] },
  "/admin/login": { access: "public", posts: [{ access: "public", fields: () => ({ email: "", password: "" }) }] },
  "/admin/setup": { access: "public", posts: [{ access: "public", fields: () => ({ token: "", name: "", email: "", password: "" }) }] },
  "/admin/invitation": { access: "public", posts: [{ access: "public", fields: () => ({ token: "", name: "", password: "" }) }] },
  // Posted last: it ends the session.
  "/admin/logout": { access: "public", posts: [{ access: "public", fields: () => ({}) }] },
};

interface ApiExpectation {
  access: Access;
  /** False: an API token is refused whatever its role (tokens do not manage tokens). */
  byToken?: false;
  path: (sample: Sample) => string;
  body?: (sample: Sample) => unknown;
}

/** Every /api/admin call, as "METHOD /openapi/{path}". */
const apiExpectations: Record<string, ApiExpectation> = {
  "GET /api/admin/me": { access: "staff", path: () => "/api/admin/me" },
  "GET /api/admin/orders": { access: "orders.read", path: () => "/api/admin/orders?status=ordered" },
  "GET /api/admin/orders/{number}": { access: "orders.read", path: (sample) => `/api/admin/orders/${sample.orderNumber}` },
  "POST /api/admin/orders/{number}/actions": {
    access: "orders.advance",
    path: (sample) => `/api/admin/orders/${sample.orderNumber}/actions`,
    body: () => ({ action: "confirm", expectedStatus: "ordered" }),
  },
  "POST /api/admin/orders/{number}/notes": { access: "orders.note", path: (sample) => `/api/admin/orders/${sample.orderNumber}/notes`, body: () => ({ body: "Role walk." }) },
  "POST /api/admin/orders/{number}/emails/{id}/resend": { access: "emails.resend", path: (sample) => `/api/admin/orders/${sample.orderNumber}/emails/${sample.emailId}/resend` },
  "GET /api/admin/returns": { access: "orders.read", path: () => "/api/admin/returns" },
  "GET /api/admin/returns/{id}": { access: "orders.read", path: (sample) => `/api/admin/returns/${sample.returnId}` },
  "POST /api/admin/returns/{id}/actions": {
    access: "returns.manage",
    path: (sample) => `/api/admin/returns/${sample.returnId}/actions`,
    body: () => ({ action: "approve", expectedStatus: "requested" }),
  },
  // No such refund: the allowed get 404, the others 403 before anything is looked up.
  "POST /api/admin/refunds/{id}/retry": { access: "returns.manage", path: () => "/api/admin/refunds/999999/retry" },
  "GET /api/admin/products": { access: "catalog.manage", path: () => "/api/admin/products?q=sofa&status=published" },
  // A well-formed product in no category: the allowed are told so (422), the others refused first; nothing is created.
  "POST /api/admin/products": {
    access: "catalog.manage",
    path: () => "/api/admin/products",
    body: () => ({
      name: "Role walk chair",
      slug: "role-walk-chair",
      sku: "WALK-CHAIR",
      description: "A chair the role walk never makes.",
      categoryId: 999999,
      collectionId: null,
      brandId: 999999,
      material: "wood",
      specifications: [],
      hsnCode: null,
      gstRatePercent: null,
      variants: [{ type: "Colour", name: "Teak", colour: "#8b5e3c", sku: "WALK-CHAIR-TEAK", price: 4999, originalPrice: 5999 }],
    }),
  },
  "GET /api/admin/products/export": { access: "catalog.manage", path: () => "/api/admin/products/export" },
  "POST /api/admin/products/import": { access: "catalog.manage", path: () => "/api/admin/products/import?dryRun=true", body: () => ({ file: "not a CSV" }) },
  "GET /api/admin/products/{id}": { access: "catalog.manage", path: (sample) => `/api/admin/products/${sample.photoProductId}` },
  "PATCH /api/admin/products/{id}": { access: "catalog.manage", path: (sample) => `/api/admin/products/${sample.photoProductId}`, body: () => ({ seoTitle: "Checked during the role walk" }) },
  "POST /api/admin/products/{id}/publication": { access: "catalog.manage", path: (sample) => `/api/admin/products/${sample.photoProductId}/publication`, body: () => ({ action: "publish" }) },
  "GET /api/admin/customers": { access: "customers.read", path: () => "/api/admin/customers?q=Asha" },
  "GET /api/admin/customers/{id}": { access: "customers.read", path: (sample) => `/api/admin/customers/${sample.customerId}` },
  "POST /api/admin/customers/{id}/notes": { access: "customers.note", path: (sample) => `/api/admin/customers/${sample.customerId}/notes`, body: () => ({ body: "Role walk." }) },
  "POST /api/admin/customers/{id}/emails/{emailId}/resend": {
    access: "emails.resend",
    path: (sample) => `/api/admin/customers/${sample.customerId}/emails/${sample.emailId}/resend`,
  },
  "POST /api/admin/customers/{id}/password-reset": { access: "emails.resend", path: (sample) => `/api/admin/customers/${sample.customerId}/password-reset` },
  "GET /api/admin/dashboard": { access: "orders.read", path: () => "/api/admin/dashboard" },
  "GET /api/admin/products/{id}/photos": { access: "catalog.manage", path: (sample) => `/api/admin/products/${sample.photoProductId}/photos` },
  // No body: the allowed get 415 (send multipart), the others 403 before the body is read.
  "POST /api/admin/products/{id}/photos": { access: "catalog.manage", path: (sample) => `/api/admin/products/${sample.photoProductId}/photos` },
  "PATCH /api/admin/products/{id}/photos/{photoId}": {
    access: "catalog.manage",
    path: (sample) => `/api/admin/products/${sample.photoProductId}/photos/999999`,
    body: () => ({ alt: "Role walk" }),
  },
  "DELETE /api/admin/products/{id}/photos/{photoId}": { access: "catalog.manage", path: (sample) => `/api/admin/products/${sample.photoProductId}/photos/999999` },
  "GET /api/admin/audit": { access: "audit.read", path: () => "/api/admin/audit?action=order.confirm" },
  "GET /api/admin/promotions": { access: "promotions.manage", path: () => "/api/admin/promotions" },
  "POST /api/admin/promotions": {
    access: "promotions.manage",
    path: () => "/api/admin/promotions",
    // The second role allowed is told the code exists (409): allowed all the same.
    body: () => ({ code: "WALKAPI", kind: "flat", value: 500, minSubtotal: 5000, startsAt: null, endsAt: null, maxUses: 100, maxUsesPerShopper: 1, firstOrderOnly: false, active: true }),
  },
  "GET /api/admin/promotions/{code}": { access: "promotions.manage", path: () => "/api/admin/promotions/welcome10" },
  "PUT /api/admin/promotions/{code}": {
    access: "promotions.manage",
    path: () => "/api/admin/promotions/WELCOME10",
    body: () => ({ kind: "percent", value: 10, minSubtotal: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerShopper: null, firstOrderOnly: false, active: true }),
  },
  "POST /api/admin/promotions/{code}/active": { access: "promotions.manage", path: () => "/api/admin/promotions/WELCOME10/active", body: () => ({ active: true }) },
  "GET /api/admin/reviews": { access: "reviews.manage", path: () => "/api/admin/reviews?state=hidden&rating=1" },
  "GET /api/admin/reviews/{id}": { access: "reviews.manage", path: () => "/api/admin/reviews/999999" },
  "POST /api/admin/reviews/{id}/hide": { access: "reviews.manage", path: () => "/api/admin/reviews/999999/hide", body: () => ({ reason: "Role walk." }) },
  "POST /api/admin/reviews/{id}/show": { access: "reviews.manage", path: () => "/api/admin/reviews/999999/show" },
  "GET /api/admin/stock": { access: "stock.manage", path: () => "/api/admin/stock?q=sofa&warehouseId=1&low=1" },
  "GET /api/admin/stock/variants/{id}": { access: "stock.manage", path: () => "/api/admin/stock/variants/1?page=1" },
  "POST /api/admin/stock/adjustments": {
    access: "stock.manage",
    path: () => "/api/admin/stock/adjustments",
    body: () => ({ variantId: 1, warehouseId: 1, kind: "received", quantity: 1, note: "Role walk" }),
  },
  "GET /api/admin/api-tokens": { access: "api-tokens.manage", path: () => "/api/admin/api-tokens" },
  "POST /api/admin/api-tokens": { access: "api-tokens.manage", byToken: false, path: () => "/api/admin/api-tokens", body: () => ({ name: "Role walk", role: "support" }) },
  "DELETE /api/admin/api-tokens/{id}": { access: "api-tokens.manage", byToken: false, path: (sample) => `/api/admin/api-tokens/${sample.revocableTokenId}` },
};

// --- The admin pages, read from the route config ------------------------------------------------

interface ConfigEntry {
  id?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  file: string;
  children?: ConfigEntry[] | undefined;
}

function joinPath(parent: string, own: string | undefined): string {
  if (own === undefined) return parent;
  return `${parent.replace(/\/$/, "")}/${own}`;
}

/** The full pattern of every page (a route without children) in the config. */
function pagePatterns(entries: readonly ConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const here = joinPath(parent, entry.path);
    return entry.children ? pagePatterns(entry.children, here) : [{ pattern: here === "" ? "/" : here, file: entry.file }];
  });
}

const isAdminPattern = (pattern: string) => pattern === "/admin" || pattern.startsWith("/admin/");

/** A route module of app/, as its file names it in the route config. */
async function routeModule(file: string): Promise<object> {
  const module: unknown = await import(/* @vite-ignore */ `../../app/${file}`);
  if (typeof module !== "object" || module === null) throw new Error(`app/${file} is not a module`);
  return module;
}

/** A route module's loader or action, if it has one, callable with React Router's arguments. */
function handlerOf(module: object, name: "loader" | "action"): ((args: unknown) => Promise<unknown>) | undefined {
  const handler: unknown = Reflect.get(module, name);
  if (typeof handler !== "function") return undefined;
  return async (args) => {
    const result: unknown = await Reflect.apply(handler, undefined, [args]);
    return result;
  };
}

/** Routes without a component (a PDF, a sign-out): React Router answers them with their loader's or action's own response. */
const resourceRoutes = new Set<string>();

/** The config's branches that hold admin pages, with their modules' loaders and actions. */
async function adminRouteObjects(entries: readonly ConfigEntry[], parent = ""): Promise<RouteObject[]> {
  const objects: RouteObject[] = [];
  for (const entry of entries) {
    const here = joinPath(parent, entry.path);
    const children = entry.children ? await adminRouteObjects(entry.children, here) : undefined;
    if (children ? children.length === 0 : !isAdminPattern(here === "" ? "/" : here)) continue;
    const module = await routeModule(entry.file);
    const id = entry.id ?? entry.file;
    if (!children && Reflect.get(module, "default") === undefined) resourceRoutes.add(id);
    const loader = handlerOf(module, "loader");
    const action = handlerOf(module, "action");
    objects.push({
      id,
      ...(entry.path !== undefined ? { path: entry.path } : {}),
      ...(loader ? { loader } : {}),
      ...(action ? { action } : {}),
      ...(children ? { children } : {}),
    });
  }
  return objects;
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit" && "data" in value;
}

// --- The store ------------------------------------------------------------------------------------

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let audit: WriteAudit;
let sample: Sample;
const passwords = new Map<StaffRole, { email: string; password: string }>();
const tokens = new Map<StaffRole, string>();
let adminPages: { pattern: string; file: string }[] = [];
let pageModules = new Map<string, { hasAction: boolean }>();

beforeAll(async () => {
  const config: readonly ConfigEntry[] = routeConfig;
  adminPages = pagePatterns(config).filter((page) => isAdminPattern(page.pattern));
  pageModules = new Map(
    await Promise.all(
      adminPages.map(async (page): Promise<[string, { hasAction: boolean }]> => {
        const module = await routeModule(page.file);
        return [page.pattern, { hasAction: handlerOf(module, "action") !== undefined }];
      }),
    ),
  );
  const handler = createStaticHandler([{ id: "root", path: "/", children: await adminRouteObjects(config) }]);
  const renderPage: PageRenderer = async (request: Request, context: AppLoadContext) => {
    try {
      const leaf = matchRoutes(handler.dataRoutes, new URL(request.url).pathname)?.at(-1)?.route.id;
      if (leaf !== undefined && resourceRoutes.has(leaf)) {
        const answer: unknown = await handler.queryRoute(request, { routeId: leaf, requestContext: context });
        return answer instanceof Response ? answer : Response.json(answer);
      }
      const result = await handler.query(request, { requestContext: context, skipRevalidation: true });
      if (result instanceof Response) return result;
      return new Response(null, { status: result.statusCode });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      if (isDataWithInit(thrown)) return Response.json(thrown.data, thrown.init ?? undefined);
      if (isRouteErrorResponse(thrown)) return Response.json(thrown.data, { status: thrown.status });
      throw thrown;
    }
  };

  shop = await openTestShop({ products: 4 });
  app = createApp({ services: shop.services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")), renderPage });

  let owner: StaffActor | null = null;
  for (const role of staffRoles) {
    const login = { email: `${role}.walker@aangan.example`, password: `the ${role}'s long password` };
    const staff = await shop.services.staff.addFromCommandLine({ ...login, name: `${role} walker`, role });
    passwords.set(role, login);
    if (role === "owner") owner = { staff, clientAddress: "203.0.113.5" };
  }
  if (!owner) throw new Error("the walk needs an owner");
  for (const role of staffRoles) tokens.set(role, (await shop.services.apiTokens.create(owner, { name: `${role} integration`, role })).token);
  const revocable = await shop.services.apiTokens.create(owner, { name: "To revoke", role: "support" });

  const shopper = await shop.newShopper();
  const waiting = await shop.placeOrder(shopper, [0]);
  const [confirmation] = (await shop.services.orderDesk.detail(owner, waiting.number)).emails;
  if (!confirmation) throw new Error("the order should have its confirmation e-mail");

  const delivered = await shop.placeOrder(shopper, [1], { payment: testVisa });
  await shop.services.orderDesk.act(owner, delivered.number, { action: "pack", expectedStatus: "confirmed" }, origin);
  await shop.services.orderDesk.act(owner, delivered.number, { action: "ship", expectedStatus: "packed", courier: "Delhivery", trackingNumber: "DLV1234567" }, origin);
  await shop.services.orderDesk.act(owner, delivered.number, { action: "deliver", expectedStatus: "shipped" }, origin);
  const [line] = await shop.handle.db.select({ id: orderLines.id }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.number, delivered.number));
  if (!line) throw new Error("the order has a line");
  const [pickupDate = ""] = pickupDates(new Date());
  const requested = await shop.services.orderChanges.requestReturn(
    { kind: "user", userId: shopper.id },
    delivered.number,
    { lines: [{ orderLineId: line.id, quantity: 1 }], reason: "Too big for the room.", pickupDate, pickupSlot: "evening" },
    { clientAddress: "198.51.100.21", origin },
  );
  sample = { orderNumber: waiting.number, emailId: confirmation.id, deliveredOrderNumber: delivered.number, returnId: requested.id, revocableTokenId: revocable.view.id, customerId: shopper.id, photoProductId: shop.variantAt(0).productId };

  audit = await installWriteAudit(shop.handle.db, {
    ignoreTables: ["rate_limit_buckets"],
    ignoreColumns: { staff_sessions: ["last_seen_at", "idle_expires_at"], staff_api_tokens: ["last_used_at"] },
  });
}, 180_000);

afterAll(async () => {
  await shop.close();
});

async function signIn(who: Who): Promise<string | null> {
  if (who === "nobody") return null;
  const login = passwords.get(who);
  if (!login) throw new Error(`no ${who} on the staff`);
  return (await shop.services.staff.signIn(login, { clientAddress: `203.0.113.${10 + staffRoles.indexOf(who)}` })).token;
}

/** Sends a request; when refused for who it is (401, 403, a redirect to sign in), checks nothing was written. */
async function send(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
  const mark = await audit.mark();
  const response = await app.request(`${origin}${url}`, init);
  const refused = response.status === 401 || response.status === 403 || (response.headers.get("Location") ?? "").startsWith("/admin/login?");
  if (refused) expect(await audit.writesSince(mark), `written although refused: ${init.method} ${url}`).toEqual([]);
  return response;
}

describe("the walk knows every admin page and API call", () => {
  it("has a line for every admin page in app/routes.ts, a post for every page that takes forms, and none for a page that is gone", () => {
    const patterns = adminPages.map((page) => page.pattern);
    expect(patterns.length).toBeGreaterThanOrEqual(10);
    expect(patterns.filter((pattern) => !(pattern in pageExpectations)), "admin pages the walk does not know: add them to pageExpectations").toEqual([]);
    expect(Object.keys(pageExpectations).filter((pattern) => !patterns.includes(pattern)), "pages in the walk that app/routes.ts no longer has").toEqual([]);
    const withoutPosts = [...pageModules].filter(([pattern, module]) => module.hasAction && !pageExpectations[pattern]?.posts?.length).map(([pattern]) => pattern);
    expect(withoutPosts, "admin pages with an action the walk never posts to").toEqual([]);
  });

  it("has a line for every /api/admin call the server answers and the OpenAPI document describes, and they are the same calls", () => {
    const served = new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/admin/"))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const { paths } = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(openApiDocument);
    const documented = new Set(
      Object.entries(paths)
        .filter(([pathName]) => pathName.startsWith("/api/admin/"))
        .flatMap(([pathName, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${pathName}`)),
    );
    expect([...served].sort()).toEqual([...documented].sort());
    expect([...served].filter((call) => !(call in apiExpectations)), "/api/admin calls the walk does not know: add them to apiExpectations").toEqual([]);
    expect(Object.keys(apiExpectations).filter((call) => !served.has(call)), "calls in the walk the server no longer answers").toEqual([]);
  });
});

describe("every admin page, for every role and for nobody", () => {
  for (const who of everyone) {
    it(`${someone[who]}: each page opens or is refused as the role table says, and so does each form`, async () => {
      const session = await signIn(who);
      const cookie: Record<string, string> = session ? { Cookie: `staff_session=${session}` } : {};
      const failures: string[] = [];
      const patterns = adminPages.map((page) => page.pattern).sort((a, b) => Number(a === "/admin/logout") - Number(b === "/admin/logout"));
      for (const pattern of patterns) {
        const expectation = pageExpectations[pattern];
        if (!expectation) continue;
        const url = expectation.path?.(sample) ?? pattern;
        const opened = await send(url, { method: "GET", headers: cookie });
        checkPage(failures, `GET ${url}`, opened, expectation.access, who);
        for (const post of expectation.posts ?? []) {
          const fields = post.fields(sample, who);
          const posted = await send(url, {
            method: "POST",
            headers: { ...cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields).toString(),
          });
          checkPage(failures, `POST ${url} ${fields.intent ?? ""}`.trim(), posted, post.access, who);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

/** Allowed: not refused (no 401 or 403, not sent to sign in) and no fault; refused: 403, or nobody sent to sign in. */
function checkPage(failures: string[], what: string, response: Response, access: Access, who: Who): void {
  const location = response.headers.get("Location") ?? "";
  const sentToSignIn = response.status === 302 && location.startsWith("/admin/login");
  const outcome = `${response.status}${location ? ` → ${location}` : ""}`;
  if (allows(access, who)) {
    const refused = response.status === 401 || response.status === 403 || (sentToSignIn && access !== "public");
    if (refused || response.status >= 500) failures.push(`${what}: ${outcome}, expected ${who} to be allowed (${access})`);
    else if (what.startsWith("GET") && access !== "public" && response.status !== 200) failures.push(`${what}: ${outcome}, expected 200 for ${who} (${access})`);
  } else if (who === "nobody" ? !sentToSignIn : response.status !== 403) {
    failures.push(`${what}: ${outcome}, expected ${who === "nobody" ? "a redirect to /admin/login" : "403"} (${access})`);
  }
}

describe("every /api/admin call, for every role and for nobody", () => {
  const ways = ["staff session", "API token"] as const;
  for (const who of everyone) {
    for (const way of who === "nobody" ? (["no credentials"] as const) : ways) {
      it(`${someone[who]}, ${way === "no credentials" ? "with no credentials" : `with ${way === "API token" ? "an" : "a"} ${way}`}: each call is answered or refused as the role table says`, async () => {
        // A browser on the store's own pages (so the same-origin rule is met), with or without a session.
        const credentials: Record<string, string> = way === "API token" ? {} : { "X-Requested-With": "XMLHttpRequest", Origin: origin };
        if (way === "staff session") {
          credentials.Cookie = `staff_session=${(await signIn(who)) ?? ""}`;
        } else if (way === "API token" && who !== "nobody") {
          credentials.Authorization = `Bearer ${tokens.get(who) ?? ""}`;
        }
        const failures: string[] = [];
        for (const [call, expectation] of Object.entries(apiExpectations)) {
          const [method = "GET"] = call.split(" ");
          const body = expectation.body?.(sample);
          const url = expectation.path(sample);
          const response = await send(url, {
            method,
            headers: { ...credentials, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          const text = await response.text();
          const outcome = `${method} ${url}: ${response.status} ${text.slice(0, 160)}`;
          const allowed = allows(expectation.access, who) && !(way === "API token" && expectation.byToken === false);
          if (who === "nobody") {
            if (response.status !== 401) failures.push(`${outcome}, expected 401`);
          } else if (allowed) {
            if (response.status === 401 || response.status === 403 || response.status >= 500) failures.push(`${outcome}, expected ${who} to be allowed (${expectation.access})`);
          } else if (response.status !== 403) {
            failures.push(`${outcome}, expected 403 (${expectation.access}${expectation.byToken === false ? ", never by a token" : ""})`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
