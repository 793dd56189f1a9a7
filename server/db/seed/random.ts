// A small seeded pseudo-random generator for the catalog seed. The same seed must give the same
// catalog on every machine and Node version, so Math.random is never used.
import { mulberry32 } from "../../lib/mulberry32";

/** murmur3's finaliser: spreads nearby inputs (seed 1, 2, 3…) over the whole 32-bit range. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A stream seed for one item of a run, so product 17 of seed 42 is the same product whether the
 * run makes 200 products or 50,000, and products can be generated in any chunking.
 */
export function deriveSeed(seed: number, stream: number, index: number): number {
  return mix32(mix32(mix32(seed) ^ Math.imul(stream + 1, 0x9e3779b1)) ^ index);
}

export interface WeightedChoice<T> {
  value: T;
  weight: number;
}

export class Random {
  readonly #next: () => number;

  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.#next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Random.pick needs at least one item");
    // The index is in range by construction; the check satisfies noUncheckedIndexedAccess.
    const item = items[Math.floor(this.#next() * items.length)];
    if (item === undefined) throw new Error("Random.pick index out of range");
    return item;
  }

  weighted<T>(choices: readonly WeightedChoice<T>[]): T {
    const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
    if (!(total > 0)) throw new Error("Random.weighted needs a positive total weight");
    let target = this.#next() * total;
    for (const choice of choices) {
      target -= choice.weight;
      if (target < 0) return choice.value;
    }
    // Floating-point rounding can leave target at a hair above zero: the last choice wins.
    const last = choices[choices.length - 1];
    if (last === undefined) throw new Error("Random.weighted needs at least one choice");
    return last.value;
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const index = Math.floor(this.#next() * pool.length);
      const [item] = pool.splice(index, 1);
      if (item !== undefined) taken.push(item);
    }
    return taken;
  }

  /** Roughly normal (Irwin–Hall of four uniforms), mean 0 and standard deviation ≈ 1. */
  gaussian(): number {
    const sum = this.#next() + this.#next() + this.#next() + this.#next();
    return (sum - 2) * Math.sqrt(3);
  }
}
