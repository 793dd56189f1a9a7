// One builder per furniture kind; the table's type makes adding a kind without a drawing a type error.
// Each draws every shape and material of its kind that server/catalog/furniture-designs.ts lists.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import type { FurnitureKind } from "../../catalog/taxonomy";
import { bed, dressingTable, mattress, wardrobe } from "./bedroom";
import type { Palette } from "./colour";
import { crockeryUnit, diningChair, diningSet, diningTable } from "./dining-room";
import { kidsBed, studyChair, studyTable, toyStorage } from "./kids-room";
import { barStool, kitchenCabinet, kitchenTrolley } from "./kitchen";
import { coffeeTable, recliner, sideTable, sofa, tvUnit } from "./living-room";
import type { Model } from "./model";
import { bookcase, filingCabinet, officeChair, officeTable } from "./office";
import { gardenSet, plasticChair, swing } from "./outdoor";

export type ModelBuilder = (palette: Palette, design: FurnitureDesign) => Model;

export const modelBuilders: Record<FurnitureKind, ModelBuilder> = {
  sofa,
  "coffee-table": coffeeTable,
  "tv-unit": tvUnit,
  "side-table": sideTable,
  recliner,
  bed,
  wardrobe,
  mattress,
  "dressing-table": dressingTable,
  "dining-set": diningSet,
  "dining-table": diningTable,
  "dining-chair": diningChair,
  "crockery-unit": crockeryUnit,
  "office-chair": officeChair,
  "office-table": officeTable,
  "filing-cabinet": filingCabinet,
  bookcase,
  "kitchen-cabinet": kitchenCabinet,
  "bar-stool": barStool,
  "kitchen-trolley": kitchenTrolley,
  "plastic-chair": plasticChair,
  "garden-set": gardenSet,
  swing,
  "kids-bed": kidsBed,
  "study-table": studyTable,
  "toy-storage": toyStorage,
  "study-chair": studyChair,
};
