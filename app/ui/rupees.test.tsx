// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Rupees, withUnbrokenPrices } from "./rupees";

afterEach(cleanup);

/** The pieces a line may not break inside: each element kept on one line, by its text. */
function unbrokenPieces(container: HTMLElement): string[] {
  return [...container.querySelectorAll(".whitespace-nowrap")].map((element) => element.textContent);
}

describe("amounts kept whole on a page", () => {
  it("shows an amount as the store's formatter writes it, on one line, with the caller's look", () => {
    const { container } = render(<Rupees amount={223999} className="font-semibold" />);
    expect(container.textContent).toBe("₹ 2,23,999");
    expect(unbrokenPieces(container)).toEqual(["₹ 2,23,999"]);
    expect(container.firstElementChild?.className).toBe("whitespace-nowrap font-semibold");
  });

  it("keeps every amount of a sentence on one line, a discount's minus sign with it, and the words free to wrap", () => {
    const { container } = render(
      <p>{withUnbrokenPrices("Interest of ₹ 8,869 taken off: -₹ 200 today, ₹ 37,333/month from ₹ 2,23,999.")}</p>,
    );
    expect(container.textContent).toBe("Interest of ₹ 8,869 taken off: -₹ 200 today, ₹ 37,333/month from ₹ 2,23,999.");
    expect(unbrokenPieces(container)).toEqual(["₹ 8,869", "-₹ 200", "₹ 37,333", "₹ 2,23,999"]);
  });

  it("leaves text without an amount as it is", () => {
    expect(withUnbrokenPrices("Cash on delivery available")).toEqual(["Cash on delivery available"]);
    expect(withUnbrokenPrices("")).toEqual([""]);
  });
});
