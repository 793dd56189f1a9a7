// How far along the primary's write-ahead log a catalog read must see, for the read in progress:
// the request's own last catalog write (server/http/read-your-writes.ts), or the catalog revision
// a cache refill stands for (server/services/catalog-cache.ts). Carried by async context, so the
// services that read stay unaware of it and the read database (read-replicas.ts) picks a replica
// that has replayed that far, else the primary.
import { AsyncLocalStorage } from "node:async_hooks";

const minimums = new AsyncLocalStorage<bigint | null>();

/** Runs work with reads that must see at least `minimum` (null: any replica will do). */
export function withReadMinimum<T>(minimum: bigint | null, work: () => T): T {
  return minimums.run(minimum, work);
}

/** The position the read in progress must see, or null when any replica's answer will do. */
export function readMinimum(): bigint | null {
  return minimums.getStore() ?? null;
}
