// Rules a product's rows follow however they are written (the product form or a CSV import): the
// furniture kind its subcategory sells, the drawing its new variants get, and the listing figures
// kept on the product row. The product service and the catalog import both follow them.
import { defaultDesign, designFor, type FurnitureDesign } from "../catalog/furniture-designs";
import { rooms, type FurnitureKind } from "../catalog/taxonomy";

/** The furniture drawn for a product filed under a subcategory: the taxonomy's kind for it. */
export function taxonomyKind(roomSlug: string | null, categorySlug: string): FurnitureKind | null {
  const room = rooms.find((candidate) => candidate.slug === roomSlug);
  return room?.subcategories.find((subcategory) => subcategory.slug === categorySlug)?.kind ?? null;
}

/** The drawing a new variant gets in its colour: the kind in the product's material, else the kind's own. */
export function drawingOf(kind: FurnitureKind, material: string): FurnitureDesign {
  try {
    return designFor(kind, undefined, material === "wood" || material === "metal" || material === "fabric" || material === "leather" || material === "plastic" ? material : "wood");
  } catch {
    // Not every kind is drawn in every material: its own drawing then.
    return defaultDesign(kind);
  }
}

/** The cheapest variant sets the price listings show (the first of equals); in stock when any variant has stock. */
export function listingFigures(variants: readonly { price: number; originalPrice: number; stock: number }[]) {
  const first = variants[0];
  if (!first) throw new Error("a product has at least one variant");
  const cheapest = variants.reduce((best, variant) => (variant.price < best.price ? variant : best), first);
  return { price: cheapest.price, originalPrice: cheapest.originalPrice, inStock: variants.some((variant) => variant.stock > 0) };
}

/** A specification as the form, the API or a file gives it: its Hindi undefined when it says nothing of it. */
export interface GivenSpecification {
  label: string;
  value: string;
  labelHi?: string | null;
  valueHi?: string | null;
}

export interface StoredSpecification {
  label: string;
  value: string;
  labelHi: string | null;
  valueHi: string | null;
}

/**
 * The specifications to store: each as given, and where the writer said nothing of its Hindi (a
 * form or a file without Hindi fields), the Hindi of the product's specification with the same
 * English label, so a change to the English never drops a translation by accident.
 */
export function specificationsKeepingHindi(
  given: readonly GivenSpecification[],
  before: readonly StoredSpecification[],
): StoredSpecification[] {
  const hindiByLabel = new Map<string, StoredSpecification>();
  for (const row of before) if (!hindiByLabel.has(row.label)) hindiByLabel.set(row.label, row);
  return given.map((row) => {
    if (row.labelHi !== undefined || row.valueHi !== undefined) {
      return { label: row.label, value: row.value, labelHi: row.labelHi ?? null, valueHi: row.valueHi ?? null };
    }
    const earlier = hindiByLabel.get(row.label);
    return { label: row.label, value: row.value, labelHi: earlier?.labelHi ?? null, valueHi: earlier?.valueHi ?? null };
  });
}
