// The 3D kernel the furniture is modelled with, in centimetres (y up, z towards the front): vectors,
// solids (meshes, balls, wires), profile extrusions and lofts, decals drawn on faces, and
// rotate/move for placing groups of solids.

import type { Rgb } from "./colour";

export type Vec3 = readonly [number, number, number];
export type P2 = readonly [number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale3 = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export function normalise(a: Vec3): Vec3 {
  const length = Math.hypot(a[0], a[1], a[2]);
  return length === 0 ? [0, 0, 0] : scale3(a, 1 / length);
}
export const rad = (degrees: number): number => (degrees * Math.PI) / 180;

export function centroid(points: readonly Vec3[]): Vec3 {
  let sum: Vec3 = [0, 0, 0];
  for (const point of points) sum = add(sum, point);
  return scale3(sum, 1 / Math.max(1, points.length));
}

/** Newell's method: a stable normal for any planar polygon, degenerate corners included. */
function newellNormal(points: readonly Vec3[]): Vec3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  points.forEach((current, index) => {
    const next = points[(index + 1) % points.length] ?? current;
    nx += (current[1] - next[1]) * (current[2] + next[2]);
    ny += (current[2] - next[2]) * (current[0] + next[0]);
    nz += (current[0] - next[0]) * (current[1] + next[1]);
  });
  return normalise([nx, ny, nz]);
}

interface Face {
  pts: Vec3[];
  n: Vec3;
  /** End caps of an extrusion are drawn after its sides, which makes concave profiles safe. */
  cap: boolean;
}

interface DecalShape {
  pts: Vec3[];
  closed: boolean;
  colour: Rgb;
  /** Stroke width in centimetres; fills when absent. */
  width?: number;
  dash?: readonly number[];
  opacity?: number;
  /** Glass reflections and screens keep their colour whatever the light. */
  unlit?: boolean;
}

interface Decal {
  n: Vec3;
  shapes: DecalShape[];
}

export interface Mesh {
  type: "mesh";
  faces: Face[];
  colour: Rgb;
  convex: boolean;
  decals: Decal[];
  opacity?: number;
  twoSided?: boolean;
  unlit?: boolean;
}

interface Ball {
  type: "ball";
  c: Vec3;
  r: number;
  colour: Rgb;
}

interface Wire {
  type: "wire";
  pts: Vec3[];
  colour: Rgb;
  width: number;
}

export type Solid = Mesh | Ball | Wire;

type Plane = "xy" | "xz" | "zy";

function embed(plane: Plane, a: number, b: number, e: number): Vec3 {
  if (plane === "xy") return [a, b, e];
  if (plane === "xz") return [a, e, b];
  return [e, b, a];
}

function signedArea(profile: readonly P2[]): number {
  let area = 0;
  profile.forEach((current, index) => {
    const next = profile[(index + 1) % profile.length] ?? current;
    area += current[0] * next[1] - next[0] * current[1];
  });
  return area / 2;
}

/** Extrudes a 2D profile drawn in `plane` between e0 and e1 along the remaining axis. */
export function prism(
  plane: Plane,
  profile: readonly P2[],
  e0: number,
  e1: number,
  colour: Rgb,
  convex = true,
): Mesh {
  const ccw = signedArea(profile) > 0;
  const axis = embed(plane, 0, 0, 1);
  const faces: Face[] = [
    { pts: profile.map(([a, b]) => embed(plane, a, b, e0)), n: scale3(axis, -1), cap: true },
    { pts: profile.map(([a, b]) => embed(plane, a, b, e1)), n: axis, cap: true },
  ];
  profile.forEach((p, index) => {
    const q = profile[(index + 1) % profile.length] ?? p;
    const da = q[0] - p[0];
    const db = q[1] - p[1];
    if (da === 0 && db === 0) return;
    const outward: P2 = ccw ? [db, -da] : [-db, da];
    faces.push({
      pts: [
        embed(plane, p[0], p[1], e0),
        embed(plane, q[0], q[1], e0),
        embed(plane, q[0], q[1], e1),
        embed(plane, p[0], p[1], e1),
      ],
      n: normalise(embed(plane, outward[0], outward[1], 0)),
      cap: false,
    });
  });
  return { type: "mesh", faces, colour, convex, decals: [] };
}

function rectProfile(a0: number, b0: number, a1: number, b1: number): P2[] {
  return [
    [a0, b0],
    [a1, b0],
    [a1, b1],
    [a0, b1],
  ];
}

export function roundRectProfile(
  a0: number,
  b0: number,
  a1: number,
  b1: number,
  radius: number,
  steps = 4,
): P2[] {
  const r = Math.max(0, Math.min(radius, (a1 - a0) / 2, (b1 - b0) / 2));
  if (r === 0) return rectProfile(a0, b0, a1, b1);
  const corners: [number, number, number][] = [
    [a1 - r, b0 + r, -90],
    [a1 - r, b1 - r, 0],
    [a0 + r, b1 - r, 90],
    [a0 + r, b0 + r, 180],
  ];
  const points: P2[] = [];
  for (const [ca, cb, start] of corners) {
    for (let step = 0; step <= steps; step++) {
      const angle = rad(start + (90 * step) / steps);
      points.push([ca + r * Math.cos(angle), cb + r * Math.sin(angle)]);
    }
  }
  return points;
}

/** Square bottom corners and a rounded (arched when r = half the width) top. */
export function archProfile(a0: number, b0: number, a1: number, b1: number, radius: number, steps = 8): P2[] {
  const r = Math.min(radius, (a1 - a0) / 2, b1 - b0);
  const points: P2[] = [
    [a0, b0],
    [a1, b0],
  ];
  for (let step = 0; step <= steps; step++) {
    const angle = rad((90 * step) / steps);
    points.push([a1 - r + r * Math.cos(angle), b1 - r + r * Math.sin(angle)]);
  }
  for (let step = 0; step <= steps; step++) {
    const angle = rad(90 + (90 * step) / steps);
    points.push([a0 + r + r * Math.cos(angle), b1 - r + r * Math.sin(angle)]);
  }
  return points;
}

function circleProfile(ca: number, cb: number, r: number, segments = 20): P2[] {
  return Array.from({ length: segments }, (_, index) => {
    const angle = (index / segments) * Math.PI * 2;
    return [ca + r * Math.cos(angle), cb + r * Math.sin(angle)] as const;
  });
}

export type Bounds = readonly [number, number, number, number, number, number];

export function box(bounds: Bounds, colour: Rgb): Mesh {
  const [x0, y0, z0, x1, y1, z1] = bounds;
  return prism("xy", rectProfile(x0, y0, x1, y1), z0, z1, colour);
}

/** A box whose edges along one axis are rounded: `plane` is the plane of the rounded profile. */
export function roundBox(bounds: Bounds, radius: number, plane: Plane, colour: Rgb): Mesh {
  const [x0, y0, z0, x1, y1, z1] = bounds;
  if (plane === "xy") return prism("xy", roundRectProfile(x0, y0, x1, y1, radius), z0, z1, colour);
  if (plane === "xz") return prism("xz", roundRectProfile(x0, z0, x1, z1, radius), y0, y1, colour);
  return prism("zy", roundRectProfile(z0, y0, z1, y1, radius), x0, x1, colour);
}

type Axis = "x" | "y" | "z";

export function cylinder(
  axis: Axis,
  centre: Vec3,
  radius: number,
  length: number,
  colour: Rgb,
  segments = 20,
): Mesh {
  const [cx, cy, cz] = centre;
  const half = length / 2;
  if (axis === "y") return prism("xz", circleProfile(cx, cz, radius, segments), cy - half, cy + half, colour);
  if (axis === "z") return prism("xy", circleProfile(cx, cy, radius, segments), cz - half, cz + half, colour);
  return prism("zy", circleProfile(cz, cy, radius, segments), cx - half, cx + half, colour);
}

/** A convex solid between two rings of matching vertex count (tapered legs, lamp shades, cones). */
export function loft(bottom: readonly Vec3[], top: readonly Vec3[], colour: Rgb): Mesh {
  const middle = centroid([...bottom, ...top]);
  const orient = (points: Vec3[]): Face | null => {
    const n = newellNormal(points);
    if (n[0] === 0 && n[1] === 0 && n[2] === 0) return null;
    const outward = dot(n, sub(centroid(points), middle)) >= 0;
    return { pts: points, n: outward ? n : scale3(n, -1), cap: false };
  };
  const faces: Face[] = [];
  const bottomFace = orient([...bottom]);
  const topFace = orient([...top]);
  if (bottomFace) faces.push(bottomFace);
  if (topFace) faces.push(topFace);
  bottom.forEach((b0, index) => {
    const b1 = bottom[(index + 1) % bottom.length] ?? b0;
    const t0 = top[index] ?? b0;
    const t1 = top[(index + 1) % top.length] ?? t0;
    const face = orient([b0, b1, t1, t0]);
    if (face) faces.push(face);
  });
  return { type: "mesh", faces, colour, convex: true, decals: [] };
}

export function ring(centre: Vec3, r: number, segments: number, phase = 0): Vec3[] {
  return Array.from({ length: segments }, (_, index) => {
    const angle = phase + (index / segments) * Math.PI * 2;
    return [centre[0] + r * Math.cos(angle), centre[1], centre[2] + r * Math.sin(angle)] as const;
  });
}

/** Vertical frustum (round leg, pot, lamp shade); r1 = 0 gives a cone. */
export function frustum(
  x: number,
  z: number,
  y0: number,
  y1: number,
  r0: number,
  r1: number,
  colour: Rgb,
  segments = 20,
): Mesh {
  const top = r1 === 0 ? ring([x, y1, z], 0, segments) : ring([x, y1, z], r1, segments);
  return loft(ring([x, y0, z], r0, segments), top, colour);
}

/** A square leg between two centres (straight, tapered or splayed). */
export function squareLeg(bottom: Vec3, top: Vec3, size0: number, size1: number, colour: Rgb): Mesh {
  const square = (c: Vec3, s: number): Vec3[] => [
    [c[0] - s / 2, c[1], c[2] - s / 2],
    [c[0] + s / 2, c[1], c[2] - s / 2],
    [c[0] + s / 2, c[1], c[2] + s / 2],
    [c[0] - s / 2, c[1], c[2] + s / 2],
  ];
  return loft(square(bottom, size0), square(top, size1), colour);
}

export function ball(c: Vec3, r: number, colour: Rgb): Ball {
  return { type: "ball", c, r, colour };
}

export function wire(pts: Vec3[], colour: Rgb, width: number): Wire {
  return { type: "wire", pts, colour, width };
}

/** A flat two-sided polygon (leaves, bunting). */
export function sheet(pts: Vec3[], colour: Rgb): Mesh {
  return {
    type: "mesh",
    faces: [{ pts, n: newellNormal(pts), cap: true }],
    colour,
    convex: true,
    decals: [],
    twoSided: true,
  };
}

function mapSolid(solid: Solid, point: (p: Vec3) => Vec3, vector: (v: Vec3) => Vec3): Solid {
  if (solid.type === "ball") return { ...solid, c: point(solid.c) };
  if (solid.type === "wire") return { ...solid, pts: solid.pts.map(point) };
  return {
    ...solid,
    faces: solid.faces.map((face) => ({ ...face, pts: face.pts.map(point), n: vector(face.n) })),
    decals: solid.decals.map((decal) => ({
      n: vector(decal.n),
      shapes: decal.shapes.map((shape) => ({ ...shape, pts: shape.pts.map(point) })),
    })),
  };
}

function rotation(axis: Axis, degrees: number): (v: Vec3) => Vec3 {
  const c = Math.cos(rad(degrees));
  const s = Math.sin(rad(degrees));
  if (axis === "x") return ([x, y, z]) => [x, y * c - z * s, y * s + z * c];
  if (axis === "y") return ([x, y, z]) => [x * c + z * s, y, -x * s + z * c];
  return ([x, y, z]) => [x * c - y * s, x * s + y * c, z];
}

/** Positive x rotation leans +y towards +z (forward); positive y turns +z towards +x. */
export function rotate(solids: Solid[], axis: Axis, degrees: number, pivot: Vec3 = [0, 0, 0]): Solid[] {
  const turn = rotation(axis, degrees);
  return solids.map((solid) => mapSolid(solid, (p) => add(turn(sub(p, pivot)), pivot), turn));
}

export function move(solids: Solid[], offset: Vec3): Solid[] {
  return solids.map((solid) =>
    mapSolid(
      solid,
      (p) => add(p, offset),
      (v) => v,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Decals: flat marks on one face of a box (stitching, door gaps, handles drawn flat, glass panes)

type Side = "front" | "back" | "left" | "right" | "top";

export interface FaceFrame {
  o: Vec3;
  u: Vec3;
  v: Vec3;
  n: Vec3;
  w: number;
  h: number;
}

export function faceOf(bounds: Bounds, side: Side): FaceFrame {
  const [x0, y0, z0, x1, y1, z1] = bounds;
  switch (side) {
    case "front":
      return { o: [x0, y0, z1], u: [1, 0, 0], v: [0, 1, 0], n: [0, 0, 1], w: x1 - x0, h: y1 - y0 };
    case "back":
      return { o: [x1, y0, z0], u: [-1, 0, 0], v: [0, 1, 0], n: [0, 0, -1], w: x1 - x0, h: y1 - y0 };
    case "right":
      return { o: [x1, y0, z1], u: [0, 0, -1], v: [0, 1, 0], n: [1, 0, 0], w: z1 - z0, h: y1 - y0 };
    case "left":
      return { o: [x0, y0, z0], u: [0, 0, 1], v: [0, 1, 0], n: [-1, 0, 0], w: z1 - z0, h: y1 - y0 };
    case "top":
      return { o: [x0, y1, z1], u: [1, 0, 0], v: [0, 0, -1], n: [0, 1, 0], w: x1 - x0, h: z1 - z0 };
  }
}

export interface Mark {
  pts: P2[];
  closed: boolean;
  colour: Rgb;
  width?: number;
  dash?: readonly number[];
  opacity?: number;
  unlit?: boolean;
}

type MarkStyle = Omit<Mark, "pts" | "closed" | "colour">;

export const mark = {
  rect: (u0: number, v0: number, u1: number, v1: number, colour: Rgb, style: MarkStyle = {}): Mark => ({
    pts: rectProfile(u0, v0, u1, v1),
    closed: true,
    colour,
    ...style,
  }),
  roundRect: (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    r: number,
    colour: Rgb,
    style: MarkStyle = {},
  ): Mark => ({
    pts: roundRectProfile(u0, v0, u1, v1, r, 3),
    closed: true,
    colour,
    ...style,
  }),
  outline: (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    colour: Rgb,
    width: number,
    style: MarkStyle = {},
  ): Mark => ({
    pts: rectProfile(u0, v0, u1, v1),
    closed: true,
    colour,
    width,
    ...style,
  }),
  segment: (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    colour: Rgb,
    width: number,
    style: MarkStyle = {},
  ): Mark => ({
    pts: [
      [u0, v0],
      [u1, v1],
    ],
    closed: false,
    colour,
    width,
    ...style,
  }),
  line: (pts: P2[], colour: Rgb, width: number, style: MarkStyle = {}): Mark => ({
    pts,
    closed: false,
    colour,
    width,
    ...style,
  }),
  circle: (u: number, v: number, r: number, colour: Rgb, style: MarkStyle = {}): Mark => ({
    pts: circleProfile(u, v, r, 14),
    closed: true,
    colour,
    ...style,
  }),
  poly: (pts: P2[], colour: Rgb, style: MarkStyle = {}): Mark => ({ pts, closed: true, colour, ...style }),
};

export function decorate<T extends Mesh>(mesh: T, frame: FaceFrame, marks: Mark[]): T {
  const lift = 0.05;
  const toWorld = ([u, v]: P2): Vec3 =>
    add(add(add(frame.o, scale3(frame.u, u)), scale3(frame.v, v)), scale3(frame.n, lift));
  mesh.decals.push({
    n: frame.n,
    shapes: marks.map((m) => ({
      pts: m.pts.map(toWorld),
      closed: m.closed,
      colour: m.colour,
      ...(m.width === undefined ? {} : { width: m.width }),
      ...(m.dash === undefined ? {} : { dash: m.dash }),
      ...(m.opacity === undefined ? {} : { opacity: m.opacity }),
      ...(m.unlit === undefined ? {} : { unlit: m.unlit }),
    })),
  });
  return mesh;
}

/** Clips the infinite line through p along d to the rectangle [0,w]×[0,h]. */
function clipToRect(p: P2, d: P2, w: number, h: number): [P2, P2] | null {
  let t0 = -Infinity;
  let t1 = Infinity;
  const limits: [number, number, number][] = [
    [p[0], d[0], w],
    [p[1], d[1], h],
  ];
  for (const [start, direction, size] of limits) {
    if (direction === 0) {
      if (start < 0 || start > size) return null;
      continue;
    }
    const a = (0 - start) / direction;
    const b = (size - start) / direction;
    t0 = Math.max(t0, Math.min(a, b));
    t1 = Math.min(t1, Math.max(a, b));
  }
  if (t1 - t0 < 1e-6) return null;
  return [
    [p[0] + d[0] * t0, p[1] + d[1] * t0],
    [p[0] + d[0] * t1, p[1] + d[1] * t1],
  ];
}

/** Diagonal lattice over a w×h face (quilting, mesh, rattan weave). */
export function lattice(
  w: number,
  h: number,
  spacing: number,
  colour: Rgb,
  width: number,
  style: MarkStyle = {},
): Mark[] {
  const marks: Mark[] = [];
  for (let c = -h; c <= w + h; c += spacing) {
    for (const direction of [
      [1, 1],
      [1, -1],
    ] as const) {
      const start: P2 = direction[1] === 1 ? [c, 0] : [c, h];
      const segment = clipToRect(start, direction, w, h);
      if (segment) marks.push(mark.line(segment, colour, width, style));
    }
  }
  return marks;
}

export const axes = [0, 1, 2] as const;

export interface Extent {
  min: Vec3;
  max: Vec3;
}

/** Axis-aligned bounds of solids (a ball counts its radius), for room layout, shadows and sorting. */
export function extentOf(solids: readonly Solid[]): Extent {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const include = (point: Vec3, pad = 0) => {
    for (const axis of axes) {
      min[axis] = Math.min(min[axis], point[axis] - pad);
      max[axis] = Math.max(max[axis], point[axis] + pad);
    }
  };
  for (const solid of solids) {
    if (solid.type === "ball") include(solid.c, solid.r);
    else if (solid.type === "wire") for (const point of solid.pts) include(point);
    else for (const face of solid.faces) for (const point of face.pts) include(point);
  }
  return { min, max };
}
