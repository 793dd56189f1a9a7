// Moving an order forward (spec §4: ordered → confirmed → shipped → delivered, with its tracking
// messages) for the person running the store: `npm run orders:advance` and tests. An order never
// moves backwards, and a skipped step still gets its tracking event, so the timeline is complete.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, orderTrackingEvents, payments } from "../db/schema";
import { trackingMessages } from "./order-service";

export const orderProgress = ["ordered", "confirmed", "shipped", "delivered"] as const;
export type OrderProgressStatus = (typeof orderProgress)[number];
/** What an order can be moved to. */
export type AdvanceTarget = Exclude<OrderProgressStatus, "ordered">;
export const advanceTargets = ["confirmed", "shipped", "delivered"] as const satisfies readonly AdvanceTarget[];

export function isAdvanceTarget(value: string): value is AdvanceTarget {
  return (advanceTargets as readonly string[]).includes(value);
}

/** How orders leave the warehouse unless the operator names another way. */
export const defaultDeliveryType = "Standard Delivery";

/** Spec §4's tracking messages for the later steps. */
export function trackingMessageFor(status: AdvanceTarget, deliveryType: string): string {
  switch (status) {
    case "confirmed":
      return trackingMessages.confirmed;
    case "shipped":
      return `Order shipped via ${deliveryType}`;
    case "delivered":
      return "Order delivered successfully";
  }
}

export type OrderStatusErrorCode = "not_found" | "not_forward" | "cancelled";

export class OrderStatusError extends Error {
  constructor(
    readonly code: OrderStatusErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "OrderStatusError";
  }
}

export interface AdvanceResult {
  number: string;
  from: string;
  to: AdvanceTarget;
  /** The tracking events added, oldest first. */
  events: { status: AdvanceTarget; message: string }[];
}

export function createOrderStatusService(db: Database) {
  return {
    /**
     * Moves the order to `to`, recording a tracking event for each step on the way. Refused for an
     * unknown or cancelled order and for a step that is not ahead of where the order is.
     */
    async advance(number: string, to: AdvanceTarget, options: { deliveryType?: string } = {}): Promise<AdvanceResult> {
      const deliveryType = options.deliveryType?.trim() || defaultDeliveryType;
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(eq(orders.number, number))
          .for("update");
        if (!order) throw new OrderStatusError("not_found", `No order has the number ${number}.`);
        if (order.status === "cancelled") {
          throw new OrderStatusError("cancelled", `Order ${number} was cancelled and cannot move.`);
        }
        const from = orderProgress.findIndex((status) => status === order.status);
        const target = orderProgress.indexOf(to);
        if (from < 0) throw new Error(`order ${number} has the unknown status ${order.status}`);
        if (target <= from) {
          throw new OrderStatusError(
            "not_forward",
            `Order ${number} is already ${order.status}; it can only move forward (${orderProgress.slice(from + 1).join(", ") || "nothing left"}).`,
          );
        }
        const steps = orderProgress.slice(from + 1, target + 1).filter(isAdvanceTarget);
        const events = steps.map((status) => ({ status, message: trackingMessageFor(status, deliveryType) }));
        await tx.insert(orderTrackingEvents).values(events.map((event) => ({ orderId: order.id, ...event })));
        await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id));
        if (to === "delivered") {
          // Cash on delivery is collected by the courier at the door.
          await tx
            .update(payments)
            .set({ status: "captured" })
            .where(and(eq(payments.orderId, order.id), eq(payments.method, "cod"), eq(payments.status, "pending")));
        }
        return { number, from: order.status, to, events };
      });
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
