import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

// Debian's Chromium, never a downloaded browser (see README). CHROMIUM_PATH overrides.
const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium(): string | null {
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;
}

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: install it with `apt-get install chromium`");
  return chromium.launch({ executablePath, args: chromiumArgs });
}
