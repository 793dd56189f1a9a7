import { useId } from "react";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { ProductImage } from "~/ui/product-image";
import { SectionHeading } from "./section-heading";

export interface RoomCard {
  /** The room's canonical address, /category/{room}. */
  path: string;
  name: string;
  productCount: number;
  image: string;
}

/** Spec §2: "a Shop By Room grid" linking the rooms of the home slugs. */
export function ShopByRoom({ rooms }: { rooms: readonly RoomCard[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t("Shop By Room")} subtitle={t("Furniture for every corner of your home")} />
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {rooms.map((room) => (
          <li key={room.path}>
            <Link
              to={room.path}
              className="group block overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md"
            >
              <div className="aspect-[4/3] overflow-hidden bg-sand">
                <ProductImage
                  path={room.image}
                  alt=""
                  sizes="(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
              </div>
              <div className="px-3 py-2.5">
                <span className="block font-semibold text-ink group-hover:text-brand-800">{room.name}</span>
                <span className="block text-sm text-stone-600">{t("{total, plural, one {# product} other {# products}}", { total: room.productCount })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
