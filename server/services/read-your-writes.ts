// Read-your-writes with read replicas (docs/decisions/033-read-replicas.md): which requests changed
// the catalog, and where the primary's write-ahead log stood once they had. A browser whose request
// did is handed that position (server/http/read-your-writes.ts), and its catalog reads then come
// from a replica that has replayed it, else from the primary. Requests that change nothing the
// catalog shows (a cart, an address) hand out nothing, so their next pages read as everyone's do.
import type { Database } from "../db/client";
import type { ReadReplicas } from "../db/read-replicas";
import { catalogRevisionAt } from "./catalog-cache";

export interface ReadYourWrites {
  /** The catalog's revision before a request that may change it. */
  revisionBefore(): Promise<string>;
  /** After the request: where the primary stands if the catalog's revision moved meanwhile, else null. */
  positionIfChanged(before: string): Promise<bigint | null>;
  /**
   * The position a browser's reads must see, from the one it was handed. Never past where the
   * primary stands: a made-up position would otherwise mark a result read from the primary as
   * newer than it is. One question to the primary when the position is newer than any seen here
   * (another store process handed it out).
   */
  readMinimumFor(written: bigint | null): Promise<bigint | null>;
}

export function createReadYourWrites(primary: Database, replicas: ReadReplicas): ReadYourWrites {
  return {
    async revisionBefore() {
      const { revision, position } = await catalogRevisionAt(primary);
      replicas.notePrimaryPosition(position);
      return revision;
    },
    async positionIfChanged(before) {
      // Read after the request's transactions committed, so the position covers them. The
      // revision also moves for other shoppers' changes meanwhile: that only hands out a position
      // that was not needed.
      const { revision, position } = await catalogRevisionAt(primary);
      replicas.notePrimaryPosition(position);
      return revision === before ? null : position;
    },
    async readMinimumFor(written) {
      if (written === null) return null;
      const latest = replicas.latestPrimaryPosition();
      if (latest !== null && written <= latest) return written;
      const now = await replicas.primaryPosition();
      return written <= now ? written : now;
    },
  };
}
