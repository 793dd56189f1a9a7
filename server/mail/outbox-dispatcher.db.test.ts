// The outbox on a real database: what services queue is delivered once, failures are retried on
// a later round and given up after the last attempt, and the file mailer writes mail a client opens.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox } from "../db/schema";
import { createFileMailer } from "./file-mailer";
import type { Mailer, OutgoingMail } from "./mailer";
import { createOutboxDispatcher, maxDeliveryAttempts } from "./outbox-dispatcher";

let handle: DatabaseHandle;
const silent = pino({ level: "silent" });

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${emailOutbox}`);
});

async function queue(count: number): Promise<void> {
  await handle.db.insert(emailOutbox).values(
    Array.from({ length: count }, (_, index) => ({
      kind: "order_confirmation",
      toAddress: `shopper${index}@example.in`,
      subject: `Your order ORD${index} is confirmed`,
      textBody: `Thank you for your order ORD${index}.`,
    })),
  );
}

describe("the e-mail outbox", () => {
  it("delivers every queued mail once as an .eml file, and marks it sent", async () => {
    await queue(3);
    const folder = mkdtempSync(path.join(tmpdir(), "store-mail-"));
    const dispatcher = createOutboxDispatcher(handle.db, createFileMailer(folder), silent);

    expect(await dispatcher.dispatchOnce()).toBe(3);
    expect(await dispatcher.dispatchOnce()).toBe(0);

    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(3);
    const first = readFileSync(path.join(folder, files[0] ?? ""), "utf8");
    expect(first).toContain("To: shopper0@example.in");
    expect(first).toContain("Subject: Your order ORD0 is confirmed");
    expect(first).toContain("Thank you for your order ORD0.");
    const rows = await handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("keeps a failed mail for the next round, then gives up after the last attempt", async () => {
    await queue(2);
    const delivered: OutgoingMail[] = [];
    const flaky: Mailer = {
      name: "flaky",
      send(mail) {
        if (mail.to === "shopper0@example.in") return Promise.reject(new Error("relay refused the recipient"));
        delivered.push(mail);
        return Promise.resolve();
      },
    };
    // No back-off here: every round may try the failed mail again (smtp-delivery.db.test.ts tests the delays).
    const dispatcher = createOutboxDispatcher(handle.db, flaky, silent, { retryDelaysMs: [0] });
    expect(await dispatcher.dispatchOnce()).toBe(1);
    for (let round = 1; round < maxDeliveryAttempts + 2; round++) await dispatcher.dispatchOnce();

    expect(delivered.map((mail) => mail.to)).toEqual(["shopper1@example.in"]);
    const [failed] = await handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(failed).toMatchObject({ sentAt: null, attempts: maxDeliveryAttempts, lastError: "relay refused the recipient" });
  });

  it("never lets a line break in a subject or address add a header", async () => {
    await handle.db.insert(emailOutbox).values({
      kind: "test",
      toAddress: "a@example.in\r\nBcc: everyone@example.in",
      subject: "Hello\r\nX-Injected: yes",
      textBody: "Body",
    });
    const folder = mkdtempSync(path.join(tmpdir(), "store-mail-"));
    await createOutboxDispatcher(handle.db, createFileMailer(folder), silent).dispatchOnce();
    const [file] = readdirSync(folder);
    const mail = readFileSync(path.join(folder, file ?? ""), "utf8");
    expect(mail).not.toMatch(/^Bcc:/m);
    expect(mail).not.toMatch(/^X-Injected:/m);
  });
});
