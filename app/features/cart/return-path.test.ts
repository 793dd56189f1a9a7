import { describe, expect, it } from "vitest";
import { sameOriginReturnPath } from "./return-path";

const cartUrl = "http://shop.example/cart";

describe("after adding from another page without JavaScript, the shopper goes back", () => {
  it("to the product page they came from, query included", () => {
    expect(sameOriginReturnPath("http://shop.example/product/12?variant=40", cartUrl)).toBe("/product/12?variant=40");
  });

  it("even when a proxy in front speaks https to the browser", () => {
    expect(sameOriginReturnPath("https://shop.example/products", cartUrl)).toBe("/products");
  });

  it("but never to another site, a missing or a malformed referer", () => {
    expect(sameOriginReturnPath("http://evil.example/product/12", cartUrl)).toBeNull();
    expect(sameOriginReturnPath(null, cartUrl)).toBeNull();
    expect(sameOriginReturnPath("not a url", cartUrl)).toBeNull();
    expect(sameOriginReturnPath("javascript:alert(1)", cartUrl)).toBeNull();
  });

  it("and never to a path a browser would read as another host", () => {
    expect(sameOriginReturnPath("http://shop.example//evil.example/x", cartUrl)).toBeNull();
    expect(sameOriginReturnPath("http://shop.example/\\evil.example", cartUrl)).toBeNull();
  });
});
