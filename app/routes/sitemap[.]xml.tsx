import type { Route } from "./+types/sitemap[.]xml";

// Crawlers read it often and it changes only when the catalog does: an hour of caching is plenty.
const cacheControl = "public, max-age=3600";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const document = await context.services.sitemap.document(url.origin, url.searchParams.get("part"));
  if (document.kind === "not-found") {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(document.xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl },
  });
}
