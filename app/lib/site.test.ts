import { describe, expect, it } from "vitest";
import { checkGstin } from "./gstin";
import { site } from "./site";

describe("the store's registration", () => {
  it("has a valid GSTIN registered in the state of its office", () => {
    expect(checkGstin(site.gstin)).toEqual({ ok: true, gstin: site.gstin, stateCode: site.registeredOffice.stateCode });
  });
});
