// The back office's order desk: the queue (filters, search by number, e-mail or phone, counts per
// status), an order's page (notes, e-mails, refunds, returns, what can be done next), and staff's
// moves: confirm, pack, ship (courier and tracking number), deliver and cancel. Every move locks
// the order's row and is refused when the order is no longer where the staff member saw it, so two
// people acting at once never apply anything twice. Moves forward go through moveOrder(), as the
// command line's and development's do; a cancellation (staff's, or a shopper's own before
// shipping) is one function: stock back, payment voided or refunded, tracking, e-mail, audit.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import * as z from "zod/mini";
import {
  OrderAdminError,
  isOrderStatus,
  orderStatuses,
  paymentMethods,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderQueue,
  type AdminOrderSummary,
  type OrderAction,
  type OrderActionInput,
  type OrderEmail,
  type OrderNote,
  type OrderStatus,
  type PaymentMethod,
} from "../../app/lib/contracts/admin-orders";
import { languageOrDefault } from "../../app/i18n/language";
import { orderNumberPattern, type OrderView, type PlaceOrderContext } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { isCalendarDate, orderActionSchema, orderNoteSchema } from "../../app/lib/forms/order-desk-schemas";
import { startOfIndianDay } from "../../app/lib/indian-day";
import { parsePhone } from "../../app/lib/phone";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import {
  auditLog,
  emailOutbox,
  orderLines,
  orderNotes,
  orderReturns,
  orders,
  orderTrackingEvents,
  payments,
  refunds,
} from "../db/schema";
import { orderCancelledEmail, type CancelledPayment } from "../mail/order-cancelled-email";
import type { PaymentProvider } from "../payments/payment-provider";
import { commandLine, recordChange } from "./audit-trail";
import { isResendable, notResendableMessage, queueEmailCopy } from "./email-resend";
import { isAdvanceTarget, lockedOrderColumns, moveActionOf, moveOrder, type AdvanceTarget, type LockedOrder } from "./order-status-service";
import { readOrders, withoutReviewState } from "./order-views";
import { ownedBy } from "./ownership";
import { openRefund, refundsOfOrder, type RefundService } from "./refund-service";
import { queryRows } from "./catalog-sql";
import { requirePermission } from "./require-permission";
import { putBackCancelledOrder } from "./stock-service";
import { readReturnViews } from "./return-service";

export const orderDeskPageSize = 25;
/** The furthest page the queue answers: far past any real queue, well inside an offset. */
const maxPage = 10_000;
const maxQueryLength = 254;

/** What staff can do next from each status (before their role is considered). */
const nextActionsByStatus: Record<OrderStatus, readonly OrderAction[]> = {
  ordered: ["confirm", "cancel"],
  confirmed: ["pack", "cancel"],
  packed: ["ship", "cancel"],
  shipped: ["deliver"],
  delivered: [],
  cancelled: [],
};

export function nextActionsOf(status: string): OrderAction[] {
  return isOrderStatus(status) ? [...nextActionsByStatus[status]] : [];
}

const targetOf = { confirm: "confirmed", pack: "packed", ship: "shipped", deliver: "delivered" } as const satisfies Record<
  Exclude<OrderAction, "cancel">,
  AdvanceTarget
>;

const pastTense: Record<OrderAction, string> = {
  confirm: "confirmed",
  pack: "packed",
  ship: "shipped",
  deliver: "marked delivered",
  cancel: "cancelled",
};

export const cancelMessages = {
  shopperShipped: "This order has already shipped and can no longer be cancelled. You can return it within 7 days of delivery.",
  shopperCancelled: "This order has already been cancelled.",
  shopperNotFound: "We could not find that order among yours.",
  shopperReason: "Cancelled by the customer",
} as const;

export const cancelledTrackingMessage = "Order cancelled";

/** What the desk needs of an order, read under its row lock. */
interface DeskOrder extends LockedOrder {
  paymentMethod: string;
  cancelledBy: string | null;
}

const deskOrderColumns = { ...lockedOrderColumns, paymentMethod: orders.paymentMethod, cancelledBy: orders.cancelledBy };

async function lockOrder(tx: Database, where: SQL): Promise<DeskOrder | null> {
  const [order] = await tx.select(deskOrderColumns).from(orders).where(where).for("update");
  return order ?? null;
}

/** An order number as staff or a link may type it; null when it cannot be one. */
function orderNumberOf(typed: string): string | null {
  const number = typed.trim().toUpperCase();
  return orderNumberPattern.test(number) ? number : null;
}

function noSuchOrder(number: string): OrderAdminError {
  return new OrderAdminError("not_found", `No order has the number ${number.trim().slice(0, 40)}.`);
}

function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): OrderAdminError {
  const issue = issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
  return new OrderAdminError("invalid_request", `${where}${issue?.message ?? "That request is not valid."}`);
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value);
}

/** The queue's filters, checked: anything malformed is refused with what was wrong. */
function checkedFilters(filters: AdminOrderFilters): AdminOrderFilters {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const status = given(filters.status);
  const paymentMethod = given(filters.paymentMethod);
  const state = given(filters.state)?.toUpperCase();
  const from = given(filters.from);
  const to = given(filters.to);
  const query = given(filters.query);
  const refuse = (message: string) => new OrderAdminError("invalid_request", message);
  if (status !== undefined && !isOrderStatus(status)) throw refuse(`status: must be one of ${orderStatuses.join(", ")}`);
  if (paymentMethod !== undefined && !isPaymentMethod(paymentMethod)) throw refuse(`paymentMethod: must be one of ${paymentMethods.join(", ")}`);
  if (state !== undefined && !/^[A-Z]{2}$/.test(state)) throw refuse("state: must be a two-letter state code such as KA");
  for (const [name, date] of [["from", from], ["to", to]] as const) {
    if (date !== undefined && !isCalendarDate(date)) throw refuse(`${name}: must be a date written YYYY-MM-DD`);
  }
  if (query !== undefined && query.length > maxQueryLength) throw refuse(`query: must be at most ${maxQueryLength} characters`);
  return { status, paymentMethod, state, from, to, query };
}

/**
 * The search box: an order number (exact), an e-mail address (exact, any case: the lower(email)
 * index) or a phone number however it is typed (its ten digits: the phone index). Anything else
 * matches nothing, as a search for it would.
 */
function searchCondition(query: string): SQL | null {
  const number = orderNumberOf(query);
  if (number) return eq(orders.number, number);
  if (query.includes("@")) return sql`lower(${orders.email}) = lower(${query})`;
  const phone = parsePhone(query);
  if (phone) return eq(orders.phone, phone);
  return null;
}

function emptyCounts(): Record<OrderStatus, number> {
  return { ordered: 0, confirmed: 0, packed: 0, shipped: 0, delivered: 0, cancelled: 0 };
}

type StatusCounts = Record<OrderStatus, number>;

/** One row of the queue's page statement. */
const queueRowSchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  total: z.number(),
  paymentMethod: z.string(),
  itemCount: z.number(),
  paymentStatus: z.nullable(z.string()),
  revision: z.number(),
});

/** How long the queue's counts are served without a search, whatever the revision says (see below). */
export const orderCountsMaxAgeMs = 10_000;
const orderCountsMaxEntries = 200;

/**
 * The queue's counts per status without a search: counting 100,000 orders by status takes tens of
 * milliseconds (more on the embedded database, where every query shares one thread), and every
 * queue page and tab needs them. They are kept per filter set and counted again when the orders'
 * statuses may have changed: every order placed, moved on or cancelled adds a tracking event, so
 * the newest tracking event's id is a revision of them (one index lookup). On the embedded
 * database that is exact; on PostgreSQL another process's transaction may commit an older id just
 * after a newer one was seen, so counts also expire after orderCountsMaxAgeMs. A search (a number,
 * an e-mail, a phone) narrows to a few orders through its index and is counted every time.
 */
function createOrderCountsCache() {
  const entries = new Map<string, { revision: number; storedAt: number; counts: Promise<StatusCounts>; refreshing: boolean }>();

  function store(key: string, revision: number, loading: Promise<StatusCounts>): Promise<StatusCounts> {
    entries.delete(key);
    entries.set(key, { revision, storedAt: Date.now(), counts: loading, refreshing: false });
    // A failed count is not kept: the next page asks again.
    loading.catch(() => entries.delete(key));
    while (entries.size > orderCountsMaxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return loading;
  }

  /** The counts for `key` at `revision` (read with the page, in the same statement), counted again when stale. */
  return async function counts(key: string, revision: number, load: () => Promise<StatusCounts>): Promise<StatusCounts> {
    const entry = entries.get(key);
    if (!entry || entry.revision !== revision) return store(key, revision, load());
    if (Date.now() - entry.storedAt >= orderCountsMaxAgeMs && !entry.refreshing) {
      // Only old, not known to be wrong: answered as they are while one count runs for the next page.
      entry.refreshing = true;
      const loading = load();
      loading.then(
        () => store(key, revision, loading),
        // Failed: these stay, and the next page past them counts again in its own request, where a failure shows.
        () => {
          entry.refreshing = false;
        },
      );
    }
    return entry.counts;
  };
}

/** Shown instead of a staff member's "Name <e-mail>" in a refusal: the name. */
function nameOf(actorText: string): string {
  return actorText === commandLine ? "someone on the command line" : actorText.replace(/\s*<[^>]*>$/, "");
}

/** Who put the order where it is now, as far as the order and the audit trail tell; null when they do not. */
async function whoMoved(tx: Database, order: DeskOrder, viewer: StaffActor): Promise<string | null> {
  if (order.status === "cancelled") {
    if (order.cancelledBy === "customer") return "the customer";
    return order.cancelledBy === viewer.staff.name ? "you (in another tab or window)" : order.cancelledBy;
  }
  if (!isAdvanceTarget(order.status)) return null;
  const [entry] = await tx
    .select({ actor: auditLog.actor, staffId: auditLog.staffId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, order.number), eq(auditLog.action, moveActionOf(order.status))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!entry) return null;
  return entry.staffId === viewer.staff.id ? "you (in another tab or window)" : nameOf(entry.actor);
}

async function changedRefusal(tx: Database, order: DeskOrder, viewer: StaffActor): Promise<OrderAdminError> {
  const who = await whoMoved(tx, order, viewer);
  return new OrderAdminError(
    "changed",
    `Order ${order.number} was changed by ${who ?? "someone else"} while you were looking: it is now ${order.status}. Nothing was applied; look again before acting.`,
  );
}

function notAllowedMessage(number: string, status: string, action: OrderAction): string {
  if (status === "cancelled") return `Order ${number} was cancelled; it cannot be ${pastTense[action]}.`;
  if (action === "cancel" && (status === "shipped" || status === "delivered")) {
    return `Order ${number} has already ${status === "shipped" ? "shipped" : "been delivered"} and can no longer be cancelled; the shopper can return it within 7 days of delivery.`;
  }
  if (status === "delivered") return `Order ${number} has been delivered; nothing more can be done with it here (returns are asked for by the shopper).`;
  const next = nextActionsOf(status).map((each) => pastTense[each]);
  return `Order ${number} is ${status}: next it can be ${next.join(" or ")}, not ${pastTense[action]}.`;
}

/** Who cancels: a staff member (audited) or the shopper themselves (recorded on the order only). */
type Canceller = { kind: "staff"; actor: StaffActor } | { kind: "customer" };

/** What is left to do once the cancellation has committed. */
interface AfterCancel {
  refundId: number | null;
  /** An authorization (or cash-on-delivery registration) to release with the provider. */
  voidReference: string | null;
}

/**
 * Cancels a locked order that has not shipped, in the caller's transaction: every line's stock
 * back, the status and who, when and why, a tracking event, the payment voided (nothing taken) or
 * a full refund opened (card or UPI captured), the audit row for staff, and the shopper's e-mail.
 */
async function cancelLocked(tx: Database, order: DeskOrder, reason: string, by: Canceller, origin: string | null): Promise<AfterCancel> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, name: orderLines.name, variantName: orderLines.variantName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  // Every piece back on sale in the warehouse it was taken from, with its ledger rows.
  await putBackCancelledOrder(tx, order.id, by.kind === "staff" ? by.actor.staff.id : null);
  const cancelledBy = by.kind === "customer" ? "customer" : by.actor.staff.name;
  await tx
    .update(orders)
    .set({ status: "cancelled", cancelledAt: sql`now()`, cancelledBy, cancelReason: reason })
    .where(eq(orders.id, order.id));
  await tx.insert(orderTrackingEvents).values({ orderId: order.id, status: "cancelled", message: cancelledTrackingMessage });

  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1).for("update");
  let mailPayment: CancelledPayment = { kind: "nothing_taken" };
  const after: AfterCancel = { refundId: null, voidReference: null };
  let paymentStatus = payment?.status ?? null;
  if (payment?.status === "awaiting") {
    // Never paid: nothing to give back. A payment that still lands on its gateway order is not
    // captured (the gateway gives it back), as the payment service sees this one is voided.
    await tx.update(payments).set({ status: "voided" }).where(eq(payments.id, payment.id));
    paymentStatus = "voided";
    mailPayment = { kind: "not_paid" };
  } else if (payment && (payment.status === "pending" || payment.status === "authorized")) {
    // Nothing was taken: cash on delivery never collected, or a hold never captured.
    await tx.update(payments).set({ status: "voided" }).where(eq(payments.id, payment.id));
    paymentStatus = "voided";
    // A gateway gives back an authorization never captured by itself (there is no "void" at Razorpay);
    // only a payment of the old test provider is released with it.
    after.voidReference = payment.gatewayOrderId === null ? payment.providerReference : null;
    mailPayment = payment.status === "authorized" ? { kind: "hold_released" } : { kind: "nothing_taken" };
  } else if (payment && (payment.status === "captured" || payment.status === "partially_refunded")) {
    const [refunded] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "processed"])));
    const amount = payment.amount - (refunded?.total ?? 0);
    if (amount > 0) {
      const refund = await openRefund(tx, {
        orderId: order.id,
        returnId: null,
        amount,
        destination: "original",
        actor: by.kind === "staff" ? by.actor : null,
      });
      after.refundId = refund.id;
      const to =
        payment.method === "card"
          ? payment.cardLast4
            ? `your card ending ${payment.cardLast4}`
            : "your card"
          : payment.upiId
            ? `your UPI account ${payment.upiId}`
            : "your UPI account";
      mailPayment = { kind: "refund", amount, to };
    }
  }
  if (by.kind === "staff") {
    await recordChange(tx, by.actor, {
      action: "order.cancel",
      entityType: "order",
      entityId: order.number,
      before: { status: order.status, paymentStatus: payment?.status ?? null },
      after: { status: "cancelled", reason, paymentStatus, refundId: after.refundId },
    });
  }
  await tx.insert(emailOutbox).values({
    ...orderCancelledEmail({
      number: order.number,
      firstName: order.firstName,
      toAddress: order.email,
      byCustomer: by.kind === "customer",
      reason,
      payment: mailPayment,
      items: lines,
      origin,
      language: languageOrDefault(order.language),
    }),
    orderId: order.id,
  });
  return after;
}

/** An order's page in the back office; null when no order has the number. */
async function readDetail(tx: Database, number: string): Promise<AdminOrderDetail | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number));
  if (!row) return null;
  const sameCustomer = row.userId !== null ? eq(orders.userId, row.userId) : sql`lower(${orders.email}) = lower(${row.email})`;
  const refundViews = await refundsOfOrder(tx, row.id);
  const [views, notes, emails, returns, [placed]] = await Promise.all([
    // The back office reads in English, whatever language the shopper bought in.
    readOrders(tx, { where: eq(orders.id, row.id), limit: 1, language: "en" }),
    tx.select().from(orderNotes).where(eq(orderNotes.orderId, row.id)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    tx
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        subject: emailOutbox.subject,
        toAddress: emailOutbox.toAddress,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        failedAt: emailOutbox.failedAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, row.id))
      .orderBy(asc(emailOutbox.id)),
    readReturnViews(tx, eq(orderReturns.orderId, row.id), { fullAccount: false }),
    tx.select({ count: count() }).from(orders).where(sameCustomer),
  ]);
  const [view] = views;
  if (!view) throw new Error(`order ${number} vanished while being read`);
  return {
    order: withoutReviewState(view),
    invoiceNumber: row.invoiceNumber,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    customer: { userId: row.userId, ordersPlaced: placed?.count ?? 0 },
    notes: notes.map(noteOf),
    emails: emails.map(
      (email): OrderEmail => ({
        id: email.id,
        kind: email.kind,
        subject: email.subject,
        toAddress: email.toAddress,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
        failedAt: email.failedAt?.toISOString() ?? null,
      }),
    ),
    refunds: refundViews,
    returns,
    nextActions: nextActionsOf(row.status),
  };
}

function noteOf(note: typeof orderNotes.$inferSelect): OrderNote {
  return { id: note.id, author: note.author, body: note.body, at: note.createdAt.toISOString() };
}

export interface AdminOrderServiceDependencies {
  refunds: RefundService;
  paymentProvider: PaymentProvider;
  logger: Logger;
}

export function createAdminOrderService(db: Database, deps: AdminOrderServiceDependencies) {
  const cachedCounts = createOrderCountsCache();

  /** Settles what a committed cancellation left: the refund with the provider, a hold released. */
  async function finishCancellation(after: AfterCancel): Promise<void> {
    if (after.voidReference !== null) {
      // Best effort: an authorization the provider does not know (or cannot release now) lapses there by itself.
      await deps.paymentProvider.voidAuthorization(after.voidReference).catch((error: unknown) => {
        deps.logger.warn({ err: error }, "a cancelled order's payment hold could not be released; it lapses at the provider");
      });
    }
    if (after.refundId !== null) {
      // Refused: the refund is failed, for staff to try again. Unreachable: it stays pending and
      // housekeeping asks again. Either way the cancellation itself stands.
      await deps.refunds.settle(after.refundId).catch((error: unknown) => {
        deps.logger.warn({ err: error, refundId: after.refundId }, "a cancelled order's refund could not be settled now; housekeeping asks again");
      });
    }
  }

  async function detailOrRefuse(number: string): Promise<AdminOrderDetail> {
    const detail = await readDetail(db, number);
    if (!detail) throw noSuchOrder(number);
    return detail;
  }

  const desk = {
    /** One page (25, newest first) of the orders matching the filters, their total and the count per status. */
    async queue(actor: StaffActor, filters: AdminOrderFilters, page: number): Promise<AdminOrderQueue> {
      requirePermission(actor, "orders.read");
      const checked = checkedFilters(filters);
      const pageNumber = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1;
      const nothing: AdminOrderQueue = { orders: [], total: 0, page: pageNumber, pageSize: orderDeskPageSize, countsByStatus: emptyCounts() };
      const conditions: SQL[] = [];
      if (checked.query !== undefined) {
        const search = searchCondition(checked.query);
        if (!search) return nothing;
        conditions.push(search);
      }
      if (checked.paymentMethod) conditions.push(eq(orders.paymentMethod, checked.paymentMethod));
      if (checked.state) conditions.push(eq(orders.state, checked.state));
      if (checked.from) conditions.push(gte(orders.createdAt, startOfIndianDay(checked.from)));
      if (checked.to) conditions.push(lt(orders.createdAt, startOfIndianDay(checked.to, 1)));
      const withoutStatus = conditions.length > 0 ? and(...conditions) : undefined;
      const where = checked.status ? and(...conditions, eq(orders.status, checked.status)) : withoutStatus;
      const countByStatus = async (): Promise<StatusCounts> => {
        const counted = emptyCounts();
        const grouped = await db.select({ status: orders.status, count: count() }).from(orders).where(withoutStatus).groupBy(orders.status);
        for (const { status, count: found } of grouped) if (isOrderStatus(status)) counted[status] = found;
        return counted;
      };
      const countsKey = JSON.stringify([checked.paymentMethod, checked.state, checked.from, checked.to]);
      // One statement for the page: its rows, each one's pieces and latest payment (25 index
      // lookups), and the counts' revision. Every statement costs a round trip to the database,
      // which on the embedded one is most of a queue page's time.
      // A reusable statement: prepared once per session, as planning costs more than running it.
      const pageRows = queryRows(
        db,
        sql`select orders.id, orders.number, orders.created_at::text as "createdAt", orders.status,
              orders.first_name as "firstName", orders.last_name as "lastName", orders.email, orders.phone, orders.city,
              orders.state, orders.total, orders.payment_method as "paymentMethod",
              (select coalesce(sum(line.quantity), 0)::int from order_lines line where line.order_id = orders.id) as "itemCount",
              (select payment.status from payments payment where payment.order_id = orders.id order by payment.id desc limit 1) as "paymentStatus",
              (select coalesce(max(event.id), 0) from order_tracking_events event) as revision
            from ${orders}
            where ${where ?? sql`true`}
            order by orders.created_at desc, orders.id desc
            limit ${orderDeskPageSize} offset ${(pageNumber - 1) * orderDeskPageSize}`,
        { reuse: true },
      ).then((found) => z.array(queueRowSchema).parse(found));
      let rows: Awaited<typeof pageRows>;
      let counts: StatusCounts;
      if (checked.query !== undefined) {
        // A search narrows to a few orders through its index: counted every time, beside the page.
        [rows, counts] = await Promise.all([pageRows, countByStatus()]);
      } else {
        rows = await pageRows;
        const revision = rows[0]?.revision;
        counts = revision === undefined ? await countByStatus() : await cachedCounts(countsKey, revision, countByStatus);
      }
      const total = checked.status ? counts[checked.status] : Object.values(counts).reduce((sum, each) => sum + each, 0);
      if (rows.length === 0) return { ...nothing, total, countsByStatus: { ...counts } };
      const summaries = rows.map((row): AdminOrderSummary => {
        if (!isOrderStatus(row.status)) throw new Error(`order ${row.number} has the unknown status ${row.status}`);
        if (!isPaymentMethod(row.paymentMethod)) throw new Error(`order ${row.number} has the unknown payment method ${row.paymentMethod}`);
        return {
          number: row.number,
          placedAt: new Date(row.createdAt).toISOString(),
          status: row.status,
          customerName: `${row.firstName} ${row.lastName}`,
          email: row.email,
          phone: row.phone,
          city: row.city,
          state: row.state,
          total: row.total,
          paymentMethod: row.paymentMethod,
          paymentStatus: row.paymentStatus ?? "pending",
          itemCount: row.itemCount,
        };
      });
      return { orders: summaries, total, page: pageNumber, pageSize: orderDeskPageSize, countsByStatus: { ...counts } };
    },

    async detail(actor: StaffActor, number: string): Promise<AdminOrderDetail> {
      requirePermission(actor, "orders.read");
      const wanted = orderNumberOf(number);
      if (!wanted) throw noSuchOrder(number);
      return detailOrRefuse(wanted);
    },

    /**
     * Confirms, packs, ships, delivers or cancels, under the order's row lock: refused with
     * "changed" (nothing applied) when the order is no longer at `expectedStatus`, and with
     * "not_allowed" when the move does not apply where it stands.
     */
    async act(actor: StaffActor, number: string, input: OrderActionInput, origin: string): Promise<AdminOrderDetail> {
      const parsed = z.safeParse(orderActionSchema, input);
      if (!parsed.success) throw invalid(parsed.error.issues);
      const move = parsed.data;
      requirePermission(actor, move.action === "cancel" ? "orders.cancel" : "orders.advance");
      const wanted = orderNumberOf(number);
      if (!wanted) throw noSuchOrder(number);
      const after = await db.transaction(async (tx): Promise<AfterCancel | null> => {
        const order = await lockOrder(tx, eq(orders.number, wanted));
        if (!order) throw noSuchOrder(wanted);
        if (order.status !== move.expectedStatus) throw await changedRefusal(tx, order, actor);
        if (!nextActionsOf(order.status).includes(move.action)) {
          throw new OrderAdminError("not_allowed", notAllowedMessage(order.number, order.status, move.action));
        }
        if (move.action === "cancel") return cancelLocked(tx, order, move.reason, { kind: "staff", actor }, origin);
        await moveOrder(tx, order, targetOf[move.action], {
          courier: move.action === "ship" ? move.courier : null,
          trackingNumber: move.action === "ship" ? move.trackingNumber : null,
          origin,
          actor,
        });
        if (move.action === "confirm" && move.note) {
          // What was agreed on the call (cash on delivery), kept with the order.
          const [note] = await tx
            .insert(orderNotes)
            .values({ orderId: order.id, staffId: actor.staff.id, author: actor.staff.name, body: move.note })
            .returning();
          await recordChange(tx, actor, { action: "order.note", entityType: "order", entityId: order.number, after: { noteId: note?.id, body: move.note } });
        }
        return null;
      });
      if (after) await finishCancellation(after);
      return detailOrRefuse(wanted);
    },

    /** A note for staff only (1 to 2,000 characters), never shown to the shopper. */
    async addNote(actor: StaffActor, number: string, body: string): Promise<OrderNote> {
      requirePermission(actor, "orders.note");
      const parsed = z.safeParse(orderNoteSchema, { body });
      if (!parsed.success) throw invalid(parsed.error.issues);
      const wanted = orderNumberOf(number);
      if (!wanted) throw noSuchOrder(number);
      return db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, wanted));
        if (!order) throw noSuchOrder(wanted);
        const [note] = await tx
          .insert(orderNotes)
          .values({ orderId: order.id, staffId: actor.staff.id, author: actor.staff.name, body: parsed.data.body })
          .returning();
        if (!note) throw new Error("a note was not written");
        await recordChange(tx, actor, { action: "order.note", entityType: "order", entityId: wanted, after: { noteId: note.id, body: note.body } });
        return noteOf(note);
      });
    },

    /** Puts a copy of one of the order's e-mails in the outbox again (the same order, a new row). */
    async resendEmail(actor: StaffActor, number: string, emailId: number): Promise<void> {
      requirePermission(actor, "emails.resend");
      const wanted = orderNumberOf(number);
      if (!wanted) throw noSuchOrder(number);
      await db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, wanted));
        if (!order) throw noSuchOrder(wanted);
        const [mail] = Number.isSafeInteger(emailId)
          ? await tx
              .select()
              .from(emailOutbox)
              .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.orderId, order.id)))
          : [];
        if (!mail) throw new OrderAdminError("not_found", `Order ${wanted} has no e-mail number ${emailId}.`);
        if (!isResendable(mail.kind)) throw new OrderAdminError("not_allowed", notResendableMessage);
        await queueEmailCopy(tx, actor, mail, { action: "order.email_resend", entityType: "order", entityId: wanted });
      });
    },
  };

  /**
   * A shopper cancels their own order before it ships: the same cancellation as staff's, recorded
   * as the customer's (no audit row: the trail is staff's). Someone else's order is not found.
   */
  async function cancelForShopper(owner: Owner, number: string, context: PlaceOrderContext): Promise<OrderView> {
    const wanted = orderNumberOf(number);
    if (!wanted) throw new OrderAdminError("not_found", cancelMessages.shopperNotFound);
    const after = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, and(eq(orders.number, wanted), ownedBy(owner, orders)) ?? sql`false`);
      if (!order) throw new OrderAdminError("not_found", cancelMessages.shopperNotFound);
      if (order.status === "cancelled") throw new OrderAdminError("not_allowed", cancelMessages.shopperCancelled);
      if (!nextActionsOf(order.status).includes("cancel")) throw new OrderAdminError("not_allowed", cancelMessages.shopperShipped);
      return cancelLocked(tx, order, cancelMessages.shopperReason, { kind: "customer" }, context.origin);
    });
    await finishCancellation(after);
    const [view] = await readOrders(db, { where: eq(orders.number, wanted), limit: 1 });
    if (!view) throw new Error(`order ${wanted} vanished after its cancellation`);
    return withoutReviewState(view);
  }

  return { desk, cancelForShopper };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
