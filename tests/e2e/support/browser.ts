import axe from "axe-core";
import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "./chromium";
import { withContextPool, type PooledBrowser } from "./context-pool";

export const baseUrl = (): string => inject("baseUrl");

export const desktop = { width: 1280, height: 900 } as const;
export const phone = { width: 375, height: 812 } as const;

export interface ShopperSession {
  page: Page;
  context: BrowserContext;
  /** Console errors and CSP violations the page raised: a page that works raises none. */
  problems: string[];
}

let pooled: PooledBrowser | null = null;

/**
 * Twice Playwright's defaults, and three times for a page load: pictures are drawn on their first
 * request (AVIF is slow to encode), and on a busy two-core machine, with two stores and two
 * browsers side by side, a save may wait longer than 30 s behind them. A slow page is slow, not
 * wrong; the test's own limit (vitest.config.ts) still ends a test that hangs.
 */
const patience = { navigationMs: 90_000, actionMs: 60_000 };

/**
 * A made-up address for one shopper (from 198.18.0.0/15, kept for tests). The shared store trusts
 * the loopback proxy's X-Forwarded-For (global-setup.ts), so each browser context is a shopper at
 * an address of its own, as in real life: the per-address limits (sign-ups, sign-ins) then count
 * each test's shopper alone, not the whole suite's, which all comes from 127.0.0.1.
 */
export function ownAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

export async function openBrowser(): Promise<Browser> {
  // Every context a test asks for comes with an address of its own, and warm (context-pool.ts).
  pooled ??= withContextPool(await launchChromium(), () => ({ "X-Forwarded-For": ownAddress() }), patience);
  return pooled.browser;
}

/**
 * Ends a test file's use of the browser: the contexts it left open are closed. The browser and its
 * wiped tabs stay for the lane's next file (vitest runs a lane's files one after another in one
 * process, keeping modules), since starting Chromium, its first tabs and their caches anew costs
 * every file seconds of CPU. Playwright closes the browser when the process exits.
 */
export async function releaseBrowser(): Promise<void> {
  await pooled?.closeLeftOpen();
}

export async function newShopper(viewport: { width: number; height: number } = desktop): Promise<ShopperSession> {
  const context = await (await openBrowser()).newContext({ viewport, baseURL: baseUrl(), locale: "en-IN" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    // The page's address says which page it was, when a test went through several.
    if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    // React Router cancels the requests of a navigation the shopper has moved on from; in some
    // orders of events the cancellation escapes from inside the router as an unhandled AbortError.
    // Nothing failed: the page the shopper went to loads (each test waits for it).
    if (error.name === "AbortError" && error.message === "signal is aborted without reason") return;
    problems.push(`${page.url()}: ${error.message}`);
  });
  return { page, context, problems };
}

/**
 * Runs axe on the page once it has settled and returns its violations, summarised for a readable
 * diff. It waits for running animations first: a dialog fading in is half transparent, and axe
 * would measure the contrast of text that no shopper reads in that state.
 *
 * axe-core runs in the page itself, asked for violations only: the store's pages have no frames,
 * and @axe-core/playwright's frame-by-frame protocol opens a second page for every check, which
 * doubled the time each check took. A page whose scripts are off (`scriptsOff`) never fires a
 * timer, and axe waits on timers between rules, so there they run at once instead (set before
 * axe arrives, which keeps its own reference to them; the page runs nothing else that uses them).
 */
export async function accessibilityViolations(page: Page, { scriptsOff = false } = {}): Promise<string[]> {
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
  if (!(await page.evaluate(() => "axe" in window))) {
    if (scriptsOff) {
      await page.evaluate(() => {
        Reflect.set(window, "setTimeout", (callback: () => void) => {
          void Promise.resolve().then(callback);
          return 0;
        });
        Reflect.set(window, "clearTimeout", () => undefined);
      });
    }
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(async () => {
    const engine = Reflect.get(window, "axe") as typeof axe;
    const results = await engine.run(document, { resultTypes: ["violations"] });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(", ")})`);
}

/**
 * Holds back the page's data as React Router reads it again after a post, until `release` is
 * called: the moment when an action's answer is shown but the page's lists are not yet new.
 */
export async function holdPageData(page: Page): Promise<{ release: () => Promise<void> }> {
  const pattern = /\.data(\?|$)/;
  let open = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  // The requests let through, so the route is removed only once each has gone on.
  const passing: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    const going = (route.request().method() === "GET" ? held : Promise.resolve()).then(() => route.continue());
    passing.push(going);
    return going;
  });
  return {
    release: async () => {
      open();
      await Promise.all(passing);
      await page.unroute(pattern);
    },
  };
}
