// `npm run bench:weight`: how much JavaScript a first-time visitor downloads on the main pages, in
// English and in Hindi, against the store's budget (a product page ≤ 150 KB gzipped). The budget
// is counted gzipped (level 6) whatever the store sends, so figures compare across changes of
// encoding; what the browser was sent is shown beside. Starts the built store on a fresh
// embedded database. Not a test: it reports, and exits 1 when a page is over its budget.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { launchChromium } from "../e2e/support/chromium";
import { startStore } from "../e2e/support/store-server";
import { benchOptions, namesOption } from "./bench-cli";

const budgetBytes = 150 * 1024;

const usage = `Usage: npm run bench:weight -- [--only PAGES] [--files]
  --only PAGES  comma-separated pages to weigh (home,products,category,product,cart), each in
                English and in Hindi; all of them when left out
  --files       list each page's scripts, largest first, with their gzipped sizes
`;

const pageNames = ["home", "products", "category", "product", "cart"] as const;
type PageName = (typeof pageNames)[number];

function parseOptions() {
  const { values } = parseArgs({
    options: { only: { type: "string" }, files: { type: "boolean", default: false }, help: { type: "boolean", default: false } },
  });
  return { help: values.help, files: values.files, only: namesOption("only", values.only, pageNames, "page") ?? [...pageNames] };
}

interface LoadedScript {
  path: string;
  /** Gzipped at level 6. */
  bytes: number;
  /** As the browser received it. */
  sentBytes: number;
}

const options = benchOptions("bench:weight", usage, parseOptions);
if (typeof options === "number") process.exit(options);

// A folder of its own, so several builds can be measured at once.
const dataDir = mkdtempSync(path.join(tmpdir(), "store-weight-"));
const store = await startStore({ dataDir });
const browser = await launchChromium();
let overBudget = false;
try {
  const productResponse = await fetch(`${store.baseUrl}/api/db/products?limit=1`);
  const products: unknown = await productResponse.json();
  const firstId = JSON.stringify(products).match(/"id":(\d+)/)?.[1];
  if (!firstId) throw new Error("The catalog API listed no product");
  // Each page in both languages: Hindi pages carry their messages as JSON, never as script.
  const addresses: Record<PageName, string> = {
    home: "/",
    products: "/products",
    category: "/category/living-room/sofas",
    product: `/product/${firstId}`,
    cart: "/cart",
  };
  const englishPages = options.only.map((name) => addresses[name]);
  const pages = [...englishPages, ...englishPages.map((pagePath) => (pagePath === "/" ? "/hi" : `/hi${pagePath}`))];
  const rows: string[] = [];
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const pending: Promise<LoadedScript>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
          path: new URL(response.url()).pathname,
          bytes: gzipSync(body, { level: 6 }).length,
          sentBytes: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(`${store.baseUrl}${pagePath}`);
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all(pending);
    await context.close();
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const sent = scripts.reduce((sum, script) => sum + script.sentBytes, 0);
    const over = total > budgetBytes;
    overBudget ||= over;
    rows.push(
      `${pagePath.padEnd(30)} ${(total / 1024).toFixed(1).padStart(7)} KB (${total} B) in ${String(scripts.length).padStart(2)} files, ${(sent / 1024).toFixed(1).padStart(6)} KB sent, ${over ? "OVER the 150 KB budget" : "within 150 KB"}`,
    );
    if (options.files) {
      for (const script of scripts.toSorted((first, second) => second.bytes - first.bytes)) {
        rows.push(`    ${script.path.padEnd(60)} ${(script.bytes / 1024).toFixed(1).padStart(6)} KB`);
      }
    }
  }
  process.stdout.write(`JavaScript a first visit downloads, gzipped (375 px, cold cache):\n${rows.join("\n")}\n`);
} finally {
  await browser.close();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(overBudget ? 1 : 0);
