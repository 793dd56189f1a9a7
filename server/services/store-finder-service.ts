// The store finder (/find-store): every experience store, or those in a city a shopper
// names, or the ones nearest a PIN code. About 25 stores: they are read whole and matched here,
// the same on both databases.
import { asc, eq } from "drizzle-orm";
import type { StoreView, StoreSearch } from "../../app/lib/contracts/stores";
import { distanceKm } from "../../app/lib/delivery-promise";
import { stateName } from "../../app/lib/indian-states";
import { parsePincode, pincodeMessages } from "../../app/lib/pincode";
import { maxStoreQueryLength, nearestStoresShown } from "../../app/lib/store-search";
import type { Database } from "../db/client";
import { pincodes, stores } from "../db/schema";


/** Old and English names shoppers still type, mapped to the names the stores are listed under. */
const cityAliases: Record<string, string> = {
  bangalore: "bengaluru",
  bombay: "mumbai",
  madras: "chennai",
  calcutta: "kolkata",
  gurgaon: "gurugram",
  mysore: "mysuru",
  cochin: "kochi",
  baroda: "vadodara",
  vizag: "visakhapatnam",
  orissa: "odisha",
};

/** "1800-208-4040, ext. 101" → "tel:18002084040,101" (a comma is a pause before the extension). */
export function phoneHref(phone: string): string {
  const [number = "", extension] = phone.split(/,?\s*ext\.?\s*/i);
  const digits = number.replace(/[^0-9+]/g, "");
  const extensionDigits = extension?.replace(/[^0-9]/g, "");
  return extensionDigits ? `tel:${digits},${extensionDigits}` : `tel:${digits}`;
}

export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: `${latitude},${longitude}` }).toString()}`;
}

function normalised(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/\s+/g, " ").trim();
}

export function createStoreFinderService(db: Database) {
  async function allStores(): Promise<StoreView[]> {
    const rows = await db.select().from(stores).orderBy(asc(stores.city), asc(stores.name));
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      city: row.city,
      stateCode: row.stateCode,
      stateName: stateName(row.stateCode) ?? row.stateCode,
      address: row.address,
      pincode: row.pincode,
      hours: row.hours,
      phone: row.phone,
      phoneHref: phoneHref(row.phone),
      latitude: row.latitude,
      longitude: row.longitude,
      directionsUrl: directionsUrl(row.latitude, row.longitude),
      distanceKm: null,
    }));
  }

  return {
    allStores,

    /**
     * Six digits search by PIN code (the nearest stores, nearest first); anything else searches
     * city, state and store names, case-insensitive and partial ("bangal" finds Bengaluru). An
     * empty query lists every store.
     */
    async search(rawQuery: string): Promise<StoreSearch> {
      const query = rawQuery.trim().slice(0, maxStoreQueryLength);
      const everyStore = await allStores();
      if (query === "") return { kind: "all", stores: everyStore };

      const pincode = parsePincode(query);
      if (pincode) {
        const [place] = await db
          .select({
            district: pincodes.district,
            stateCode: pincodes.stateCode,
            latitude: pincodes.latitude,
            longitude: pincodes.longitude,
          })
          .from(pincodes)
          .where(eq(pincodes.pincode, pincode))
          .limit(1);
        if (!place) return { kind: "unknown_pincode", query: pincode, message: pincodeMessages.unknown, stores: [] };
        const { latitude, longitude } = place;
        // A PIN code India Post gave no coordinates for: the stores of its state instead.
        const nearest =
          latitude !== null && longitude !== null
            ? everyStore
                .map((store) => ({ ...store, distanceKm: Math.round(distanceKm({ latitude, longitude }, store)) }))
                .sort((a, b) => a.distanceKm - b.distanceKm)
                .slice(0, nearestStoresShown)
            : everyStore.filter((store) => store.stateCode === place.stateCode);
        return {
          kind: "pincode",
          query: pincode,
          place: { city: place.district, stateCode: place.stateCode },
          stores: nearest,
        };
      }

      const typed = normalised(query);
      const wanted = cityAliases[typed] ?? typed;
      const matches = everyStore.filter((store) =>
        [store.city, store.stateName, store.name].some((text) => normalised(text).includes(wanted)),
      );
      return { kind: "city", query, stores: matches };
    },
  };
}

export type StoreFinderService = ReturnType<typeof createStoreFinderService>;
