import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, backOutTax, furnitureGst, gstBreakdown, gstClassOf, mattressGst, type GstOrderInput } from "./gst";

const sofa = { hsn: "9403", ratePercent: 18, quantity: 1, unitPrice: 24999 };
const mattress = { hsn: "9404", ratePercent: 18, quantity: 1, unitPrice: 12999 };
const tables = { hsn: "9403", ratePercent: 18, quantity: 2, unitPrice: 7500 };

describe("GST classes", () => {
  it("puts mattresses under 9404 and all other furniture under 9403, both at 18%", () => {
    expect(gstClassOf("mattresses")).toEqual(mattressGst);
    for (const slug of ["sofas", "beds", "office-chairs", "dining-sets", "kids-beds"]) expect(gstClassOf(slug)).toEqual(furnitureGst);
    expect([furnitureGst.ratePercent, mattressGst.ratePercent]).toEqual([18, 18]);
  });
});

describe("backing the tax out of a GST-inclusive price", () => {
  it("splits ₹ 1,180 into ₹ 1,000 taxable and ₹ 90 + ₹ 90 within Maharashtra", () => {
    expect(backOutTax(118000, 18, false)).toEqual({ taxable: 100000, cgst: 9000, sgst: 9000, igst: 0 });
    expect(backOutTax(118000, 18, true)).toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 18000 });
  });

  it("rounds the taxable value to the paisa and leaves the rest, odd paisa to SGST, as tax", () => {
    // ₹ 999 / 1.18 = ₹ 846.6101…
    expect(backOutTax(99900, 18, false)).toEqual({ taxable: 84661, cgst: 7619, sgst: 7620, igst: 0 });
  });
});

describe("spreading a discount over the lines", () => {
  it("shares it in proportion, to the paisa, the leftover paise to the largest remainders", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // ₹ 3,800 over ₹ 24,999 and ₹ 12,999: 2,50,003.16 and 1,29,996.84 paise; the leftover paisa to .84.
    expect(allocate(380000, [2499900, 1299900])).toEqual([250003, 129997]);
    expect(allocate(0, [5, 7])).toEqual([0, 0]);
  });
});

describe("an intra-state order (shipped within Maharashtra)", () => {
  // Sofa ₹ 24,999 + mattress ₹ 12,999 = ₹ 37,998; WELCOME10 takes ₹ 3,800; delivery free.
  const order: GstOrderInput = { lines: [sofa, mattress], discount: 3800, shippingFee: 0, total: 34198, sellerState: "MH", placeOfSupply: "MH" };

  it("charges CGST and SGST at 9% each on the discounted value, and adds up to the order's total exactly", () => {
    const gst = gstBreakdown(order);
    expect(gst.interState).toBe(false);
    expect(gst.shipping).toBeNull();
    // Sofa: ₹ 24,999 − ₹ 2,500.03 = ₹ 22,498.97 → taxable ₹ 19,066.92 (÷ 1.18), tax ₹ 3,432.05,
    // halved into ₹ 1,716.02 CGST and ₹ 1,716.03 SGST (the odd paisa).
    expect(gst.lines[0]).toEqual({ hsn: "9403", ratePercent: 18, gross: 2499900, discount: 250003, taxable: 1906692, cgst: 171602, sgst: 171603, igst: 0, total: 2249897 });
    // Mattress: ₹ 12,999 − ₹ 1,299.97 = ₹ 11,699.03 → taxable ₹ 9,914.43, tax ₹ 1,784.60.
    expect(gst.lines[1]).toEqual({ hsn: "9404", ratePercent: 18, gross: 1299900, discount: 129997, taxable: 991443, cgst: 89230, sgst: 89230, igst: 0, total: 1169903 });
    expect(gst.totals).toEqual({ gross: 3799800, discount: 380000, taxable: 2898135, cgst: 260832, sgst: 260833, igst: 0, total: 3419800 });
    expect(gst.byHsn.map((row) => [row.hsn, row.taxable, row.cgst + row.sgst])).toEqual([
      ["9403", 1906692, 343205],
      ["9404", 991443, 178460],
    ]);
  });
});

describe("an inter-state order (Maharashtra to Karnataka)", () => {
  it("charges IGST at 18%, taxes delivery at the goods' rate, and adds up to the order's total exactly", () => {
    // A ₹ 899 side table under the free-delivery threshold: ₹ 99 delivery, total ₹ 998.
    const order: GstOrderInput = {
      lines: [{ hsn: "9403", ratePercent: 18, quantity: 1, unitPrice: 899 }],
      discount: 0,
      shippingFee: 99,
      total: 998,
      sellerState: "MH",
      placeOfSupply: "KA",
    };
    const gst = gstBreakdown(order);
    expect(gst.interState).toBe(true);
    expect(gst.lines[0]).toMatchObject({ taxable: 76186, cgst: 0, sgst: 0, igst: 13714, total: 89900 });
    expect(gst.shipping).toEqual({ hsn: "9403", ratePercent: 18, gross: 9900, discount: 0, taxable: 8390, cgst: 0, sgst: 0, igst: 1510, total: 9900 });
    expect(gst.totals).toMatchObject({ taxable: 84576, igst: 15224, cgst: 0, sgst: 0, total: 99800 });
    expect(gst.byHsn).toHaveLength(1);
  });

  it("spreads a discount over three lines of two headings", () => {
    // ₹ 24,999 + 2 × ₹ 7,500 + ₹ 12,999 = ₹ 52,998; 10% off = ₹ 5,300.
    const gst = gstBreakdown({ lines: [sofa, tables, mattress], discount: 5300, shippingFee: 0, total: 47698, sellerState: "MH", placeOfSupply: "KA" });
    // 2,49,999.43, 1,50,005.66 and 1,29,994.90 paise: the two leftover paise go to .90 and .66.
    expect(gst.lines.map((line) => line.discount)).toEqual([249999, 150006, 129995]);
    expect(gst.totals.total).toBe(4769800);
    expect(gst.totals.taxable + gst.totals.igst).toBe(4769800);
    expect(gst.byHsn.map((row) => row.hsn)).toEqual(["9403", "9404"]);
  });
});

describe("any order", () => {
  it("refuses figures that do not add up to its total", () => {
    expect(() => gstBreakdown({ lines: [sofa], discount: 0, shippingFee: 0, total: 25000, sellerState: "MH", placeOfSupply: "MH" })).toThrow(RangeError);
    expect(() => gstBreakdown({ lines: [], discount: 0, shippingFee: 0, total: 0, sellerState: "MH", placeOfSupply: "MH" })).toThrow(RangeError);
  });

  it("always comes to the order's total to the paisa, each row's taxable value and tax adding up to what it cost", () => {
    const line = fc.record({
      hsn: fc.constantFrom("9403", "9404"),
      ratePercent: fc.constantFrom(5, 12, 18, 28),
      quantity: fc.integer({ min: 1, max: 10 }),
      unitPrice: fc.integer({ min: 0, max: 500_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom("MH", "KA", "DL"),
        (lines, percent, shippingFee, placeOfSupply) => {
          const subtotal = lines.reduce((total, item) => total + item.unitPrice * item.quantity, 0);
          const discount = Math.round((subtotal * percent) / 100);
          const total = subtotal - discount + shippingFee;
          const gst = gstBreakdown({ lines, discount, shippingFee, total, sellerState: "MH", placeOfSupply });
          expect(gst.totals.total).toBe(total * 100);
          expect(gst.totals.discount).toBe(discount * 100);
          for (const row of [...gst.lines, ...(gst.shipping ? [gst.shipping] : [])]) {
            expect(row.taxable + row.cgst + row.sgst + row.igst).toBe(row.total);
            // The tax is the rate of the taxable value, to within a paisa.
            expect(Math.abs(row.cgst + row.sgst + row.igst - (row.taxable * row.ratePercent) / 100)).toBeLessThanOrEqual(1);
            expect(Math.abs(row.cgst - row.sgst)).toBeLessThanOrEqual(1);
          }
          expect(gst.byHsn.reduce((sum, row) => sum + row.total, 0)).toBe(total * 100);
        },
      ),
    );
  });
});
