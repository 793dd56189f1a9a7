import { describe, expect, it } from "vitest";
import { parseSeedArgs, SeedArgsError } from "./cli-args";

describe("db:seed arguments", () => {
  it("default to the configured product count and seed when none are given", () => {
    expect(parseSeedArgs([])).toEqual({ kind: "seed", products: null, seed: null, force: false });
  });

  it("accept products, seed and force in either --flag value or --flag=value form", () => {
    expect(parseSeedArgs(["--products", "50000", "--seed=7", "--force"])).toEqual({
      kind: "seed",
      products: 50_000,
      seed: 7,
      force: true,
    });
    expect(parseSeedArgs(["--products=1200"])).toMatchObject({ products: 1_200 });
  });

  it("show help for --help and -h", () => {
    expect(parseSeedArgs(["--products", "5", "--help"])).toEqual({ kind: "help" });
    expect(parseSeedArgs(["-h"])).toEqual({ kind: "help" });
  });

  it.each([
    [["--product", "5"], /unknown option "--product"/],
    [["--products"], /--products needs a number/],
    [["--products", "5x"], /whole number/],
    [["--products", "-5"], /whole number/],
    [["--products", "0"], /from 1 to/],
    [["--products", "1000001"], /from 1 to 10,00,000/],
    [["--seed", "4294967296"], /--seed must be from 0/],
    [["--force=yes"], /takes no value/],
    [["--seed", "1", "--seed", "2"], /more than once/],
    [["50000"], /unexpected argument/],
  ])("reject %j with a clear message", (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(SeedArgsError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
