// The address book on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): the first address is the default, exactly one default at a time, the default cannot be
// deleted, no shopper can read or change another's addresses, and a PIN code India Post does not
// know, or one in another state, is refused as checkout refuses it.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AddressError } from "../../app/lib/contracts/addresses";
import type { AddressInput } from "../../app/lib/forms/address-schema";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { addresses, users } from "../db/schema";
import { addressMessages, createAddressService, maxAddressesPerUser, type AddressService } from "./address-service";
import { createDeliveryService } from "./delivery-service";

let handle: DatabaseHandle;
let book: AddressService;

const home: AddressInput = {
  firstName: "Asha",
  lastName: "Verma",
  phone: "9876543210",
  address: "12 MG Road",
  apartment: "Flat 4B",
  city: "Bengaluru",
  state: "KA",
  pincode: "560001",
};
const office: AddressInput = { ...home, address: "3 Residency Road", apartment: "", pincode: "560025" };

let serial = 0;
async function newShopper(): Promise<number> {
  serial += 1;
  const [row] = await handle.db
    .insert(users)
    .values({ email: `shopper${serial}@example.in`, passwordHash: "not-a-real-hash", firstName: "Asha", lastName: "Verma", mobile: "9876543210" })
    .returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return row.id;
}

async function refusal(work: Promise<unknown>): Promise<AddressError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AddressError)) throw new Error(`expected an AddressError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ india: ["560001", "560025", "570001", "400050", "380014"] }) });
  book = createAddressService(handle.db, { delivery: createDeliveryService(handle.db) });
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${addresses}`);
});

describe("a shopper's address book", () => {
  it("starts empty; the first address saved becomes the default, later ones do not", async () => {
    const asha = await newShopper();
    expect(await book.list(asha)).toEqual([]);
    const first = await book.create(asha, home);
    expect(first).toMatchObject({ ...home, isDefault: true });
    const second = await book.create(asha, office);
    expect(second.isDefault).toBe(false);
    expect((await book.list(asha)).map((address) => address.id)).toEqual([first.id, second.id]);
    expect(await book.count(asha)).toBe(2);
  });

  it("edits an address in place", async () => {
    const asha = await newShopper();
    const saved = await book.create(asha, home);
    const edited = await book.update(asha, saved.id, { ...home, city: "Mysuru", pincode: "570001" });
    expect(edited).toMatchObject({ id: saved.id, city: "Mysuru", pincode: "570001", isDefault: true });
    expect(await book.get(asha, saved.id)).toEqual(edited);
  });

  it("Set as Default moves the one default to the chosen address", async () => {
    const asha = await newShopper();
    const first = await book.create(asha, home);
    const second = await book.create(asha, office);
    await book.setDefault(asha, second.id);
    const listed = await book.list(asha);
    expect(listed.filter((address) => address.isDefault).map((address) => address.id)).toEqual([second.id]);
    expect(listed[0]?.id).toBe(second.id);
    // Setting the default again changes nothing.
    await book.setDefault(asha, second.id);
    expect((await book.list(asha)).filter((address) => address.isDefault)).toHaveLength(1);
    expect((await book.get(asha, first.id))?.isDefault).toBe(false);
  });

  it("keeps exactly one default when many Set as Default clicks race", async () => {
    const asha = await newShopper();
    const saved = [];
    for (let index = 0; index < 5; index += 1) saved.push(await book.create(asha, { ...home, address: `${index + 1} MG Road` }));
    await Promise.all(saved.map((address) => book.setDefault(asha, address.id)));
    expect((await book.list(asha)).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it("makes only one of two first addresses saved at once the default", async () => {
    const asha = await newShopper();
    await Promise.all([book.create(asha, home), book.create(asha, office)]);
    expect((await book.list(asha)).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it("deletes an address that is not the default, and refuses the default with a clear message", async () => {
    const asha = await newShopper();
    const first = await book.create(asha, home);
    const second = await book.create(asha, office);
    const refused = await refusal(book.remove(asha, first.id));
    expect(refused.code).toBe("default_address");
    expect(refused.message).toBe(addressMessages.deleteDefault);
    await book.remove(asha, second.id);
    expect((await book.list(asha)).map((address) => address.id)).toEqual([first.id]);
  });

  it("has a bound on how many addresses one account keeps", async () => {
    const asha = await newShopper();
    for (let index = 0; index < maxAddressesPerUser; index += 1) await book.create(asha, home);
    expect((await refusal(book.create(asha, home))).code).toBe("too_many");
  });
});

describe("another shopper's address", () => {
  it("is not found for reading, editing, deleting or making default, and stays as it was", async () => {
    const asha = await newShopper();
    const ravi = await newShopper();
    const ashas = await book.create(asha, home);
    await book.create(asha, office);
    const second = (await book.list(asha))[1];
    if (!second) throw new Error("no second address");

    expect(await book.get(ravi, ashas.id)).toBeNull();
    expect(await book.list(ravi)).toEqual([]);
    for (const attempt of [
      () => book.update(ravi, ashas.id, office),
      () => book.remove(ravi, second.id),
      () => book.setDefault(ravi, second.id),
      () => book.update(ravi, -1, office),
    ]) {
      const refused = await refusal(attempt());
      expect(refused.code).toBe("not_found");
      expect(refused.message).toBe(addressMessages.notFound);
    }
    const [row] = await handle.db.select().from(addresses).where(eq(addresses.id, ashas.id));
    expect(row).toMatchObject({ userId: asha, address: home.address, isDefault: true });
    expect(await book.count(asha)).toBe(2);
  });
});

describe("an address's PIN code", () => {
  it("is refused when it is in another state than the one chosen, in plain words, and nothing is saved", async () => {
    const asha = await newShopper();
    const refused = await refusal(book.create(asha, { ...home, city: "Mumbai", state: "KA", pincode: "400050" }));
    expect(refused.code).toBe("pincode_state_mismatch");
    expect(refused.message).toBe("This PIN code is in Maharashtra, not Karnataka. Please check the PIN code or the state.");
    expect(await book.count(asha)).toBe(0);
  });

  it("is refused when India Post does not know it, on a new address and on an edit", async () => {
    const asha = await newShopper();
    const unknown = await refusal(book.create(asha, { ...home, pincode: "999999" }));
    expect(unknown.code).toBe("unknown_pincode");
    expect(unknown.message).toBe("We could not find this PIN code");
    const saved = await book.create(asha, home);
    const edited = await refusal(book.update(asha, saved.id, { ...home, state: "MH" }));
    expect(edited.code).toBe("pincode_state_mismatch");
    expect(await book.get(asha, saved.id)).toMatchObject({ state: "KA", pincode: "560001" });
  });

  it("may be one we do not deliver to yet: it is the shopper's address all the same, and checkout says so", async () => {
    const asha = await newShopper();
    expect(await book.create(asha, { ...home, city: "Ahmadabad", state: "GJ", pincode: "380014" })).toMatchObject({ pincode: "380014" });
  });
});
