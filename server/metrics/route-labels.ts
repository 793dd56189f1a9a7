// The `route` label of the request metrics: the pattern a request matched (`/product/:id`), never
// its URL, so the number of series stays bounded however many URLs shoppers and bots try.
import { matchRoutes, type RouteObject } from "react-router";

/** Requests no route claims (the pages' not-found route, or nothing at all) share this label. */
export const unmatchedRoute = "unmatched";
/** Every file served from the browser build (assets/, favicon, robots of the build…). */
export const staticFilesRoute = "static files";

/** A page route as React Router's configuration (app/routes.ts) nests them. */
export interface PageRoute {
  path?: string | undefined;
  index?: boolean | undefined;
  children?: PageRoute[] | undefined;
}

/** A route of a server build's flat manifest (`build.routes`). */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
}

/** The server build's flat route manifest as the nested tree React Router matches against. */
export function pageRoutesOf(manifest: Readonly<Record<string, ManifestRoute | undefined>>): PageRoute[] {
  const entries = Object.values(manifest).filter((entry): entry is ManifestRoute => entry !== undefined);
  const childrenOf = (parentId: string | undefined): PageRoute[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => {
        const children = childrenOf(entry.id);
        return { path: entry.path, index: entry.index, ...(children.length > 0 ? { children } : {}) };
      });
  return childrenOf(undefined);
}

function toRouteObjects(routes: readonly PageRoute[]): RouteObject[] {
  return routes.map((route): RouteObject =>
    route.index
      ? { index: true, path: route.path }
      : { path: route.path, children: route.children ? toRouteObjects(route.children) : undefined },
  );
}

/** Labels page requests by the React Router pattern they match, e.g. `/category/:slug/:subcategory?`. */
export function createPageRouteLabeller(routes: readonly PageRoute[]): (pathname: string) => string {
  const routeObjects = toRouteObjects(routes);
  return (pathname) => {
    // Client navigations fetch a page's data as `<path>.data`, or `<path>/_.data` for a path ending
    // in a slash (`/_.data` for `/`; `/_root.data` before React Router's v8 flag), and routes they
    // have not seen yet from `/__manifest`.
    if (pathname === "/__manifest") return pathname;
    const suffix = pathname.endsWith("/_.data") ? "_.data" : pathname.endsWith(".data") ? ".data" : "";
    const pagePath = suffix ? pathname.slice(0, -suffix.length).replace(/^\/_root$/, "/") : pathname;
    const matches = matchRoutes(routeObjects, pagePath) ?? [];
    const segments = matches.map((match) => match.route.path ?? "").filter((segment) => segment !== "" && segment !== "/");
    const pattern = `/${segments.map((segment) => segment.replace(/^\/+|\/+$/g, "")).join("/")}`;
    if (matches.length === 0 || pattern === "/*") return unmatchedRoute;
    if (!suffix) return pattern;
    if (suffix === "_.data") return pattern === "/" ? "/_.data" : `${pattern}/_.data`;
    return pattern === "/" ? "/_root.data" : `${pattern}.data`;
  };
}
