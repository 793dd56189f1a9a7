import { describe, expect, it } from "vitest";
import { addressErrors, addressSchema } from "./address-schema";
import { checkoutMessages } from "./checkout-schema";

const address = {
  firstName: "Priya",
  lastName: "Sharma",
  phone: "9876543210",
  address: "14, Carter Road, Bandra West",
  apartment: "",
  city: "Mumbai",
  state: "MH",
  pincode: "400050",
};

describe("a saved address", () => {
  it("is the checkout's shipping form without the e-mail", () => {
    expect(addressSchema.parse({ ...address, email: "ignored@example.in" })).toEqual(address);
  });

  it("is checked with the checkout's messages", () => {
    expect(addressErrors({ ...address, firstName: " ", phone: "98765", pincode: "4000", state: "XX" })).toEqual({
      firstName: checkoutMessages.firstNameRequired,
      phone: checkoutMessages.phoneInvalid,
      pincode: checkoutMessages.pincodeInvalid,
      state: checkoutMessages.stateInvalid,
    });
    expect(addressErrors(address)).toEqual({});
  });

  it("keeps the ten digits of a phone number pasted with spaces or +91, as checkout does", () => {
    expect(addressSchema.parse({ ...address, phone: "+91 98765 43210" }).phone).toBe("9876543210");
    expect(addressSchema.parse({ ...address, phone: "98765 43210" }).phone).toBe("9876543210");
    expect(addressErrors({ ...address, phone: "98765 4321" })).toEqual({ phone: checkoutMessages.phoneInvalid });
  });
});
