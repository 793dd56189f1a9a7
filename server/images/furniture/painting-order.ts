// The painter's sort: orders solids back to front for the current camera, proving an order from
// separating planes where it can and guessing only for parts that touch or interpenetrate.

import { project, type Camera } from "./camera";
import { add, axes, dot, extentOf, scale3, sub, type Solid, type Vec3 } from "./geometry";

interface Prepared {
  solid: Solid;
  min: Vec3;
  max: Vec3;
  depth: number;
  box2: [number, number, number, number];
  hull: Vec3[];
  planes: { p: Vec3; n: Vec3 }[];
}

function prepare(solid: Solid, camera: Camera): Prepared {
  const extent = extentOf([solid]);
  let hull: Vec3[];
  let planes: { p: Vec3; n: Vec3 }[] = [];
  if (solid.type === "ball") {
    const { min, max } = extent;
    hull = [
      [min[0], min[1], min[2]],
      [max[0], min[1], min[2]],
      [min[0], max[1], min[2]],
      [max[0], max[1], min[2]],
      [min[0], min[1], max[2]],
      [max[0], min[1], max[2]],
      [min[0], max[1], max[2]],
      [max[0], max[1], max[2]],
    ];
  } else if (solid.type === "wire") {
    hull = solid.pts;
  } else {
    hull = solid.faces.flatMap((face) => face.pts);
    if (solid.convex || solid.twoSided)
      planes = solid.faces.map((face) => ({ p: face.pts[0] ?? [0, 0, 0], n: face.n }));
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of hull) {
    const [x, y] = project(point, camera);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const centre = scale3(add(extent.min, extent.max), 0.5);
  return {
    solid,
    min: extent.min,
    max: extent.max,
    depth: dot(centre, camera.toward),
    box2: [minX, minY, maxX, maxY],
    hull,
    planes,
  };
}

/**
 * -1 when a must be painted before b, 1 when after, 0 when nothing proves an order (they do not
 * overlap on screen, or they touch or interpenetrate so that no plane separates them).
 */
function paintOrder(a: Prepared, b: Prepared, camera: Camera): number {
  const eps = 1e-6;
  if (a.box2[2] <= b.box2[0] + eps || b.box2[2] <= a.box2[0] + eps) return 0;
  if (a.box2[3] <= b.box2[1] + eps || b.box2[3] <= a.box2[1] + eps) return 0;
  const slack = 0.01;
  for (const k of axes) {
    const facing = camera.toward[k];
    if (Math.abs(facing) < 1e-3) continue;
    if (a.max[k] <= b.min[k] + slack) return facing > 0 ? -1 : 1;
    if (b.max[k] <= a.min[k] + slack) return facing > 0 ? 1 : -1;
  }
  // Separating planes taken from the faces of convex solids catch rotated parts (tilted backs, splayed legs).
  const outside = (plane: { p: Vec3; n: Vec3 }, points: readonly Vec3[]) =>
    points.every((point) => dot(sub(point, plane.p), plane.n) >= -0.05);
  for (const plane of a.planes) {
    const facing = dot(plane.n, camera.toward);
    if (Math.abs(facing) < 1e-3) continue;
    if (outside(plane, b.hull)) return facing > 0 ? -1 : 1;
  }
  for (const plane of b.planes) {
    const facing = dot(plane.n, camera.toward);
    if (Math.abs(facing) < 1e-3) continue;
    if (outside(plane, a.hull)) return facing > 0 ? 1 : -1;
  }
  return 0;
}

/**
 * Best guess for parts that touch or sink into each other (a cushion on a seat): treat them as
 * separated along the axis where their boxes overlap least. Returns the order and that overlap,
 * so the most nearly separated pairs can be trusted first.
 */
function guessOrder(a: Prepared, b: Prepared, camera: Camera): { order: number; overlap: number } {
  let best: { order: number; overlap: number } | null = null;
  for (const k of axes) {
    const facing = camera.toward[k];
    if (Math.abs(facing) < 0.05) continue;
    const overlap = Math.min(a.max[k], b.max[k]) - Math.max(a.min[k], b.min[k]);
    const aFirstOnAxis = a.min[k] + a.max[k] <= b.min[k] + b.max[k];
    const order = aFirstOnAxis === facing > 0 ? -1 : 1;
    if (!best || overlap < best.overlap) best = { order, overlap };
  }
  return best ?? { order: a.depth <= b.depth ? -1 : 1, overlap: Infinity };
}

function screensOverlap(a: Prepared, b: Prepared): boolean {
  const eps = 1e-6;
  return !(
    a.box2[2] <= b.box2[0] + eps ||
    b.box2[2] <= a.box2[0] + eps ||
    a.box2[3] <= b.box2[1] + eps ||
    b.box2[3] <= a.box2[1] + eps
  );
}

export function sortForPainting(solids: readonly Solid[], camera: Camera): Solid[] {
  const items = solids.map((solid) => prepare(solid, camera));
  const count = items.length;
  const after: number[][] = items.map(() => []);
  const pending = new Array<number>(count).fill(0);
  const addEdge = (first: number, second: number) => {
    after[first]?.push(second);
    pending[second] = (pending[second] ?? 0) + 1;
  };
  const reachable = (from: number, to: number): boolean => {
    const seen = new Set<number>([from]);
    const stack = [from];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (node === to) return true;
      for (const next of after[node] ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };
  const unproven: { first: number; second: number; overlap: number }[] = [];
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const a = items[i];
      const b = items[j];
      if (!a || !b) continue;
      const order = paintOrder(a, b, camera);
      if (order < 0) addEdge(i, j);
      else if (order > 0) addEdge(j, i);
      else if (screensOverlap(a, b)) {
        const guess = guessOrder(a, b, camera);
        unproven.push(
          guess.order < 0
            ? { first: i, second: j, overlap: guess.overlap }
            : { first: j, second: i, overlap: guess.overlap },
        );
      }
    }
  }
  // Guesses never override what proven edges already imply, which also keeps the graph acyclic.
  unproven.sort((a, b) => a.overlap - b.overlap);
  for (const { first, second } of unproven) {
    if (!reachable(second, first)) addEdge(first, second);
  }
  const done = new Array<boolean>(count).fill(false);
  const result: Solid[] = [];
  for (let step = 0; step < count; step++) {
    let pick = -1;
    // Among the solids that are free to go, paint the farthest first; on a cycle, break it the same way.
    for (const strict of [true, false]) {
      for (let index = 0; index < count; index++) {
        if (done[index] || (strict && (pending[index] ?? 0) > 0)) continue;
        if (pick < 0 || (items[index]?.depth ?? 0) < (items[pick]?.depth ?? 0)) pick = index;
      }
      if (pick >= 0) break;
    }
    const item = items[pick];
    if (!item) break;
    done[pick] = true;
    result.push(item.solid);
    for (const next of after[pick] ?? []) pending[next] = (pending[next] ?? 0) - 1;
  }
  return result;
}
