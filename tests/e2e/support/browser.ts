import AxeBuilder from "@axe-core/playwright";
import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "./chromium";

export const baseUrl = (): string => inject("baseUrl");

export const desktop = { width: 1280, height: 900 } as const;
export const phone = { width: 375, height: 812 } as const;

export interface ShopperSession {
  page: Page;
  context: BrowserContext;
  /** Console errors and CSP violations the page raised: a page that works raises none. */
  problems: string[];
}

let browser: Browser | null = null;

/**
 * A made-up address for one shopper (from 198.18.0.0/15, kept for tests). The shared store trusts
 * the loopback proxy's X-Forwarded-For (global-setup.ts), so each browser context is a shopper at
 * an address of its own, as in real life: the per-address limits (sign-ups, sign-ins) then count
 * each test's shopper alone, not the whole suite's, which all comes from 127.0.0.1.
 */
function ownAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** The browser, whose every new context sends its own X-Forwarded-For (see ownAddress). */
function withAddressPerContext(launched: Browser): Browser {
  return new Proxy(launched, {
    get(target, property, receiver): unknown {
      if (property === "newContext") {
        return (options: BrowserContextOptions = {}) =>
          target.newContext({ ...options, extraHTTPHeaders: { "X-Forwarded-For": ownAddress(), ...options.extraHTTPHeaders } });
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export async function openBrowser(): Promise<Browser> {
  browser ??= withAddressPerContext(await launchChromium());
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export async function newShopper(viewport: { width: number; height: number } = desktop): Promise<ShopperSession> {
  const context = await (await openBrowser()).newContext({ viewport, baseURL: baseUrl(), locale: "en-IN" });
  // Pictures are drawn on their first request (AVIF is slow to encode); on a busy machine a new
  // product page may take longer than Playwright's 30 s default to fire "load".
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { page, context, problems };
}

/**
 * Runs axe on the page once it has settled and returns its violations, summarised for a readable
 * diff. It waits for running animations first: a dialog fading in is half transparent, and axe
 * would measure the contrast of text that no shopper reads in that state.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          // A skeleton's pulse never ends; only wait for animations that do.
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          // A cancelled animation rejects its promise; cancelled is settled too.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: a dialog's fade-in takes well under this.
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
