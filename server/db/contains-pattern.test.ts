import { describe, expect, it } from "vitest";
import { containsPattern } from "./contains-pattern";

describe("a search as a LIKE pattern", () => {
  it("matches the lowered text anywhere", () => {
    expect(containsPattern("Teak SOFA")).toBe("%teak sofa%");
  });

  it("takes a clerk's % and _ literally, and the escape character too", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
