// The catalog's JSON API under /api/db: listings with facets, product detail, search and
// suggestions, the category tree and collections. Thin handlers: check the query strictly, call a
// service, shape {"data": …}. Bad input is a 4xx in the API's error shape, never a 500. Texts come
// in the language of `?lang=` or else of Accept-Language (English by default); the shapes are the
// same in every language.
import { Hono, type Context } from "hono";
import {
  listingQueryProblems,
  listingSortOptions,
  maxApiPageSize,
  parseListingQuery,
  searchSortOptions,
  type ListingQuery,
  type ListingSort,
} from "../../app/lib/catalog-query";
import type { AppEnv } from "../http/app-env";
import { maxSearchLength } from "../services/catalog-search";
import { answerLanguage, languageProblems } from "./api-language";
import { apiError } from "./api-error";

/** Catalog answers may be reused for a minute by the browser and shared caches. */
const catalogCacheControl = "public, max-age=60";

// Services hand out the same frozen object for as long as a result stays cached, so its JSON is
// written once per object, not once per request (a listing is some 20 KB of JSON).
const serialized = new WeakMap<object, string>();

function jsonOf(value: object): string {
  let text = serialized.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    serialized.set(value, text);
  }
  return text;
}

/**
 * 200 with {"data": value}, cacheable for a minute. `extra` fields (already JSON) come first.
 * Every answer may be in the language Accept-Language asked for, so shared caches must key on it.
 */
function catalogAnswer(c: Context<AppEnv>, value: object, extra = ""): Response {
  const body = jsonOf(value);
  const data = extra === "" ? body : `{${extra},${body.slice(1)}`;
  return c.body(`{"data":${data}}`, 200, {
    "Content-Type": "application/json",
    "Cache-Control": catalogCacheControl,
    Vary: "Accept-Language",
  });
}

/** The listing query of a request, or the 422 response naming every problem in it. */
function listingQuery(
  c: Context<AppEnv>,
  options: { defaultSort: ListingSort; allowedSorts: readonly ListingSort[] },
): { ok: true; query: ListingQuery } | { ok: false; response: Response } {
  const params = new URL(c.req.url).searchParams;
  const problems = [
    ...languageProblems(c),
    ...listingQueryProblems(params, { allowedSorts: options.allowedSorts, maxLimit: maxApiPageSize }),
  ];
  if (problems.length > 0) {
    return { ok: false, response: apiError(c, 422, "invalid_request", `Invalid query: ${problems.join("; ")}.`) };
  }
  return { ok: true, query: parseListingQuery(params, { ...options, maxLimit: maxApiPageSize }) };
}

/** q of a search request: present, not blank and at most 100 characters, else a 422. */
function searchText(c: Context<AppEnv>): { ok: true; q: string } | { ok: false; response: Response } {
  const q = c.req.query("q");
  if (q === undefined || q.trim() === "") {
    return { ok: false, response: apiError(c, 422, "invalid_request", "Invalid query: q is required.") };
  }
  if (q.length > maxSearchLength) {
    return {
      ok: false,
      response: apiError(c, 422, "invalid_request", `Invalid query: q must be at most ${maxSearchLength} characters.`),
    };
  }
  return { ok: true, q: q.trim() };
}

function productId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function createCatalogRoutes() {
  return new Hono<AppEnv>()
    .get("/products", async (c) => {
      const parsed = listingQuery(c, { defaultSort: "featured", allowedSorts: listingSortOptions });
      if (!parsed.ok) return parsed.response;
      const asked = answerLanguage(c);
      if (!asked.ok) return asked.response;
      return catalogAnswer(c, await c.var.services.catalog.listProducts({ kind: "all" }, parsed.query, asked.language));
    })
    .get("/products/:id", async (c) => {
      const asked = answerLanguage(c);
      if (!asked.ok) return asked.response;
      const raw = c.req.param("id");
      const id = productId(raw);
      if (id === null) {
        // A slug, current or former: the product's own address, for good (with the query, so ?lang= stays).
        const bySlug = await c.var.services.catalog.productIdForSlug(raw);
        if (bySlug !== null) return c.redirect(`/api/db/products/${bySlug}${new URL(c.req.url).search}`, 301);
      }
      const view = id === null ? null : await c.var.services.catalog.getProductView(id, asked.language);
      if (!view) return apiError(c, 404, "not_found", "Product Not Found");
      return catalogAnswer(c, view);
    })
    .get("/search", async (c) => {
      const text = searchText(c);
      if (!text.ok) return text.response;
      const parsed = listingQuery(c, { defaultSort: "relevance", allowedSorts: searchSortOptions });
      if (!parsed.ok) return parsed.response;
      const asked = answerLanguage(c);
      if (!asked.ok) return asked.response;
      const result = await c.var.services.catalog.listProducts({ kind: "search", q: text.q }, parsed.query, asked.language);
      return catalogAnswer(c, result, `"q":${JSON.stringify(text.q)}`);
    })
    .get("/search/suggestions", async (c) => {
      const text = searchText(c);
      if (!text.ok) return text.response;
      const asked = answerLanguage(c);
      if (!asked.ok) return asked.response;
      return catalogAnswer(c, await c.var.services.search.suggest(text.q, asked.language));
    })
    .get("/categories", async (c) => {
      const asked = answerLanguage(c);
      if (!asked.ok) return asked.response;
      return catalogAnswer(c, { categories: await c.var.services.catalog.categoryTree(asked.language) });
    })
    .get("/collections", async (c) => {
      const asked = answerLanguage(c);
      if (!asked.ok) return asked.response;
      return catalogAnswer(c, { collections: await c.var.services.catalog.listCollections(asked.language) });
    });
}
