// The outbox delivering by SMTP, against a real SMTP server (the smtp-server package) the tests start
// on a free loopback port: what arrives, what the server refuses for good or for now, a server
// that is down or too slow, the back-off between attempts, giving up, and two dispatchers (two
// store processes) sharing one outbox.
import { createServer } from "node:net";
import { Writable } from "node:stream";
import { asc, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderView } from "../../app/lib/contracts/orders";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox } from "../db/schema";
import { orderConfirmationEmail } from "./order-confirmation-email";
import { createOutboxDispatcher, maxDeliveryAttempts, retryDelaysMs } from "./outbox-dispatcher";
import { createSmtpMailer } from "./smtp-mailer";
import { defaultMailFrom, parseSmtpUrl } from "./smtp-settings";

let handle: DatabaseHandle;
const silent = pino({ level: "silent" });
const servers: TestSmtpServer[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${emailOutbox}`);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

// ---- A real SMTP server on loopback -------------------------------------------------------------

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: Buffer;
}

interface TestSmtpServer {
  url: string;
  /** Every RCPT TO the server was sent, accepted or not. */
  recipients: string[];
  received: Received[];
  close(): Promise<void>;
}

const user = "store@aangan.in";
const password = "p@ss word";

/** An SMTP error reply: smtp-server answers with its responseCode. */
function reply(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts a server that asks for a password; the hooks refuse (reject with reply()) or stall. */
async function startSmtpServer(
  hooks: { onRecipient?: (address: string) => Promise<void>; onMessage?: () => Promise<void> } = {},
): Promise<TestSmtpServer> {
  const recipients: string[] = [];
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    // Plain text on loopback: the test has no certificate for STARTTLS.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(reply(535, "5.7.8 Authentication credentials invalid"));
    },
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      (hooks.onRecipient?.(address.address) ?? Promise.resolve()).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            done();
            (hooks.onMessage?.() ?? Promise.resolve()).then(
              () => {
                received.push({
                  mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  rcptTo: session.envelope.rcptTo.map((address) => address.address),
                  raw: Buffer.concat(chunks),
                });
                callback();
              },
              (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
            );
          },
        }),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      if (address === null || typeof address === "string") reject(new Error("the SMTP server has no port"));
      else resolve(address.port);
    });
  });
  const started: TestSmtpServer = {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    recipients,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(started);
  return started;
}

/** A loopback port nobody listens on: the server is down. */
async function portNobodyListensOn(): Promise<number> {
  const probe = createServer();
  const port = await new Promise<number>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (address === null || typeof address === "string") reject(new Error("no port"));
      else resolve(address.port);
    });
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// ---- The outbox ---------------------------------------------------------------------------------

function dispatcherFor(url: string, options: { timeoutMs?: number; logger?: pino.Logger } = {}) {
  const mailer = createSmtpMailer({ server: parseSmtpUrl(url), from: defaultMailFrom, timeoutMs: options.timeoutMs ?? 5_000 });
  return createOutboxDispatcher(handle.db, mailer, options.logger ?? silent);
}

async function queue(...addresses: string[]): Promise<number[]> {
  const rows = await handle.db
    .insert(emailOutbox)
    .values(
      addresses.map((address) => ({
        kind: "order_status",
        toAddress: address,
        subject: `Your order for ${address} has shipped`,
        textBody: `Hello, your order is on its way to ${address}.`,
        htmlBody: `<p>Hello, your order is on its way to ${address}.</p>`,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

async function outbox() {
  return handle.db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      attempts: emailOutbox.attempts,
      sentAt: emailOutbox.sentAt,
      failedAt: emailOutbox.failedAt,
      lastError: emailOutbox.lastError,
      // How long until the next attempt, on the database's clock.
      waitSeconds: sql`extract(epoch from ${emailOutbox.nextAttemptAt} - now())::float8`.mapWith(Number),
    })
    .from(emailOutbox)
    .orderBy(asc(emailOutbox.id));
}

/** One row, and where it stands: sent, failed (never tried again), or waiting for its next attempt. */
async function row(id: number) {
  const found = (await outbox()).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no outbox row ${id}`);
  return { ...found, state: found.sentAt ? "sent" : found.failedAt ? "failed" : "waiting" };
}

/** Time passes: every mail still to send is due now. */
async function makeEverythingDue(): Promise<void> {
  await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

const order: OrderView = {
  number: "ORD260615000042",
  status: "ordered",
  placedAt: "2026-06-15T10:00:00.000Z",
  email: "asha.sharma@example.in",
  shipping: {
    firstName: "आशा",
    lastName: "शर्मा",
    email: "asha.sharma@example.in",
    phone: "9876543210",
    address: "12 गांधी मार्ग",
    apartment: "Flat 4B",
    city: "Jaipur",
    state: "Rajasthan",
    pincode: "302001",
  },
  payment: { method: "upi", status: "captured", cardBrand: null, cardLast4: null, upiId: "asha@okhdfc", payableUntil: null },
  items: [
    {
      productId: 1,
      variantId: 1,
      name: "Milford <Three> Seater Sofa",
      variantType: "Colour",
      variantName: "Teal",
      imageUrl: null,
      price: 24_999,
      quantity: 1,
      lineTotal: 24_999,
    },
  ],
  subtotal: 24_999,
  discount: 0,
  shippingFee: 0,
  total: 24_999,
  couponCode: null,
  delivery: { promisedFrom: null, promisedTo: null, promiseText: null, slot: "evening" },
  buyerGstin: null,
  emi: null,
  tracking: [],
  shipment: null,
};

describe("e-mail delivered by SMTP", () => {
  it("arrives with its subject, sender, recipient, a text and an HTML part, ₹ and a Devanagari name intact", async () => {
    const server = await startSmtpServer();
    const [queued] = await handle.db.insert(emailOutbox).values(orderConfirmationEmail(order, "https://www.aangan.in")).returning({ id: emailOutbox.id });

    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(1);

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message!.mailFrom).toBe("support@aangan.in");
    expect(message!.rcptTo).toEqual(["asha.sharma@example.in"]);
    const mail = await simpleParser(message!.raw);
    expect(mail.subject).toBe("Your order ORD260615000042 is confirmed");
    expect(mail.from?.value).toEqual([{ name: "Aangan", address: "support@aangan.in" }]);
    expect(mail.messageId).toBe(`<outbox-${queued!.id}@aangan.in>`);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((address) => address?.value.map((value) => value.address))).toEqual(["asha.sharma@example.in"]);
    expect(mail.text).toContain("Hello आशा,");
    expect(mail.text).toContain("आशा शर्मा\n12 गांधी मार्ग, Flat 4B");
    expect(mail.text).toContain("Total: Rs. 24,999");
    expect(mail.html).toContain("Hello आशा,");
    expect(mail.html).toContain("₹ 24,999");
    expect(mail.html).toContain("Milford &lt;Three&gt; Seater Sofa");
    expect(mail.html).toContain('<meta charset="utf-8">');
    // Both parts say what they are and that they are UTF-8.
    const raw = message!.raw.toString("latin1");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);

    expect(await row(queued!.id)).toMatchObject({ attempts: 1, state: "sent", lastError: null });
    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);
    expect(server.received).toHaveLength(1);
  });

  it("goes out within a couple of seconds of being queued while the store runs", async () => {
    const server = await startSmtpServer();
    const dispatcher = dispatcherFor(server.url);
    dispatcher.start();
    try {
      await sleep(100);
      await queue("asha@example.in");
      await expect.poll(() => server.received.length, { timeout: 3_000, interval: 50 }).toBe(1);
    } finally {
      await dispatcher.stop();
    }
  });

  it("never lets a line break in a subject add a header, and never sends to a second address", async () => {
    const server = await startSmtpServer();
    await handle.db.insert(emailOutbox).values([
      { kind: "test", toAddress: "a@example.in", subject: "Hello\r\nX-Injected: yes", textBody: "Body" },
      { kind: "test", toAddress: "b@example.in\r\nBcc: everyone@example.in", subject: "Hello", textBody: "Body" },
    ]);

    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(1);

    expect(server.recipients).toEqual(["a@example.in"]);
    const mail = await simpleParser(server.received[0]!.raw);
    expect(mail.headers.has("x-injected")).toBe(false);
    const [, refused] = await outbox();
    expect(await row(refused!.id)).toMatchObject({ attempts: 1, state: "failed", lastError: "the recipient is not one e-mail address" });
  });
});

describe("e-mail the SMTP server refuses", () => {
  it("is marked failed at once when the server refuses the recipient for good (550), keeping its answer", async () => {
    const server = await startSmtpServer({
      onRecipient: (address) =>
        address === "nobody@example.in" ? Promise.reject(reply(550, "5.1.1 <nobody@example.in>: No such user")) : Promise.resolve(),
    });
    const [refused, delivered] = await queue("nobody@example.in", "asha@example.in");
    const logs: unknown[] = [];
    const logger = pino(
      { level: "warn" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(JSON.parse(chunk.toString("utf8")));
          done();
        },
      }),
    );

    expect(await dispatcherFor(server.url, { logger }).dispatchOnce()).toBe(1);

    const failed = await row(refused!);
    expect(failed).toMatchObject({ attempts: 1, state: "failed" });
    expect(failed.lastError).toMatch(/550 5\.1\.1 <nobody@example\.in>: No such user/);
    expect((await row(delivered!)).state).toBe("sent");
    // Logged with the row's id and the reason, never with the message.
    expect(logs).toEqual([expect.objectContaining({ outboxId: refused, permanent: true, reason: failed.lastError })]);
    expect(JSON.stringify(logs)).not.toContain("on its way");

    // Never tried again, however much time passes.
    await makeEverythingDue();
    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);
    expect(server.recipients.filter((address) => address === "nobody@example.in")).toHaveLength(1);
  });

  it("is marked failed at once when the server refuses the message itself (554 to DATA)", async () => {
    const server = await startSmtpServer({ onMessage: () => Promise.reject(reply(554, "5.6.0 Message content rejected")) });
    const [id] = await queue("asha@example.in");

    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);

    const failed = await row(id!);
    expect(failed).toMatchObject({ attempts: 1, state: "failed" });
    expect(failed.lastError).toMatch(/554 5\.6\.0 Message content rejected/);
  });

  it("is tried again later when the server defers the recipient (451), and goes out then", async () => {
    let deferring = true;
    const server = await startSmtpServer({
      onRecipient: () => (deferring ? Promise.reject(reply(451, "4.3.0 Mailbox busy, try again later")) : Promise.resolve()),
    });
    const [id] = await queue("asha@example.in");

    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);
    const deferred = await row(id!);
    expect(deferred).toMatchObject({ attempts: 1, state: "waiting" });
    expect(deferred.lastError).toMatch(/451 4\.3\.0 Mailbox busy/);
    expect(deferred.waitSeconds).toBeGreaterThan(retryDelaysMs[0]! / 1000 - 5);
    expect(deferred.waitSeconds).toBeLessThanOrEqual(retryDelaysMs[0]! / 1000);
    // Not before its time.
    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);
    expect(server.recipients).toHaveLength(1);

    deferring = false;
    await makeEverythingDue();
    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(1);
    expect(await row(id!)).toMatchObject({ attempts: 2, state: "sent", lastError: null });
    expect(server.received).toHaveLength(1);
  });
});

describe("e-mail while the SMTP server is unwell", () => {
  it("is retried with growing delays while nothing listens, never marked sent", async () => {
    const port = await portNobodyListensOn();
    const dispatcher = dispatcherFor(`smtp://127.0.0.1:${port}`);
    const [id] = await queue("asha@example.in");

    const waits: number[] = [];
    for (const _delay of retryDelaysMs.slice(0, 3)) {
      expect(await dispatcher.dispatchOnce()).toBe(0);
      const waiting = await row(id!);
      expect(waiting.state).toBe("waiting");
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
      waits.push(waiting.waitSeconds);
      await makeEverythingDue();
    }

    expect((await row(id!)).attempts).toBe(3);
    // 30 s, then 2 minutes, then 10 minutes (give or take the test's own seconds).
    waits.forEach((wait, index) => {
      expect(wait).toBeGreaterThan(retryDelaysMs[index]! / 1000 - 5);
      expect(wait).toBeLessThanOrEqual(retryDelaysMs[index]! / 1000);
    });
  });

  it("gives up a mail slower than the mailer's deadline, retries it later, and still sends the others", async () => {
    const server = await startSmtpServer({ onRecipient: (address) => (address === "slow@example.in" ? sleep(3_000) : Promise.resolve()) });
    const [slow, quick] = await queue("slow@example.in", "quick@example.in");
    const dispatcher = dispatcherFor(server.url, { timeoutMs: 500 });

    const started = performance.now();
    expect(await dispatcher.dispatchOnce()).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_500);

    expect(server.received.map((message) => message.rcptTo)).toEqual([["quick@example.in"]]);
    expect((await row(quick!)).state).toBe("sent");
    const retrying = await row(slow!);
    expect(retrying).toMatchObject({ attempts: 1, state: "waiting" });
    expect(retrying.lastError).toMatch(/timed? ?out/i);
    expect(retrying.waitSeconds).toBeGreaterThan(retryDelaysMs[0]! / 1000 - 5);
  });

  it("is not taken by a second dispatcher while the first is still trying it", async () => {
    const server = await startSmtpServer({ onRecipient: () => sleep(400) });
    const [id] = await queue("asha@example.in");
    const first = dispatcherFor(server.url).dispatchOnce();
    await expect.poll(() => server.recipients.length, { timeout: 5_000, interval: 10 }).toBe(1);

    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);
    expect(await first).toBe(1);
    expect(server.recipients).toEqual(["asha@example.in"]);
    expect(await row(id!)).toMatchObject({ attempts: 1, state: "sent" });
  });

  it(`gives up after ${maxDeliveryAttempts} attempts, keeping the last error, and tries no more`, async () => {
    const server = await startSmtpServer({ onRecipient: () => Promise.reject(reply(421, "4.7.0 Too many connections, try later")) });
    const [id] = await queue("asha@example.in");
    const dispatcher = dispatcherFor(server.url);

    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt++) {
      expect((await row(id!)).state).toBe("waiting");
      await dispatcher.dispatchOnce();
      await makeEverythingDue();
    }
    await dispatcher.dispatchOnce();

    const gaveUp = await row(id!);
    expect(gaveUp).toMatchObject({ attempts: maxDeliveryAttempts, state: "failed" });
    expect(gaveUp.lastError).toMatch(/421 4\.7\.0 Too many connections/);
    expect(server.recipients).toHaveLength(maxDeliveryAttempts);
  });

  it("gives up, without sending, a mail whose last attempt never reported back (its process died)", async () => {
    const server = await startSmtpServer();
    const [id] = await queue("asha@example.in");
    // Claimed for its last attempt by a process that stopped before recording the outcome.
    await handle.db
      .update(emailOutbox)
      .set({ attempts: maxDeliveryAttempts, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));

    expect(await dispatcherFor(server.url).dispatchOnce()).toBe(0);

    expect(server.recipients).toEqual([]);
    expect(await row(id!)).toMatchObject({ attempts: maxDeliveryAttempts, state: "failed" });
  });
});

describe("several store processes on one outbox", () => {
  it("send each mail exactly once between them", async () => {
    const server = await startSmtpServer({ onMessage: () => sleep(30) });
    const addresses = Array.from({ length: 8 }, (_, index) => `shopper${index}@example.in`);
    await queue(...addresses);

    const sent = await Promise.all([dispatcherFor(server.url).dispatchOnce(), dispatcherFor(server.url).dispatchOnce()]);

    expect(sent[0] + sent[1]).toBe(8);
    expect(server.received.flatMap((message) => message.rcptTo).sort()).toEqual([...addresses].sort());
    expect((await outbox()).every((mail) => mail.attempts === 1 && mail.sentAt !== null)).toBe(true);
  });
});
