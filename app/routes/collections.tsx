import { languageOfRequest, messagesFor, requestTranslator } from "~/i18n/page-messages.server";
import { pathInLanguage } from "~/i18n/language";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { CollectionCards } from "~/features/catalog/collection-cards";
import { ListingHeader } from "~/features/catalog/listing-header";
import { pageTitle, seoMeta, shareImageUrl } from "~/features/catalog/listing-seo";
import type { Route } from "./+types/collections";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(loaderData.seo);
}

/** Every collection: where a collection page's "Collections" breadcrumb leads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  const language = languageOfRequest(request);
  const t = requestTranslator(request);
  const collections = await context.services.catalog.listCollections(language);
  return {
    collections,
    messages: messagesFor(request, "catalog"),
    seo: {
      title: pageTitle(t(msg("Collections"))),
      description: t(msg("Aangan's collections: {names}. Furniture designed to go together, room after room."), {
        names: collections.map((collection) => collection.name).join(", "),
      }),
      canonicalUrl: `${origin}${pathInLanguage("/collections", language)}`,
      language,
      imageUrl: shareImageUrl(origin, collections.find((collection) => collection.image)?.image),
    },
  };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-16 lg:px-6">
      <ListingHeader
        crumbs={[{ label: t("Home"), href: "/" }, { label: t("Collections") }]}
        title={t("Collections")}
        description={t("Signature styles designed to go together, from the sofa to the dining table.")}
      />
      <div className="mt-8">
        <CollectionCards collections={loaderData.collections} />
      </div>
    </div>
  );
}
