// Reads the e-mails the store under test wrote to its outbox, straight from its database: the way
// a mail relay would, with no HTTP endpoint that a real store could leave open.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";

export interface OutboxMail {
  kind: string;
  subject: string;
  textBody: string;
}

const query = "select kind, subject, text_body from email_outbox where lower(to_address) = lower($1) order by id";

function toMail(row: Record<string, unknown>): OutboxMail {
  return { kind: String(row.kind), subject: String(row.subject), textBody: String(row.text_body) };
}

/**
 * Every e-mail the store wrote to this address, oldest first: the shared store's, or that of a
 * store a test started itself (its DATA_DIR and DATABASE_URL).
 */
export async function outboxFor(address: string, store?: { dataDir: string; databaseUrl: string | null }): Promise<OutboxMail[]> {
  const databaseUrl = store ? store.databaseUrl : inject("databaseUrl");
  if (databaseUrl) {
    const client = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      const rows = await client.unsafe(query, [address]);
      return rows.map((row) => toMail(row));
    } finally {
      await client.end();
    }
  }
  // The embedded database allows one process per folder, and the store holds it. A copy of the
  // folder is what a power cut would leave behind: PostgreSQL recovers it from its write-ahead log
  // on opening, committed rows included, and the store's own folder is never touched.
  const copy = mkdtempSync(path.join(tmpdir(), "store-outbox-"));
  try {
    cpSync(path.join(store?.dataDir ?? inject("dataDir"), "db"), copy, { recursive: true });
    const database = await PGlite.create(copy);
    try {
      const result = await database.query<Record<string, unknown>>(query, [address]);
      return result.rows.map((row) => toMail(row));
    } finally {
      await database.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The password-reset link of the newest reset e-mail to this address. */
export async function latestResetLink(address: string): Promise<URL> {
  const mails = (await outboxFor(address)).filter((mail) => mail.kind === "password-reset");
  const body = mails.at(-1)?.textBody ?? "";
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no password-reset e-mail to ${address} in the outbox`);
  return new URL(link);
}
