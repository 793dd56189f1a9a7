import { createHash, randomInt } from "node:crypto";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { defaultLanguage, languageOrDefault, type Language } from "../../app/i18n/language";
import type { RequestContext } from "../../app/lib/contracts/auth";
import type { GatewayCheckout } from "../../app/lib/contracts/gateway-payments";
import { type OrderShipping, type SavedAddressChoice, type OrderShippingChoice, type OrderPayment, type PlaceOrderContext, type PlaceOrderInput, type OrderView, type TrackedOrder, emptyCartMessage, OrderError, orderNumberPattern } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { emiPlan, emiRefusal, type EmiChoice, type EmiPlan } from "../../app/lib/emi";
import { checkGstin } from "../../app/lib/gstin";
import { parsePhone } from "../../app/lib/phone";
import { parsePincode } from "../../app/lib/pincode";
import type { Database } from "../db/client";
import { orders, users } from "../db/schema";
import { orderConfirmationEmail } from "../mail/order-confirmation-email";
import { ordersPlacedTotal } from "../metrics/store-metrics";
import { addressMessages, type AddressService } from "./address-service";
import type { GatewayPaymentService } from "./gateway-payment-service";
import { deliveryChoiceProblem, deliveryFactsSchema, deliveryFactsSql, type CartDeliveryFacts, type DeliveryQuote, type DeliveryService } from "./delivery-service";
import { orderOf, readOrder, readOrders, withoutReviewState } from "./order-views";
import { ownedBy, ownerValues } from "./ownership";
import { checkCouponForOrder, couponUseRefusal } from "./coupon-rules";
import { writeOrder } from "./order-statement";
import { cartAlias, cartProductIdsSql, pricedCartOf, pricedCartRowSchema, pricedCartSql, readPricedCart, type PricedCart } from "./priced-cart";
import { queryJson } from "./catalog-sql";
import { rateLimitRules, type RateLimitRule, type RateLimitService } from "./rate-limit-service";
import { savedCardMessages, type SavedCardService } from "./saved-card-service";

export const orderMessages = {
  tooManyCashOrders:
    "Too many cash-on-delivery orders from here. Please sign in, pay by card or UPI, or try again later.",
  tooManyLookups: "Too many order lookups from here. Please try again in a few minutes.",
} as const;

export const cartChangedMessage = "Your cart changed while you were checking out. Please review your order and place it again.";
export const idempotencyConflictMessage =
  "This checkout was already submitted with different details. Please reload the page and try again.";
export const signInRequiredMessage = "Please sign in to use your saved addresses and cards.";

function outOfStockMessage(name: string, stock: number): string {
  return stock > 0
    ? `Only ${stock} left in stock for ${name}. Please lower the quantity in your cart.`
    : `${name} is now out of stock. Please remove it from your cart.`;
}

/** Spec §4 tracking messages, in the order an order moves through them. */
export const trackingMessages = {
  ordered: "Order placed successfully",
  confirmed: "Order confirmed and payment received",
} as const;

/** A priced cart that can be ordered as it is, or the refusal saying why not. */
function orderable(cart: PricedCart | null): PricedCart {
  if (!cart || cart.lines.length === 0) throw new OrderError("empty_cart", emptyCartMessage);
  for (const line of cart.lines) {
    if (line.quantity > line.stock) throw new OrderError("out_of_stock", outOfStockMessage(line.productName, line.stock));
    if (line.quantity > line.maxPerOrder) {
      throw new OrderError("out_of_stock", `You can order at most ${line.maxPerOrder} of ${line.productName} at a time. Please lower the quantity in your cart.`);
    }
  }
  return cart;
}

/**
 * Awaits every one of `work` together and answers their results; when any failed, the first in
 * the list's order (not the first to fail in time), so two refusals always come out the same.
 */
async function firstRefusalInOrder<T extends readonly unknown[]>(work: { -readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  // Once all have settled, Promise.all meets the rejections in the list's order.
  await Promise.allSettled(work);
  return Promise.all(work);
}

function isSavedAddress(choice: OrderShippingChoice): choice is SavedAddressChoice {
  return "savedAddressId" in choice;
}

type SavedCardPayment = Extract<OrderPayment, { savedCardId: number }>;

function isSavedCard(payment: OrderPayment): payment is SavedCardPayment {
  return "savedCardId" in payment;
}

/**
 * What makes two submissions "the same checkout": where it goes, how it is paid (in full or which
 * EMI plan, which saved card), the slot and the GSTIN. No card detail ever reaches the store.
 */
function fingerprintOf(owner: Owner, input: PlaceOrderInput): string {
  const canonical = JSON.stringify({
    owner: ownerValues(owner),
    shipping: input.shipping,
    payment: input.payment,
    deliverySlot: input.deliverySlot ?? null,
    buyerGstin: input.buyerGstin ?? "",
    emi: input.emi ? { bank: input.emi.bank, months: input.emi.months } : null,
  });
  return createHash("sha256").update(canonical).digest("hex");
}

const earlierOrderSchema = z.object({
  number: z.string(),
  userId: z.number().int().nullable(),
  guestTokenHash: z.string().nullable(),
  fingerprint: z.string().nullable(),
});
type EarlierOrder = z.infer<typeof earlierOrderSchema>;

/** The order placed earlier with an idempotency key, as earlierOrderSchema's JSON; null for none. */
function earlierOrderSql(key: string): SQL {
  return sql`(select json_build_object('number', o.number, 'userId', o.user_id, 'guestTokenHash', o.guest_token_hash,
                                       'fingerprint', o.idempotency_fingerprint)
              from ${orders} o where o.idempotency_key = ${key})`;
}

const checksSchema = z.object({ earlier: earlierOrderSchema.nullable(), cart: pricedCartRowSchema, delivery: deliveryFactsSchema.nullable() });

/** What the order service asks of the others: delivery rules, the address book and saved cards. */
export interface OrderServiceDependencies {
  delivery: DeliveryService;
  addresses: AddressService;
  savedCards: SavedCardService;
  rateLimits: RateLimitService;
  /** Orders paid in a hosted gateway's window await their payment through this. */
  gatewayPayments: GatewayPaymentService;
}

/** The payments row's provider for cash on delivery: the courier collects it, no gateway is asked. */
export const cashOnDeliveryProvider = "cash-on-delivery";

export function createOrderService(db: Database, deps: OrderServiceDependencies) {
  /** Counts one attempt against each key; refused with its message, and when to come back, once any is spent. */
  async function limit(keys: readonly (readonly [string, RateLimitRule])[], message: string): Promise<void> {
    const retryAfterMs = await deps.rateLimits.hitAll(keys);
    if (retryAfterMs > 0) throw new OrderError("rate_limited", message, Math.ceil(retryAfterMs / 1000));
  }

  /**
   * A guest's cash-on-delivery order holds stock and sends an e-mail to any address typed, with
   * nothing paid: a few per address and per e-mail. Signed-in shoppers and prepaid orders are not
   * limited, nor are orders placed without a request (scripts, tests).
   */
  async function limitGuestCashOrders(email: string, context: RequestContext): Promise<void> {
    await limit(
      [
        [`guest-cod:email:${email.trim().toLowerCase()}`, rateLimitRules.guestCashOrdersToEmail],
        [`guest-cod:ip:${context.clientAddress}`, rateLimitRules.guestCashOrdersFromAddress],
      ],
      orderMessages.tooManyCashOrders,
    );
  }

  /**
   * The language an order is kept in (its e-mails and invoice are written in it): the one it was
   * placed in, else the signed-in shopper's own, else English.
   */
  async function orderLanguage(owner: Owner, asked: Language | undefined): Promise<Language> {
    if (asked) return asked;
    if (owner.kind !== "user") return defaultLanguage;
    const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, owner.userId));
    return languageOrDefault(account?.language);
  }

  /** The cart as it would be charged now, or a refusal when it cannot be ordered. */
  async function quote(owner: Owner, tx: Database): Promise<PricedCart> {
    return orderable(await readPricedCart(tx, ownedBy(owner, cartAlias)));
  }

  async function findByKey(key: string, tx: Database): Promise<EarlierOrder | null> {
    return queryJson(tx, sql`select ${earlierOrderSql(key)} as value`, earlierOrderSchema.nullable());
  }

  /** A replay of a key: the same shopper and the same details get the same order, others a refusal. */
  async function replay(owner: Owner, key: string, fingerprint: string, tx: Database): Promise<OrderView | null> {
    return replayOf(await findByKey(key, tx), owner, fingerprint, tx);
  }

  /** The order placed earlier with the key (null: none), if this submission may be answered with it. */
  async function replayOf(existing: EarlierOrder | null, owner: Owner, fingerprint: string, tx: Database): Promise<OrderView | null> {
    if (!existing) return null;
    const ownerNow = ownerValues(owner);
    if (
      existing.fingerprint !== fingerprint ||
      existing.userId !== ownerNow.userId ||
      existing.guestTokenHash !== ownerNow.guestTokenHash
    ) {
      throw new OrderError("idempotency_conflict", idempotencyConflictMessage);
    }
    const view = await readOrder(tx, existing.number);
    if (!view) throw new Error(`order ${existing.number} vanished while being replayed`);
    return view;
  }

  /**
   * What decides an order, in one statement: the order placed earlier with the key, the cart
   * priced, and for an address typed at checkout (its PIN code known before anything is read) the
   * delivery facts for the cart's products.
   */
  async function readChecks(owner: Owner, key: string, typedPincode: string | null) {
    const cart = ownedBy(owner, cartAlias);
    const pincode = typedPincode === null ? null : parsePincode(typedPincode);
    const checked = await queryJson(
      db,
      sql`select json_build_object(
          'earlier', ${earlierOrderSql(key)},
          'cart', (${pricedCartSql(cart)}),
          'delivery', ${pincode === null ? sql`null` : sql`(${deliveryFactsSql(pincode, cartProductIdsSql(cart))})`}
        ) as value`,
      checksSchema,
      { reuse: true },
    );
    const delivery: CartDeliveryFacts | null = pincode !== null && checked.delivery ? { pincode, facts: checked.delivery } : null;
    return { earlier: checked.earlier, cart: pricedCartOf(checked.cart), delivery };
  }

  /** The answer to a checkout already placed: its order, and its payment window if it still awaits one. */
  async function answerOf(order: OrderView, within: Database = db): Promise<PlacedOrder> {
    return { order, replayed: true, checkout: await deps.gatewayPayments.awaitingCheckout(order.number, within) };
  }

  function signedInUser(owner: Owner): number {
    if (owner.kind !== "user") throw new OrderError("sign_in_required", signInRequiredMessage);
    return owner.userId;
  }

  /** Where the order goes: typed, or one of the shopper's own saved addresses (another's is not found). */
  async function resolveShipping(owner: Owner, choice: OrderShippingChoice): Promise<OrderShipping> {
    if (!isSavedAddress(choice)) return choice;
    const userId = signedInUser(owner);
    const saved = await deps.addresses.get(userId, choice.savedAddressId);
    if (!saved) throw new OrderError("saved_address_not_found", addressMessages.notFound);
    let email = choice.email;
    if (email === undefined) {
      const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!account) throw new OrderError("sign_in_required", signInRequiredMessage);
      email = account.email;
    }
    const { id: _id, isDefault: _isDefault, ...address } = saved;
    return { ...address, email };
  }

  /** A saved card an order is paid with must be one of the shopper's own (its token is paid in the gateway's window). */
  async function checkSavedCard(owner: Owner, payment: OrderPayment): Promise<void> {
    if (!isSavedCard(payment)) return;
    const userId = signedInUser(owner);
    if (!(await deps.savedCards.owns(userId, payment.savedCardId))) throw new OrderError("saved_card_not_found", savedCardMessages.notFound);
  }

  /** The delivery rules for this cart going to this address; a refusal of the address is an OrderError. */
  async function deliveryQuoteFor(
    shipping: Pick<OrderShipping, "pincode" | "state">,
    charged: { lines: { productId: number }[]; totals: { total: number } },
    readAhead: CartDeliveryFacts | null = null,
  ): Promise<Extract<DeliveryQuote, { ok: true }>> {
    const quote = await deps.delivery.quoteDelivery(
      {
        pincode: shipping.pincode,
        stateCode: shipping.state,
        total: charged.totals.total,
        productIds: charged.lines.map((line) => line.productId),
      },
      readAhead,
    );
    if (!quote.ok) {
      // A malformed PIN code never gets past the shared schema; should one, it is unknown here.
      throw new OrderError(quote.code === "invalid_pincode" ? "unknown_pincode" : quote.code, quote.message);
    }
    return quote;
  }

  return {
    /**
     * Places the owner's cart as an order. A card, UPI or netbanking order gets its gateway order
     * first (an unpaid one costs nothing); then one statement, if the cart is as it was priced,
     * takes the stock (never below zero, so racing shoppers cannot oversell), records order,
     * payment and tracking, and empties the cart. Such an order awaits its payment, which the gateway payment
     * service confirms; a cash-on-delivery order is placed with its invoice number and e-mail.
     */
    async placeOrder(owner: Owner, input: PlaceOrderInput, context?: PlaceOrderContext): Promise<PlacedOrder> {
      const fingerprint = fingerprintOf(owner, input);
      // What decides the order is read in one statement (readChecks), beside those the shopper's
      // choices need (a saved address or card, the account's language): under load each
      // statement waits its turn behind other requests. A replay is answered whatever the others
      // say (the cart is empty after the first submission); else a refusal is the first one in
      // this order, whichever statement answered first.
      const read = readChecks(owner, input.idempotencyKey, isSavedAddress(input.shipping) ? null : input.shipping.pincode);
      const checks = firstRefusalInOrder([
        resolveShipping(owner, input.shipping),
        checkSavedCard(owner, input.payment),
        read.then(({ cart }) => orderable(cart)),
        orderLanguage(owner, context?.language),
      ] as const);
      await Promise.allSettled([checks]);
      const { earlier, delivery: deliveryFacts } = await read;
      const earlierView = await replayOf(earlier, owner, fingerprint, db);
      if (earlierView) return answerOf(earlierView);
      const [shipping, , charged, language] = await checks;

      // Every check that can refuse the order comes before the payment: a refusal writes nothing.
      const buyerGstin = gstinOf(input.buyerGstin);
      const [, delivery] = await firstRefusalInOrder([
        charged.coupon ? checkCouponForOrder(db, charged.coupon.code, owner) : Promise.resolve(),
        deliveryQuoteFor(shipping, charged, deliveryFacts),
      ] as const);
      const deliverySlot = input.deliverySlot ?? null;
      const problem = deliveryChoiceProblem(delivery, { method: input.payment.method, slot: deliverySlot });
      if (problem) throw new OrderError(problem.code, problem.message);
      const emi = emiPlanFor(input.emi ?? null, input.payment.method, charged.totals.total);
      // Last of the checks, so only orders that would be placed are counted.
      if (owner.kind === "guest" && input.payment.method === "cod" && context) await limitGuestCashOrders(shipping.email, context);

      // Chosen before the statement, so the gateway's order carries it as its receipt.
      const firstNumber = newOrderNumber();
      const cashOnDelivery = input.payment.method === "cod";
      const gatewayOrder = cashOnDelivery
        ? null
        : await deps.gatewayPayments.openGatewayOrder(charged.totals.total, firstNumber, input.idempotencyKey);

      // Everything the order is made of is known now, so its view and e-mail are made here rather
      // than read back, and the whole order is written by one statement (decision 041).
      const { cartId, version, coupon, totals } = charged;
      // The order's lines are kept in variant order.
      const lines = [...charged.lines].sort((a, b) => a.variantId - b.variantId);
      const placedAt = new Date();
      const payment = cashOnDelivery
        ? { method: "cod", status: "pending", provider: cashOnDeliveryProvider, gatewayOrderId: null, expiresAt: null, upiId: null }
        : {
            method: input.payment.method,
            status: "awaiting",
            provider: deps.gatewayPayments.gatewayName,
            gatewayOrderId: gatewayOrder?.id ?? null,
            expiresAt: deps.gatewayPayments.holdUntil(),
            upiId: input.payment.method === "upi" && "upiId" in input.payment ? (input.payment.upiId ?? null) : null,
          };
      const row = {
        ...ownerValues(owner),
        email: shipping.email,
        status: "ordered",
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        phone: shipping.phone,
        address: shipping.address,
        apartment: shipping.apartment,
        city: shipping.city,
        state: shipping.state,
        pincode: shipping.pincode,
        subtotal: totals.subtotal,
        discount: totals.discount,
        shippingFee: totals.shipping,
        total: totals.total,
        couponCode: coupon?.code ?? null,
        paymentMethod: input.payment.method,
        idempotencyKey: input.idempotencyKey,
        idempotencyFingerprint: fingerprint,
        promisedFrom: delivery.window.from,
        promisedTo: delivery.window.to,
        deliverySlot: delivery.slotOffered ? deliverySlot : null,
        buyerGstin,
        emiBank: emi?.bankName ?? null,
        emiMonths: emi?.months ?? null,
        emiMonthlyAmount: emi?.monthlyAmount ?? null,
        emiInterestWaived: emi?.interestWaived ?? null,
        language,
        createdAt: placedAt,
      };
      const lineRows = lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        name: line.productName,
        nameHi: line.productNameHi,
        variantType: line.variantType,
        variantName: line.variantName,
        variantNameHi: line.variantNameHi,
        imagePath: line.imagePath ?? "",
        price: line.price,
        quantity: line.quantity,
      }));

      /** The order as its shopper is shown it, once written as `number`; the ids it shows none of. */
      function viewOf(number: string): OrderView {
        const unshown = { id: 0, orderId: 0 };
        const order = {
          ...row,
          id: unshown.id,
          number,
          invoiceNumber: null,
          courier: null,
          trackingNumber: null,
          deliveredAt: null,
          cancelledAt: null,
          cancelReason: null,
          cancelledBy: null,
        };
        return withoutReviewState(
          orderOf(
            order,
            lineRows.map((line) => ({ ...line, ...unshown, reviewId: null, reviewHiddenReason: null })),
            { ...payment, ...unshown, amount: totals.total, providerReference: null, cardBrand: null, cardLast4: null, failureReason: null, createdAt: placedAt },
            [{ ...unshown, status: "ordered", message: trackingMessages.ordered, createdAt: placedAt }],
            language,
          ),
        );
      }

      // A random number, so order numbers tell nothing of each other; one already taken (rare)
      // is skipped rather than failing the order.
      for (let attempt = 0; attempt < 5; attempt++) {
        const number = attempt === 0 ? firstNumber : newOrderNumber();
        const view = viewOf(number);
        // Without a request (scripts, tests) the e-mail names Track Order instead of linking it.
        // An order awaiting its payment is confirmed, and e-mailed, when its payment is.
        const email = cashOnDelivery ? orderConfirmationEmail(view, context?.origin ?? null, language) : null;
        const outcome = await writeOrder(db, {
          cart: { id: cartId, version },
          couponCode: coupon?.code ?? null,
          order: { ...row, number },
          lines: lineRows,
          warehousesNearestFirst: delivery.warehousesNearestFirst,
          payment: { ...payment, amount: totals.total },
          trackingMessage: trackingMessages.ordered,
          // With it the GST invoice number, so every sale has one (decision 008); an order
          // awaiting its payment gets it when paid.
          withInvoiceNumber: cashOnDelivery,
          email,
        });
        switch (outcome.kind) {
          case "written": {
            ordersPlacedTotal.inc({ payment_method: input.payment.method });
            // What the page opens the gateway with, from what was just written.
            const checkout = cashOnDelivery ? null : deps.gatewayPayments.checkoutOf({ ...payment, amount: totals.total }, number);
            return { order: view, replayed: false, checkout };
          }
          case "cart_changed": {
            // The same checkout submitted twice at once: the first placed the order and emptied the cart.
            const concurrent = await replay(owner, input.idempotencyKey, fingerprint, db);
            if (concurrent) return answerOf(concurrent);
            // Another checkout of this cart (another tab) placed it: the cart is empty now.
            const now = await readPricedCart(db, ownedBy(owner, cartAlias));
            if (!now || now.lines.length === 0) throw new OrderError("empty_cart", emptyCartMessage);
            throw new OrderError("cart_changed", cartChangedMessage);
          }
          case "coupon_unavailable":
            throw await couponUseRefusal(db, coupon?.code ?? "");
          case "short": {
            const [short] = outcome.shortages;
            const line = lines.find((candidate) => candidate.variantId === short?.variantId);
            throw new OrderError("out_of_stock", outOfStockMessage(line?.productName ?? "An item in your cart", short?.available ?? 0));
          }
          case "not_inserted": {
            // The key taken meanwhile is the same checkout submitted again, by someone else or at
            // once: its statement waited for the other's to finish, and the replay rules answer it.
            const again = await replay(owner, input.idempotencyKey, fingerprint, db);
            if (again) return answerOf(again);
          }
        }
      }
      throw new Error("no free order number after 5 tries");
    },

    /**
     * Checkout's Continue: where the order would go (a saved address resolved for its owner only),
     * and the delivery rules for the cart going there, priced now. Refusals are OrderErrors, the
     * same ones placing the order would meet.
     */
    async checkoutDelivery(
      owner: Owner,
      choice: OrderShippingChoice,
    ): Promise<{ shipping: OrderShipping; quote: Omit<Extract<DeliveryQuote, { ok: true }>, "warehousesNearestFirst">; total: number }> {
      const shipping = await resolveShipping(owner, choice);
      const charged = await quote(owner, db);
      // A promo code this shopper may no longer use is named here, before any payment details.
      if (charged.coupon) await checkCouponForOrder(db, charged.coupon.code, owner);
      // Which warehouses would send it is the store's business, not the checkout page's.
      const { warehousesNearestFirst: _sentFrom, ...shown } = await deliveryQuoteFor(shipping, charged);
      return { shipping, quote: shown, total: charged.totals.total };
    },

    /** One order, only for the shopper who placed it (a guest by their cart cookie); named in `language`, else its own. */
    async orderForOwner(owner: Owner | null, number: string, language?: Language): Promise<OrderView | null> {
      if (!owner || !orderNumberPattern.test(number)) return null;
      const [order] = await readOrders(db, { where: and(eq(orders.number, number), ownedBy(owner, orders)), limit: 1, language });
      return order ? withoutReviewState(order) : null;
    },

    /**
     * /track-order: an order's status and timeline for whoever knows its number and the e-mail
     * or phone given at checkout (guests too). A wrong pair reveals nothing, not even that the
     * number exists.
     */
    async trackOrder(number: string, contact: string, context?: RequestContext, language?: Language): Promise<TrackedOrder | null> {
      if (context) {
        await limit([[`track-order:ip:${context.clientAddress}`, rateLimitRules.orderTrackingFromAddress]], orderMessages.tooManyLookups);
      }
      const wanted = number.trim().toUpperCase();
      const given = contact.trim();
      if (!orderNumberPattern.test(wanted) || given.length === 0 || given.length > 254) return null;
      // A phone number however it is written (the forms' one rule); anything else is an e-mail.
      const phone = parsePhone(given);
      const [view] = await readOrders(db, {
        where: and(eq(orders.number, wanted), phone !== null ? eq(orders.phone, phone) : sql`lower(${orders.email}) = lower(${given})`),
        limit: 1,
        language,
      });
      if (!view) return null;
      return {
        number: view.number,
        status: view.status,
        placedAt: view.placedAt,
        items: view.items.map((item) => ({ name: item.name, variantName: item.variantName, quantity: item.quantity })),
        delivery: view.delivery,
        tracking: view.tracking,
        shipment: view.shipment,
      };
    },

    /**
     * At sign-in, the orders this browser placed as a guest become the account's, so Order History
     * shows them (the guest cookie that owned them is dropped at sign-in).
     */
    async claimGuestOrders(guestToken: string, userId: number): Promise<number> {
      const claimed = await db
        .update(orders)
        .set({ userId, guestTokenHash: null })
        .where(and(ownedBy({ kind: "guest", token: guestToken }, orders), isNull(orders.userId)))
        .returning({ id: orders.id });
      return claimed.length;
    },

    /** A signed-in shopper's orders, newest first. */
    async ordersOfUser(userId: number): Promise<OrderView[]> {
      return (await readOrders(db, { where: eq(orders.userId, userId) })).map(withoutReviewState);
    },

    /** Orders of many numbers at once (tests and the account pages). */
    async ordersByNumber(numbers: string[]): Promise<OrderView[]> {
      if (numbers.length === 0) return [];
      return (await readOrders(db, { where: inArray(orders.number, numbers) })).map(withoutReviewState);
    },
  };
}

/**
 * A placed order; `checkout` is what the page opens the gateway's payment with when the order
 * awaits a payment in the gateway's window (null for cash on delivery and payments already taken).
 */
export interface PlacedOrder {
  order: OrderView;
  replayed: boolean;
  checkout: GatewayCheckout | null;
}

/** ORD and twelve random digits (the first never 0): unguessable, and as long as every number before. */
function newOrderNumber(): string {
  return `ORD${randomInt(100_000_000_000, 1_000_000_000_000)}`;
}

/**
 * The no-cost EMI plan of an order, worked out from the server's total (the browser's figures are
 * never read); null to pay in full. A plan that cannot be had is refused with the reason.
 */
function emiPlanFor(choice: EmiChoice | null, method: OrderPayment["method"], total: number): EmiPlan | null {
  if (choice === null) return null;
  const refusal = emiRefusal(choice, { method, total });
  if (refusal) throw new OrderError("emi_not_available", refusal);
  const plan = emiPlan(total, choice.bank, choice.months);
  if (!plan) throw new Error("emiRefusal let through a plan emiPlan cannot work out");
  return plan;
}

/** The GSTIN as stored (checked again here, whoever calls), or null when none was given. */
function gstinOf(input: string | undefined): string | null {
  if (input === undefined || input.trim() === "") return null;
  const checked = checkGstin(input);
  if (!checked.ok) throw new RangeError(`an unchecked GSTIN reached the order service: ${checked.message}`);
  return checked.gstin;
}

export type OrderService = ReturnType<typeof createOrderService>;
