// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { homeStructuredData } from "./home-structured-data";
import { HotCollection } from "./hot-collection";
import { popularCategories, shopByRoom } from "./home-content";
import { PopularCategories } from "./popular-categories";
import { ShopByRoom } from "./shop-by-room";
import { SocialLinks } from "./social-links";
import { WhyChooseUs } from "./why-choose-us";

afterEach(cleanup);

function renderInRouter(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

function linksOf(section: HTMLElement) {
  return within(section)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));
}

describe("a shopper browses the home page", () => {
  it("finds Shop By Room linking each room at its canonical address", async () => {
    const names = ["Living Room", "Dining Room", "Bedroom", "Study Room", "Kids Furniture", "Kitchen"];
    renderInRouter(
      <ShopByRoom
        rooms={shopByRoom.map((tile, index) => ({
          ...tile,
          path: `/category/${tile.roomSlug}`,
          name: names[index] ?? "",
          productCount: 120 + index,
        }))}
      />,
    );
    const section = await screen.findByRole("region", { name: "Shop By Room" });
    // Spec §2's home slugs, bed-room (an alias) as the bedroom it stands for.
    expect(linksOf(section)).toEqual([
      "/category/living-room",
      "/category/dining-room",
      "/category/bedroom",
      "/category/study-room",
      "/category/kids-furniture",
      "/category/kitchen",
    ]);
    expect(within(section).getByRole("link", { name: /Kids Furniture/ }).textContent).toContain("124 products");
  });

  it("finds the popular categories with their discount badges", async () => {
    const labels = ["Min. 30% off", "Up to 45% off", null];
    const paths = ["/category/outdoor/plastic-chairs", "/category/office/office-chairs", "/category/living-room/recliners"];
    renderInRouter(
      <PopularCategories
        categories={popularCategories.map((tile, index) => ({
          ...tile,
          path: paths[index] ?? "",
          name: tile.slug,
          discountLabel: labels[index] ?? null,
          productCount: 40,
        }))}
      />,
    );
    const section = await screen.findByRole("region", { name: "Popular Categories" });
    expect(linksOf(section)).toEqual(paths);
    expect(within(section).getByText("Min. 30% off")).toBeTruthy();
    expect(within(section).getByText("Up to 45% off")).toBeTruthy();
  });

  it("finds the Hot Collection linking each collection", async () => {
    renderInRouter(
      <HotCollection
        collections={[
          ["milford", "Milford"],
          ["mozart", "Mozart"],
          ["maxsif", "Maxsif"],
        ].map(([slug = "", name = ""], index) => ({
          id: index + 1,
          slug,
          name,
          description: "A style",
          image: "/images/p/sofa/0f766e/room",
          productCount: 200,
        }))}
      />,
    );
    const section = await screen.findByRole("region", { name: "Hot Collection" });
    expect(linksOf(section)).toEqual(["/collection/milford", "/collection/mozart", "/collection/maxsif"]);
    expect(within(section).getByRole("link", { name: /Mozart Collection/ })).toBeTruthy();
  });

  it("reads why to choose the store: the spec's promises, payment partners and stats", async () => {
    renderInRouter(<WhyChooseUs />);
    const section = await screen.findByRole("region", { name: "Why Choose Us" });
    for (const promise of ["Free Shipping & Assembly", "No-Cost EMI", "3-Year Warranty", "After-Sale Service"]) {
      expect(within(section).getByRole("heading", { name: promise })).toBeTruthy();
    }
    expect(section.textContent).toContain("Free delivery on orders above ₹ 999,");
    const partners = within(section).getByRole("list", { name: "Payment partners" });
    // The spec's Visa and Mastercard, and RuPay, which checkout takes too.
    expect(within(partners).getAllByRole("listitem")).toHaveLength(3);
    for (const name of ["Visa", "Mastercard", "RuPay"]) expect(within(partners).getByText(name, { ignore: "svg *" })).toBeTruthy();
    const stats = within(section)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(stats).toEqual(["50K+", "1000+", "20+", "4.8/5"]);
  });

  it("follows the store on five social networks, with links that open normally", () => {
    render(<SocialLinks />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Aangan on Facebook",
      "Aangan on Instagram",
      "Aangan on YouTube",
      "Aangan on X",
      "Aangan on Pinterest",
    ]);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^https:\/\/(www\.|in\.)?(facebook|instagram|youtube|x|pinterest)\.com\//);
      expect(link.getAttribute("target")).toBeNull();
    }
  });
});

describe("search engines read the home page's structured data", () => {
  it("describes the store as an Organization and its search as a SearchAction", () => {
    const data = homeStructuredData("https://aangan.test");
    const [organization, website] = data["@graph"];
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Aangan",
      url: "https://aangan.test/",
      contactPoint: { telephone: "+91-1800-208-4040", contactType: "customer service" },
    });
    expect(organization?.sameAs).toHaveLength(5);
    expect(website).toMatchObject({
      "@type": "WebSite",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://aangan.test/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});
