// `npm test`: everything a reviewer would run, in order, stopping at the first failure:
// lint, types, unit and database tests (embedded, and PostgreSQL when TEST_DATABASE_URL is set),
// a production build, then end-to-end tests in Chromium against the built store on each back end.
import { spawnSync } from "node:child_process";
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

function vitest(title, projects, reportName, env = {}) {
  const report = path.join(reportsDir, `${reportName}.json`);
  run(
    title,
    "npx",
    [
      "vitest",
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
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
vitest("end-to-end on the embedded database", ["e2e-embedded"], "e2e-embedded", { E2E_DB_KIND: "embedded" });
if (postgresUrl) {
  vitest("end-to-end on PostgreSQL", ["e2e-postgres"], "e2e-postgres", { E2E_DB_KIND: "postgres" });
}
finish("✓ all checks passed");
