// `npm test`: everything a reviewer would run, stopping at the first failing stage: lint beside
// types and the unit tests; database tests (embedded, and PostgreSQL when TEST_DATABASE_URL is set)
// beside a production build; then end-to-end tests in Chromium against the built store, every file on the
// embedded database beside the back-end-sensitive files on PostgreSQL (vitest.config.ts lists them).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportsDir = path.join(root, "tmp", "test-reports");
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL || "";
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's file, name and first line of its error, repeated at the end: with lanes
 * interleaving their output, a failure in the middle of a long log is easy to miss. */
const failures = [];
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
  for (const file of summary.testResults) {
    const where = path.relative(root, file.name);
    if (file.status === "failed" && file.assertionResults.length === 0) {
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === "failed") failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
  }
}

function firstLine(message) {
  return (message ?? "").split("\n").find((line) => line.trim() !== "") ?? "";
}


/**
 * Runs several steps at once, each line of output prefixed with its name, and adds up the JSON
 * reports of those that are vitest runs. On two cores one step rarely keeps both busy (the linter
 * and the compiler are single-threaded; end-to-end runs wait on the browser and the store), so
 * pairs of independent steps side by side take far less than one after the other.
 */
async function together(steps) {
  const outcomes = await Promise.all(steps.map((step) => runStep(step)));
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) finish(`✗ ${failed.map((outcome) => outcome.title).join(" and ")} failed`);
}

/** One step of together(): a command, or (inSequence) several run one after another until one fails. */
async function runStep(step) {
  if (step.sequence) {
    for (const each of step.sequence) {
      const outcome = await runStep(each);
      if (!outcome.ok) return outcome;
    }
    return { title: step.title, ok: true };
  }
  const { title, command, args, env = {}, prefix, report } = step;
  return new Promise((resolve) => {
    process.stdout.write(`\n▶ ${title}\n`);
    const child = spawn(command, args, {
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
      if (report) countReport(report);
      resolve({ title, ok: status === 0 });
    });
  });
}

function inSequence(title, steps) {
  return { title, sequence: steps };
}

/** A step of together(): a vitest run of these projects. */
function vitestStep({ title, projects, reportName, env, prefix }) {
  const report = path.join(reportsDir, `${reportName}.json`);
  return { title, command: "npx", args: vitestArgs(projects, report), env, prefix, report };
}

function finish(message) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  process.stdout.write(`\n${message} after ${minutes} min\n`);
  const failed = message.startsWith("✗") && totals.failed === 0 ? 1 : totals.failed;
  for (const failure of failures) process.stdout.write(`  ✗ ${failure}\n`);
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

// Route types are generated files that the linter, the compiler and the build read; the build
// writes them again, so it waits until lint and types are done.
run("route types", "npx", ["react-router", "typegen"]);
// The linter keeps one core busy for minutes after the compiler is done: the unit tests fill the other.
await together([
  { title: "lint", command: "npx", args: ["eslint", ".", "--max-warnings", "0"], prefix: "lint" },
  inSequence("types, then unit tests", [
    { title: "types", command: "npx", args: ["tsc", "--noEmit"], prefix: "types" },
    vitestStep({ title: "unit tests", projects: ["unit"], reportName: "unit", prefix: "unit" }),
  ]),
]);
await together([
  vitestStep({
    title: postgresUrl ? "database tests (embedded and PostgreSQL)" : "database tests (embedded)",
    projects: ["db-embedded", ...(postgresUrl ? ["db-postgres"] : [])],
    reportName: "db",
    prefix: "db",
  }),
  { title: "build", command: "npm", args: ["run", "--silent", "build"], prefix: "build" },
]);
// The end-to-end files in lanes side by side, each with a store of its own: the embedded files in
// two of about the same length (vitest.config.ts names the second's), and the PostgreSQL files in
// a third. A lane spends much of its time waiting on the browser and the store, so three keep two
// cores busier than two did, with no lane left running alone at the end.
const embeddedLane = (lane) =>
  vitestStep({
    title: `end-to-end on the embedded database (${lane} lane)`,
    projects: ["e2e-embedded"],
    reportName: `e2e-embedded-${lane}`,
    env: { E2E_DB_KIND: "embedded", E2E_LANE: lane },
    prefix: `embedded ${lane}`,
  });
const postgresEndToEnd = vitestStep({
  title: "end-to-end on PostgreSQL (the back-end-sensitive files)",
  projects: ["e2e-postgres"],
  reportName: "e2e-postgres",
  env: { E2E_DB_KIND: "postgres" },
  prefix: "postgres",
});
await together([embeddedLane("first"), ...(postgresUrl ? [postgresEndToEnd] : []), embeddedLane("second")]);
finish("✓ all checks passed");
