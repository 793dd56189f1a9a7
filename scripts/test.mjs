// `npm test`: everything a reviewer would run, in order, stopping at the first failure:
// lint, types, unit and database tests (embedded, and PostgreSQL when TEST_DATABASE_URL is set),
// a production build, then end-to-end tests in Chromium against the built store on each back end.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportsDir = path.join(root, "tmp", "test-reports");
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL || "";
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    finish(`✗ ${title} failed`);
  }
}

/** `npx vitest run` of these projects, writing its JSON report where countReport() reads it. */
function vitestArgs(projects, report) {
  return [
    "vitest",
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
}

/** Adds a finished run's passed, failed and skipped tests to the totals (a run that crashed wrote none). */
function countReport(report) {
  if (!existsSync(report)) return;
  const summary = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
}

function vitest(title, projects, reportName, env = {}) {
  const report = path.join(reportsDir, `${reportName}.json`);
  run(title, "npx", vitestArgs(projects, report), env);
  countReport(report);
}

/**
 * Runs several vitest runs at once, each line of output prefixed with its name, and adds up their
 * JSON reports. End-to-end runs wait on the browser and the store as much as they compute, so the
 * two back ends' runs side by side take far less than one after the other.
 */
async function vitestTogether(runs) {
  const outcomes = await Promise.all(
    runs.map(
      ({ title, projects, reportName, env, prefix }) =>
        new Promise((resolve) => {
          process.stdout.write(`\n▶ ${title}\n`);
          const report = path.join(reportsDir, `${reportName}.json`);
          const child = spawn("npx", vitestArgs(projects, report), {
            cwd: root,
            stdio: ["ignore", "pipe", "pipe"],
            env: { ...process.env, ...env },
          });
          for (const stream of [child.stdout, child.stderr]) {
            let pending = "";
            stream.on("data", (chunk) => {
              const lines = (pending + chunk.toString()).split("\n");
              pending = lines.pop() ?? "";
              for (const line of lines) process.stdout.write(`[${prefix}] ${line}\n`);
            });
            stream.on("end", () => {
              if (pending) process.stdout.write(`[${prefix}] ${pending}\n`);
            });
          }
          child.on("close", (status) => {
            countReport(report);
            resolve({ title, ok: status === 0 });
          });
        }),
    ),
  );
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) finish(`✗ ${failed.map((outcome) => outcome.title).join(" and ")} failed`);
}

function finish(message) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  process.stdout.write(`\n${message} after ${minutes} min\n`);
  const failed = message.startsWith("✗") && totals.failed === 0 ? 1 : totals.failed;
  process.stdout.write(`tests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped\n`);
  process.exit(message.startsWith("✗") ? 1 : 0);
}

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!chromium) {
  process.stderr.write("Chromium not found: install it with `apt-get install chromium` (or set CHROMIUM_PATH).\n");
  process.exit(1);
}

// Route types are generated files that both the linter and the compiler read.
run("route types", "npx", ["react-router", "typegen"]);
run("lint", "npx", ["eslint", ".", "--max-warnings", "0"]);
run("types", "npx", ["tsc", "--noEmit"]);
vitest(
  postgresUrl ? "unit and database tests (embedded and PostgreSQL)" : "unit and database tests (embedded)",
  ["unit", "db-embedded", ...(postgresUrl ? ["db-postgres"] : [])],
  "unit-db",
);
run("build", "npm", ["run", "--silent", "build"]);
await vitestTogether([
  {
    title: "end-to-end on the embedded database",
    projects: ["e2e-embedded"],
    reportName: "e2e-embedded",
    env: { E2E_DB_KIND: "embedded" },
    prefix: "embedded",
  },
  ...(postgresUrl
    ? [
        {
          title: "end-to-end on PostgreSQL",
          projects: ["e2e-postgres"],
          reportName: "e2e-postgres",
          env: { E2E_DB_KIND: "postgres" },
          prefix: "postgres",
        },
      ]
    : []),
]);
finish("✓ all checks passed");
