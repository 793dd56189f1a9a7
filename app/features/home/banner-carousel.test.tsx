// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BannerCarousel } from "./banner-carousel";
import { bannerSlides } from "./home-content";

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBanner() {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <BannerCarousel slides={bannerSlides} label="Featured collections" imageSizes="100vw" /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("region", { name: "Featured collections" });
}

/** The slide a sighted shopper sees: the one group not hidden. */
function shownSlide(): string | null {
  const visible = screen
    .getAllByRole("group", { hidden: true })
    .filter((slide) => slide.classList.contains("visible"));
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute("aria-label");
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("a shopper looks at the home page banner", () => {
  it("is a labelled carousel of 3 slides, each with its title, text and a link to its category", async () => {
    const region = renderBanner();
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = within(region).getAllByRole("group", { hidden: true });
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(slides.every((slide) => slide.getAttribute("aria-roledescription") === "slide")).toBe(true);
    const links = within(region).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Shop Bedroom", "/category/bedroom"],
      ["Shop Dining", "/category/dining-room"],
      ["Shop Office", "/category/office"],
    ]);
    expect(within(region).getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Next slide" })).toBeTruthy();
    expect(within(region).getAllByRole("button", { name: /^Slide \d: / })).toHaveLength(3);
  });

  it("advances every 5 seconds and wraps around to the first slide", () => {
    renderBanner();
    expect(shownSlide()).toBe("1 of 3");
    wait(4900);
    expect(shownSlide()).toBe("1 of 3");
    wait(100);
    expect(shownSlide()).toBe("2 of 3");
    wait(5000);
    expect(shownSlide()).toBe("3 of 3");
    wait(5000);
    expect(shownSlide()).toBe("1 of 3");
  });

  it("stops advancing for good after a click on a dot, and shows that slide", () => {
    const region = renderBanner();
    fireEvent.click(within(region).getByRole("button", { name: /^Slide 3: / }));
    expect(shownSlide()).toBe("3 of 3");
    expect(within(region).getByRole("button", { name: /^Slide 3: / }).getAttribute("aria-current")).toBe("true");
    wait(20_000);
    expect(shownSlide()).toBe("3 of 3");
    expect(within(region).getByRole("button", { name: "Start automatic slide show" })).toBeTruthy();
  });

  it("stops advancing after the arrows, which wrap around both ways", () => {
    const region = renderBanner();
    fireEvent.click(within(region).getByRole("button", { name: "Previous slide" }));
    expect(shownSlide()).toBe("3 of 3");
    fireEvent.click(within(region).getByRole("button", { name: "Next slide" }));
    expect(shownSlide()).toBe("1 of 3");
    wait(15_000);
    expect(shownSlide()).toBe("1 of 3");
  });

  it("can be stopped and started again with the rotation button, and announces slides only while stopped", () => {
    const region = renderBanner();
    const liveRegion = region.querySelector("[aria-live]");
    expect(liveRegion?.getAttribute("aria-live")).toBe("off");
    fireEvent.click(within(region).getByRole("button", { name: "Stop automatic slide show" }));
    expect(liveRegion?.getAttribute("aria-live")).toBe("polite");
    wait(10_000);
    expect(shownSlide()).toBe("1 of 3");
    fireEvent.click(within(region).getByRole("button", { name: "Start automatic slide show" }));
    wait(5000);
    expect(shownSlide()).toBe("2 of 3");
  });

  it("rests while keyboard focus is inside, and goes on when focus leaves", () => {
    const region = renderBanner();
    const link = within(region).getByRole("link", { name: "Shop Bedroom" });
    vi.spyOn(link, "matches").mockImplementation((selector) => selector === ":focus-visible");
    fireEvent.focus(link);
    wait(12_000);
    expect(shownSlide()).toBe("1 of 3");
    fireEvent.blur(link, { relatedTarget: document.body });
    wait(5000);
    expect(shownSlide()).toBe("2 of 3");
  });

  it("does not move on its own when the shopper prefers reduced motion", () => {
    reducedMotion = true;
    renderBanner();
    wait(20_000);
    expect(shownSlide()).toBe("1 of 3");
  });
});
