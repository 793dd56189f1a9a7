// Money given back, for a cancellation or a return. A refund is opened (a pending row with a random
// idempotency key and, for an invoiced order, its GST credit note number) inside the transaction
// that decides it, then settled after that transaction commits: through the payment provider for
// the original payment, under the stored key, so asking again after a crash or a timeout never pays
// twice; or, for cash on delivery, paid out by the store to the shopper's UPI ID or bank account
// and recorded with its UTR. A refund the provider refuses stays failed until staff try it again;
// one left pending (the store stopped between commit and provider) is settled by housekeeping.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql, sum } from "drizzle-orm";
import { languageOrDefault } from "../../app/i18n/language";
import { roleMay } from "../../app/lib/admin/staff-permissions";
import {
  OrderAdminError,
  refundStatuses,
  type RefundDestination,
  type RefundStatus,
  type RefundView,
} from "../../app/lib/contracts/admin-orders";
import type { StaffActor } from "../../app/lib/contracts/staff";
import type { Database } from "../db/client";
import { emailOutbox, orderReturns, orders, payments, refunds } from "../db/schema";
import { refundEmail } from "../mail/refund-email";
import { GatewayError, paiseFromRupees, type GatewayRefund, type HostedGateway } from "../payments/hosted-gateway";
import type { PaymentProvider, RefundOutcome } from "../payments/payment-provider";
import { recordChange, type AuditActor } from "./audit-trail";
import { nextCreditNoteNumber } from "./credit-note-number";
import { requirePermission } from "./require-permission";

/** How long a refund may stay pending before housekeeping asks the provider itself (the request that opened it has surely finished). */
export const pendingRefundGraceMs = 60_000;

/** The payment statuses of money taken, before and after refunds. */
const takenStatuses = ["captured", "partially_refunded", "refunded"];

export interface OpenRefundInput {
  orderId: number;
  /** The return it pays for; null for a cancellation. */
  returnId: number | null;
  /** Integer rupees, computed by the server. */
  amount: number;
  destination: RefundDestination;
  /** Staff or the command line (audited); null for a shopper cancelling their own order. */
  actor: AuditActor | null;
}

type RefundRow = typeof refunds.$inferSelect;

function isRefundStatus(value: string): value is RefundStatus {
  return (refundStatuses as readonly string[]).includes(value);
}

export function refundViewOf(row: RefundRow): RefundView {
  if (!isRefundStatus(row.status)) throw new Error(`refund ${row.id} has the unknown status ${row.status}`);
  return {
    id: row.id,
    amount: row.amount,
    destination: row.destination,
    status: row.status,
    reference: row.reference,
    failureReason: row.failureReason,
    creditNoteNumber: row.creditNoteNumber,
    returnId: row.returnId,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** The order's refunds, oldest first. */
export async function refundsOfOrder(tx: Database, orderId: number): Promise<RefundView[]> {
  const rows = await tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map(refundViewOf);
}

/** The payment money was taken with (card or UPI captured, cash collected), newest first; null when none. */
async function takenPayment(tx: Database, orderId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, takenStatuses)))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment ?? null;
}

/** Rupees refunded or on their way (pending and processed refunds) for the order. */
async function committedRefunds(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ["pending", "processed"])));
  return row?.total ?? 0;
}

/**
 * Opens a pending refund inside the caller's transaction (which decided it): a random idempotency
 * key, a credit note number when the order was invoiced, an audit row for staff. Refused when the
 * order's refunds would come to more than was paid. Settle it after the transaction commits.
 */
export async function openRefund(tx: Database, input: OpenRefundInput): Promise<RefundView> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`a refund needs a positive whole number of rupees, not ${input.amount}`);
  // Refunds of one order are decided one at a time, so two cannot both pass the check below.
  const [order] = await tx
    .select({ id: orders.id, number: orders.number, invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for("update");
  if (!order) throw new Error(`order ${input.orderId} does not exist`);
  const payment = await takenPayment(tx, order.id);
  const already = await committedRefunds(tx, order.id);
  if (!payment || already + input.amount > payment.amount) {
    throw new OrderAdminError(
      "not_allowed",
      `Order ${order.number} cannot be refunded ₹ ${input.amount}: ₹ ${payment?.amount ?? 0} was paid and ₹ ${already} is already refunded or on its way.`,
    );
  }
  const creditNoteNumber = order.invoiceNumber !== null ? await nextCreditNoteNumber(tx) : null;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      returnId: input.returnId,
      amount: input.amount,
      destination: input.destination,
      idempotencyKey: newRefundKey(),
      creditNoteNumber,
    })
    .returning();
  if (!row) throw new Error("a refund was not written");
  if (input.actor !== null) {
    await recordChange(tx, input.actor, {
      action: "refund.open",
      entityType: "refund",
      entityId: row.id,
      after: { order: order.number, returnId: row.returnId, amount: row.amount, destination: row.destination, status: row.status, creditNoteNumber },
    });
  }
  return refundViewOf(row);
}

/** The payment's status after its refunds: refunded in full, in part, or not at all. */
async function updatePaymentStatus(tx: Database, orderId: number): Promise<void> {
  const payment = await takenPayment(tx, orderId);
  if (!payment) return;
  const [row] = await tx
    .select({ total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "processed")));
  const refunded = row?.total ?? 0;
  const status = refunded >= payment.amount ? "refunded" : refunded > 0 ? "partially_refunded" : "captured";
  if (status !== payment.status) await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
}

/** "your card ending 1111", "your UPI ID asha@okicici", "your bank account ending 4321": where the money went. */
async function destinationText(tx: Database, refund: RefundRow): Promise<string> {
  if (refund.destination === "original") {
    const payment = await takenPayment(tx, refund.orderId);
    if (payment?.method === "card") return payment.cardLast4 ? `your card ending ${payment.cardLast4}` : "your card";
    if (payment?.method === "upi") return payment.upiId ? `your UPI account ${payment.upiId}` : "your UPI account";
    return "the account you paid from";
  }
  const [account] =
    refund.returnId === null
      ? []
      : await tx
          .select({ upiId: orderReturns.refundUpiId, accountNumber: orderReturns.refundAccountNumber })
          .from(orderReturns)
          .where(eq(orderReturns.id, refund.returnId));
  if (refund.destination === "upi") return account?.upiId ? `your UPI ID ${account.upiId}` : "your UPI ID";
  return account?.accountNumber ? `your bank account ending ${account.accountNumber.slice(-4)}` : "your bank account";
}

/** Marks a pending (or failed) refund processed, the payment's status after it, and the shopper's e-mail, in `tx`. */
async function markProcessed(tx: Database, refund: RefundRow, reference: string): Promise<RefundRow | null> {
  const [updated] = await tx
    .update(refunds)
    .set({ status: "processed", reference, failureReason: null, processedAt: sql`now()` })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ["pending", "failed"])))
    .returning();
  // Someone else settled it meanwhile: their e-mail went, not a second one.
  if (!updated) return null;
  await updatePaymentStatus(tx, refund.orderId);
  const [order] = await tx
    .select({ number: orders.number, email: orders.email, firstName: orders.firstName, language: orders.language })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (order) {
    await tx.insert(emailOutbox).values({
      ...refundEmail({
        number: order.number,
        firstName: order.firstName,
        toAddress: order.email,
        amount: updated.amount,
        to: await destinationText(tx, updated),
        reference,
        creditNoteNumber: updated.creditNoteNumber,
        forReturn: updated.returnId !== null,
        language: languageOrDefault(order.language),
      }),
      orderId: refund.orderId,
    });
  }
  return updated;
}

/**
 * A refund of a payment taken through a hosted gateway (decision 029), asked under the refund's own
 * key: processed, refused, or pending at the gateway (normal speed), which its refund webhook or the
 * next round settles. Unreachable: the promise rejects and the refund stays pending.
 */
async function refundThroughGateway(gateway: HostedGateway, paymentId: string, refund: RefundRow): Promise<RefundOutcome | { pending: string }> {
  let answer: GatewayRefund;
  try {
    answer = await gateway.refund({ paymentId, amountPaise: paiseFromRupees(refund.amount), idempotencyKey: refund.idempotencyKey });
  } catch (error) {
    if (error instanceof GatewayError && error.kind === "refused") return { ok: false, message: error.description ?? error.message };
    throw error;
  }
  if (answer.status === "processed") return { ok: true, refundReference: answer.id };
  if (answer.status === "failed") return { ok: false, message: `${gateway.name} could not pay refund ${answer.id} back.` };
  return { pending: answer.id };
}

/** A refund's idempotency key: 37 characters, within a gateway's receipt of at most 40. */
function newRefundKey(): string {
  return `rfnd_${randomBytes(16).toString("hex")}`;
}

export function createRefundService(db: Database, paymentProvider: PaymentProvider, gateway: HostedGateway | null = null) {
  async function refundRow(tx: Database, refundId: number, lock = false): Promise<RefundRow> {
    const query = tx.select().from(refunds).where(eq(refunds.id, refundId)).$dynamic();
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new OrderAdminError("not_found", `No refund has the number ${refundId}.`);
    return row;
  }

  /**
   * Asks the provider for a pending refund of the original payment, under its stored key, and
   * records the answer: processed with the provider's reference (the payment's status follows, the
   * shopper is e-mailed) or failed with its reason. Call it after the transaction that opened the
   * refund has committed. A refund paid out by the store (UPI, bank) is left to recordPayout. When
   * the provider cannot be reached the promise rejects and the refund stays pending.
   */
  async function settle(refundId: number): Promise<RefundView> {
    const refund = await refundRow(db, refundId);
    if (refund.status !== "pending" || refund.destination !== "original") return refundViewOf(refund);
    const payment = await takenPayment(db, refund.orderId);
    let outcome: RefundOutcome;
    if (!payment?.providerReference) {
      outcome = { ok: false, message: "The order has no captured payment with the provider to refund." };
    } else if (gateway && payment.provider === gateway.name) {
      const answer = await refundThroughGateway(gateway, payment.providerReference, refund);
      if ("pending" in answer) {
        // Being paid back at the gateway's pace: its webhook (or the next round) settles it.
        await db.update(refunds).set({ reference: answer.pending }).where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
        return refundViewOf(await refundRow(db, refundId));
      }
      outcome = answer;
    } else {
      outcome = await paymentProvider.refund({ reference: payment.providerReference, amount: refund.amount, idempotencyKey: refund.idempotencyKey });
    }
    await db.transaction(async (tx) => {
      if (outcome.ok) {
        await markProcessed(tx, refund, outcome.refundReference);
      } else {
        await tx
          .update(refunds)
          .set({ status: "failed", failureReason: outcome.message })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
      }
    });
    return refundViewOf(await refundRow(db, refundId));
  }

  return {
    settle,

    /**
     * A gateway's refund webhook: the store's refund it names (by the gateway's refund id, or the
     * key it was asked with) is settled as the gateway fetched now says. Answers what it did.
     */
    async applyGatewayRefund(told: GatewayRefund): Promise<"processed" | "failed" | "pending" | "unknown"> {
      if (!gateway) return "unknown";
      const [refund] = await db
        .select()
        .from(refunds)
        .where(told.receipt ? eq(refunds.idempotencyKey, told.receipt) : eq(refunds.reference, told.id))
        .limit(1);
      if (!refund || refund.destination !== "original") return "unknown";
      // The webhook's payload is a snapshot: the gateway's refund as it is now decides.
      const now = await gateway.fetchRefund(told.id);
      if (now.status === "pending") return "pending";
      await db.transaction(async (tx) => {
        if (now.status === "processed") await markProcessed(tx, refund, now.id);
        else {
          await tx
            .update(refunds)
            .set({ status: "failed", reference: now.id, failureReason: `${gateway.name} could not pay refund ${now.id} back.` })
            .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
        }
      });
      return now.status;
    },

    /**
     * A cash-on-delivery refund paid by the store to the shopper's UPI ID or bank account: recorded
     * processed with the payout's UTR, in the caller's transaction, audited, the shopper e-mailed.
     */
    async recordPayout(tx: Database, refundId: number, utr: string, actor: AuditActor): Promise<RefundView> {
      const reference = utr.replace(/\s/g, "").toUpperCase();
      if (!/^[A-Z0-9]{6,40}$/.test(reference)) {
        throw new OrderAdminError("invalid_request", "The UTR must be 6 to 40 letters or digits, as the bank's payout confirmation shows it.");
      }
      const refund = await refundRow(tx, refundId, true);
      if (refund.destination === "original") {
        throw new OrderAdminError("not_allowed", `Refund ${refundId} goes back through the payment provider; there is no payout to record.`);
      }
      if (refund.status === "processed") {
        throw new OrderAdminError("not_allowed", `Refund ${refundId} was already paid out (UTR ${refund.reference ?? "unknown"}).`);
      }
      const updated = await markProcessed(tx, refund, reference);
      if (!updated) throw new Error(`refund ${refundId} changed under its row lock`);
      await recordChange(tx, actor, {
        action: "refund.payout",
        entityType: "refund",
        entityId: refund.id,
        before: { status: refund.status },
        after: { status: updated.status, reference },
      });
      return refundViewOf(updated);
    },

    /** Tries a failed refund again with the provider, under its same idempotency key. */
    async retry(actor: StaffActor, refundId: number): Promise<RefundView> {
      if (!roleMay(actor.staff.role, "orders.cancel")) requirePermission(actor, "returns.manage");
      await db.transaction(async (tx) => {
        const refund = await refundRow(tx, refundId, true);
        if (refund.status !== "failed") {
          throw new OrderAdminError("not_allowed", `Refund ${refundId} is ${refund.status}: only a failed refund is tried again.`);
        }
        if (refund.destination !== "original") {
          throw new OrderAdminError("not_allowed", `Refund ${refundId} is paid out by the store: record the payout's UTR instead.`);
        }
        // Under a new key: a gateway answers a key it refused the same way again (Razorpay keeps a failed refund's key).
        await tx.update(refunds).set({ status: "pending", failureReason: null, idempotencyKey: newRefundKey() }).where(eq(refunds.id, refund.id));
        await recordChange(tx, actor, {
          action: "refund.retry",
          entityType: "refund",
          entityId: refund.id,
          before: { status: refund.status, failureReason: refund.failureReason },
          after: { status: "pending" },
        });
      });
      let settled: RefundView;
      try {
        settled = await settle(refundId);
      } catch {
        throw new OrderAdminError("refund_failed", `The payment provider could not be reached. Refund ${refundId} stays pending and is asked again shortly.`);
      }
      if (settled.status === "failed") {
        throw new OrderAdminError("refund_failed", `The payment provider refused refund ${refundId} again: ${settled.failureReason ?? "no reason given"}`);
      }
      return settled;
    },

    /**
     * Housekeeping: refunds of the original payment left pending for over a minute (the store
     * stopped, or the provider could not be reached, after the transaction that opened them) are
     * asked for again. Answers how many were settled (processed or failed) and how many are still
     * out of reach.
     */
    async settlePending(options: { olderThanMs?: number; limit?: number } = {}): Promise<{ settled: number; unreachable: number }> {
      const olderThan = sql`now() - make_interval(secs => ${(options.olderThanMs ?? pendingRefundGraceMs) / 1000})`;
      const due = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, "pending"), eq(refunds.destination, "original"), lte(refunds.createdAt, olderThan)))
        .orderBy(asc(refunds.createdAt))
        .limit(options.limit ?? 100);
      let settled = 0;
      let unreachable = 0;
      for (const { id } of due) {
        try {
          if ((await settle(id)).status !== "pending") settled += 1;
        } catch {
          unreachable += 1;
        }
      }
      return { settled, unreachable };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
