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
  origin: "https://www.aangan.in",
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

  it("names the courier and the tracking number staff gave when it shipped", () => {
    const mail = orderStatusEmail({
      ...shipped,
      trackingMessage: "Order shipped via Delhivery, tracking number DLV-20261125",
      courier: "Delhivery",
      trackingNumber: "DLV-20261125",
    });
    expect(mail.textBody).toContain("Delhivery is bringing it: follow it on their website with the tracking number DLV-20261125.");
    expect(mail.htmlBody).toContain("tracking number DLV-20261125");
    expect(orderStatusEmail(shipped).textBody).not.toContain("is bringing it");
  });

  it("links to the Track Order page of this order, its number and e-mail filled in", () => {
    const mail = orderStatusEmail(shipped);
    const link = "https://www.aangan.in/track-order?order=ORD260615000042&contact=asha%40example.in";
    expect(mail.textBody).toContain(link);
    expect(mail.htmlBody).toContain(`href="${link.replace("&", "&amp;")}"`);
  });

  it("names the Track Order page when no public address is known (a command run without PUBLIC_ORIGIN)", () => {
    const mail = orderStatusEmail({ ...shipped, origin: null });
    expect(mail.textBody).not.toContain("http");
    expect(mail.textBody).toContain("Track Order page");
  });

  it("sends a guest to nothing they do not have: no profile, no settings", () => {
    const guest = orderStatusEmail({ ...shipped, status: "delivered", hasAccount: false });
    expect(guest.textBody).not.toContain("profile");
    expect(guest.htmlBody).not.toContain("profile");
    const member = orderStatusEmail({ ...shipped, status: "delivered" });
    expect(member.textBody).toContain("You can review each item under Orders in your profile.");
  });
});
