import { describe, expect, it } from "vitest";
import { adminSections, currentSection } from "./admin-navigation";

describe("the back office's menu marks the section a page belongs to", () => {
  it("marks Home only on its own address", () => {
    expect(currentSection("/admin", adminSections)).toBe("/admin");
    expect(currentSection("/admin/unknown", adminSections)).toBeNull();
  });

  it("marks Orders on an order's page", () => {
    expect(currentSection("/admin/orders/ORD123456", adminSections)).toBe("/admin/orders");
  });

  it("marks Catalog CSV, not also Products, on the import page, and Products on a product's page", () => {
    expect(currentSection("/admin/products/import", adminSections)).toBe("/admin/products/import");
    expect(currentSection("/admin/products/42", adminSections)).toBe("/admin/products");
    expect(currentSection("/admin/products/42/photos", adminSections)).toBe("/admin/products");
  });

  it("does not take an address that merely starts with a section's letters", () => {
    expect(currentSection("/admin/ordersheet", adminSections)).toBeNull();
  });
});
