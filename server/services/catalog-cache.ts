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
//
// With read replicas (DATABASE_READ_URL, docs/decisions/033-read-replicas.md) the loads read from
// a replica, which may not yet have replayed the change that made a revision. So the revision is
// asked of the primary together with where the primary's write-ahead log stands, and each result
// is kept with the position it was read at least as new as. A result is fresh while that position
// is at or past where the primary stood when the current revision was first seen. When it is not,
// and no replica has replayed that far yet, the older result is still served (it is what a
// replica would answer); the first read after a replica catches up loads afresh. A shopper whose
// own catalog write is newer (read-position.ts) never gets an older result: theirs is read for
// them alone, from the primary if no replica has it yet.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseHandle } from "../db/client";
import type { ReadReplicas } from "../db/read-replicas";
import { readMinimum, withReadMinimum } from "../db/read-position";
import { laterWalPosition, parseWalPosition } from "../db/wal-position";
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
  /** The replicas the loads read from (PostgreSQL with DATABASE_READ_URL): results are then kept by WAL position. */
  replicas?: ReadReplicas | null;
}

export interface CatalogCache {
  /** The cached result for key if the catalog has not changed since, else load()'s (shared by concurrent callers). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** No caching at all: every read loads (for callers without a database handle). */
export const noCatalogCache: CatalogCache = {
  read: (_key, load) => load(),
};

/** Which version of the catalog a read sees. */
interface Revision {
  revision: string;
  /** With replicas: where the primary's write-ahead log stood when this revision was first seen. */
  position: bigint | null;
}

/** Tells which version of the catalog a read sees. */
interface RevisionSource {
  current(): Promise<Revision>;
}

interface Entry {
  revision: string;
  /** With replicas: the WAL position the result is at least as new as (0 when read from a replica that may lag). */
  position: bigint;
  storedAt: number;
  value: Promise<unknown>;
}

const revisionRowSchema = z.object({ revision: z.string() });
const revisionAtRowSchema = z.object({ revision: z.string(), position: z.string() });

/**
 * The catalog's revision on the primary and how far its write-ahead log is written, read together:
 * a replica that has replayed that far shows that revision's catalog (or a later one). Written,
 * not inserted: a commit's records are written before it is seen (synchronous_commit, on by
 * default), and the insert position can sit past a page header no replica ever reports replaying.
 */
export async function catalogRevisionAt(db: Database): Promise<{ revision: string; position: bigint }> {
  const rows = await queryRows(db, sql`select last_value::text as revision, pg_current_wal_lsn()::text as position from catalog_revision`);
  const row = revisionAtRowSchema.parse(rows[0]);
  const position = parseWalPosition(row.position);
  if (position === null) throw new Error(`the primary named its write-ahead log position as ${JSON.stringify(row.position)}`);
  return { revision: row.revision, position };
}
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

/**
 * Asks the database for the sequence's value; callers arriving while a read is under way share it.
 * With replicas, also where the primary stood when each revision was first seen.
 */
function sequenceRevision(db: Database, replicas: ReadReplicas | null): RevisionSource {
  let pending: Promise<Revision> | null = null;
  let firstSeen: Revision | null = null;
  async function load(): Promise<Revision> {
    if (!replicas) {
      const rows = await queryRows(db, sql`select last_value::text as revision from catalog_revision`);
      return { revision: revisionRowSchema.parse(rows[0]).revision, position: null };
    }
    const seen = await catalogRevisionAt(db);
    replicas.notePrimaryPosition(seen.position);
    // One question at a time (pending), so revisions arrive in the order they were read.
    if (firstSeen?.revision !== seen.revision) firstSeen = seen;
    return firstSeen;
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
      return { revision: String(changes), position: null };
    },
  };
}

export function createCatalogCache(
  database: DatabaseHandle,
  options: CatalogCacheOptions = defaultCatalogCacheOptions,
): CatalogCache {
  const replicas = options.replicas ?? null;
  const source = database.kind === "embedded" ? notifiedRevision(database) : sequenceRevision(database.db, replicas);
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

  /** The entry for key, unless it has outlived maxAgeMs. */
  function liveEntry(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry && now() - entry.storedAt < options.maxAgeMs ? entry : undefined;
  }

  function reuse<T>(key: string, entry: Entry): Promise<T> {
    // Map order is insertion order: re-inserting marks the entry as recently used.
    entries.delete(key);
    entries.set(key, entry);
    // The entry holds the promise that load() returned for this key, so its type is T.
    return entry.value as Promise<T>;
  }

  function store<T>(key: string, revision: string, position: bigint, load: () => Promise<T>): Promise<T> {
    const value = load().then(deepFreeze);
    const stored: Entry = { revision, position, storedAt: now(), value };
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
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const { revision, position } = await source.current();
      if (revision !== lastRevision) {
        // With replicas an older revision's results stay: they are served until a replica has
        // replayed the new one.
        if (!replicas) entries.clear();
        lastRevision = revision;
      }
      const pending = schedule?.revision === revision ? schedule.at : loadSchedule(revision);
      const due = await pending;
      if (due !== null && wallClock() >= due && schedule?.at === pending) {
        // A scheduled product has just appeared: what was cached before does not show it.
        entries.clear();
        await loadSchedule(revision);
      }
      const entry = liveEntry(key);
      if (!replicas || position === null) {
        if (entry && entry.revision === revision) return reuse(key, entry);
        // Stored under the revision seen before loading: if the catalog changes while loading,
        // the next read finds a newer revision and loads again.
        return store(key, revision, 0n, load);
      }

      // The shopper's own latest catalog write, when this request carries one.
      const written = readMinimum();
      const fresh = laterWalPosition(position, written) ?? position;
      if (entry && entry.position >= fresh) return reuse(key, entry);
      if (await replicas.readableAt(position)) {
        // A replica has the current revision (or none answers and the primary serves): load it.
        return store(key, revision, fresh, () => withReadMinimum(fresh, load));
      }
      // No replica has replayed the current revision yet: what one would answer is good enough,
      // unless this shopper wrote something newer, which they are shown from the primary, alone.
      if (written === null) {
        return entry ? reuse(key, entry) : store(key, revision, 0n, () => withReadMinimum(null, load));
      }
      if (entry && entry.position >= written) return reuse(key, entry);
      if (await replicas.readableAt(written)) return store(key, revision, written, () => withReadMinimum(written, load));
      return withReadMinimum(written, load).then(deepFreeze);
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
