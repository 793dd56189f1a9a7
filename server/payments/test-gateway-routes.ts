// The test gateway's browser-facing endpoints, mounted by the store at /test-gateway
// (testGatewayMountPath): its checkout script, the payment the script posts, and the "Test UPI
// app", a page standing in for the shopper's UPI app. What a browser sends here may hold a card
// number and CVV: it goes to the gateway's pay() and nowhere else, and is never logged (the
// store's request log keeps the method, path and status only).
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { unstorableTextPath } from "../../app/lib/storable-text";
import { refuseCrossSiteForms } from "../http/same-origin";
import { GatewayError } from "./hosted-gateway";
import { testGatewayMountPath, type TestGateway, type TestPaymentRequest } from "./test-gateway";
import { testGatewayCheckoutScript } from "./test-gateway-checkout-script";

/** A payment is a few hundred bytes; anything much larger is not one. */
const maxPaymentBodyBytes = 4096;

const paymentIdPattern = /^pay_[A-Za-z0-9]{14}$/;

// Razorpay's Custom Checkout takes numbers as numbers or as text ("12", "2030").
const wholeNumber = z.union([z.number().int(), z.string().regex(/^\d{1,4}$/).transform(Number)]);
const id = z.string().min(1).max(64);

/**
 * The payment as the script sends it: Razorpay's createPayment fields. Other fields Razorpay takes
 * (email, contact, notes…) are dropped, so the same checkout code can send them to both.
 */
const paymentBody = z.object({
  order_id: id,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.literal("INR"),
  method: z.enum(["card", "emi", "upi", "netbanking"]),
  // Bounds generous enough for whatever a shopper types: the gateway's answer judges the card.
  // A new card's fields, or (with `token`) only the saved card's CVV, as Razorpay's `card[cvv]`.
  card: z
    .union([
      z.object({
        number: z.string().max(32),
        expiry_month: wholeNumber,
        expiry_year: wholeNumber,
        cvv: z.string().max(8),
        name: z.string().max(100),
      }),
      z.object({ cvv: z.string().max(8) }).strict(),
    ])
    .optional(),
  token: id.optional(),
  /** A saved card's CVV given beside the token rather than in `card`. */
  cvv: z.string().max(8).optional(),
  save: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).optional(),
  customer_id: id.optional(),
  bank: z.string().max(16).optional(),
  emi_duration: wholeNumber.optional(),
  upi: z.object({ flow: z.enum(["intent", "qr"]) }).optional(),
});

function paymentRequestOf(body: z.infer<typeof paymentBody>): TestPaymentRequest {
  const save = body.save === true || body.save === 1 || body.save === "1";
  return {
    orderId: body.order_id,
    amountPaise: body.amount,
    method: body.method,
    ...(body.card && "number" in body.card
      ? {
          card: {
            number: body.card.number,
            expiryMonth: body.card.expiry_month,
            expiryYear: body.card.expiry_year,
            cvv: body.card.cvv,
            name: body.card.name,
          },
        }
      : {}),
    ...(body.token !== undefined ? { token: { id: body.token, cvv: body.card?.cvv ?? body.cvv ?? "" } } : {}),
    ...(save ? { saveCard: true } : {}),
    ...(body.customer_id !== undefined ? { customerId: body.customer_id } : {}),
    ...(body.emi_duration !== undefined ? { emiMonths: body.emi_duration } : {}),
    ...(body.bank !== undefined ? { bank: body.bank } : {}),
    ...(body.method === "upi" ? { upiFlow: body.upi?.flow ?? "intent" } : {}),
  };
}

/** Razorpay's error shape, with a description that never repeats what was sent. */
function badRequest(c: Context, description: string, status: 400 | 401 = 400): Response {
  return c.json({ error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {} } }, status);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f6f3ee; color: #1f1b16; }
main { max-width: 24rem; margin: 0 auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
form { display: inline-block; margin: 0.5rem 0.5rem 0 0; }
button { font: inherit; padding: 0.75rem 1.5rem; border-radius: 0.5rem; border: 2px solid #1f1b16; cursor: pointer; }
button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
.approve { background: #166534; border-color: #166534; color: #fff; }
.decline { background: #fff; color: #1f1b16; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function messagePage(c: Context, message: string, status: 200 | 404 | 409): Response {
  return c.html(page("Test UPI app", `<h1>Test UPI app</h1>\n<p role="status">${escapeHtml(message)}</p>`), status);
}

const unknownPayment = "There is no UPI payment waiting here.";

export function createTestGatewayRoutes(gateway: TestGateway): Hono {
  const app = new Hono();

  app.get("/checkout.js", (c) =>
    c.body(testGatewayCheckoutScript, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );

  app.post(
    "/v1/payments",
    refuseCrossSiteForms(),
    bodyLimit({ maxSize: maxPaymentBodyBytes, onError: (c) => badRequest(c, "The request body is larger than 4 KB") }),
    async (c) => {
      // A header a page of another site cannot send without a CORS preflight, which is never granted.
      if (c.req.header("x-test-gateway-key") !== gateway.browserCheckout.keyId) {
        return badRequest(c, "The api key provided is invalid", 401);
      }
      let raw: unknown;
      try {
        raw = JSON.parse(await c.req.text());
      } catch {
        // The sender's mistake, answered as such; there is nothing to log.
        return badRequest(c, "The request body is not valid JSON");
      }
      const parsed = paymentBody.safeParse(raw);
      if (!parsed.success) {
        // Where the body differs and how, never its values (they may be a card's).
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
        return badRequest(c, `${where}${issue?.message ?? "The request is not a payment"}`);
      }
      const unstorable = unstorableTextPath(parsed.data);
      if (unstorable) return badRequest(c, `${unstorable.join(".")}: contains a character that is not allowed`);
      try {
        // A card or bank saying no is an answer about the payment, not a bad request: 200, with
        // the failed payment in the body (a 4xx would read as the page's own mistake).
        const answer = await gateway.pay(paymentRequestOf(parsed.data));
        return c.json(answer, 200);
      } catch (error) {
        // A refusal (an unknown or paid order, another amount, an unknown saved card) is the page's
        // answer; anything else is the store's fault, for its error handler (which never sees the body).
        if (error instanceof GatewayError && error.kind === "refused") {
          return c.json(
            {
              error: {
                code: error.code ?? "BAD_REQUEST_ERROR",
                description: error.description ?? "The payment was refused",
                source: "business",
                step: "payment_initiation",
                reason: error.reason ?? "input_validation_failed",
                field: error.field,
                metadata: { order_id: parsed.data.order_id },
              },
            },
            400,
          );
        }
        throw error;
      }
    },
  );

  app.get("/upi/:paymentId", async (c) => {
    const paymentId = c.req.param("paymentId");
    if (!paymentIdPattern.test(paymentId)) return messagePage(c, unknownPayment, 404);
    const payment = await gateway.fetchPayment(paymentId).catch((error: unknown) => {
      if (error instanceof GatewayError && error.kind === "refused") return null;
      throw error;
    });
    if (payment?.method !== "upi") return messagePage(c, unknownPayment, 404);
    if (payment.status === "failed") return messagePage(c, "This payment was declined.", 200);
    if (payment.status !== "created") return messagePage(c, "This payment was already approved. You can go back to the store.", 200);
    const action = `${testGatewayMountPath}/upi/${payment.id}`;
    const body = `<h1>Test UPI app</h1>
<p>The test gateway's stand-in for the shopper's UPI app. No money moves.</p>
<dl aria-label="Payment request">
<dt>Pay to</dt><dd>Aangan</dd>
<dt>Amount</dt><dd>${escapeHtml(rupees.format(payment.amountPaise / 100))}</dd>
<dt>Payment</dt><dd>${escapeHtml(payment.id)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}/approve" aria-label="Approve the payment">
<button type="submit" class="approve">Approve</button>
</form>
<form method="post" action="${escapeHtml(action)}/decline" aria-label="Decline the payment">
<button type="submit" class="decline">Decline</button>
</form>`;
    return c.html(page("Test UPI app", body));
  });

  for (const answer of ["approve", "decline"] as const) {
    app.post(`/upi/:paymentId/${answer}`, refuseCrossSiteForms(), async (c) => {
      const paymentId = c.req.param("paymentId");
      if (!paymentIdPattern.test(paymentId)) return messagePage(c, unknownPayment, 404);
      try {
        if (answer === "approve") await gateway.approveUpi(paymentId);
        else await gateway.declineUpi(paymentId);
      } catch (error) {
        if (!(error instanceof GatewayError) || error.kind !== "refused") throw error;
        if (error.field === "id") return messagePage(c, unknownPayment, 404);
        return messagePage(c, `${error.description ?? "This payment cannot be answered"}.`, 409);
      }
      return messagePage(c, answer === "approve" ? "Payment approved. You can go back to the store." : "Payment declined.", 200);
    });
  }

  return app;
}
