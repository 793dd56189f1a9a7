import { describe, expect, it } from "vitest";
import { isBackOfficePath } from "./staff-session";

describe("the paths where staff are looked up", () => {
  it("are the back office's pages, their data requests and its API", () => {
    for (const path of ["/admin", "/admin.data", "/admin/staff", "/admin/staff.data", "/admin/login", "/api/admin/orders"]) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
  });

  it("are never a shop page, even one whose name starts alike", () => {
    for (const path of ["/", "/administrator", "/admins", "/admin-tools", "/product/1", "/api/db/cart", "/_root.data"]) {
      expect(isBackOfficePath(path), path).toBe(false);
    }
  });
});
