// Newsletter signups (spec §1, §4): each address is stored once whatever its case, and its first
// signup writes a confirmation e-mail into the outbox in the same transaction, so there is never a
// subscription without its e-mail or an e-mail without its subscription. Signing up again is not
// an error and sends nothing more (nobody can flood an inbox through the form).
import { timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Language } from "../../app/i18n/language";
import type { SubscribeOptions, SubscribeResult, ConfirmResult } from "../../app/lib/contracts/newsletter";
import type { Database } from "../db/client";
import { emailOutbox, newsletterSubscriptions } from "../db/schema";
import { hashToken, newToken } from "../lib/tokens";
import { newsletterConfirmationEmail } from "../mail/newsletter-confirmation-email";

// Where the kind was defined before the e-mail moved to server/mail; its tests import it from here.
export { newsletterConfirmationKind } from "../mail/newsletter-confirmation-email";

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createNewsletterService(db: Database) {
  return {
    /**
     * Subscribes an address already checked with newsletterSchema; the confirmation e-mail is in
     * the language of the page the form was sent from (English unless told).
     */
    async subscribe(email: string, options: SubscribeOptions & { language?: Language }): Promise<SubscribeResult> {
      const token = newToken();
      return db.transaction(async (tx) => {
        // No conflict target: the unique index is on lower(email), and any clash means "known".
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({ email, confirmTokenHash: hashToken(token) })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscriptions.id });
        if (inserted.length === 0) return { status: "already-subscribed" } as const;
        await tx.insert(emailOutbox).values(newsletterConfirmationEmail(email, options.confirmationUrl(email, token), options.language));
        return { status: "subscribed" } as const;
      });
    },

    /**
     * Confirms the address a confirmation link names. Opening the link again still confirms (mail
     * clients and shoppers open links twice); a wrong token or an unknown address does nothing.
     */
    async confirm(email: string, token: string): Promise<ConfirmResult> {
      const [row] = await db
        .select({
          id: newsletterSubscriptions.id,
          email: newsletterSubscriptions.email,
          tokenHash: newsletterSubscriptions.confirmTokenHash,
        })
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
        .limit(1);
      if (!row?.tokenHash || !sameHash(row.tokenHash, hashToken(token))) return { status: "invalid" };
      await db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
        .where(eq(newsletterSubscriptions.id, row.id));
      return { status: "confirmed", email: row.email };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
