// Whether our fitters assemble a product is decided once: its Assembly specification and the PIN
// code check on its page must say the same thing, for every product of the default catalog.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assemblyText } from "../../../app/lib/delivery-promise";
import { seedIndiaPincodes } from "../../../tests/support/india-data";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createDeliveryService } from "../../services/delivery-service";
import type { DatabaseHandle } from "../client";
import { stores as storeTable } from "../schema";
import { seedStores } from "./india-places";
import { defaultProductCount, seedCatalog } from "./seed-catalog";

let handle: DatabaseHandle;
let storePincodes: string[];
let specifications: Map<number, string>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedStores(handle.db);
  storePincodes = [...new Set((await handle.db.select({ pincode: storeTable.pincode }).from(storeTable)).map((row) => row.pincode))];
  // Port Blair is across the sea: our fitters do not go there.
  await seedIndiaPincodes(handle.db, [...storePincodes, "744101"]);
  await seedCatalog(handle.db, { products: defaultProductCount });
  const rows = await handle.db.query.productSpecifications.findMany({
    where: (table, { eq }) => eq(table.label, "Assembly"),
  });
  specifications = new Map(rows.map((row) => [row.productId, row.value]));
}, 300_000);

afterAll(async () => {
  await handle.close();
});

/** What the PIN code check on a product's page tells a shopper at this PIN code about assembly. */
async function pincodeCheckSays(pincode: string, productId: number): Promise<string> {
  const answer = await createDeliveryService(handle.db).checkPincode(pincode, { productIds: [productId] });
  if (answer.status !== "found") throw new Error(`${pincode} is not in the directory`);
  return assemblyText(answer.check.assemblyIncluded, answer.check.assemblyNeeded);
}

/** The first words say who assembles it: "No assembly needed" or "Free assembly by our fitters". */
function opening(text: string): string {
  return text.startsWith("No assembly needed") ? "No assembly needed" : text.slice(0, "Free assembly by our fitters".length);
}

describe("a product's Assembly specification and the PIN code check on its page", () => {
  it("say the same for every product, to a shopper in a city with one of our stores", async () => {
    expect(specifications.size).toBe(defaultProductCount);
    expect(storePincodes.length).toBeGreaterThan(20);
    const disagreements: string[] = [];
    let index = 0;
    for (const [productId, specification] of specifications) {
      const pincode = storePincodes[index % storePincodes.length] ?? "400050";
      index += 1;
      const says = await pincodeCheckSays(pincode, productId);
      if (opening(specification) !== opening(says)) {
        disagreements.push(`#${productId} at ${pincode}: "${specification}" but the PIN code check says "${says}"`);
      }
    }
    expect(disagreements.slice(0, 10), `${disagreements.length} products disagree`).toEqual([]);
  }, 300_000);

  it("where our fitters do not go, the specification has already said so", async () => {
    const assembled = [...specifications].filter(([, value]) => value !== "No assembly needed").slice(0, 40);
    expect(assembled.length).toBeGreaterThan(0);
    for (const [productId, specification] of assembled) {
      expect(await pincodeCheckSays("744101", productId)).toMatch(/^Assembly is not included here/);
      expect(specification).toMatch(/arrives with instructions and tools/);
    }
  });
});
