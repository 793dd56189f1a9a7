import { messageBundleAt } from "~/i18n/page-messages.server";
import type { Route } from "./+types/message-bundle";

/** A bundle of a page's messages. Its address names its version, so a browser keeps it for good. */
export function loader({ params }: Route.LoaderArgs) {
  const bundle = messageBundleAt(params.language, params.file);
  if (!bundle) {
    return new Response("No such messages.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(bundle.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // An address of an earlier version is answered with today's messages, which may change again.
      "Cache-Control": bundle.current ? "public, max-age=31536000, immutable" : "public, no-cache",
    },
  });
}
