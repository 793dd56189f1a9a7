// GST tax invoices of real orders on a real database: the invoice number given when an order is
// placed (unique, in sequence, never given twice), HSN headings from the products' categories, CGST
// and SGST within Maharashtra and IGST elsewhere, and the PDF a shopper downloads from the profile.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { parsePdf } from "../../tests/support/pdf-text";
import { openTestShop, testPassword, type TestShop } from "../../tests/support/test-shop";
import { orders } from "../db/schema";
import { rupeesInWords } from "../invoices/amount-in-words";
import { invoiceNumberPattern } from "./invoice-number";

let shop: TestShop;
let app: TestApp;
let mattress: number;
let furniture: number;

beforeAll(async () => {
  shop = await openTestShop({ products: 40 });
  app = createAppWithPages(shop.services);
  mattress = shop.variants.findIndex((variant) => variant.category === "mattresses");
  furniture = shop.variants.findIndex((variant) => variant.category !== "mattresses");
  if (mattress < 0 || furniture < 0) throw new Error("the seed has no mattress or no other furniture");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const serialOf = (invoiceNumber: string) => Number(invoiceNumber.split("/")[2]);

async function invoiceNumberOf(orderNumber: string): Promise<string | null> {
  const [row] = await shop.handle.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.number, orderNumber));
  return row?.invoiceNumber ?? null;
}

describe("invoice numbers", () => {
  it("are given when an order is placed, one each, in sequence, with the financial year", async () => {
    const asha = await shop.newShopper();
    const numbers: string[] = [];
    for (let index = 0; index < 3; index++) {
      const order = await shop.placeOrder(asha, [furniture]);
      numbers.push((await invoiceNumberOf(order.number)) ?? "");
    }
    for (const number of numbers) {
      expect(number).toMatch(invoiceNumberPattern);
      // Rule 46(b): at most 16 characters.
      expect(number.length).toBeLessThanOrEqual(16);
    }
    expect(new Set(numbers).size).toBe(3);
    const serials = numbers.map(serialOf);
    expect(serials[1]).toBeGreaterThan(serials[0] ?? 0);
    expect(serials[2]).toBeGreaterThan(serials[1] ?? 0);
  });

  it("put an order in the financial year of its date, April to March in India", async () => {
    const asha = await shop.newShopper();
    const march = await shop.placeOrder(asha, [furniture]);
    const april = await shop.placeOrder(asha, [furniture]);
    await shop.handle.db.execute(sql`update orders set invoice_number = null, created_at = '2027-03-31T18:00:00Z' where number = ${march.number}`);
    await shop.handle.db.execute(sql`update orders set invoice_number = null, created_at = '2027-03-31T18:40:00Z' where number = ${april.number}`);
    // 23:30 and 00:10 India time either side of 1 April 2027.
    expect((await shop.services.invoices.forUser(asha.id, march.number))?.number).toMatch(/^AAN\/26-27\//);
    expect((await shop.services.invoices.forUser(asha.id, april.number))?.number).toMatch(/^AAN\/27-28\//);
  });

  it("are given at first invoice to an order placed without one, once, even when asked twice at the same moment", async () => {
    const asha = await shop.newShopper();
    const order = await shop.placeOrder(asha, [furniture]);
    const before = serialOf((await invoiceNumberOf(order.number)) ?? "");
    await shop.handle.db.update(orders).set({ invoiceNumber: null }).where(eq(orders.number, order.number));
    const [first, second] = await Promise.all([
      shop.services.invoices.forUser(asha.id, order.number),
      shop.services.invoices.forUser(asha.id, order.number),
    ]);
    expect(first?.number).toMatch(invoiceNumberPattern);
    expect(second?.number).toBe(first?.number);
    expect(serialOf(first?.number ?? "")).toBeGreaterThan(before);
    expect(await invoiceNumberOf(order.number)).toBe(first?.number);
    expect((await shop.services.invoices.forUser(asha.id, order.number))?.number).toBe(first?.number);
  });
});

describe("a real order's tax invoice", () => {
  it("within Maharashtra: mattress under 9404, the rest under 9403, CGST and SGST adding up to the order's total", async () => {
    const asha = await shop.newShopper();
    const order = await shop.placeOrder(asha, [furniture, mattress], {
      coupon: "WELCOME10",
      shipping: { city: "Pune", state: "MH", pincode: "411001" },
    });
    expect(order.discount).toBeGreaterThan(0);

    const invoice = await shop.services.invoices.forUser(asha.id, order.number);
    if (!invoice) throw new Error("no invoice");
    // Order lines are in variant order, as the shop's variant indexes are.
    const expected = [furniture, mattress].sort((a, b) => a - b).map((index) => (index === mattress ? "9404" : "9403"));
    expect(invoice.lines.map((line) => line.taxed.hsn)).toEqual(expected);
    expect(invoice.gst.interState).toBe(false);
    expect(invoice.gst.totals.igst).toBe(0);
    expect(Math.abs(invoice.gst.totals.cgst - invoice.gst.totals.sgst)).toBeLessThanOrEqual(invoice.lines.length);
    expect(invoice.gst.totals.total).toBe(order.total * 100);
    expect(invoice.gst.totals.discount).toBe(order.discount * 100);
    expect(invoice.gst.totals.taxable + invoice.gst.totals.cgst + invoice.gst.totals.sgst).toBe(order.total * 100);
  });

  it("to another state: IGST, delivery taxed when charged, the total to the rupee", async () => {
    const asha = await shop.newShopper();
    const order = await shop.placeOrder(asha, [furniture]);
    const invoice = await shop.services.invoices.forUser(asha.id, order.number);
    expect(invoice?.gst.interState).toBe(true);
    expect(invoice?.placeOfSupply).toBe("KA");
    expect(invoice?.gst.totals.cgst).toBe(0);
    expect(invoice?.gst.totals.total).toBe(order.total * 100);
    expect((invoice?.gst.totals.taxable ?? 0) + (invoice?.gst.totals.igst ?? 0)).toBe(order.total * 100);
    expect(invoice?.gst.shipping === null).toBe(order.shippingFee === 0);
  });

  it("prints the buyer's GSTIN and the EMI plan when checkout recorded them", async () => {
    const asha = await shop.newShopper();
    const order = await shop.placeOrder(asha, [furniture]);
    await shop.handle.db
      .update(orders)
      .set({ buyerGstin: "29AABCT1332L1ZA", emiBank: "HDFC Bank", emiMonths: 6, emiMonthlyAmount: 1000, emiInterestWaived: 250 })
      .where(eq(orders.number, order.number));
    const invoice = await shop.services.invoices.forUser(asha.id, order.number);
    expect(invoice?.buyerGstin).toBe("29AABCT1332L1ZA");
    expect(invoice?.emi).toEqual({ bank: "HDFC Bank", months: 6, monthlyAmount: 1000, interestWaived: 250 });
  });

  it("is nobody else's to read", async () => {
    const asha = await shop.newShopper();
    const ravi = await shop.newShopper({ firstName: "Ravi", lastName: "Kumar" });
    const order = await shop.placeOrder(asha, [furniture]);
    expect(await shop.services.invoices.forUser(ravi.id, order.number)).toBeNull();
    expect(await shop.services.invoices.forUser(asha.id, "ORD000000000000")).toBeNull();
  });
});

describe("downloading the invoice from the profile", () => {
  it("answers a PDF tax invoice of the shopper's order, with the seller's GSTIN, HSN, tax and total", async () => {
    const asha = await shop.newShopper({ firstName: "Meera", lastName: "Iyer" });
    const order = await shop.placeOrder(asha, [mattress], {
      shipping: { firstName: "Meera", lastName: "Iyer", city: "Mumbai", state: "MH", pincode: "400050" },
      payment: { method: "upi", upiId: "meera@okicici", paidInWindow: true },
    });
    const browser = testBrowser(app);
    await browser.signIn(asha.email, testPassword);
    const response = await browser.get(`/profile/orders/${order.number}/invoice.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Aangan-invoice-${order.number}.pdf"`);
    const { text } = parsePdf(new Uint8Array(await response.arrayBuffer()));
    const invoiceNumber = (await invoiceNumberOf(order.number)) ?? "";
    const total = `${order.total.toLocaleString("en-IN")}.00`;
    for (const expected of [
      "TAX INVOICE",
      "GSTIN: 27AAKCA4821M1ZE   State: Maharashtra (27)",
      invoiceNumber,
      order.number,
      "Meera Iyer",
      "Mumbai, Maharashtra 400050",
      "9404",
      "CGST",
      "SGST",
      "@ 9%",
      total,
      "UPI (meera@okicici)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");
  });

  it("answers the invoice of an order placed in Hindi in Hindi, its total in Hindi words", async () => {
    const asha = await shop.newShopper();
    const order = await shop.placeOrder(asha, [furniture], { shipping: { city: "Pune", state: "MH", pincode: "411001" } });
    // As placing it at /hi/checkout records it.
    await shop.handle.db.update(orders).set({ language: "hi" }).where(eq(orders.number, order.number));
    const browser = testBrowser(app);
    await browser.signIn(asha.email, testPassword);
    const response = await browser.get(`/profile/orders/${order.number}/invoice.pdf`);
    expect(response.status).toBe(200);
    const { text } = parsePdf(new Uint8Array(await response.arrayBuffer()));
    for (const expected of ["कर बीजक", "आपूर्ति का स्थान", "महाराष्ट्र (27)", "Pune, महाराष्ट्र 411001", "मात्रा", "राशि शब्दों में", rupeesInWords(order.total * 100, "hi"), "CGST"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`${order.total.toLocaleString("en-IN")}.00`);
    expect(text).not.toMatch(/TAX INVOICE|Amount in words|Invoice total|Place of supply/i);
  });
});
