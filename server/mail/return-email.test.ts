// The return e-mails: one per step, each greeting the shopper, naming the pieces, the pickup and
// the refund, linking to Track Order, and escaping what people typed.
import { describe, expect, it } from "vitest";
import {
  returnApprovedEmail,
  returnEmailKinds,
  returnPickupScheduledEmail,
  returnReceivedEmail,
  returnRefundedEmail,
  returnRejectedEmail,
  returnRequestedEmail,
  type ReturnEmailInput,
} from "./return-email";

const input: ReturnEmailInput = {
  number: "ORD123456789012",
  firstName: "Asha",
  toAddress: "asha@example.in",
  items: [{ name: "Kaveri <b>Sofa</b>", variantName: "Sage Green", quantity: 1 }],
  pickupDate: "2026-11-28",
  pickupSlot: "afternoon",
  amount: 33499,
  refundTo: "your UPI ID asha@okicici",
  origin: "https://aangan.example",
};

describe("the return e-mails", () => {
  it("say each step in their own words, with its kind", () => {
    const mails = [
      returnRequestedEmail(input),
      returnApprovedEmail(input),
      returnRejectedEmail({ ...input, reason: "Used for a month." }),
      returnPickupScheduledEmail(input),
      returnReceivedEmail(input),
      returnRefundedEmail(input),
    ];
    expect(mails.map((mail) => mail.kind)).toEqual(Object.values(returnEmailKinds));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "We have your return request for order ORD123456789012",
      "Your return for order ORD123456789012 is approved",
      "We cannot accept your return for order ORD123456789012",
      "Return pickup for order ORD123456789012: Sat, 28 Nov",
      "We have received your return for order ORD123456789012",
      "Your refund for order ORD123456789012 has been issued",
    ]);
    for (const mail of mails) {
      expect(mail.textBody.startsWith("Hello Asha,\n")).toBe(true);
      expect(mail.textBody).toContain("- Kaveri <b>Sofa</b> (Sage Green) x 1");
      expect(mail.textBody).toContain("https://aangan.example/track-order?");
      expect(mail.htmlBody).toContain("Kaveri &lt;b&gt;Sofa&lt;/b&gt;");
      expect(mail.htmlBody).not.toContain("<b>Sofa</b>");
    }
    expect(mails[0]?.textBody).toContain("The pickup you asked for: Sat, 28 Nov, Afternoon (1 pm – 5 pm).");
    expect(mails[0]?.textBody).toContain("we refund Rs. 33,499 to your UPI ID asha@okicici.");
    expect(mails[0]?.htmlBody).toContain("₹ 33,499");
    expect(mails[2]?.textBody).toContain("Why: Used for a month.");
    expect(mails[3]?.textBody).toContain("on Sat, 28 Nov, Afternoon (1 pm – 5 pm).");
  });
});
