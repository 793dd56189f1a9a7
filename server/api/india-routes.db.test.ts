// The PIN code and store finder API as another client uses it: statuses, bodies and error shapes.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { createServices } from "../services/services";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ template: seededTemplate({ india: "all" }) });
  app = createApp({
    services: createServices(database, { codMaxRupees: 50_000 }),
    logger: pino({ level: "silent" }),
    imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
  });
});

afterAll(async () => {
  await database.close();
});

const checkBody = z.object({
  data: z.object({
    check: z.object({
      pincode: z.string(),
      city: z.string(),
      stateCode: z.string(),
      serviceable: z.boolean(),
      assemblyIncluded: z.boolean(),
      codAvailable: z.boolean(),
      codReason: z.string().nullable(),
      delivery: z.object({ from: z.string(), to: z.string() }).nullable(),
    }),
  }),
});

async function get(url: string) {
  const response = await app.request(url);
  const body: unknown = await response.json();
  return { status: response.status, body };
}

describe("GET /api/db/pincodes/{pin}", () => {
  it("answers the delivery promise for a known PIN code", async () => {
    const response = await app.request("/api/db/pincodes/400050?subtotal=60000");
    expect(response.status).toBe(200);
    const { check } = checkBody.parse(await response.json()).data;
    expect(check).toMatchObject({
      pincode: "400050",
      city: "Mumbai Suburban",
      stateCode: "MH",
      serviceable: true,
      assemblyIncluded: true,
      codAvailable: false,
    });
    expect(check.codReason).toMatch(/up to ₹ 50,000/);
    expect(check.delivery?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers 404 for an unknown PIN code and 422 for a malformed one or a bad subtotal", async () => {
    expect(await get("/api/db/pincodes/999999")).toEqual({
      status: 404,
      body: { error: { code: "unknown_pincode", message: "We could not find this PIN code" } },
    });
    expect(await get("/api/db/pincodes/12345")).toMatchObject({ status: 422, body: { error: { code: "invalid_pincode" } } });
    expect(await get("/api/db/pincodes/400050?subtotal=-5")).toMatchObject({ status: 422 });
    expect(await get("/api/db/pincodes/400050?subtotal=1e9")).toMatchObject({ status: 422 });
    expect(await get("/api/db/pincodes/400050?in_stock=maybe")).toMatchObject({ status: 422 });
  });
});

describe("GET /api/db/stores", () => {
  it("finds stores by city and by PIN code", async () => {
    const byCity = await get("/api/db/stores?q=pune");
    expect(byCity).toMatchObject({ status: 200, body: { data: { kind: "city", stores: [{ name: "Aangan Baner" }] } } });
    const byPin = await app.request("/api/db/stores?q=560038");
    expect(byPin.status).toBe(200);
    const stores = z
      .object({ data: z.object({ kind: z.string(), stores: z.array(z.object({ name: z.string() })) }) })
      .parse(await byPin.json()).data;
    expect(stores.kind).toBe("pincode");
    expect(stores.stores[0]?.name).toBe("Aangan Indiranagar");
    expect(await get("/api/db/stores?q=999999")).toMatchObject({ status: 404 });
    expect(await get(`/api/db/stores?q=${"x".repeat(61)}`)).toMatchObject({ status: 422 });
  });
});
