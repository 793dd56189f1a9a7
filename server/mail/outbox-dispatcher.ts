// Sends what services wrote to the e-mail outbox (order confirmations, password resets…). Rows are
// written in the same transaction as what they announce, so an e-mail exists exactly when its
// order or reset token does; this dispatcher delivers them afterwards, retrying failures with
// growing delays until a mail is sent, refused for good, or out of attempts (decision 007).
import { and, asc, eq, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { PermanentDeliveryError, type Mailer } from "./mailer";

/** After this many failed attempts a mail is marked failed and left for an operator to look at. */
export const maxDeliveryAttempts = 8;

/** The wait after the 1st, 2nd… failed attempt (the last one repeats): about 43 hours in all. */
export const retryDelaysMs: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
];

/**
 * How long a mail being tried is left to its process before another round may take it again: far
 * longer than a delivery may take (smtpTimeoutMs), so it only matters when a process died mid-send.
 */
export const claimMs = 5 * 60_000;

export interface OutboxDispatcherOptions {
  maxAttempts?: number;
  retryDelaysMs?: readonly number[];
}

export interface OutboxDispatcher {
  /** Delivers every due mail once; resolves to how many were sent. */
  dispatchOnce(): Promise<number>;
  /** Polls every intervalMs until stopped. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** now() plus a number of milliseconds, on the database's clock (shared by every process). */
function nowPlus(ms: number) {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

export function createOutboxDispatcher(
  db: Database,
  mailer: Mailer,
  logger: Logger,
  options: OutboxDispatcherOptions = {},
): OutboxDispatcher {
  const maxAttempts = options.maxAttempts ?? maxDeliveryAttempts;
  const delays = options.retryDelaysMs ?? retryDelaysMs;
  if (maxAttempts < 1 || delays.length === 0) throw new Error("the outbox needs at least one attempt and one retry delay");
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopping = false;

  /**
   * Takes the next due mail for this process: one statement that counts the attempt and moves the
   * mail's next attempt past the claim, so no other round (here or in another process on the same
   * PostgreSQL) takes it while it is being tried. "skip locked" passes over a mail another process
   * is claiming at that instant; nothing is held while the mail is sent.
   */
  async function claimNext(skip: readonly number[]): Promise<OutboxRow | null> {
    const next = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          skip.length > 0 ? notInArray(emailOutbox.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [mail] = await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: nowPlus(claimMs) })
      .where(eq(emailOutbox.id, sql`(${next})`))
      .returning();
    return mail ?? null;
  }

  /** Writes how an attempt ended, unless a later claim has taken the mail since (its claim ran out). */
  async function record(mail: OutboxRow, outcome: PgUpdateSetSource<typeof emailOutbox>): Promise<void> {
    const updated = await db
      .update(emailOutbox)
      .set(outcome)
      .where(and(eq(emailOutbox.id, mail.id), eq(emailOutbox.attempts, mail.attempts), isNull(emailOutbox.sentAt)))
      .returning({ id: emailOutbox.id });
    if (updated.length === 0) {
      logger.warn({ outboxId: mail.id, attempt: mail.attempts }, "e-mail attempt outlived its claim: its outcome was not recorded");
    }
  }

  /** Tries one claimed mail; resolves to whether it was sent, and whether it may be due again this round. */
  async function attempt(mail: OutboxRow): Promise<{ sent: boolean; retry: boolean }> {
    if (mail.attempts > maxAttempts) {
      // Its last attempt was claimed but never recorded (the process stopped while sending).
      const reason = "the last attempt ended without an outcome (the process stopped while sending)";
      logger.error({ outboxId: mail.id, kind: mail.kind, attempt: maxAttempts, reason }, "e-mail delivery failed: given up");
      await record(mail, { attempts: maxAttempts, failedAt: sql`now()`, lastError: reason });
      return { sent: false, retry: false };
    }
    try {
      await mailer.send({ id: mail.id, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const permanent = error instanceof PermanentDeliveryError;
      const log = { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts, mailer: mailer.name, reason };
      // Logged before it is recorded: the failure is known even if the database is what fails next.
      if (permanent || mail.attempts >= maxAttempts) {
        logger.error({ ...log, permanent }, "e-mail delivery failed: given up");
        await record(mail, { failedAt: sql`now()`, lastError: reason });
        return { sent: false, retry: false };
      }
      const delayMs = delays[Math.min(mail.attempts, delays.length) - 1] ?? 0;
      logger.warn({ ...log, retryInMs: delayMs }, "e-mail delivery failed: will retry");
      await record(mail, { nextAttemptAt: nowPlus(delayMs), lastError: reason });
      return { sent: false, retry: true };
    }
    await record(mail, { sentAt: sql`now()`, lastError: null });
    return { sent: true, retry: false };
  }

  async function dispatchOnce(): Promise<number> {
    let sent = 0;
    // A mail that failed waits for a later round even when its delay is over already.
    const retried: number[] = [];
    while (!stopping) {
      const mail = await claimNext(retried);
      if (!mail) break;
      const result = await attempt(mail);
      if (result.sent) sent += 1;
      if (result.retry) retried.push(mail.id);
    }
    return sent;
  }

  function tick(): void {
    if (running) return;
    running = dispatchOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, "the e-mail outbox could not be read");
        return 0;
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    dispatchOnce,
    start(intervalMs = 2000) {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      // The mail being sent finishes (at most smtpTimeoutMs); the rest wait for a later round.
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      try {
        await running;
      } finally {
        stopping = false;
      }
    },
  };
}
