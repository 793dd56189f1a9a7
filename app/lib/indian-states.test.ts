import { describe, expect, it } from "vitest";
import { indianStates, isIndianStateCode, stateName } from "./indian-states";

describe("a shopper picks their state at checkout", () => {
  it("can choose from all 37 states and union territories, in alphabetical order", () => {
    expect(indianStates).toHaveLength(37);
    const names = indianStates.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names[0]).toBe("Andaman and Nicobar Islands");
    expect(names.at(-1)).toBe("West Bengal");
  });

  it("finds the big cities' states under their familiar codes", () => {
    expect(stateName("MH")).toBe("Maharashtra");
    expect(stateName("DL")).toBe("Delhi");
    expect(stateName("KA")).toBe("Karnataka");
    expect(stateName("TN")).toBe("Tamil Nadu");
    expect(stateName("TS")).toBe("Telangana");
    expect(stateName("WB")).toBe("West Bengal");
  });

  it("lists Dadra and Nagar Haveli and Daman and Diu separately, as the spec's list does", () => {
    expect(stateName("DN")).toBe("Dadra and Nagar Haveli");
    expect(stateName("DD")).toBe("Daman and Diu");
    expect(stateName("DH")).toBeUndefined();
  });

  it("includes the newer union territories of Jammu and Kashmir and Ladakh", () => {
    expect(stateName("JK")).toBe("Jammu and Kashmir");
    expect(stateName("LA")).toBe("Ladakh");
  });

  it("has one distinct two-letter code per entry", () => {
    const codes = indianStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(37);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(indianStates.map((state) => state.name)).size).toBe(37);
  });

  it("refuses codes that are not on the list: blank, lower case, or made up", () => {
    expect(isIndianStateCode("MH")).toBe(true);
    expect(isIndianStateCode("")).toBe(false);
    expect(isIndianStateCode("mh")).toBe(false);
    expect(isIndianStateCode("XX")).toBe(false);
    expect(isIndianStateCode("Maharashtra")).toBe(false);
    expect(isIndianStateCode("toString")).toBe(false);
  });

  it("cannot be changed by a page that imports it", () => {
    expect(Object.isFrozen(indianStates)).toBe(true);
    expect(Object.isFrozen(indianStates[0])).toBe(true);
  });
});
