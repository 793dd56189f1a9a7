import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/shop-layout.tsx", [
    index("routes/home.tsx"),
    route("cart", "routes/cart.tsx"),
    route("product/:id", "routes/product.tsx"),
    route("products", "routes/products.tsx"),
    route("category/:slug/:subcategory?", "routes/category.tsx"),
    route("collection/:slug", "routes/collection.tsx"),
    route("new-arrivals", "routes/new-arrivals.tsx"),
    route("search", "routes/search.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("shipping", "routes/shipping.tsx"),
    route("returns", "routes/returns.tsx"),
    route("faq", "routes/faq.tsx"),
    route("find-store", "routes/find-store.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("wishlist", "routes/wishlist.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/auth-layout.tsx", [route("login", "routes/login.tsx")]),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),
] satisfies RouteConfig;
