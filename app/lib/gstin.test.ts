import { describe, expect, it } from "vitest";
import { indianStates } from "./indian-states";
import { checkGstin, gstStateNumber, gstinCheckCharacter, gstinMessages, gstinStateCode } from "./gstin";

describe("a business buyer enters their GSTIN at checkout", () => {
  it("is accepted when it is a real, correctly checked GSTIN, in any case and with stray spaces", () => {
    expect(checkGstin("27AAPFU0939F1ZV")).toEqual({ ok: true, gstin: "27AAPFU0939F1ZV", stateCode: "MH" });
    expect(checkGstin(" 29aagcb7383j1z4 ")).toEqual({ ok: true, gstin: "29AAGCB7383J1Z4", stateCode: "KA" });
  });

  it("is refused when it is not 15 characters in the GSTIN layout", () => {
    for (const typed of ["", "27AAPFU0939F1Z", "27AAPFU0939F1ZVX", "2AAAPFU0939F1ZV", "27AAPF10939F1ZV", "27AAPFU0939F1YV"]) {
      expect(checkGstin(typed)).toEqual({ ok: false, message: gstinMessages.format });
    }
  });

  it("is refused when its first two digits name no state", () => {
    const first14 = "00AAPFU0939F1Z";
    expect(checkGstin(first14 + gstinCheckCharacter(first14))).toEqual({ ok: false, message: gstinMessages.state });
  });

  it("is refused when one character is mistyped, because the check character no longer matches", () => {
    expect(checkGstin("27AAPFU0938F1ZV")).toEqual({ ok: false, message: gstinMessages.checksum });
    expect(checkGstin("27AAPFU0939F1ZW")).toEqual({ ok: false, message: gstinMessages.checksum });
  });
});

describe("GST state codes", () => {
  it("give every state and union territory of the checkout list its own two-digit code", () => {
    const numbers = indianStates.map((state) => gstStateNumber(state.code));
    for (const number of numbers) expect(number).toMatch(/^[0-9]{2}$/);
    expect(new Set(numbers).size).toBe(indianStates.length);
  });

  it("read back to the state a GSTIN is registered in", () => {
    expect(gstStateNumber("MH")).toBe("27");
    expect(gstinStateCode("07AAACI1195H1ZD")).toBe("DL");
    expect(gstinStateCode("37AAACI1195H1ZD")).toBe("AP");
  });
});
