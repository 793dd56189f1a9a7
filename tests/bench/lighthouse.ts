// `npm run bench:lighthouse [-- --runs 3]`: Lighthouse (mobile defaults) on the store's main pages
// in English and in Hindi, against the built store ($BUILD_DIR, default build/) on a fresh
// embedded database. Prints
// performance, accessibility, best practices, SEO and cumulative layout shift per page (the median
// run by performance), what cost points, and exits 1 when a page misses a target. Not a test:
// the performance score depends on the machine and on what else it is doing.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { z } from "zod";
import sharp from "sharp";
import { pathInLanguage } from "../../app/i18n/language";
import { databaseTargetFor, openDatabase } from "../../server/db/client";
import { createFilePhotoStorage, photoFolderOf } from "../../server/images/photo-storage";
import { createServices } from "../../server/services/services";
import { chromiumArgs, findChromium } from "../e2e/support/chromium";
import { photoFile } from "../support/photo-files";
import { startStore } from "../e2e/support/store-server";
import { benchOptions } from "./bench-cli";

const run = promisify(execFile);

/**
 * Three photographs of a camera's size (2400 × 1800, with a grain that compresses as a photo
 * does, not as a flat drawing) uploaded to the product by a catalog editor through the service.
 */
async function uploadPhotos(dataDir: string, productId: number): Promise<void> {
  const database = await openDatabase(databaseTargetFor({ DATA_DIR: dataDir }));
  try {
    const services = createServices(database, { photoStorage: createFilePhotoStorage(photoFolderOf(dataDir)) });
    const editor = await services.staff.addFromCommandLine({
      email: "lighthouse.catalog@aangan.example",
      name: "Lighthouse Catalog",
      role: "catalog",
      password: "the lighthouse bench's long password",
    });
    const colours = ["#8b5a2b", "#5f6b4e", "#a0522d"];
    for (const [index, colour] of colours.entries()) {
      const plain = await photoFile({ width: 2400, height: 1800, colour });
      const grain = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
        .png()
        .toBuffer();
      const file = await sharp(plain).composite([{ input: grain, blend: "soft-light" }]).jpeg({ quality: 90 }).toBuffer();
      await services.productPhotos.upload({ staff: editor, clientAddress: "127.0.0.1" }, productId, { file, alt: `The product, view ${index + 1}` });
    }
  } finally {
    await database.close();
  }
}
const lighthouseCli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");

const targets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.02 };

const usage = `Usage: npm run bench:lighthouse -- [--runs N] [--only WORDS]

  --runs N      Lighthouse runs per page; the median by performance is reported (default 3)
  --only WORDS  comma-separated pages to run (home,products,product,product-photos,category,search,
                and the same in Hindi: hi-home,hi-products,…)
  --help

The store must be built first: npm run build (BUILD_DIR picks another build folder).
`;

const auditSchema = z.object({
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  displayValue: z.string().optional(),
});
const categorySchema = z.object({
  score: z.number().nullable(),
  auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
});
const reportSchema = z.object({
  finalDisplayedUrl: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.object({
    performance: categorySchema,
    accessibility: categorySchema,
    "best-practices": categorySchema,
    seo: categorySchema,
  }),
  audits: z.record(z.string(), auditSchema),
});
type Report = z.infer<typeof reportSchema>;
type CategoryName = keyof Report["categories"];

interface PageResult {
  name: string;
  path: string;
  report: Report;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      only: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const runs = /^\d{1,2}$/.test(values.runs) ? Number(values.runs) : Number.NaN;
  if (!(runs >= 1 && runs <= 20)) throw new Error("--runs must be a whole number from 1 to 20");
  return { help: values.help, runs, only: values.only?.split(",").map((name) => name.trim()) };
}

const score = (report: Report, category: CategoryName) => Math.round((report.categories[category].score ?? 0) * 100);
const cls = (report: Report) => report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
const metric = (report: Report, id: string) => report.audits[id]?.displayValue ?? "?";

/**
 * One Lighthouse run, tried again (up to twice) when Chromium's trace lost the navigation start
 * (NO_NAVSTART): a flake of Lighthouse 12 with Chromium 156 that says nothing about the page.
 */
async function lighthouse(url: string, chromePath: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, chromePath);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes("NO_NAVSTART")) throw error;
      process.stdout.write(`  (${url}: Lighthouse lost the trace's navigation start; running again)\n`);
    }
  }
}

async function lighthouseOnce(url: string, chromePath: string): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${chromiumArgs.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = reportSchema.parse(JSON.parse(stdout));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

function misses(report: Report): string[] {
  const found: string[] = [];
  if (score(report, "performance") < targets.performance) found.push(`performance < ${targets.performance}`);
  if (score(report, "accessibility") < targets.accessibility) found.push("accessibility < 100");
  if (score(report, "best-practices") < targets.bestPractices) found.push("best practices < 100");
  if (score(report, "seo") < targets.seo) found.push("SEO < 100");
  if (!(cls(report) <= targets.maxCls)) found.push(`CLS > ${targets.maxCls}`);
  return found;
}

/** The audits that cost points in a category, for a page that missed its target. */
function lostPoints(report: Report, category: CategoryName): string[] {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === "informative") return [];
      return [`${category}: ${audit.title} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ""})`];
    });
}

function printTable(results: PageResult[], runs: number): void {
  const lines = [
    ["page", "perf", "a11y", "BP", "SEO", "CLS", "FCP", "LCP", "TBT", "result"],
    ...results.map(({ name, path: pagePath, report }) => {
      const missed = misses(report);
      return [
        `${name} (${pagePath})`,
        String(score(report, "performance")),
        String(score(report, "accessibility")),
        String(score(report, "best-practices")),
        String(score(report, "seo")),
        cls(report).toFixed(3),
        metric(report, "first-contentful-paint"),
        metric(report, "largest-contentful-paint"),
        metric(report, "total-blocking-time"),
        missed.length === 0 ? "meets targets" : `MISSES: ${missed.join(", ")}`,
      ];
    }),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length))) ?? [];
  const render = (line: string[]) =>
    line.map((cell, column) => (column >= 1 && column <= 8 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join("  ");
  process.stdout.write(
    `\nLighthouse, mobile defaults${runs > 1 ? `, median of ${runs} runs by performance` : ""}. Targets: performance ≥ ${targets.performance}, ` +
      `accessibility, best practices and SEO 100, CLS ≤ ${targets.maxCls}\n\n${render(lines[0] ?? [])}\n`,
  );
  process.stdout.write(`${widths.map((width) => "-".repeat(width)).join("  ")}\n`);
  for (const line of lines.slice(1)) process.stdout.write(`${render(line)}\n`);
  for (const { name, report } of results) {
    const lost = (["performance", "accessibility", "best-practices", "seo"] as const).flatMap((category) =>
      score(report, category) < 100 ? lostPoints(report, category) : [],
    );
    if (lost.length > 0) process.stdout.write(`\n${name}:\n${lost.map((line) => `  - ${line}`).join("\n")}\n`);
  }
}

async function main(): Promise<number> {
  const options = benchOptions("bench:lighthouse", usage, parseOptions);
  if (typeof options === "number") return options;
  const chromePath = findChromium();
  if (!chromePath) {
    process.stderr.write("bench:lighthouse: Chromium not found: install it with `apt-get install chromium`\n");
    return 1;
  }

  // A folder of its own, so several builds can be measured at once.
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-lighthouse-"));
  // The first start seeds the catalog; staff then give one product photographs, as a retailer
  // would, and the store starts again on the same folder.
  const seeding = await startStore({ dataDir });
  const listing = z
    .object({ data: z.object({ items: z.array(z.object({ id: z.number() })).min(2) }) })
    .parse(await (await fetch(`${seeding.baseUrl}/api/db/products?limit=2`)).json());
  await seeding.stop();
  const [productId, photographedId] = listing.data.items.map((item) => item.id);
  if (photographedId === undefined) throw new Error("the seeded catalog should have two products");
  await uploadPhotos(dataDir, photographedId);
  const store = await startStore({ dataDir, freshDataDir: false });
  try {
    const english = [
      { name: "home", path: "/" },
      { name: "products", path: "/products" },
      { name: "product", path: `/product/${productId}` },
      { name: "product-photos", path: `/product/${photographedId}` },
      { name: "category", path: "/category/living-room/sofas" },
      { name: "search", path: "/search?q=sofa" },
    ];
    // The same pages in Hindi, searched as India types.
    const hindi = english.map((page) => ({
      name: `hi-${page.name}`,
      path: page.name === "search" ? "/hi/search?q=almari" : pathInLanguage(page.path, "hi"),
    }));
    const pages = [...english, ...hindi].filter((page) => !options.only || options.only.includes(page.name));

    const results: PageResult[] = [];
    for (const page of pages) {
      const reports: Report[] = [];
      for (let attempt = 1; attempt <= options.runs; attempt++) {
        process.stdout.write(`  ${page.path}: run ${attempt} of ${options.runs}…\n`);
        reports.push(await lighthouse(`${store.baseUrl}${page.path}`, chromePath));
      }
      reports.sort((a, b) => score(a, "performance") - score(b, "performance"));
      const median = reports[Math.floor(reports.length / 2)];
      if (median) results.push({ ...page, report: median });
    }
    printTable(results, options.runs);
    return results.some((result) => misses(result.report).length > 0) ? 1 : 0;
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench:lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
