import { afterEach, describe, expect, it, vi } from "vitest";
import { BackupArgsError, main, parseBackupArgs } from "./backup-cli";

describe("an operator types npm run db:backup or db:restore", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("backs up to the default file or the one named with --out", () => {
    expect(parseBackupArgs(["backup"])).toEqual({ kind: "backup", out: null });
    expect(parseBackupArgs(["backup", "--out", "/srv/backups/today.tar.gz"])).toEqual({ kind: "backup", out: "/srv/backups/today.tar.gz" });
    expect(parseBackupArgs(["backup", "--out=today.tar.gz"])).toEqual({ kind: "backup", out: "today.tar.gz" });
  });

  it("restores one named file, replacing a database only with --force", () => {
    expect(parseBackupArgs(["restore", "today.tar.gz"])).toEqual({ kind: "restore", file: "today.tar.gz", force: false });
    expect(parseBackupArgs(["restore", "today.tar.gz", "--force"])).toEqual({ kind: "restore", file: "today.tar.gz", force: true });
    expect(parseBackupArgs(["restore", "--help"])).toEqual({ kind: "help" });
  });

  it("refuses what it does not understand, saying why", () => {
    expect(() => parseBackupArgs(["restore"])).toThrow(/Name the backup file to restore/);
    expect(() => parseBackupArgs(["restore", "a.tar.gz", "b.tar.gz"])).toThrow(/one file at a time/);
    expect(() => parseBackupArgs(["restore", "a.tar.gz", "--out", "x"])).toThrow(/--out is for db:backup/);
    expect(() => parseBackupArgs(["backup", "a.tar.gz"])).toThrow(/name the file with --out FILE/);
    expect(() => parseBackupArgs(["backup", "--force"])).toThrow(/--force is for db:restore/);
    expect(() => parseBackupArgs(["backup", "--everything"])).toThrow(BackupArgsError);
  });

  it("points to pg_dump when the database is a PostgreSQL server", async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      errors.push(String(chunk));
      return true;
    });
    expect(await main(["backup"], { DATABASE_URL: "postgres://store@db:5432/store" })).toBe(1);
    expect(await main(["restore", "x.tar.gz"], { DATABASE_URL: "postgres://store@db:5432/store" })).toBe(1);
    expect(errors.join("")).toMatch(/db:backup: DATABASE_URL names a PostgreSQL server; back it up with pg_dump -Fc and restore with pg_restore/);
    expect(errors.join("")).toMatch(/db:restore: DATABASE_URL/);
    expect(await main(["backup", "--bogus"], {})).toBe(2);
  });
});
