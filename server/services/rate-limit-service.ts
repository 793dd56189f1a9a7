// Fixed-window rate limits kept in the database (rate_limit_buckets), so every server process
// sharing one PostgreSQL counts the same attempts and a restart forgets nothing. Each attempt is
// one upsert statement: it starts a new window when the old one has passed and returns the count,
// so two processes racing on one key can never both slip under the limit.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { rateLimitBuckets } from "../db/schema";
import { queryRows } from "./catalog-sql";

export interface RateLimitRule {
  /** Attempts allowed inside one window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; hits: number }
  | { allowed: false; hits: number; /** Until the window ends, at least one second. */ retryAfterMs: number };

const minutes = 60 * 1000;

/** Password-reset requests (per account and per address) and current-password checks (per account). */
export const authAttemptRule: RateLimitRule = { limit: 10, windowMs: 15 * minutes };

/**
 * Every limit the shop applies besides authAttemptRule. Sign-in is counted three ways so that one
 * cannot lock out the other: a guesser at one address is stopped on that account from that
 * address, while its owner elsewhere signs in; one address trying many accounts is stopped; and
 * many addresses on one account are, but each adds at most its own ten.
 */
export const rateLimitRules = {
  signInAccountFromAddress: { limit: 10, windowMs: 15 * minutes },
  signInFromAddress: { limit: 30, windowMs: 15 * minutes },
  signInAccount: { limit: 100, windowMs: 15 * minutes },
  /** Accounts made from one address: each costs an argon2 hash. */
  registrationFromAddress: { limit: 10, windowMs: 60 * minutes },
  /** New passwords set from reset links at one address. */
  passwordResetFromAddress: { limit: 10, windowMs: 15 * minutes },
  /** Order tracking lookups from one address: enough for a family, too few to guess orders. */
  orderTrackingFromAddress: { limit: 30, windowMs: 15 * minutes },
  /** Guest orders paid on delivery: each holds stock and sends an e-mail to the address given. */
  guestCashOrdersFromAddress: { limit: 5, windowMs: 60 * minutes },
  guestCashOrdersToEmail: { limit: 3, windowMs: 24 * 60 * minutes },
  /** Webhooks refused for their signature, written to the audit trail per address: a flood of forgeries is not. */
  refusedWebhooksAudited: { limit: 20, windowMs: 15 * minutes },
} as const satisfies Record<string, RateLimitRule>;

const upsertRow = z.object({ window_started_ms: z.coerce.number(), hits: z.coerce.number().int() });

export function createRateLimitService(db: Database, now: () => Date = () => new Date()) {
  /** Counts one attempt against key and says whether it may go ahead. */
  async function hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const at = now();
    const windowPassed = new Date(at.getTime() - rule.windowMs);
    const rows = await queryRows(
      db,
      sql`
      insert into ${rateLimitBuckets} (key, window_started_at, hits)
      values (${key}, ${at.toISOString()}::timestamptz, 1)
      on conflict (key) do update set
        window_started_at = case
          when ${rateLimitBuckets.windowStartedAt} <= ${windowPassed.toISOString()}::timestamptz
          then excluded.window_started_at else ${rateLimitBuckets.windowStartedAt} end,
        -- Capped: a flood of attempts must not overflow the counter.
        hits = case
          when ${rateLimitBuckets.windowStartedAt} <= ${windowPassed.toISOString()}::timestamptz
          then 1 else least(${rateLimitBuckets.hits} + 1, 1000000) end
      -- Epoch milliseconds: the two drivers hand timestamps over differently, numbers alike.
      returning (extract(epoch from window_started_at) * 1000)::float8 as window_started_ms, hits`,
    );
    const row = upsertRow.parse(rows[0]);
    const hits = row.hits;
    if (hits <= rule.limit) return { allowed: true, hits };
    const windowEnds = row.window_started_ms + rule.windowMs;
    return { allowed: false, hits, retryAfterMs: Math.max(1000, windowEnds - at.getTime()) };
  }

  return {
    hit,

    /**
     * Counts one attempt against each key, each under its own rule; the wait in milliseconds
     * until all would allow it again, 0 when every one allows it now.
     */
    async hitAll(keys: readonly (readonly [string, RateLimitRule])[]): Promise<number> {
      let retryAfterMs = 0;
      for (const [key, rule] of keys) {
        const decision = await hit(key, rule);
        if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
      }
      return retryAfterMs;
    },

    /**
     * Gives one attempt back (a sign-in that succeeded), so only failures use up the limit and a
     * shopper who mistyped once is not counted against later.
     */
    async refund(key: string): Promise<void> {
      // One statement: the last attempt's row goes, any other count drops by one.
      await db.execute(sql`
        with dropped as (
          delete from ${rateLimitBuckets} where ${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.hits} = 1
          returning key
        )
        update ${rateLimitBuckets} set hits = ${rateLimitBuckets.hits} - 1
        where ${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.hits} > 1`);
    },

    /** Forgets every attempt against key (the account's owner proved who they are). */
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from ${rateLimitBuckets} where ${rateLimitBuckets.key} = ${key}`);
    },

    /** Drops windows that ended long ago; the table otherwise grows by one row per address. */
    async prune(olderThanMs: number): Promise<void> {
      const before = new Date(now().getTime() - olderThanMs).toISOString();
      await db.execute(
        sql`delete from ${rateLimitBuckets} where ${rateLimitBuckets.windowStartedAt} < ${before}::timestamptz`,
      );
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
