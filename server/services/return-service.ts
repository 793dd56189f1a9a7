// Returns, from the shopper's request to the refund. A shopper asks to return pieces of a delivered
// order inside the return window (for cash on delivery, naming a UPI ID or bank account for the
// money); staff approve or refuse it, book the pickup, receive the pieces (each back to sale or
// set aside as damaged) and refund them. Every step happens under the order's and the return's row
// locks, checks the status the staff member saw (someone else's move is refused as "changed"),
// writes its audit row, a tracking event the shopper sees and an e-mail to the shopper in the same
// transaction. The refund itself is the refund service's: opened here, settled after commit.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { returnWindowDays } from "../../app/features/content/promise-figures";
import { languageOrDefault } from "../../app/i18n/language";
import { roleMay } from "../../app/lib/admin/staff-permissions";
import {
  OrderAdminError,
  returnConditions,
  returnStatuses,
  type PaymentMethod,
  type RefundDestination,
  type RefundView,
  type ReturnActionInput,
  type ReturnCondition,
  type ReturnRequestInput,
  type ReturnStatus,
  type ReturnView,
} from "../../app/lib/contracts/admin-orders";
import type { OrderReturnSummary, ReturnableLine, ReturnOptions } from "../../app/lib/contracts/order-returns";
import { orderNumberPattern, type PlaceOrderContext } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { indiaToday } from "../../app/lib/delivery-promise";
import { deliverySlotText, isDeliverySlot, type DeliverySlot } from "../../app/lib/delivery-slots";
import { formatDate } from "../../app/lib/format-date";
import { pickupDateText, refundAccountRefusal, returnLimits, returnRequestSchema } from "../../app/lib/forms/return-schemas";
import { formatRupees } from "../../app/lib/money";
import { parsePhone } from "../../app/lib/phone";
import { imageUrl } from "../../app/lib/product-images";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { emailOutbox, orderLines, orderReturnLines, orderReturns, orders, orderTrackingEvents, payments, refunds } from "../db/schema";
import type { OutboxEmail } from "../mail/email-layout";
import {
  returnApprovedEmail,
  returnPickupScheduledEmail,
  returnReceivedEmail,
  returnRefundedEmail,
  returnRejectedEmail,
  returnRequestedEmail,
  type ReturnEmailInput,
} from "../mail/return-email";
import { recordChange } from "./audit-trail";
import { ownedBy } from "./ownership";
import { openRefund, refundViewOf, type RefundService } from "./refund-service";
import { requirePermission } from "./require-permission";
import { receiveReturnedPieces } from "./stock-service";

const dayMs = 24 * 60 * 60 * 1000;
/** Staff may book a pickup from today to this many days ahead (the shopper, 1 to 7). */
const staffPickupDays = 14;
const queuePageSize = 25;
/** Order History shows ten orders a page; a forged list is cut here. */
const maxSummaryOrders = 50;

/** The tracking events a return adds to its order's timeline, by step. */
export const returnTrackingMessages = {
  requested: "Return requested",
  approved: "Return approved",
  rejected: (reason: string) => `Return rejected: ${reason}`,
  pickupScheduled: (pickupDate: string, pickupSlot: string) =>
    `Return pickup scheduled for ${pickupDateText(pickupDate)}, ${deliverySlotText(pickupSlot) ?? pickupSlot}`,
  received: "Return received",
  refunded: (amount: number) => `Refund of ${formatRupees(amount)} issued`,
} as const;

/** Which status each staff move starts from. */
const movesFrom: Record<ReturnActionInput["action"], readonly ReturnStatus[]> = {
  approve: ["requested"],
  reject: ["requested"],
  // Booking the pickup again moves it to another date or slot.
  schedule_pickup: ["approved", "pickup_scheduled"],
  receive: ["pickup_scheduled"],
  refund: ["received"],
};

const statusWords: Record<ReturnStatus, string> = {
  requested: "requested",
  approved: "approved",
  rejected: "rejected",
  pickup_scheduled: "booked for pickup",
  received: "received",
  refunded: "refunded",
};

const actionWords: Record<ReturnActionInput["action"], string> = {
  approve: "approved",
  reject: "rejected",
  schedule_pickup: "booked for pickup",
  receive: "received",
  refund: "refunded",
};

function isReturnStatus(value: string): value is ReturnStatus {
  return (returnStatuses as readonly string[]).includes(value);
}

function isReturnCondition(value: string | null): value is ReturnCondition {
  return value !== null && (returnConditions as readonly string[]).includes(value);
}

function paymentMethodOf(value: string): PaymentMethod {
  if (value === "card" || value === "upi" || value === "cod") return value;
  throw new Error(`an order has the unknown payment method ${value}`);
}

/**
 * What a return is worth: the returned lines at the price paid, less their share of the order's
 * promo discount in proportion to their value (the discount was a percent of the subtotal). The
 * shares are rounded cumulatively, from the value of the order's returns refunded before this one,
 * so however the order is returned piece by piece, the discounts taken off add up to the order's
 * discount exactly and the refunds never exceed what the goods cost. Delivery is not refunded: it
 * was made.
 */
export function returnRefundAmount(order: { subtotal: number; discount: number }, earlierValue: number, value: number): number {
  if (order.subtotal <= 0 || order.discount <= 0) return value;
  const shareUpTo = (returnedValue: number) => Math.round((order.discount * Math.min(returnedValue, order.subtotal)) / order.subtotal);
  return value - (shareUpTo(earlierValue + value) - shareUpTo(earlierValue));
}

/** When the order reached its shopper: its delivery date, or (orders delivered before it was kept) the tracking event's. */
const deliveredAtColumn = sql`coalesce(${orders.deliveredAt}, (
  select max(${orderTrackingEvents.createdAt}) from ${orderTrackingEvents}
  where ${orderTrackingEvents.orderId} = ${orders.id} and ${orderTrackingEvents.status} = 'delivered'))`.mapWith(orders.deliveredAt);

const orderFactColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  email: orders.email,
  firstName: orders.firstName,
  paymentMethod: orders.paymentMethod,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveredAt: deliveredAtColumn,
  language: orders.language,
};

interface OrderFacts {
  id: number;
  number: string;
  status: string;
  email: string;
  firstName: string;
  paymentMethod: string;
  subtotal: number;
  discount: number;
  deliveredAt: Date | null;
  /** The order's language: the return's e-mails are written in it. */
  language: string;
}

function windowClosesAt(order: OrderFacts): Date | null {
  return order.deliveredAt ? new Date(order.deliveredAt.getTime() + returnWindowDays * dayMs) : null;
}

/** Why nothing of the order may be asked back now (pieces aside); null while it may. */
function windowRefusal(order: OrderFacts, now: Date): OrderAdminError | null {
  if (order.status === "cancelled") return new OrderAdminError("not_allowed", `Order ${order.number} was cancelled: there is nothing to return.`);
  const closes = windowClosesAt(order);
  if (order.status !== "delivered" || !closes) {
    return new OrderAdminError("not_allowed", `Order ${order.number} has not been delivered yet: items can be returned once it is.`);
  }
  if (now.getTime() >= closes.getTime()) {
    return new OrderAdminError("return_window_closed", `The ${returnWindowDays}-day return window for this order closed on ${formatDate(closes.toISOString())}.`);
  }
  return null;
}

type ReturnRow = typeof orderReturns.$inferSelect;

/** The account a cash-on-delivery refund goes to, as shown: the bank account masked but for staff who pay it. */
function refundAccountText(row: ReturnRow, fullAccount: boolean): string | null {
  if (row.refundDestination === "upi") return row.refundUpiId;
  if (row.refundDestination !== "bank" || row.refundAccountNumber === null) return null;
  const number = fullAccount ? row.refundAccountNumber : `ending ${row.refundAccountNumber.slice(-4)}`;
  return `${row.refundAccountName ?? ""} · A/c ${number} · IFSC ${row.refundIfsc ?? ""}`;
}

/** The lines of one or more orders with what earlier returns (not rejected) already hold. */
async function returnableLines(tx: Database, orderIds: readonly number[]): Promise<(ReturnableLine & { orderId: number; variantId: number })[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({
      line: orderLines,
      held: sql<number>`coalesce(sum(${orderReturnLines.quantity}) filter (where ${orderReturns.status} <> 'rejected'), 0)`.mapWith(Number),
    })
    .from(orderLines)
    .leftJoin(orderReturnLines, eq(orderReturnLines.orderLineId, orderLines.id))
    .leftJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .groupBy(orderLines.id)
    .orderBy(asc(orderLines.id));
  return rows.map(({ line, held }) => ({
    orderId: line.orderId,
    variantId: line.variantId,
    orderLineId: line.id,
    name: line.name,
    variantType: line.variantType,
    variantName: line.variantName,
    imageUrl: line.imagePath ? imageUrl(line.imagePath, 320, "webp") : null,
    price: line.price,
    bought: line.quantity,
    returnable: Math.max(0, line.quantity - held),
  }));
}

/** The value of each order's returns already refunded: where the next return's share of the discount starts. */
async function refundedValues(tx: Database, orderIds: readonly number[], exceptReturnId: number | null = null): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ orderId: orderReturns.orderId, value: sql<number>`coalesce(sum(${orderLines.price} * ${orderReturnLines.quantity}), 0)`.mapWith(Number) })
    .from(orderReturns)
    .innerJoin(orderReturnLines, eq(orderReturnLines.returnId, orderReturns.id))
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
    .where(
      and(
        inArray(orderReturns.orderId, [...orderIds]),
        eq(orderReturns.status, "refunded"),
        exceptReturnId === null ? undefined : sql`${orderReturns.id} <> ${exceptReturnId}`,
      ),
    )
    .groupBy(orderReturns.orderId);
  return new Map(rows.map((row) => [row.orderId, row.value]));
}

interface ReadOptions {
  limit?: number;
  offset?: number;
  /** The bank account number in full: only for staff who may pay it. */
  fullAccount: boolean;
}

/** The returns `where` names (on order_returns and orders), newest first, as views: four statements however many. */
/** Returns as every page shows them (amounts with their share of the order's discount), newest first. */
export async function readReturnViews(tx: Database, where: SQL | undefined, options: ReadOptions): Promise<ReturnView[]> {
  let query = tx
    .select({ ret: orderReturns, number: orders.number, firstName: orders.firstName, lastName: orders.lastName, subtotal: orders.subtotal, discount: orders.discount })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(where)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.ret.id);
  const orderIds = [...new Set(rows.map((row) => row.ret.orderId))];
  const [lines, refundRows, earlier] = await Promise.all([
    tx
      .select({
        returnId: orderReturnLines.returnId,
        orderLineId: orderReturnLines.orderLineId,
        quantity: orderReturnLines.quantity,
        condition: orderReturnLines.condition,
        name: orderLines.name,
        variantName: orderLines.variantName,
        price: orderLines.price,
      })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
      .where(inArray(orderReturnLines.returnId, ids))
      .orderBy(asc(orderReturnLines.orderLineId)),
    tx.select().from(refunds).where(inArray(refunds.returnId, ids)).orderBy(asc(refunds.id)),
    refundedValues(tx, orderIds),
  ]);
  return rows.map(({ ret, number, firstName, lastName, subtotal, discount }) => {
    const own = lines.filter((line) => line.returnId === ret.id);
    const refundRow = refundRows.filter((refund) => refund.returnId === ret.id).at(-1);
    const value = own.reduce((sum, line) => sum + line.price * line.quantity, 0);
    if (!isDeliverySlot(ret.pickupSlot)) throw new Error(`return ${ret.id} has the unknown pickup slot ${ret.pickupSlot}`);
    const refund: RefundView | null = refundRow ? refundViewOf(refundRow) : null;
    return {
      id: ret.id,
      orderNumber: number,
      customerName: `${firstName} ${lastName}`,
      status: ret.status,
      reason: ret.reason,
      rejectionReason: ret.rejectionReason,
      pickupDate: ret.pickupDate,
      pickupSlot: ret.pickupSlot,
      refundDestination: ret.refundDestination,
      refundAccount: refundAccountText(ret, options.fullAccount),
      lines: own.map((line) => ({
        orderLineId: line.orderLineId,
        name: line.name,
        variantName: line.variantName,
        quantity: line.quantity,
        price: line.price,
        condition: isReturnCondition(line.condition) ? line.condition : null,
      })),
      // A refunded return is worth what was refunded; an open one, what its refund would be now.
      amount: refund?.amount ?? (ret.status === "refunded" ? 0 : returnRefundAmount({ subtotal, discount }, earlier.get(ret.orderId) ?? 0, value)),
      refund,
      createdAt: ret.createdAt.toISOString(),
      updatedAt: ret.updatedAt.toISOString(),
    };
  });
}

/** Where the shopper's money goes, in the words of the e-mails. */
async function refundToText(tx: Database, orderId: number, ret: Pick<ReturnRow, "refundDestination" | "refundUpiId" | "refundAccountNumber">): Promise<string> {
  if (ret.refundDestination === "upi") return `your UPI ID ${ret.refundUpiId ?? ""}`.trim();
  if (ret.refundDestination === "bank") return `your bank account ending ${(ret.refundAccountNumber ?? "").slice(-4)}`;
  const [payment] = await tx
    .select({ method: payments.method, cardLast4: payments.cardLast4, upiId: payments.upiId })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (payment?.method === "card") return payment.cardLast4 ? `your card ending ${payment.cardLast4}` : "the card you paid with";
  if (payment?.method === "upi") return payment.upiId ? `your UPI account ${payment.upiId}` : "the UPI account you paid with";
  return "the account you paid with";
}

/** The step's e-mail in the outbox, tied to its order so the back office lists it. */
async function queueEmail(tx: Database, orderId: number, email: OutboxEmail): Promise<void> {
  await tx.insert(emailOutbox).values({ ...email, orderId });
}

async function addTrackingEvent(tx: Database, orderId: number, status: string, message: string): Promise<void> {
  await tx.insert(orderTrackingEvents).values({ orderId, status, message });
}

/** The UTR staff give for a payout, as the refund service keeps it. */
function normalisedUtr(value: string | undefined): string {
  return (value ?? "").replace(/\s/g, "").toUpperCase();
}

export interface ReturnServiceOptions {
  refunds: RefundService;
  /** The clock the return window and pickup dates are measured with; tests move it. */
  now?: () => Date;
  /** Told when a refund cannot be settled with the provider right after the return is refunded. */
  logger?: Logger;
}

export function createReturnService(db: Database, options: ReturnServiceOptions) {
  const now = options.now ?? (() => new Date());
  const refundService = options.refunds;

  async function viewOf(returnId: number, fullAccount: boolean): Promise<ReturnView> {
    const [view] = await readReturnViews(db, eq(orderReturns.id, returnId), { fullAccount });
    if (!view) throw new OrderAdminError("not_found", `No return has the number ${returnId}.`);
    return view;
  }

  /** The owner's order by its number, with what the return rules read; locked when asked. */
  async function ownedOrder(tx: Database, owner: Owner, number: string, lock: boolean): Promise<OrderFacts | null> {
    if (!orderNumberPattern.test(number)) return null;
    const query = tx.select(orderFactColumns).from(orders).where(and(eq(orders.number, number), ownedBy(owner, orders))).$dynamic();
    const [order] = lock ? await query.for("update", { of: orders }) : await query;
    return order ?? null;
  }

  function unavailableText(order: OrderFacts, lines: readonly ReturnableLine[], at: Date): string | null {
    const refusal = windowRefusal(order, at);
    if (refusal) return refusal.message;
    return lines.some((line) => line.returnable > 0) ? null : "Every item of this order is already in a return.";
  }

  /** The e-mail's common part for a return as it stands. */
  async function emailInput(tx: Database, order: OrderFacts, ret: ReturnRow, amount: number): Promise<ReturnEmailInput> {
    const items = await tx
      .select({ name: orderLines.name, variantName: orderLines.variantName, quantity: orderReturnLines.quantity })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
      .where(eq(orderReturnLines.returnId, ret.id))
      .orderBy(asc(orderReturnLines.orderLineId));
    return {
      number: order.number,
      firstName: order.firstName,
      toAddress: order.email,
      items,
      pickupDate: ret.pickupDate,
      pickupSlot: ret.pickupSlot,
      amount,
      refundTo: await refundToText(tx, order.id, ret),
      origin: null,
      language: languageOrDefault(order.language),
    };
  }

  /** What the return's pieces are worth now (its refund, at the last step). */
  async function amountOf(tx: Database, order: OrderFacts, returnId: number): Promise<number> {
    const [row] = await tx
      .select({ value: sql<number>`coalesce(sum(${orderLines.price} * ${orderReturnLines.quantity}), 0)`.mapWith(Number) })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
      .where(eq(orderReturnLines.returnId, returnId));
    const earlier = (await refundedValues(tx, [order.id], returnId)).get(order.id) ?? 0;
    return returnRefundAmount(order, earlier, row?.value ?? 0);
  }

  /** A pickup date staff may book: a real date from today to two weeks ahead (India). */
  function checkStaffPickup(pickupDate: string, pickupSlot: string): asserts pickupSlot is DeliverySlot {
    const today = indiaToday(now());
    const last = new Date(`${today}T00:00:00Z`);
    last.setUTCDate(last.getUTCDate() + staffPickupDays);
    const real = /^\d{4}-\d{2}-\d{2}$/.test(pickupDate) && new Date(`${pickupDate}T00:00:00Z`).toISOString().startsWith(pickupDate);
    if (!real || pickupDate < today || pickupDate > last.toISOString().slice(0, 10)) {
      throw new OrderAdminError("invalid_request", `Choose a pickup date from today to ${staffPickupDays} days ahead.`);
    }
    if (!isDeliverySlot(pickupSlot)) throw new OrderAdminError("invalid_request", "Choose a pickup slot: morning, afternoon or evening.");
  }

  return {
    /** What a shopper asks of their own orders (ShopServices.orderChanges). */
    shopper: {
      /** The returns of one of the owner's orders, newest first; [] for anyone else's. */
      async returns(owner: Owner, number: string): Promise<ReturnView[]> {
        if (!orderNumberPattern.test(number)) return [];
        return readReturnViews(db, and(eq(orders.number, number), ownedBy(owner, orders)), { fullAccount: false });
      },

      async returnSummaries(owner: Owner, numbers: readonly string[]): Promise<Record<string, OrderReturnSummary>> {
        const wanted = [...new Set(numbers.filter((number) => orderNumberPattern.test(number)))].slice(0, maxSummaryOrders);
        if (wanted.length === 0) return {};
        const owned = await db.select(orderFactColumns).from(orders).where(and(inArray(orders.number, wanted), ownedBy(owner, orders)));
        if (owned.length === 0) return {};
        const ids = owned.map((order) => order.id);
        const [views, lines] = await Promise.all([
          readReturnViews(db, inArray(orderReturns.orderId, ids), { fullAccount: false }),
          returnableLines(db, ids),
        ]);
        const at = now();
        const summaries: Record<string, OrderReturnSummary> = {};
        for (const order of owned) {
          const closes = windowClosesAt(order);
          summaries[order.number] = {
            returns: views.filter((view) => view.orderNumber === order.number),
            returnWindowClosesAt: closes?.toISOString() ?? null,
            canRequestReturn: unavailableText(order, lines.filter((line) => line.orderId === order.id), at) === null,
          };
        }
        return summaries;
      },

      async returnOptions(owner: Owner, number: string): Promise<ReturnOptions | null> {
        const order = await ownedOrder(db, owner, number, false);
        if (!order) return null;
        const [lines, views] = await Promise.all([returnableLines(db, [order.id]), readReturnViews(db, eq(orderReturns.orderId, order.id), { fullAccount: false })]);
        return {
          number: order.number,
          paymentMethod: paymentMethodOf(order.paymentMethod),
          returnWindowClosesAt: windowClosesAt(order)?.toISOString() ?? null,
          unavailable: unavailableText(order, lines, now()),
          lines: lines.map(({ orderId: _orderId, variantId: _variantId, ...line }) => line),
          returns: views,
        };
      },

      /**
       * /track-order's returns, for whoever knows the order's number and the e-mail or phone given at
       * checkout (the page has already counted the lookup against its limit). A wrong pair answers
       * nothing; the refund account is never shown here.
       */
      async trackedReturns(number: string, contact: string): Promise<ReturnView[]> {
        const wanted = number.trim().toUpperCase();
        const given = contact.trim();
        if (!orderNumberPattern.test(wanted) || given.length === 0 || given.length > 254) return [];
        const phone = parsePhone(given);
        const views = await readReturnViews(
          db,
          and(eq(orders.number, wanted), phone !== null ? eq(orders.phone, phone) : sql`lower(${orders.email}) = lower(${given})`),
          { fullAccount: false },
        );
        return views.map((view) => ({ ...view, refundAccount: null }));
      },

      /**
       * A shopper asks to return pieces of their delivered order inside the window: at least one
       * line, no more of each than is left after earlier returns (not rejected), a pickup from
       * tomorrow to a week ahead, and for cash on delivery (only then) where to send the money.
       */
      async requestReturn(owner: Owner, number: string, input: ReturnRequestInput, context: PlaceOrderContext): Promise<ReturnView> {
        const parsed = returnRequestSchema(now()).safeParse(input);
        if (!parsed.success) throw new OrderAdminError("invalid_request", parsed.error.issues[0]?.message ?? "The return request is not complete.");
        const request = parsed.data;
        const returnId = await db.transaction(async (tx) => {
          // The order's row lock makes two requests for the same pieces wait for each other.
          const order = await ownedOrder(tx, owner, number, true);
          if (!order) throw new OrderAdminError("not_found", "We could not find that order in your account.");
          const refusal = windowRefusal(order, now());
          if (refusal) throw refusal;
          const paymentMethod = paymentMethodOf(order.paymentMethod);
          const accountRefusal = refundAccountRefusal(paymentMethod, request.refundAccount);
          if (accountRefusal) throw new OrderAdminError("invalid_request", accountRefusal);
          const lines = await returnableLines(tx, [order.id]);
          const seen = new Set<number>();
          for (const asked of request.lines) {
            if (seen.has(asked.orderLineId)) throw new OrderAdminError("invalid_request", "List each item once, with how many of it to return.");
            seen.add(asked.orderLineId);
            const line = lines.find((candidate) => candidate.orderLineId === asked.orderLineId);
            if (!line) throw new OrderAdminError("invalid_request", "One of the items is not in this order. Reload the page and try again.");
            if (asked.quantity > line.returnable) {
              throw new OrderAdminError(
                "invalid_request",
                line.returnable === 0
                  ? `${line.name} is already in a return.`
                  : `You can return at most ${line.returnable} of ${line.name} (${line.bought} bought, ${line.bought - line.returnable} already in a return).`,
              );
            }
          }
          const account = request.refundAccount;
          const destination: RefundDestination = account?.destination ?? "original";
          const [created] = await tx
            .insert(orderReturns)
            .values({
              orderId: order.id,
              reason: request.reason,
              pickupDate: request.pickupDate,
              pickupSlot: request.pickupSlot,
              refundDestination: destination,
              refundUpiId: account?.destination === "upi" ? account.upiId : null,
              refundAccountName: account?.destination === "bank" ? account.accountName : null,
              refundAccountNumber: account?.destination === "bank" ? account.accountNumber : null,
              refundIfsc: account?.destination === "bank" ? account.ifsc : null,
            })
            .returning();
          if (!created) throw new Error("a return was not written");
          await tx.insert(orderReturnLines).values(request.lines.map((line) => ({ returnId: created.id, orderLineId: line.orderLineId, quantity: line.quantity })));
          await addTrackingEvent(tx, order.id, "return_requested", returnTrackingMessages.requested);
          const mail = await emailInput(tx, order, created, await amountOf(tx, order, created.id));
          await queueEmail(tx, order.id, returnRequestedEmail({ ...mail, origin: context.origin }));
          return created.id;
        });
        return viewOf(returnId, false);
      },
    },

    /** The back office's returns (AdminServices.returns). */
    desk: {
      /** The back office's queue of returns, newest first, by status; with the count of each status for its tabs. */
      async queue(actor: StaffActor, filters: { status?: ReturnStatus | undefined }, page: number) {
        requirePermission(actor, "orders.read");
        const wantedPage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
        const where = filters.status ? eq(orderReturns.status, filters.status) : undefined;
        const [views, totals, byStatus] = await Promise.all([
          readReturnViews(db, where, { limit: queuePageSize, offset: (wantedPage - 1) * queuePageSize, fullAccount: false }),
          db.select({ total: count() }).from(orderReturns).where(where),
          db.select({ status: orderReturns.status, total: count() }).from(orderReturns).groupBy(orderReturns.status),
        ]);
        const countsByStatus = Object.fromEntries(returnStatuses.map((status) => [status, 0])) as Record<ReturnStatus, number>;
        for (const row of byStatus) if (isReturnStatus(row.status)) countsByStatus[row.status] = row.total;
        return { returns: views, total: totals[0]?.total ?? 0, page: wantedPage, pageSize: queuePageSize, countsByStatus };
      },

      /** One return; the bank account in full only for staff who may pay it. */
      async detail(actor: StaffActor, returnId: number): Promise<ReturnView> {
        requirePermission(actor, "orders.read");
        if (!Number.isSafeInteger(returnId) || returnId < 1) throw new OrderAdminError("not_found", `No return has the number ${returnId}.`);
        return viewOf(returnId, roleMay(actor.staff.role, "returns.manage"));
      },

      /**
       * A staff move of a return: approve or reject it, book (or move) its pickup, receive its pieces
       * (sellable back to stock, damaged set aside), refund it. Refused with "changed" when the return
       * is no longer at `expectedStatus`, and nothing is written.
       */
      async act(actor: StaffActor, returnId: number, input: ReturnActionInput, origin: string): Promise<ReturnView> {
        requirePermission(actor, "returns.manage");
        if (!Number.isSafeInteger(returnId) || returnId < 1) throw new OrderAdminError("not_found", `No return has the number ${returnId}.`);
        const [located] = await db.select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, returnId));
        if (!located) throw new OrderAdminError("not_found", `No return has the number ${returnId}.`);
        const settleAfter = await db.transaction(async (tx): Promise<number | null> => {
          // The order first, then the return, as every path that locks both: no deadlock between them.
          const [order] = await tx.select(orderFactColumns).from(orders).where(eq(orders.id, located.orderId)).for("update", { of: orders });
          const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for("update");
          if (!order || !ret || !isReturnStatus(ret.status)) throw new OrderAdminError("not_found", `No return has the number ${returnId}.`);
          if (ret.status !== input.expectedStatus) {
            throw new OrderAdminError(
              "changed",
              `Someone else moved return ${returnId} since you opened it: it is now ${statusWords[ret.status]}. Nothing was changed; reload the page to see it.`,
            );
          }
          if (!movesFrom[input.action].includes(ret.status)) {
            throw new OrderAdminError("not_allowed", `A return that is ${statusWords[ret.status]} cannot be ${actionWords[input.action]}.`);
          }
          const before = { status: ret.status };
          const audit = (after: Record<string, unknown>, extraBefore: Record<string, unknown> = {}) =>
            recordChange(tx, actor, { action: `return.${input.action}`, entityType: "return", entityId: returnId, before: { ...before, ...extraBefore }, after });
          const mailFor = async (row: ReturnRow) => ({ ...(await emailInput(tx, order, row, await amountOf(tx, order, returnId))), origin });
          const update = async (values: Partial<typeof orderReturns.$inferInsert>): Promise<ReturnRow> => {
            const [row] = await tx
              .update(orderReturns)
              .set({ ...values, updatedAt: sql`now()` })
              .where(eq(orderReturns.id, returnId))
              .returning();
            if (!row) throw new Error(`return ${returnId} vanished under its row lock`);
            return row;
          };

          switch (input.action) {
            case "approve": {
              const row = await update({ status: "approved" });
              await addTrackingEvent(tx, order.id, "return_approved", returnTrackingMessages.approved);
              await queueEmail(tx, order.id, returnApprovedEmail(await mailFor(row)));
              await audit({ status: row.status });
              return null;
            }
            case "reject": {
              const reason = input.reason.trim();
              if (reason.length < returnLimits.reasonMin || reason.length > returnLimits.reasonMax) {
                throw new OrderAdminError("invalid_request", `Say why the return is refused, in ${returnLimits.reasonMin} to ${returnLimits.reasonMax} characters.`);
              }
              const row = await update({ status: "rejected", rejectionReason: reason });
              await addTrackingEvent(tx, order.id, "return_rejected", returnTrackingMessages.rejected(reason));
              await queueEmail(tx, order.id, returnRejectedEmail({ ...(await mailFor(row)), reason }));
              await audit({ status: row.status, rejectionReason: reason });
              return null;
            }
            case "schedule_pickup": {
              checkStaffPickup(input.pickupDate, input.pickupSlot);
              const row = await update({ status: "pickup_scheduled", pickupDate: input.pickupDate, pickupSlot: input.pickupSlot });
              await addTrackingEvent(tx, order.id, "return_pickup_scheduled", returnTrackingMessages.pickupScheduled(row.pickupDate, row.pickupSlot));
              await queueEmail(tx, order.id, returnPickupScheduledEmail(await mailFor(row)));
              await audit(
                { status: row.status, pickupDate: row.pickupDate, pickupSlot: row.pickupSlot },
                { pickupDate: ret.pickupDate, pickupSlot: ret.pickupSlot },
              );
              return null;
            }
            case "receive": {
              const lines = await tx
                .select({ orderLineId: orderReturnLines.orderLineId, quantity: orderReturnLines.quantity, variantId: orderLines.variantId })
                .from(orderReturnLines)
                .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
                .where(eq(orderReturnLines.returnId, returnId))
                .orderBy(asc(orderReturnLines.orderLineId));
              const conditionOf = new Map<number, ReturnCondition>();
              for (const given of input.conditions) {
                if (!lines.some((line) => line.orderLineId === given.orderLineId) || conditionOf.has(given.orderLineId) || !isReturnCondition(given.condition)) {
                  throw new OrderAdminError("invalid_request", "Say once for each returned item whether it can be sold again or is damaged.");
                }
                conditionOf.set(given.orderLineId, given.condition);
              }
              if (conditionOf.size !== lines.length) {
                throw new OrderAdminError("invalid_request", "Say for each returned item whether it can be sold again or is damaged.");
              }
              const received: { orderLineId: number; variantId: number; quantity: number; condition: ReturnCondition }[] = [];
              for (const line of lines) {
                const condition = conditionOf.get(line.orderLineId) ?? "damaged";
                await tx
                  .update(orderReturnLines)
                  .set({ condition })
                  .where(and(eq(orderReturnLines.returnId, returnId), eq(orderReturnLines.orderLineId, line.orderLineId)));
                received.push({ ...line, condition });
              }
              // Sellable pieces are back on sale, damaged ones counted apart, in the warehouse they were sent from.
              await receiveReturnedPieces(tx, { orderId: order.id, returnId, staffId: actor.staff.id, lines: received });
              const row = await update({ status: "received" });
              await addTrackingEvent(tx, order.id, "return_received", returnTrackingMessages.received);
              await queueEmail(tx, order.id, returnReceivedEmail(await mailFor(row)));
              await audit({ status: row.status, lines: received });
              return null;
            }
            case "refund": {
              const amount = await amountOf(tx, order, returnId);
              const destination: RefundDestination = ret.refundDestination;
              const utr = normalisedUtr(input.payoutReference);
              if (destination === "original" && utr !== "") {
                throw new OrderAdminError("invalid_request", "This refund goes back through the payment provider to the card or UPI account paid with: there is no payout UTR to give.");
              }
              if (destination !== "original" && utr === "") {
                throw new OrderAdminError(
                  "invalid_request",
                  `Pay ${formatRupees(amount)} to the shopper's ${destination === "upi" ? "UPI ID" : "bank account"} first, then give the payout's UTR.`,
                );
              }
              const refund = amount > 0 ? await openRefund(tx, { orderId: order.id, returnId, amount, destination, actor }) : null;
              const row = await update({ status: "refunded" });
              await addTrackingEvent(tx, order.id, "return_refunded", returnTrackingMessages.refunded(amount));
              if (refund && destination !== "original") {
                // Paid out by the store: recorded processed now, and the refund service's e-mail (with the UTR) is this step's.
                await refundService.recordPayout(tx, refund.id, utr, actor);
              } else {
                await queueEmail(tx, order.id, returnRefundedEmail({ ...(await emailInput(tx, order, row, amount)), origin }));
              }
              await audit({ status: row.status, amount, refundId: refund?.id ?? null, destination });
              return refund && destination === "original" ? refund.id : null;
            }
          }
        });
        if (settleAfter !== null) {
          try {
            await refundService.settle(settleAfter);
          } catch (error) {
            // The provider could not be asked: the refund stays pending, and housekeeping asks again
            // under the same idempotency key. The return is refunded either way; its view says how the refund stands.
            options.logger?.warn({ err: error, refundId: settleAfter }, "a return's refund could not be settled now; housekeeping asks again");
          }
        }
        return viewOf(returnId, true);
      },

      /** Tries a return's failed refund again with the provider, under its same idempotency key. */
      async retryRefund(actor: StaffActor, refundId: number): Promise<RefundView> {
        requirePermission(actor, "returns.manage");
        return refundService.retry(actor, refundId);
      },
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
