import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main, parsePhotosArgs, PhotosArgsError } from "./photos-cli";

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "photos-cli-"));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the command prints on standard error while `work` runs. */
async function errorsOf(work: () => Promise<unknown>): Promise<string> {
  const errors: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    errors.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return errors.join("");
}

describe("an operator types npm run photos", () => {
  it("backs up to a folder, restores from one, or sweeps", () => {
    expect(parsePhotosArgs(["backup", "--to", "/srv/backups/photos"])).toEqual({ kind: "backup", to: "/srv/backups/photos" });
    expect(parsePhotosArgs(["backup", "--to=photos-backup"])).toEqual({ kind: "backup", to: "photos-backup" });
    expect(parsePhotosArgs(["restore", "--from", "/srv/backups/photos"])).toEqual({ kind: "restore", from: "/srv/backups/photos" });
    expect(parsePhotosArgs(["sweep"])).toEqual({ kind: "sweep" });
    expect(parsePhotosArgs(["--help"])).toEqual({ kind: "help" });
    expect(parsePhotosArgs(["restore", "-h"])).toEqual({ kind: "help" });
  });

  it("refuses what it does not understand, saying why", () => {
    expect(() => parsePhotosArgs([])).toThrow(/Unknown command \(none\): backup, restore or sweep/);
    expect(() => parsePhotosArgs(["copy", "--to", "x"])).toThrow(/Unknown command copy/);
    expect(() => parsePhotosArgs(["backup"])).toThrow(/Name the backup folder with --to DIR/);
    expect(() => parsePhotosArgs(["backup", "/srv/backups/photos"])).toThrow(/name the folder with --to or --from/);
    expect(() => parsePhotosArgs(["backup", "--from", "x"])).toThrow(/--from is for restore/);
    expect(() => parsePhotosArgs(["restore"])).toThrow(/Name the backup folder with --from DIR/);
    expect(() => parsePhotosArgs(["restore", "--to", "x"])).toThrow(/--to is for backup/);
    expect(() => parsePhotosArgs(["sweep", "--to", "x"])).toThrow(/sweep takes no folder/);
    expect(() => parsePhotosArgs(["backup", "--to"])).toThrow(PhotosArgsError);
    expect(() => parsePhotosArgs(["backup", "--to", "x", "--force"])).toThrow(PhotosArgsError);
  });

  it("answers a mistake with exit code 2 and the usage, and a folder that is not there with 1", async () => {
    const env = { DATA_DIR: dataDir };
    let code = 0;
    expect(await errorsOf(async () => (code = await main(["backup"], env)))).toMatch(/photos: Name the backup folder with --to DIR\n\nUsage:/);
    expect(code).toBe(2);
    expect(await errorsOf(async () => (code = await main(["backup", "--to", path.join(dataDir, "photos")], env)))).toMatch(/is the store's own photo folder/);
    expect(code).toBe(2);
    expect(await errorsOf(async () => (code = await main(["restore", "--from", path.join(dataDir, "nowhere")], env)))).toMatch(/there is no folder .*nowhere/);
    expect(code).toBe(1);
    expect(await errorsOf(async () => (code = await main(["sweep"], { DATA_DIR: dataDir, LOG_LEVEL: "loud" })))).toMatch(/^photos: .*LOG_LEVEL/);
    expect(code).toBe(78);
  });
});
