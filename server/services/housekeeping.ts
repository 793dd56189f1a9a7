// Housekeeping: rows that only ever pile up (ended sessions, spent reset links, old rate-limit
// windows, guest carts and wishlists whose cookie has expired) are deleted by a background task in
// each server process, hourly. Each sweep is one indexed delete per table, so processes sharing
// one PostgreSQL may sweep at the same time without harm: a row goes once, whoever deletes it.
// It also asks the payment provider again for refunds left pending over a minute (the store stopped
// between deciding a refund and settling it); their idempotency keys make that safe to repeat.
// And it removes uploaded photo files nothing refers to any more (photo-sweep.ts).
import { sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/client";
import { createPeriodicTask } from "../lib/periodic-task";
import { queryRows } from "./catalog-sql";
import type { PhotoSweepResult } from "./photo-sweep";
import { cartOwnership, wishlistOwnership } from "./ownership";

/** A rate-limit window this old is long over for every rule we have (the longest is 15 minutes). */
export const rateLimitRowMaxAgeMs = 24 * 60 * 60 * 1000;
/** A reset link is kept a day past its expiry, so a late click still reads "Invalid Reset Link". */
export const resetTokenGraceMs = 24 * 60 * 60 * 1000;
export const housekeepingIntervalMs = 60 * 60 * 1000;

export interface HousekeepingResult {
  sessions: number;
  resetTokens: number;
  rateLimitBuckets: number;
  guestCarts: number;
  guestWishlists: number;
  /** Refunds left pending and asked for again: settled (processed or failed), or still out of reach. */
  pendingRefunds: { settled: number; unreachable: number };
  /** Uploaded photo files removed because no product refers to them. */
  orphanedPhotos: number;
}

export interface Housekeeping {
  /** Sweeps every table once; resolves to how many rows went from each. */
  runOnce(): Promise<HousekeepingResult>;
  start(): void;
  stop(): Promise<void>;
}

const countRow = z.object({ count: z.coerce.number().int() });

async function deleteCounting(db: Database, deletion: SQL): Promise<number> {
  const [row] = await queryRows(db, sql`with gone as (${deletion} returning 1) select count(*)::int as count from gone`);
  return countRow.parse(row).count;
}

export function createHousekeeping(
  db: Database,
  options: {
    logger?: Logger;
    now?: () => Date;
    /** The refund service's settlePending: refunds left pending after a crash. */
    settlePendingRefunds?: () => Promise<{ settled: number; unreachable: number }>;
    /** sweepOrphanedPhotos on the store's photo storage. */
    sweepPhotos?: () => Promise<PhotoSweepResult>;
  } = {},
): Housekeeping {
  const now = options.now ?? (() => new Date());
  async function runOnce(): Promise<HousekeepingResult> {
    const at = now().getTime();
    const before = (ms: number) => sql`${new Date(at - ms).toISOString()}::timestamptz`;
    const result: HousekeepingResult = {
      // The idle expiry never passes the absolute one (auth-service caps it), so one column tells.
      sessions: await deleteCounting(db, sql`delete from sessions where idle_expires_at <= ${before(0)}`),
      resetTokens: await deleteCounting(db, sql`delete from password_reset_tokens where expires_at <= ${before(resetTokenGraceMs)}`),
      rateLimitBuckets: await deleteCounting(
        db,
        sql`delete from rate_limit_buckets where window_started_at <= ${before(rateLimitRowMaxAgeMs)}`,
      ),
      // A guest cart's cookie expires 30 days after the cart was made; one untouched for longer
      // can no longer be reached by anyone. Its lines go with it (on delete cascade).
      guestCarts: await deleteCounting(
        db,
        sql`delete from carts where guest_token_hash is not null and updated_at <= ${before(cartOwnership.maxAgeSeconds * 1000)}`,
      ),
      guestWishlists: await deleteCounting(
        db,
        sql`delete from wishlists where guest_token_hash is not null and created_at <= ${before(wishlistOwnership.maxAgeSeconds * 1000)}`,
      ),
      pendingRefunds: options.settlePendingRefunds ? await options.settlePendingRefunds() : { settled: 0, unreachable: 0 },
      orphanedPhotos: options.sweepPhotos ? (await options.sweepPhotos()).removed : 0,
    };
    const { pendingRefunds, orphanedPhotos, ...deleted } = result;
    const total = deleted.sessions + deleted.resetTokens + deleted.rateLimitBuckets + deleted.guestCarts + deleted.guestWishlists;
    if (total > 0) options.logger?.info({ deleted }, "housekeeping deleted expired rows");
    if (orphanedPhotos > 0) options.logger?.info({ photos: orphanedPhotos }, "housekeeping removed photo files no product refers to");
    if (pendingRefunds.settled > 0) options.logger?.info({ refunds: pendingRefunds.settled }, "housekeeping settled refunds left pending");
    if (pendingRefunds.unreachable > 0) {
      options.logger?.warn({ refunds: pendingRefunds.unreachable }, "refunds left pending could not reach the payment provider; asked again within the hour");
    }
    return result;
  }

  // A first sweep soon after start (not during it), then hourly.
  const task = createPeriodicTask(runOnce, {
    intervalMs: housekeepingIntervalMs,
    firstRunAfterMs: 60_000,
    onError: (error) => options.logger?.error({ err: error }, "housekeeping failed; it runs again within the hour"),
  });
  return { runOnce, start: task.start, stop: task.stop };
}
