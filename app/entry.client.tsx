import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessageBundle, messageBundleLinkAttribute } from "./i18n/page-messages";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's messages first (its head asked for them already), so that it hydrates in the
// language the server drew it in. A bundle that fails leaves its texts in English.
const bundles = [...document.querySelectorAll(`link[${messageBundleLinkAttribute}]`)].flatMap((link) => {
  const href = link.getAttribute("href");
  return href ? [loadMessageBundle(href)] : [];
});
void Promise.all(bundles).then(hydrate);
