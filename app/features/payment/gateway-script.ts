// Drives the payment gateway's own script in the browser (decision 029). Razorpay's Custom Checkout
// and the test gateway's script share one shape (`new Gateway({ key })`, `createPayment(data)`,
// `on(event, handler)`), so one piece of code pays through either. Card details go from here to
// the gateway; the store only ever receives the gateway's signed report.
import type { GatewayCheckout } from "~/lib/contracts/gateway-payments";
import type { BrowserCard } from "../checkout/checkout-state";

interface GatewayCard {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
  name: string;
}

/** A saved card: the gateway's token and its customer, with the CVV typed again (Razorpay's `card[cvv]`). */
interface GatewayToken {
  token: string;
  customer_id: string;
  card: { cvv: string };
}

/** Asks the gateway to keep a new card as a token of this customer (the shopper ticked "Save this card"). */
interface GatewaySave {
  save?: 1;
  customer_id?: string;
}

export type GatewayPaymentData =
  | ({ method: "card"; card: GatewayCard } & GatewaySave)
  | ({ method: "emi"; card: GatewayCard; emi_duration: number } & GatewaySave)
  | ({ method: "card" } & GatewayToken)
  | ({ method: "emi"; emi_duration: number } & GatewayToken)
  | { method: "upi"; upi: { flow: "intent" | "qr" } }
  | { method: "netbanking"; bank: string };

export type GatewayAnswer =
  | { kind: "paid"; report: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
  | { kind: "pending"; paymentId: string; intentUrl: string | null; approveUrl: string | null }
  | { kind: "failed"; message: string };

interface GatewayInstance {
  on(event: string, handler: (answer: unknown) => void): void;
  createPayment(data: Record<string, unknown>): void;
}

type GatewayConstructor = new (options: { key: string }) => GatewayInstance;

/**
 * A card as the checkout's fields hold it ("4111 1111 1111 1111", "12/30"), in the gateway's
 * fields; paid in no-cost EMI over the order's months when it has a plan, and saved as a token of
 * `saveFor` (the shopper's customer at the gateway) when given.
 */
export function cardPaymentData(card: BrowserCard, emiMonths: number | null, saveFor: string | null = null): GatewayPaymentData {
  const [month = "0", year = "0"] = card.cardExpiry.split("/");
  const gatewayCard = {
    number: card.cardNumber.replace(/ /g, ""),
    expiry_month: Number(month),
    expiry_year: 2000 + Number(year),
    cvv: card.cardCvv,
    name: card.cardHolder.trim(),
  };
  const save = saveFor === null ? {} : { save: 1 as const, customer_id: saveFor };
  return emiMonths === null ? { method: "card", card: gatewayCard, ...save } : { method: "emi", card: gatewayCard, emi_duration: emiMonths, ...save };
}

/** A saved card (the gateway's token of this customer) with its CVV typed again; in EMI when the order has a plan. */
export function savedCardPaymentData(tokenId: string, customerId: string, cvv: string, emiMonths: number | null): GatewayPaymentData {
  const token = { token: tokenId, customer_id: customerId, card: { cvv } };
  return emiMonths === null ? { method: "card", ...token } : { method: "emi", emi_duration: emiMonths, ...token };
}

/** Hands the gateway's signed report of an order's payment to the store; null once the store has confirmed it, else the store's message. */
export function reportPayment(orderNumber: string, report: unknown): Promise<string | null> {
  return reportTo(`/api/db/orders/${encodeURIComponent(orderNumber)}/payment`, report);
}

/** Posts the gateway's signed report to the store's endpoint for it; null when accepted, else the store's message. */
export async function reportTo(path: string, report: unknown): Promise<string | null> {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify(report),
  });
  if (answer.ok) return null;
  const body: unknown = await answer.json().catch(() => null);
  const error: unknown = typeof body === "object" && body !== null ? Reflect.get(body, "error") : null;
  const message: unknown = typeof error === "object" && error !== null ? Reflect.get(error, "message") : null;
  return typeof message === "string" ? message : "Something went wrong on our side. Please try again.";
}

const unreachable = "Could not reach the payment gateway. Please try again.";

/** The script's global: Razorpay's is `Razorpay`, the test gateway's `TestGateway`. */
function gatewayConstructor(checkout: GatewayTarget): GatewayConstructor | null {
  const name = checkout.gateway === "razorpay" ? "Razorpay" : "TestGateway";
  const found: unknown = Reflect.get(window, name);
  // A third-party script's global: nothing more than "a constructor" can be checked of it here.
  return typeof found === "function" ? (found as GatewayConstructor) : null;
}

const loading = new Map<string, Promise<void>>();

/** Adds the gateway's script to the page once; resolves when it has run. */
export function loadGatewayScript(checkout: GatewayTarget): Promise<void> {
  const known = loading.get(checkout.scriptUrl);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = checkout.scriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(checkout.scriptUrl);
      reject(new Error(unreachable));
    };
    document.head.append(script);
  });
  loading.set(checkout.scriptUrl, loaded);
  return loaded;
}

function text(value: unknown, key: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  const found: unknown = Reflect.get(value, key);
  return typeof found === "string" ? found : null;
}

/** What the gateway's script needs of a gateway order: an order's checkout, or Add New Card's check. */
export type GatewayTarget = Pick<GatewayCheckout, "gateway" | "scriptUrl" | "keyId" | "gatewayOrderId" | "amountPaise" | "currency">;

/** Pays the gateway order with the gateway's script; never rejects. */
export async function payWithGateway(checkout: GatewayTarget, data: GatewayPaymentData): Promise<GatewayAnswer> {
  try {
    await loadGatewayScript(checkout);
  } catch {
    return { kind: "failed", message: unreachable };
  }
  const Gateway = gatewayConstructor(checkout);
  if (!Gateway) return { kind: "failed", message: unreachable };
  return new Promise<GatewayAnswer>((resolve) => {
    const gateway = new Gateway({ key: checkout.keyId });
    gateway.on("payment.success", (answer) => {
      const paymentId = text(answer, "razorpay_payment_id");
      const orderId = text(answer, "razorpay_order_id");
      const signature = text(answer, "razorpay_signature");
      if (paymentId && orderId && signature) {
        resolve({ kind: "paid", report: { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } });
      } else resolve({ kind: "failed", message: unreachable });
    });
    gateway.on("payment.error", (answer) => {
      const error: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, "error") : null;
      resolve({ kind: "failed", message: text(error, "description") ?? unreachable });
    });
    gateway.on("payment.pending", (answer) => {
      resolve({
        kind: "pending",
        paymentId: text(answer, "razorpay_payment_id") ?? "",
        intentUrl: text(answer, "intent_url"),
        approveUrl: text(answer, "approve_url"),
      });
    });
    gateway.createPayment({ order_id: checkout.gatewayOrderId, amount: checkout.amountPaise, currency: checkout.currency, ...data });
  });
}
