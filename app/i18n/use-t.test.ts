import { expect, it } from "vitest";
import { pathInLanguage, requestedLanguage } from "./language";
import { translateWith } from "./use-t";

it("a component drawn without its page shows its English with placeholders and plurals filled in", () => {
  expect(translateWith(null, "Cart, {count, plural, one {# item} other {# items}}", { count: 1 })).toBe("Cart, 1 item");
  expect(translateWith(null, "Showing {from}–{to} of {total, plural, one {# product} other {# products}}", { from: 1, to: 24, total: 1234 })).toBe(
    "Showing 1–24 of 1,234 products",
  );
  expect(translateWith(null, "Hi, {name}", { name: "Asha" })).toBe("Hi, Asha");
  expect(translateWith(null, "{n, plural, =0 {none} one {one} other {#}}", { n: 0 })).toBe("none");
  expect(translateWith(null, "Add to Cart")).toBe("Add to Cart");
});

it("a shop address in Hindi is under /hi, and what is not a shop page keeps its one address", () => {
  expect(pathInLanguage("/", "hi")).toBe("/hi");
  expect(pathInLanguage("/cart?x=1#top", "hi")).toBe("/hi/cart?x=1#top");
  expect(pathInLanguage("/hi/cart", "hi")).toBe("/hi/cart");
  expect(pathInLanguage("/hi/product/12", "en")).toBe("/product/12");
  expect(pathInLanguage("/hi", "en")).toBe("/");
  expect(pathInLanguage("/admin/orders", "hi")).toBe("/admin/orders");
  expect(pathInLanguage("/api/db/cart", "hi")).toBe("/api/db/cart");
  expect(pathInLanguage("/sitemap.xml", "hi")).toBe("/sitemap.xml");
  expect(pathInLanguage("https://example.com/x", "hi")).toBe("https://example.com/x");
  expect(pathInLanguage("/history", "hi")).toBe("/hi/history");
});

it("an API client's language comes from ?lang=, else the best of Accept-Language we serve, else English", () => {
  expect(requestedLanguage("hi", "en")).toBe("hi");
  expect(requestedLanguage(null, "hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
  expect(requestedLanguage(null, "en-GB,hi;q=0.5")).toBe("en");
  expect(requestedLanguage(null, "fr, hi;q=0.3")).toBe("hi");
  expect(requestedLanguage("xx", null)).toBe("en");
  expect(requestedLanguage(null, "hi;q=0")).toBe("en");
});
