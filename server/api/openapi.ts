// The OpenAPI 3.1 description of the store's JSON API, served at GET /api/docs. Written by hand
// beside the handlers; a test checks that every route the server registers under /api/db (and
// /api/health and /api/metrics) is described here.
import { Hono } from "hono";
import { defaultLanguage, languages } from "../../app/i18n/language";
import {
  discountFilterOptions,
  listingSortOptions,
  materialFilterOptions,
  maxApiPageSize,
  listingPageSize,
  ratingFilterOptions,
  searchSortOptions,
} from "../../app/lib/catalog-query";
import type { AppEnv } from "../http/app-env";
import { adminPaths, adminSchemas, adminSecuritySchemes } from "./admin-openapi";
import { authPaths, authSchemas, authSecuritySchemes } from "./auth-openapi";
import { indiaPaths, indiaSchemas } from "./india-openapi";
import { orderPaths, orderSchemas } from "./order-openapi";
import { maxSearchLength } from "../services/catalog-search";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const integer = { type: "integer" } as const;
const string = { type: "string" } as const;
const boolean = { type: "boolean" } as const;
const number = { type: "number" } as const;
const nullable = (schema: Json): Json => ({ oneOf: [schema, { type: "null" }] });
const arrayOf = (items: Json): Json => ({ type: "array", items });

function object(properties: Record<string, Json>, description?: string): Json {
  return {
    type: "object",
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
  };
}

/** {"data": schema} */
const dataOf = (schema: Json): Json => object({ data: schema });

function jsonResponse(description: string, schema: Json, cached = false): Json {
  return {
    description,
    ...(cached
      ? {
          headers: {
            "Cache-Control": { description: "public, max-age=60", schema: string },
            Vary: { description: "Accept-Language: the texts follow it when `lang` is not given.", schema: string },
          },
        }
      : {}),
    content: { "application/json": { schema } },
  };
}

const errorResponse = (description: string): Json => jsonResponse(description, ref("Error"));

const listingParameters: Json[] = [
  { name: "page", in: "query", description: "Page number; past the last page the last page is shown.", schema: { ...integer, minimum: 1, maximum: 100_000, default: 1 } },
  { name: "limit", in: "query", description: "Products per page.", schema: { ...integer, minimum: 1, maximum: maxApiPageSize, default: listingPageSize } },
  { name: "category", in: "query", description: "Room or subcategory slugs (a room means all its subcategories); repeat the parameter or separate with commas.", schema: arrayOf(string), style: "form", explode: true },
  { name: "min_price", in: "query", description: "Lowest price in rupees.", schema: { ...integer, minimum: 0 } },
  { name: "max_price", in: "query", description: "Highest price in rupees; leave out for no upper bound.", schema: { ...integer, minimum: 0 } },
  { name: "material", in: "query", schema: arrayOf({ type: "string", enum: [...materialFilterOptions] }), style: "form", explode: true },
  { name: "brand", in: "query", description: "Brand slugs.", schema: arrayOf(string), style: "form", explode: true },
  { name: "rating", in: "query", description: "Minimum average rating.", schema: { type: "integer", enum: [...ratingFilterOptions] } },
  { name: "in_stock", in: "query", description: "1 or true: only products with stock.", schema: { type: "string", enum: ["1", "true"] } },
  { name: "discount", in: "query", description: "Minimum discount percent.", schema: { type: "integer", enum: [...discountFilterOptions] } },
];

/** Catalog texts (names, descriptions, specifications, filter labels) in English or Hindi. */
const languageParameters: Json[] = [
  {
    name: "lang",
    in: "query",
    description:
      "The language of the texts: en (English) or hi (Hindi). Without it, the best of Accept-Language the store serves, else English. " +
      "A Hindi text not yet written comes in English. Only texts change: every field is there in every language.",
    schema: { type: "string", enum: [...languages], default: defaultLanguage },
  },
  {
    name: "Accept-Language",
    in: "header",
    description: "Used when lang is not given, e.g. hi-IN,hi;q=0.9,en;q=0.8. Answers carry Vary: Accept-Language.",
    schema: string,
  },
];

const sortParameter = (options: readonly string[], byDefault: string): Json => ({
  name: "sort",
  in: "query",
  schema: { type: "string", enum: [...options], default: byDefault },
});

const searchQueryParameter: Json = {
  name: "q",
  in: "query",
  required: true,
  description: "What the shopper typed. Typos, plurals and case do not matter.",
  schema: { type: "string", minLength: 1, maxLength: maxSearchLength },
};

const imageRef = object(
  {
    path: { type: "string", description: "Base path; add -{width}.{avif|webp} for a rendition (widths 320, 480, 640, 960, 1200)." },
    alt: string,
    width: integer,
    height: integer,
  },
  "A product picture.",
);

const schemas: Record<string, Json> = {
  Error: object({ error: object({ code: string, message: string }) }, "Every error answer of the API."),
  ImageRef: imageRef,
  ProductSummary: object({
    id: integer,
    slug: string,
    name: string,
    price: { type: "integer", description: "Rupees." },
    originalPrice: integer,
    discount: { type: "integer", description: "Percent off the original price." },
    rating: number,
    reviewCount: integer,
    isNew: boolean,
    isBestSeller: boolean,
    inStock: boolean,
    defaultVariantId: nullable({ type: "integer", description: "The cheapest variant in stock." }),
    category: object({ slug: string, name: string }),
    image: nullable(ref("ImageRef")),
    shortDescription: string,
  }),
  FacetOption: object({
    value: { type: "string", description: "What goes in the query parameter." },
    label: string,
    count: { type: "integer", description: "Products the option would give, with every other active filter applied." },
  }),
  ListingFacets: object({
    categories: arrayOf(ref("FacetOption")),
    materials: arrayOf(ref("FacetOption")),
    brands: arrayOf(ref("FacetOption")),
    ratings: arrayOf(ref("FacetOption")),
    discounts: arrayOf(ref("FacetOption")),
    inStock: integer,
    priceRange: nullable(object({ min: integer, max: integer })),
  }),
  ListingResult: object({
    items: arrayOf(ref("ProductSummary")),
    total: integer,
    page: { type: "integer", description: "The page shown (the last one when a later page was asked for); 1 when empty." },
    pageCount: integer,
    limit: integer,
    facets: ref("ListingFacets"),
  }),
  VariantDetail: object({
    id: integer,
    name: string,
    type: { type: "string", description: "Colour or Size." },
    colour: { type: "string", description: "#rrggbb" },
    price: integer,
    originalPrice: integer,
    discount: integer,
    inStock: boolean,
    maxQuantity: { type: "integer", description: "min(stock, 10)" },
    stockLabel: { type: "string", description: "In Stock, Only N left in stock, or Out of Stock." },
    images: arrayOf(ref("ImageRef")),
  }),
  ProductDetail: object({
    id: integer,
    slug: string,
    sku: string,
    name: string,
    description: string,
    price: integer,
    originalPrice: integer,
    discount: integer,
    rating: number,
    reviewCount: integer,
    isNew: boolean,
    isBestSeller: boolean,
    inStock: boolean,
    material: string,
    warrantyMonths: integer,
    brand: object({ slug: string, name: string }),
    collection: nullable(object({ slug: string, name: string })),
    category: object({ id: integer, slug: string, name: string, path: string }),
    room: object({ id: integer, slug: string, name: string, path: string }),
    images: arrayOf(ref("ImageRef")),
    variants: arrayOf(ref("VariantDetail")),
    specifications: arrayOf(object({ label: string, value: string })),
  }),
  RatingSummary: object({
    average: number,
    count: integer,
    distribution: object({ 1: integer, 2: integer, 3: integer, 4: integer, 5: integer }, "Reviews per star."),
  }),
  SearchSuggestions: object({
    products: arrayOf(object({ id: integer, name: string, price: integer, image: nullable(ref("ImageRef")) })),
    categories: arrayOf(object({ name: string, path: string, parentName: nullable(string) })),
  }),
  CategoryTreeNode: object({
    id: integer,
    slug: string,
    name: string,
    path: string,
    icon: string,
    discountLabel: nullable(string),
    productCount: integer,
    subcategories: arrayOf(
      object({ id: integer, slug: string, name: string, path: string, productCount: integer, discountLabel: nullable(string) }),
    ),
  }),
  CollectionSummary: object({
    id: integer,
    slug: string,
    name: string,
    description: string,
    image: string,
    productCount: integer,
  }),
  Cart: object({
    items: arrayOf(
      object({
        id: { type: "integer", description: "Cart line id." },
        product: object({ id: integer, name: string, primary_image: nullable(object({ url: string })) }),
        variant: object({ id: integer, type: string, name: string }),
        price: integer,
        original_price: integer,
        quantity: integer,
        max_quantity: integer,
      }),
    ),
    subtotal: integer,
    discount: integer,
    shipping: integer,
    total: integer,
    item_count: integer,
    coupon: nullable(
      object({
        code: string,
        percent: nullable({ ...integer, description: "Percent off the subtotal; null for a flat code." }),
        amount_off: nullable({ ...integer, description: "Rupees off the subtotal (never more than it); null for a percent code." }),
      }),
    ),
  }),
  HealthReport: object({
    status: { type: "string", enum: ["ok", "degraded"] },
    database: object({
      kind: { type: "string", enum: ["embedded", "postgres"] },
      reachable: boolean,
      writable: boolean,
      latencyMs: nullable(number),
    }),
    replicas: {
      type: "array",
      description: "The read replicas (DATABASE_READ_URL); empty without them. One that does not answer is reported here and never fails the check: its reads go to the primary.",
      items: object({
        name: { ...string, description: "host:port/database" },
        up: boolean,
        lagBytes: nullable({ ...integer, description: "How far its replay is behind the primary's write-ahead log; null when not known." }),
      }),
    },
    disk: object({
      minFreeBytes: integer,
      folders: { type: "array", items: object({ name: string, freeBytes: nullable(integer), ok: boolean }) },
    }),
    failed: { type: "array", items: { type: "string", enum: ["database-reachable", "database-writable", "disk-space"] } },
  }),
};

const cartResponses: Json = {
  200: jsonResponse("The cart after the change.", dataOf(object({ cart: ref("Cart") }))),
  400: errorResponse("The body is not valid JSON."),
  403: errorResponse("The request came from another site."),
  404: errorResponse("No such cart line or product."),
  409: errorResponse("Not enough stock."),
  413: errorResponse("The body is larger than 16 KB."),
  415: errorResponse("The body is not JSON."),
  422: errorResponse("The body does not follow the schema (quantity, promo code…)."),
};

const jsonBody = (schema: Json): Json => ({ required: true, content: { "application/json": { schema } } });

const paths: Record<string, Json> = {
  "/api/health": {
    get: {
      tags: ["operations"],
      summary: "Whether the server and its database are up",
      responses: {
        200: jsonResponse("Up.", ref("HealthReport")),
        503: jsonResponse("Something the store needs cannot work: the database cannot be reached or written, or a data folder's disk is nearly full (`failed` says which).", ref("HealthReport")),
      },
    },
  },
  "/api/metrics": {
    get: {
      tags: ["operations"],
      summary: "This process's metrics in Prometheus' text format",
      description:
        "Request counts and latency histograms by route pattern, orders placed by payment method, payment " +
        "refusals by reason, memory and event-loop lag. Each server process answers with its own figures. " +
        "Served only to requests from the machine itself (loopback, not forwarded by a proxy) or carrying " +
        "`Authorization: Bearer <METRICS_TOKEN>`.",
      responses: {
        200: {
          description: "The metrics (text exposition format 0.0.4).",
          content: { "text/plain; version=0.0.4; charset=utf-8": { schema: string } },
        },
        403: errorResponse("Neither from this machine nor carrying the metrics token."),
      },
    },
  },
  "/api/db/products": {
    get: {
      tags: ["catalog"],
      summary: "A page of products with facet counts",
      parameters: [...listingParameters, sortParameter(listingSortOptions, "featured"), ...languageParameters],
      responses: {
        200: jsonResponse("The page.", dataOf(ref("ListingResult")), true),
        422: errorResponse("A parameter is invalid (lang among them); the message names each one."),
      },
    },
  },
  "/api/db/products/{id}": {
    get: {
      tags: ["catalog"],
      summary: "One product with variants, images, specifications, rating summary and related products",
      parameters: [{ name: "id", in: "path", required: true, schema: { ...integer, minimum: 1 } }, ...languageParameters],
      responses: {
        200: jsonResponse(
          "The product.",
          dataOf(
            object({
              product: ref("ProductDetail"),
              ratingSummary: ref("RatingSummary"),
              related: arrayOf(ref("ProductSummary")),
            }),
          ),
          true,
        ),
        404: errorResponse("No such product: Product Not Found."),
        422: errorResponse("lang names a language the store does not serve."),
      },
    },
  },
  "/api/db/search": {
    get: {
      tags: ["catalog"],
      summary: "Full-text product search, typo tolerant, with the listing's filters and facets",
      parameters: [searchQueryParameter, ...listingParameters, sortParameter(searchSortOptions, "relevance"), ...languageParameters],
      responses: {
        200: jsonResponse(
          "The page of results.",
          dataOf({ allOf: [ref("ListingResult"), object({ q: { type: "string", description: "The query, trimmed." } })] }),
          true,
        ),
        422: errorResponse("q is missing, blank or too long, or another parameter (lang among them) is invalid."),
      },
    },
  },
  "/api/db/search/suggestions": {
    get: {
      tags: ["catalog"],
      summary: "Up to 6 products and the categories matching what has been typed (nothing under 2 characters), named in the language asked for",
      parameters: [searchQueryParameter, ...languageParameters],
      responses: {
        200: jsonResponse("The suggestions.", dataOf(ref("SearchSuggestions")), true),
        422: errorResponse("q is missing, blank or too long, or lang is not a language the store serves."),
      },
    },
  },
  "/api/db/categories": {
    get: {
      tags: ["catalog"],
      summary: "Rooms and their subcategories, with product counts",
      parameters: languageParameters,
      responses: {
        200: jsonResponse("The tree.", dataOf(object({ categories: arrayOf(ref("CategoryTreeNode")) })), true),
        422: errorResponse("lang names a language the store does not serve."),
      },
    },
  },
  "/api/db/collections": {
    get: {
      tags: ["catalog"],
      summary: "The collections, with product counts",
      parameters: languageParameters,
      responses: {
        200: jsonResponse("The collections.", dataOf(object({ collections: arrayOf(ref("CollectionSummary")) })), true),
        422: errorResponse("lang names a language the store does not serve."),
      },
    },
  },
  "/api/db/cart": {
    get: {
      tags: ["cart"],
      summary: "The shopper's cart (a guest's comes from the cart cookie)",
      responses: { 200: jsonResponse("The cart.", dataOf(object({ cart: ref("Cart") }))) },
    },
    delete: { tags: ["cart"], summary: "Empty the cart", responses: cartResponses },
  },
  "/api/db/cart/count": {
    get: {
      tags: ["cart"],
      summary: "How many items the cart holds",
      responses: { 200: jsonResponse("The count.", dataOf(object({ count: integer }))) },
    },
  },
  "/api/db/cart/items": {
    post: {
      tags: ["cart"],
      summary: "Add a product (its cheapest variant in stock unless variant_id is given)",
      requestBody: jsonBody(object({ product_id: { ...integer, minimum: 1 }, quantity: integer })),
      responses: cartResponses,
    },
  },
  "/api/db/cart/items/{id}": {
    put: {
      tags: ["cart"],
      summary: "Change a line's quantity",
      parameters: [{ name: "id", in: "path", required: true, schema: integer }],
      requestBody: jsonBody(object({ quantity: integer })),
      responses: cartResponses,
    },
    delete: {
      tags: ["cart"],
      summary: "Remove a line",
      parameters: [{ name: "id", in: "path", required: true, schema: integer }],
      responses: cartResponses,
    },
  },
  "/api/db/cart/coupon": {
    post: {
      tags: ["cart"],
      summary: "Apply a promo code",
      requestBody: jsonBody(object({ code: { type: "string", maxLength: 64 } })),
      responses: cartResponses,
    },
    delete: { tags: ["cart"], summary: "Remove the promo code", responses: cartResponses },
  },
};

export const openApiDocument: Json = {
  openapi: "3.1.0",
  info: {
    title: "Aangan store API",
    version: "1.0.0",
    description:
      "JSON API of the Aangan furniture store. Success bodies are {\"data\": …}; errors are " +
      "{\"error\": {\"code\", \"message\"}} with a 4xx status. Prices are whole rupees.",
  },
  servers: [{ url: "/" }],
  tags: [
    { name: "catalog", description: "Browsing and search, in English or Hindi (lang, or Accept-Language)" },
    { name: "cart", description: "The shopper's cart (spec §7)" },
    { name: "orders", description: "Checkout: placing and reading the shopper's orders" },
    { name: "accounts", description: "Registration, sign-in, sessions and passwords" },
    { name: "delivery", description: "PIN code checks: delivery dates, assembly, cash on delivery" },
    { name: "stores", description: "The store finder" },
    { name: "operations", description: "Health and metrics" },
    { name: "back office", description: "Orders, returns, refunds, the audit trail and API tokens, for staff and integrations with an API token" },
  ],
  paths: { ...paths, ...orderPaths, ...authPaths, ...indiaPaths, ...adminPaths },
  components: {
    schemas: { ...schemas, ...orderSchemas, ...authSchemas, ...indiaSchemas, ...adminSchemas },
    securitySchemes: { ...authSecuritySchemes, ...adminSecuritySchemes },
  },
};

/** GET /api/docs */
export function createOpenApiRoutes() {
  const body = JSON.stringify(openApiDocument);
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
  });
}
