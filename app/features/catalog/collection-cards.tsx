import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import type { CollectionSummary } from "~/lib/contracts/catalog";
import { ArrowRightIcon } from "~/ui/icons";
import { ProductImage } from "~/ui/product-image";

/** A card per collection (picture, piece count, name, description), each linking to its page. */
export function CollectionCards({ collections }: { collections: readonly CollectionSummary[] }) {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
      {collections.map((collection) => (
        <li key={collection.slug}>
          <Link
            to={`/collection/${collection.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md"
          >
            <div className="relative aspect-[4/3] overflow-hidden bg-sand">
              {collection.image ? (
                <ProductImage
                  path={collection.image}
                  alt=""
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              ) : null}
              <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
                {t("{count, plural, one {# piece} other {# pieces}}", { count: collection.productCount })}
              </span>
            </div>
            <div className="flex flex-1 flex-col px-5 pt-4 pb-5">
              <span className="block font-display text-2xl font-bold text-ink group-hover:text-brand-800">
                {t("{name} Collection", { name: collection.name })}
              </span>
              <span className="mt-1 block flex-1 text-[15px] leading-6 text-stone-700">{collection.description}</span>
              <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:underline">
                {t("Explore {name}", { name: collection.name })}
                <ArrowRightIcon size={16} />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
