import { describe, expect, it } from "vitest";
import { formatWalPosition, laterWalPosition, parseWalPosition } from "./wal-position";

describe("positions in PostgreSQL's write-ahead log", () => {
  it("are read and written as PostgreSQL writes them, and compare as the log runs", () => {
    const early = parseWalPosition("0/16B3748");
    const late = parseWalPosition("16/B374D848");
    expect(late).toBe(0x16b374d848n);
    expect(early !== null && late !== null && early < late).toBe(true);
    // The low half counts bytes within the high half's 4 GB: 1/0 follows 0/FFFFFFFF.
    expect(parseWalPosition("1/0")).toBe((parseWalPosition("0/FFFFFFFF") ?? 0n) + 1n);
    expect(formatWalPosition(0x16b374d848n)).toBe("16/B374D848");
    expect(parseWalPosition("16/b374d848")).toBe(late);
    expect(laterWalPosition(early, late)).toBe(late);
    expect(laterWalPosition(null, early)).toBe(early);
  });

  it("are nothing when a browser sends something else", () => {
    for (const text of [null, undefined, "", "16", "16/", "/1", "0x1/2", "1/2/3", "123456789/0", " 1/2", "1/2;", "G/1"]) {
      expect(parseWalPosition(text)).toBeNull();
    }
  });
});
