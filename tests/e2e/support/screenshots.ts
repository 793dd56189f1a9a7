import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { accessibilityViolations, desktop, phone } from "./browser";

export interface Viewport {
  width: number;
  height: number;
}

/** A small laptop: the back office's narrowest supported screen. */
export const laptop = { width: 1024, height: 768 } as const;

/** The back office is used on laptops and desktops, not phones. */
export const backOfficeWidths: readonly Viewport[] = [laptop, desktop];

/** Shoppers come on phones as often as on desktops. */
export const shopWidths: readonly Viewport[] = [phone, desktop];

/**
 * With E2E_SCREENSHOT_DIR set, a full-page picture of the page as it is now, for a person to look
 * at (layout is not something axe or an assertion sees); without it, nothing, so runs stay fast.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  // A picture still on its way shows the one it replaces (a gallery's previous photo) or nothing,
  // and a photo is encoded on its first request, which takes seconds: wait for the pictures the
  // page has asked for, up to a limit. Lazy ones below the fold are never asked for; they stay empty.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.images]
          .filter((image) => !image.complete && (image.loading !== "lazy" || image.getBoundingClientRect().top < window.innerHeight))
          .map((image) => new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          })),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]),
  );
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
}

/**
 * The page at each width: axe-clean at each (the message names the page and width, since a
 * failure at one width only is the usual case), and a screenshot `${name}-${width}` when asked.
 * `axe: false` is for a page only looked at; `scriptsOff` is passed to axe for a page without
 * JavaScript. The page is left at the last width.
 */
export async function checkAtWidths(
  page: Page,
  name: string,
  viewports: readonly Viewport[],
  { axe = true, scriptsOff = false }: { axe?: boolean; scriptsOff?: boolean } = {},
): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    if (axe) expect(await accessibilityViolations(page, { scriptsOff }), `${name} at ${viewport.width} px`).toEqual([]);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}
