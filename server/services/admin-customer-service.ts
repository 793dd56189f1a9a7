// The back office's customers: shoppers with an account, found by name, e-mail or phone, and one
// customer's page (their orders, addresses, how many cards they saved, staff's notes, the e-mails
// they were sent). Staff add notes, send an e-mail again and send the shop's own password-reset
// e-mail; each is checked against the role table and audited in its own transaction. Nothing here
// reads a password hash, a session, a reset token or a saved card beyond counting it.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import * as z from "zod/mini";
import {
  CustomerAdminError,
  customerEmailsShown,
  customerNameMinLength,
  customerOrdersShown,
  customerPageSize,
  customerQueryMaxLength,
  type CustomerDetail,
  type CustomerEmail,
  type CustomerList,
  type CustomerOrder,
  type CustomerSummary,
} from "../../app/lib/contracts/admin-customers";
import { isOrderStatus, paymentMethods, type OrderNote, type PaymentMethod } from "../../app/lib/contracts/admin-orders";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { orderNoteSchema } from "../../app/lib/forms/order-desk-schemas";
import { parsePhone } from "../../app/lib/phone";
import type { Database } from "../db/client";
import { addresses, customerNotes, emailOutbox, orders, savedCards, users } from "../db/schema";
import { recordChange } from "./audit-trail";
import { writePasswordResetLink } from "./auth-service";
import { isResendable, notResendableMessage, queueEmailCopy } from "./email-resend";
import { requirePermission } from "./require-permission";
import { containsPattern } from "../db/contains-pattern";

/** The furthest page the list answers: far past any real list, well inside an offset. */
const maxPage = 10_000;
const maxIdentifier = 2_147_483_647;

function noSuchCustomer(): CustomerAdminError {
  return new CustomerAdminError("not_found", "No customer has that number.");
}

function customerIdOf(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1 || id > maxIdentifier) throw noSuchCustomer();
  return id;
}

/**
 * The search box, as the order queue's: an e-mail address (exact, any case: the lower(email)
 * index), a phone number however it is typed (its ten digits, app/lib/phone.ts: the account's
 * mobile or a phone given on one of the account's orders, each through its index), or any part of
 * the name (at least three characters: the trigram index).
 */
function searchCondition(query: string): SQL {
  if (query.includes("@")) return sql`lower(${users.email}) = lower(${query})`;
  const phone = parsePhone(query);
  if (phone) {
    return sql`${users.id} in (select id from users where mobile = ${phone} union select user_id from orders where phone = ${phone})`;
  }
  if (query.length < customerNameMinLength) {
    throw new CustomerAdminError(
      "invalid_request",
      `Type at least ${customerNameMinLength} letters of a name, a whole e-mail address or a phone number.`,
    );
  }
  return sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(query)}`;
}

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  createdAt: users.createdAt,
  ordersPlaced: sql<number>`(select count(*) from orders placed where placed.user_id = ${users.id})::int`.mapWith(Number),
};

function summaryOf(row: { id: number; firstName: string; lastName: string; email: string; mobile: string; createdAt: Date; ordersPlaced: number }): CustomerSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    since: row.createdAt.toISOString(),
    ordersPlaced: row.ordersPlaced,
  };
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value);
}

/** The outbox rows that are this customer's: sent to their address (any case) or about one of their orders. */
function emailsOf(customerId: number, email: string): SQL {
  return sql`${emailOutbox.id} in (
    select id from email_outbox where lower(to_address) = lower(${email})
    union
    select mail.id from email_outbox mail join orders about on about.id = mail.order_id where about.user_id = ${customerId})`;
}

function noteOf(note: typeof customerNotes.$inferSelect): OrderNote {
  return { id: note.id, author: note.author, body: note.body, at: note.createdAt.toISOString() };
}

async function readCustomer(db: Database, customerId: number) {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, customerId));
  return row ?? null;
}

export interface AdminCustomerServiceOptions {
  /** The clock reset links expire by; tests move it. */
  now?: () => Date;
}

export function createAdminCustomerService(db: Database, options: AdminCustomerServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function detail(actor: StaffActor, id: number): Promise<CustomerDetail> {
    requirePermission(actor, "customers.read");
    const customerId = customerIdOf(id);
    const row = await readCustomer(db, customerId);
    if (!row) throw noSuchCustomer();
    const [orderRows, addressRows, [cards], noteRows, emailRows] = await Promise.all([
      db
        .select({ number: orders.number, createdAt: orders.createdAt, status: orders.status, total: orders.total, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.userId, customerId))
        .orderBy(desc(orders.createdAt))
        .limit(customerOrdersShown),
      db
        .select({
          id: addresses.id,
          firstName: addresses.firstName,
          lastName: addresses.lastName,
          phone: addresses.phone,
          address: addresses.address,
          apartment: addresses.apartment,
          city: addresses.city,
          state: addresses.state,
          pincode: addresses.pincode,
          isDefault: addresses.isDefault,
        })
        .from(addresses)
        .where(eq(addresses.userId, customerId))
        .orderBy(desc(addresses.isDefault), asc(addresses.id)),
      // Counted only: no brand, digits, expiry or token of a card leaves the database here.
      db.select({ count: count() }).from(savedCards).where(eq(savedCards.userId, customerId)),
      db.select().from(customerNotes).where(eq(customerNotes.userId, customerId)).orderBy(asc(customerNotes.createdAt), asc(customerNotes.id)),
      db
        .select({
          id: emailOutbox.id,
          kind: emailOutbox.kind,
          subject: emailOutbox.subject,
          toAddress: emailOutbox.toAddress,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
          failedAt: emailOutbox.failedAt,
          orderNumber: orders.number,
        })
        .from(emailOutbox)
        .leftJoin(orders, eq(orders.id, emailOutbox.orderId))
        .where(emailsOf(customerId, row.email))
        .orderBy(desc(emailOutbox.id))
        .limit(customerEmailsShown),
    ]);
    return {
      customer: summaryOf(row),
      orders: orderRows.map((order): CustomerOrder => {
        if (!isOrderStatus(order.status)) throw new Error(`order ${order.number} has the unknown status ${order.status}`);
        if (!isPaymentMethod(order.paymentMethod)) throw new Error(`order ${order.number} has the unknown payment method ${order.paymentMethod}`);
        return { number: order.number, placedAt: order.createdAt.toISOString(), status: order.status, total: order.total, paymentMethod: order.paymentMethod };
      }),
      addresses: addressRows,
      savedCardCount: cards?.count ?? 0,
      notes: noteRows.map(noteOf),
      emails: emailRows.map(
        (email): CustomerEmail => ({
          id: email.id,
          kind: email.kind,
          subject: email.subject,
          toAddress: email.toAddress,
          createdAt: email.createdAt.toISOString(),
          sentAt: email.sentAt?.toISOString() ?? null,
          failedAt: email.failedAt?.toISOString() ?? null,
          orderNumber: email.orderNumber,
          resendable: isResendable(email.kind),
        }),
      ),
    };
  }

  return {
    /** One page (25, newest accounts first) of the customers matching the search, and how many match. */
    async list(actor: StaffActor, query: string | undefined, page: number): Promise<CustomerList> {
      requirePermission(actor, "customers.read");
      const pageNumber = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1;
      const typed = query?.trim() ?? "";
      if (typed.length > customerQueryMaxLength) {
        throw new CustomerAdminError("invalid_request", `A search must be at most ${customerQueryMaxLength} characters.`);
      }
      const where = typed ? searchCondition(typed) : undefined;
      const [rows, [matching]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(customerPageSize)
          .offset((pageNumber - 1) * customerPageSize),
        db.select({ count: count() }).from(users).where(where),
      ]);
      return { customers: rows.map(summaryOf), total: matching?.count ?? 0, page: pageNumber, pageSize: customerPageSize };
    },

    detail,

    /** A note for staff only (1 to 2,000 characters, the order notes' rule), never shown to the shopper. */
    async addNote(actor: StaffActor, id: number, body: string): Promise<OrderNote> {
      requirePermission(actor, "customers.note");
      const parsed = z.safeParse(orderNoteSchema, { body });
      if (!parsed.success) throw new CustomerAdminError("invalid_request", parsed.error.issues[0]?.message ?? "Write the note.");
      const customerId = customerIdOf(id);
      return db.transaction(async (tx) => {
        const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId));
        if (!customer) throw noSuchCustomer();
        const [note] = await tx
          .insert(customerNotes)
          .values({ userId: customerId, staffId: actor.staff.id, author: actor.staff.name, body: parsed.data.body })
          .returning();
        if (!note) throw new Error("a customer note was not written");
        await recordChange(tx, actor, { action: "customer.note", entityType: "customer", entityId: customerId, after: { noteId: note.id, body: note.body } });
        return noteOf(note);
      });
    },

    /** Puts a copy of one of the customer's e-mails in the outbox again (the order desk's rule). */
    async resendEmail(actor: StaffActor, id: number, emailId: number): Promise<void> {
      requirePermission(actor, "emails.resend");
      const customerId = customerIdOf(id);
      await db.transaction(async (tx) => {
        const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, customerId));
        if (!customer) throw noSuchCustomer();
        const [mail] =
          Number.isSafeInteger(emailId) && emailId >= 1 && emailId <= maxIdentifier
            ? await tx
                .select()
                .from(emailOutbox)
                .where(and(eq(emailOutbox.id, emailId), emailsOf(customerId, customer.email)))
            : [];
        if (!mail) throw new CustomerAdminError("not_found", `This customer was sent no e-mail number ${emailId}.`);
        if (!isResendable(mail.kind)) throw new CustomerAdminError("not_allowed", notResendableMessage);
        await queueEmailCopy(tx, actor, mail, { action: "customer.email_resend", entityType: "customer", entityId: customerId });
      });
    },

    /**
     * The shop's own password-reset e-mail to the account's address, through the shop's reset flow
     * (a single-use link valid for an hour). Staff never see the link; the audit row names only
     * the address it went to.
     */
    async sendPasswordReset(actor: StaffActor, id: number, origin: string): Promise<{ toAddress: string }> {
      requirePermission(actor, "emails.resend");
      const customerId = customerIdOf(id);
      return db.transaction(async (tx) => {
        const [customer] = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, customerId));
        if (!customer) throw noSuchCustomer();
        await writePasswordResetLink(tx, customer, origin, now());
        await recordChange(tx, actor, { action: "customer.password_reset", entityType: "customer", entityId: customerId, after: { toAddress: customer.email } });
        return { toAddress: customer.email };
      });
    },
  };
}

export type AdminCustomerService = ReturnType<typeof createAdminCustomerService>;
