// Moving an order forward (spec §4 with the warehouse's step: ordered → confirmed → packed →
// shipped → delivered, with their tracking messages): for staff in the back office, for the person
// running the store (`npm run orders -- advance`) and, in development, by itself as time passes
// (ORDER_AUTO_ADVANCE_SECONDS, order-auto-advance.ts). All take the same path, moveOrder(): an order
// never moves backwards, a skipped step still gets its tracking event (so the timeline is
// complete), shipping keeps the courier and tracking number staff give, delivery its date, cash on
// delivery is collected at the door, the change is audited (staff, command line), and the shopper
// is e-mailed through the outbox in the same transaction, unless their account turned order
// updates off. Packing is the warehouse's step: a tracking event, no e-mail.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { languageOrDefault } from "../../app/i18n/language";
import { translate } from "../../app/i18n/page-messages.server";
import { translateWith, type Translate } from "../../app/i18n/use-t";
import { OrderStatusError } from "../../app/lib/contracts/orders";
import { carrierName, defaultDeliveryType } from "../../app/lib/delivery-carrier";
import type { Database } from "../db/client";
import { emailOutbox, notificationSettings, orders, orderTrackingEvents, payments } from "../db/schema";
import { orderStatusEmail } from "../mail/order-status-email";
import { commandLine, recordChange, type AuditActor } from "./audit-trail";
import { trackingMessages } from "./order-service";
import { emailedItemsOf } from "./order-views";

export const orderProgress = ["ordered", "confirmed", "packed", "shipped", "delivered"] as const;
export type OrderProgressStatus = (typeof orderProgress)[number];
/** What an order can be moved to. */
export type AdvanceTarget = Exclude<OrderProgressStatus, "ordered">;
export const advanceTargets = ["confirmed", "packed", "shipped", "delivered"] as const satisfies readonly AdvanceTarget[];

export function isAdvanceTarget(value: string): value is AdvanceTarget {
  return (advanceTargets as readonly string[]).includes(value);
}

/** How orders leave the warehouse unless the operator names another way. */

export const packedTrackingMessage = "Order packed and ready to ship";

/** How a shipped order travels: the CLI's delivery type, or staff's courier and tracking number. */
export interface ShippingDetails {
  deliveryType?: string | null | undefined;
  courier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
}

/** Spec §4's tracking messages for the later steps, and the warehouse's own. */
/**
 * The tracking message of a step: in English as the order's timeline keeps it (pages word it
 * again in theirs), or through `t` in an e-mail's language.
 */
export function trackingMessageFor(status: AdvanceTarget, shipping: ShippingDetails = {}, t: Translate = translateWith.bind(null, null)): string {
  switch (status) {
    case "confirmed":
      return t(trackingMessages.confirmed);
    case "packed":
      return t(packedTrackingMessage);
    case "shipped": {
      const carrier = carrierName(shipping.courier || shipping.deliveryType || defaultDeliveryType, t);
      return shipping.trackingNumber
        ? t("Order shipped via {carrier}, tracking number {number}", { carrier, number: shipping.trackingNumber })
        : t("Order shipped via {carrier}", { carrier });
    }
    case "delivered":
      return t("Order delivered successfully");
  }
}

/** The audit trail's name of a move to `status`. */
export function moveActionOf(status: AdvanceTarget): string {
  const verbs = { confirmed: "confirm", packed: "pack", shipped: "ship", delivered: "deliver" } as const satisfies Record<AdvanceTarget, string>;
  return `order.${verbs[status]}`;
}

export interface AdvanceResult {
  number: string;
  from: string;
  to: AdvanceTarget;
  /** The tracking events added, oldest first. */
  events: { status: AdvanceTarget; message: string }[];
}

/** What a move needs to know of the order, read under its row lock. */
export interface LockedOrder {
  id: number;
  number: string;
  status: string;
  userId: number | null;
  email: string;
  firstName: string;
  promisedFrom: string | null;
  promisedTo: string | null;
  /** The language the order was placed in: its e-mails are written in it. */
  language: string;
}

export const lockedOrderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  userId: orders.userId,
  email: orders.email,
  firstName: orders.firstName,
  promisedFrom: orders.promisedFrom,
  promisedTo: orders.promisedTo,
  language: orders.language,
};

/** The step after `status`, or null when there is none (delivered, cancelled, unknown). */
export function nextStatus(status: string): AdvanceTarget | null {
  const index = orderProgress.findIndex((step) => step === status);
  const next = index >= 0 ? orderProgress[index + 1] : undefined;
  return next !== undefined && isAdvanceTarget(next) ? next : null;
}

export interface MoveOptions extends ShippingDetails {
  /** The store's public address for the e-mail's link; null names the page instead. */
  origin: string | null;
  /** Who moves it, for the audit trail; null for development's timer, which is no one's change. */
  actor: AuditActor | null;
}

/**
 * Moves a locked order to `to` in the caller's transaction: tracking events for every step, the
 * status, courier and tracking number, delivery date, payment, audit row and e-mail.
 */
export async function moveOrder(tx: Database, order: LockedOrder, to: AdvanceTarget, options: MoveOptions): Promise<AdvanceResult> {
  const from = orderProgress.findIndex((status) => status === order.status);
  const target = orderProgress.indexOf(to);
  if (from < 0) throw new Error(`order ${order.number} has the unknown status ${order.status}`);
  if (target <= from) {
    throw new OrderStatusError(
      "not_forward",
      `Order ${order.number} is already ${order.status}; it can only move forward (${orderProgress.slice(from + 1).join(", ") || "nothing left"}).`,
    );
  }
  // An order paid in the gateway's window is confirmed by its payment alone, never by a person or a timer.
  const [latest] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
  if (latest?.status === "awaiting") {
    throw new OrderStatusError("awaiting_payment", `Order ${order.number} is awaiting its payment: it is confirmed once the payment reaches us.`);
  }
  const steps = orderProgress.slice(from + 1, target + 1).filter(isAdvanceTarget);
  const events = steps.map((status) => ({ status, message: trackingMessageFor(status, options) }));
  await tx.insert(orderTrackingEvents).values(events.map((event) => ({ orderId: order.id, ...event })));
  const ships = steps.includes("shipped");
  const courier = ships ? (options.courier ?? null) : null;
  const trackingNumber = ships ? (options.trackingNumber ?? null) : null;
  await tx
    .update(orders)
    .set({
      status: to,
      ...(ships ? { courier, trackingNumber } : {}),
      ...(to === "delivered" ? { deliveredAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, order.id));
  if (to === "delivered") {
    // Cash on delivery is collected by the courier at the door.
    await tx
      .update(payments)
      .set({ status: "captured" })
      .where(and(eq(payments.orderId, order.id), eq(payments.method, "cod"), eq(payments.status, "pending")));
  }
  if (options.actor !== null) {
    await recordChange(tx, options.actor, {
      action: moveActionOf(to),
      entityType: "order",
      entityId: order.number,
      before: { status: order.status },
      after: { status: to, ...(ships ? { courier, trackingNumber } : {}) },
    });
  }
  // One e-mail for where the order is now, however many steps it took to get there; packing is the warehouse's own.
  if (to !== "packed" && (await wantsOrderUpdates(tx, order.userId))) {
    const items = await emailedItemsOf(tx, order.id);
    const language = languageOrDefault(order.language);
    await tx.insert(emailOutbox).values({
      ...orderStatusEmail({
        language,
        status: to,
        number: order.number,
        firstName: order.firstName,
        toAddress: order.email,
        trackingMessage: trackingMessageFor(to, options, (message, values) => translate(language, message, values)),
        courier,
        trackingNumber,
        items,
        promisedFrom: order.promisedFrom,
        promisedTo: order.promisedTo,
        hasAccount: order.userId !== null,
        origin: options.origin,
      }),
      orderId: order.id,
    });
  }
  return { number: order.number, from: order.status, to, events };
}

/** A guest's orders always send updates; an account's follow its e-mail setting (on unless turned off). */
async function wantsOrderUpdates(tx: Database, userId: number | null): Promise<boolean> {
  if (userId === null) return true;
  const [settings] = await tx
    .select({ orderUpdates: notificationSettings.emailOrderUpdates })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return settings?.orderUpdates ?? true;
}

export interface OrderStatusServiceOptions {
  /**
   * The store's public address (PUBLIC_ORIGIN): the e-mails link to Track Order there. No request
   * is at hand when an order moves on (the operator's command, the development timer); without it
   * the e-mails name the page instead.
   */
  publicOrigin?: string | null;
}

export function createOrderStatusService(db: Database, options: OrderStatusServiceOptions = {}) {
  const origin = options.publicOrigin ?? null;
  return {
    /**
     * Moves the order to `to`, recording a tracking event for each step on the way. Refused for an
     * unknown or cancelled order and for a step that is not ahead of where the order is.
     */
    async advance(number: string, to: AdvanceTarget, options: { deliveryType?: string } = {}): Promise<AdvanceResult> {
      const deliveryType = options.deliveryType?.trim() || defaultDeliveryType;
      return db.transaction(async (tx) => {
        const [order] = await tx.select(lockedOrderColumns).from(orders).where(eq(orders.number, number)).for("update");
        if (!order) throw new OrderStatusError("not_found", `No order has the number ${number}.`);
        if (order.status === "cancelled") {
          throw new OrderStatusError("cancelled", `Order ${number} was cancelled and cannot move.`);
        }
        // The person running the store on the command line: audited as such.
        return moveOrder(tx, order, to, { deliveryType, origin, actor: commandLine });
      });
    },

    /**
     * Development's automatic progression: every order whose last step (or placement) is at least
     * `afterSeconds` old moves one step on. Each order is locked with SKIP LOCKED and checked again
     * under the lock, so two server processes on one database never move an order twice.
     * Answers the moves made, oldest order first.
     */
    async advanceDue(afterSeconds: number, options: { limit?: number } = {}): Promise<AdvanceResult[]> {
      if (!Number.isSafeInteger(afterSeconds) || afterSeconds < 1) throw new RangeError(`bad interval ${afterSeconds}`);
      const lastStep = sql`coalesce(
        (select max(${orderTrackingEvents.createdAt}) from ${orderTrackingEvents} where ${orderTrackingEvents.orderId} = ${orders.id}),
        ${orders.createdAt})`;
      // Orders still awaiting their payment wait for it, not for the timer.
      const isDue = sql`${lastStep} <= now() - make_interval(secs => ${afterSeconds})
        and not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'awaiting')`;
      const moving = ["ordered", "confirmed", "packed", "shipped"];
      const due = await db
        .select({ number: orders.number })
        .from(orders)
        .where(and(inArray(orders.status, moving), isDue))
        .orderBy(asc(orders.id))
        .limit(options.limit ?? 100);
      const moved: AdvanceResult[] = [];
      for (const { number } of due) {
        const result = await db.transaction(async (tx) => {
          const [order] = await tx
            .select(lockedOrderColumns)
            .from(orders)
            .where(and(eq(orders.number, number), inArray(orders.status, moving), isDue))
            .for("update", { skipLocked: true });
          // Locked by another process, or moved since the list was read: not this one's to move.
          if (!order) return null;
          // The row is ours now; read its last step again, as another process may just have committed one.
          const [still] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, order.id), isDue));
          const to = nextStatus(order.status);
          if (!still || !to) return null;
          return moveOrder(tx, order, to, { deliveryType: defaultDeliveryType, origin, actor: null });
        });
        if (result) moved.push(result);
      }
      return moved;
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
