// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

afterEach(cleanup);

type Detail = "description" | "specifications" | "reviews";

function ProductDetails({ initial = "description" }: { initial?: Detail }) {
  const [tab, setTab] = useState<Detail>(initial);
  return (
    <Tabs
      label="Product information"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: "description", label: "Description", panel: <p>Solid sheesham wood.</p> },
        { value: "specifications", label: "Specifications", panel: <p>Width 180 cm</p> },
        { value: "reviews", label: "Reviews (2)", panel: <p>Sturdy and handsome.</p> },
      ]}
    />
  );
}

function selectedTab() {
  return screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;
}

describe("tabs", () => {
  it("show the chosen tab's panel, named by its tab, with every panel in the page", () => {
    render(<ProductDetails initial="reviews" />);
    expect(screen.getByRole("tablist", { name: "Product information" })).toBeTruthy();
    expect(selectedTab()).toBe("Reviews (2)");
    const reviews = screen.getByRole("tabpanel", { name: "Reviews (2)" });
    expect(reviews.getAttribute("data-state")).toBe("active");
    expect(reviews.textContent).toBe("Sturdy and handsome.");
    // The others are there for search engines and no-JavaScript shoppers, marked inactive.
    expect(screen.getByText("Width 180 cm").closest("[role=tabpanel]")?.getAttribute("data-state")).toBe("inactive");
  });

  it("let a shopper click a tab to see its panel", () => {
    render(<ProductDetails />);
    fireEvent.click(screen.getByRole("tab", { name: "Specifications" }));
    expect(selectedTab()).toBe("Specifications");
    expect(screen.getByRole("tabpanel", { name: "Specifications" }).getAttribute("data-state")).toBe("active");
  });

  it("are one tab stop, and the arrow keys, Home and End move between tabs, wrapping round", () => {
    render(<ProductDetails />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]?.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "ArrowLeft" });
    expect(selectedTab()).toBe("Reviews (2)");
    expect(document.activeElement?.textContent).toBe("Reviews (2)");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "ArrowRight" });
    expect(selectedTab()).toBe("Description");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "End" });
    expect(document.activeElement?.textContent).toBe("Reviews (2)");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Home" });
    expect(document.activeElement?.textContent).toBe("Description");
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // Other keys are left alone (Tab moves on to the panel as usual).
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "a" });
    expect(selectedTab()).toBe("Description");
  });
});
