import { languageTags } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";
import type { StoreView } from "~/lib/contracts/stores";
import { MapPinIcon, PhoneIcon } from "~/ui/icons";

/**
 * One experience store: where it is, when it opens, how to call it and how to get there. Its
 * name, address and hours are the store's own, as the store finder has them.
 */
export function StoreCard({ store, anchor }: { store: StoreView; anchor: string | null }) {
  const t = useT();
  const kilometres = new Intl.NumberFormat(languageTags[useLanguage()], { maximumFractionDigits: 0 });
  const headingId = `store-${store.slug}`;
  return (
    <li id={anchor ?? undefined} className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {store.name}
        </h3>
        <p className="text-sm font-medium text-brand-800">
          {store.city}, {store.stateName}
          {store.distanceKm !== null ? (
            <span className="font-normal text-stone-700">
              {` · ${t("{distance} km away", { distance: kilometres.format(store.distanceKm) })}`}
            </span>
          ) : null}
        </p>
        <address className="mt-3 flex gap-2 text-sm leading-6 text-stone-700 not-italic">
          <MapPinIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
          <span>
            {store.address}, {store.city} {store.pincode}
          </span>
        </address>
        <p className="mt-2 text-sm leading-6 text-stone-700">
          <span className="font-medium text-ink">{t("Open:")}</span> {store.hours}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <a
            href={store.phoneHref}
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
          >
            <PhoneIcon size={16} />
            {store.phone}
          </a>
          <a href={store.directionsUrl} className="font-medium text-brand-700 hover:underline">
            {t("Directions")}
            <span className="sr-only">{` ${t("to {store}", { store: store.name })}`}</span>
          </a>
        </p>
      </article>
    </li>
  );
}
