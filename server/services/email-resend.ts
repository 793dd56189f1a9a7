// Sending one of the outbox's e-mails again, for the order desk and the customer page alike: a
// copy as a new outbox row (the original keeps its own delivery history), audited in the same
// transaction. E-mails that carry a single-use link are never copied: staff send a new one.
import type { StaffActor } from "../../app/lib/contracts/staff";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { passwordResetKind } from "../mail/password-reset-email";
import { staffInvitationKind } from "../mail/staff-invitation-email";
import { recordChange } from "./audit-trail";

/** Kinds whose link works once or expires soon: a copy would send a dead or already-used link. */
const singleUseLinkKinds: ReadonlySet<string> = new Set([passwordResetKind, staffInvitationKind]);

export const notResendableMessage = "This e-mail carried a single-use link and is not sent again; send a new one instead.";

export function isResendable(kind: string): boolean {
  return !singleUseLinkKinds.has(kind);
}

/** Where the copy is recorded in the audit trail: the order or the customer it was sent from. */
export interface ResendRecord {
  action: string;
  entityType: string;
  entityId: string | number;
}

/** Queues a copy of `mail` in the caller's transaction and audits it; the caller checked isResendable(). */
export async function queueEmailCopy(tx: Database, actor: StaffActor, mail: typeof emailOutbox.$inferSelect, record: ResendRecord): Promise<number> {
  const [copy] = await tx
    .insert(emailOutbox)
    .values({ kind: mail.kind, orderId: mail.orderId, toAddress: mail.toAddress, subject: mail.subject, textBody: mail.textBody, htmlBody: mail.htmlBody })
    .returning({ id: emailOutbox.id });
  if (!copy) throw new Error("an e-mail copy was not written");
  await recordChange(tx, actor, {
    ...record,
    after: { emailId: mail.id, copyId: copy.id, kind: mail.kind, toAddress: mail.toAddress, subject: mail.subject },
  });
  return copy.id;
}
