import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./safe-redirect";

describe("where sign-in may send the shopper back to", () => {
  it("accepts a path on this store, with its query and fragment", () => {
    expect(safeRedirectPath("/profile?tab=orders")).toBe("/profile?tab=orders");
    expect(safeRedirectPath("/wishlist#top")).toBe("/wishlist#top");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "http:/evil.example",
    // Dot segments that the URL parser folds into a leading "//": a protocol-relative address.
    "/.//evil.com",
    "/%2e%2e//evil.com",
    "/%2E//evil.com",
    "/a/..//evil.com",
    "/./\\evil.com",
    "",
    null,
    42,
  ])("refuses %j and sends the shopper to the account home", (value) => {
    expect(safeRedirectPath(value)).toBe("/profile");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectPath("/a/../../evil")).toBe("/evil");
  });

  it("builds the login address that comes back to a page", () => {
    expect(loginPathFor("/profile?tab=orders")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3Dorders");
    expect(loginPathFor("//evil.example")).toBe("/login");
    expect(loginPathFor(null)).toBe("/login");
  });
});
