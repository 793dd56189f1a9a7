// Whether our fitters assemble a product, decided once from what it is. The seed writes the answer
// as the product's Assembly specification; the delivery service reads that row for the PIN code
// check on its page and for a fitters' slot at checkout. Where our fitters go is the delivery
// promise's rule (app/lib/delivery-promise.ts), so the specification says it in the same words.
import { assemblyRadiusKm } from "../../app/lib/delivery-promise";
import type { materialValues } from "../db/schema";
import type { FurnitureKind } from "./taxonomy";

export const assemblySpecLabel = "Assembly";
export const assemblySpecLabelHi = "असेंबली";
/** Also the first words of what the PIN code check says of such a product. */
export const noAssemblySpecValue = "No assembly needed";

type Material = (typeof materialValues)[number];

/**
 * Mattresses, moulded plastic chairs, welded steel filing cabinets and pop-up fabric toy boxes
 * arrive ready to use; everything else is fitted together in the shopper's home.
 */
export function needsAssembly(kind: FurnitureKind, material: Material): boolean {
  if (kind === "mattress" || kind === "plastic-chair") return false;
  if (kind === "filing-cabinet" && material === "metal") return false;
  if (kind === "toy-storage" && material === "fabric") return false;
  return true;
}

export function assemblySpecValue(needed: boolean): string {
  return needed
    ? `Free assembly by our fitters within ${assemblyRadiusKm.toLocaleString("en-IN")} km of our warehouses; farther away it arrives with instructions and tools`
    : noAssemblySpecValue;
}

/** The same answer in Hindi, for the Hindi specification; the delivery service reads only the English row. */
export function assemblySpecValueHi(needed: boolean): string {
  return needed
    ? `हमारे गोदामों से ${assemblyRadiusKm.toLocaleString("en-IN")} किमी के भीतर हमारे फ़िटर मुफ़्त में जोड़कर देते हैं; इससे दूर सामान निर्देशों और औज़ारों के साथ पहुँचता है`
    : "जोड़ने की ज़रूरत नहीं";
}
