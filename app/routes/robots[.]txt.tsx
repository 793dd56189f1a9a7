import type { Route } from "./+types/robots[.]txt";

/** Paths with nothing to index: the JSON API and a shopper's own cart, checkout and account. */
export const disallowedPaths = ["/api/", "/cart", "/checkout", "/profile"] as const;

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
