import { defineConfig } from "vitest/config";

// Three kinds of test: unit (no database), db (every database test, on embedded PGlite and, when
// TEST_DATABASE_URL is set, again on PostgreSQL), and end to end (against the built store, only
// when E2E_DB_KIND names the back end; scripts/test.mjs runs them once per back end).
const databaseProjects = [
  { name: "db-embedded", kind: "embedded" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "db-postgres", kind: "postgres" }] : []),
];

// End-to-end tests drive the built store in Chromium; scripts/test.mjs runs them once per back end.
// Every one runs on the embedded database (what `npm start` serves). On PostgreSQL run those whose
// outcome depends on the back end itself: processes sharing or losing the server, crashes, races
// for stock, and the order paths' writes; every service and query is also tested on both back ends
// by the database tests (docs/decisions/024-test-suite-within-25-minutes.md says why).
const backEndSensitive = [
  "admin-orders",
  "attacks",
  "back-office",
  "checkout",
  "crash-safety",
  "database-dropped",
  "order-progress",
  "pay-now",
  "payment-kill",
  "returns",
  "server-lifecycle",
  "stock-race",
  "two-stores",
];
// On the embedded database the files take about three times as long as the PostgreSQL list, so
// `npm test` runs them in two lanes of about the same length beside the PostgreSQL files: these
// (E2E_LANE=second) and the rest (E2E_LANE=first). Without E2E_LANE every file runs.
const embeddedSecondLane = [
  "profile",
  "accounts",
  "catalog-listing",
  "phone-layout",
  "forms",
  "home-and-content",
  "india",
  "emi",
  "hindi",
  "order-progress",
  "no-dead-ends",
  "cart",
];
const endToEndFiles = (names: readonly string[]) => names.map((name) => `tests/e2e/${name}.e2e.test.ts`);
function embeddedFiles(lane: string | undefined): { include: string[]; exclude: string[] } {
  if (lane === "second") return { include: endToEndFiles(embeddedSecondLane), exclude: [] };
  return { include: ["tests/e2e/**/*.e2e.test.ts"], exclude: lane === "first" ? endToEndFiles(embeddedSecondLane) : [] };
}
const endToEndProjects = process.env.E2E_DB_KIND
  ? [
      {
        extends: true as const,
        test: {
          name: `e2e-${process.env.E2E_DB_KIND}`,
          ...(process.env.E2E_DB_KIND === "postgres"
            ? { include: endToEndFiles(backEndSensitive) }
            : embeddedFiles(process.env.E2E_LANE)),
          environment: "node" as const,
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          // Generous: a busy machine (CI beside other work) slows pages, never makes them wrong.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // Two cores: one for the store, one for Chromium and the tests.
          fileParallelism: false,
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    // Test files share their worker's modules instead of importing everything again each: a third
    // of the unit and database tests' time went to imports. So no test may leave anything behind
    // in a module, a global or the environment (these restore what vi changed, after every test).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Vitest's default is one worker per core but one (one file at a time here). Database tests
    // spend much of their time waiting on PostgreSQL, so two files at once keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**", "tmp/**", "build/**"],
          environment: "node",
          // Rendering tests and image encoding take seconds when two files share the cores.
          testTimeout: 30_000,
        },
      },
      ...databaseProjects.map((project) => ({
        extends: true as const,
        test: {
          name: project.name,
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**", "build/**", "tmp/**"],
          environment: "node" as const,
          env: { TEST_DB_KIND: project.kind },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
      ...endToEndProjects,
    ],
  },
});
