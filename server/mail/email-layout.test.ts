import { describe, expect, it } from "vitest";
import { emailLayout, escapeHtml, html, linkButton, paragraph, textSignature } from "./email-layout";
import { sampleOrder } from "../../tests/support/sample-order";
import { newsletterConfirmationEmail } from "./newsletter-confirmation-email";
import { orderConfirmationEmail } from "./order-confirmation-email";
import { orderStatusEmail } from "./order-status-email";
import { staffInvitationEmail } from "./staff-invitation-email";
import { passwordResetEmail } from "./password-reset-email";

const markup = `<script>alert("x")</script> & 'quotes'`;
const escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;";

describe("the HTML part of an e-mail", () => {
  it("escapes every value put into it, and only markup made by html`` passes as it is", () => {
    expect(escapeHtml(markup)).toBe(escaped);
    expect(html`<p>${markup}</p>`.markup).toBe(`<p>${escaped}</p>`);
    expect(html`<p>${html`<b>${markup}</b>`}</p>`.markup).toBe(`<p><b>${escaped}</b></p>`);
    expect(html`<p>${null}${undefined}${false}${42}</p>`.markup).toBe("<p>42</p>");
    expect(paragraph("one <b>", "two").markup).toContain("one &lt;b&gt;<br>two");
  });

  it("is a UTF-8 document that keeps ₹ and Devanagari as they are", () => {
    const page = emailLayout({ title: "₹ 24,999 for आशा", preheader: "नमस्ते", content: paragraph("नमस्ते आशा, ₹ 1,20,000") });
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).toContain("<title>₹ 24,999 for आशा</title>");
    expect(page).toContain("नमस्ते आशा, ₹ 1,20,000");
    expect(page).toContain("support@aangan.in");
  });

  it("links only to web addresses: anything else is shown as text", () => {
    expect(linkButton("Open", "https://www.aangan.in/a?b=1&c=2").markup).toContain('href="https://www.aangan.in/a?b=1&amp;c=2"');
    const hostile = linkButton("Open", 'javascript:alert(1)" onclick="x');
    expect(hostile.markup).not.toContain("href");
    expect(hostile.markup).toContain("javascript:alert(1)&quot; onclick=&quot;x");
  });
});

describe("each e-mail's two parts", () => {
  const link = "https://www.aangan.in/reset-password?token=abc&email=asha%40example.in";

  it("the password reset keeps its wording and links the button to the reset page", () => {
    const mail = passwordResetEmail("asha@example.in", "आशा <b>", link);
    expect(mail).toMatchObject({ kind: "password-reset", toAddress: "asha@example.in", subject: "Reset your Aangan password" });
    expect(mail.textBody).toBe(
      [
        "Hello आशा <b>,",
        "",
        "We received a request to reset the password of your Aangan account. Open this link to choose a new one:",
        "",
        link,
        "",
        "The link works once and expires in 1 hour.",
        "",
        "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
        "",
        "Team Aangan",
        "1800-208-4040 (toll-free) · support@aangan.in",
      ].join("\n"),
    );
    expect(mail.htmlBody).toContain("Hello आशा &lt;b&gt;,");
    expect(mail.htmlBody).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.htmlBody).toContain("The link works once and expires in 1 hour.");
  });

  it("the newsletter confirmation keeps its wording and links the button to the confirmation", () => {
    const confirm = "https://www.aangan.in/newsletter?email=priya%40example.in&token=xyz";
    const mail = newsletterConfirmationEmail("priya@example.in", confirm);
    expect(mail).toMatchObject({
      kind: "newsletter-confirmation",
      toAddress: "priya@example.in",
      subject: "Confirm your subscription to the Aangan newsletter",
    });
    expect(mail.textBody).toBe(
      [
        "Hello,",
        "",
        "Thank you for signing up for the Aangan newsletter. Please confirm your e-mail address by opening this link:",
        "",
        confirm,
        "",
        "Once confirmed, you will hear from us about new collections, festive sales and offers, at most once a week.",
        "",
        "If you did not sign up, you can ignore this e-mail: we will not write to you again.",
        "",
        "Team Aangan",
        "1800-208-4040 (toll-free) · support@aangan.in",
      ].join("\n"),
    );
    expect(mail.htmlBody).toContain(`href="${escapeHtml(confirm)}"`);
  });

  it("the order status e-mail escapes what shoppers and the catalog wrote", () => {
    const mail = orderStatusEmail({
      status: "shipped",
      number: "ORD260615000042",
      firstName: "<img src=x onerror=alert(1)>",
      toAddress: "asha@example.in",
      trackingMessage: "Order shipped via Standard Delivery",
      items: [{ name: "Sofa & <Chair>", variantName: "नीला", quantity: 2 }],
      promisedFrom: "2026-06-18",
      promisedTo: "2026-06-20",
      hasAccount: true,
      origin: null,
    });
    expect(mail.htmlBody).not.toContain("<img");
    expect(mail.htmlBody).toContain("Hello &lt;img src=x onerror=alert(1)&gt;,");
    expect(mail.htmlBody).toContain("Sofa &amp; &lt;Chair&gt; (नीला) × 2");
    expect(mail.htmlBody).toContain("It should reach you Thu, 18 Jun to Sat, 20 Jun.");
    expect(mail.htmlBody).toContain("You can turn off order update e-mails under Settings in your profile.");
  });

  it("every e-mail greets the shopper the same way and signs off the same way, in its text and its HTML", () => {
    const status = { number: "ORD260615000042", firstName: "Asha", toAddress: "asha@example.in", trackingMessage: "Order delivered successfully" };
    const mails = [
      passwordResetEmail("asha@example.in", "Asha", link),
      orderConfirmationEmail(sampleOrder, "https://www.aangan.in"),
      orderStatusEmail({ ...status, status: "delivered", items: [], promisedFrom: null, promisedTo: null, hasAccount: true, origin: null }),
    ];
    const withoutName = [
      newsletterConfirmationEmail("priya@example.in", "https://www.aangan.in/newsletter?token=xyz"),
      staffInvitationEmail("ravi@aangan.in", { invitedBy: "Meera Iyer", role: "support", link: "https://www.aangan.in/admin/invitation?token=abc", days: 7 }),
    ];
    for (const mail of mails) {
      expect(mail.textBody.split("\n")[0], mail.kind).toBe("Hello Asha,");
      expect(mail.htmlBody, mail.kind).toContain(">Hello Asha,<");
    }
    for (const mail of withoutName) {
      expect(mail.textBody.split("\n")[0], mail.kind).toBe("Hello,");
      expect(mail.htmlBody, mail.kind).toContain(">Hello,<");
    }
    // And signs off the same way: the text part's signature, the HTML's team line.
    for (const mail of [...mails, ...withoutName]) {
      expect(mail.textBody, mail.kind).toContain(`\n\n${textSignature.join("\n")}`);
      expect(mail.htmlBody, mail.kind).toContain(">Team Aangan<");
    }
  });
});
