import { describe, expect, it } from "vitest";
import { checkServerConfig, ConfigError, readConfig, takesTestPayments } from "./config";

describe("an operator configures the store through the environment", () => {
  it("serves on port 3000 from the embedded database under ./data by default", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("takes PORT, HOST and DATABASE_URL from the environment", () => {
    const config = readConfig({ PORT: "8080", HOST: "0.0.0.0", DATABASE_URL: "postgres://u@db:5432/store" });
    expect(config).toMatchObject({ PORT: 8080, HOST: "0.0.0.0", DATABASE_URL: "postgres://u@db:5432/store" });
  });

  it("reads the catalog from the replicas DATABASE_READ_URL names, beside DATABASE_URL only", () => {
    const primary = { DATABASE_URL: "postgres://u@db:5432/store" };
    expect(readConfig(primary).DATABASE_READ_URL).toBeUndefined();
    expect(readConfig({ ...primary, DATABASE_READ_URL: "postgres://u@replica-1/store" }).DATABASE_READ_URL).toEqual(["postgres://u@replica-1/store"]);
    expect(readConfig({ ...primary, DATABASE_READ_URL: "postgres://u@replica-1:5432/store, postgresql://u:p%2Cw@replica-2/store" }).DATABASE_READ_URL).toEqual([
      "postgres://u@replica-1:5432/store",
      "postgresql://u:p%2Cw@replica-2/store",
    ]);
    // The embedded database has no replicas: a setting that would do nothing is refused.
    expect(() => readConfig({ DATABASE_READ_URL: "postgres://u@replica-1/store" })).toThrow(
      "Invalid configuration: DATABASE_READ_URL: must be set with DATABASE_URL",
    );
    expect(() => readConfig({ ...primary, DATABASE_READ_URL: "postgres://u@replica-1/store,mysql://u:secret@replica-2/store" })).toThrow(
      /^Invalid configuration: DATABASE_READ_URL: must be postgres:\/\/ or postgresql:\/\/ addresses separated by commas \(entry 2\)$/,
    );
    expect(() => readConfig({ ...primary, DATABASE_READ_URL: "postgres://u@replica-1/store," })).toThrow(/DATABASE_READ_URL: .*\(entry 2\)/);
    expect(() => readConfig({ ...primary, DATABASE_READ_URL: "postgres:///store" })).toThrow(/DATABASE_READ_URL: must name each replica's server/);
  });

  it("caps cash on delivery at ₹ 50,000 unless COD_MAX_RUPEES says otherwise", () => {
    expect(readConfig({}).COD_MAX_RUPEES).toBe(50_000);
    expect(readConfig({ COD_MAX_RUPEES: "25000" }).COD_MAX_RUPEES).toBe(25_000);
    expect(() => readConfig({ COD_MAX_RUPEES: "lots" })).toThrow(/COD_MAX_RUPEES/);
  });

  it("holds browsing while the event loop runs more than 10 ms late unless BROWSING_MAX_LAG_MS says otherwise, 0 for never", () => {
    expect(readConfig({}).BROWSING_MAX_LAG_MS).toBe(10);
    expect(readConfig({ BROWSING_MAX_LAG_MS: "3" }).BROWSING_MAX_LAG_MS).toBe(3);
    expect(readConfig({ BROWSING_MAX_LAG_MS: "0" }).BROWSING_MAX_LAG_MS).toBe(0);
    expect(() => readConfig({ BROWSING_MAX_LAG_MS: "-1" })).toThrow(/BROWSING_MAX_LAG_MS/);
    expect(() => readConfig({ BROWSING_MAX_LAG_MS: "soon" })).toThrow(/BROWSING_MAX_LAG_MS/);
  });

  it("moves orders on by themselves only when ORDER_AUTO_ADVANCE_SECONDS is a whole number of seconds", () => {
    expect(readConfig({}).ORDER_AUTO_ADVANCE_SECONDS).toBeUndefined();
    expect(readConfig({ ORDER_AUTO_ADVANCE_SECONDS: "" }).ORDER_AUTO_ADVANCE_SECONDS).toBeUndefined();
    expect(readConfig({ ORDER_AUTO_ADVANCE_SECONDS: "30" }).ORDER_AUTO_ADVANCE_SECONDS).toBe(30);
    expect(() => readConfig({ ORDER_AUTO_ADVANCE_SECONDS: "0" })).toThrow(/ORDER_AUTO_ADVANCE_SECONDS: must be at least 1 second/);
    expect(() => readConfig({ ORDER_AUTO_ADVANCE_SECONDS: "1.5" })).toThrow(/ORDER_AUTO_ADVANCE_SECONDS: must be a whole number of seconds/);
    expect(() => readConfig({ ORDER_AUTO_ADVANCE_SECONDS: "soon" })).toThrow(/ORDER_AUTO_ADVANCE_SECONDS/);
    expect(() => readConfig({ ORDER_AUTO_ADVANCE_SECONDS: "9999999" })).toThrow(/at most 604800/);
  });

  it("lets a scraper elsewhere read the metrics only with a METRICS_TOKEN long enough to resist guessing", () => {
    expect(readConfig({}).METRICS_TOKEN).toBeUndefined();
    const token = "3f9c1e0b7a5d42e8b6c0f1a29d7e4b3c";
    expect(readConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => readConfig({ METRICS_TOKEN: "secret" })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    expect(() => readConfig({ METRICS_TOKEN: `${token} with spaces` })).toThrow(/METRICS_TOKEN: must be printable ASCII without spaces/);
  });

  it("treats an empty variable as unset", () => {
    expect(readConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => readConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("refuses to serve shoppers in production without PUBLIC_ORIGIN, naming it, so reset links never follow a forged Host", () => {
    const refusal = /PUBLIC_ORIGIN: must be set when NODE_ENV=production/;
    const production = { NODE_ENV: "production", PAYMENTS: "test" };
    expect(() => checkServerConfig(readConfig(production))).toThrow(ConfigError);
    expect(() => checkServerConfig(readConfig(production))).toThrow(refusal);
    expect(() => checkServerConfig(readConfig({ ...production, PUBLIC_ORIGIN: "" }))).toThrow(refusal);
    // NODE_ENV unset is production (React Router and React run their production builds).
    expect(() => checkServerConfig(readConfig({ PAYMENTS: "test" }))).toThrow(refusal);
    expect(checkServerConfig(readConfig({ ...production, PUBLIC_ORIGIN: "https://www.aangan.in" }))).toEqual([]);
  });

  it("refuses to take payments in production on the test gateway unless PAYMENTS=test says so, which every page then tells shoppers", () => {
    const origin = { PUBLIC_ORIGIN: "https://www.aangan.in" };
    expect(() => checkServerConfig(readConfig({ NODE_ENV: "production", ...origin }))).toThrow(/PAYMENTS: must be set when NODE_ENV=production/);
    expect(() => checkServerConfig(readConfig({ ...origin }))).toThrow(/PAYMENTS: must be set/);
    expect(() => readConfig({ PAYMENTS: "razorpay" })).toThrow(/PAYMENTS: must be "test"/);
    const knowingly = readConfig({ NODE_ENV: "production", PAYMENTS: "test", ...origin });
    expect(checkServerConfig(knowingly)).toEqual([]);
    expect(takesTestPayments(knowingly)).toBe(true);
    // In development the test gateway is expected; nothing needs saying.
    expect(takesTestPayments(readConfig({ NODE_ENV: "development" }))).toBe(false);
    expect(checkServerConfig(readConfig({ NODE_ENV: "development", ...origin }))).toEqual([]);
  });

  it("starts in development without PUBLIC_ORIGIN, with a warning that links follow the request's Host", () => {
    expect(checkServerConfig(readConfig({ NODE_ENV: "development" }))).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN is not set: .*Host header/),
    ]);
    expect(checkServerConfig(readConfig({ NODE_ENV: "development", PUBLIC_ORIGIN: "http://localhost:3000" }))).toEqual([]);
  });

  it("lets the command-line tools (seed, backup, orders) run in production without PUBLIC_ORIGIN: they send no links", () => {
    expect(readConfig({ NODE_ENV: "production" }).PUBLIC_ORIGIN).toBeUndefined();
  });

  it("calls a data folder's disk too full for the health check below HEALTH_MIN_FREE_DISK_MB: 100 MB unless set, 0 for never", () => {
    expect(readConfig({}).HEALTH_MIN_FREE_DISK_MB).toBe(100);
    expect(readConfig({ HEALTH_MIN_FREE_DISK_MB: "0" }).HEALTH_MIN_FREE_DISK_MB).toBe(0);
    expect(readConfig({ HEALTH_MIN_FREE_DISK_MB: "2048" }).HEALTH_MIN_FREE_DISK_MB).toBe(2048);
    expect(() => readConfig({ HEALTH_MIN_FREE_DISK_MB: "-1" })).toThrow(/HEALTH_MIN_FREE_DISK_MB/);
    expect(() => readConfig({ HEALTH_MIN_FREE_DISK_MB: "lots" })).toThrow(/HEALTH_MIN_FREE_DISK_MB/);
  });
});
