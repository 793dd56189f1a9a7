// Sends what services wrote to the e-mail outbox (order confirmations, password resets…). Rows are
// written in the same transaction as what they announce, so an e-mail exists exactly when its
// order or reset token does; this dispatcher delivers them afterwards, retrying failures.
import { and, asc, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Mailer } from "./mailer";

/** After this many failed attempts a mail is left for an operator to look at. */
export const maxDeliveryAttempts = 5;

export interface OutboxDispatcher {
  /** Delivers every due mail once; resolves to how many were sent. */
  dispatchOnce(): Promise<number>;
  /** Polls every intervalMs until stopped. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createOutboxDispatcher(db: Database, mailer: Mailer, logger: Logger): OutboxDispatcher {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function dispatchOnce(): Promise<number> {
    let sent = 0;
    // A mail that fails waits for the next round instead of being retried at once.
    const failed: number[] = [];
    for (;;) {
      // One mail per transaction; "skip locked" lets several server processes share the outbox
      // without sending a mail twice (PGlite has one connection, so it never waits here).
      const delivered = await db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(emailOutbox)
          .where(
            and(
              isNull(emailOutbox.sentAt),
              lt(emailOutbox.attempts, maxDeliveryAttempts),
              failed.length > 0 ? notInArray(emailOutbox.id, failed) : undefined,
            ),
          )
          .orderBy(asc(emailOutbox.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!mail) return null;
        try {
          await mailer.send({ id: mail.id, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
          await tx
            .update(emailOutbox)
            .set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, mail.id));
          return true;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          logger.warn({ outboxId: mail.id, kind: mail.kind, attempt: mail.attempts + 1, reason }, "e-mail delivery failed");
          await tx
            .update(emailOutbox)
            .set({ attempts: mail.attempts + 1, lastError: reason.slice(0, 500) })
            .where(eq(emailOutbox.id, mail.id));
          failed.push(mail.id);
          return false;
        }
      });
      if (delivered === null) return sent;
      if (delivered) sent += 1;
    }
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
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
