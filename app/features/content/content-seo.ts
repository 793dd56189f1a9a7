// Title, description and canonical URL of a content page. The loader knows the origin the request
// came to; `meta` draws the tags from what the loader returned.
// Name and description come translated: the loader writes them in the page's language.
import type { MetaDescriptor } from "react-router";
import { languageOfPath } from "~/i18n/language";
import { site } from "~/lib/site";

export interface ContentSeo {
  title: string;
  description: string;
  canonicalUrl: string;
  /** og:locale: "en_IN", or "hi_IN" on a Hindi page. */
  locale?: string;
}

export function contentSeo(request: Request, page: { name: string; description: string }): ContentSeo {
  const url = new URL(request.url);
  return {
    title: `${page.name} | ${site.name}`,
    description: page.description,
    canonicalUrl: `${url.origin}${url.pathname}`,
    locale: languageOfPath(url.pathname) === "hi" ? "hi_IN" : "en_IN",
  };
}

export function contentMeta(seo: ContentSeo | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: seo.locale ?? "en_IN" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    { name: "twitter:card", content: "summary" },
    ...extra,
  ];
}
