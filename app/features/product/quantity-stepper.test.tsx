// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QuantityStepper } from "./quantity-stepper";

afterEach(cleanup);

function quantityField() {
  return screen.getByRole("spinbutton", { name: "Quantity" });
}

describe("the quantity stepper", () => {
  it("starts at 1 with decrease disabled", () => {
    render(<QuantityStepper maxQuantity={5} />);
    expect(quantityField()).toHaveProperty("value", "1");
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveProperty("disabled", false);
  });

  it("lets a shopper step up to the variant's maximum and no further", () => {
    render(<QuantityStepper maxQuantity={3} />);
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(quantityField()).toHaveProperty("value", "3");
    expect(increase).toHaveProperty("disabled", true);
    fireEvent.click(increase);
    expect(quantityField()).toHaveProperty("value", "3");
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(quantityField()).toHaveProperty("value", "2");
  });

  it("allows 10 when the variant gives no maximum", () => {
    render(<QuantityStepper maxQuantity={undefined} />);
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    for (let step = 0; step < 15; step += 1) fireEvent.click(increase);
    expect(quantityField()).toHaveProperty("value", "10");
    expect(screen.getByText("Up to 10 per order")).toBeTruthy();
  });

  it("clamps what a shopper types into 1..max", () => {
    render(<QuantityStepper maxQuantity={4} />);
    fireEvent.change(quantityField(), { target: { value: "9" } });
    expect(quantityField()).toHaveProperty("value", "4");
    fireEvent.change(quantityField(), { target: { value: "0" } });
    expect(quantityField()).toHaveProperty("value", "1");
  });

  it("puts 1 back when the field is left empty", () => {
    render(<QuantityStepper maxQuantity={4} />);
    fireEvent.change(quantityField(), { target: { value: "" } });
    expect(quantityField()).toHaveProperty("value", "");
    fireEvent.blur(quantityField());
    expect(quantityField()).toHaveProperty("value", "1");
  });

  it("posts the quantity with its form", () => {
    render(
      <form aria-label="Add to cart">
        <QuantityStepper maxQuantity={6} />
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    const form = screen.getByRole("form", { name: "Add to cart" });
    if (!(form instanceof HTMLFormElement)) throw new Error("expected a form");
    expect(new FormData(form).get("quantity")).toBe("2");
  });

  it("opens at the quantity the page asks for, and without JavaScript − and + ask for one less or one more", () => {
    render(
      <>
        <form aria-label="Add to cart">
          <QuantityStepper maxQuantity={4} initialQuantity={3} stepForm="steps" />
        </form>
        <form id="steps" aria-label="Quantity steps" method="get" />
      </>,
    );
    expect(quantityField()).toHaveProperty("value", "3");
    const decrease = screen.getByRole("button", { name: "Decrease quantity" });
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    // Submit buttons of the GET form, not of the cart's: they never post a quantity of their own.
    for (const [button, value] of [[decrease, "2"], [increase, "4"]] as const) {
      expect(button.getAttribute("type")).toBe("submit");
      expect(button.getAttribute("form")).toBe("steps");
      expect(button.getAttribute("name")).toBe("quantity");
      expect(button.getAttribute("value")).toBe(value);
    }
    // With JavaScript they count in place.
    fireEvent.click(increase);
    expect(quantityField()).toHaveProperty("value", "4");
    expect(increase).toHaveProperty("disabled", true);
    const form = screen.getByRole("form", { name: "Add to cart" });
    if (!(form instanceof HTMLFormElement)) throw new Error("expected a form");
    expect([...new FormData(form).entries()]).toEqual([["quantity", "4"]]);
  });

  it("is switched off entirely for a variant that cannot be bought", () => {
    render(<QuantityStepper maxQuantity={0} disabled />);
    expect(quantityField()).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveProperty("disabled", true);
  });
});
