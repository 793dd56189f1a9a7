import { Form } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { useT } from "~/i18n/use-t";
import { ContentPage } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { IndiaMap } from "~/features/stores/india-map";
import { StoreCard } from "~/features/stores/store-card";
import { elsewhereRegion, regionOf, storeRegions } from "~/features/stores/store-regions";
import type { StoreView } from "~/lib/contracts/stores";
import { stateName } from "~/lib/indian-states";
import { maxStoreQueryLength } from "~/lib/store-search";
import { SearchIcon } from "~/ui/icons";
import type { Route } from "./+types/find-store";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, maxStoreQueryLength);
  const { storeFinder } = context.services;
  const [found, allStores] = await Promise.all([storeFinder.search(query), storeFinder.allStores()]);
  const language = languageOfRequest(request);
  // State names are messages of the checkout's form: written here in the page's language.
  const inLanguage = (store: StoreView): StoreView =>
    language === "en" ? store : { ...store, stateName: translate(language, store.stateName) };
  const stores = allStores.map(inLanguage);
  const search = { ...found, stores: found.stores.map(inLanguage) };
  const cities = [...new Set(stores.map((store) => store.city))].sort((a, b) => a.localeCompare(b, "en-IN"));
  const placeState =
    search.kind === "pincode" ? translate(language, stateName(search.place.stateCode) ?? search.place.stateCode) : null;
  return {
    search,
    stores,
    cities,
    placeState,
    query: query.trim(),
    seo: contentSeo(request, {
      name: translate(language, msg("Find a Store")),
      description: translate(
        language,
        msg("Visit one of {count} Aangan experience stores in {cityCount} Indian cities, from Mumbai, Delhi and Bengaluru to Guwahati and Kochi: addresses, opening hours, phone numbers and directions."),
        { count: stores.length, cityCount: cities.length },
      ),
    }),
    messages: messagesFor(request, "content"),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

function cityAnchor(city: string): string {
  return `city-${city.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

function StoreList({ stores, anchored }: { stores: readonly StoreView[]; anchored: Set<string> | null }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {stores.map((store) => {
        // Listing everything, the first store of each city carries the city's anchor.
        let anchor: string | null = null;
        if (anchored && !anchored.has(store.city)) {
          anchor = cityAnchor(store.city);
          anchored.add(store.city);
        }
        return <StoreCard key={store.slug} store={store} anchor={anchor} />;
      })}
    </ul>
  );
}

export default function FindStore({ loaderData }: Route.ComponentProps) {
  const { search, stores, cities, query, placeState } = loaderData;
  const t = useT();
  const highlighted = new Set(search.kind === "all" ? [] : search.stores.map((store) => store.slug));
  let resultHeading: string | null = null;
  let resultNote: string | null = null;
  if (search.kind === "pincode") {
    resultHeading = t("Stores nearest {pincode}", { pincode: search.query });
    resultNote = t("{city}, {state}: nearest first.", { city: search.place.city, state: placeState ?? search.place.stateCode });
  } else if (search.kind === "city") {
    resultHeading = t("Stores matching “{query}”", { query });
    if (search.stores.length === 0) {
      resultNote = t("We have no store in “{query}” yet. Search by your PIN code to find the nearest one.", { query });
    }
  } else if (search.kind === "unknown_pincode") {
    resultHeading = t("Stores nearest {pincode}", { pincode: search.query });
    resultNote = t("{problem}. Please check it, or search by city.", { problem: t(search.message) });
  }

  return (
    <ContentPage
      title={t("Find a Store")}
      lead={
        <p>
          {t(
            "Sit on the sofas, open the wardrobes and see the wood grain for yourself: our design consultants in {count} cities help you plan a room, and everything in the store can be delivered to your home.",
            { count: cities.length },
          )}
        </p>
      }
    >
      {/* Phones read the search, the stores, then the map; wider screens put the map beside the
          search and the stores below both. */}
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_15rem] lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-10">
        <div className="min-w-0">
          <Form method="get" role="search" aria-label={t("Find a store")} className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor="store-query" className="text-sm font-medium text-stone-700">
                {t("City or PIN code")}
              </label>
              <input
                id="store-query"
                name="q"
                type="search"
                defaultValue={query}
                key={query}
                maxLength={maxStoreQueryLength}
                placeholder={t("e.g. Bengaluru or 400050")}
                className="h-11 w-full min-w-0 rounded-lg border border-stone-300 px-3 text-base text-ink placeholder:text-stone-500"
              />
            </div>
            <button
              type="submit"
              className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <SearchIcon size={18} />
              {t("Find stores")}
            </button>
          </Form>

          <nav aria-label={t("Cities")} className="mt-6">
            <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{t("Stores by city")}</h2>
            {/* One row that scrolls sideways on phones, so the cities never push the stores off the
                first screen; every city in wrapped rows from md up. */}
            <ul className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
              {cities.map((city) => (
                <li key={city} className="shrink-0">
                  <Link
                    to={`/find-store?${new URLSearchParams({ q: city }).toString()}`}
                    aria-current={
                      search.kind === "city" && query.toLowerCase() === city.toLowerCase() ? "page" : undefined
                    }
                    className="inline-block rounded-full border border-stone-300 px-3 whitespace-nowrap py-1.5 text-sm text-stone-700 hover:border-brand-500 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                  >
                    {city}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="min-w-0 md:col-span-2">
          {resultHeading ? (
            <section aria-labelledby="store-results" className="mt-2">
              <h2 id="store-results" className="font-display text-2xl font-bold text-ink">
                {resultHeading}
              </h2>
              {resultNote ? <p className="mt-2 text-[15px] text-stone-700">{resultNote}</p> : null}
              <StoreList stores={search.stores} anchored={null} />
              <p className="mt-6 text-sm">
                <Link to="/find-store" className="font-semibold text-brand-800 hover:underline">
                  {t("See all {count} stores", { count: stores.length })}
                </Link>
              </p>
            </section>
          ) : (
            <AllStores stores={stores} />
          )}
        </div>
        <figure className="mx-auto w-full max-w-xs rounded-2xl border border-stone-200 bg-white p-4 md:col-start-2 md:row-start-1 md:max-w-none md:self-start">
          <IndiaMap stores={stores} highlighted={highlighted} />
          <figcaption className="mt-2 text-center text-xs text-stone-600">
            {highlighted.size > 0
              ? t("Orange pins: the stores found. Grey pins: our other stores.")
              : t("Every Aangan store.")}
          </figcaption>
        </figure>
      </div>
      <p className="mt-10 max-w-3xl text-sm leading-6 text-stone-700">
        {t(
          "Store hours may change on public holidays. Call ahead to book a design consultation, or shop online with free delivery and assembly to any address we serve.",
        )}
      </p>
    </ContentPage>
  );
}

function AllStores({ stores }: { stores: readonly StoreView[] }) {
  const t = useT();
  const anchored = new Set<string>();
  const regions = [...storeRegions.map((region) => region.name), elsewhereRegion];
  return (
    <>
      {regions.map((region) => {
        const inRegion = stores.filter((store) => regionOf(store.stateCode) === region);
        if (inRegion.length === 0) return null;
        const headingId = `region-${cityAnchor(region)}`;
        return (
          <section key={region} aria-labelledby={headingId} className="mt-2 pb-8">
            <h2 id={headingId} className="font-display text-2xl font-bold text-ink">
              {t(region)}
            </h2>
            <StoreList stores={inRegion} anchored={anchored} />
          </section>
        );
      })}
    </>
  );
}
