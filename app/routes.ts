import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";

// The shop's pages in one language: English at their own addresses, Hindi the same pages under
// /hi/… (app/i18n/language.ts). A Hindi route needs an id of its own: "hi-" before the English one.
function shopPages(language: "en" | "hi"): RouteConfigEntry[] {
  const hindi = language === "hi";
  const idOf = (file: string, id?: string) => (hindi ? { id: `hi-${id ?? file.replace(/\.tsx$/, "")}` } : id ? { id } : {});
  const page = (path: string, file: string, id?: string) => route(hindi ? `hi/${path}` : path, file, idOf(file, id));
  return [
    layout("routes/shop-layout.tsx", idOf("routes/shop-layout.tsx"), [
      hindi ? route("hi", "routes/home.tsx", idOf("routes/home.tsx")) : index("routes/home.tsx"),
      page("cart", "routes/cart.tsx"),
      page("checkout", "routes/checkout.tsx"),
      page("order-confirmation", "routes/order-confirmation.tsx"),
      page("orders/:number/pay", "routes/order-pay.tsx"),
      page("product/:id", "routes/product.tsx"),
      page("products", "routes/products.tsx"),
      page("category/:slug/:subcategory?", "routes/category.tsx"),
      page("collection/:slug", "routes/collection.tsx"),
      page("collections", "routes/collections.tsx"),
      page("new-arrivals", "routes/new-arrivals.tsx"),
      page("search", "routes/search.tsx"),
      page("about", "routes/about.tsx"),
      page("contact", "routes/contact.tsx"),
      page("terms", "routes/terms.tsx"),
      page("privacy", "routes/privacy.tsx"),
      page("shipping", "routes/shipping.tsx"),
      page("returns", "routes/returns.tsx"),
      page("faq", "routes/faq.tsx"),
      page("find-store", "routes/find-store.tsx"),
      page("newsletter", "routes/newsletter.tsx"),
      page("wishlist", "routes/wishlist.tsx"),
      page("track-order", "routes/track-order.tsx"),
      page("dashboard", "routes/dashboard.tsx"),
      page("profile", "routes/profile.tsx", "profile"),
      page("profile/orders/:number/return", "routes/profile-order-return.tsx"),
      page("profile/*", "routes/profile.tsx", "profile-rest"),
      page("*", "routes/not-found.tsx"),
    ]),
    layout("routes/auth-layout.tsx", idOf("routes/auth-layout.tsx"), [
      page("login", "routes/login.tsx"),
      page("register", "routes/register.tsx"),
      page("forgot-password", "routes/forgot-password.tsx"),
      page("reset-password", "routes/reset-password.tsx"),
    ]),
  ];
}

export default [
  ...shopPages("en"),
  ...shopPages("hi"),
  route("logout", "routes/logout.tsx"),
  // The back office: its own layouts, never the shop's header; its code never loads on shop pages.
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/admin-home.tsx"),
    route("admin/orders", "routes/admin/admin-orders.tsx"),
    route("admin/orders/:number", "routes/admin/admin-order.tsx"),
    route("admin/returns", "routes/admin/admin-returns.tsx"),
    route("admin/returns/:id", "routes/admin/admin-return.tsx"),
    route("admin/customers", "routes/admin/admin-customers.tsx"),
    route("admin/customers/:id", "routes/admin/admin-customer.tsx"),
    route("admin/promotions", "routes/admin/admin-promotions.tsx"),
    route("admin/promotions/new", "routes/admin/admin-promotion-new.tsx"),
    route("admin/promotions/:code", "routes/admin/admin-promotion.tsx"),
    route("admin/reviews", "routes/admin/admin-reviews.tsx"),
    route("admin/stock", "routes/admin/admin-stock.tsx"),
    route("admin/stock/:variantId", "routes/admin/admin-stock-variant.tsx"),
    route("admin/staff", "routes/admin/admin-staff.tsx"),
    route("admin/audit", "routes/admin/admin-audit.tsx"),
    route("admin/api-tokens", "routes/admin/admin-api-tokens.tsx"),
    route("admin/account", "routes/admin/admin-account.tsx"),
    route("admin/products", "routes/admin/admin-products.tsx"),
    route("admin/products/new", "routes/admin/admin-product-new.tsx"),
    route("admin/products/import", "routes/admin/admin-products-import.tsx"),
    route("admin/products/:id", "routes/admin/admin-product.tsx"),
    route("admin/products/:id/photos", "routes/admin/admin-product-photos.tsx"),
  ]),
  layout("routes/admin/admin-auth-layout.tsx", [
    route("admin/login", "routes/admin/admin-login.tsx"),
    route("admin/setup", "routes/admin/admin-setup.tsx"),
    route("admin/invitation", "routes/admin/admin-invitation.tsx"),
  ]),
  route("admin/logout", "routes/admin/admin-logout.ts"),
  route("admin/orders/:number/invoice.pdf", "routes/admin/admin-order-invoice.ts"),
  route("admin/products/export.csv", "routes/admin/admin-products-export.ts"),
  route("admin/products/import/progress/:uploadId", "routes/admin/admin-products-import-progress.ts"),
  route("checkout/pincode", "routes/checkout-pincode.ts"),
  route("profile/orders/:number/invoice.pdf", "routes/profile-invoice.tsx"),
  route("hi/profile/orders/:number/invoice.pdf", "routes/profile-invoice.tsx", { id: "hi-routes/profile-invoice" }),
  // The bundles of messages a page names in its loader data (app/i18n/page-messages.ts).
  route("i18n/:language/:file", "routes/message-bundle.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),
] satisfies RouteConfig;
