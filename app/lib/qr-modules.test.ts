import { describe, expect, it } from "vitest";
import { qrModules } from "./qr-modules";
import { upiPaymentUri } from "./upi";

/** A finder pattern: a dark 7×7 ring, a light ring, and a dark 3×3 centre. */
function hasFinderAt(modules: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (modules[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

/** A UPI payment link of a gateway's length, for an order's total. */
function paymentLink(amount: number): string {
  return upiPaymentUri({ payeeVpa: "aangan@icici", payeeName: "Aangan", amount, transactionNote: "Aangan order ORD1733912345678", transactionRef: "ORD1733912345678" });
}

describe("a shopper on a computer scans the UPI payment with their phone", () => {
  const uri = paymentLink(124999);
  const modules = qrModules(uri);

  it("gets a square QR code of a standard size, with no border of its own", () => {
    const size = modules.length;
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(21);
    for (const row of modules) expect(row).toHaveLength(size);
    expect(modules[0]!.slice(0, 7).every(Boolean)).toBe(true);
  });

  it("has the three corner squares phone cameras look for", () => {
    const size = modules.length;
    expect(hasFinderAt(modules, 0, 0)).toBe(true);
    expect(hasFinderAt(modules, 0, size - 7)).toBe(true);
    expect(hasFinderAt(modules, size - 7, 0)).toBe(true);
    expect(hasFinderAt(modules, size - 7, size - 7)).toBe(false);
  });

  it("stays small enough to scan from a screen for a whole order's payment link", () => {
    // Version 7 (45 modules) holds 122 bytes at level M, enough for a store link with a long
    // order number; at 192 px each module is still over 3 px.
    expect(uri.length).toBeLessThanOrEqual(122);
    expect(modules.length).toBeLessThanOrEqual(45);
  });

  it("draws the same code for the same payment, and a different one for another amount", () => {
    expect(qrModules(uri)).toEqual(modules);
    expect(qrModules(paymentLink(124998))).not.toEqual(modules);
  });
});
