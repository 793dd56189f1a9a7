import { useId } from "react";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { ProductImage } from "~/ui/product-image";
import { SectionHeading } from "./section-heading";

export interface PopularCategoryCard {
  /** The subcategory's canonical address, /category/{room}/{subcategory}. */
  path: string;
  name: string;
  /** The category's discount label from the database, e.g. "Up to 45% off". */
  discountLabel: string | null;
  productCount: number;
  image: string;
}

/** Spec §2: "Popular Categories with a discount badge". */
export function PopularCategories({ categories }: { categories: readonly PopularCategoryCard[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t("Popular Categories")} subtitle={t("What shoppers are buying this season")} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-3 md:gap-6">
        {categories.map((category) => (
          <li key={category.path}>
            <Link
              to={category.path}
              className="group flex items-center gap-4 overflow-hidden rounded-2xl border border-stone-200 bg-white p-3 transition-shadow hover:shadow-md sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
            >
              <div className="relative aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-xl bg-sand sm:w-full sm:rounded-none">
                <ProductImage
                  path={category.image}
                  alt=""
                  sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 128px"
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                {category.discountLabel ? (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white shadow-sm sm:top-3 sm:left-3 sm:text-sm">
                    {category.discountLabel}
                  </span>
                ) : null}
              </div>
              <div className="sm:px-5 sm:py-4">
                <span className="block text-lg font-semibold text-ink group-hover:text-brand-800">{category.name}</span>
                <span className="block text-sm text-stone-600">{t("{total, plural, one {# product} other {# products}}", { total: category.productCount })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
