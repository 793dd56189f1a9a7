import { describe, expect, it } from "vitest";
import { isStorableText, unstorableTextPath } from "./storable-text";

describe("text the store can keep", () => {
  it("keeps every language, emoji and right-to-left text", () => {
    for (const text of ["Asha", "सोफ़ा", "😀🪑", "\u202Eabc", "Ünïcödé", "", "tab\there"]) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it("refuses NUL and unpaired surrogates, which PostgreSQL cannot store as sent", () => {
    for (const text of ["\u0000", "a\u0000b", "\uD800", "x\uDFFF", "\uD83D", "\uDE00\uD83D"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("names where in a JSON value the first such string is", () => {
    expect(unstorableTextPath({ shipping: { city: "Pune", address: "1\u0000" } })).toEqual(["shipping", "address"]);
    expect(unstorableTextPath({ items: ["ok", "\uD800"] })).toEqual(["items", 1]);
    expect(unstorableTextPath({ ["bad\u0000key"]: 1 })).toEqual(["bad\u0000key"]);
    expect(unstorableTextPath({ name: "Asha", count: 2, tags: ["a"] })).toBeNull();
    expect(unstorableTextPath({ a: ["x", { ["k\u0000"]: "ok" }], b: "\u0000" })).toEqual(["a", 1, "k\u0000"]);
  });

  it("walks JSON nested thousands of levels deep without running out of stack", () => {
    const deep: unknown = JSON.parse(`${"[".repeat(50_000)}"\\u0000"${"]".repeat(50_000)}`);
    expect(unstorableTextPath(deep)).toHaveLength(50_000);
    expect(unstorableTextPath(JSON.parse(`${"[".repeat(50_000)}${"]".repeat(50_000)}`))).toBeNull();
  });
});
