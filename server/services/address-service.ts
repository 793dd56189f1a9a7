// The address book (spec §2 Addresses, §3 Saved address, §4 "exactly one default"): every call is
// about one signed-in shopper's addresses, and another shopper's address id is simply not found.
// The database's partial unique index keeps at most one default; the service keeps at least one
// whenever the shopper has any address. A PIN code is checked by checkout's own rule (the delivery
// service's checkAddress), so an address saved here is not one checkout then refuses as wrong.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type SavedAddress, AddressError } from "../../app/lib/contracts/addresses";
import type { AddressInput } from "../../app/lib/forms/address-schema";
import type { Database } from "../db/client";
import { addresses, users } from "../db/schema";
import type { DeliveryService } from "./delivery-service";

export interface AddressServiceDependencies {
  delivery: Pick<DeliveryService, "checkAddress">;
}

/** Enough for home, office, parents and a few more; a bound so no account grows without limit. */
export const maxAddressesPerUser = 20;

export const addressMessages = {
  notFound: "That address was not found in your address book.",
  deleteDefault: "Your default address cannot be deleted. Set another address as default first.",
  tooMany: `You can save up to ${maxAddressesPerUser} addresses. Delete one you no longer use first.`,
} as const;

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  phone: addresses.phone,
  address: addresses.address,
  apartment: addresses.apartment,
  city: addresses.city,
  state: addresses.state,
  pincode: addresses.pincode,
  isDefault: addresses.isDefault,
};

function fieldsOf(input: AddressInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    address: input.address,
    apartment: input.apartment,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
  };
}

/**
 * Serialises one shopper's address-book changes: two tabs adding a first address at once must not
 * both try to make theirs the default.
 */
async function lockAccount(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export function createAddressService(db: Database, { delivery }: AddressServiceDependencies) {
  /**
   * The PIN code must be one India Post knows, in the state chosen. One we do not deliver to yet is
   * still the shopper's address: checkout says so when it is chosen.
   */
  async function checkPlace(input: AddressInput): Promise<void> {
    const { refusal } = await delivery.checkAddress(input.pincode, input.state);
    if (!refusal || refusal.code === "not_serviceable") return;
    throw new AddressError(refusal.code === "pincode_state_mismatch" ? refusal.code : "unknown_pincode", refusal.message);
  }

  async function owned(tx: Database, userId: number, id: number) {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const [row] = await tx
      .select(columns)
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row ?? null;
  }

  async function mustOwn(tx: Database, userId: number, id: number): Promise<SavedAddress> {
    const row = await owned(tx, userId, id);
    if (!row) throw new AddressError("not_found", addressMessages.notFound);
    return row;
  }

  return {
    /** The default first, then the newest. */
    async list(userId: number): Promise<SavedAddress[]> {
      return db
        .select(columns)
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    async get(userId: number, id: number): Promise<SavedAddress | null> {
      return owned(db, userId, id);
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.count ?? 0;
    },

    /** Adds an address; a shopper's first address becomes their default. */
    async create(userId: number, input: AddressInput): Promise<SavedAddress> {
      await checkPlace(input);
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const existing = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(asc(addresses.id));
        if (existing.length >= maxAddressesPerUser) throw new AddressError("too_many", addressMessages.tooMany);
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...fieldsOf(input), isDefault: existing.length === 0 })
          .returning(columns);
        if (!row) throw new Error("the address row was not created");
        return row;
      });
    },

    async update(userId: number, id: number, input: AddressInput): Promise<SavedAddress> {
      await checkPlace(input);
      return db.transaction(async (tx) => {
        await mustOwn(tx, userId, id);
        const [row] = await tx
          .update(addresses)
          .set(fieldsOf(input))
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning(columns);
        if (!row) throw new AddressError("not_found", addressMessages.notFound);
        return row;
      });
    },

    /** Refused for the default address (spec §2: Delete is not offered on it). */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const row = await mustOwn(tx, userId, id);
        if (row.isDefault) throw new AddressError("default_address", addressMessages.deleteDefault);
        await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      });
    },

    /** Makes one address the default and the previous one not, in one transaction. */
    async setDefault(userId: number, id: number): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const row = await mustOwn(tx, userId, id);
        if (row.isDefault) return row;
        // Two statements: the unique index is checked row by row, so the old default goes first.
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
        return { ...row, isDefault: true };
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
