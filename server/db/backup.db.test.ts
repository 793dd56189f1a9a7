// Backups keep every order. Embedded: `npm run db:backup` / `db:restore` (server/db/backup.ts) on a
// data folder on disk, the folder's lock that keeps a backup from reading under a running store,
// and the refusals that keep a restore from destroying anything. PostgreSQL: the README's
// pg_dump -Fc / pg_restore commands, run as written.
import { spawn, execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderView } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { createThrowawayPostgresDatabase, currentTestDatabaseKind, migratedEmbeddedTemplate } from "../../tests/support/test-database";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { backupEmbeddedDatabase, BackupError, restoreEmbeddedDatabase } from "./backup";
import { openDatabase, type DatabaseHandle } from "./client";
import { DataDirLockedError, lockPathFor } from "./data-dir-lock";
import { productVariants } from "./schema";

const run = promisify(execFile);
const embedded = currentTestDatabaseKind() === "embedded";
const card = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "08/31", cardCvv: "123" } as const;
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function scratchFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "store-backup-"));
  folders.push(folder);
  return folder;
}

const guest = (): Owner => ({ kind: "guest", token: randomUUID() });

/** What must survive a restore: each order's number, status, money and lines. */
function essentials(orders: OrderView[]) {
  return orders
    .map((order) => ({
      number: order.number,
      status: order.status,
      subtotal: order.subtotal,
      discount: order.discount,
      shippingFee: order.shippingFee,
      total: order.total,
      payment: order.payment.method,
      lines: order.items.map((item) => ({ variantId: item.variantId, price: item.price, quantity: item.quantity })),
    }))
    .sort((a, b) => a.number.localeCompare(b.number));
}

async function stockOf(shop: TestShop): Promise<{ id: number; stock: number }[]> {
  return shop.handle.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).orderBy(asc(productVariants.id));
}

/** The test shop in a data folder on disk: created (from the migrated template) or opened again. */
async function shopIn(dataDir: string): Promise<TestShop> {
  const seeded = existsSync(path.join(dataDir, "PG_VERSION"));
  const database = await openDatabase({ kind: "embedded", dataDir, ...(seeded ? {} : { loadDataDir: await migratedEmbeddedTemplate() }) });
  return openTestShop({ products: 6, database, seeded });
}

/** A process that stays alive until killed: a running store, as far as a lock can tell. */
function liveProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not start a process");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    pid,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A one-file tar archive (ustar), as the tar command writes it. */
function tarOf(name: string, text: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "utf8");
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${Buffer.byteLength(text).toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write("0", 156);
  header.write("ustar\u000000", 257);
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(text) / 512) * 512);
  body.write(text);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

function writeLock(dataDir: string, pid: number): void {
  const holder = { pid, hostname: hostname(), command: "node build/main.js", since: new Date().toISOString() };
  writeFileSync(lockPathFor(dataDir), JSON.stringify(holder));
}

describe.runIf(embedded)("an operator backs up and restores the embedded database", () => {
  const root = scratchFolder();
  const dataDir = path.join(root, "db");
  const backupFile = path.join(root, "backups", "before-sale.tar.gz");

  it("a restore brings back every order placed before the backup, with its totals, and the stock as it was", async () => {
    let shop = await shopIn(dataDir);
    const placed = [
      await shop.placeOrder(guest(), [0, 2], { payment: card }),
      await shop.placeOrder(guest(), [1], { coupon: "WELCOME10" }),
    ];
    const ordersBefore = essentials(await shop.services.orders.ordersByNumber(placed.map((order) => order.number)));
    const stockBefore = await stockOf(shop);
    await shop.close();

    const backup = await backupEmbeddedDatabase({ dataDir, file: backupFile });
    expect(backup).toMatchObject({ file: backupFile, orders: 2 });
    expect(existsSync(lockPathFor(dataDir))).toBe(false);

    // Business goes on after the backup: one more order, less stock.
    shop = await shopIn(dataDir);
    const later = await shop.placeOrder(guest(), [0, 3], { payment: card });
    await shop.close();

    const refused = restoreEmbeddedDatabase({ dataDir, file: backupFile, force: false });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/already holds a database\. To replace it, run the restore again with --force/);

    const restored = await restoreEmbeddedDatabase({ dataDir, file: backupFile, force: true });
    expect(restored.orders).toBe(2);
    // The database replaced is kept, whole, beside the restored one.
    expect(restored.movedAside).toMatch(/db\.before-restore-/);
    expect(existsSync(path.join(restored.movedAside ?? "", "PG_VERSION"))).toBe(true);
    expect(readdirSync(root).filter((name) => name.includes("restoring"))).toEqual([]);

    shop = await shopIn(dataDir);
    try {
      const all = await shop.services.orders.ordersByNumber([...placed, later].map((order) => order.number));
      expect(essentials(all)).toEqual(ordersBefore);
      expect(await stockOf(shop)).toEqual(stockBefore);
      // The store carries on from the restored database: a new order gets a new number.
      const next = await shop.placeOrder(guest(), [4]);
      expect(placed.map((order) => order.number)).not.toContain(next.number);
    } finally {
      await shop.close();
    }
  });

  it("refuses to back up or restore while a store holds the folder, and takes over a lock left by a killed store", async () => {
    const store = liveProcess();
    try {
      writeLock(dataDir, store.pid);
      const other = path.join(root, "backups", "while-running.tar.gz");
      const backup = backupEmbeddedDatabase({ dataDir, file: other });
      await expect(backup).rejects.toThrow(DataDirLockedError);
      await expect(backup).rejects.toThrow(new RegExp(`is in use by process ${store.pid} \\(node build/main\\.js, since .*\\)\\. PGlite allows one process per data folder: stop that process first`));
      await expect(restoreEmbeddedDatabase({ dataDir, file: backupFile, force: true })).rejects.toThrow(DataDirLockedError);
      expect(existsSync(other)).toBe(false);
      expect(readdirSync(root).filter((name) => name.startsWith("db.before-restore-"))).toHaveLength(1);
    } finally {
      await store.kill();
    }
    // kill -9 left the lock behind: it names a process that is gone, and stops no one.
    expect(existsSync(lockPathFor(dataDir))).toBe(true);
    const after = await backupEmbeddedDatabase({ dataDir, file: path.join(root, "backups", "after-crash.tar.gz") });
    expect(after.orders).toBe(3);
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  });

  it("checks the file is a backup before touching anything", async () => {
    const target = path.join(scratchFolder(), "db");
    const bad = path.join(root, "bad");
    const whole = readFileSync(backupFile);
    const cases: [string, Buffer | string, RegExp][] = [
      ["notes.txt", "orders: 3\n", /is not a backup made by npm run db:backup: it is not a tar archive\. Nothing was changed\./],
      ["empty.tar.gz", "", /it is empty/],
      ["other.tar", tarOf("notes/readme.txt", "not a database"), /it has no PG_VERSION or global\/pg_control, so it holds no PostgreSQL data folder/],
      ["cut.tar.gz", whole.subarray(0, Math.floor(whole.length / 2)), /it is a damaged or truncated gzip file/],
      ["package.tar", readFileSync("package.json"), /it is not a tar archive/],
    ];
    for (const [name, content, message] of cases) {
      const file = `${bad}-${name}`;
      writeFileSync(file, content);
      await expect(restoreEmbeddedDatabase({ dataDir: target, file, force: true }), name).rejects.toThrow(message);
    }
    await expect(restoreEmbeddedDatabase({ dataDir: target, file: path.join(root, "missing.tar.gz"), force: true })).rejects.toThrow(
      /There is no backup file/,
    );
    await expect(restoreEmbeddedDatabase({ dataDir, file: `${bad}-notes.txt`, force: true })).rejects.toThrow(BackupError);
    // Nothing was made or moved: no new folder for the empty target, one set-aside copy as before.
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(root).filter((name) => name.startsWith("db.before-restore-"))).toHaveLength(1);
    await expect(backupEmbeddedDatabase({ dataDir: target, file: path.join(root, "nothing.tar.gz") })).rejects.toThrow(
      /There is no embedded database in .* to back up/,
    );
    await expect(backupEmbeddedDatabase({ dataDir, file: backupFile })).rejects.toThrow(/already exists: choose another file with --out/);
  });

  it("restores into an empty folder without --force", async () => {
    const target = path.join(scratchFolder(), "db");
    const restored = await restoreEmbeddedDatabase({ dataDir: target, file: backupFile, force: false });
    expect(restored).toEqual({ orders: 2, movedAside: null });
    expect(existsSync(path.join(target, "PG_VERSION"))).toBe(true);
    expect(existsSync(lockPathFor(target))).toBe(false);
  });
});

describe.runIf(embedded)("the store holds its data folder's lock while it runs", () => {
  it("takes the lock when the database opens, refuses a second opener, and gives it back at close", async () => {
    const dataDir = path.join(scratchFolder(), "db");
    const handle = await openDatabase({ kind: "embedded", dataDir, loadDataDir: await migratedEmbeddedTemplate() });
    let second: DatabaseHandle | null = null;
    try {
      const holder: unknown = JSON.parse(readFileSync(lockPathFor(dataDir), "utf8"));
      expect(holder).toMatchObject({ pid: process.pid, hostname: hostname() });
      second = await openDatabase({ kind: "embedded", dataDir }).catch((error: unknown) => {
        expect(error).toBeInstanceOf(DataDirLockedError);
        return null;
      });
      expect(second).toBeNull();
    } finally {
      await second?.close();
      await handle.close();
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  });

  it("starts over a stale lock: a killed process's, a half-written one, or its own pid from a previous life", async () => {
    const dataDir = path.join(scratchFolder(), "db");
    const gone = liveProcess();
    await gone.kill();
    const stale: [string, () => void][] = [
      ["a process killed with -9", () => writeLock(dataDir, gone.pid)],
      ["a lock cut short", () => writeFileSync(lockPathFor(dataDir), '{"pid":')],
      // A container restarted: the store is pid 1 again, and the lock says pid 1.
      ["this very pid, not taken by this process", () => writeLock(dataDir, process.pid)],
    ];
    let first = true;
    for (const [why, leaveLock] of stale) {
      leaveLock();
      const handle = await openDatabase({ kind: "embedded", dataDir, ...(first ? { loadDataDir: await migratedEmbeddedTemplate() } : {}) });
      first = false;
      try {
        expect(JSON.parse(readFileSync(lockPathFor(dataDir), "utf8")), why).toMatchObject({ pid: process.pid });
      } finally {
        await handle.close();
      }
      expect(existsSync(lockPathFor(dataDir)), why).toBe(false);
    }
  });
});

describe.runIf(!embedded)("an operator backs up PostgreSQL with pg_dump, as the README says", () => {
  it("pg_dump -Fc, then pg_restore into a new database, keeps every order and the stock", async () => {
    const hasPgDump = await run("pg_dump", ["--version"]).then(
      () => true,
      () => false,
    );
    if (!hasPgDump) {
      console.warn("pg_dump is not installed: the PostgreSQL backup path is not tested here");
      return;
    }
    const source = await createThrowawayPostgresDatabase();
    const copy = await createThrowawayPostgresDatabase();
    const file = path.join(scratchFolder(), "store.dump");
    try {
      let shop = await openTestShop({ products: 6, database: await migrated(source.url) });
      const placed = [await shop.placeOrder(guest(), [0, 2], { payment: card }), await shop.placeOrder(guest(), [1])];
      const ordersBefore = essentials(await shop.services.orders.ordersByNumber(placed.map((order) => order.number)));
      const stockBefore = await stockOf(shop);

      // README, Backups: a consistent snapshot while the store keeps running.
      await run("pg_dump", ["-Fc", "--no-owner", "-f", file, source.url]);
      await shop.placeOrder(guest(), [3], { payment: card });
      await shop.handle.close();

      await run("pg_restore", ["--no-owner", "--exit-on-error", "-d", copy.url, file]);
      shop = await openTestShop({ products: 6, database: await openDatabase({ kind: "postgres", url: copy.url, maxConnections: 2 }), seeded: true });
      try {
        const all = await shop.services.orders.ordersByNumber([...placed.map((order) => order.number)]);
        expect(essentials(all)).toEqual(ordersBefore);
        expect(await stockOf(shop)).toEqual(stockBefore);
        const next = await shop.placeOrder(guest(), [4]);
        expect(placed.map((order) => order.number)).not.toContain(next.number);
      } finally {
        await shop.handle.close();
      }
    } finally {
      await source.drop();
      await copy.drop();
    }
  });
});

async function migrated(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: "postgres", url, maxConnections: 2 });
  await handle.migrate();
  return handle;
}
