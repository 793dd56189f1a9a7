// Orders paid through a hosted gateway (decision 029). An order placed with card, UPI, netbanking
// or EMI waits for its payment with its stock held; this service is the only way such a payment
// becomes the store's money, whoever reports it: the shopper's browser (a payment id and the
// gateway's signature), a webhook, or the expiry task asking the gateway itself. All three end in
// applyGatewayPayment(), which believes only what it fetched from the gateway for the gateway order
// the store stored, and only ever moves a payment forward, so reports may come twice and in any
// order. Every decision it takes without a staff member is written to the audit trail.
import { and, asc, desc, eq, lte } from "drizzle-orm";
import type { Logger } from "pino";
import {
  gatewayPaymentMessages,
  GatewayPaymentError,
  type GatewayCheckout,
  type PaymentReport,
  type PaymentState,
} from "../../app/lib/contracts/gateway-payments";
import { languageOrDefault } from "../../app/i18n/language";
import { orderNumberPattern, type OrderView } from "../../app/lib/contracts/orders";
import { SavedCardError } from "../../app/lib/contracts/saved-cards";
import type { Owner } from "../../app/lib/contracts/owner";
import type { Database } from "../db/client";
import { emailOutbox, orderLines, orders, orderTrackingEvents, paymentEvents, payments } from "../db/schema";
import { orderCancelledEmail } from "../mail/order-cancelled-email";
import { paymentFailuresTotal } from "../metrics/store-metrics";
import { orderConfirmationEmail } from "../mail/order-confirmation-email";
import {
  GatewayError,
  paiseFromRupees,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type HostedGateway,
} from "../payments/hosted-gateway";
import { cancelledTrackingMessage } from "./admin-order-service";
import { paymentsActor, recordStoreChange } from "./audit-trail";
import type { DeliveryService } from "./delivery-service";
import { assignInvoiceNumber } from "./invoice-number";
import { emailedItemsOf, readOrder } from "./order-views";
import { ownedBy } from "./ownership";
import { rateLimitRules, type RateLimitService } from "./rate-limit-service";
import type { SavedCardService } from "./saved-card-service";
import { putBackCancelledOrder, takeStockForOrder } from "./stock-service";

/** How long an order awaiting payment holds its stock unless configured otherwise. */
export const defaultPaymentHoldMinutes = 15;

export const paymentExpiredReason = "Payment was not received in time.";
const confirmedTrackingMessage = "Order confirmed and payment received";

type PaymentRow = typeof payments.$inferSelect;

/** What became of one report of a payment; the audit trail and payment_events keep these words. */
export type PaymentOutcome =
  | "confirmed"
  | "already-confirmed"
  | "accepted-after-expiry"
  | "refunded-after-expiry"
  | "released-after-expiry"
  | "duplicate-refunded"
  | "duplicate-released"
  | "not-yet"
  | "failed"
  | "mismatch"
  | "unknown-order";

export interface GatewayPaymentServiceOptions {
  gateway: HostedGateway;
  delivery: Pick<DeliveryService, "quoteDelivery">;
  /** The refund service's settling of a refund the gateway's webhook names. */
  refunds?: { applyGatewayRefund(refund: GatewayRefund): Promise<"processed" | "failed" | "pending" | "unknown"> };
  /** Counts refused webhooks per address, so a flood of forgeries cannot fill the audit trail. */
  rateLimits?: Pick<RateLimitService, "hit">;
  /** Saved cards: a payment that saved one makes it the shopper's, and Add New Card's checks are not orders. */
  savedCards?: Pick<SavedCardService, "keepTokensOfCustomer" | "isCardCheck">;
  holdMinutes?: number;
  /** The store's public origin for links in e-mails sent without a request (webhooks, expiry). */
  origin?: string | null;
  logger?: Pick<Logger, "warn" | "error">;
  now?: () => Date;
}

/** The request a report came with, for the audit trail. */
export interface ReportContext {
  clientAddress: string | null;
  /** The store's origin as the request saw it, for the confirmation e-mail's link. */
  origin?: string | null;
}

/** What to do with the gateway once the transaction that decided has committed. */
interface FollowUp {
  capture: boolean;
  refund: boolean;
}

export function createGatewayPaymentService(db: Database, options: GatewayPaymentServiceOptions) {
  const { gateway } = options;
  const holdMs = (options.holdMinutes ?? defaultPaymentHoldMinutes) * 60 * 1000;
  const now = options.now ?? (() => new Date());

  function audit(
    target: Database,
    action: string,
    entityId: string,
    details: { before?: unknown; after?: unknown },
    clientAddress: string | null,
  ): Promise<void> {
    return recordStoreChange(target, paymentsActor, { action, entityType: "order", entityId, ...details }, clientAddress);
  }

  function unavailable(error: unknown): never {
    if (error instanceof GatewayError && error.kind === "unreachable") {
      throw new GatewayPaymentError("gateway_unavailable", gatewayPaymentMessages.gatewayUnavailable);
    }
    throw error;
  }

  function checkoutOf(row: Pick<PaymentRow, "gatewayOrderId" | "amount" | "expiresAt">, orderNumber: string): GatewayCheckout {
    if (!row.gatewayOrderId || !row.expiresAt) throw new Error(`order ${orderNumber} has no gateway order to pay`);
    return {
      gateway: gateway.name,
      scriptUrl: gateway.browserCheckout.scriptUrl,
      keyId: gateway.browserCheckout.keyId,
      gatewayOrderId: row.gatewayOrderId,
      amountPaise: paiseFromRupees(row.amount),
      currency: "INR",
      orderNumber,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The order (of this owner) and its latest payment; a refusal when there is none. */
  async function ownedOrderPayment(owner: Owner | null, number: string) {
    // Not an order number at all (a NUL, a page of text): no look-up, the same answer as a stranger's.
    if (!owner || !orderNumberPattern.test(number)) throw new GatewayPaymentError("order_not_found", gatewayPaymentMessages.orderNotFound);
    const [row] = await db
      .select({ order: { id: orders.id, number: orders.number, status: orders.status }, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.number, number), ownedBy(owner, orders)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!row) throw new GatewayPaymentError("order_not_found", gatewayPaymentMessages.orderNotFound);
    return row;
  }

  /** The stored payment a gateway order belongs to, or null when the store never made it. */
  async function paymentOfGatewayOrder(gatewayOrderId: string): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, gateway.name), eq(payments.gatewayOrderId, gatewayOrderId)));
    return row ?? null;
  }

  /** Why a fetched payment cannot be this stored one's, or null when it can. */
  function mismatchOf(stored: PaymentRow, paid: GatewayPayment): string | null {
    if (paid.gatewayOrderId !== stored.gatewayOrderId) return "another gateway order";
    if (paid.currency !== "INR") return `currency ${paid.currency}`;
    if (paid.amountPaise !== paiseFromRupees(stored.amount)) return `amount ${paid.amountPaise} paise`;
    return null;
  }

  /**
   * The warehouses an order's pieces would be taken from again, nearest first, read before the
   * transaction that takes them (the delivery rules read the database on their own connection).
   */
  async function warehousesFor(orderId: number): Promise<number[]> {
    const [order] = await db.select({ pincode: orders.pincode, state: orders.state, total: orders.total }).from(orders).where(eq(orders.id, orderId));
    if (!order) return [];
    const lines = await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const quote = await options.delivery.quoteDelivery({
      pincode: order.pincode,
      stateCode: order.state,
      total: order.total,
      productIds: lines.map((line) => line.productId),
    });
    return quote.ok ? quote.warehousesNearestFirst : [];
  }

  /** Puts a cancelled (expired) order's pieces back on its lines, if every one can still be had. */
  async function retakeStock(tx: Database, orderId: number, nearest: readonly number[]): Promise<boolean> {
    const lines = await tx
      .select({ lineId: orderLines.id, variantId: orderLines.variantId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    // A savepoint: a line short of stock undoes what the others took.
    try {
      await tx.transaction(async (savepoint) => {
        const shortages = await takeStockForOrder(savepoint, orderId, lines, nearest);
        if (shortages.length > 0) throw new StockGone();
      });
      return true;
    } catch (error) {
      if (error instanceof StockGone) return false;
      throw error;
    }
  }

  /** The order confirmed by its payment: invoice number, tracking, e-mail (inside the deciding transaction). */
  async function confirmOrder(tx: Database, orderId: number, origin: string | null): Promise<void> {
    await tx.update(orders).set({ status: "confirmed", cancelledAt: null, cancelledBy: null, cancelReason: null }).where(eq(orders.id, orderId));
    await assignInvoiceNumber(tx, orderId);
    await tx.insert(orderTrackingEvents).values({ orderId, status: "confirmed", message: confirmedTrackingMessage });
    const [numbered] = await tx.select({ number: orders.number, language: orders.language }).from(orders).where(eq(orders.id, orderId));
    const view = numbered ? await readOrder(tx, numbered.number) : null;
    if (!numbered || !view) throw new Error(`order ${orderId} vanished while being confirmed`);
    await tx.insert(emailOutbox).values({ ...orderConfirmationEmail(view, origin, languageOrDefault(numbered.language)), orderId });
  }

  /**
   * Applies what the gateway says of one payment of a stored gateway order, in one transaction that
   * locks the stored payment; the capture or refund it decides on follows once that has committed.
   */
  async function applyGatewayPayment(stored: PaymentRow, paid: GatewayPayment, context: ReportContext): Promise<PaymentOutcome> {
    const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, stored.orderId));
    const orderNumber = order?.number ?? String(stored.orderId);
    const mismatch = mismatchOf(stored, paid);
    if (mismatch) {
      await audit(db, "payment.mismatch", orderNumber, { after: { paymentId: paid.id, mismatch, status: paid.status } }, context.clientAddress);
      return "mismatch";
    }
    if (paid.status === "created") return "not-yet";
    if (paid.status === "failed") {
      paymentFailuresTotal.inc({ reason: paid.errorReason ?? "failed", payment_method: paid.method });
      await db
        .update(payments)
        .set({ failureReason: paid.errorDescription ?? paid.errorReason ?? "failed" })
        .where(and(eq(payments.id, stored.id), eq(payments.status, "awaiting")));
      await audit(db, "payment.failed", orderNumber, { after: { paymentId: paid.id, reason: paid.errorReason ?? null } }, context.clientAddress);
      return "failed";
    }
    // Authorized, captured, or refunded since (a gateway that gave back an authorization by itself).
    const taken = paid.captured;
    const [current] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, stored.id));
    const nearest = current?.status === "expired" ? await warehousesFor(stored.orderId) : null;
    const decision = await db.transaction(async (tx): Promise<{ outcome: PaymentOutcome; follow: FollowUp }> => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, stored.id)).for("update");
      if (!row) throw new Error(`payment ${stored.id} vanished`);
      const before = { paymentStatus: row.status, paymentId: row.providerReference };
      const paidFields = {
        providerReference: paid.id,
        status: taken ? "captured" : "authorized",
        cardBrand: paid.card?.brand ?? null,
        cardLast4: paid.card?.last4 ?? null,
        failureReason: null,
      } as const;
      const origin = context.origin ?? options.origin ?? null;
      if (row.status === "awaiting") {
        await tx.update(payments).set(paidFields).where(eq(payments.id, row.id));
        await confirmOrder(tx, row.orderId, origin);
        await audit(tx, "payment.confirm", orderNumber, { before, after: { paymentStatus: paidFields.status, paymentId: paid.id } }, context.clientAddress);
        return { outcome: "confirmed", follow: { capture: !taken, refund: false } };
      }
      if (row.providerReference === paid.id) {
        // Reported again (the browser and a webhook, or a replay): a capture left undone is done now.
        return { outcome: "already-confirmed", follow: { capture: row.status === "authorized" && !taken, refund: false } };
      }
      if (row.status === "expired") {
        // Expired since the look before the transaction: asked again with the next report.
        if (!nearest) return { outcome: "not-yet", follow: { capture: false, refund: false } };
        if (await retakeStock(tx, row.orderId, nearest)) {
          await tx.update(payments).set({ ...paidFields, expiresAt: row.expiresAt }).where(eq(payments.id, row.id));
          await confirmOrder(tx, row.orderId, origin);
          await audit(tx, "payment.accept_after_expiry", orderNumber, { before, after: { paymentStatus: paidFields.status, paymentId: paid.id } }, context.clientAddress);
          return { outcome: "accepted-after-expiry", follow: { capture: !taken, refund: false } };
        }
        const outcome = taken ? "refunded-after-expiry" : "released-after-expiry";
        await audit(tx, `payment.${taken ? "refund" : "release"}_after_expiry`, orderNumber, { before, after: { paymentId: paid.id, reason: "stock gone" } }, context.clientAddress);
        return { outcome, follow: { capture: false, refund: taken } };
      }
      // Another payment of an order already paid (two tabs), or of one cancelled meanwhile: its money goes back.
      const outcome = taken ? "duplicate-refunded" : "duplicate-released";
      await audit(tx, `payment.${taken ? "refund" : "release"}_duplicate`, orderNumber, { before, after: { paymentId: paid.id } }, context.clientAddress);
      return { outcome, follow: { capture: false, refund: taken } };
    });
    await followUp(stored, paid, decision.follow, orderNumber);
    if (decision.outcome === "confirmed" || decision.outcome === "accepted-after-expiry" || decision.outcome === "already-confirmed") {
      await keepSavedCard(stored.orderId, paid, orderNumber);
    }
    return decision.outcome;
  }

  /** A confirmed payment that saved the card (the shopper ticked "Save this card"): the card joins their saved cards. */
  async function keepSavedCard(orderId: number, paid: GatewayPayment, orderNumber: string): Promise<void> {
    if (!paid.tokenId || !paid.customerId || !options.savedCards) return;
    const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (!order?.userId) return;
    try {
      await options.savedCards.keepTokensOfCustomer(order.userId, paid.customerId);
    } catch (error) {
      // The order is paid whatever happens to the card; the next payment or check saves it.
      if (!(error instanceof GatewayError) && !(error instanceof SavedCardError)) throw error;
      options.logger?.warn({ err: error, order: orderNumber }, "a card saved with a payment is not yet among the shopper's cards");
    }
  }

  /** The gateway calls a decision needs; an unreachable gateway leaves them to the next report or expiry round. */
  async function followUp(stored: PaymentRow, paid: GatewayPayment, follow: FollowUp, orderNumber: string): Promise<void> {
    if (!follow.capture && !follow.refund) return;
    try {
      if (follow.capture) {
        const captured = await gateway.capture(paid.id, paid.amountPaise);
        if (captured.captured) {
          await db
            .update(payments)
            .set({ status: "captured" })
            .where(and(eq(payments.id, stored.id), eq(payments.providerReference, paid.id), eq(payments.status, "authorized")));
        }
      }
      if (follow.refund) {
        const left = paid.amountPaise - paid.amountRefundedPaise;
        if (left > 0) {
          // One key per payment: asked again (a replayed report), the gateway refunds it once.
          await gateway.refund({ paymentId: paid.id, amountPaise: left, idempotencyKey: `back-${paid.id}`.slice(0, 40), notes: { order: orderNumber } });
        }
      }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      options.logger?.warn({ err: error, order: orderNumber, payment: paid.id }, "a payment's capture or refund is left for the next round");
    }
  }

  /** Fetches one payment the gateway names, or a refusal the caller can pass on. */
  async function fetchPayment(paymentId: string): Promise<GatewayPayment> {
    try {
      return await gateway.fetchPayment(paymentId);
    } catch (error) {
      if (error instanceof GatewayError && error.kind !== "unreachable") {
        throw new GatewayPaymentError("signature_invalid", gatewayPaymentMessages.signatureInvalid);
      }
      return unavailable(error);
    }
  }

  /** Expires one awaiting payment whose time is up, unless the gateway has a payment for it after all. */
  async function expireOne(stored: PaymentRow): Promise<"expired" | "settled" | "unreachable" | "skipped"> {
    if (!stored.gatewayOrderId) return "skipped";
    let attempts: GatewayPayment[];
    try {
      attempts = await gateway.fetchOrderPayments(stored.gatewayOrderId);
    } catch (error) {
      if (error instanceof GatewayError) {
        options.logger?.warn({ err: error, payment: stored.id }, "could not ask the gateway before expiring a payment; trying again next round");
        return "unreachable";
      }
      throw error;
    }
    const paid = attempts.find((attempt) => attempt.status === "authorized" || attempt.status === "captured");
    if (paid) {
      await applyGatewayPayment(stored, paid, { clientAddress: null });
      return "settled";
    }
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, stored.id)).for("update");
      if (!row || row.status !== "awaiting" || !row.expiresAt || row.expiresAt > now()) return "skipped";
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
      // Cancelled meanwhile by the shopper or staff: its stock went back then.
      if (!order || order.status === "cancelled") return "skipped";
      await putBackCancelledOrder(tx, order.id, null);
      await tx.update(payments).set({ status: "expired" }).where(eq(payments.id, row.id));
      await tx
        .update(orders)
        .set({ status: "cancelled", cancelledAt: now(), cancelledBy: "store", cancelReason: paymentExpiredReason })
        .where(eq(orders.id, order.id));
      await tx.insert(orderTrackingEvents).values({ orderId: order.id, status: "cancelled", message: cancelledTrackingMessage });
      const items = await emailedItemsOf(tx, order.id);
      await tx.insert(emailOutbox).values({
        ...orderCancelledEmail({
          number: order.number,
          firstName: order.firstName,
          toAddress: order.email,
          byCustomer: false,
          reason: paymentExpiredReason,
          payment: { kind: "not_paid" },
          items,
          origin: options.origin ?? null,
          language: languageOrDefault(order.language),
        }),
        orderId: order.id,
      });
      await audit(tx, "payment.expire", order.number, { before: { status: order.status, paymentStatus: "awaiting" }, after: { status: "cancelled", paymentStatus: "expired" } }, null);
      return "expired";
    });
  }

  /** One webhook's event, its signature checked and its id written: the payment or refund it names, as the gateway says now. */
  async function applyEvent(paymentNamed: GatewayPayment, refundNamed: GatewayRefund | null, eventId: string, context: ReportContext): Promise<WebhookOutcome> {
    if (refundNamed) return `refund-${(await options.refunds?.applyGatewayRefund(refundNamed)) ?? "unknown"}`;
    const stored = paymentNamed.gatewayOrderId ? await paymentOfGatewayOrder(paymentNamed.gatewayOrderId) : null;
    // Add New Card's one-rupee check: the browser's report saves the card, and it is never captured.
    if (!stored && paymentNamed.gatewayOrderId && (await options.savedCards?.isCardCheck(paymentNamed.gatewayOrderId))) return "card-check";
    if (!stored) {
      await recordStoreChange(
        db,
        paymentsActor,
        { action: "payment.unknown_order", entityType: "webhook", entityId: eventId, after: { gatewayOrderId: paymentNamed.gatewayOrderId, paymentId: paymentNamed.id } },
        context.clientAddress,
      );
      return "unknown-order";
    }
    // The event's own payload is not believed: the payment is read from the gateway.
    return applyGatewayPayment(stored, await fetchPayment(paymentNamed.id), context);
  }

  return {
    gatewayName: gateway.name,

    /** Until when an order placed now holds its stock. */
    holdUntil(): Date {
      return new Date(now().getTime() + holdMs);
    },

    /**
     * The gateway's order for a store order about to be placed, made before the store's transaction
     * (an unpaid gateway order costs nothing, and no lock waits on the gateway).
     */
    async openGatewayOrder(totalRupees: number, orderNumber: string, checkoutKey: string): Promise<GatewayOrder> {
      try {
        return await gateway.createOrder({
          amountPaise: paiseFromRupees(totalRupees),
          receipt: orderNumber,
          notes: { checkout: checkoutKey.slice(0, 256) },
        });
      } catch (error) {
        return unavailable(error);
      }
    },

    /** What the page opens the gateway with, for an order still awaiting payment in its time ("Pay now"). */
    async checkout(owner: Owner | null, number: string): Promise<GatewayCheckout> {
      const { order, payment } = await ownedOrderPayment(owner, number);
      if (payment.status === "expired") throw new GatewayPaymentError("payment_expired", gatewayPaymentMessages.expired);
      if (payment.status === "authorized" || payment.status === "captured") {
        throw new GatewayPaymentError("already_paid", gatewayPaymentMessages.alreadyPaid);
      }
      if (payment.status !== "awaiting" || order.status === "cancelled") {
        throw new GatewayPaymentError("not_payable", gatewayPaymentMessages.notPayable);
      }
      return checkoutOf(payment, order.number);
    },

    /** The checkout a stored awaiting payment stands for (placing an order answers it). */
    checkoutOf,

    /** The checkout of an order whose latest payment awaits the gateway, or null (placing an order answers it). */
    async awaitingCheckout(number: string, within: Database = db): Promise<GatewayCheckout | null> {
      const [row] = await within
        .select({ payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.number, number))
        .orderBy(desc(payments.id))
        .limit(1);
      return row && row.payment.status === "awaiting" ? checkoutOf(row.payment, number) : null;
    },

    /**
     * The browser's report of a payment. Its signature is checked against the gateway order the
     * store stored (the gateway order id the browser names is never used), then the payment is
     * fetched from the gateway and applied. A refusal changes nothing and is audited.
     */
    async confirmFromBrowser(owner: Owner | null, number: string, report: PaymentReport, context: ReportContext): Promise<OrderView> {
      const { order, payment } = await ownedOrderPayment(owner, number);
      const signed =
        payment.gatewayOrderId !== null &&
        gateway.verifyPaymentSignature({ gatewayOrderId: payment.gatewayOrderId, paymentId: report.razorpay_payment_id, signature: report.razorpay_signature });
      if (!signed) {
        await audit(db, "payment.refuse_signature", order.number, { after: { paymentId: report.razorpay_payment_id.slice(0, 64) } }, context.clientAddress);
        throw new GatewayPaymentError("signature_invalid", gatewayPaymentMessages.signatureInvalid);
      }
      const paid = await fetchPayment(report.razorpay_payment_id);
      const outcome = await applyGatewayPayment(payment, paid, context);
      if (outcome === "mismatch") throw new GatewayPaymentError("payment_mismatch", gatewayPaymentMessages.mismatch);
      if (outcome === "failed") throw new GatewayPaymentError("payment_failed", paid.errorDescription ?? gatewayPaymentMessages.failed);
      if (outcome === "not-yet") throw new GatewayPaymentError("payment_not_received", gatewayPaymentMessages.notYet);
      if (outcome === "refunded-after-expiry" || outcome === "released-after-expiry") {
        throw new GatewayPaymentError("payment_expired", gatewayPaymentMessages.expired);
      }
      const view = await readOrder(db, order.number);
      if (!view) throw new Error(`order ${order.number} vanished after its payment`);
      return view;
    },

    /** Where an order's payment stands, for a page waiting on a UPI approval. */
    async paymentState(owner: Owner | null, number: string): Promise<PaymentState> {
      const { order, payment } = await ownedOrderPayment(owner, number);
      return { orderNumber: order.number, status: payment.status, orderStatus: order.status };
    },

    /**
     * A webhook, as it arrived: the signature over the raw body is checked, the event written once
     * by its id (a replay is answered and changes nothing), and the payment it names is fetched
     * from the gateway and applied. Refunds' events are recorded; the refund service settles them.
     */
    async receiveWebhook(
      rawBody: Uint8Array,
      signature: string,
      eventId: string,
      context: ReportContext,
    ): Promise<{ outcome: WebhookOutcome }> {
      if (!gateway.verifyWebhookSignature(rawBody, signature)) {
        const key = `refused-webhook:${context.clientAddress ?? "unknown"}`;
        const audited = options.rateLimits ? (await options.rateLimits.hit(key, rateLimitRules.refusedWebhooksAudited)).allowed : true;
        if (audited) {
          await recordStoreChange(db, paymentsActor, { action: "payment.refuse_webhook", entityType: "webhook", entityId: eventId.slice(0, 64) || "-" }, context.clientAddress);
        }
        throw new GatewayPaymentError("webhook_refused", gatewayPaymentMessages.webhookRefused);
      }
      const event = gateway.parseWebhookEvent(rawBody);
      if (event.type === "ignored") return { outcome: "recorded" };
      const paymentNamed = event.payment;
      const refundNamed = "refund" in event ? event.refund : null;
      const [written] = await db
        .insert(paymentEvents)
        .values({
          gateway: gateway.name,
          eventId,
          eventType: event.type,
          gatewayOrderId: paymentNamed.gatewayOrderId,
          gatewayPaymentId: paymentNamed.id,
          gatewayRefundId: refundNamed?.id ?? null,
          outcome: "received",
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!written) return { outcome: "duplicate" };
      let outcome: WebhookOutcome;
      try {
        outcome = await applyEvent(paymentNamed, refundNamed, eventId, context);
      } catch (error) {
        // Not applied (the gateway out of reach, say): forgotten, so the gateway's retry applies it.
        await db.delete(paymentEvents).where(eq(paymentEvents.id, written.id));
        return unavailable(error);
      }
      await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, written.id));
      return { outcome };
    },

    /**
     * The expiry round: every awaiting payment past its time is asked of the gateway once more
     * (a payment whose webhook is late is confirmed, not expired); the rest expire, their orders
     * cancelled and their stock put back. Also captures payments confirmed but left uncaptured.
     */
    async expireOverdue(limit = 100): Promise<{ expired: number; settled: number; unreachable: number }> {
      const overdue = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "awaiting"), lte(payments.expiresAt, now())))
        .orderBy(asc(payments.expiresAt))
        .limit(limit);
      const counts = { expired: 0, settled: 0, unreachable: 0 };
      for (const stored of overdue) {
        const result = await expireOne(stored);
        if (result !== "skipped") counts[result] += 1;
      }
      // Payments confirmed whose capture did not go through (the gateway was out of reach): again now.
      const uncaptured = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "authorized"), eq(payments.provider, gateway.name), lte(payments.createdAt, new Date(now().getTime() - 60_000))))
        .orderBy(asc(payments.id))
        .limit(limit);
      for (const stored of uncaptured) {
        if (!stored.providerReference) continue;
        try {
          await applyGatewayPayment(stored, await gateway.fetchPayment(stored.providerReference), { clientAddress: null });
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          counts.unreachable += 1;
        }
      }
      return counts;
    },
  };
}

class StockGone extends Error {}

/** What a webhook did: a payment's outcome, a refund's, or nothing (a replay, an event not acted on). */
export type WebhookOutcome =
  | PaymentOutcome
  | "duplicate"
  | "recorded"
  | "card-check"
  | "refund-processed"
  | "refund-failed"
  | "refund-pending"
  | "refund-unknown";

export type GatewayPaymentService = ReturnType<typeof createGatewayPaymentService>;
