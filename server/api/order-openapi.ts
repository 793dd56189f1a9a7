// The orders part of the OpenAPI document (server/api/openapi.ts): /api/db/orders.
import { idempotencyKeyPattern, orderNumberPattern } from "../../app/lib/contracts/orders";
import { deliverySlots } from "../../app/lib/delivery-slots";
import { emiBanks, emiMinimumRupees, emiTenures } from "../../app/lib/emi";
import { indianStates } from "../../app/lib/indian-states";
import { pincodePattern } from "../../app/lib/pincode";
import {
  arrayOf,
  dataOf,
  errorResponse,
  integer,
  jsonBody,
  jsonResponse,
  nullable,
  object,
  ref,
  string,
  typedPhone,
  type Json,
} from "./openapi-builders";

const shipping = object(
  {
    firstName: { type: "string", maxLength: 50 },
    lastName: { type: "string", maxLength: 50 },
    email: { type: "string", format: "email" },
    phone: typedPhone,
    address: { type: "string", maxLength: 200 },
    apartment: { type: "string", maxLength: 100 },
    city: { type: "string", maxLength: 60 },
    state: { type: "string", enum: indianStates.map((state) => state.code) },
    pincode: { type: "string", pattern: pincodePattern.source },
  },
  ["firstName", "lastName", "email", "phone", "address", "city", "state", "pincode"],
);

const savedAddress = object(
  {
    savedAddressId: {
      type: "integer",
      minimum: 1,
      description: "One of the signed-in shopper's saved addresses; the order is sent where it says.",
    },
    email: { type: "string", format: "email", description: "This order's e-mail; the account's when left out." },
  },
  ["savedAddressId"],
);

const isoDate: Json = { type: "string", format: "date", description: "A date in India (YYYY-MM-DD)." };
const deliverySlot: Json = { type: "string", enum: [...deliverySlots] };

const emiChoice: Json = {
  type: "object",
  required: ["bank", "months"],
  properties: {
    bank: {
      type: "string",
      enum: emiBanks.map((bank) => bank.id),
      description: emiBanks.map((bank) => `${bank.id}: ${bank.name}`).join("; "),
    },
    months: { type: "integer", enum: [...emiTenures] },
  },
  description:
    `No-cost EMI: pay a card payment of ₹ ${emiMinimumRupees} or more in monthly instalments with this bank's credit card. ` +
    "The server works out the plan from its own total (the bank's interest is taken off the price upfront, so the " +
    "instalments add up to the total) and stores it on the order. Leave it out, or send null, to pay in full.",
};

const payment: Json = {
  oneOf: [
    object(
      {
        method: { const: "card" },
        savedCardId: {
          type: "integer",
          minimum: 1,
          description: "One of the signed-in shopper's saved cards (the gateway's token), paid in the gateway's window with its CVV typed there.",
        },
      },
      ["method", "savedCardId"],
    ),
    object(
      {
        method: { enum: ["card", "upi", "netbanking"] },
        upiId: { type: "string", description: "name@handle, with UPI only: shown back with the order; no collect request is sent to it." },
      },
      ["method"],
    ),
    object({ method: { const: "cod" } }, ["method"]),
  ],
  description:
    "Card (new or saved), UPI and netbanking are paid in the payment gateway's window: the order awaits its payment " +
    "with its stock held, and the answer carries `checkout` to open the gateway with. A card's number and CVV go " +
    "from the browser to the gateway, never to the store: a payment carrying cardNumber, cardExpiry or cardCvv is " +
    "refused (422) before anything is written.",
};

/** What the gateway's script is opened with, for an order or a card check. */
const checkoutFields = {
  gateway: { type: "string", description: '"razorpay", or "test-gateway" for the built-in test gateway.' },
  scriptUrl: { type: "string", description: "The gateway's browser script." },
  keyId: { type: "string", description: "The gateway's public key id the script is opened with." },
  gatewayOrderId: string,
  amountPaise: { ...integer, description: "The amount in paise." },
  currency: { const: "INR" },
};

const checkout: Json = object({
  ...checkoutFields,
  orderNumber: string,
  expiresAt: { type: "string", format: "date-time", description: "Until when the order's stock is held for its payment." },
});

export const orderSchemas: Record<string, Json> = {
  Order: object({
    number: { type: "string", pattern: orderNumberPattern.source },
    status: { type: "string", enum: ["ordered", "confirmed", "packed", "shipped", "delivered", "cancelled"] },
    placedAt: { type: "string", format: "date-time" },
    email: string,
    shipping,
    payment: object({
      method: { type: "string", enum: ["card", "cod", "upi", "netbanking"] },
      status: {
        type: "string",
        enum: ["awaiting", "pending", "authorized", "captured", "failed", "voided", "expired", "partially_refunded", "refunded"],
      },
      cardBrand: nullable(string),
      cardLast4: nullable(string),
      upiId: nullable(string),
      payableUntil: nullable({ type: "string", format: "date-time", description: "While the order awaits its payment: until when it can be paid." }),
    }),
    items: arrayOf(
      object({
        productId: integer,
        variantId: integer,
        name: string,
        variantType: string,
        variantName: string,
        imageUrl: nullable(string),
        price: integer,
        quantity: integer,
        lineTotal: integer,
      }),
    ),
    subtotal: integer,
    discount: integer,
    shippingFee: integer,
    total: integer,
    couponCode: nullable(string),
    delivery: object({
      promisedFrom: nullable(isoDate),
      promisedTo: nullable(isoDate),
      promiseText: nullable({ type: "string", description: 'As shoppers read it, e.g. "Delivery by Thu, 26 Nov – Sat, 28 Nov".' }),
      slot: nullable({ ...deliverySlot, description: "When our fitters come to assemble the order." }),
    }),
    buyerGstin: nullable({ type: "string", pattern: "^[0-9]{2}[A-Z0-9]{13}$" }),
    emi: nullable({
      type: "object",
      required: ["bank", "months", "monthlyAmount", "interestWaived"],
      properties: {
        bank: { type: "string", description: "The bank's name, e.g. HDFC Bank." },
        months: { type: "integer", enum: [...emiTenures] },
        monthlyAmount: { ...integer, description: "Each instalment in rupees; the last one takes the rounding." },
        interestWaived: { ...integer, description: "The bank's interest, taken off the price upfront by the store." },
      },
      description: "The no-cost EMI plan; null when paid in full.",
    }),
    tracking: arrayOf(object({ status: string, message: string, at: { type: "string", format: "date-time" } })),
    // Who carries the order and its tracking number, once staff shipped it with them; null before.
    shipment: nullable(object({ courier: string, trackingNumber: nullable(string) })),
  }),
};

const orderAnswer = dataOf(object({ order: ref("Order") }));
const placedAnswer = dataOf(object({ order: ref("Order"), checkout }, ["order"]));
const numberParameter: Json = { name: "number", in: "path", required: true, schema: string };

export const orderPaths: Record<string, Json> = {
  "/api/db/orders": {
    post: {
      tags: ["orders"],
      summary: "Place the shopper's cart as an order",
      description:
        "The server prices every line, applies the cart's promo code, takes the stock and charges " +
        "the payment in one step. Prices or totals in the body are not read. A retry with the same " +
        "Idempotency-Key returns the same order (200) and never charges twice. The same rules as " +
        "the checkout page: the PIN code must be known to India Post, lie in the state given and be " +
        "one we deliver to; cash on delivery only where GET /api/db/pincodes/{pin} says it is " +
        "available and for totals up to COD_MAX_RUPEES; a delivery slot whenever our fitters " +
        "assemble something in the order at that address (a slot sent for any other order is not " +
        "kept); saved addresses and cards only of the signed-in shopper. The promised delivery " +
        "dates are computed here and stored on the order.",
      parameters: [
        {
          name: "Idempotency-Key",
          in: "header",
          required: true,
          schema: { type: "string", pattern: idempotencyKeyPattern.source },
        },
      ],
      requestBody: jsonBody(
        object(
          {
            shipping: { oneOf: [shipping, savedAddress] },
            payment,
            deliverySlot: nullable({
              ...deliverySlot,
              description: "Morning (9 am – 1 pm), afternoon (1 pm – 5 pm) or evening (5 pm – 9 pm).",
            }),
            buyerGstin: {
              type: "string",
              description: "Optional GSTIN for a GST invoice: 15 characters, a state code and a valid check character.",
            },
            emi: nullable(emiChoice),
          },
          ["shipping", "payment"],
        ),
      ),
      responses: {
        201: jsonResponse("The order was placed; `checkout` when it is to be paid in the gateway's window.", placedAnswer),
        200: jsonResponse("The same key was sent before: the order it placed.", placedAnswer),
        400: errorResponse("No or malformed Idempotency-Key, or the body is not valid JSON."),
        401: errorResponse("A saved address or card was sent without signing in (code sign_in_required)."),
        403: errorResponse("The request came from another site or lacks X-Requested-With: XMLHttpRequest."),
        404: errorResponse(
          "The saved address or card is not the shopper's, or does not exist (saved_address_not_found, " +
          "saved_card_not_found); nothing about it is revealed.",
        ),
        409: errorResponse("The cart is empty, changed, or asks for more than is in stock."),
        413: errorResponse("The body is larger than 16 KB."),
        415: errorResponse("The body is not JSON."),
        422: errorResponse(
          "A field is invalid (the checkout form's message, code invalid_request); the key was used with " +
          "other details (idempotency_conflict); a card's number, expiry or CVV was sent (never accepted); the PIN " +
          "code is unknown, in another state or not served (unknown_pincode, pincode_state_mismatch, " +
          "not_serviceable); cash on delivery is not offered (cod_not_available, with the reason); or no " +
          "delivery slot was chosen for furniture our fitters assemble (delivery_slot_required); or no-cost " +
          "EMI was asked for with UPI or cash on delivery, an unlisted bank or tenure, or a total under " +
          `₹ ${emiMinimumRupees} (emi_not_available, with the reason).`,
        ),
        429: errorResponse(
          "Too many guest cash-on-delivery orders from this address (5 an hour) or to this e-mail (3 a day) " +
            "(rate_limited); see Retry-After. Signed-in shoppers and prepaid orders are not limited.",
        ),
        503: errorResponse(
          "The database (database_unavailable, see Retry-After) or the payment gateway (gateway_unavailable) could not be reached; nothing was placed.",
        ),
      },
    },
  },
  "/api/db/orders/{number}": {
    get: {
      tags: ["orders"],
      summary: "One of the shopper's own orders",
      parameters: [{ name: "number", in: "path", required: true, schema: string }],
      responses: {
        200: jsonResponse("The order.", orderAnswer),
        404: errorResponse("No such order for this shopper."),
      },
    },
  },
  "/api/db/orders/{number}/checkout": {
    get: {
      tags: ["orders"],
      summary: "Open the gateway again for an order awaiting its payment (Pay now)",
      description: "Always the same gateway order, so paying twice cannot make two orders.",
      parameters: [numberParameter],
      responses: {
        200: jsonResponse("What the gateway's script is opened with.", dataOf(object({ checkout }))),
        404: errorResponse("No such order for this shopper (order_not_found)."),
        409: errorResponse("Already paid (already_paid), or not payable any more (not_payable)."),
        410: errorResponse("Its time to pay ran out and the order was cancelled (payment_expired)."),
      },
    },
  },
  "/api/db/orders/{number}/payment": {
    get: {
      tags: ["orders"],
      summary: "Where an order's payment stands (for a page waiting on a UPI approval)",
      parameters: [numberParameter],
      responses: {
        200: jsonResponse("The payment's and the order's status.", dataOf(object({ payment: object({ orderNumber: string, status: string, orderStatus: string }) }))),
        404: errorResponse("No such order for this shopper (order_not_found)."),
      },
    },
    post: {
      tags: ["orders"],
      summary: "Report a payment made in the gateway's window",
      description:
        "The three fields the gateway's script hands the page. The signature is checked against the gateway order the " +
        "store stored with the order (razorpay_order_id is not used), the payment fetched from the gateway and captured. " +
        "Reporting it again answers the same order.",
      parameters: [numberParameter],
      requestBody: jsonBody(
        object(
          { razorpay_payment_id: string, razorpay_order_id: string, razorpay_signature: string },
          ["razorpay_payment_id", "razorpay_signature"],
        ),
      ),
      responses: {
        200: jsonResponse("The order, confirmed and paid.", orderAnswer),
        400: errorResponse("The signature does not match (signature_invalid), or the body is not valid JSON; nothing changed."),
        402: errorResponse("The gateway says the payment failed (payment_failed); the order can be paid again."),
        404: errorResponse("No such order for this shopper (order_not_found)."),
        409: errorResponse("The gateway has not received the money yet (payment_not_received)."),
        410: errorResponse("Paid after the order expired, with its stock gone: the money goes back (payment_expired)."),
        422: errorResponse("A field is missing or malformed (invalid_request), or the payment is not for this order's amount (payment_mismatch)."),
        503: errorResponse("The payment gateway could not be reached (gateway_unavailable); report it again."),
      },
    },
  },
  "/api/db/saved-cards/checks": {
    post: {
      tags: ["orders"],
      summary: "Add New Card: open a one-rupee card check",
      description:
        "For a signed-in shopper: a gateway order of ₹ 1 that the page pays with the gateway's script and `save: 1`, so the " +
        "gateway keeps the card as a token of the shopper's customer. The rupee is never captured; the gateway gives it back.",
      responses: {
        201: jsonResponse(
          "What the gateway's script is opened with.",
          object({ data: object({ check: object({ ...checkoutFields, customerId: { ...string, description: "The shopper's customer at the gateway." } }) }) }),
        ),
        401: errorResponse("Not signed in (unauthenticated)."),
        403: errorResponse("The request came from another site or lacks X-Requested-With: XMLHttpRequest."),
        409: errorResponse("The shopper already has 10 saved cards (too_many)."),
        503: errorResponse("The payment gateway could not be reached (gateway_unavailable)."),
      },
    },
  },
  "/api/db/saved-cards/checks/report": {
    post: {
      tags: ["orders"],
      summary: "Add New Card: report the card check's payment",
      description:
        "The three fields the gateway's script hands the page. Believed only with the gateway's signature for a check of this " +
        "shopper's, and the payment as the gateway tells it; the card the gateway saved becomes one of the shopper's saved cards.",
      requestBody: jsonBody(
        object({ razorpay_payment_id: string, razorpay_order_id: string, razorpay_signature: string }, ["razorpay_payment_id", "razorpay_order_id", "razorpay_signature"]),
      ),
      responses: {
        201: jsonResponse("The saved card: brand, last four, expiry, holder, default or not.", object({ data: object({ card: object({}) }) })),
        400: errorResponse("The signature does not match a check of this shopper's (signature_invalid); nothing saved."),
        401: errorResponse("Not signed in (unauthenticated)."),
        403: errorResponse("The request came from another site or lacks X-Requested-With: XMLHttpRequest."),
        409: errorResponse("The card is already saved (duplicate), or 10 are (too_many)."),
        422: errorResponse("A field is missing (invalid_request), the gateway refused the card (card_refused), or it was paid without save (not_saved)."),
        503: errorResponse("The payment gateway could not be reached (gateway_unavailable)."),
      },
    },
  },
};
