// The accounts JSON API (/api/db/auth) on a real database: what an API client and the browser's
// client see, status by status.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, gt } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox, productVariants } from "../db/schema";
import { createServices } from "../services/services";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

const json = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`/api/db/auth${path}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) });
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}

const priya = { firstName: "Priya", lastName: "Nair", mobile: "9988776655", email: "priya@example.com", password: "monsoon-rain-9" };

beforeAll(async () => {
  database = await createTestDatabase({ template: seededTemplate({ products: 20 }) });
  app = createApp({
    services: createServices(database),
    logger: pino({ level: "silent" }),
    imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
  });
});

afterAll(async () => {
  await database.close();
});

describe("the accounts API", () => {
  it("registers an account, then refuses the same e-mail in another case with 409", async () => {
    const created = await post("/register", priya);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { data: { user: Record<string, unknown> } };
    expect(body.data.user).toMatchObject({ email: priya.email, firstName: "Priya", mobile: "9988776655" });
    expect(body.data.user).not.toHaveProperty("passwordHash");

    const again = await post("/register", { ...priya, email: "PRIYA@Example.com" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "email_taken", message: "An account with this email already exists." });
  });

  it("answers bad registration fields with 422 and the form's message", async () => {
    const response = await post("/register", { ...priya, email: "new@example.com", mobile: "12345" });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe("mobile: Please enter a valid 10-digit mobile number");
  });

  it("signs in: a bearer token for API clients and an httpOnly, SameSite=Lax session cookie for pages", async () => {
    const response = await post("/login", { email: priya.email, password: priya.password });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { token: string; user: { email: string } } };
    expect(body.data.user.email).toBe(priya.email);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("session="));
    expect(cookie).toBe(`session=${body.data.token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);

    const byBearer = await app.request("/api/db/auth/me", { headers: { Authorization: `Bearer ${body.data.token}` } });
    expect(byBearer.status).toBe(200);
    expect(((await byBearer.json()) as { data: { user: { email: string } } }).data.user.email).toBe(priya.email);
    const byCookie = await app.request("/api/db/auth/me", { headers: { Cookie: `session=${body.data.token}` } });
    expect(byCookie.status).toBe(200);
  });

  it("marks the session cookie Secure over https", async () => {
    const response = await app.request("https://shop.example/api/db/auth/login", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: priya.email, password: priya.password }),
    });
    expect(response.headers.getSetCookie().find((value) => value.startsWith("session="))).toMatch(/; Secure$/);
  });

  it("answers /me with 401 for a guest or an ended session, and logout ends it", async () => {
    expect((await app.request("/api/db/auth/me")).status).toBe(401);
    const login = await post("/login", { email: priya.email, password: priya.password });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const logout = await post("/logout", {}, { Authorization: `Bearer ${token}` });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toContain("session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    const after = await app.request("/api/db/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it("answers forgot-password alike for known and unknown e-mails, and refuses a made-up reset link", async () => {
    const known = await post("/forgot-password", { email: priya.email });
    const unknown = await post("/forgot-password", { email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => mail.toAddress)).toEqual([priya.email]);
    expect(mails[0]?.textBody).toContain("http://localhost/reset-password?token=");

    const reset = await post("/reset-password", {
      token: "A".repeat(43),
      email: priya.email,
      password: "new-password-1",
      password_confirmation: "new-password-1",
    });
    expect(reset.status).toBe(400);
    expect((await errorOf(reset)).message).toBe("Invalid reset link. Please request a new password reset.");
    const mismatch = await post("/reset-password", { token: "A".repeat(43), email: priya.email, password: "new-password-1", password_confirmation: "other" });
    expect(mismatch.status).toBe(422);
    expect((await errorOf(mismatch)).message).toBe("password_confirmation: Passwords do not match");
  });

  it("changes the password only for a signed-in shopper who knows the current one", async () => {
    const change = { currentPassword: priya.password, newPassword: "new-password-2", confirmPassword: "new-password-2" };
    expect((await post("/change-password", change)).status).toBe(401);
    const login = await post("/login", { email: priya.email, password: priya.password });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { Authorization: `Bearer ${token}` };
    const wrong = await post("/change-password", { ...change, currentPassword: "nope" }, auth);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe("Current password is incorrect.");
    expect((await post("/change-password", change, auth)).status).toBe(200);
    expect((await post("/login", { email: priya.email, password: "new-password-2" })).status).toBe(200);
  });

  it("changes the e-mail address of a signed-in shopper who gives the current password", async () => {
    const change = { email: "priya.nair@example.com", currentPassword: "new-password-2" };
    expect((await post("/change-email", change)).status).toBe(401);
    const login = await post("/login", { email: priya.email, password: "new-password-2" });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { Authorization: `Bearer ${token}` };
    await post("/register", { ...priya, email: "meera@example.com" });
    const taken = await post("/change-email", { ...change, email: "MEERA@example.com" }, auth);
    expect(taken.status).toBe(409);
    const changed = await post("/change-email", change, auth);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { user: { email: string } } }).data.user.email).toBe(change.email);
    // Back, so the tests below sign in as before.
    expect((await post("/change-email", { ...change, email: priya.email }, auth)).status).toBe(200);
  });

  it("gives a signed-in API client its account's cart, not a guest cart", async () => {
    const [variant] = await database.db.select().from(productVariants).where(gt(productVariants.stock, 5)).limit(1);
    if (!variant) throw new Error("no variant in stock");
    const login = await post("/login", { email: priya.email, password: "new-password-2" });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { ...json, Authorization: `Bearer ${token}` };
    const added = await app.request("/api/db/cart/items", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ product_id: variant.productId, variant_id: variant.id, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    expect(added.headers.getSetCookie().some((value) => value.startsWith("cart_token="))).toBe(false);
    const count = await app.request("/api/db/cart/count", { headers: { Authorization: `Bearer ${token}` } });
    expect(await count.json()).toEqual({ data: { count: 1 } });
    expect(await (await app.request("/api/db/cart/count")).json()).toEqual({ data: { count: 0 } });
  });

  it("answers the 11th wrong current password on one account with 429, whichever settings form it came through", async () => {
    const meera = { ...priya, email: "meera.k@example.com" };
    await post("/register", meera);
    const login = await post("/login", { email: meera.email, password: meera.password });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { Authorization: `Bearer ${token}` };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response =
        attempt % 2 === 0
          ? await post("/change-password", { currentPassword: `guess-${attempt}`, newPassword: "new-password-3", confirmPassword: "new-password-3" }, auth)
          : await post("/change-email", { email: "meera.new@example.com", currentPassword: `guess-${attempt}` }, auth);
      expect(response.status).toBe(400);
    }
    const limited = await post("/change-password", { currentPassword: meera.password, newPassword: "new-password-3", confirmPassword: "new-password-3" }, auth);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect(await errorOf(limited)).toEqual({ code: "rate_limited", message: "Too many attempts. Please try again in 15 minutes." });
    expect((await post("/change-email", { email: "meera.new@example.com", currentPassword: meera.password }, auth)).status).toBe(429);
  });

  // Sign-in from another site and brute force (the 11th failure answers 429): server/api/attacks.db.test.ts.
});
