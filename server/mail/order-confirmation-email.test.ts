import { describe, expect, it } from "vitest";
import { sampleOrder as order } from "../../tests/support/sample-order";
import { escapeHtml } from "./email-layout";
import { orderConfirmationEmail } from "./order-confirmation-email";

describe("the e-mail of a placed order", () => {
  it("links to the Track Order page of this order, its number and e-mail filled in, on the store's public address", () => {
    const mail = orderConfirmationEmail(order, "https://www.aangan.in");
    const link = "https://www.aangan.in/track-order?order=ORD260615000042&contact=asha%2Bhome%40example.in";
    expect(mail.textBody).toContain(link);
    expect(mail.htmlBody).toContain(`href="${escapeHtml(link)}"`);
  });

  it("names the Track Order page when no public address is known", () => {
    const mail = orderConfirmationEmail(order, null);
    expect(mail.textBody).not.toContain("http");
    expect(mail.textBody).toContain("Track Order page");
  });
});
