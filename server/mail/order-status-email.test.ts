import { describe, expect, it } from "vitest";
import { orderStatusEmail, type OrderStatusEmailInput } from "./order-status-email";

const shipped: OrderStatusEmailInput = {
  status: "shipped",
  number: "ORD260615000042",
  firstName: "Asha",
  toAddress: "asha@example.in",
  trackingMessage: "Order shipped via Standard Delivery",
  items: [{ name: "Milford Three Seater Sofa", variantName: "Teal", quantity: 1 }],
  promisedFrom: "2026-06-18",
  promisedTo: "2026-06-20",
  hasAccount: true,
};

describe("the e-mail of an order moving on", () => {
  it("says it shipped, when it should arrive, and what is in it", () => {
    const mail = orderStatusEmail(shipped);
    expect(mail).toMatchObject({ kind: "order_status", toAddress: "asha@example.in", subject: "Your order ORD260615000042 has shipped" });
    expect(mail.textBody).toContain("Hello Asha,");
    expect(mail.textBody).toContain("It should reach you Thu, 18 Jun to Sat, 20 Jun.");
    expect(mail.textBody).toContain("Status: Order shipped via Standard Delivery");
    expect(mail.textBody).toContain("- Milford Three Seater Sofa (Teal) x 1");
    expect(mail.textBody).toContain("You can turn off order update e-mails under Settings in your profile.");
  });

  it("leaves out the promise when checkout made none, and the settings line for a guest", () => {
    const mail = orderStatusEmail({ ...shipped, status: "delivered", promisedFrom: null, promisedTo: null, hasAccount: false });
    expect(mail.subject).toBe("Your order ORD260615000042 has been delivered");
    expect(mail.textBody).not.toContain("should reach you");
    expect(mail.textBody).not.toContain("Settings");
    expect(orderStatusEmail({ ...shipped, status: "confirmed" }).subject).toBe("Your order ORD260615000042 has been confirmed");
  });
});
