// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

afterEach(cleanup);

type Detail = "description" | "specifications" | "reviews";

function ProductDetails({ initial = "description", hrefFor }: { initial?: Detail; hrefFor?: (tab: Detail) => string }) {
  const [tab, setTab] = useState<Detail>(initial);
  return (
    <Tabs
      label="Product information"
      value={tab}
      onValueChange={setTab}
      hrefFor={hrefFor}
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

  it("can be links to the address of each tab, for shoppers without JavaScript, and still show the panel in place", () => {
    render(<ProductDetails hrefFor={(tab) => `?tab=${tab}#details`} />);
    const specifications = screen.getByRole("tab", { name: "Specifications" });
    expect(specifications.tagName).toBe("A");
    expect(specifications.getAttribute("href")).toBe("?tab=specifications#details");
    // The script shows the panel itself; the browser does not follow the link (the event is cancelled).
    expect(fireEvent.click(specifications)).toBe(false);
    expect(selectedTab()).toBe("Specifications");
    // A click for a new browser tab is the browser's.
    expect(fireEvent.click(screen.getByRole("tab", { name: "Reviews (2)" }), { ctrlKey: true })).toBe(true);
    expect(selectedTab()).toBe("Specifications");
    // Once running, the list is one tab stop again.
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });
});
