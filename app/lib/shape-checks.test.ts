import { expect, it } from "vitest";
import { arrayOf, either, literal, nullable, optional, positiveWholeNumber, schemaOf, shape, text, wholeNumber } from "./shape-checks";

const line = shape({ id: positiveWholeNumber, name: text({ maxLength: 5 }), note: optional(nullable(text())) });

it("a saved cart line is taken with the keys its shape names, and only those", () => {
  expect(line({ id: 3, name: "Sofa", extra: "<script>" })).toEqual({ id: 3, name: "Sofa" });
  expect(line({ id: 3, name: "Sofa", note: null })).toEqual({ id: 3, name: "Sofa", note: null });
  expect(line({ id: 3, name: "Sofa", note: undefined })).toEqual({ id: 3, name: "Sofa" });
});

it("a value edited by hand in the browser's storage is refused, not half taken", () => {
  for (const value of [
    null,
    [],
    "{}",
    { id: 0, name: "Sofa" },
    { id: 1.5, name: "Sofa" },
    { id: "1", name: "Sofa" },
    { id: 1, name: "Sofa bed" },
    { id: 1, name: "Sofa", note: 7 },
    { id: Number.NaN, name: "Sofa" },
  ]) {
    expect(line(value), JSON.stringify(value)).toBeUndefined();
  }
  // A key the object only inherits is not its own.
  expect(shape({ toString: text() })({})).toBeUndefined();
  expect(arrayOf(line, { maxLength: 1 })([{ id: 1, name: "A" }, { id: 2, name: "B" }])).toBeUndefined();
  expect(arrayOf(line)([{ id: 1, name: "A" }, { id: 0, name: "B" }])).toBeUndefined();
  expect(wholeNumber({ min: 1, max: 1000 })(1001)).toBeUndefined();
});

it("a union takes the first shape the value has, and the API client reads it as a schema", () => {
  type Answer = { ok: true; count: number } | { ok: false; error: string };
  const answer = either<Answer>(shape({ ok: literal(true), count: wholeNumber() }), shape({ ok: literal(false), error: text() }));
  expect(answer({ ok: false, error: "Out of stock" })).toEqual({ ok: false, error: "Out of stock" });
  expect(answer({ ok: true, error: "Out of stock" })).toBeUndefined();
  expect(schemaOf(answer).safeParse({ ok: true, count: 2 })).toEqual({ success: true, data: { ok: true, count: 2 } });
  expect(schemaOf(answer).safeParse({ ok: "yes" })).toEqual({ success: false });
});
