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
  const collections = await context.services.catalog.listCollections();
  return {
    collections,
    seo: {
      title: pageTitle("Collections"),
      description: `Aangan's collections: ${collections.map((collection) => collection.name).join(", ")}. Furniture designed to go together, room after room.`,
      canonicalUrl: `${origin}/collections`,
      imageUrl: shareImageUrl(origin, collections.find((collection) => collection.image)?.image),
    },
  };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-16 lg:px-6">
      <ListingHeader
        crumbs={[{ label: "Home", href: "/" }, { label: "Collections" }]}
        title="Collections"
        description="Signature styles designed to go together, from the sofa to the dining table."
      />
      <div className="mt-8">
        <CollectionCards collections={loaderData.collections} />
      </div>
    </div>
  );
}
