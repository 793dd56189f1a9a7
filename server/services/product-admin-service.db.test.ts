// Products in the back office, on both databases: a catalog editor creates, edits, publishes,
// schedules and takes products off sale; shoppers see exactly what is published, everywhere, at once
// (two service instances on one database stand for two store processes); every change is audited.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseListingQuery, searchSortOptions } from "../../app/lib/catalog-query";
import { ProductAdminError, type AdminProductDetail } from "../../app/lib/contracts/admin-products";
import { CartError } from "../../app/lib/contracts/cart";
import { OrderError } from "../../app/lib/contracts/orders";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { StaffError } from "../../app/lib/contracts/staff";
import { productInputFromForm, productInputSchema, productMessages, type ProductInput } from "../../app/lib/forms/product-schemas";
import { defaultMaxQuantity } from "../../app/lib/stock-label";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { createApp } from "../app";
import { auditLog, brands, categories, productImages, productVariants } from "../db/schema";
import { queryRows } from "./catalog-sql";
import { createServices, type Services } from "./services";

let shop: TestShop;
let editor: StaffActor;
let support: StaffActor;
let subcategoryId: number;
let brandId: number;
let serial = 0;

beforeAll(async () => {
  shop = await openTestShop({ products: 12 });
  const add = async (name: string, role: "catalog" | "support"): Promise<StaffActor> => ({
    staff: await shop.services.staff.addFromCommandLine({ email: `${name.toLowerCase()}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: "203.0.113.40",
  });
  editor = await add("Kavya", "catalog");
  support = await add("Imran", "support");
  const [sofas] = await shop.handle.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "sofas"));
  const [brand] = await shop.handle.db.select({ id: brands.id }).from(brands).limit(1);
  if (!sofas || !brand) throw new Error("the seed has sofas and brands");
  subcategoryId = sofas.id;
  brandId = brand.id;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** A sofa with two colours, unique to the test that asks. */
function newSofa(overrides: Partial<ProductInput> = {}): ProductInput {
  serial += 1;
  const tag = `${serial}${randomUUID().slice(0, 4)}`.toUpperCase();
  return {
    name: `Zenith Cloud Sofa ${tag}`,
    slug: `zenith-cloud-sofa-${tag.toLowerCase()}`,
    sku: `ZEN-${tag}`,
    description: "A deep **three seater** in linen.\n\n- Kiln-dried teak frame\n- Removable covers",
    categoryId: subcategoryId,
    collectionId: null,
    brandId,
    material: "fabric",
    specifications: [{ label: "Seating", value: "3 people" }],
    hsnCode: null,
    gstRatePercent: null,
    seoTitle: null,
    seoDescription: null,
    variants: [
      { type: "Colour", name: "Teal", colour: "#2f6f6f", sku: `ZEN-${tag}-TEA`, price: 41_999, originalPrice: 52_999, maxPerOrder: defaultMaxQuantity },
      { type: "Colour", name: "Rust", colour: "#a0522d", sku: `ZEN-${tag}-RUS`, price: 39_999, originalPrice: 49_999, maxPerOrder: defaultMaxQuantity },
    ],
    ...overrides,
  };
}

/** Stock for a product's variants, as the stock screen would receive it. */
async function stockUp(productId: number, units = 20): Promise<void> {
  await shop.handle.db.update(productVariants).set({ stock: units }).where(eq(productVariants.productId, productId));
  await shop.handle.db.execute(sql`update products set in_stock = true where id = ${productId}`);
}

async function orderOne(services: Services, productId: number, variantId: number, quantity = 1) {
  const shopper = await shop.newShopper();
  const owner = { kind: "user" as const, userId: shopper.id };
  await services.cart.addItem(owner, { productId, variantId, quantity });
  const { order } = await services.orders.placeOrder(owner, {
    shipping: testShipping,
    payment: { method: "cod" },
    deliverySlot: "morning",
    emi: null,
    idempotencyKey: randomUUID(),
  });
  return { order, shopper, owner };
}

describe("a catalog editor's products", () => {
  it("a new product is a draft that no shopper can find, open or buy until it is published, and then it is everywhere", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    expect(created.status).toBe("draft");
    expect(created.variants.map((variant) => variant.stock)).toEqual([0, 0]);
    await stockUp(created.id);
    const firstVariant = created.variants[0]?.id ?? 0;
    const shopper = { kind: "guest" as const, token: randomUUID().replace(/-/g, "").padEnd(43, "x") };

    const { catalog, search } = shop.services;
    expect(await catalog.getProductView(created.id)).toBeNull();
    const hidden = await catalog.listProducts({ kind: "search", q: "zenith cloud" }, defaultQuery());
    expect(hidden.items.map((item) => item.id)).not.toContain(created.id);
    expect((await search.suggest("zenith")).products.map((item) => item.id)).not.toContain(created.id);
    await expect(shop.services.cart.addItem(shopper, { productId: created.id, variantId: firstVariant, quantity: 1 })).rejects.toThrow(CartError);
    expect(await catalog.productIdForSlug(created.slug)).toBeNull();

    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const view = await catalog.getProductView(created.id);
    expect(view?.product.name).toBe(created.name);
    expect(view?.product.descriptionHtml).toBe("<p>A deep <strong>three seater</strong> in linen.</p>\n<ul>\n<li>Kiln-dried teak frame</li>\n<li>Removable covers</li>\n</ul>");
    const found = await catalog.listProducts({ kind: "search", q: "zenith cloud" }, defaultQuery());
    expect(found.items.map((item) => item.id)).toContain(created.id);
    expect((await search.suggest("zenith")).products.map((item) => item.id)).toContain(created.id);
    await shop.services.cart.addItem(shopper, { productId: created.id, variantId: firstVariant, quantity: 1 });

    // Taken off sale again: gone from the page and search, and the cart line can no longer be ordered.
    await shop.services.products.setPublication(editor, created.id, { action: "unpublish" });
    expect(await catalog.getProductView(created.id)).toBeNull();
    const cart = await shop.services.cart.getCart(shopper);
    expect(cart.items[0]?.max_quantity).toBe(0);
    await expect(
      shop.services.orders.placeOrder(shopper, { shipping: testShipping, payment: { method: "cod" }, deliverySlot: "morning", emi: null, idempotencyKey: randomUUID() }),
    ).rejects.toThrow(OrderError);
  });

  it("a product scheduled for a moment later appears by itself when its time comes, cached reads included", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    await stockUp(created.id);
    // Warm the cache with the product missing.
    expect(await shop.services.catalog.getProductView(created.id)).toBeNull();
    // A moment ahead by the database's clock, which the shop's queries compare with.
    const [clock] = await queryRows(shop.handle.db, sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 + 1500 as at`);
    const publishAt = new Date(z.object({ at: z.coerce.number() }).parse(clock).at);
    const scheduled = await shop.services.products.setPublication(editor, created.id, { action: "schedule", publishAt });
    expect(scheduled.status).toBe("scheduled");
    expect(await shop.services.catalog.getProductView(created.id)).toBeNull();
    const listed = await shop.services.products.list(editor, { status: "scheduled" }, 1);
    expect(listed.products.map((product) => product.id)).toContain(created.id);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await shop.services.catalog.getProductView(created.id))?.product.id).toBe(created.id);
  });

  it("a time in the past cannot be scheduled, and says to publish now instead", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    await expect(shop.services.products.setPublication(editor, created.id, { action: "schedule", publishAt: new Date(Date.now() - 60_000) })).rejects.toThrow(
      "The time to publish must be in the future; publish now instead",
    );
  });

  it("a changed slug keeps working: the old one redirects with 301 to the product's address", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const renamed = await shop.services.products.update(editor, created.id, { slug: `${created.slug}-two` });
    expect(renamed.formerSlugs).toEqual([created.slug]);
    expect(await shop.services.catalog.productIdForSlug(created.slug)).toBe(created.id);
    expect(await shop.services.catalog.productIdForSlug(renamed.slug)).toBe(created.id);
    const app = createApp({ services: shop.services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
    const response = await app.request(`/api/db/products/${created.slug}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/api/db/products/${created.id}`);
    // Another product cannot take the old address over.
    await expect(shop.services.products.create(editor, newSofa({ slug: created.slug }))).rejects.toThrow(/still leads there/);
  });

  it("a variant SKU another product uses is refused with a message naming that product", async () => {
    const [taken] = await shop.handle.db.select({ sku: productVariants.sku }).from(productVariants).limit(1);
    const sofa = newSofa();
    const clash = { ...sofa, variants: sofa.variants.map((variant, index) => (index === 1 ? { ...variant, sku: taken?.sku ?? "" } : variant)) };
    const refusal = await shop.services.products.create(editor, clash).catch((error: unknown) => error);
    if (!(refusal instanceof ProductAdminError)) throw new Error("a clash of SKUs is a refusal");
    expect(refusal).toMatchObject({ code: "sku_taken", status: 409 });
    expect(refusal.message).toMatch(new RegExp(`The SKU ${taken?.sku ?? ""} is already used by “.+”`));
  });

  it("the form's rules give clear messages: an original price below the price, a lone HSN code, no variants", () => {
    const parse = (fields: Record<string, string>) => productInputSchema.safeParse(productInputFromForm(fields));
    const base = {
      name: "Zenith Cloud Sofa",
      sku: "ZEN-FORM",
      description: "A deep three seater in linen.",
      categoryId: String(subcategoryId),
      brandId: String(brandId),
      material: "fabric",
      "variants.0.type": "Colour",
      "variants.0.name": "Teal",
      "variants.0.colour": "#2F6F6F",
      "variants.0.sku": "zen-form-tea",
      "variants.0.price": "41999",
      "variants.0.originalPrice": "52999",
      "variants.1.colour": "#8b5e3c",
    };
    const good = parse(base);
    expect(good.success).toBe(true);
    if (good.success) {
      expect(good.data.slug).toBe("zenith-cloud-sofa");
      expect(good.data.variants).toHaveLength(1);
      expect(good.data.variants[0]).toMatchObject({ sku: "ZEN-FORM-TEA", colour: "#2f6f6f", maxPerOrder: defaultMaxQuantity });
    }
    const cheaper = parse({ ...base, "variants.0.originalPrice": "40000" });
    expect(cheaper.success ? [] : cheaper.error.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "variants.0.originalPrice",
      "The original price must be a whole number of rupees, at least the price",
    ]);
    const loneHsn = parse({ ...base, hsnCode: "9403" });
    expect(loneHsn.success ? [] : loneHsn.error.issues.map((issue) => issue.message)).toContain("Give both the HSN code and the GST rate, or neither (the category's then apply)");
    const none = parse({ ...base, "variants.0.name": "", "variants.0.type": "", "variants.0.sku": "", "variants.0.price": "", "variants.0.originalPrice": "" });
    expect(none.success ? [] : none.error.issues.map((issue) => issue.message)).toContain("Add at least one variant");
  });

  it("only staff who may manage the catalog may list or change products", async () => {
    await expect(shop.services.products.list(support, {}, 1)).rejects.toThrow(StaffError);
    await expect(shop.services.products.create(support, newSofa())).rejects.toThrow(StaffError);
  });

  it("every change is in the audit trail with what it was before and after", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    await shop.services.products.update(editor, created.id, { name: `${created.name} Deluxe` });
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const rows = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(created.id))))
      .orderBy(desc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(["product.publish", "product.update", "product.create"]);
    expect(rows[1]?.before).toMatchObject({ name: created.name });
    expect(rows[1]?.after).toMatchObject({ name: `${created.name} Deluxe` });
    expect(rows[0]?.after).toMatchObject({ status: "published" });
    expect(rows.every((row) => row.staffId === editor.staff.id)).toBe(true);
  });

  it("the list finds a product by a variant's SKU, filters by category, brand and status, and counts per status", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    const variantSku = created.variants[1]?.sku ?? "";
    const bySku = await shop.services.products.list(editor, { query: variantSku.toLowerCase() }, 1);
    expect(bySku.products.map((product) => product.id)).toEqual([created.id]);
    expect(bySku.countsByStatus).toEqual({ published: 0, draft: 1, scheduled: 0 });
    const drafts = await shop.services.products.list(editor, { status: "draft", categoryId: subcategoryId, brandId }, 1);
    expect(drafts.products.every((product) => product.status === "draft")).toBe(true);
    expect(drafts.products.map((product) => product.id)).toContain(created.id);
    const all = await shop.services.products.list(editor, {}, 1);
    expect(all.countsByStatus.published).toBeGreaterThanOrEqual(12);
    expect(all.total).toBe(all.countsByStatus.published + all.countsByStatus.draft + all.countsByStatus.scheduled);
    // A search with LIKE's wildcards means the characters themselves.
    expect((await shop.services.products.list(editor, { query: "%" }, 1)).total).toBe(0);
  });

  it("the list's search follows edits: a new name and a changed variant SKU are found, the old ones no longer; a seeded product by its variant's SKU", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    const oldSku = created.variants[0]?.sku ?? "";
    const found = async (query: string) => (await shop.services.products.list(editor, { query }, 1)).products.map((product) => product.id);
    expect(await found(oldSku)).toEqual([created.id]);
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const variants = created.variants.map((variant, index) => ({ ...variant, sku: index === 0 ? `HARBOUR-${tag}` : variant.sku }));
    await shop.services.products.update(editor, created.id, { name: `Monsoon Harbour Sofa ${tag}`, variants });
    expect(await found(`harbour-${tag}`)).toEqual([created.id]);
    expect(await found(`Monsoon Harbour Sofa ${tag}`)).toEqual([created.id]);
    expect(await found(oldSku)).toEqual([]);
    expect(await found(created.name)).toEqual([]);
    const [seeded] = await shop.handle.db.select({ productId: productVariants.productId, sku: productVariants.sku }).from(productVariants).orderBy(productVariants.id).limit(1);
    expect(await found(seeded?.sku ?? "?")).toEqual([seeded?.productId]);
  });

  it("a pasted SKU finds only its own product, though another product's SKU has the same number; the number alone finds both", async () => {
    const number = String(100_000 + Math.floor(Math.random() * 900_000));
    const withSkus = (prefix: string) => {
      const sofa = newSofa();
      return { ...sofa, sku: `${prefix}-${number}`, variants: sofa.variants.map((variant, index) => ({ ...variant, sku: `${prefix}-${number}-${index}` })) };
    };
    const teak = await shop.services.products.create(editor, withSkus("TEAKWOOD"));
    const oak = await shop.services.products.create(editor, withSkus("OAKLINE"));
    const found = async (query: string) => (await shop.services.products.list(editor, { query }, 1)).products.map((product) => product.id).sort();
    expect(await found(`TEAKWOOD-${number}-1`)).toEqual([teak.id]);
    expect(await found(`oakline-${number}`)).toEqual([oak.id]);
    expect(await found(number)).toEqual([teak.id, oak.id].sort());
    expect((await shop.services.products.list(editor, { query: `TEAKWOOD-${number}-1` }, 1)).total).toBe(1);
  });

  it("a variant's most per order bounds the cart and the order", async () => {
    const created = await shop.services.products.create(editor, newSofa());
    await stockUp(created.id);
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const variants = created.variants.map(({ stock: _stock, ...variant }, index) => ({ ...variant, maxPerOrder: index === 0 ? 2 : variant.maxPerOrder }));
    await shop.services.products.update(editor, created.id, { variants });
    const teal = created.variants[0]?.id ?? 0;
    const owner = { kind: "guest" as const, token: randomUUID().replace(/-/g, "").padEnd(43, "y") };
    await expect(shop.services.cart.addItem(owner, { productId: created.id, variantId: teal, quantity: 3 })).rejects.toThrow("Quantity must be between 1 and 2.");
    const cart = await shop.services.cart.addItem(owner, { productId: created.id, variantId: teal, quantity: 2 });
    expect(cart.items[0]?.max_quantity).toBe(2);
    // Lowered after it was put in the cart: the order is refused until the cart is changed.
    await shop.services.products.update(editor, created.id, { variants: variants.map((variant, index) => (index === 0 ? { ...variant, maxPerOrder: 1 } : variant)) });
    await expect(
      shop.services.orders.placeOrder(owner, { shipping: testShipping, payment: { method: "cod" }, deliverySlot: "morning", emi: null, idempotencyKey: randomUUID() }),
    ).rejects.toThrow(/at most 1 of/);
  });

  it("the invoice uses the product's own HSN code and GST rate when set, else its category's", async () => {
    const created = await shop.services.products.create(editor, newSofa({ hsnCode: "94016100", gstRatePercent: 5 }));
    await stockUp(created.id);
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const { order, shopper } = await orderOne(shop.services, created.id, created.variants[0]?.id ?? 0);
    const invoice = await shop.services.invoices.forUser(shopper.id, order.number);
    expect(invoice?.lines.map((line) => [line.taxed.hsn, line.taxed.ratePercent])).toEqual([["94016100", 5]]);
    const plain = await shop.services.products.create(editor, newSofa());
    await stockUp(plain.id);
    await shop.services.products.setPublication(editor, plain.id, { action: "publish" });
    const second = await orderOne(shop.services, plain.id, plain.variants[0]?.id ?? 0);
    const categoryInvoice = await shop.services.invoices.forUser(second.shopper.id, second.order.number);
    expect(categoryInvoice?.lines.map((line) => [line.taxed.hsn, line.taxed.ratePercent])).toEqual([["9403", 18]]);
  });

  it("the product page uses the SEO title and description when set", async () => {
    const created = await shop.services.products.create(editor, newSofa({ seoTitle: "Zenith sofa in linen", seoDescription: "Three seats, teak frame." }));
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    expect((await shop.services.catalog.getProductView(created.id))?.product.seo).toEqual({ title: "Zenith sofa in linen", description: "Three seats, teak frame." });
  });
});

describe("a product's Hindi", () => {
  it("a catalog editor writes a Hindi name, description and specifications, and Hindi pages show them", async () => {
    const created = await shop.services.products.create(
      editor,
      newSofa({
        nameHi: "  ज़ेनिथ क्लाउड सोफ़ा  ",
        descriptionHi: "लिनन में गहरा **तीन सीटर**।",
        specifications: [{ label: "Seating", value: "3 people", labelHi: "बैठने की जगह", valueHi: "3 लोग" }],
      }),
    );
    expect(created).toMatchObject({ nameHi: "ज़ेनिथ क्लाउड सोफ़ा", descriptionHi: "लिनन में गहरा **तीन सीटर**।" });
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const hindi = await shop.services.catalog.getProductView(created.id, "hi");
    expect(hindi?.product).toMatchObject({ name: "ज़ेनिथ क्लाउड सोफ़ा", specifications: [{ label: "बैठने की जगह", value: "3 लोग" }] });
    expect(hindi?.product.descriptionHtml).toBe("<p>लिनन में गहरा <strong>तीन सीटर</strong>।</p>");
    expect((await shop.services.catalog.listProducts({ kind: "search", q: "ज़ेनिथ" }, parseListingQuery(new URLSearchParams(), { defaultSort: "relevance", allowedSorts: searchSortOptions }), "hi")).items.map((item) => item.id)).toContain(created.id);
  });

  it("an edit that says nothing of the Hindi keeps it; blank Hindi removes it and the English shows", async () => {
    const created = await shop.services.products.create(
      editor,
      newSofa({ nameHi: "ज़ेनिथ सोफ़ा", specifications: [{ label: "Seating", value: "3 people", labelHi: "बैठने की जगह", valueHi: "3 लोग" }] }),
    );
    // A change that says nothing of the Hindi (an API call, a file without the Hindi columns).
    const edited = await shop.services.products.update(editor, created.id, { name: `${created.name} II`, specifications: [{ label: "Seating", value: "4 people" }, { label: "Frame", value: "Teak" }] });
    expect(edited.nameHi).toBe("ज़ेनिथ सोफ़ा");
    expect(edited.specifications).toEqual([
      { label: "Seating", value: "4 people", labelHi: "बैठने की जगह", valueHi: "3 लोग" },
      { label: "Frame", value: "Teak", labelHi: null, valueHi: null },
    ]);
    const cleared = await shop.services.products.update(editor, created.id, { nameHi: "   ", specifications: [{ label: "Seating", value: "4 people", labelHi: null, valueHi: null }] });
    expect(cleared.nameHi).toBeNull();
    expect(cleared.specifications).toEqual([{ label: "Seating", value: "4 people", labelHi: null, valueHi: null }]);
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    expect((await shop.services.catalog.getProductView(created.id, "hi"))?.product.name).toBe(`${created.name} II`);
  });

  it("Hindi that breaks the English's rules is refused with the form's words, and nothing is written", async () => {
    const refused = (input: ProductInput) => shop.services.products.create(editor, input);
    await expect(refused(newSofa({ nameHi: "सो" }))).rejects.toMatchObject({ code: "invalid_request", message: productMessages.nameHiLength });
    await expect(refused(newSofa({ descriptionHi: "छोटा" }))).rejects.toMatchObject({ message: productMessages.descriptionHiLength });
    await expect(refused(newSofa({ specifications: [{ label: "Seating", value: "3 people", valueHi: "३".repeat(501) }] }))).rejects.toMatchObject({ message: productMessages.specValueHi });
    const parsed = productInputSchema.safeParse(productInputFromForm({ name: "Zenith", nameHi: "ज़" }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(productMessages.nameHiLength);
  });
});

describe("a product's Hindi SEO texts and variant names", () => {
  /** The product form's fields for a product, as the edit page fills them in. */
  const formFieldsOf = (product: AdminProductDetail): Record<string, string> => {
    const fields: Record<string, string> = {
      name: product.name,
      nameHi: product.nameHi ?? "",
      slug: product.slug,
      sku: product.sku,
      description: product.description,
      descriptionHi: product.descriptionHi ?? "",
      categoryId: String(product.categoryId),
      collectionId: "",
      brandId: String(product.brandId),
      material: product.material,
      hsnCode: "",
      gstRatePercent: "",
      seoTitle: product.seoTitle ?? "",
      seoDescription: product.seoDescription ?? "",
      seoTitleHi: product.seoTitleHi ?? "",
      seoDescriptionHi: product.seoDescriptionHi ?? "",
    };
    product.specifications.forEach((row, index) => {
      Object.assign(fields, {
        [`specifications.${index}.label`]: row.label,
        [`specifications.${index}.value`]: row.value,
        [`specifications.${index}.labelHi`]: row.labelHi ?? "",
        [`specifications.${index}.valueHi`]: row.valueHi ?? "",
      });
    });
    product.variants.forEach((variant, index) => {
      Object.assign(fields, {
        [`variants.${index}.id`]: String(variant.id),
        [`variants.${index}.type`]: variant.type,
        [`variants.${index}.name`]: variant.name,
        [`variants.${index}.nameHi`]: variant.nameHi ?? "",
        [`variants.${index}.colour`]: variant.colour,
        [`variants.${index}.sku`]: variant.sku,
        [`variants.${index}.price`]: String(variant.price),
        [`variants.${index}.originalPrice`]: String(variant.originalPrice),
        [`variants.${index}.maxPerOrder`]: String(variant.maxPerOrder),
      });
    });
    return fields;
  };
  const savedFromForm = async (id: number, fields: Record<string, string>) => {
    const parsed = productInputSchema.safeParse(productInputFromForm(fields));
    if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
    return shop.services.products.update(editor, id, parsed.data);
  };

  it("a catalog editor writes a product's Hindi name, SEO title and description and a variant's Hindi name; the product reads back with them, and the audit trail has each change", async () => {
    const sofa = newSofa();
    const created = await shop.services.products.create(editor, {
      ...sofa,
      nameHi: "ज़ेनिथ क्लाउड सोफ़ा",
      seoTitleHi: "  लिनन का ज़ेनिथ सोफ़ा  ",
      seoDescriptionHi: "तीन सीटें, सागौन का फ़्रेम।",
      variants: sofa.variants.map((variant, index) => (index === 0 ? { ...variant, nameHi: "टील" } : variant)),
    });
    const read = await shop.services.products.detail(editor, created.id);
    expect(read).toMatchObject({ nameHi: "ज़ेनिथ क्लाउड सोफ़ा", seoTitleHi: "लिनन का ज़ेनिथ सोफ़ा", seoDescriptionHi: "तीन सीटें, सागौन का फ़्रेम।" });
    expect(read.variants.map((variant) => [variant.name, variant.nameHi])).toEqual([
      ["Teal", "टील"],
      ["Rust", null],
    ]);
    // The drawn pictures are described in Hindi where the names have Hindi: the product's own, and Teal's.
    const pictures = await shop.handle.db
      .select({ variantId: productImages.variantId, alt: productImages.alt, altHi: productImages.altHi })
      .from(productImages)
      .where(eq(productImages.productId, created.id))
      .orderBy(asc(productImages.position));
    expect(pictures.map((picture) => picture.altHi)).toEqual(["ज़ेनिथ क्लाउड सोफ़ा", "ज़ेनिथ क्लाउड सोफ़ा, टील", null]);

    // On the form: the second colour gets its Hindi name and the Hindi SEO title changes.
    const saved = await savedFromForm(created.id, { ...formFieldsOf(read), "variants.1.nameHi": "ज़ंग", seoTitleHi: "ज़ेनिथ सोफ़ा, लिनन में" });
    expect(saved.variants.map((variant) => variant.nameHi)).toEqual(["टील", "ज़ंग"]);
    expect(saved.seoTitleHi).toBe("ज़ेनिथ सोफ़ा, लिनन में");
    expect(saved.seoDescriptionHi).toBe("तीन सीटें, सागौन का फ़्रेम।");

    // A change that says nothing of the variants' Hindi (an API call) keeps it.
    const repriced = await shop.services.products.update(editor, created.id, {
      variants: saved.variants.map(({ stock: _stock, nameHi: _nameHi, ...variant }) => ({ ...variant, price: variant.price - 1000 })),
    });
    expect(repriced.variants.map((variant) => variant.nameHi)).toEqual(["टील", "ज़ंग"]);

    const audits = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(created.id))))
      .orderBy(desc(auditLog.id));
    expect(audits.map((row) => row.action)).toEqual(["product.update", "product.update", "product.create"]);
    expect(audits[2]?.after).toMatchObject({ seoTitleHi: "लिनन का ज़ेनिथ सोफ़ा", variants: [{ nameHi: "टील" }, { nameHi: null }] });
    expect(audits[1]?.before).toMatchObject({ seoTitleHi: "लिनन का ज़ेनिथ सोफ़ा", variants: [{ nameHi: "टील" }, { nameHi: null }] });
    expect(audits[1]?.after).toMatchObject({ seoTitleHi: "ज़ेनिथ सोफ़ा, लिनन में", variants: [{ nameHi: "टील" }, { nameHi: "ज़ंग" }] });
  });

  it("a blank Hindi field is stored as none, so Hindi pages show the English", async () => {
    const sofa = newSofa();
    const created = await shop.services.products.create(editor, {
      ...sofa,
      seoTitleHi: "सोफ़ा",
      seoDescriptionHi: "   ",
      variants: sofa.variants.map((variant) => ({ ...variant, nameHi: variant.name === "Teal" ? "टील" : "" })),
    });
    expect(created).toMatchObject({ seoTitleHi: "सोफ़ा", seoDescriptionHi: null });
    expect(created.variants.map((variant) => variant.nameHi)).toEqual(["टील", null]);
    // Emptied on the form.
    const emptied = await savedFromForm(created.id, { ...formFieldsOf(created), seoTitleHi: "  ", "variants.0.nameHi": "" });
    expect(emptied.seoTitleHi).toBeNull();
    expect(emptied.variants.map((variant) => variant.nameHi)).toEqual([null, null]);
    const [stored] = await queryRows(
      shop.handle.db,
      sql`select p.seo_title_hi, p.seo_description_hi, array_agg(v.name_hi order by v.position) as variant_names_hi
          from products p join product_variants v on v.product_id = p.id where p.id = ${created.id} group by p.id`,
    );
    expect(stored).toEqual({ seo_title_hi: null, seo_description_hi: null, variant_names_hi: [null, null] });
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const hindi = await shop.services.catalog.getProductView(created.id, "hi");
    expect(hindi?.product.variants.map((variant) => variant.name)).toEqual(["Teal", "Rust"]);
  });

  it("a Hindi SEO text or variant name longer than its English may be is refused with its message, and nothing is written", async () => {
    const refusal = async (input: ProductInput) => shop.services.products.create(editor, input).catch((error: unknown) => error);
    const sofa = newSofa();
    const tooLong = [
      [{ ...sofa, seoTitleHi: "स".repeat(71) }, productMessages.seoTitleHi],
      [{ ...sofa, seoDescriptionHi: "स".repeat(161) }, productMessages.seoDescriptionHi],
      [{ ...sofa, variants: sofa.variants.map((variant, index) => (index === 1 ? { ...variant, nameHi: "ग".repeat(61) } : variant)) }, productMessages.variantNameHi],
    ] as const;
    for (const [input, message] of tooLong) {
      const refused = await refusal(input);
      expect(refused).toBeInstanceOf(ProductAdminError);
      expect(refused).toMatchObject({ code: "invalid_request", status: 422, message });
    }
    expect(productMessages.seoTitleHi).toBe("The Hindi SEO title must be at most 70 characters");
    expect(productMessages.variantNameHi).toBe("The option's Hindi name must be at most 60 characters");
    expect((await shop.services.products.list(editor, { query: sofa.sku }, 1)).total).toBe(0);

    // An edit: refused, and the product is as it was.
    const created = await shop.services.products.create(editor, { ...sofa, seoTitleHi: "सोफ़ा" });
    await expect(shop.services.products.update(editor, created.id, { name: `${created.name} II`, seoTitleHi: "स".repeat(71) })).rejects.toMatchObject({
      status: 422,
      message: productMessages.seoTitleHi,
    });
    expect(await shop.services.products.detail(editor, created.id)).toEqual(created);
    // On the form, the message stands beside the variant's field.
    const form = productInputSchema.safeParse(productInputFromForm({ ...formFieldsOf(created), "variants.1.nameHi": "ग".repeat(61) }));
    expect(form.success ? [] : form.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["variants.1.nameHi", productMessages.variantNameHi]]);
  });

  it("a spare variant row with only a Hindi name is not ignored: the form asks for the rest", () => {
    const form = productInputSchema.safeParse(
      productInputFromForm({
        name: "Zenith Cloud Sofa",
        sku: "ZEN-SPARE",
        description: "A deep three seater in linen.",
        categoryId: String(subcategoryId),
        brandId: String(brandId),
        material: "fabric",
        "variants.0.type": "Colour",
        "variants.0.name": "Teal",
        "variants.0.colour": "#2f6f6f",
        "variants.0.sku": "ZEN-SPARE-TEA",
        "variants.0.price": "41999",
        "variants.1.nameHi": "ज़ंग",
        "variants.1.colour": "#8b5e3c",
      }),
    );
    expect(form.success ? [] : form.error.issues.map((issue) => issue.path.join("."))).toContain("variants.1.name");
  });
});

describe("the back office's search in Hindi", () => {
  const found = async (query: string) => (await shop.services.products.list(editor, { query }, 1)).products.map((product) => product.id);

  it("finds a product by a word of its Hindi name, whatever the case of the Latin beside it, and follows a changed Hindi name", async () => {
    const tag = randomUUID().replace(/[^a-f]/g, "").slice(0, 5).toUpperCase().padEnd(5, "Q");
    const created = await shop.services.products.create(editor, newSofa({ nameHi: `सागौन अलमारी ${tag}` }));
    expect(await found(`अलमारी ${tag.toLowerCase()}`)).toEqual([created.id]);
    expect(await found(`अलमारी ${tag}`)).toEqual([created.id]);
    expect(await found("अलमारी")).toContain(created.id);
    await shop.services.products.update(editor, created.id, { nameHi: `सागौन का सोफ़ा ${tag}` });
    expect(await found(`अलमारी ${tag}`)).toEqual([]);
    expect(await found(`सोफ़ा ${tag}`)).toEqual([created.id]);
    // The English name, the SKU and the variants' SKUs are found as before.
    expect(await found(created.name)).toEqual([created.id]);
    expect(await found(created.variants[1]?.sku ?? "?")).toEqual([created.id]);
  });

  it("finds a seeded product by its Hindi name", async () => {
    const [seeded] = await queryRows(shop.handle.db, sql`select id, name_hi from products where name_hi is not null order by id limit 1`);
    const { id, name_hi: nameHi } = z.object({ id: z.number(), name_hi: z.string() }).parse(seeded);
    expect(await found(nameHi)).toContain(id);
  });
});

describe("two store processes on one database", () => {
  it("an edit made by one is seen by the other at once, and its checkout charges the new price, never a stale one", async () => {
    // A second set of services with its own catalog cache stands for a second process.
    const other = createServices(shop.handle, { codMaxRupees: 10_000_000 });
    const created = await shop.services.products.create(editor, newSofa());
    await stockUp(created.id);
    await shop.services.products.setPublication(editor, created.id, { action: "publish" });
    const teal = created.variants[0];
    if (!teal) throw new Error("the sofa has variants");
    expect((await other.catalog.getProductView(created.id))?.product.variants[0]?.price).toBe(teal.price);

    // A shopper of the other process fills a cart at the old price; the editor changes it here.
    const shopper = await shop.newShopper();
    const owner = { kind: "user" as const, userId: shopper.id };
    await other.cart.addItem(owner, { productId: created.id, variantId: teal.id, quantity: 1 });
    const variants = created.variants.map(({ stock: _stock, ...variant }) => (variant.id === teal.id ? { ...variant, price: 35_999 } : variant));
    await shop.services.products.update(editor, created.id, { variants, name: `${created.name} Renamed` });

    const seen = await other.catalog.getProductView(created.id);
    expect(seen?.product.name).toBe(`${created.name} Renamed`);
    expect(seen?.product.variants[0]?.price).toBe(35_999);
    const { order } = await other.orders.placeOrder(owner, {
      shipping: testShipping,
      payment: { method: "cod" },
      deliverySlot: "morning",
      emi: null,
      idempotencyKey: randomUUID(),
    });
    expect(order.items[0]?.price).toBe(35_999);
    expect(order.subtotal).toBe(35_999);

    // Taken off sale by one: the other's page and search drop it at once.
    await shop.services.products.setPublication(editor, created.id, { action: "unpublish" });
    expect(await other.catalog.getProductView(created.id)).toBeNull();
  });
});

function defaultQuery() {
  return parseListingQuery(new URLSearchParams(), { defaultSort: "relevance", allowedSorts: searchSortOptions, maxLimit: 48 });
}
