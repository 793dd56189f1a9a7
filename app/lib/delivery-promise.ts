// The delivery promise for a PIN code, shared by the server (which computes it from the database)
// and the browser (which words it): how many days a distance takes, which days count, when assembly
// and cash on delivery are offered, and the sentences that say so. Browser-safe: no server imports.
import { translateWith, type Translate } from "../i18n/use-t";
import { stateNameIn } from "./indian-states";
import { assemblyRadiusKm } from "./fitters";
import { formatRupees } from "./money";

/** English, as the server and the API word it; a page passes its own `t` for its language. */
const inEnglish: Translate = (message, values) => translateWith(null, message, values);

/** Working days (Sundays do not count) from the order to the doorstep, by distance from the nearest warehouse. */
type DeliveryBand = { readonly maxKm: number; readonly minDays: number; readonly maxDays: number };

const farthestBand: DeliveryBand = { maxKm: Number.POSITIVE_INFINITY, minDays: 8, maxDays: 12 };

export const deliveryBands: readonly DeliveryBand[] = [
  { maxKm: 100, minDays: 2, maxDays: 4 },
  { maxKm: 500, minDays: 4, maxDays: 6 },
  { maxKm: 1500, minDays: 6, maxDays: 9 },
  farthestBand,
];

/** An item not in stock is made or restocked first: this many more working days. */
export const outOfStockExtraDays = 3;

export { assemblyRadiusKm };

/** The Andaman and Nicobar and the Lakshadweep islands are reached by ship: the longest promise, no fitters. */
export const bySeaStateCodes: readonly string[] = ["AN", "LD"];
const bySea = new Set(bySeaStateCodes);

export function reachedBySea(stateCode: string): boolean {
  return bySea.has(stateCode);
}

/** Cash on delivery's default cap in rupees (the server's COD_MAX_RUPEES overrides it). */
export const defaultCodMaxRupees = 50_000;

export function deliveryDays(distanceKm: number, inStock: boolean): { minDays: number; maxDays: number } {
  // NaN (no coordinates) fits no band: it gets the farthest.
  const band = deliveryBands.find((candidate) => distanceKm <= candidate.maxKm) ?? farthestBand;
  const extra = inStock ? 0 : outOfStockExtraDays;
  return { minDays: band.minDays + extra, maxDays: band.maxDays + extra };
}

const indiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in India (YYYY-MM-DD), whatever the server's or browser's time zone. */
export function indiaToday(now: Date): string {
  return indiaDate.format(now);
}

/** The date `workingDays` working days after `isoDate` (YYYY-MM-DD), skipping Sundays. */
export function addWorkingDays(isoDate: string, workingDays: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

export interface DeliveryWindow {
  /** First and last dates (YYYY-MM-DD, India) the order may arrive on. */
  from: string;
  to: string;
}

export function deliveryWindow(now: Date, distanceKm: number, inStock: boolean): DeliveryWindow {
  const { minDays, maxDays } = deliveryDays(distanceKm, inStock);
  const today = indiaToday(now);
  return { from: addWorkingDays(today, minDays), to: addWorkingDays(today, maxDays) };
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

function dayOf(isoDate: string, locale: string): string {
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    dayMonthFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Delivery by Tue, 25 Nov – Fri, 28 Nov"; a page passes its `t` and its language's tag ("hi-IN"). */
export function deliveryWindowText(window: DeliveryWindow, t: Translate = inEnglish, locale = "en-IN"): string {
  return window.from === window.to
    ? t("Delivery by {date}", { date: dayOf(window.to, locale) })
    : t("Delivery by {from} – {to}", { from: dayOf(window.from, locale), to: dayOf(window.to, locale) });
}

export function assemblyIncluded(serviceable: boolean, distanceKm: number): boolean {
  return serviceable && distanceKm <= assemblyRadiusKm;
}

/** `needed` is false for what arrives ready to use (a mattress): then nobody needs to come. */
export function assemblyText(included: boolean, needed = true, t: Translate = inEnglish): string {
  if (!needed) return t("No assembly needed: it arrives ready to use");
  return included
    ? t("Free assembly by our fitters is included")
    : t("Assembly is not included here: your furniture arrives with instructions and tools");
}

export type CodRefusal = "not_serviceable" | "above_cap";

/** Whether cash on delivery is offered, and if not why: serviceable PIN codes, carts up to the cap. */
export function codDecision(
  serviceable: boolean,
  cartSubtotal: number | undefined,
  codMaxRupees: number,
): CodRefusal | null {
  if (!serviceable) return "not_serviceable";
  if (cartSubtotal !== undefined && cartSubtotal > codMaxRupees) return "above_cap";
  return null;
}

/** The plain words checkout and the PIN code check show when cash on delivery is not offered. */
export function codReasonText(refusal: CodRefusal, codMaxRupees: number, t: Translate = inEnglish): string {
  return refusal === "not_serviceable"
    ? t("Cash on delivery is not available because we do not deliver to this PIN code yet.")
    : t("Cash on delivery is available for orders up to {amount}. Please pay this order by card or UPI.", { amount: formatRupees(codMaxRupees) });
}

/**
 * A cash-on-delivery refusal the server worded in English (codReasonText), in a page's language:
 * the cap's amount is read back out of it. Any other text is returned as `t` gives it.
 */
export function codReasonInLanguage(text: string, t: Translate): string {
  const capped = /^Cash on delivery is available for orders up to (.+)\. Please pay this order by card or UPI\.$/.exec(text);
  if (capped?.[1]) return t("Cash on delivery is available for orders up to {amount}. Please pay this order by card or UPI.", { amount: capped[1] });
  return t(text);
}

/** `place` as the shopper reads it, e.g. "Mumbai Suburban, Maharashtra 400050". */
export function serviceableText(serviceable: boolean, place: string, t: Translate = inEnglish): string {
  return serviceable ? t("We deliver to {place}", { place }) : t("Sorry, we do not deliver to {place} yet", { place });
}

/** "Mumbai Suburban, Maharashtra 400050": a PIN code's place as the shopper reads it. */
export function placeText(place: { city: string; stateCode: string; pincode: string }, t: Translate = inEnglish): string {
  return `${place.city}, ${stateNameIn(place.stateCode, t)} ${place.pincode}`;
}

const earthRadiusKm = 6371;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in kilometres between two points given in degrees (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** What the PIN code check answers (API and pages): one shape for the browser and the server. */
export interface PincodeCheck {
  pincode: string;
  /** The district, which shoppers read as their city. */
  city: string;
  stateCode: string;
  serviceable: boolean;
  nearestWarehouse: { city: string; distanceKm: number } | null;
  delivery: DeliveryWindow | null;
  /** Our fitters assemble it here: it needs assembling and the PIN code is within their reach. */
  assemblyIncluded: boolean;
  /** False when everything asked about arrives ready to use; true when no product was named. */
  assemblyNeeded: boolean;
  codAvailable: boolean;
  /** Why cash on delivery is not offered; null when it is. */
  codReason: string | null;
}

/** The answer to "do you deliver to this PIN code?": a check, or why there is none. */
export type PincodeCheckAnswer =
  | { status: "found"; check: PincodeCheck }
  | { status: "invalid" | "unknown"; message: string };
