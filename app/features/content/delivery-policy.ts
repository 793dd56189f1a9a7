// The delivery promise as the help pages word it, from the rules the PIN code check applies
// (app/lib/delivery-promise.ts): working days by distance from the nearest warehouse, where our
// fitters assemble, and the islands reached by sea. Change a rule there and these words follow.
import { assemblyRadiusKm, bySeaStateCodes, deliveryBands, outOfStockExtraDays } from "~/lib/delivery-promise";
import { deliverySlotLabels, deliverySlots } from "~/lib/delivery-slots";
import { stateName } from "~/lib/indian-states";
import { andList, orList } from "./list-text";

const kmNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "1,500 km". */
export function kmText(distance: number): string {
  return `${kmNumber.format(distance)} km`;
}

/** "the Andaman and Nicobar Islands and Lakshadweep". */
export const islandsText = andList(
  bySeaStateCodes.map((code) => {
    const name = stateName(code) ?? code;
    return name.endsWith("Islands") ? `the ${name}` : name;
  }),
);

export interface DeliveryBandRow {
  /** "Up to 100 km", "100 to 500 km", "Over 1,500 km, or across the sea". */
  distance: string;
  /** "2 to 4 working days". */
  days: string;
}

function daysText(minDays: number, maxDays: number): string {
  return minDays === maxDays ? `${minDays} working days` : `${minDays} to ${maxDays} working days`;
}

/** One row per distance band, nearest first: the Shipping page's table. */
export const deliveryBandRows: readonly DeliveryBandRow[] = deliveryBands.map((band, index) => {
  const previous = deliveryBands[index - 1];
  const distance = !Number.isFinite(band.maxKm)
    ? `Over ${kmText(previous?.maxKm ?? 0)}, or across the sea`
    : previous
      ? `${kmNumber.format(previous.maxKm)} to ${kmText(band.maxKm)}`
      : `Up to ${kmText(band.maxKm)}`;
  return { distance, days: daysText(band.minDays, band.maxDays) };
});

/** How the working days are counted, and what an item not in stock adds. */
export const workingDaysText = `Working days are counted from the day you order; Sundays do not count. An item that is not in stock is made or restocked first, which takes ${outOfStockExtraDays} more working days.`;

/** The FAQ's answer to "When will my order arrive?". */
export const arrivalText = `It depends on how far your PIN code is from our nearest warehouse. ${deliveryBandRows
  .map((row, index) => `${index === 0 ? row.distance : row.distance.replace(/^Over/, "over")}: ${row.days}`)
  .join("; ")}. ${workingDaysText} Enter your PIN code on a product page or at checkout to see your delivery dates.`;

/** Where our fitters assemble for free, and what happens elsewhere. */
export const assemblyRuleText = `Our fitters assemble your furniture for free at any address we deliver to within ${kmText(assemblyRadiusKm)} of our nearest warehouse, and take the packaging away. Farther away, and on ${islandsText}, furniture arrives flat-packed with instructions and tools. The PIN code check on every product page and at checkout tells you which applies to you.`;

/** Short form for promises: "free assembly within 1,500 km of our warehouses". */
export { assemblyPromiseText } from "./promise-figures";

/** "morning (9 am – 1 pm), afternoon (1 pm – 5 pm) or …": the slots checkout offers when our fitters come. */
export const deliverySlotsText = orList(deliverySlots.map((slot) => deliverySlotLabels[slot].toLowerCase()));
