import { describe, expect, it } from "vitest";
import { notServiceableText, pincodeInState, pincodeStateMismatchText } from "./pincode-rules";

describe("checkout checks a PIN code against the address", () => {
  it("accepts the PIN code's own state, and either half of Dadra and Nagar Haveli and Daman and Diu", () => {
    expect(pincodeInState("MH", "MH")).toBe(true);
    expect(pincodeInState("DN", "DD")).toBe(true);
    expect(pincodeInState("MH", "KA")).toBe(false);
  });

  it("says where the PIN code is when it is in another state", () => {
    expect(pincodeStateMismatchText("MH", "KA")).toBe(
      "This PIN code is in Maharashtra, not Karnataka. Please check the PIN code or the state.",
    );
  });

  it("says plainly where we do not deliver", () => {
    expect(notServiceableText({ city: "Ahmadabad", stateCode: "GJ", pincode: "380014" })).toBe(
      "Sorry, we do not deliver to Ahmadabad, Gujarat 380014 yet.",
    );
  });
});
