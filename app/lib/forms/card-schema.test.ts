import { describe, expect, it } from "vitest";
import { cardMessages, parseNewCard } from "./card-schema";
import { checkoutMessages } from "./checkout-schema";

describe("the Add New Card form", () => {
  it("gives the digits, expiry month and year, CVV and the holder in capitals", () => {
    expect(parseNewCard({ cardNumber: "4111 1111 1111 1111", cardExpiry: "07/31", cardCvv: "123", cardHolder: " asha verma " })).toEqual({
      ok: true,
      card: { cardNumber: "4111111111111111", expiryMonth: 7, expiryYear: 2031, cardCvv: "123", cardHolder: "ASHA VERMA" },
    });
  });

  it("uses the checkout's card messages, and asks for the name on the card", () => {
    expect(parseNewCard({ cardNumber: "4111", cardExpiry: "13/30", cardCvv: "1", cardHolder: "" })).toEqual({
      ok: false,
      errors: {
        cardNumber: checkoutMessages.cardNumberInvalid,
        cardExpiry: checkoutMessages.cardExpiryInvalid,
        cardCvv: checkoutMessages.cardCvvInvalid,
        cardHolder: cardMessages.cardHolderRequired,
      },
    });
    expect(parseNewCard({})).toMatchObject({ ok: false, errors: { cardNumber: checkoutMessages.cardNumberRequired } });
  });
});
