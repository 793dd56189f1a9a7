// The `route` label of the request metrics: the pattern a request matched (`/product/:id`), never
// its URL, so the number of series stays bounded however many URLs shoppers and bots try.

/** Requests no route claims (the pages' not-found route, or nothing at all) share this label. */
export const unmatchedRoute = "unmatched";
/** Every file served from the browser build (assets/, favicon, robots of the build…). */
export const staticFilesRoute = "static files";

/** A page route as React Router's configuration (app/routes.ts) nests them. */
export interface PageRoute {
  path?: string | undefined;
  index?: boolean | undefined;
  /** Whether its module has an action: takes form posts. */
  acceptsPost?: boolean | undefined;
  children?: PageRoute[] | undefined;
}

/** A route of a server build's flat manifest (`build.routes`). */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  module?: { action?: unknown } | undefined;
}

/** The server build's flat route manifest as the nested tree React Router matches against. */
export function pageRoutesOf(manifest: Readonly<Record<string, ManifestRoute | undefined>>): PageRoute[] {
  const entries = Object.values(manifest).filter((entry): entry is ManifestRoute => entry !== undefined);
  const childrenOf = (parentId: string | undefined): PageRoute[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => {
        const children = childrenOf(entry.id);
        const acceptsPost = entry.module?.action !== undefined;
        return { path: entry.path, index: entry.index, acceptsPost, ...(children.length > 0 ? { children } : {}) };
      });
  return childrenOf(undefined);
}

interface Branch {
  /** The pattern as written in the route configuration, from the root: the label. */
  label: string;
  acceptsPost: boolean;
  regex: RegExp;
  score: number;
}

const paramSegment = /^:[\w-]+$/;

/** React Router's ranking (computeScore): static segments beat dynamic ones, a splat comes last. */
function scoreOf(segments: readonly string[], index: boolean): number {
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += paramSegment.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** Every form of a path with optional segments (`a/:b?` is `a/:b` and `a`), as React Router explodes them. */
function explode(segments: readonly string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = explode(rest);
  if (!first.endsWith("?")) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...tails];
}

function regexOf(segments: readonly string[]): RegExp {
  const source = segments
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (paramSegment.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source}/?$`, "i");
}

/**
 * The routes as ranked branches with compiled patterns, built once: React Router's matchRoutes
 * flattens and ranks the whole tree on every call (about 0.3 ms here), too much for every request.
 */
function branchesOf(routes: readonly PageRoute[], parent: string[] = []): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const own = (route.path ?? "").split("/").filter((segment) => segment !== "");
    const segments = [...parent, ...own];
    // A route without a path (a layout) never matches by itself; an index route does.
    if (own.length > 0 || route.index) {
      const label = `/${segments.join("/")}`;
      for (const form of explode(segments)) {
        branches.push({
          label,
          acceptsPost: route.acceptsPost === true,
          regex: regexOf(form),
          score: scoreOf(form.length > 0 ? form : [""], route.index === true),
        });
      }
    }
    if (route.children) branches.push(...branchesOf(route.children, segments));
  }
  return branches;
}

/** What a page request matched: the pattern's label, and whether that route takes form posts. */
export interface PageRouteMatch {
  label: string;
  acceptsPost: boolean;
}

/**
 * Matches page requests to the React Router pattern they ask for, e.g. `/category/:slug/:subcategory?`
 * (a page's data, `<path>.data`, as its page).
 */
export function createPageRouteMatcher(routes: readonly PageRoute[]): (pathname: string) => PageRouteMatch {
  // Highest score first; a stable sort keeps the configuration's order among equals.
  const branches = branchesOf(routes).sort((a, b) => b.score - a.score);
  return (pathname) => {
    // Client navigations fetch a page's data as `<path>.data`, or `<path>/_.data` for a path ending
    // in a slash (`/_.data` for `/`; `/_root.data` before React Router's v8 flag), and routes they
    // have not seen yet from `/__manifest`.
    if (pathname === "/__manifest") return { label: pathname, acceptsPost: false };
    const suffix = pathname.endsWith("/_.data") ? "_.data" : pathname.endsWith(".data") ? ".data" : "";
    const pagePath = suffix ? pathname.slice(0, -suffix.length).replace(/^\/_root$/, "/") : pathname;
    const branch = branches.find((candidate) => candidate.regex.test(pagePath));
    const pattern = branch?.label;
    const acceptsPost = branch?.acceptsPost === true;
    if (pattern === undefined || pattern === "/*") return { label: unmatchedRoute, acceptsPost };
    if (!suffix) return { label: pattern, acceptsPost };
    if (suffix === "_.data") return { label: pattern === "/" ? "/_.data" : `${pattern}/_.data`, acceptsPost };
    return { label: pattern === "/" ? "/_root.data" : `${pattern}.data`, acceptsPost };
  };
}

/** Labels page requests by the React Router pattern they match (the metrics' route label). */
export function createPageRouteLabeller(routes: readonly PageRoute[]): (pathname: string) => string {
  const match = createPageRouteMatcher(routes);
  return (pathname) => match(pathname).label;
}
