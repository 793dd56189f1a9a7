// The catalog CSV's cells: specifications written and read back whatever they hold, and cells a
// spreadsheet would run as formulas neutralised on export and restored on import.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSpecifications, neutraliseCell, normaliseCategoryLabel, parseSpecifications, restoreCell } from "./catalog-csv";

describe("specifications in one cell", () => {
  it("reads what a catalog editor types: Label: value; Label: value", () => {
    expect(parseSpecifications("Seating: 3 people; Frame: teak")).toEqual({ specifications: [{ label: "Seating", value: "3 people" }, { label: "Frame", value: "teak" }] });
    expect(parseSpecifications("  ")).toEqual({ specifications: [] });
    expect(parseSpecifications("Ratio: 16\\:9; Note: a\\;b \\\\ c")).toEqual({ specifications: [{ label: "Ratio", value: "16:9" }, { label: "Note", value: "a;b \\ c" }] });
  });

  it("names a specification without a value, and a lone backslash", () => {
    expect(parseSpecifications("Seating: 3; Teak")).toEqual({ error: "The specification “Teak” has no value: write Label: value, separated by semicolons" });
    expect(parseSpecifications("Seating: 3\\")).toHaveProperty("error");
  });

  it("reads back exactly what it writes, whatever the labels and values hold", () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() === value && value !== "");
    fc.assert(
      fc.property(fc.array(fc.record({ label: text, value: text }), { maxLength: 6 }), (specifications) => {
        expect(parseSpecifications(formatSpecifications(specifications))).toEqual({ specifications });
      }),
    );
  });
});

describe("formula injection", () => {
  it("puts an apostrophe before a cell starting with = + - @ tab or carriage return, and nothing else", () => {
    expect(["=SUM(A1)", "+91", "-5", "@cmd", "\tx", "\rx"].map(neutraliseCell)).toEqual(["'=SUM(A1)", "'+91", "'-5", "'@cmd", "'\tx", "'\rx"]);
    expect(["Teak", "'quoted", "", "5-seater"].map(neutraliseCell)).toEqual(["Teak", "'quoted", "", "5-seater"]);
  });

  it("restores every cell it neutralised, and leaves an apostrophe a person typed", () => {
    fc.assert(fc.property(fc.string(), (cell) => restoreCell(neutraliseCell(cell)) === cell));
    expect(restoreCell(neutraliseCell("'=1"))).toBe("'=1");
    expect(restoreCell("'quoted")).toBe("'quoted");
  });
});

describe("the category column", () => {
  it("accepts any spacing around the separator", () => {
    expect(normaliseCategoryLabel("Living Room›Sofas")).toBe("Living Room › Sofas");
    expect(normaliseCategoryLabel("  Living  Room ›  Sofas ")).toBe("Living Room › Sofas");
  });
});
