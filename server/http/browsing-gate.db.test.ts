// Buying before browsing, in the store's own server: while the thread is behind and a page is
// still being drawn, carts and the health check are answered at once while catalog reads wait their turn.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { createServices } from "../services/services";
import { createBrowsingGate } from "./browsing-gate";

describe("the browsing gate in the store's server", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  /** Pages being drawn: each ends when its finisher is called. */
  const drawing: (() => void)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = createApp({
      services: createServices(database),
      logger: pino({ level: "silent" }),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
      // The thread always behind: one browsing read at a time.
      browsingGate: createBrowsingGate(() => true),
      renderPage: () =>
        new Promise<Response>((resolve) => {
          drawing.push(() => resolve(new Response("<html><body>drawn</body></html>", { headers: { "Content-Type": "text/html" } })));
        }),
    });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it("while a page is being drawn, a shopper's cart and the health check answer at once and a search waits for the page", async () => {
    // Asked once before, so it is answered from the catalog's cache in well under a millisecond.
    expect((await app.request("/api/db/search?q=sofa")).status).toBe(200);
    const page = Promise.resolve(app.request("/products"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawing).toHaveLength(1);

    const search = Promise.resolve(app.request("/api/db/search?q=sofa"));
    const cart = await app.request("/api/db/cart", { headers: { "X-Requested-With": "XMLHttpRequest" } });
    expect(cart.status).toBe(200);
    expect((await app.request("/api/health")).status).toBe(200);
    const stillWaiting = Symbol("still waiting");
    expect(await Promise.race([search, new Promise((resolve) => setTimeout(() => resolve(stillWaiting), 500))])).toBe(stillWaiting);

    drawing.shift()?.();
    expect((await page).status).toBe(200);
    expect((await search).status).toBe(200);
  });

  it("a form posted to a page does not wait behind pages being drawn", async () => {
    const page = Promise.resolve(app.request("/products"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawing).toHaveLength(1);
    // The post reaches the page's renderer (here: held like any page) without waiting for a place.
    const posted = Promise.resolve(app.request("/cart", { method: "POST", headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=clear" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawing).toHaveLength(2);
    drawing.shift()?.();
    drawing.shift()?.();
    expect((await page).status).toBe(200);
    expect((await posted).status).toBe(200);
  });
});
