// The back office's JSON API (/api/admin/*) on a real database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), as an integration with an API token and a staff member's browser use
// it: the same services as the pages, so the same permissions, refusals and audit trail.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { pickupDates } from "../../app/lib/forms/return-schemas";
import { openTestShop, testVisa, type TestShop } from "../../tests/support/test-shop";
import { installWriteAudit, type WriteAudit } from "../../tests/support/write-audit";
import { createApp } from "../app";
import { orderLines, orders } from "../db/schema";

const origin = "http://store.test";

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let audit: WriteAudit;
/** Staff sessions (the staff_session cookie's value), by role. */
const sessions = { owner: "", operations: "", support: "" };

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  app = createApp({ services: shop.services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
  const people = [
    { role: "owner", name: "Meera Iyer", email: "meera@aangan.example" },
    { role: "operations", name: "Ravi Menon", email: "ravi@aangan.example" },
    { role: "support", name: "Asha Rao", email: "asha@aangan.example" },
  ] as const;
  for (const person of people) {
    const password = `${person.name}'s long password`;
    await shop.services.staff.addFromCommandLine({ ...person, password });
    sessions[person.role] = (await shop.services.staff.signIn({ email: person.email, password }, { clientAddress: "203.0.113.9" })).token;
  }
  audit = await installWriteAudit(shop.handle.db, {
    ignoreTables: ["rate_limit_buckets"],
    ignoreColumns: { staff_sessions: ["last_seen_at", "idle_expires_at"], staff_api_tokens: ["last_used_at"] },
  });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

interface CallOptions {
  /** An API token, sent as Authorization: Bearer. */
  token?: string;
  /** A staff session, sent as the cookie with the store's own pages' headers. */
  session?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

async function call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.session !== undefined) {
    headers.Cookie = `staff_session=${options.session}`;
    headers["X-Requested-With"] = "XMLHttpRequest";
    headers.Origin = origin;
  }
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  Object.assign(headers, options.headers);
  const response = await app.request(`${origin}${url}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

const errorOf = (answer: Answer) => z.object({ error: z.object({ code: z.string(), message: z.string() }) }).parse(answer.body).error;
function dataOf<T extends z.ZodType>(schema: T, answer: Answer): z.output<T> {
  const body = z.object({ data: z.unknown() }).parse(answer.body);
  return schema.parse(body.data);
}

const tokenAnswer = z.object({ token: z.string(), apiToken: z.object({ id: z.number(), name: z.string(), role: z.string() }) });
const detailAnswer = z.object({
  order: z.object({ number: z.string(), status: z.string(), tracking: z.array(z.object({ status: z.string(), message: z.string() })) }),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  notes: z.array(z.object({ author: z.string(), body: z.string() })),
  emails: z.array(z.object({ id: z.number(), kind: z.string() })),
  nextActions: z.array(z.string()),
});
const auditAnswer = z.object({ entries: z.array(z.object({ actor: z.string(), action: z.string(), entityId: z.string(), after: z.unknown() })), total: z.number() });

/** A new API token made by the owner through the API, as the owner's screen does. */
async function newToken(name: string, role: string): Promise<{ token: string; id: number }> {
  const made = await call("POST", "/api/admin/api-tokens", { session: sessions.owner, json: { name, role } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { token, apiToken } = dataOf(tokenAnswer, made);
  return { token, id: apiToken.id };
}

async function refusedWithoutWriting(attempt: () => Promise<Answer>): Promise<Answer> {
  const mark = await audit.mark();
  const answer = await attempt();
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(await audit.writesSince(mark)).toEqual([]);
  return answer;
}

describe("who acts", () => {
  it("nobody, a mistyped token and a shopper's session are all 401, with what to send instead", async () => {
    const nobody = await call("GET", "/api/admin/me");
    expect(nobody.status).toBe(401);
    expect(errorOf(nobody).message).toBe("Sign in to the back office, or send Authorization: Bearer <API token>.");
    const shopper = await shop.newShopper();
    const signedIn = await shop.services.auth.signIn({ email: shopper.email, password: "teak-and-cane-2024" }, { clientAddress: "198.51.100.3" });
    for (const token of ["", "aangan_staff_nope", signedIn.token]) {
      const refused = await call("GET", "/api/admin/orders", { token });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("WWW-Authenticate")).toBe('Bearer realm="back office"');
    }
    // A shopper's session cookie opens nothing here either.
    expect((await call("GET", "/api/admin/me", { headers: { Cookie: `session=${signedIn.token}` } })).status).toBe(401);
  });

  it("/me answers the signed-in member, or the token with its role, what it may do, and which token it is", async () => {
    const member = dataOf(z.object({ name: z.string(), role: z.string(), permissions: z.array(z.string()), apiToken: z.null() }), await call("GET", "/api/admin/me", { session: sessions.support }));
    expect(member).toMatchObject({ name: "Asha Rao", role: "support" });
    expect(member.permissions).toEqual(["orders.read", "orders.note", "emails.resend", "customers.read", "customers.note"]);

    const { token, id } = await newToken("Courier updates", "operations");
    const me = await call("GET", "/api/admin/me", { token });
    expect(me.headers.get("Cache-Control")).toBe("private, no-store");
    expect(dataOf(z.unknown(), me)).toMatchObject({
      name: `API token #${id} 'Courier updates' (by Meera Iyer)`,
      role: "operations",
      roleName: "Operations",
      apiToken: { id, name: "Courier updates" },
    });
  });

  it("a staff browser's changes must come from the store's own pages; an integration's token needs no such header", async () => {
    const order = await shop.placeOrder(await shop.newShopper(), [0]);
    const url = `/api/admin/orders/${order.number}/notes`;
    const cookie = `staff_session=${sessions.support}`;
    const forged: Record<string, string>[] = [
      { Cookie: cookie },
      { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", Origin: "https://evil.example" },
      { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of forged) {
      const refused = await refusedWithoutWriting(() => call("POST", url, { json: { body: "Called the customer." }, headers }));
      expect(refused.status).toBe(403);
      expect(errorOf(refused).message).toBe("This request must come from the store's own pages.");
    }
    expect((await call("POST", url, { session: sessions.support, json: { body: "Called the customer." } })).status).toBe(201);
    const { token } = await newToken("Support desk", "support");
    expect((await call("POST", url, { token, json: { body: "Customer asked for an evening delivery." } })).status).toBe(201);
  });
});

describe("orders", () => {
  it("an operations clerk's integration confirms, packs and ships a cash-on-delivery order with a courier, and the shopper sees the tracking number", async () => {
    const shopper = await shop.newShopper();
    const order = await shop.placeOrder(shopper, [1, 2]);
    const { token, id } = await newToken("Courier updates", "operations");

    const queue = await call("GET", `/api/admin/orders?q=${order.number}&status=ordered`, { token });
    expect(queue.status).toBe(200);
    expect(dataOf(z.object({ orders: z.array(z.object({ number: z.string() })), total: z.number() }), queue)).toMatchObject({ orders: [{ number: order.number }], total: 1 });

    const act = (json: unknown) => call("POST", `/api/admin/orders/${order.number}/actions`, { token, json });
    expect(dataOf(detailAnswer, await act({ action: "confirm", expectedStatus: "ordered" })).order.status).toBe("confirmed");
    expect(dataOf(detailAnswer, await act({ action: "pack", expectedStatus: "confirmed" })).order.status).toBe("packed");
    const shipped = dataOf(detailAnswer, await act({ action: "ship", expectedStatus: "packed", courier: "Delhivery", trackingNumber: "DLV123456789" }));
    expect(shipped).toMatchObject({ courier: "Delhivery", trackingNumber: "DLV123456789", order: { status: "shipped" } });

    const seen = await shop.services.orders.orderForOwner({ kind: "user", userId: shopper.id }, order.number);
    expect(seen?.tracking.map((event) => event.message)).toContain("Order shipped via Delhivery, tracking number DLV123456789");

    const trail = dataOf(auditAnswer, await call("GET", `/api/admin/audit?action=order.ship&entityId=${order.number}`, { session: sessions.owner }));
    expect(trail.entries).toEqual([
      expect.objectContaining({ actor: `API token #${id} 'Courier updates' (by Meera Iyer) <meera@aangan.example>`, action: "order.ship", entityId: order.number }),
    ]);
  });

  it("a move from a page that is out of date is refused with 409 and nothing is applied", async () => {
    const order = await shop.placeOrder(await shop.newShopper(), [0]);
    const answer = await refusedWithoutWriting(() =>
      call("POST", `/api/admin/orders/${order.number}/actions`, { session: sessions.operations, json: { action: "pack", expectedStatus: "confirmed" } }),
    );
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe("changed");
  });

  it("support reads orders, writes notes and resends e-mails, but may not move or cancel an order", async () => {
    const order = await shop.placeOrder(await shop.newShopper(), [3]);
    const { token } = await newToken("Helpdesk", "support");
    const detail = dataOf(detailAnswer, await call("GET", `/api/admin/orders/${order.number}`, { token }));
    expect(detail.nextActions).toEqual(expect.arrayContaining(["confirm", "cancel"]));

    const note = await call("POST", `/api/admin/orders/${order.number}/notes`, { token, json: { body: "  Asked us to call before delivery.  " } });
    expect(note.status).toBe(201);
    const added = dataOf(z.object({ body: z.string(), author: z.string() }), note);
    expect(added.body).toBe("Asked us to call before delivery.");
    expect(added.author).toContain("'Helpdesk'");

    const [confirmation] = detail.emails;
    if (!confirmation) throw new Error("the order should have its confirmation e-mail");
    const resent = await call("POST", `/api/admin/orders/${order.number}/emails/${confirmation.id}/resend`, { token });
    expect(resent.status).toBe(202);

    for (const json of [{ action: "confirm", expectedStatus: "ordered" }, { action: "cancel", expectedStatus: "ordered", reason: "Customer asked" }]) {
      const refused = await refusedWithoutWriting(() => call("POST", `/api/admin/orders/${order.number}/actions`, { token, json }));
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe("forbidden");
    }
  });

  it("answers a bad query, an unknown order and a malformed body with a clear 4xx", async () => {
    const session = sessions.operations;
    expect(errorOf(await call("GET", "/api/admin/orders?status=lost", { session })).message).toBe(
      "Invalid query: status must be one of ordered, confirmed, packed, shipped, delivered, cancelled.",
    );
    expect(errorOf(await call("GET", "/api/admin/orders?from=2026-02-30", { session })).message).toBe("Invalid query: from must be a date written YYYY-MM-DD.");
    expect(errorOf(await call("GET", "/api/admin/orders?page=0", { session })).message).toBe("Invalid query: page must be from 1 to 10000.");
    expect((await call("GET", "/api/admin/orders/ORD000000001", { session })).status).toBe(404);
    expect((await call("GET", "/api/admin/orders/not-an-order", { session })).status).toBe(404);
    expect((await call("GET", "/api/admin/returns/99999999999", { session })).status).toBe(404);
    const order = await shop.placeOrder(await shop.newShopper(), [0]);
    const wrong = await refusedWithoutWriting(() => call("POST", `/api/admin/orders/${order.number}/actions`, { session, json: { action: "ship", expectedStatus: "packed", courier: "Delhivery" } }));
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong).message).toMatch(/^trackingNumber: /);
  });
});

describe("returns", () => {
  it("operations approves a shopper's return and books its pickup; support may read it but not act on it", async () => {
    const shopper = await shop.newShopper();
    const order = await shop.placeOrder(shopper, [1], { payment: testVisa });
    const owner = { kind: "user" as const, userId: shopper.id };
    const { token } = await newToken("Returns desk", "operations");
    // Paid by card in the test gateway as soon as it is placed, the order is confirmed.
    for (const json of [
      { action: "pack", expectedStatus: "confirmed" },
      { action: "ship", expectedStatus: "packed", courier: "Blue Dart", trackingNumber: "BD99887766" },
      { action: "deliver", expectedStatus: "shipped" },
    ]) {
      expect((await call("POST", `/api/admin/orders/${order.number}/actions`, { token, json })).status).toBe(200);
    }
    const [lineId] = (
      await shop.handle.db.select({ id: orderLines.id }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.number, order.number))
    ).map((line) => line.id);
    if (lineId === undefined) throw new Error("the order has a line");
    const [pickupDate = ""] = pickupDates(new Date());
    const requested = await shop.services.orderChanges.requestReturn(
      owner,
      order.number,
      { lines: [{ orderLineId: lineId, quantity: 1 }], reason: "The colour is not what the picture showed.", pickupDate, pickupSlot: "morning" },
      { clientAddress: "198.51.100.8", origin },
    );

    const returnView = z.object({ id: z.number(), status: z.string(), orderNumber: z.string() });
    const listed = dataOf(z.object({ returns: z.array(returnView) }), await call("GET", "/api/admin/returns?status=requested", { token }));
    expect(listed.returns.map((item) => item.id)).toContain(requested.id);

    const { token: helpdesk } = await newToken("Helpdesk reader", "support");
    expect(dataOf(returnView, await call("GET", `/api/admin/returns/${requested.id}`, { token: helpdesk })).orderNumber).toBe(order.number);
    expect((await refusedWithoutWriting(() => call("POST", `/api/admin/returns/${requested.id}/actions`, { token: helpdesk, json: { action: "approve", expectedStatus: "requested" } }))).status).toBe(403);

    const approved = await call("POST", `/api/admin/returns/${requested.id}/actions`, { token, json: { action: "approve", expectedStatus: "requested" } });
    expect(dataOf(returnView, approved).status).toBe("approved");
    const stale = await refusedWithoutWriting(() => call("POST", `/api/admin/returns/${requested.id}/actions`, { token, json: { action: "approve", expectedStatus: "requested" } }));
    expect(stale.status).toBe(409);
    const booked = await call("POST", `/api/admin/returns/${requested.id}/actions`, { token, json: { action: "schedule_pickup", expectedStatus: "approved", pickupDate, pickupSlot: "afternoon" } });
    expect(dataOf(returnView, booked).status).toBe("pickup_scheduled");
    expect((await call("POST", "/api/admin/refunds/99999/retry", { token })).status).toBe(404);
  });
});

describe("API tokens through the API", () => {
  it("the owner makes, lists and revokes a token; a revoked token stops at once", async () => {
    const { token, id } = await newToken("Warehouse script", "operations");
    const listed = dataOf(z.object({ tokens: z.array(z.object({ id: z.number(), name: z.string(), lastUsedAt: z.string().nullable() })) }), await call("GET", "/api/admin/api-tokens", { session: sessions.owner }));
    expect(listed.tokens.find((item) => item.id === id)).toMatchObject({ name: "Warehouse script", lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(token);

    expect((await call("GET", "/api/admin/orders", { token })).status).toBe(200);
    const revoked = await call("DELETE", `/api/admin/api-tokens/${id}`, { session: sessions.owner });
    expect(revoked.status).toBe(204);
    expect((await call("GET", "/api/admin/orders", { token })).status).toBe(401);
    expect((await call("DELETE", `/api/admin/api-tokens/${id}`, { session: sessions.owner })).status).toBe(404);
    expect((await call("DELETE", "/api/admin/api-tokens/abc", { session: sessions.owner })).status).toBe(404);
  });

  it("only a signed-in owner makes tokens: other roles and tokens themselves are refused, and a bad body is a 422", async () => {
    const { token: ownerToken } = await newToken("Owner script", "owner");
    for (const who of [{ session: sessions.operations }, { session: sessions.support }, { token: ownerToken }]) {
      const refused = await refusedWithoutWriting(() => call("POST", "/api/admin/api-tokens", { ...who, json: { name: "Another", role: "owner" } }));
      expect(refused.status).toBe(403);
    }
    for (const [json, message] of [
      [{ name: "Feed", role: "superuser" }, "role: Choose a role"],
      [{ name: " ", role: "support" }, "name: Name the token after what will use it (for example, Courier updates)"],
      [{ name: "x".repeat(81), role: "support" }, "name: The name must be at most 80 characters"],
    ] as const) {
      const refused = await refusedWithoutWriting(() => call("POST", "/api/admin/api-tokens", { session: sessions.owner, json }));
      expect(refused.status).toBe(422);
      expect(errorOf(refused).message).toBe(message);
    }
  });
});
