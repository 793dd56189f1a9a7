// The Razorpay adapter against a real local HTTP counterpart of Razorpay's API
// (tests/support/razorpay-sandbox.ts), through the official SDK: nothing of ours is mocked.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRazorpaySandbox, type CheckoutSuccess, type RazorpaySandbox } from "../../tests/support/razorpay-sandbox";
import { GatewayError, type GatewayPayment, type HostedGateway } from "./hosted-gateway";
import { createRazorpayGateway, razorpayCheckoutScriptUrl } from "./razorpay-gateway";

let sandbox: RazorpaySandbox;
let gateway: HostedGateway;

beforeAll(async () => {
  sandbox = await startRazorpaySandbox();
  gateway = gatewayFor(sandbox);
});

afterAll(async () => {
  await sandbox.close();
});

function gatewayFor(counterpart: RazorpaySandbox, overrides: { keySecret?: string; apiUrl?: string } = {}): HostedGateway {
  return createRazorpayGateway({
    keyId: counterpart.keyId,
    keySecret: overrides.keySecret ?? counterpart.keySecret,
    webhookSecret: counterpart.webhookSecret,
    apiUrl: overrides.apiUrl ?? counterpart.url,
    timeoutMs: 5_000,
  });
}

let orderNumber = 1000;
function nextOrderNumber(): string {
  orderNumber += 1;
  return `ORD${orderNumber}`;
}

const visa = { number: "4100 2800 0000 1007", expiryMonth: 12, expiryYear: 2030, name: "Priya Sharma" };

/** A gateway order for this many paise, paid by card in the sandbox, as Checkout would. */
async function paidOrder(amountPaise: number, card = visa): Promise<{ gatewayOrderId: string; report: CheckoutSuccess }> {
  const order = await gateway.createOrder({ amountPaise, receipt: nextOrderNumber() });
  return { gatewayOrderId: order.id, report: sandbox.pay(order.id, { method: "card", card }) };
}

/** A captured card payment of this many paise. */
async function capturedPayment(amountPaise: number): Promise<GatewayPayment> {
  const { report } = await paidOrder(amountPaise);
  return gateway.capture(report.razorpay_payment_id, amountPaise);
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error: unknown = await promise.then(
    () => new Error("expected the gateway to fail"),
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof GatewayError)) throw error;
  return error;
}

function refundKey(): string {
  return `rfnd_${randomUUID().replaceAll("-", "")}`;
}

describe("the store creates a Razorpay order and the shopper pays it", () => {
  it("tells the checkout page Razorpay's script and the public key, never the secret", () => {
    expect(gateway.name).toBe("razorpay");
    expect(gateway.browserCheckout).toEqual({
      scriptUrl: razorpayCheckoutScriptUrl,
      keyId: sandbox.keyId,
      connectSources: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
      frameSources: ["https://api.razorpay.com"],
    });
    expect(razorpayCheckoutScriptUrl).toBe("https://checkout.razorpay.com/v1/razorpay.js");
    expect(JSON.stringify(gateway.browserCheckout)).not.toContain(sandbox.keySecret);
  });

  it("creates an order for the amount in paise, with our order number as its receipt", async () => {
    const receipt = nextOrderNumber();
    const order = await gateway.createOrder({ amountPaise: 2_499_900, receipt, notes: { shopper: "42" } });
    expect(order).toMatchObject({
      amountPaise: 2_499_900,
      amountPaidPaise: 0,
      currency: "INR",
      receipt,
      status: "created",
      attempts: 0,
      notes: { shopper: "42" },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
  });

  it("asks for manual capture unless told otherwise, so the store decides when money is taken", async () => {
    const manual = await gateway.createOrder({ amountPaise: 50_000, receipt: nextOrderNumber() });
    const paid = sandbox.pay(manual.id, { method: "upi", vpa: "success@razorpay" });
    expect((await gateway.fetchPayment(paid.razorpay_payment_id)).status).toBe("authorized");

    const automatic = await gateway.createOrder({ amountPaise: 50_000, receipt: nextOrderNumber(), capture: "automatic" });
    const taken = sandbox.pay(automatic.id, { method: "upi", vpa: "success@razorpay" });
    expect((await gateway.fetchPayment(taken.razorpay_payment_id)).status).toBe("captured");
    expect((await gateway.fetchOrder(automatic.id)).status).toBe("paid");
  });

  it("accepts the signature Razorpay gave the browser for this payment of this order", async () => {
    const { gatewayOrderId, report } = await paidOrder(129_900);
    expect(report.razorpay_order_id).toBe(gatewayOrderId);
    expect(
      gateway.verifyPaymentSignature({ gatewayOrderId, paymentId: report.razorpay_payment_id, signature: report.razorpay_signature }),
    ).toBe(true);
  });

  it("refuses a forged signature", async () => {
    const { gatewayOrderId, report } = await paidOrder(129_900);
    const paymentId = report.razorpay_payment_id;
    const flipped = `${report.razorpay_signature.slice(0, -1)}${report.razorpay_signature.endsWith("0") ? "1" : "0"}`;
    const forgeries = [
      flipped,
      "0".repeat(64),
      "",
      "not-a-signature",
      report.razorpay_signature.toUpperCase(),
      `${report.razorpay_signature}00`,
    ];
    for (const signature of forgeries) {
      expect(gateway.verifyPaymentSignature({ gatewayOrderId, paymentId, signature })).toBe(false);
    }
  });

  it("refuses a signature made with another key secret", async () => {
    const { gatewayOrderId, report } = await paidOrder(129_900);
    const otherShop = gatewayFor(sandbox, { keySecret: "another-shops-secret" });
    expect(
      otherShop.verifyPaymentSignature({ gatewayOrderId, paymentId: report.razorpay_payment_id, signature: report.razorpay_signature }),
    ).toBe(false);
  });

  it("refuses a signature made for another payment of another order", async () => {
    const first = await paidOrder(129_900);
    const second = await paidOrder(129_900);
    expect(
      gateway.verifyPaymentSignature({
        gatewayOrderId: second.gatewayOrderId,
        paymentId: second.report.razorpay_payment_id,
        signature: first.report.razorpay_signature,
      }),
    ).toBe(false);
  });

  it("refuses a real payment and signature replayed against another gateway order", async () => {
    // A shopper pays a cheap order, then reports that payment for an expensive one: the store checks
    // against the gateway order id it stored for the expensive order.
    const cheap = await paidOrder(10_000);
    const expensive = await gateway.createOrder({ amountPaise: 9_999_900, receipt: nextOrderNumber() });
    expect(
      gateway.verifyPaymentSignature({
        gatewayOrderId: expensive.id,
        paymentId: cheap.report.razorpay_payment_id,
        signature: cheap.report.razorpay_signature,
      }),
    ).toBe(false);
  });
});

describe("the store reads and captures a payment", () => {
  it("fetches a card payment as Razorpay sees it: order, amount, currency, method, network and last four", async () => {
    const { gatewayOrderId, report } = await paidOrder(2_499_900);
    const payment = await gateway.fetchPayment(report.razorpay_payment_id);
    expect(payment).toMatchObject({
      id: report.razorpay_payment_id,
      gatewayOrderId,
      amountPaise: 2_499_900,
      currency: "INR",
      status: "authorized",
      captured: false,
      amountRefundedPaise: 0,
      method: "card",
      card: { network: "Visa", brand: "visa", last4: "1007", name: "Priya Sharma" },
    });
    expect(payment.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(payment)).not.toMatch(/4100\s?2800/);
    // The card comes from Razorpay's documented expand[]=card, sent as such.
    const fetched = sandbox.requests().filter((request) => request.path === `/v1/payments/${payment.id}`);
    expect(new URLSearchParams(fetched.at(-1)?.query).getAll("expand[]")).toEqual(["card"]);
  });

  it("names RuPay, Mastercard and UPI payments as the store does", async () => {
    const rupay = await paidOrder(100_000, { ...visa, number: "6527 6589 0000 1005" });
    expect((await gateway.fetchPayment(rupay.report.razorpay_payment_id)).card).toMatchObject({
      network: "RuPay",
      brand: "rupay",
      last4: "1005",
    });
    const mastercard = await paidOrder(100_000, { ...visa, number: "5500 6700 0000 1002" });
    expect((await gateway.fetchPayment(mastercard.report.razorpay_payment_id)).card).toMatchObject({ brand: "mastercard" });

    const order = await gateway.createOrder({ amountPaise: 100_000, receipt: nextOrderNumber() });
    const upi = await gateway.fetchPayment(sandbox.pay(order.id, { method: "upi", vpa: "success@razorpay" }).razorpay_payment_id);
    expect(upi).toMatchObject({ method: "upi", status: "authorized" });
    expect(upi.card).toBeUndefined();
  });

  it("captures an authorized payment for its amount, and a second capture is harmless", async () => {
    const { gatewayOrderId, report } = await paidOrder(799_900);
    const captured = await gateway.capture(report.razorpay_payment_id, 799_900);
    expect(captured).toMatchObject({ status: "captured", captured: true, amountPaise: 799_900 });
    expect(await gateway.capture(report.razorpay_payment_id, 799_900)).toMatchObject({ status: "captured" });
    expect(await gateway.fetchOrder(gatewayOrderId)).toMatchObject({ status: "paid", amountPaidPaise: 799_900, attempts: 1 });
  });

  it("refuses to capture a different amount, and the payment stays authorized", async () => {
    const { report } = await paidOrder(799_900);
    const error = await gatewayError(gateway.capture(report.razorpay_payment_id, 700_000));
    expect(error).toMatchObject({ kind: "refused", httpStatus: 400, code: "BAD_REQUEST_ERROR", field: "amount" });
    expect(error.description).toMatch(/equal to the amount authorized/);
    expect((await gateway.fetchPayment(report.razorpay_payment_id)).status).toBe("authorized");
  });

  it("refuses to capture a captured payment again for another amount", async () => {
    const payment = await capturedPayment(50_000);
    expect(await gatewayError(gateway.capture(payment.id, 60_000))).toMatchObject({ kind: "refused" });
  });

  it("reads a failed payment with Razorpay's reason, and never captures it", async () => {
    const order = await gateway.createOrder({ amountPaise: 250_000, receipt: nextOrderNumber() });
    const failure = sandbox.pay(order.id, { method: "upi", vpa: "failure@razorpay", outcome: "failed" });
    const payment = await gateway.fetchPayment(failure.error.metadata.payment_id);
    expect(payment).toMatchObject({
      status: "failed",
      captured: false,
      errorCode: "BAD_REQUEST_ERROR",
      errorDescription: "Payment failed",
      errorReason: "payment_failed",
    });
    expect(await gatewayError(gateway.capture(payment.id, 250_000))).toMatchObject({ kind: "refused" });
    // The shopper tries again on the same order, and pays.
    const retry = sandbox.pay(order.id, { method: "card", card: visa });
    const attempts = await gateway.fetchOrderPayments(order.id);
    expect(attempts.map((attempt) => [attempt.id, attempt.status])).toEqual(
      expect.arrayContaining([
        [payment.id, "failed"],
        [retry.razorpay_payment_id, "authorized"],
      ]),
    );
    expect((await gateway.fetchOrder(order.id)).attempts).toBe(2);
  });

  it("refuses an unknown payment id, and a malformed one before anything is sent", async () => {
    expect(await gatewayError(gateway.fetchPayment("pay_00000000000000"))).toMatchObject({ kind: "refused", httpStatus: 400 });
    const before = sandbox.requests().length;
    for (const id of ["", "../orders", "pay_abc/../../x", "pay_ABCDEFGHIJKLMN?x=1"]) {
      expect(await gatewayError(gateway.fetchPayment(id))).toMatchObject({ kind: "refused", httpStatus: null });
    }
    expect(sandbox.requests()).toHaveLength(before);
  });

  it("takes amounts only in whole paise, as a bug otherwise", async () => {
    for (const amountPaise of [0, -100, 99.5, Number.NaN]) {
      await expect(gateway.createOrder({ amountPaise, receipt: nextOrderNumber() })).rejects.toThrow(RangeError);
      await expect(gateway.capture("pay_ABCDEFGHIJKLMN", amountPaise)).rejects.toThrow(RangeError);
    }
  });
});

describe("the store refunds a captured payment", () => {
  it("refunds part of a payment twice, then refuses more than is left", async () => {
    const payment = await capturedPayment(1_000_000);
    const first = await gateway.refund({ paymentId: payment.id, amountPaise: 300_000, idempotencyKey: refundKey() });
    const second = await gateway.refund({ paymentId: payment.id, amountPaise: 500_000, idempotencyKey: refundKey() });
    expect(first).toMatchObject({ paymentId: payment.id, amountPaise: 300_000, status: "processed" });
    expect(second).toMatchObject({ amountPaise: 500_000, status: "processed" });
    expect(first.id).not.toBe(second.id);

    const tooMuch = await gatewayError(gateway.refund({ paymentId: payment.id, amountPaise: 250_000, idempotencyKey: refundKey() }));
    expect(tooMuch).toMatchObject({ kind: "refused", code: "BAD_REQUEST_ERROR" });
    expect(tooMuch.description).toMatch(/greater than amount captured/);

    expect(await gateway.fetchPayment(payment.id)).toMatchObject({ status: "captured", amountRefundedPaise: 800_000 });
    await gateway.refund({ paymentId: payment.id, amountPaise: 200_000, idempotencyKey: refundKey() });
    expect(await gateway.fetchPayment(payment.id)).toMatchObject({ status: "refunded", amountRefundedPaise: 1_000_000 });
  });

  it("answers the first refund again when asked twice under the same key, paying nothing more", async () => {
    const payment = await capturedPayment(400_000);
    const request = { paymentId: payment.id, amountPaise: 150_000, idempotencyKey: refundKey(), notes: { reason: "return" } };
    const first = await gateway.refund(request);
    const again = await gateway.refund(request);
    expect(again).toEqual(first);
    expect(first.receipt).toBe(request.idempotencyKey);
    expect((await gateway.fetchPayment(payment.id)).amountRefundedPaise).toBe(150_000);
    const sent = sandbox.requests().filter((entry) => entry.path === `/v1/payments/${payment.id}/refund`);
    expect(sent.map((entry) => entry.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
  });

  it("refuses the same key for a different refund", async () => {
    const payment = await capturedPayment(400_000);
    const idempotencyKey = refundKey();
    await gateway.refund({ paymentId: payment.id, amountPaise: 100_000, idempotencyKey });
    const error = await gatewayError(gateway.refund({ paymentId: payment.id, amountPaise: 120_000, idempotencyKey }));
    expect(error).toMatchObject({
      kind: "refused",
      description: "Different request with the same idempotency key has already been processed.",
    });
  });

  it("refuses an idempotency key Razorpay would not take, before asking", async () => {
    const payment = await capturedPayment(400_000);
    for (const idempotencyKey of ["short", "has spaces in it", "x".repeat(41)]) {
      expect(await gatewayError(gateway.refund({ paymentId: payment.id, amountPaise: 10_000, idempotencyKey }))).toMatchObject({
        kind: "refused",
        httpStatus: null,
      });
    }
  });

  it("refuses to refund a payment that was only authorized", async () => {
    const { report } = await paidOrder(400_000);
    const error = await gatewayError(
      gateway.refund({ paymentId: report.razorpay_payment_id, amountPaise: 100_000, idempotencyKey: refundKey() }),
    );
    expect(error).toMatchObject({ kind: "refused", httpStatus: 400 });
  });

  it("follows a pending refund until Razorpay settles it", async () => {
    const payment = await capturedPayment(400_000);
    sandbox.holdRefunds(true);
    try {
      const pending = await gateway.refund({ paymentId: payment.id, amountPaise: 100_000, idempotencyKey: refundKey() });
      expect(pending.status).toBe("pending");
      expect(await gateway.fetchRefund(pending.id)).toEqual(pending);
      sandbox.settleRefund(pending.id, "processed");
      expect(await gateway.fetchRefund(pending.id)).toMatchObject({ id: pending.id, status: "processed" });
    } finally {
      sandbox.holdRefunds(false);
    }
  });
});

describe("Razorpay's webhooks reach the store", () => {
  it("verifies a webhook's signature over the raw body, given as bytes or as text", async () => {
    const payment = await capturedPayment(300_000);
    const event = sandbox.webhook("payment.captured", { paymentId: payment.id });
    expect(gateway.verifyWebhookSignature(Buffer.from(event.rawBody), event.signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(event.rawBody, event.signature)).toBe(true);
  });

  it("refuses a body changed by one byte, another secret's signature, and no signature", async () => {
    const payment = await capturedPayment(300_000);
    const event = sandbox.webhook("payment.captured", { paymentId: payment.id });
    const body = Buffer.from(event.rawBody);
    for (let index = 0; index < body.length; index += Math.ceil(body.length / 25)) {
      const changed = Buffer.from(body);
      changed[index] = (changed[index] ?? 0) ^ 1;
      expect(gateway.verifyWebhookSignature(changed, event.signature)).toBe(false);
    }
    expect(gateway.verifyWebhookSignature(`${event.rawBody} `, event.signature)).toBe(false);
    const signedWithKeySecret = gatewayFor(sandbox);
    expect(signedWithKeySecret.verifyWebhookSignature(event.rawBody, "")).toBe(false);
    const otherSecret = createRazorpayGateway({
      keyId: sandbox.keyId,
      keySecret: sandbox.keySecret,
      webhookSecret: "another-webhook-secret",
      apiUrl: sandbox.url,
    });
    expect(otherSecret.verifyWebhookSignature(event.rawBody, event.signature)).toBe(false);
  });

  it("verifies a webhook delivered over HTTP from the request's raw bytes, with its event id", async () => {
    const payment = await capturedPayment(300_000);
    const event = sandbox.webhook("payment.captured", { paymentId: payment.id });
    const received: { body: Buffer; signature: unknown; eventId: unknown }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          body: Buffer.concat(chunks),
          signature: request.headers["x-razorpay-signature"],
          eventId: request.headers["x-razorpay-event-id"],
        });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const address = receiver.address();
      if (address === null || typeof address === "string") throw new Error("no port");
      expect(await sandbox.postWebhook(`http://127.0.0.1:${address.port}/api/payments/razorpay/webhook`, event)).toBe(200);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
    const [delivery] = received;
    expect(delivery?.eventId).toBe(event.eventId);
    expect(typeof delivery?.signature).toBe("string");
    expect(gateway.verifyWebhookSignature(delivery!.body, String(delivery!.signature))).toBe(true);
  });

  it("reads each event the store acts on as its typed event", async () => {
    const order = await gateway.createOrder({ amountPaise: 600_000, receipt: nextOrderNumber() });
    const failed = sandbox.pay(order.id, { method: "netbanking", bank: "HDFC", outcome: "failed" });
    const paid = sandbox.pay(order.id, { method: "card", card: visa });
    const paymentId = paid.razorpay_payment_id;

    const authorized = gateway.parseWebhookEvent(sandbox.webhook("payment.authorized", { paymentId }).rawBody);
    expect(authorized).toMatchObject({
      type: "payment.authorized",
      payment: { id: paymentId, status: "authorized", card: { last4: "1007" } },
    });

    const failedId = failed.error.metadata.payment_id;
    const failure = gateway.parseWebhookEvent(sandbox.webhook("payment.failed", { paymentId: failedId }).rawBody);
    expect(failure).toMatchObject({
      type: "payment.failed",
      payment: { id: failedId, status: "failed", method: "netbanking", errorReason: "payment_failed" },
    });

    await gateway.capture(paymentId, 600_000);
    const captured = gateway.parseWebhookEvent(sandbox.webhook("payment.captured", { paymentId }).rawBody);
    expect(captured).toMatchObject({
      type: "payment.captured",
      payment: { id: paymentId, status: "captured", gatewayOrderId: order.id },
    });

    const orderPaid = gateway.parseWebhookEvent(sandbox.webhook("order.paid", { orderId: order.id }).rawBody);
    expect(orderPaid).toMatchObject({
      type: "order.paid",
      order: { id: order.id, status: "paid", amountPaidPaise: 600_000, receipt: order.receipt },
      payment: { id: paymentId, status: "captured" },
    });

    const refunded = await gateway.refund({ paymentId, amountPaise: 100_000, idempotencyKey: refundKey() });
    const processed = gateway.parseWebhookEvent(sandbox.webhook("refund.processed", { refundId: refunded.id }).rawBody);
    expect(processed).toMatchObject({
      type: "refund.processed",
      refund: { id: refunded.id, status: "processed", amountPaise: 100_000 },
      payment: { id: paymentId, amountRefundedPaise: 100_000 },
    });

    sandbox.holdRefunds(true);
    try {
      const doomed = await gateway.refund({ paymentId, amountPaise: 50_000, idempotencyKey: refundKey() });
      sandbox.settleRefund(doomed.id, "failed");
      const refundFailed = gateway.parseWebhookEvent(sandbox.webhook("refund.failed", { refundId: doomed.id }).rawBody);
      expect(refundFailed).toMatchObject({
        type: "refund.failed",
        refund: { id: doomed.id, status: "failed" },
        payment: { amountRefundedPaise: 100_000 },
      });
    } finally {
      sandbox.holdRefunds(false);
    }
    for (const event of [authorized, failure, captured, orderPaid, processed]) {
      if (event.type === "ignored") throw new Error("expected a typed event");
      expect(event.createdAt).toBeInstanceOf(Date);
    }
  });

  it("reads an event the store does not act on as ignored, by its name", () => {
    expect(gateway.parseWebhookEvent(sandbox.webhook("payment.dispute.created", {}).rawBody)).toEqual({
      type: "ignored",
      name: "payment.dispute.created",
    });
  });

  it("finds a body that is not a Razorpay event invalid, naming no value from it", async () => {
    const payment = await capturedPayment(300_000);
    const genuine = sandbox.webhook("payment.captured", { paymentId: payment.id }).rawBody;
    const amountAsText = genuine.replace('"amount":300000,', '"amount":"3000.00",');
    expect(amountAsText).not.toBe(genuine);
    for (const body of ["", "not json", "[]", JSON.stringify({ event: "payment.captured" }), amountAsText]) {
      let thrown: unknown = null;
      try {
        gateway.parseWebhookEvent(body);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(GatewayError);
      expect(thrown).toMatchObject({ kind: "invalid", operation: "parseWebhookEvent" });
      expect(String(thrown)).not.toContain("priya.sharma@example.com");
    }
  });
});

describe("a shopper's saved cards are Razorpay's tokens", () => {
  it("lists the card a shopper saved at checkout by its token: network, last four, expiry and name", async () => {
    const shopper = { name: "Priya Sharma", email: `priya.${randomUUID()}@example.com`, contact: "+919876543210" };
    const customer = await gateway.customerFor(shopper);
    expect(customer).toMatchObject({ name: "Priya Sharma", email: shopper.email, contact: "+919876543210" });
    expect(customer.id).toMatch(/^cust_/);
    expect((await gateway.customerFor(shopper)).id).toBe(customer.id);
    expect(await gateway.listTokens(customer.id)).toEqual([]);

    const order = await gateway.createOrder({ amountPaise: 300_000, receipt: nextOrderNumber() });
    const report = sandbox.pay(order.id, { method: "card", card: visa, customerId: customer.id, saveCard: true });
    const payment = await gateway.fetchPayment(report.razorpay_payment_id);
    const tokens = await gateway.listTokens(customer.id);
    expect(tokens).toEqual([
      {
        id: payment.tokenId,
        card: { network: "Visa", brand: "visa", last4: "1007", name: "Priya Sharma", expiryMonth: 12, expiryYear: 2030 },
      },
    ]);
    expect(JSON.stringify(tokens)).not.toMatch(/4100\s?2800/);

    await gateway.deleteToken(customer.id, tokens[0]!.id);
    expect(await gateway.listTokens(customer.id)).toEqual([]);
    expect(await gatewayError(gateway.deleteToken(customer.id, tokens[0]!.id))).toMatchObject({ kind: "refused" });
  });
});

describe("the store tells Razorpay's refusals from its outages", () => {
  it("is refused with a wrong key secret, not mistaken for an outage", async () => {
    const wrongSecret = gatewayFor(sandbox, { keySecret: "not-the-secret" });
    const error = await gatewayError(wrongSecret.createOrder({ amountPaise: 10_000, receipt: nextOrderNumber() }));
    expect(error).toMatchObject({ kind: "refused", httpStatus: 401 });
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain("not-the-secret");
  });

  it("finds every call unreachable during an outage, keeping neither the secret nor what was sent, and works again after", async () => {
    const payment = await capturedPayment(500_000);
    sandbox.setUnreachable(true);
    try {
      const failures = [
        gateway.createOrder({ amountPaise: 10_000, receipt: nextOrderNumber() }),
        gateway.fetchPayment(payment.id),
        gateway.capture(payment.id, 500_000),
        gateway.refund({
          paymentId: payment.id,
          amountPaise: 10_000,
          idempotencyKey: refundKey(),
          notes: { staffNote: "broken leg on delivery" },
        }),
        gateway.listTokens("cust_ABCDEFGHIJKLMN"),
      ];
      for (const failure of failures) {
        const error = await gatewayError(failure);
        expect(error).toMatchObject({ kind: "unreachable", httpStatus: null });
        const everything = `${error.message} ${JSON.stringify(error)} ${String(error.cause)}`;
        expect(everything).not.toContain(sandbox.keySecret);
        expect(everything).not.toContain("broken leg");
      }
    } finally {
      sandbox.setUnreachable(false);
    }
    expect((await gateway.fetchPayment(payment.id)).status).toBe("captured");
  });

  it("does not believe a server that answers in another shape", async () => {
    const impostor = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: 5, entity: "order", amount: "lots" }));
    });
    await new Promise<void>((resolve) => impostor.listen(0, "127.0.0.1", resolve));
    try {
      const address = impostor.address();
      if (address === null || typeof address === "string") throw new Error("no port");
      const fooled = gatewayFor(sandbox, { apiUrl: `http://127.0.0.1:${address.port}` });
      const error = await gatewayError(fooled.createOrder({ amountPaise: 10_000, receipt: nextOrderNumber() }));
      expect(error).toMatchObject({ kind: "invalid", operation: "createOrder" });
      expect(error.description).toMatch(/amount/);
    } finally {
      impostor.closeAllConnections();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });
});
