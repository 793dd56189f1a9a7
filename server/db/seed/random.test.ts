import { describe, expect, it } from "vitest";
import { deriveSeed, Random } from "./random";

describe("the seeded random generator", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps integers, picks and samples within bounds", () => {
    const random = new Random(7);
    for (let i = 0; i < 1_000; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    const sample = random.sample(["a", "b", "c", "d"], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(["a", "b"], 5)).toHaveLength(2);
    expect(() => random.pick([])).toThrow();
  });

  it("follows the weights it is given", () => {
    const random = new Random(1);
    let heavy = 0;
    for (let i = 0; i < 10_000; i += 1) {
      if (
        random.weighted([
          { value: "heavy", weight: 9 },
          { value: "light", weight: 1 },
        ]) === "heavy"
      )
        heavy += 1;
    }
    expect(heavy / 10_000).toBeCloseTo(0.9, 1);
  });

  it("derives well-spread seeds for neighbouring products", () => {
    const seeds = new Set(Array.from({ length: 1_000 }, (_, index) => deriveSeed(1, 1, index)));
    expect(seeds.size).toBe(1_000);
    expect(deriveSeed(1, 1, 5)).toBe(deriveSeed(1, 1, 5));
    expect(deriveSeed(1, 1, 5)).not.toBe(deriveSeed(2, 1, 5));
  });
});
