// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/lib/site";
import { ShopFooter } from "./shop-footer";

afterEach(cleanup);

async function renderFooter(copyrightYear = 2031) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ShopFooter copyrightYear={copyrightYear} /> }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

function linksIn(container: HTMLElement) {
  return within(container)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("a shopper reads the footer", () => {
  it("reads the company blurb and can write to support", async () => {
    const footer = await renderFooter();
    // Its amount is an element of its own (kept on one line): the blurb is its paragraph's text.
    expect(within(footer).getByText((_, element) => element?.tagName === "P" && element.textContent === site.blurb)).toBeTruthy();
    const email = within(footer).getByRole("link", { name: "support@aangan.in" });
    expect(email.getAttribute("href")).toBe("mailto:support@aangan.in");
  });

  it("finds the policy links", async () => {
    const footer = await renderFooter();
    expect(linksIn(within(footer).getByRole("navigation", { name: "Help & Policies" }))).toEqual([
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
      ["Terms & Conditions", "/terms"],
      ["Privacy Policy", "/privacy"],
      ["Shipping Policy", "/shipping"],
      ["Returns & Refunds", "/returns"],
      ["FAQ", "/faq"],
    ]);
  });

  it("finds the footer's rooms, each at its canonical address", async () => {
    const footer = await renderFooter();
    expect(linksIn(within(footer).getByRole("navigation", { name: "Categories" }))).toEqual([
      ["Living Room", "/category/living-room"],
      ["Dining Room", "/category/dining-room"],
      ["Home Office", "/category/office"],
      ["Bedroom", "/category/bedroom"],
      ["Kitchen", "/category/kitchen"],
      ["Outdoor", "/category/outdoor"],
    ]);
  });

  it("sees the apps as coming soon, with no link that leads nowhere", async () => {
    const footer = await renderFooter();
    const apps = within(footer).getByRole("region", { name: "Get the App" });
    expect(within(apps).getByText("Google Play")).toBeTruthy();
    expect(within(apps).getByText("App Store")).toBeTruthy();
    expect(within(apps).getAllByText("Coming soon")).toHaveLength(2);
    expect(within(apps).queryAllByRole("link")).toHaveLength(0);
    for (const link of within(footer).getAllByRole("link")) {
      expect(link.getAttribute("href")).toMatch(/^(\/|mailto:|tel:)/);
    }
  });

  it("reads the copyright line with the year it was given", async () => {
    const footer = await renderFooter(2031);
    expect(within(footer).getByText(`© 2031 ${site.legalName}. All rights reserved.`)).toBeTruthy();
  });
});
