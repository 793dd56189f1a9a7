import { ContentPage } from "~/features/content/content-page";
import { contentMeta, contentSeo } from "~/features/content/content-seo";
import { storeLocations, storePhone, storeRegions, type StoreLocation } from "~/features/content/store-locations";
import { MapPinIcon, PhoneIcon } from "~/ui/icons";
import type { Route } from "./+types/find-store";

const cities = [...new Set(storeLocations.map((store) => store.city))].sort((a, b) => a.localeCompare(b, "en-IN"));

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: contentSeo(request, {
      name: "Find a Store",
      description: `Visit one of ${storeLocations.length} Aangan experience stores in ${cities.length} Indian cities, from Mumbai, Delhi and Bengaluru to Guwahati and Kochi: addresses, opening hours and phone numbers.`,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return contentMeta(loaderData.seo);
}

function cityAnchor(city: string): string {
  return `city-${city.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

function directionsUrl(store: StoreLocation): string {
  const query = `${store.name}, ${store.address}, ${store.city} ${store.pincode}`;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query }).toString()}`;
}

function StoreCard({ store, anchor }: { store: StoreLocation; anchor: string | null }) {
  const phone = storePhone(store);
  return (
    <li id={anchor ?? undefined} className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5">
      <article aria-labelledby={`${store.id}-name`}>
        <h3 id={`${store.id}-name`} className="text-lg font-semibold text-ink">
          {store.name}
        </h3>
        <p className="text-sm font-medium text-brand-800">
          {store.city}, {store.state}
        </p>
        <address className="mt-3 flex gap-2 text-sm leading-6 text-stone-700 not-italic">
          <MapPinIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
          <span>
            {store.address}, {store.city} {store.pincode}
          </span>
        </address>
        <p className="mt-2 text-sm leading-6 text-stone-700">
          <span className="font-medium text-ink">Open:</span> {store.hours}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <a href={phone.href} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
            <PhoneIcon size={16} />
            {phone.label}
          </a>
          <a href={directionsUrl(store)} className="font-medium text-brand-700 hover:underline">
            Directions<span className="sr-only"> to {store.name}</span>
          </a>
        </p>
      </article>
    </li>
  );
}

export default function FindStore() {
  // The first store of each city carries the city's anchor for the jump links.
  const anchored = new Set<string>();
  return (
    <ContentPage
      title="Find a Store"
      lead={
        <p>
          Sit on the sofas, open the wardrobes and see the wood grain for yourself: our design consultants in{" "}
          {cities.length} cities help you plan a room, and everything in the store can be delivered to your home.
        </p>
      }
    >
      <nav aria-label="Cities">
        <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">Jump to a city</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {cities.map((city) => (
            <li key={city}>
              <a
                href={`#${cityAnchor(city)}`}
                className="inline-block rounded-full border border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:border-brand-500 hover:text-brand-800"
              >
                {city}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {storeRegions.map((region) => {
        const stores = storeLocations.filter((store) => region.states.some((state) => state === store.state));
        const headingId = `region-${cityAnchor(region.name)}`;
        return (
          <section key={region.name} aria-labelledby={headingId} className="mt-10">
            <h2 id={headingId} className="font-display text-2xl font-bold text-ink">
              {region.name}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {stores.map((store) => {
                const anchor = anchored.has(store.city) ? null : cityAnchor(store.city);
                anchored.add(store.city);
                return <StoreCard key={store.id} store={store} anchor={anchor} />;
              })}
            </ul>
          </section>
        );
      })}
      <p className="mt-10 max-w-3xl text-sm leading-6 text-stone-700">
        Store hours may change on public holidays. Call ahead to book a design consultation, or shop online with free
        delivery and assembly to any address we serve.
      </p>
    </ContentPage>
  );
}
