/**
 * mulberry32: a seeded pseudo-random generator with 32 bits of state, fast and good enough for
 * picking names, prices and decorations. The same seed gives the same sequence on every machine
 * and Node version, which Math.random cannot promise: the catalog seed and the illustrations
 * both depend on that.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
