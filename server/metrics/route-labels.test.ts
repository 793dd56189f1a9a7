import { describe, expect, it } from "vitest";
import pageRoutes from "../../app/routes";
import { createPageRouteLabeller, pageRoutesOf, unmatchedRoute } from "./route-labels";

describe("page requests are counted by the route pattern they match, never by URL", () => {
  const label = createPageRouteLabeller(pageRoutes);

  it("groups every product, category and profile page under its pattern", () => {
    expect(label("/")).toBe("/");
    expect(label("/product/12")).toBe("/product/:id");
    expect(label("/product/99999")).toBe("/product/:id");
    expect(label("/category/living-room")).toBe("/category/:slug/:subcategory?");
    expect(label("/category/living-room/sofas")).toBe("/category/:slug/:subcategory?");
    expect(label("/profile/orders/ORD261122000042/invoice.pdf")).toBe("/profile/orders/:number/invoice.pdf");
    expect(label("/profile/anything/else")).toBe("/profile/*");
    expect(label("/profile")).toBe("/profile");
    expect(label("/checkout/pincode")).toBe("/checkout/pincode");
    expect(label("/checkout")).toBe("/checkout");
    expect(label("/Products/")).toBe("/products");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
    expect(label("/login")).toBe("/login");
  });

  it("labels client navigations' data requests and route discovery apart from documents", () => {
    expect(label("/product/12.data")).toBe("/product/:id.data");
    expect(label("/_.data")).toBe("/_.data");
    expect(label("/products/_.data")).toBe("/products/_.data");
    expect(label("/_root.data")).toBe("/_root.data");
    expect(label("/__manifest")).toBe("/__manifest");
  });

  it("ranks routes as React Router does: static before dynamic, a splat last", () => {
    const ranked = createPageRouteLabeller([
      { path: "*" },
      { path: "files/*" },
      { path: "files/:name" },
      { path: "files/new" },
      { path: "shop", children: [{ index: true }, { path: ":slug/:page?" }] },
    ]);
    expect(ranked("/files/new")).toBe("/files/new");
    expect(ranked("/files/report.pdf")).toBe("/files/:name");
    expect(ranked("/files/a/b")).toBe("/files/*");
    expect(ranked("/shop")).toBe("/shop");
    expect(ranked("/shop/chairs")).toBe("/shop/:slug/:page?");
    expect(ranked("/shop/chairs/2")).toBe("/shop/:slug/:page?");
    expect(ranked("/shop/chairs/2/3")).toBe(unmatchedRoute);
  });

  it("counts every unknown path under one label", () => {
    expect(label("/wp-admin/setup.php")).toBe(unmatchedRoute);
    expect(label(`/${"x".repeat(500)}`)).toBe(unmatchedRoute);
    expect(label("/no/such/page.data")).toBe(unmatchedRoute);
  });

  it("reads the same patterns from a server build's flat route manifest", () => {
    const manifest = {
      root: { id: "root", path: "" },
      "routes/shop-layout": { id: "routes/shop-layout", parentId: "root" },
      "routes/home": { id: "routes/home", parentId: "routes/shop-layout", index: true },
      "routes/product": { id: "routes/product", parentId: "routes/shop-layout", path: "product/:id" },
      "routes/not-found": { id: "routes/not-found", parentId: "routes/shop-layout", path: "*" },
      "routes/logout": { id: "routes/logout", parentId: "root", path: "logout" },
    };
    const fromBuild = createPageRouteLabeller(pageRoutesOf(manifest));
    expect(fromBuild("/")).toBe("/");
    expect(fromBuild("/product/7")).toBe("/product/:id");
    expect(fromBuild("/logout")).toBe("/logout");
    expect(fromBuild("/elsewhere")).toBe(unmatchedRoute);
  });
});
