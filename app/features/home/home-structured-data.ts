// schema.org JSON-LD for the home page: the store as an Organization (contact point and social
// profiles) and the WebSite with a SearchAction, so search engines can offer a search box for it.
import { languageTags, pathInLanguage, type Language } from "~/i18n/language";
import { searchPath } from "~/lib/navigation";
import { site } from "~/lib/site";
import { socialAccounts } from "./home-content";

export function homeStructuredData(origin: string, language: Language = "en") {
  const organizationId = `${origin}/#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: site.name,
        legalName: site.legalName,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        email: site.supportEmail,
        contactPoint: {
          "@type": "ContactPoint",
          telephone: `+91-${site.tollFreePhone}`,
          email: site.supportEmail,
          contactType: "customer service",
          areaServed: "IN",
          availableLanguage: ["en", "hi"],
        },
        sameAs: socialAccounts.map((account) => account.url),
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: site.name,
        url: `${origin}/`,
        inLanguage: languageTags[language],
        publisher: { "@id": organizationId },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}${pathInLanguage(searchPath, language)}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}
