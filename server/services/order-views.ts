// Orders as shoppers see them (confirmation, order history, tracking, the API), read in a fixed
// number of statements however many orders are asked for: the orders, then their lines (with
// whether each was reviewed), latest payments and tracking events, each in one statement.
import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { catalogTextIn, defaultLanguage, isLanguage, type Language } from "../../app/i18n/language";
import type { ProfileOrder, ProfileOrderItem } from "../../app/lib/contracts/account";
import type { OrderView } from "../../app/lib/contracts/orders";
import { deliveryWindowText } from "../../app/lib/delivery-promise";
import { isDeliverySlot } from "../../app/lib/delivery-slots";
import { imageUrl } from "../../app/lib/product-images";
import type { Database } from "../db/client";
import { orderLines, orders, orderTrackingEvents, payments, reviews } from "../db/schema";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect & { reviewId: number | null; reviewHiddenReason: string | null };
type PaymentRow = typeof payments.$inferSelect;
type TrackingRow = typeof orderTrackingEvents.$inferSelect;

/**
 * An order's lines as its e-mails list them ("Sheesham Bed (Queen) x 1"), in the order they were
 * bought, named in the order's language.
 */
export async function emailedItemsOf(tx: Database, orderId: number): Promise<{ name: string; variantName: string; quantity: number }[]> {
  const lines = await tx
    .select({ line: orderLines, language: orders.language })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return lines.map(({ line, language }) => {
    const names = lineNamesIn(line, languageOf(language));
    return { name: names.name, variantName: names.variantName, quantity: line.quantity };
  });
}

/** Which orders to read, newest first, which page of them, and in which language to name their lines. */
export interface OrderSelection {
  where: SQL | undefined;
  limit?: number;
  offset?: number;
  /** The page's language; when not given, each order's own (what its e-mails and invoice are written in). */
  language?: Language;
}

/** A line's product and variant names as bought, in a language (English where the catalog had no Hindi). */
function lineNamesIn(line: typeof orderLines.$inferSelect, language: Language): { name: string; variantName: string } {
  return { name: catalogTextIn(language, line.name, line.nameHi), variantName: catalogTextIn(language, line.variantName, line.variantNameHi) };
}

function languageOf(stored: string): Language {
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** The orders `where` names, newest first, each with its lines, payment and timeline. */
export async function readOrders(tx: Database, selection: OrderSelection): Promise<ProfileOrder[]> {
  let query = tx.select().from(orders).where(selection.where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();
  if (selection.limit !== undefined) query = query.limit(selection.limit);
  if (selection.offset !== undefined) query = query.offset(selection.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, latestPayments, tracking] = await Promise.all([
    tx
      .select({ line: orderLines, reviewId: reviews.id, reviewHiddenReason: reviews.hiddenReason })
      .from(orderLines)
      .leftJoin(reviews, sql`${reviews.orderLineId} = ${orderLines.id}`)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    tx
      .selectDistinctOn([payments.orderId])
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(payments.orderId, desc(payments.id)),
    tx
      .select()
      .from(orderTrackingEvents)
      .where(inArray(orderTrackingEvents.orderId, ids))
      .orderBy(asc(orderTrackingEvents.createdAt), asc(orderTrackingEvents.id)),
  ]);
  const linesOf = groupBy(
    lines.map(({ line, reviewId, reviewHiddenReason }) => ({ ...line, reviewId, reviewHiddenReason })),
    (line) => line.orderId,
  );
  const paymentOf = new Map(latestPayments.map((payment) => [payment.orderId, payment]));
  const trackingOf = groupBy(tracking, (event) => event.orderId);
  return rows.map((row) =>
    orderOf(row, linesOf.get(row.id) ?? [], paymentOf.get(row.id), trackingOf.get(row.id) ?? [], selection.language ?? languageOf(row.language)),
  );
}

/** One order by its number, as its shopper sees it (by default in its own language); null when there is none. */
export async function readOrder(tx: Database, number: string, language?: Language): Promise<OrderView | null> {
  const [order] = await readOrders(tx, { where: sql`${orders.number} = ${number}`, limit: 1, language });
  return order ? withoutReviewState(order) : null;
}

/** An order without what only its owner's history shows (which lines were reviewed, and hidden). */
export function withoutReviewState(order: ProfileOrder): OrderView {
  return {
    ...order,
    items: order.items.map(({ lineId: _lineId, reviewed: _reviewed, reviewHiddenReason: _reviewHiddenReason, ...item }) => item),
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function itemOf(line: LineRow, language: Language): ProfileOrderItem {
  return {
    productId: line.productId,
    variantId: line.variantId,
    ...lineNamesIn(line, language),
    variantType: line.variantType,
    imageUrl: line.imagePath ? imageUrl(line.imagePath, 320, "webp") : null,
    price: line.price,
    quantity: line.quantity,
    lineTotal: line.price * line.quantity,
    lineId: line.id,
    reviewed: line.reviewId !== null,
    reviewHiddenReason: line.reviewHiddenReason,
  };
}

export function orderOf(order: OrderRow, lines: LineRow[], payment: PaymentRow | undefined, tracking: TrackingRow[], language: Language): ProfileOrder {
  const method =
    order.paymentMethod === "card" || order.paymentMethod === "upi" || order.paymentMethod === "netbanking" ? order.paymentMethod : "cod";
  return {
    number: order.number,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    email: order.email,
    shipping: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
      address: order.address,
      apartment: order.apartment,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
    },
    payment: {
      method,
      status: payment?.status ?? "pending",
      cardBrand: payment?.cardBrand ?? null,
      cardLast4: payment?.cardLast4 ?? null,
      upiId: payment?.upiId ?? null,
      payableUntil: payment?.status === "awaiting" && payment.expiresAt ? payment.expiresAt.toISOString() : null,
    },
    items: lines.map((line) => itemOf(line, language)),
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    couponCode: order.couponCode,
    delivery: {
      promisedFrom: order.promisedFrom,
      promisedTo: order.promisedTo,
      promiseText:
        order.promisedFrom && order.promisedTo ? deliveryWindowText({ from: order.promisedFrom, to: order.promisedTo }) : null,
      slot: isDeliverySlot(order.deliverySlot) ? order.deliverySlot : null,
    },
    buyerGstin: order.buyerGstin,
    emi:
      order.emiBank !== null && order.emiMonths !== null && order.emiMonthlyAmount !== null
        ? { bank: order.emiBank, months: order.emiMonths, monthlyAmount: order.emiMonthlyAmount, interestWaived: order.emiInterestWaived ?? 0 }
        : null,
    tracking: tracking.map((event) => ({ status: event.status, message: event.message, at: event.createdAt.toISOString() })),
    shipment: order.courier !== null ? { courier: order.courier, trackingNumber: order.trackingNumber } : null,
  };
}
