// Catalog reads cached in the process, and dropped the moment the catalog changes.
//
// Why: on the embedded database every query runs on the server's only thread, and a listing with
// its facets costs several milliseconds there, so without a cache the store serves a few hundred
// listings a second at best. The catalog changes seldom (stock, reviews, a reseed), and every
// statement that changes it moves the `catalog_revision` sequence and notifies
// `catalog_changed` (statement triggers, migration 0002).
//
// How a process learns of a change:
// - Embedded (PGlite): by the notification. PGlite runs one statement at a time and calls
//   listeners before the notifying statement or transaction returns to its caller, so no read
//   that follows a write can see the cache from before it, and a cached read costs no query.
// - PostgreSQL: other processes write too, and notifications arrive a little after the commit,
//   so every read first asks for the sequence's value (one tiny query, shared by concurrent
//   readers). A writer moves the sequence just before it commits, so a read in that instant can
//   cache old rows under the new revision: entries therefore also expire after `maxAgeMs`.
//
// A product scheduled for later appears when its time comes without any write: shop queries
// compare its publication time with now(). So each revision also learns when the next scheduled
// product appears, and at that moment every cached read is dropped as if the catalog had changed.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseHandle } from "../db/client";
import { queryRows } from "./catalog-sql";

export const catalogChangedChannel = "catalog_changed";

export interface CatalogCacheOptions {
  /** Most results kept; the least recently used go first. */
  maxEntries: number;
  /** Longest any result is served, whatever the revision says. */
  maxAgeMs: number;
  now?: () => number;
  /** Wall-clock milliseconds, compared with the next scheduled publication. */
  wallClock?: () => number;
}

export interface CatalogCache {
  /** The cached result for key if the catalog has not changed since, else load()'s (shared by concurrent callers). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** No caching at all: every read loads (for callers without a database handle). */
export const noCatalogCache: CatalogCache = {
  read: (_key, load) => load(),
};

/** Tells which version of the catalog a read sees. */
interface RevisionSource {
  current(): Promise<string>;
}

interface Entry {
  revision: string;
  storedAt: number;
  value: Promise<unknown>;
}

const revisionRowSchema = z.object({ revision: z.string() });
const nextPublicationRowSchema = z.object({ at: z.coerce.number().nullable() });

/** When the next scheduled product appears to shoppers (epoch milliseconds), or null for none. */
async function nextPublication(db: Database): Promise<number | null> {
  const rows = await queryRows(
    db,
    sql`select (extract(epoch from min(published_at)) * 1000)::float8 as at from products where published_at > now()`,
  );
  return nextPublicationRowSchema.parse(rows[0] ?? { at: null }).at;
}

export const defaultCatalogCacheOptions: CatalogCacheOptions = { maxEntries: 2_000, maxAgeMs: 30_000 };

/** Asks the database for the sequence's value; callers arriving while a read is under way share it. */
function sequenceRevision(db: Database): RevisionSource {
  let pending: Promise<string> | null = null;
  async function load(): Promise<string> {
    const rows = await queryRows(db, sql`select last_value::text as revision from catalog_revision`);
    return revisionRowSchema.parse(rows[0]).revision;
  }
  return {
    current() {
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

/** Counts notifications: the embedded database delivers them before the write returns. */
function notifiedRevision(database: DatabaseHandle): RevisionSource {
  let changes = 0;
  // Listening starts with the first read; until it is set up, reads wait for it.
  let listening: Promise<unknown> | null = null;
  return {
    async current() {
      listening ??= database.listen(catalogChangedChannel, () => {
        changes += 1;
      });
      await listening;
      return String(changes);
    },
  };
}

export function createCatalogCache(
  database: DatabaseHandle,
  options: CatalogCacheOptions = defaultCatalogCacheOptions,
): CatalogCache {
  const source = database.kind === "embedded" ? notifiedRevision(database) : sequenceRevision(database.db);
  const now = options.now ?? (() => performance.now());
  const wallClock = options.wallClock ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  let lastRevision: string | null = null;
  // The next scheduled publication as of a revision; loaded once per revision, shared by readers.
  let schedule: { revision: string; at: Promise<number | null> } | null = null;

  function loadSchedule(revision: string): Promise<number | null> {
    const at = nextPublication(database.db);
    const current = { revision, at };
    schedule = current;
    // A failed look-up is tried again by the next reader; this one's caller gets the error.
    at.catch(() => {
      if (schedule === current) schedule = null;
    });
    return at;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const revision = await source.current();
      if (revision !== lastRevision) {
        entries.clear();
        lastRevision = revision;
      }
      const pending = schedule?.revision === revision ? schedule.at : loadSchedule(revision);
      const due = await pending;
      if (due !== null && wallClock() >= due && schedule?.at === pending) {
        // A scheduled product has just appeared: what was cached before does not show it.
        entries.clear();
        await loadSchedule(revision);
      }
      const entry = entries.get(key);
      if (entry && entry.revision === revision && now() - entry.storedAt < options.maxAgeMs) {
        // Map order is insertion order: re-inserting marks the entry as recently used.
        entries.delete(key);
        entries.set(key, entry);
        // The entry holds the promise that load() returned for this key, so its type is T.
        return entry.value as Promise<T>;
      }
      // Stored under the revision seen before loading: if the catalog changes while loading,
      // the next read finds a newer revision and loads again.
      const value = load().then(deepFreeze);
      const stored: Entry = { revision, storedAt: now(), value };
      entries.set(key, stored);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      // A failed load is not kept: the next reader tries again. The caller still gets the error.
      value.catch(() => {
        if (entries.get(key) === stored) entries.delete(key);
      });
      return value;
    },
  };
}

/** Cached results are shared by every request: freezing makes an accidental mutation throw. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
