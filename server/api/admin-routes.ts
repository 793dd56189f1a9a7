// The back office's JSON API, mounted at /api/admin: what the order and return screens do, for
// integrations (with an API token) and staff's browsers (with the staff session cookie). Thin
// handlers: check the path, query and body strictly, call the same services the pages call (which
// check the role's permission and write the audit trail), answer. Refusals are answered by the
// app's onError with their own status and message.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { orderStatuses, paymentMethods, returnStatuses } from "../../app/lib/contracts/admin-orders";
import { orderNumberPattern } from "../../app/lib/contracts/orders";
import { ProductPhotoError, productPhotoMessages } from "../../app/lib/contracts/product-photos";
import { photoChangeSchema, photoVariantFieldSchema } from "../../app/lib/forms/product-photo-schemas";
import { roleMay, staffPermissions, staffRoleNames, type StaffPermission } from "../../app/lib/admin/staff-permissions";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { apiTokenSchema } from "../../app/lib/forms/api-token-schema";
import { productStatuses } from "../../app/lib/contracts/admin-products";
import { productInputSchema, productPatchSchema, publicationSchema } from "../../app/lib/forms/product-schemas";
import { reviewAdminMessages, reviewStates } from "../../app/lib/contracts/admin-reviews";
import { promotionErrorMessages } from "../../app/lib/contracts/promotions";
import { newPromotionSchema, promotionActiveSchema, promotionTermsSchema } from "../../app/lib/forms/promotion-schema";
import { hideReviewSchema } from "../../app/lib/forms/review-moderation-schema";
import { stockAdjustmentSchema } from "../../app/lib/forms/stock-adjustment-schema";
import { orderActionSchema, orderNoteSchema, returnActionSchema } from "../../app/lib/forms/order-desk-schemas";
import { isIndianStateCode } from "../../app/lib/indian-states";
import { isStorableText, unstorableTextMessage } from "../../app/lib/storable-text";
import type { AppEnv } from "../http/app-env";
import { privateAnswers } from "../http/private-answers";
import { requireSameOriginWithoutToken, requireStaffActor } from "../http/staff-api-auth";
import { resolveStaff } from "../http/staff-session";
import { catalogCsvResponse } from "../../app/lib/catalog-csv-download.server";
import { chunksOf } from "../../app/lib/stream-chunks";
import { apiError } from "./api-error";
import { parseJsonBody } from "./json-body";

/** The most pages a listing may be asked for: far past any real queue, well inside an offset. */
export const adminMaxPage = 10_000;
const maxIdentifier = 2_147_483_647;

/** An ISO date that exists on the calendar (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const page = z
  .string()
  .regex(/^\d{1,6}$/, "must be a page number")
  .transform(Number)
  .refine((value) => value >= 1 && value <= adminMaxPage, `must be from 1 to ${adminMaxPage}`)
  .optional()
  .transform((value) => value ?? 1);

const isoDate = z
  .string()
  .refine(isCalendarDate, "must be a date written YYYY-MM-DD")
  .optional();

/** Free text of a filter: trimmed, bounded, storable; blank is the same as absent. */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, unstorableTextMessage)
    .optional()
    .transform((value) => value || undefined);

const identifierText = z
  .string()
  .regex(/^\d{1,10}$/, "must be a whole number")
  .transform(Number)
  .refine((value) => value >= 1 && value <= maxIdentifier, "must be a staff member's id")
  .optional();

const orderQuery = z.object({
  status: z.enum(orderStatuses, `must be one of ${orderStatuses.join(", ")}`).optional(),
  paymentMethod: z.enum(paymentMethods, `must be one of ${paymentMethods.join(", ")}`).optional(),
  state: z.string().refine(isIndianStateCode, "must be a two-letter state code such as KA").optional(),
  from: isoDate,
  to: isoDate,
  q: filterText(100),
  page,
});

const returnQuery = z.object({
  status: z.enum(returnStatuses, `must be one of ${returnStatuses.join(", ")}`).optional(),
  page,
});

const customerQuery = z.object({ q: filterText(100), page });

const reviewQuery = z.object({
  state: z.enum(reviewStates, `must be one of ${reviewStates.join(", ")}`).optional(),
  rating: z
    .string()
    .regex(/^[1-5]$/, "must be a star rating from 1 to 5")
    .transform(Number)
    .optional(),
  productId: identifierText,
  q: filterText(100),
  page,
});

/** A category's or brand's id in a filter. */
const filterIdentifier = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `must be a ${what}'s id`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= maxIdentifier, `must be a ${what}'s id`)
    .optional();

const productQuery = z.object({
  q: filterText(100),
  categoryId: filterIdentifier("category"),
  brandId: filterIdentifier("brand"),
  status: z.enum(productStatuses, `must be one of ${productStatuses.join(", ")}`).optional(),
  page,
});

const stockQuery = z.object({
  q: filterText(100),
  warehouseId: filterIdentifier("warehouse"),
  low: z.enum(["1", "true"], "must be 1 or true").optional().transform((value) => value !== undefined),
  page,
});

const ledgerQuery = z.object({ page });

const auditQuery = z.object({
  action: filterText(100),
  entityType: filterText(100),
  entityId: filterText(100),
  staffId: identifierText,
  from: isoDate,
  to: isoDate,
  page,
});

/** The query of a request checked against a schema, or the 422 naming its first problem. */
function parseQuery<Schema extends z.ZodType>(c: Context<AppEnv>, schema: Schema): { ok: true; data: z.output<Schema> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")} ` : "";
  return { ok: false, response: apiError(c, 422, "invalid_request", `Invalid query: ${where}${issue?.message ?? "is not valid"}.`) };
}

/** A numeric id from the path, or null: what no row can have is answered as missing, never sent to the database. */
function idParam(c: Context<AppEnv>, name: string): number | null {
  const raw = c.req.param(name) ?? "";
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= maxIdentifier ? id : null;
}

/** A promo code from the path: letters and digits, compared without case; anything else is no code. */
function promotionCodeParam(c: Context<AppEnv>): string | null {
  const raw = c.req.param("code") ?? "";
  return /^[A-Za-z0-9]{1,64}$/.test(raw) ? raw.toUpperCase() : null;
}

function orderNumberParam(c: Context<AppEnv>): string | null {
  const raw = c.req.param("number") ?? "";
  return orderNumberPattern.test(raw) ? raw : null;
}

function actorOf(c: Context<AppEnv>): StaffActor {
  const actor = c.var.staffActor;
  // requireStaffActor() runs before every handler here; reaching one without it is our bug.
  if (!actor) throw new Error("an /api/admin handler ran without requireStaffActor()");
  return actor;
}

/** Links in the e-mails an action sends point at the store as this request reached it (PUBLIC_ORIGIN when set). */
function originOf(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
}

function isStaffPermission(name: string): name is StaffPermission {
  return Object.hasOwn(staffPermissions, name);
}

const noSuchOrder = "No such order.";
const noSuchReturn = "No such return.";
const noSuchCustomer = "No such customer.";

const noSuchProduct = "No such product.";
const noSuchPhoto = "No such photo of this product.";

const photoUploadPath = /^\/api\/admin\/products\/[^/]+\/photos\/?$/;

/** A product photo's upload: the one /api call whose body may be larger than 16 KB (multipart only). */
export function isPhotoUpload(method: string, pathname: string, contentType: string | undefined): boolean {
  return method === "POST" && photoUploadPath.test(pathname) && (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** A product created or changed whole, whose body has its own limit (maxProductBodyBytes). */
export function isProductWrite(method: string, pathname: string): boolean {
  return (method === "POST" && /^\/api\/admin\/products\/?$/.test(pathname)) || (method === "PATCH" && /^\/api\/admin\/products\/\d+\/?$/.test(pathname));
}

const catalogImportQuery = z.strictObject({ dryRun: z.enum(["true", "false"]) });

/** The catalog import's upload: a CSV file as the body, which alone may pass 16 KB (its limit is checked as it streams). */
export function isCatalogImport(method: string, pathname: string, contentType: string | undefined): boolean {
  const type = (contentType ?? "").toLowerCase();
  return method === "POST" && /^\/api\/admin\/products\/import\/?$/.test(pathname) && (type.startsWith("text/csv") || type.startsWith("text/plain"));
}

/** What /api/admin/me answers: who acts, with which role, and what that role may do. */
export interface AdminApiMe {
  name: string;
  email: string;
  role: string;
  roleName: string;
  permissions: StaffPermission[];
  apiToken: { id: number; name: string } | null;
}

export function createAdminRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(privateAnswers());
  routes.use(requireSameOriginWithoutToken());
  routes.use(resolveStaff());
  routes.use(requireStaffActor());

  routes.get("/me", (c) => {
    const { staff, apiToken } = actorOf(c);
    const permissions = Object.keys(staffPermissions).filter(isStaffPermission).filter((permission) => roleMay(staff.role, permission));
    const me: AdminApiMe = { name: staff.name, email: staff.email, role: staff.role, roleName: staffRoleNames[staff.role], permissions, apiToken: apiToken ?? null };
    return c.json({ data: me });
  });

  routes.get("/orders", async (c) => {
    const query = parseQuery(c, orderQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, q, ...filters } = query.data;
    return c.json({ data: await c.var.services.orderDesk.queue(actorOf(c), { ...filters, query: q }, pageNumber) });
  });

  routes.get("/orders/:number", async (c) => {
    const number = orderNumberParam(c);
    if (!number) return apiError(c, 404, "not_found", noSuchOrder);
    return c.json({ data: await c.var.services.orderDesk.detail(actorOf(c), number) });
  });

  routes.post("/orders/:number/actions", async (c) => {
    const number = orderNumberParam(c);
    if (!number) return apiError(c, 404, "not_found", noSuchOrder);
    const body = await parseJsonBody(c, orderActionSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.orderDesk.act(actorOf(c), number, body.data, originOf(c)) });
  });

  routes.post("/orders/:number/notes", async (c) => {
    const number = orderNumberParam(c);
    if (!number) return apiError(c, 404, "not_found", noSuchOrder);
    const body = await parseJsonBody(c, orderNoteSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.orderDesk.addNote(actorOf(c), number, body.data.body) }, 201);
  });

  routes.post("/orders/:number/emails/:id/resend", async (c) => {
    const number = orderNumberParam(c);
    const emailId = idParam(c, "id");
    if (!number) return apiError(c, 404, "not_found", noSuchOrder);
    if (emailId === null) return apiError(c, 404, "not_found", "No such e-mail for this order.");
    await c.var.services.orderDesk.resendEmail(actorOf(c), number, emailId);
    return c.json({ data: { queued: true } }, 202);
  });

  routes.get("/returns", async (c) => {
    const query = parseQuery(c, returnQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, status } = query.data;
    return c.json({ data: await c.var.services.returns.queue(actorOf(c), { status }, pageNumber) });
  });

  routes.get("/returns/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchReturn);
    return c.json({ data: await c.var.services.returns.detail(actorOf(c), id) });
  });

  routes.post("/returns/:id/actions", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchReturn);
    const body = await parseJsonBody(c, returnActionSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.returns.act(actorOf(c), id, body.data, originOf(c)) });
  });

  routes.post("/refunds/:id/retry", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", "No such refund.");
    return c.json({ data: await c.var.services.returns.retryRefund(actorOf(c), id) });
  });

  routes.get("/stock", async (c) => {
    const query = parseQuery(c, stockQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, q, warehouseId, low } = query.data;
    return c.json({ data: await c.var.services.stock.list(actorOf(c), { query: q, warehouseId, low }, pageNumber) });
  });

  routes.get("/stock/variants/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", "No such variant.");
    const query = parseQuery(c, ledgerQuery);
    if (!query.ok) return query.response;
    return c.json({ data: await c.var.services.stock.variant(actorOf(c), id, query.data.page) });
  });

  routes.post("/stock/adjustments", async (c) => {
    const body = await parseJsonBody(c, stockAdjustmentSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.stock.adjust(actorOf(c), body.data) }, 201);
  });

  routes.get("/customers", async (c) => {
    const query = parseQuery(c, customerQuery);
    if (!query.ok) return query.response;
    return c.json({ data: await c.var.services.customers.list(actorOf(c), query.data.q, query.data.page) });
  });

  routes.get("/customers/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchCustomer);
    return c.json({ data: await c.var.services.customers.detail(actorOf(c), id) });
  });

  routes.post("/customers/:id/notes", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchCustomer);
    const body = await parseJsonBody(c, orderNoteSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.customers.addNote(actorOf(c), id, body.data.body) }, 201);
  });

  routes.post("/customers/:id/emails/:emailId/resend", async (c) => {
    const id = idParam(c, "id");
    const emailId = idParam(c, "emailId");
    if (id === null) return apiError(c, 404, "not_found", noSuchCustomer);
    if (emailId === null) return apiError(c, 404, "not_found", "No such e-mail for this customer.");
    await c.var.services.customers.resendEmail(actorOf(c), id, emailId);
    return c.json({ data: { queued: true } }, 202);
  });

  routes.post("/customers/:id/password-reset", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchCustomer);
    return c.json({ data: await c.var.services.customers.sendPasswordReset(actorOf(c), id, originOf(c)) }, 202);
  });

  routes.get("/dashboard", async (c) => {
    return c.json({ data: await c.var.services.dashboard.figures(actorOf(c)) });
  });

  routes.get("/products", async (c) => {
    const query = parseQuery(c, productQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, q, ...filters } = query.data;
    return c.json({ data: await c.var.services.products.list(actorOf(c), { ...filters, query: q }, pageNumber) });
  });

  routes.post("/products", async (c) => {
    const body = await parseJsonBody(c, productInputSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.products.create(actorOf(c), body.data) }, 201);
  });

  // The catalog as CSV (docs/catalog-csv.md): before /products/:id, which would take "export" for an id.
  routes.get("/products/export", async (c) => catalogCsvResponse(c.var.services.catalogCsv.exportCsv(actorOf(c))));

  routes.post("/products/import", async (c) => {
    const query = parseQuery(c, catalogImportQuery);
    if (!query.ok) return query.response;
    // The body is read as the CSV file whatever its declared type: the reader refuses what is not one.
    const report = await c.var.services.catalogCsv.importCsv(actorOf(c), chunksOf(c.req.raw.body), { dryRun: query.data.dryRun === "true" });
    if (report.errorCount > 0 && !report.dryRun) {
      return c.json({ error: { code: "refused", message: `${report.errorCount} rows have errors: nothing was written.` }, data: report }, 422);
    }
    return c.json({ data: report });
  });

  routes.get("/products/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchProduct);
    return c.json({ data: await c.var.services.products.detail(actorOf(c), id) });
  });

  routes.patch("/products/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchProduct);
    const body = await parseJsonBody(c, productPatchSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.products.update(actorOf(c), id, body.data) });
  });

  routes.post("/products/:id/publication", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", noSuchProduct);
    const body = await parseJsonBody(c, publicationSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.products.setPublication(actorOf(c), id, body.data) });
  });

  routes.get("/audit", async (c) => {
    const query = parseQuery(c, auditQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, ...filters } = query.data;
    return c.json({ data: await c.var.services.auditTrail.list(actorOf(c), filters, pageNumber) });
  });

  routes.get("/products/:id/photos", async (c) => {
    const productId = idParam(c, "id");
    if (productId === null) return apiError(c, 404, "not_found", noSuchProduct);
    return c.json({ data: await c.var.services.productPhotos.list(actorOf(c), productId) });
  });

  routes.post("/products/:id/photos", async (c) => {
    const productId = idParam(c, "id");
    if (productId === null) return apiError(c, 404, "not_found", noSuchProduct);
    const actor = actorOf(c);
    // Refused before the body (up to 20 MB) is read: the role, the product, a full gallery.
    await c.var.services.productPhotos.prepareUpload(actor, productId);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      return apiError(c, 415, "unsupported_media_type", productPhotoMessages.notMultipart);
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch (error) {
      // A broken multipart body is the sender's mistake; anything else is ours.
      if (error instanceof TypeError) return apiError(c, 400, "malformed_body", productPhotoMessages.notMultipart);
      throw error;
    }
    const file = form.get("photo");
    const alt = form.get("alt");
    const variantField = form.get("variantId") ?? "";
    if (!(file instanceof File)) throw new ProductPhotoError("invalid_request", productPhotoMessages.empty);
    // Absent or empty: for all colours. The service checks that a variant is the product's own.
    const variantId = typeof variantField === "string" ? z.safeParse(photoVariantFieldSchema, variantField) : undefined;
    if (!variantId?.success) throw new ProductPhotoError("unknown_variant", productPhotoMessages.noVariant);
    // The service checks the alt text (required, bounded, storable) and reads the type from the bytes.
    const photo = await c.var.services.productPhotos.upload(actor, productId, {
      file: Buffer.from(await file.arrayBuffer()),
      alt: typeof alt === "string" ? alt : "",
      variantId: variantId.data,
    });
    return c.json({ data: photo }, 201);
  });

  routes.patch("/products/:id/photos/:photoId", async (c) => {
    const productId = idParam(c, "id");
    const photoId = idParam(c, "photoId");
    if (productId === null) return apiError(c, 404, "not_found", noSuchProduct);
    if (photoId === null) return apiError(c, 404, "photo_not_found", noSuchPhoto);
    const body = await parseJsonBody(c, photoChangeSchema);
    if (!body.ok) return body.response;
    return c.json({ data: { photos: await c.var.services.productPhotos.change(actorOf(c), productId, photoId, body.data) } });
  });

  routes.delete("/products/:id/photos/:photoId", async (c) => {
    const productId = idParam(c, "id");
    const photoId = idParam(c, "photoId");
    if (productId === null) return apiError(c, 404, "not_found", noSuchProduct);
    if (photoId === null) return apiError(c, 404, "photo_not_found", noSuchPhoto);
    await c.var.services.productPhotos.remove(actorOf(c), productId, photoId);
    return c.body(null, 204);
  });

  routes.get("/api-tokens", async (c) => {
    return c.json({ data: { tokens: await c.var.services.apiTokens.list(actorOf(c)) } });
  });

  routes.post("/api-tokens", async (c) => {
    const body = await parseJsonBody(c, apiTokenSchema);
    if (!body.ok) return body.response;
    const { token, view } = await c.var.services.apiTokens.create(actorOf(c), body.data);
    return c.json({ data: { token, apiToken: view } }, 201);
  });

  routes.delete("/api-tokens/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", "No such API token, or it is already revoked.");
    await c.var.services.apiTokens.revoke(actorOf(c), id);
    return c.body(null, 204);
  });

  routes.get("/promotions", async (c) => {
    return c.json({ data: { promotions: await c.var.services.promotions.list(actorOf(c)) } });
  });

  routes.post("/promotions", async (c) => {
    const body = await parseJsonBody(c, newPromotionSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.promotions.create(actorOf(c), body.data) }, 201);
  });

  routes.get("/promotions/:code", async (c) => {
    const code = promotionCodeParam(c);
    if (!code) return apiError(c, 404, "not_found", promotionErrorMessages.notFound);
    return c.json({ data: await c.var.services.promotions.get(actorOf(c), code) });
  });

  routes.put("/promotions/:code", async (c) => {
    const code = promotionCodeParam(c);
    if (!code) return apiError(c, 404, "not_found", promotionErrorMessages.notFound);
    const body = await parseJsonBody(c, promotionTermsSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.promotions.update(actorOf(c), code, body.data) });
  });

  routes.post("/promotions/:code/active", async (c) => {
    const code = promotionCodeParam(c);
    if (!code) return apiError(c, 404, "not_found", promotionErrorMessages.notFound);
    const body = await parseJsonBody(c, promotionActiveSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.promotions.setActive(actorOf(c), code, body.data.active) });
  });

  routes.get("/reviews", async (c) => {
    const query = parseQuery(c, reviewQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, q, ...filters } = query.data;
    return c.json({ data: await c.var.services.reviewModeration.list(actorOf(c), { ...filters, query: q }, pageNumber) });
  });

  routes.get("/reviews/:id", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", reviewAdminMessages.notFound);
    return c.json({ data: await c.var.services.reviewModeration.detail(actorOf(c), id) });
  });

  routes.post("/reviews/:id/hide", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", reviewAdminMessages.notFound);
    const body = await parseJsonBody(c, hideReviewSchema);
    if (!body.ok) return body.response;
    return c.json({ data: await c.var.services.reviewModeration.hide(actorOf(c), id, body.data) });
  });

  routes.post("/reviews/:id/show", async (c) => {
    const id = idParam(c, "id");
    if (id === null) return apiError(c, 404, "not_found", reviewAdminMessages.notFound);
    return c.json({ data: await c.var.services.reviewModeration.show(actorOf(c), id) });
  });

  return routes;
}
