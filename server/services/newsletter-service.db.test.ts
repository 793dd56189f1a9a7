// Newsletter signups on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set): one row per address whatever its case, one confirmation e-mail, written together.
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSchema } from "../../app/lib/forms/newsletter-schema";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox, newsletterSubscriptions } from "../db/schema";
import { createNewsletterService, newsletterConfirmationKind, type NewsletterService } from "./newsletter-service";

let handle: DatabaseHandle;
let newsletter: NewsletterService;
/** The links the service asked for, so a test can "open" the one in the e-mail. */
let links: { email: string; token: string }[] = [];

const options = {
  confirmationUrl: (email: string, token: string) => {
    links.push({ email, token });
    return `https://aangan.test/newsletter?${new URLSearchParams({ email, token }).toString()}`;
  },
};

beforeAll(async () => {
  handle = await createTestDatabase();
  newsletter = createNewsletterService(handle.db);
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  links = [];
  await handle.db.execute(sql`truncate ${newsletterSubscriptions}, ${emailOutbox}`);
});

async function subscriptions() {
  return handle.db
    .select({ email: newsletterSubscriptions.email, confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.id));
}

async function outbox() {
  return handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
}

describe("a shopper subscribes to the newsletter", () => {
  it("is stored once and sent one confirmation e-mail with a link to confirm", async () => {
    expect(await newsletter.subscribe("priya.sharma@example.in", options)).toEqual({ status: "subscribed" });

    expect(await subscriptions()).toEqual([{ email: "priya.sharma@example.in", confirmedAt: null }]);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe(newsletterConfirmationKind);
    expect(mail.toAddress).toBe("priya.sharma@example.in");
    expect(mail.subject).toBe("Confirm your subscription to the Aangan newsletter");
    expect(mail.sentAt).toBeNull();
    const link = links[0]!;
    expect(mail.textBody).toContain(
      `https://aangan.test/newsletter?email=priya.sharma%40example.in&token=${link.token}`,
    );
  });

  it("signing up again, in any letter case, is no error and sends no second e-mail", async () => {
    await newsletter.subscribe("Rahul.Verma@Example.in", options);
    expect(await newsletter.subscribe("rahul.verma@example.in", options)).toEqual({ status: "already-subscribed" });
    expect(await newsletter.subscribe("RAHUL.VERMA@EXAMPLE.IN", options)).toEqual({ status: "already-subscribed" });

    expect(await subscriptions()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("two signups of the same address at the same moment still make one row and one e-mail", async () => {
    const results = await Promise.all([
      newsletter.subscribe("same.time@example.in", options),
      newsletter.subscribe("Same.Time@example.in", options),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["already-subscribed", "subscribed"]);
    expect(await subscriptions()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("opens the link in the e-mail and is confirmed, also when opening it twice", async () => {
    await newsletter.subscribe("anita@example.in", options);
    const { email, token } = links[0]!;
    expect(await newsletter.confirm(email, token)).toEqual({ status: "confirmed", email: "anita@example.in" });
    const [first] = await subscriptions();
    expect(first?.confirmedAt).toBeInstanceOf(Date);
    expect(await newsletter.confirm(email.toUpperCase(), token)).toEqual({ status: "confirmed", email: "anita@example.in" });
    const [second] = await subscriptions();
    expect(second?.confirmedAt?.getTime()).toBe(first?.confirmedAt?.getTime());
  });

  it("is not confirmed by a wrong token or for an address that never signed up", async () => {
    await newsletter.subscribe("vikram@example.in", options);
    expect(await newsletter.confirm("vikram@example.in", "not-the-token")).toEqual({ status: "invalid" });
    expect(await newsletter.confirm("someone.else@example.in", links[0]!.token)).toEqual({ status: "invalid" });
    expect((await subscriptions())[0]?.confirmedAt).toBeNull();
  });
});

describe("the signup form's rules, shared by browser and server", () => {
  it.each([
    [{}, "Email is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: "priya@" }, "Please enter a valid email address"],
    [{ email: "priya@example" }, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@example.in` }, "Email must be at most 254 characters"],
  ])("refuses %j with %s", (input, message) => {
    const parsed = newsletterSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("accepts an address with spaces around it, trimmed", () => {
    expect(newsletterSchema.parse({ email: "  priya@example.in " })).toEqual({ email: "priya@example.in" });
  });
});
