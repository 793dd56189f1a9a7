// @vitest-environment jsdom
// The help pages, the home page and account settings state the store's figures (delivery days,
// assembly, card networks, refunds, newsletter frequency, the cash-on-delivery cap, the registered
// office). These tests read them as a shopper does and hold them to the rules and constants
// checkout and the PIN code check apply (app/lib). server/policy-figures.test.ts holds those
// constants to the server's payment provider, e-mails, invoices and warehouses.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NewsletterSignup } from "~/features/home/newsletter-signup";
import { WhyChooseUs } from "~/features/home/why-choose-us";
import { SettingsTab } from "~/features/profile/settings-tab";
import type { ProductSummary } from "~/lib/contracts/catalog";
import { acceptedCardBrands, cardBrand } from "~/lib/card-number";
import { assemblyIncluded, assemblyRadiusKm, deliveryBands, deliveryDays, outOfStockExtraDays, reachedBySea } from "~/lib/delivery-promise";
import { paymentSchema } from "~/lib/forms/checkout-schema";
import { indianStates, stateName } from "~/lib/indian-states";
import { newsletterFrequency } from "~/lib/newsletter-frequency";
import { cardBrandName } from "~/lib/order-payment-text";
import { site } from "~/lib/site";
import About from "~/routes/about";
import Contact from "~/routes/contact";
import Faq from "~/routes/faq";
import Home from "~/routes/home";
import Newsletter from "~/routes/newsletter";
import Privacy from "~/routes/privacy";
import Returns from "~/routes/returns";
import Shipping from "~/routes/shipping";
import Terms from "~/routes/terms";

afterEach(cleanup);

const seo = { title: "t", description: "d", canonicalUrl: "https://aangan.test/" };
/** What the pages' loaders read from the store's configuration (COD_MAX_RUPEES), here not the default. */
const configured = { codMaxRupees: 25_000 };

/** A route module's component, which the stub hands its loader's data as React Router does. */
type RouteComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;

/** A page as the server renders it, with what its loader would return. */
async function renderPage(Page: RouteComponent, loaderData: Record<string, unknown> = {}): Promise<HTMLElement> {
  const Stub = createRoutesStub([{ path: "/", Component: Page, loader: () => ({ seo, ...configured, ...loaderData }) }]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  await screen.findAllByRole("heading", { level: 1 });
  return container;
}

async function renderInRouter(Component: ComponentType): Promise<HTMLElement> {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  await screen.findAllByRole("heading");
  return container;
}

/** The text of an FAQ answer, found by its question. */
function faqAnswer(question: string): string {
  const details = screen.getByText(question).closest("details");
  if (!details) throw new Error(`No answer to ${question}`);
  return details.textContent.replace(question, "");
}

/** The text of a policy page's section: what follows its h2, up to the next h2 of the page. */
function section(container: HTMLElement, heading: string | RegExp): string {
  const headings = within(container).getAllByRole("heading", { level: 2 });
  const h2 = within(container).getByRole("heading", { level: 2, name: heading });
  const next = headings[headings.indexOf(h2) + 1];
  const range = document.createRange();
  range.setStartAfter(h2);
  if (next) range.setEndBefore(next);
  else range.setEnd(container, container.childNodes.length);
  return range.toString();
}

const km = (distance: number) => `${distance.toLocaleString("en-IN")} km`;
const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, " ");
const islandNames = indianStates.filter((state) => reachedBySea(state.code)).map((state) => state.name);

describe("a shopper reads where assembly is free, as the PIN code check decides it", () => {
  it("reads in the FAQ that our fitters assemble within reach of a warehouse, not on every order", async () => {
    // Port Blair (744101) is served, but across the sea: the PIN code check says "not included here".
    expect(assemblyIncluded(true, reachedBySea("AN") ? Number.POSITIVE_INFINITY : 0)).toBe(false);
    await renderPage(Faq);
    const answer = faqAnswer("Is assembly included?");
    expect(answer).not.toMatch(/every order/i);
    expect(answer).toContain(km(assemblyRadiusKm));
    for (const island of islandNames) expect(answer).toContain(island);
  });

  it.each([
    ["About Us", About, { storeCount: 26, cityCount: 24 }],
    ["Shipping Policy", Shipping, {}],
    ["Terms & Conditions", Terms, {}],
    ["Frequently Asked Questions", Faq, {}],
  ] as const)("finds %s saying where assembly is free wherever it promises it", async (_name, Page, loaderData) => {
    const container = await renderPage(Page, loaderData);
    const page = text(container);
    expect(page).toMatch(/assembl/i);
    expect(page).not.toMatch(/assembly is always free|assembles? every piece|every piece in your home/i);
    expect(page).toContain(km(assemblyRadiusKm));
  });

  it("finds the home page's promise and the footer's blurb saying where assembly is free", async () => {
    const why = await renderInRouter(WhyChooseUs);
    expect(text(why)).not.toMatch(/assembles every piece/i);
    expect(text(why)).toContain(km(assemblyRadiusKm));
    expect(site.blurb).toContain(km(assemblyRadiusKm));
  });
});

describe("a shopper reads how long delivery takes, as the PIN code check promises it", () => {
  it("reads on the Shipping page the working days of every distance from our nearest warehouse", async () => {
    const container = await renderPage(Shipping);
    const table = within(container).getByRole("table", { name: /Delivery times/ });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => text(row));
    expect(rows).toHaveLength(deliveryBands.length);
    deliveryBands.forEach((band, index) => {
      expect(rows[index]).toContain(`${band.minDays} to ${band.maxDays} working days`);
      if (Number.isFinite(band.maxKm)) expect(rows[index]).toContain(km(band.maxKm));
    });
    expect(section(container, "Delivery times")).toContain(`${outOfStockExtraDays} more working days`);
  });

  it("reads only spans of days the PIN code check can promise, on the Shipping page and in the FAQ", async () => {
    // Shillong (793001) is about 70 km from our Guwahati warehouse: promised what Mumbai is.
    const shillong = deliveryDays(70, true);
    expect(shillong).toEqual(deliveryDays(30, true));
    const promised = new Set(
      deliveryBands.flatMap((band) => [
        `${band.minDays} to ${band.maxDays}`,
        `${band.minDays + outOfStockExtraDays} to ${band.maxDays + outOfStockExtraDays}`,
      ]),
    );
    const shipping = section(await renderPage(Shipping), "Delivery times");
    cleanup();
    await renderPage(Faq);
    const arrival = faqAnswer("When will my order arrive?");
    for (const words of [shipping, arrival]) {
      expect(words).toContain(`${shillong.minDays} to ${shillong.maxDays} working days`);
      for (const [, span] of words.matchAll(/(\d+ to \d+) working days/g)) expect(promised).toContain(span);
    }
  });
});

describe("a shopper reads how to pay, as checkout takes it", () => {
  it("pays with a card of every network the pages name, and not with American Express's 15 digits", () => {
    const cards: Record<(typeof acceptedCardBrands)[number], string> = {
      visa: "4111 1111 1111 1111",
      mastercard: "5555 5555 5555 4444",
      rupay: "6522 0000 0000 0006",
    };
    const pay = (cardNumber: string) => paymentSchema.safeParse({ method: "card", cardNumber, cardExpiry: "12/30", cardCvv: "123" });
    for (const brand of acceptedCardBrands) {
      expect(cardBrand(cards[brand].replace(/ /g, ""))).toBe(brand);
      expect(pay(cards[brand]).success).toBe(true);
    }
    expect(pay("3782 822463 10005").success).toBe(false);
  });

  it("reads every network checkout takes in the FAQ, the terms and the home page's payment partners", async () => {
    const names = acceptedCardBrands.map((brand) => cardBrandName(brand));
    await renderPage(Faq);
    const faq = faqAnswer("How do I pay for my order?");
    cleanup();
    const terms = section(await renderPage(Terms), /Payment/);
    cleanup();
    const partners = within(await renderInRouter(WhyChooseUs)).getByRole("list", { name: "Payment partners" });
    for (const name of names) {
      expect(faq).toContain(name);
      expect(terms).toContain(name);
      expect(within(partners).getByText(name, { ignore: "script, style, svg *" })).toBeTruthy();
    }
  });

  it("reads the cash-on-delivery limit the store is configured with in the FAQ, the Shipping page and the terms", async () => {
    const cap = "₹ 25,000";
    await renderPage(Faq);
    expect(faqAnswer("Is cash on delivery available?")).toContain(cap);
    cleanup();
    expect(text(await renderPage(Shipping))).toContain(cap);
    cleanup();
    expect(section(await renderPage(Terms), /Payment/)).toContain(cap);
  });

  it("reads how a card, a UPI, a netbanking (the Pay page's) and a cash-on-delivery payment are refunded", async () => {
    const container = await renderPage(Returns);
    const refunds = section(container, "Refunds");
    expect(refunds).toMatch(/Netbanking payments are refunded to the same bank account/);
    expect(refunds).toMatch(/card/i);
    expect(refunds).toMatch(/UPI/);
    expect(refunds).toMatch(/cash on delivery/i);
  });
});

describe("a shopper is told how often the newsletter comes, everywhere the same", () => {
  const frequency = /(at most )?once a (week|month|fortnight)/;
  const said = (words: string) => frequency.exec(words)?.[0] ?? "(nothing)";

  const notifications = { email: { orderUpdates: true, promotions: false, newsletter: true }, push: { orderUpdates: true, promotions: false } };
  const surfaces: [string, () => Promise<string>][] = [
    ["the home page's signup", async () => text(await renderInRouter(NewsletterSignup))],
    ["the newsletter page", async () => text(await renderPage(Newsletter, { confirmation: null }))],
    [
      "the FAQ",
      async () => {
        await renderPage(Faq);
        return faqAnswer("How do I subscribe to the newsletter?");
      },
    ],
    [
      "the newsletter toggle in account settings",
      async () => {
        const settings = await renderInRouter(() => (
          <SettingsTab
            details={{ firstName: "Asha", lastName: "Verma", mobile: "9876543210" }}
            email="asha@example.in"
            notifications={notifications}
            changingEmail={false}
            actionData={undefined}
          />
        ));
        const toggle = within(settings).getByRole("switch", { name: /^Newsletter/ });
        const description = document.getElementById(toggle.getAttribute("aria-describedby") ?? "");
        return description?.textContent ?? "";
      },
    ],
  ];

  it.each(surfaces)("reads on %s the frequency the confirmation e-mail promises", async (_where, read) => {
    expect(said(await read())).toBe(newsletterFrequency);
  });
});

describe("a shopper reads the Best Sellers on the home page", () => {
  function product(id: number, reviewCount: number): ProductSummary {
    return {
      id,
      slug: `sofa-${id}`,
      name: `Sofa ${id}`,
      price: 20_000,
      originalPrice: 25_000,
      discount: 20,
      rating: 4.4,
      reviewCount,
      isNew: false,
      isBestSeller: true,
      inStock: true,
      defaultVariantId: id,
      category: { slug: "sofas", name: "Sofas" },
      image: null,
    };
  }

  it("is told how many reviews the four cards have, not thousands", async () => {
    const container = await renderPage(Home, {
      origin: "https://aangan.test",
      rooms: [],
      popular: [],
      hot: [],
      bestSellers: [product(1, 40), product(2, 40), product(3, 40), product(4, 38)],
    });
    const bestSellers = within(container).getByRole("region", { name: "Best Sellers" });
    expect(text(bestSellers)).not.toMatch(/thousands/i);
    expect(text(bestSellers)).toContain("158 reviews");
  });
});

describe("a shopper reads the registered office the GST invoice names (site.ts)", () => {
  it.each([
    ["Contact Us", Contact],
    ["Terms & Conditions", Terms],
    ["Privacy Policy", Privacy],
  ] as const)("finds it on %s", async (_name, Page) => {
    const page = text(await renderPage(Page));
    const office = site.registeredOffice;
    expect(page).toContain(office.street);
    expect(page).toContain(`${office.city}, ${stateName(office.stateCode) ?? ""} ${office.pincode}`);
  });
});
