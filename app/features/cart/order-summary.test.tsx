// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderSummary } from "./order-summary";

afterEach(cleanup);

function amountOf(label: RegExp): string | null {
  const term = screen.getAllByRole("term").find((element) => label.test(element.textContent));
  return term?.nextElementSibling?.textContent ?? null;
}

describe("the order summary (spec §2, §9)", () => {
  it("shows a small order's flat delivery fee and how to get free delivery, and no discount row", () => {
    render(<OrderSummary totals={{ subtotal: 450, discount: 0, shipping: 99, total: 549 }} itemCount={1} couponCode={null} />);
    expect(amountOf(/^Subtotal/)).toBe("₹ 450");
    expect(amountOf(/^Shipping/)).toBe("₹ 99");
    expect(amountOf(/^Total/)).toBe("₹ 549");
    expect(screen.queryByText(/^Discount/)).toBeNull();
    // The amount is an element of its own (kept on one line): the sentence is its paragraph's text.
    const note = screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Free delivery on orders above ₹ 999.");
    expect(note).toBeTruthy();
  });

  it("shows Free shipping and the discount as a negative amount with its code", () => {
    render(
      <OrderSummary
        totals={{ subtotal: 24_999, discount: 2_500, shipping: 0, total: 22_499 }}
        itemCount={3}
        couponCode="WELCOME10"
      />,
    );
    expect(screen.getByText(/\(3 items\)/)).toBeTruthy();
    expect(amountOf(/^Discount \(WELCOME10\)/)).toBe("-₹ 2,500");
    expect(amountOf(/^Shipping/)).toBe("Free");
    expect(amountOf(/^Total/)).toBe("₹ 22,499");
  });
});
