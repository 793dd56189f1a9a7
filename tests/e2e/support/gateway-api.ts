// The built-in test gateway driven over HTTP, as its checkout script drives it from a page: for
// end-to-end tests whose subject comes after a card was paid or saved (Order History's EMI line,
// the back office's customer page, a checkout with a saved card). Paying and saving through the
// store's own screens is walked in checkout, pay-now and profile; here the same requests are sent
// without the page. The store never sees the card: it is sent to /test-gateway only, and the store
// is told the gateway's signed report.
import type { APIRequestContext } from "playwright-core";
import { z } from "zod";
import { baseUrl } from "./browser";

const headers = { "X-Requested-With": "XMLHttpRequest" };

/** The store's address for `path`: some tests' request contexts have no base URL of their own. */
const at = (path: string): string => `${baseUrl()}${path}`;

/** A card as the gateway's createPayment takes it. */
export interface GatewayCard {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
  name: string;
}

/** The test gateway's cards: Visa and Mastercard approve, the third is declined by its bank. */
export const testCards = {
  visa: { number: "4111111111111111", expiry_month: 12, expiry_year: 2030, cvv: "123", name: "ASHA VERMA" },
  mastercard: { number: "5555555555554444", expiry_month: 12, expiry_year: 2030, cvv: "123", name: "ASHA VERMA" },
  declined: { number: "4000000000000002", expiry_month: 12, expiry_year: 2030, cvv: "123", name: "ASHA VERMA" },
} as const satisfies Record<string, GatewayCard>;

const gatewayTarget = z.object({ keyId: z.string(), gatewayOrderId: z.string(), amountPaise: z.number() });
const checkAnswer = z.object({ data: z.object({ check: gatewayTarget.extend({ customerId: z.string() }) }) });
const checkoutAnswer = z.object({ data: z.object({ checkout: gatewayTarget }) });
const paidAnswer = z.object({
  status: z.literal("paid"),
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

type GatewayTarget = z.infer<typeof gatewayTarget>;

/** Sends one payment to the test gateway; answers its signed report, or throws with the gateway's answer. */
async function payAtGateway(api: APIRequestContext, target: GatewayTarget, payment: Record<string, unknown>) {
  const answer = await api.post(at("/test-gateway/v1/payments"), {
    headers: { "x-test-gateway-key": target.keyId },
    data: { order_id: target.gatewayOrderId, amount: target.amountPaise, currency: "INR", ...payment },
  });
  const body: unknown = await answer.json();
  const paid = paidAnswer.safeParse(body);
  if (!paid.success) throw new Error(`the test gateway did not take the payment: ${answer.status()} ${JSON.stringify(body)}`);
  const { status: _status, ...report } = paid.data;
  return report;
}

/**
 * Pays order `number` (awaiting its payment, placed by the shopper whose cookies `api` carries)
 * with `card` at the test gateway, in no-cost EMI over `emiMonths` when given, and reports the
 * gateway's answer to the store, as the Pay page does.
 */
export async function payOrderThroughGateway(api: APIRequestContext, number: string, card: GatewayCard, emiMonths: number | null = null): Promise<void> {
  const read = await api.get(at(`/api/db/orders/${number}/checkout`), { headers });
  if (!read.ok()) throw new Error(`order ${number} has no checkout to pay: ${read.status()} ${await read.text()}`);
  const { checkout } = checkoutAnswer.parse(await read.json()).data;
  const report = await payAtGateway(api, checkout, emiMonths === null ? { method: "card", card } : { method: "emi", card, emi_duration: emiMonths });
  const confirmed = await api.post(at(`/api/db/orders/${number}/payment`), { headers, data: report });
  if (!confirmed.ok()) throw new Error(`the store did not confirm order ${number}'s payment: ${confirmed.status()} ${await confirmed.text()}`);
}

/**
 * Profile → Saved Cards → Add New Card without the page: the store opens a ₹ 1 card check, the
 * card pays it at the test gateway with "save" for the shopper's gateway customer, and the store
 * is told the signed answer. The shopper whose cookies `api` carries must be signed in.
 */
export async function saveCardThroughGateway(api: APIRequestContext, card: GatewayCard): Promise<void> {
  const started = await api.post(at("/api/db/saved-cards/checks"), { headers });
  if (started.status() !== 201) throw new Error(`the store opened no card check: ${started.status()} ${await started.text()}`);
  const { check } = checkAnswer.parse(await started.json()).data;
  const report = await payAtGateway(api, check, { method: "card", card, save: 1, customer_id: check.customerId });
  const saved = await api.post(at("/api/db/saved-cards/checks/report"), { headers, data: report });
  if (saved.status() !== 201) throw new Error(`the store did not save the card: ${saved.status()} ${await saved.text()}`);
}
