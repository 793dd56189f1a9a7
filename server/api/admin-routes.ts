// The back office's JSON API, mounted at /api/admin: what the order and return screens do, for
// integrations (with an API token) and staff's browsers (with the staff session cookie). Thin
// handlers: check the path, query and body strictly, call the same services the pages call (which
// check the role's permission and write the audit trail), answer. Refusals are answered by the
// app's onError with their own status and message.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { orderStatuses, paymentMethods, returnStatuses } from "../../app/lib/contracts/admin-orders";
import { orderNumberPattern } from "../../app/lib/contracts/orders";
import { roleMay, staffPermissions, staffRoleNames, type StaffPermission } from "../../app/lib/admin/staff-permissions";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { apiTokenSchema } from "../../app/lib/forms/api-token-schema";
import { orderActionSchema, orderNoteSchema, returnActionSchema } from "../../app/lib/forms/order-desk-schemas";
import { isIndianStateCode } from "../../app/lib/indian-states";
import { isStorableText, unstorableTextMessage } from "../../app/lib/storable-text";
import type { AppEnv } from "../http/app-env";
import { privateAnswers } from "../http/private-answers";
import { requireSameOriginWithoutToken, requireStaffActor } from "../http/staff-api-auth";
import { resolveStaff } from "../http/staff-session";
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

  routes.get("/audit", async (c) => {
    const query = parseQuery(c, auditQuery);
    if (!query.ok) return query.response;
    const { page: pageNumber, ...filters } = query.data;
    return c.json({ data: await c.var.services.auditTrail.list(actorOf(c), filters, pageNumber) });
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

  return routes;
}
