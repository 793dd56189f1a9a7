// A store of the store finder, as its page and map draw it.

export interface StoreView {
  slug: string;
  name: string;
  city: string;
  stateCode: string;
  stateName: string;
  address: string;
  pincode: string;
  hours: string;
  /** As shown: "1800-208-4040, ext. 101". */
  phone: string;
  /** tel: link that dials the extension after a pause. */
  phoneHref: string;
  latitude: number;
  longitude: number;
  /** Google Maps directions to the store's coordinates. */
  directionsUrl: string;
  /** Kilometres from the PIN code searched for; null for other searches. */
  distanceKm: number | null;
}

export type StoreSearch =
  | { kind: "all"; stores: StoreView[] }
  | { kind: "city"; query: string; stores: StoreView[] }
  | { kind: "pincode"; query: string; place: { city: string; stateCode: string }; stores: StoreView[] }
  | { kind: "unknown_pincode"; query: string; message: string; stores: StoreView[] };
