// A product written through the back office's JSON API may carry its texts in both languages at
// their longest: two descriptions of 5,000 letters, the Hindi three bytes a letter, pass the 16 KB
// other bodies are held to. A body past the product's own limit is refused before it is read.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { maxProductBodyBytes } from "../../app/lib/contracts/admin-products";
import { productLimits } from "../../app/lib/forms/product-schemas";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { createApp } from "../app";
import { products } from "../db/schema";


const origin = "http://store.test";
let shop: TestShop;
let app: ReturnType<typeof createApp>;
let catalogToken = "";
let productId = 0;

beforeAll(async () => {
  shop = await openTestShop({ products: 2 });
  app = createApp({ services: shop.services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
  const owner = {
    staff: await shop.services.staff.addFromCommandLine({ email: "owner.texts@aangan.example", name: "Meera Iyer", role: "owner", password: "the owner's long password" }),
    clientAddress: "203.0.113.62",
  };
  catalogToken = (await shop.services.apiTokens.create(owner, { name: "Translation desk", role: "catalog" })).token;
  productId = shop.variantAt(0).productId;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function patchProduct(body: string): Promise<Response> {
  return app.request(`${origin}/api/admin/products/${productId}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${catalogToken}`, "Content-Type": "application/json" },
    body,
  });
}

async function storedHindiDescription(): Promise<string | null | undefined> {
  const [row] = await shop.handle.db.select({ descriptionHi: products.descriptionHi }).from(products).where(eq(products.id, productId));
  return row?.descriptionHi;
}

describe("a product's texts through the back office's API", () => {
  it("an integration writes both descriptions as long as the form allows them, in one call", async () => {
    const longest = (sentence: string) => sentence.repeat(Math.ceil(productLimits.description.max / sentence.length)).slice(0, productLimits.description.max).trim();
    const hindi = longest("सागौन की मज़बूत लकड़ी से बना यह सोफ़ा बरसों चलता है। ");
    const english = longest("Solid sheesham, hand-finished in Jodhpur, made to last for years. ");
    const body = JSON.stringify({ description: english, descriptionHi: hindi });
    expect(Buffer.byteLength(body)).toBeGreaterThan(16 * 1024);
    const answer = await patchProduct(body);
    expect(answer.status).toBe(200);
    expect(await storedHindiDescription()).toBe(hindi);
  });

  it("a body past the product's limit is refused with 413 and nothing is written", async () => {
    const before = await storedHindiDescription();
    const answer = await patchProduct(JSON.stringify({ descriptionHi: "क".repeat(maxProductBodyBytes / 3 + 100) }));
    expect(answer.status).toBe(413);
    const body = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).parse(await answer.json());
    expect(body.error).toEqual({ code: "payload_too_large", message: "The request body is larger than 96 KB." });
    expect(await storedHindiDescription()).toBe(before);
  });
});
