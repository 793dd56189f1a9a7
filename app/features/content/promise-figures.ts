// The figures of the short promise lines under a price and on the home page ("7-day returns", "free assembly within
// 1,500 km of our warehouses"), in a module of their own: product cards, the product page and the
// cart take these few bytes, not the help pages' texts (and the state table) they come from.
import { assemblyRadiusKm } from "~/lib/fitters";

/** Spec §9: "The return window is 7 days." */
export const returnWindowDays = 7;

/** Spec §9: every product carries a 1-year warranty (its specifications say so). */
export const standardWarrantyYears = 1;

/** Spec §1's "3-year warranty": the structural warranty on solid-wood frames, on top of the 1 year. */
export const solidWoodFrameWarrantyYears = 3;

/** "1,500 km" */
export const assemblyRadiusText = `${assemblyRadiusKm.toLocaleString("en-IN")} km`;

export const assemblyPromiseText = `free assembly within ${assemblyRadiusText} of our warehouses`;
