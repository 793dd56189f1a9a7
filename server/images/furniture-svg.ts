// Parametric product illustrations. Every kind of furniture is modelled once as a handful of simple
// 3D solids (boxes, rounded prisms, cylinders, lofts, balls, wires) in centimetres, then drawn with
// an orthographic camera and a painter's sort. Modelling in 3D rather than drawing each view by hand
// keeps the five views of one product consistent with each other and keeps 27 kinds maintainable.
// Output is a self-contained SVG (no fonts, no external references) and fully deterministic.

import { mulberry32 } from "../lib/mulberry32";
import type { ImageView } from "../../app/lib/product-images";
import type { FurnitureKind } from "../catalog/taxonomy";

/**
 * Bump whenever a change here alters any drawing: it names the image cache folder and goes into
 * every ETag, and images are served as immutable, so without a bump browsers keep the old picture.
 */
export const illustrationVersion = 1;

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
// Shadows lean towards a cool navy rather than black: flat illustrations look muddy otherwise.
const SHADOW: Rgb = [28, 32, 48];

function parseHexColour(colour: string): Rgb {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(colour);
  if (!match?.[1]) throw new RangeError(`Expected a #rrggbb colour, got ${JSON.stringify(colour)}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex(colour: Rgb): string {
  const channel = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(colour[0])}${channel(colour[1])}${channel(colour[2])}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

function luminance(colour: Rgb): number {
  return (0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]) / 255;
}

/** Hue in degrees and saturation 0..1 (HSL), used to pick accents that stand apart from the body. */
function hueSaturation(colour: Rgb): { hue: number; saturation: number } {
  const [r, g, b] = [colour[0] / 255, colour[1] / 255, colour[2] / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, saturation };
}

interface Palette {
  body: Rgb;
  bodyLight: Rgb;
  bodyDark: Rgb;
  bodyDeep: Rgb;
  /** Thin lines drawn on the body (stitching, door gaps): must read on light and dark bodies alike. */
  seam: Rgb;
  wood: Rgb;
  woodDark: Rgb;
  woodLight: Rgb;
  metal: Rgb;
  metalDark: Rgb;
  black: Rgb;
  white: Rgb;
  cream: Rgb;
  stone: Rgb;
  glass: Rgb;
  mirror: Rgb;
  screen: Rgb;
  green: Rgb;
  greenDark: Rgb;
  pot: Rgb;
  /** Cushions, throws and bins, the most contrasting first. */
  accents: Rgb[];
}

const accentChoices: Rgb[] = [
  [217, 164, 65], // mustard
  [200, 102, 74], // terracotta
  [47, 127, 122], // teal
  [46, 63, 92], // navy
  [233, 225, 208], // oatmeal
  [156, 110, 160], // plum
];

function makePalette(colour: string): Palette {
  const body = parseHexColour(colour);
  const light = luminance(body);
  const { hue } = hueSaturation(body);
  const accents = [...accentChoices].sort((a, b) => {
    // Prefer accents far from the body in hue and in lightness, so cushions never vanish into it.
    const score = (accent: Rgb) => {
      const h = hueSaturation(accent);
      const hueGap = Math.min(Math.abs(h.hue - hue), 360 - Math.abs(h.hue - hue)) / 180;
      return hueGap * 0.6 + Math.abs(luminance(accent) - light) * 0.8 + h.saturation * 0.1;
    };
    return score(b) - score(a);
  });
  return {
    body,
    bodyLight: mix(body, WHITE, 0.16),
    bodyDark: mix(body, SHADOW, 0.22),
    bodyDeep: mix(body, SHADOW, 0.5),
    seam: light < 0.25 ? mix(body, WHITE, 0.35) : mix(body, SHADOW, 0.42),
    wood: [176, 125, 79],
    woodDark: [110, 74, 47],
    woodLight: [214, 172, 121],
    metal: [186, 190, 196],
    metalDark: [74, 79, 87],
    black: [43, 45, 49],
    white: [247, 245, 240],
    cream: [237, 228, 211],
    stone: [231, 228, 222],
    glass: [196, 223, 232],
    mirror: [214, 230, 237],
    screen: [30, 38, 52],
    green: [95, 143, 85],
    greenDark: [63, 107, 60],
    pot: [196, 109, 74],
    accents,
  };
}

function accent(palette: Palette, index: number): Rgb {
  return palette.accents[index % palette.accents.length] ?? palette.bodyDark;
}

// ---------------------------------------------------------------------------------------------
// Geometry

type Vec3 = readonly [number, number, number];
type P2 = readonly [number, number];

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale3 = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
function normalise(a: Vec3): Vec3 {
  const length = Math.hypot(a[0], a[1], a[2]);
  return length === 0 ? [0, 0, 0] : scale3(a, 1 / length);
}
const rad = (degrees: number): number => (degrees * Math.PI) / 180;

function centroid(points: readonly Vec3[]): Vec3 {
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

interface Mesh {
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

type Solid = Mesh | Ball | Wire;

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
function prism(
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

function roundRectProfile(a0: number, b0: number, a1: number, b1: number, radius: number, steps = 4): P2[] {
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
function archProfile(a0: number, b0: number, a1: number, b1: number, radius: number, steps = 8): P2[] {
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

type Bounds = readonly [number, number, number, number, number, number];

function box(bounds: Bounds, colour: Rgb): Mesh {
  const [x0, y0, z0, x1, y1, z1] = bounds;
  return prism("xy", rectProfile(x0, y0, x1, y1), z0, z1, colour);
}

/** A box whose edges along one axis are rounded: `plane` is the plane of the rounded profile. */
function roundBox(bounds: Bounds, radius: number, plane: Plane, colour: Rgb): Mesh {
  const [x0, y0, z0, x1, y1, z1] = bounds;
  if (plane === "xy") return prism("xy", roundRectProfile(x0, y0, x1, y1, radius), z0, z1, colour);
  if (plane === "xz") return prism("xz", roundRectProfile(x0, z0, x1, z1, radius), y0, y1, colour);
  return prism("zy", roundRectProfile(z0, y0, z1, y1, radius), x0, x1, colour);
}

type Axis = "x" | "y" | "z";

function cylinder(
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
function loft(bottom: readonly Vec3[], top: readonly Vec3[], colour: Rgb): Mesh {
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

function ring(centre: Vec3, r: number, segments: number, phase = 0): Vec3[] {
  return Array.from({ length: segments }, (_, index) => {
    const angle = phase + (index / segments) * Math.PI * 2;
    return [centre[0] + r * Math.cos(angle), centre[1], centre[2] + r * Math.sin(angle)] as const;
  });
}

/** Vertical frustum (round leg, pot, lamp shade); r1 = 0 gives a cone. */
function frustum(
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
function squareLeg(bottom: Vec3, top: Vec3, size0: number, size1: number, colour: Rgb): Mesh {
  const square = (c: Vec3, s: number): Vec3[] => [
    [c[0] - s / 2, c[1], c[2] - s / 2],
    [c[0] + s / 2, c[1], c[2] - s / 2],
    [c[0] + s / 2, c[1], c[2] + s / 2],
    [c[0] - s / 2, c[1], c[2] + s / 2],
  ];
  return loft(square(bottom, size0), square(top, size1), colour);
}

function ball(c: Vec3, r: number, colour: Rgb): Ball {
  return { type: "ball", c, r, colour };
}

function wire(pts: Vec3[], colour: Rgb, width: number): Wire {
  return { type: "wire", pts, colour, width };
}

/** A flat two-sided polygon (leaves, bunting). */
function sheet(pts: Vec3[], colour: Rgb): Mesh {
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
function rotate(solids: Solid[], axis: Axis, degrees: number, pivot: Vec3 = [0, 0, 0]): Solid[] {
  const turn = rotation(axis, degrees);
  return solids.map((solid) => mapSolid(solid, (p) => add(turn(sub(p, pivot)), pivot), turn));
}

function move(solids: Solid[], offset: Vec3): Solid[] {
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

interface FaceFrame {
  o: Vec3;
  u: Vec3;
  v: Vec3;
  n: Vec3;
  w: number;
  h: number;
}

function faceOf(bounds: Bounds, side: Side): FaceFrame {
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

interface Mark {
  pts: P2[];
  closed: boolean;
  colour: Rgb;
  width?: number;
  dash?: readonly number[];
  opacity?: number;
  unlit?: boolean;
}

type MarkStyle = Omit<Mark, "pts" | "closed" | "colour">;

const mark = {
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

function decorate<T extends Mesh>(mesh: T, frame: FaceFrame, marks: Mark[]): T {
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
function lattice(
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

// ---------------------------------------------------------------------------------------------
// Models

interface DetailShot {
  focus: Vec3;
  zoom: number;
  yaw?: number;
  pitch?: number;
}

type SceneKind = "living" | "bedroom" | "dining" | "office" | "kids" | "kitchen" | "outdoor";

interface Model {
  solids: Solid[];
  detail: DetailShot;
  scene: SceneKind;
  /** Pieces that stand against a wall in the room shot (sofas, beds, wardrobes…). */
  againstWall: boolean;
  frontPitch?: number;
  sidePitch?: number;
}

/** Deterministic pseudo-random numbers so books and toys vary but never change. */
const seeded = mulberry32;

const fourCorners = (hx: number, hz: number): [number, number][] => [
  [-hx, -hz],
  [hx, -hz],
  [-hx, hz],
  [hx, hz],
];

function roundLegs(hx: number, hz: number, height: number, colour: Rgb, r0 = 1.8, r1 = 2.6): Solid[] {
  return fourCorners(hx, hz).map(([x, z]) => frustum(x, z, 0, height, r0, r1, colour, 12));
}

function taperedLegs(hx: number, hz: number, height: number, colour: Rgb, s0 = 3, s1 = 4.5): Solid[] {
  return fourCorners(hx, hz).map(([x, z]) => squareLeg([x, 0, z], [x, height, z], s0, s1, colour));
}

/** A bar handle standing proud of a front face at z. */
function barHandle(x: number, y: number, z: number, length: number, colour: Rgb, vertical = false): Solid[] {
  const half = length / 2;
  return vertical
    ? [box([x - 0.7, y - half, z, x + 0.7, y + half, z + 1.6], colour)]
    : [box([x - half, y - 0.7, z, x + half, y + 0.7, z + 1.6], colour)];
}

function knob(x: number, y: number, z: number, colour: Rgb, r = 1.4): Solid {
  return ball([x, y, z + r * 0.6], r, colour);
}

function pottedPlant(x: number, z: number, y: number, height: number, palette: Palette): Solid[] {
  const potHeight = height * 0.32;
  const potRadius = height * 0.16;
  const solids: Solid[] = [frustum(x, z, y, y + potHeight, potRadius * 0.78, potRadius, palette.pot, 16)];
  const leaves = 9;
  for (let index = 0; index < leaves; index++) {
    const turn = (index * 360) / leaves + (index % 2) * 17;
    const length = height * (0.55 + ((index * 7) % 5) * 0.08);
    const lean = 18 + ((index * 5) % 4) * 9;
    const widthHalf = height * 0.07;
    const base: Vec3 = [0, 0, 0];
    const leaf: Vec3[] = [
      base,
      [widthHalf, length * 0.35, 0],
      [widthHalf * 0.6, length * 0.75, 0],
      [0, length, 0],
      [-widthHalf * 0.6, length * 0.75, 0],
      [-widthHalf, length * 0.35, 0],
    ];
    const colour = index % 2 === 0 ? palette.green : palette.greenDark;
    const placed = move(rotate(rotate([sheet(leaf, colour)], "x", lean), "y", turn), [
      x,
      y + potHeight * 0.85,
      z,
    ]);
    solids.push(...placed);
  }
  return solids;
}

function book(
  x: number,
  y: number,
  z0: number,
  z1: number,
  width: number,
  height: number,
  colour: Rgb,
): Mesh {
  const bounds: Bounds = [x, y, z0, x + width, y + height, z1];
  return decorate(box(bounds, colour), faceOf(bounds, "front"), [
    mark.rect(0, height * 0.78, width, height * 0.84, mix(colour, WHITE, 0.45)),
    mark.rect(0, height * 0.12, width, height * 0.16, mix(colour, WHITE, 0.45)),
  ]);
}

const bookColours: Rgb[] = [
  [46, 63, 92],
  [200, 102, 74],
  [217, 164, 65],
  [47, 127, 122],
  [233, 225, 208],
  [140, 60, 60],
  [96, 120, 150],
  [90, 110, 70],
];

/** Books standing on a shelf from x0 to x1, leaving a gap now and then. */
function bookRow(
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  maxHeight: number,
  seed: number,
): Solid[] {
  const random = seeded(seed);
  const solids: Solid[] = [];
  let x = x0 + 1;
  while (x < x1 - 4) {
    const width = 2.2 + random() * 2.8;
    const height = maxHeight * (0.72 + random() * 0.26);
    const colour = bookColours[Math.floor(random() * bookColours.length)] ?? WHITE;
    if (x + width > x1 - 1) break;
    solids.push(book(x, y, z0, z1 - random() * 2, width, height, colour));
    x += width + 0.15;
  }
  return solids;
}

function cushionBox(bounds: Bounds, radius: number, colour: Rgb, seam: Rgb, stitch = true): Mesh {
  const mesh = roundBox(bounds, radius, "xy", colour);
  if (!stitch) return mesh;
  const frame = faceOf(bounds, "front");
  const inset = Math.min(radius * 0.7, 2.5);
  return decorate(mesh, frame, [
    mark.segment(inset + 1, inset, frame.w - inset - 1, inset, seam, 0.35, { dash: [1.4, 1] }),
    mark.segment(inset + 1, frame.h - inset, frame.w - inset - 1, frame.h - inset, seam, 0.35, {
      dash: [1.4, 1],
    }),
  ]);
}

function sofa(p: Palette): Model {
  const hw = 105;
  const hd = 45;
  const arm = 17;
  const solids: Solid[] = [...roundLegs(hw - 9, hd - 9, 12, p.woodDark)];
  solids.push(roundBox([-hw + arm, 12, -hd, hw - arm, 40, hd], 4, "zy", p.body));
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -hw : hw - arm;
    const bounds: Bounds = [x0, 12, -hd, x0 + arm, 64, hd];
    const armMesh = prism("zy", roundRectProfile(-hd, 12, hd, 64, 9), x0, x0 + arm, p.body);
    decorate(armMesh, faceOf(bounds, side < 0 ? "left" : "right"), [
      mark.segment(4, 10, 2 * hd - 4, 10, p.seam, 0.35, { dash: [1.4, 1] }),
    ]);
    solids.push(armMesh);
  }
  solids.push(roundBox([-hw + arm, 40, -hd, hw - arm, 88, -hd + 17], 8, "zy", p.body));
  const inner = 2 * (hw - arm);
  const seatWidth = inner / 3;
  for (let index = 0; index < 3; index++) {
    const x0 = -hw + arm + index * seatWidth + 0.4;
    solids.push(cushionBox([x0, 40, -hd + 17, x0 + seatWidth - 0.8, 54, hd - 1], 5, p.bodyLight, p.seam));
    const back = cushionBox([x0, 54, -hd + 22, x0 + seatWidth - 0.8, 84, -hd + 36], 8, p.bodyLight, p.seam);
    solids.push(...rotate([back], "x", -9, [0, 54, -hd + 22]));
  }
  const pillow = (x: number, colour: Rgb, turn: number): Solid[] =>
    rotate([roundBox([x - 19, 54, -hd + 36, x + 19, 82, -hd + 44], 9, "xy", colour)], "z", turn, [x, 54, 0]);
  solids.push(...rotate(pillow(-hw + arm + 24, accent(p, 0), 8), "x", -8, [0, 54, -hd + 36]));
  solids.push(...rotate(pillow(hw - arm - 24, accent(p, 0), -8), "x", -8, [0, 54, -hd + 36]));
  return {
    solids,
    detail: { focus: [hw - arm - 20, 48, hd - 4], zoom: 2.8 },
    scene: "living",
    againstWall: true,
  };
}

function recliner(p: Palette): Model {
  const hw = 48;
  const solids: Solid[] = [box([-hw + 12, 0, -32, hw - 12, 10, 32], p.black)];
  solids.push(roundBox([-hw + 16, 10, -40, hw - 16, 38, 40], 4, "zy", p.body));
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -hw : hw - 16;
    const bounds: Bounds = [x0, 10, -40, x0 + 16, 68, 40];
    const armMesh = prism("zy", roundRectProfile(-40, 10, 40, 68, 14), x0, x0 + 16, p.body);
    decorate(armMesh, faceOf(bounds, side < 0 ? "left" : "right"), [
      mark.segment(6, 46, 74, 46, p.seam, 0.4, { dash: [1.4, 1] }),
    ]);
    solids.push(armMesh);
  }
  const back: Solid[] = [roundBox([-hw + 14, 36, -48, hw - 14, 112, -28], 10, "zy", p.body)];
  for (let index = 0; index < 3; index++) {
    const y0 = 54 + index * 19;
    back.push(cushionBox([-hw + 16, y0, -30, hw - 16, y0 + 19, -16], 8, p.bodyLight, p.seam, false));
  }
  solids.push(...rotate(back, "x", -12, [0, 38, -28]));
  solids.push(cushionBox([-hw + 16, 38, -24, hw - 16, 54, 40], 6, p.bodyLight, p.seam));
  const footrest = roundBox([-hw + 17, 30, 44, hw - 17, 44, 86], 6, "zy", p.bodyLight);
  solids.push(...rotate([footrest], "x", -6, [0, 37, 44]));
  for (const x of [-20, 20]) {
    solids.push(...rotate([box([x - 1, 30, 30, x + 1, 33, 56], p.metalDark)], "x", 8, [x, 31, 30]));
  }
  solids.push(box([hw, 30, 12, hw + 1.5, 44, 18], p.metalDark));
  return {
    solids,
    detail: { focus: [20, 40, 60], zoom: 2.4 },
    scene: "living",
    againstWall: true,
  };
}

function coffeeTable(p: Palette): Model {
  const solids: Solid[] = [];
  const legs = fourCorners(50, 25).map(([x, z]) => squareLeg([x, 0, z], [x, 38, z], 3, 3, p.black));
  solids.push(...legs);
  solids.push(roundBox([-56, 38, -30, 56, 43, 30], 4, "xz", p.body));
  solids.push(box([-48.5, 10, -27, 48.5, 13, 27], p.bodyDark));
  solids.push(book(-40, 43, -12, 8, 24, 3, accent(p, 1)));
  solids.push(...rotate([box([-36, 46, -10, -18, 48.5, 6], accent(p, 0))], "y", 12, [-27, 46, -2]));
  solids.push(frustum(32, -4, 43, 55, 6, 4, p.cream, 16));
  solids.push(...pottedPlantSprig(32, -4, 55, p));
  return {
    solids,
    detail: { focus: [4, 46, -4], zoom: 2.4, yaw: 26, pitch: 30 },
    scene: "living",
    againstWall: false,
    frontPitch: 18,
  };
}

function pottedPlantSprig(x: number, z: number, y: number, p: Palette): Solid[] {
  const solids: Solid[] = [];
  for (let index = 0; index < 5; index++) {
    const turn = index * 72;
    const leaf: Vec3[] = [
      [0, 0, 0],
      [2.4, 5, 0],
      [0, 11, 0],
      [-2.4, 5, 0],
    ];
    solids.push(
      ...move(rotate(rotate([sheet(leaf, index % 2 ? p.green : p.greenDark)], "x", 28), "y", turn), [
        x,
        y - 1,
        z,
      ]),
    );
  }
  return solids;
}

function tvUnit(p: Palette): Model {
  const solids: Solid[] = [...taperedLegs(84, 15, 12, p.woodDark, 2.5, 3.5)];
  const bounds: Bounds = [-90, 12, -21, 90, 52, 21];
  const cabinet = box(bounds, p.body);
  decorate(cabinet, faceOf(bounds, "front"), [
    mark.rect(62, 4, 118, 36, p.bodyDeep),
    mark.segment(60, 2, 60, 38, p.seam, 0.5),
    mark.segment(120, 2, 120, 38, p.seam, 0.5),
    mark.segment(2, 20, 58, 20, p.seam, 0.5),
    mark.segment(122, 20, 178, 20, p.seam, 0.5),
  ]);
  solids.push(cabinet);
  solids.push(box([-91, 52, -22, 91, 54, 22], p.bodyDark));
  for (const [x, y] of [
    [-60, 30],
    [-60, 43],
    [60, 30],
    [60, 43],
  ] as const) {
    solids.push(...barHandle(x, y, 21, 14, p.metal));
  }
  const tvBounds: Bounds = [-62, 62, -9, 62, 134, -5];
  const tv = box(tvBounds, p.black);
  decorate(tv, faceOf(tvBounds, "front"), [
    mark.rect(1.5, 1.5, 122.5, 70.5, p.screen, { unlit: true }),
    mark.poly(
      [
        [60, 70.5],
        [100, 70.5],
        [55, 1.5],
        [15, 1.5],
      ],
      [70, 84, 106],
      { unlit: true, opacity: 0.35 },
    ),
  ]);
  solids.push(tv);
  solids.push(box([-18, 54, -12, 18, 55.5, 2], p.black));
  solids.push(box([-3, 55.5, -8.5, 3, 64, -6], p.black));
  solids.push(...pottedPlant(76, 4, 54, 30, p));
  return { solids, detail: { focus: [-60, 38, 21], zoom: 2.8 }, scene: "living", againstWall: true };
}

function sideTable(p: Palette): Model {
  const solids: Solid[] = [...taperedLegs(19, 17, 52, p.wood, 2.8, 3.6)];
  const drawerBounds: Bounds = [-21, 40, -19, 21, 52, 19];
  const drawer = box(drawerBounds, p.body);
  decorate(drawer, faceOf(drawerBounds, "front"), [mark.outline(1.5, 1.5, 40.5, 10.5, p.seam, 0.4)]);
  solids.push(drawer, knob(0, 46, 19, p.metal, 1.3));
  solids.push(roundBox([-23, 52, -21, 23, 55, 21], 2, "xz", p.body));
  solids.push(box([-19, 12, -17, 19, 14, 17], p.body));
  solids.push(frustum(6, -4, 55, 57, 5, 5, p.metal, 16));
  solids.push(frustum(6, -4, 57, 72, 6.5, 3.5, p.cream, 16));
  solids.push(frustum(6, -4, 72, 88, 12, 8, p.white, 20));
  solids.push(book(-16, 14, -10, 10, 14, 2.5, accent(p, 0)));
  return { solids, detail: { focus: [0, 46, 19], zoom: 3.2 }, scene: "living", againstWall: true };
}

function bed(p: Palette): Model {
  const solids: Solid[] = [...roundLegs(76, 94, 8, p.woodDark, 2.2, 2.8)];
  solids.push(roundBox([-82, 8, -100, 82, 32, 102], 3, "zy", p.body));
  const mattressBounds: Bounds = [-78, 32, -100, 78, 52, 98];
  const mattressMesh = roundBox(mattressBounds, 5, "xy", p.white);
  solids.push(mattressMesh);
  const headBounds: Bounds = [-86, 8, -110, 86, 122, -100];
  const head = prism("xy", roundRectProfile(-86, 8, 86, 122, 10), -110, -100, p.body);
  const channels: Mark[] = [];
  for (let u = 21.5; u < 172; u += 21.5) {
    channels.push(mark.segment(u, 50, u, 108, p.seam, 0.6));
  }
  decorate(head, faceOf(headBounds, "front"), channels);
  solids.push(head);
  for (const x of [-40, 40]) {
    // Lying flat on the mattress: a tilted pillow would dip into it, and parts that interpenetrate cannot be depth-sorted.
    solids.push(roundBox([x - 32, 52, -97, x + 32, 66, -72], 7, "xy", p.cream));
  }
  const throwColour = accent(p, 0);
  solids.push(box([-80, 52, 48, 80, 54, 84], throwColour));
  solids.push(box([-80, 38, 48, -78, 54, 84], throwColour));
  solids.push(box([78, 38, 48, 80, 54, 84], throwColour));
  return {
    solids,
    detail: { focus: [0, 90, -100], zoom: 2.4, yaw: 20, pitch: 14 },
    scene: "bedroom",
    againstWall: true,
    frontPitch: 18,
  };
}

function wardrobe(p: Palette): Model {
  const solids: Solid[] = [box([-66, 0, -27, 66, 8, 27], p.bodyDeep)];
  const bounds: Bounds = [-67, 8, -29, 67, 200, 29];
  const carcass = box(bounds, p.body);
  const doorWidth = 134 / 3;
  decorate(carcass, faceOf(bounds, "front"), [
    mark.segment(doorWidth, 1, doorWidth, 191, p.seam, 0.6),
    mark.segment(doorWidth * 2, 1, doorWidth * 2, 191, p.seam, 0.6),
    mark.rect(doorWidth * 2 + 5, 12, 134 - 5, 180, p.mirror, { unlit: true }),
    mark.poly(
      [
        [doorWidth * 2 + 8, 120],
        [doorWidth * 2 + 20, 160],
        [doorWidth * 2 + 26, 160],
        [doorWidth * 2 + 14, 120],
      ],
      WHITE,
      { unlit: true, opacity: 0.55 },
    ),
    mark.poly(
      [
        [doorWidth * 2 + 18, 110],
        [doorWidth * 2 + 32, 156],
        [doorWidth * 2 + 35, 156],
        [doorWidth * 2 + 21, 110],
      ],
      WHITE,
      { unlit: true, opacity: 0.45 },
    ),
    mark.segment(2, 32, doorWidth * 2 - 2, 32, p.seam, 0.5),
  ]);
  solids.push(carcass);
  solids.push(box([-69, 200, -30, 69, 205, 30], p.body));
  solids.push(...barHandle(-67 + doorWidth - 4, 110, 29, 30, p.metal, true));
  solids.push(...barHandle(-67 + doorWidth + 4, 110, 29, 30, p.metal, true));
  solids.push(...barHandle(-67 + doorWidth * 2 + 4, 110, 29, 30, p.metal, true));
  solids.push(...barHandle(-67 + doorWidth / 2, 24, 29, 16, p.metal));
  solids.push(...barHandle(-67 + doorWidth * 1.5, 24, 29, 16, p.metal));
  return {
    solids,
    detail: { focus: [-22, 110, 29], zoom: 3.2, yaw: 24, pitch: 12 },
    scene: "bedroom",
    againstWall: true,
  };
}

function mattress(p: Palette): Model {
  const bounds: Bounds = [-76, 0, -98, 76, 24, 98];
  const slab = roundBox(bounds, 4, "xy", p.body);
  const topFrame = faceOf(bounds, "top");
  const quilt = lattice(topFrame.w, topFrame.h, 19, p.seam, 0.35);
  const tacks: Mark[] = [];
  for (let u = 9.5; u < topFrame.w; u += 19) {
    for (let v = 9.5; v < topFrame.h; v += 19) {
      if ((Math.round((u - 9.5) / 19) + Math.round((v - 9.5) / 19)) % 2 === 0)
        tacks.push(mark.circle(u, v, 0.7, p.seam));
    }
  }
  decorate(slab, topFrame, [
    mark.rect(0, 0, topFrame.w, topFrame.h, p.bodyLight),
    ...quilt,
    ...tacks,
    mark.outline(0.6, 0.6, topFrame.w - 0.6, topFrame.h - 0.6, p.bodyDeep, 0.9),
  ]);
  const sideMarks = (w: number): Mark[] => {
    const marks: Mark[] = [
      mark.rect(0, 6, w, 18, p.bodyDark),
      mark.segment(0, 6, w, 6, p.bodyDeep, 0.7),
      mark.segment(0, 18, w, 18, p.bodyDeep, 0.7),
    ];
    for (let u = 12; u < w - 6; u += 12) marks.push(mark.circle(u, 12, 0.9, p.bodyLight));
    return marks;
  };
  decorate(slab, faceOf(bounds, "front"), sideMarks(152));
  decorate(slab, faceOf(bounds, "right"), [...sideMarks(196), mark.rect(88, 9, 108, 15, p.bodyDeep)]);
  decorate(slab, faceOf(bounds, "left"), sideMarks(196));
  return {
    solids: [slab],
    detail: { focus: [50, 20, 70], zoom: 2.6, yaw: 30, pitch: 30 },
    scene: "bedroom",
    againstWall: true,
    frontPitch: 24,
    sidePitch: 20,
  };
}

function dressingTable(p: Palette): Model {
  const solids: Solid[] = [];
  const pedestal: Bounds = [-54, 10, -21, -14, 74, 21];
  const pedestalMesh = box(pedestal, p.body);
  decorate(pedestalMesh, faceOf(pedestal, "front"), [
    mark.outline(1.5, 1.5, 38.5, 20.5, p.seam, 0.4),
    mark.outline(1.5, 22.5, 38.5, 41.5, p.seam, 0.4),
    mark.outline(1.5, 43.5, 38.5, 62.5, p.seam, 0.4),
  ]);
  solids.push(pedestalMesh);
  for (const y of [21, 42, 63]) solids.push(knob(-34, y, 21, p.woodLight, 1.4));
  const drawer: Bounds = [-14, 62, -21, 54, 74, 21];
  const drawerMesh = box(drawer, p.body);
  decorate(drawerMesh, faceOf(drawer, "front"), [mark.outline(1.5, 1.5, 66.5, 10.5, p.seam, 0.4)]);
  solids.push(drawerMesh, knob(20, 68, 21, p.woodLight, 1.4));
  for (const [x, z] of [
    [-50, -17],
    [-18, -17],
    [-50, 17],
    [-18, 17],
  ] as const) {
    solids.push(frustum(x, z, 0, 10, 1.6, 2, p.woodDark, 10));
  }
  solids.push(squareLeg([51, 0, -18], [51, 62, -18], 2.6, 3.4, p.woodDark));
  solids.push(squareLeg([51, 0, 18], [51, 62, 18], 2.6, 3.4, p.woodDark));
  solids.push(box([-56, 74, -23, 56, 77, 23], p.body));
  const mirrorBounds: Bounds = [-34, 77, -22, 34, 178, -19];
  const frame = prism("xy", archProfile(-34, 77, 34, 178, 34), -22, -19, p.body);
  const glass = archProfile(4, 4, 64, 97, 30).map(([u, v]) => [u, v] as const);
  decorate(frame, faceOf(mirrorBounds, "front"), [
    mark.poly(glass, p.mirror, { unlit: true }),
    mark.poly(
      [
        [14, 40],
        [34, 76],
        [41, 76],
        [21, 40],
      ],
      WHITE,
      { unlit: true, opacity: 0.55 },
    ),
    mark.poly(
      [
        [26, 34],
        [46, 70],
        [49, 70],
        [29, 34],
      ],
      WHITE,
      { unlit: true, opacity: 0.45 },
    ),
  ]);
  solids.push(frame);
  solids.push(frustum(40, -8, 77, 85, 2.6, 2.6, accent(p, 2), 12), ball([40, 86.5, -8], 1.6, p.metal));
  solids.push(frustum(46, -4, 77, 82, 2.2, 2.2, accent(p, 0), 12));
  const stool: Solid[] = [
    ...roundLegs(11, 11, 40, p.woodDark, 1.4, 1.8),
    cylinder("y", [0, 43, 0], 17, 8, p.bodyLight, 24),
  ];
  solids.push(...move(stool, [18, 0, 44]));
  return {
    solids,
    detail: { focus: [14, 112, -12], zoom: 2, yaw: 22, pitch: 14 },
    scene: "bedroom",
    againstWall: true,
  };
}

function diningChairSolids(seatColour: Rgb, frameColour: Rgb): Solid[] {
  const solids: Solid[] = [];
  for (const [x, z] of [
    [-20, 18],
    [20, 18],
  ] as const) {
    solids.push(squareLeg([x, 0, z], [x, 44, z], 3, 3.6, frameColour));
  }
  for (const x of [-20, 20]) {
    solids.push(...rotate([box([x - 1.8, 0, -20, x + 1.8, 96, -16.4], frameColour)], "x", -6, [x, 44, -18]));
  }
  solids.push(box([-22, 40, -21, 22, 44, 21], frameColour));
  solids.push(cushionBox([-21, 44, -19, 21, 50, 21], 3, seatColour, mix(seatColour, SHADOW, 0.35)));
  const backBounds: Bounds = [-18.5, 62, -20, 18.5, 92, -16.8];
  const back = roundBox(backBounds, 4, "xy", seatColour);
  solids.push(...rotate([back], "x", -6, [0, 44, -18]));
  solids.push(...rotate([box([-18.2, 52, -19.6, 18.2, 56, -17], frameColour)], "x", -6, [0, 44, -18]));
  return solids;
}

function diningTableSolids(p: Palette, hw: number, hd: number): Solid[] {
  const solids: Solid[] = [];
  solids.push(...taperedLegs(hw - 6, hd - 6, 72, p.bodyDark, 4.5, 6));
  solids.push(box([-hw + 4, 64, -hd + 4, hw - 4, 72, hd - 4], p.bodyDark));
  solids.push(roundBox([-hw, 72, -hd, hw, 76, hd], 2, "xz", p.body));
  return solids;
}

function diningSet(p: Palette): Model {
  const solids: Solid[] = [...diningTableSolids(p, 78, 46)];
  const chair = diningChairSolids(p.cream, p.body);
  for (const x of [-36, 36]) {
    solids.push(...move(rotate(chair, "y", 180), [x, 0, 56]));
    solids.push(...move(chair, [x, 0, -56]));
  }
  solids.push(frustum(0, 0, 76, 82, 9, 15, p.white, 20));
  for (const [x, z, colour] of [
    [-5, -3, accent(p, 0)],
    [4, 2, p.green],
    [1, -6, accent(p, 1)],
  ] as const) {
    solids.push(ball([x, 83, z], 4.2, colour));
  }
  return {
    solids,
    detail: { focus: [36, 70, 40], zoom: 2.4, yaw: 28, pitch: 22 },
    scene: "dining",
    againstWall: false,
    frontPitch: 16,
  };
}

function diningTable(p: Palette): Model {
  const solids: Solid[] = [...diningTableSolids(p, 90, 46)];
  solids.push(box([-80, 76, -16, 80, 76.4, 16], p.cream));
  solids.push(frustum(0, 0, 76.4, 84, 6, 8, accent(p, 0), 16));
  solids.push(...pottedPlantSprig(0, 0, 84, p));
  solids.push(frustum(-52, 0, 76.4, 78, 9, 11, p.white, 20), frustum(52, 0, 76.4, 78, 9, 11, p.white, 20));
  return {
    solids,
    detail: { focus: [-20, 76, 8], zoom: 2.5, yaw: 26, pitch: 30 },
    scene: "dining",
    againstWall: false,
    frontPitch: 16,
  };
}

function diningChair(p: Palette): Model {
  const solids = diningChairSolids(p.body, p.wood);
  return {
    solids,
    detail: { focus: [0, 48, 20], zoom: 2.6, yaw: 32, pitch: 24 },
    scene: "dining",
    againstWall: false,
  };
}

function crockeryUnit(p: Palette): Model {
  const solids: Solid[] = [...roundLegs(44, 16, 8, p.woodDark, 1.8, 2.4)];
  const lower: Bounds = [-50, 8, -21, 50, 88, 21];
  const lowerMesh = box(lower, p.body);
  decorate(lowerMesh, faceOf(lower, "front"), [
    mark.segment(50, 1, 50, 79, p.seam, 0.5),
    mark.segment(1, 62, 99, 62, p.seam, 0.5),
    mark.outline(6, 6, 44, 56, p.seam, 0.4),
    mark.outline(56, 6, 94, 56, p.seam, 0.4),
  ]);
  solids.push(lowerMesh);
  for (const x of [-25, 25]) solids.push(...barHandle(x, 78, 21, 12, p.metal));
  solids.push(knob(-4, 50, 21, p.metal), knob(4, 50, 21, p.metal));
  solids.push(box([-51, 88, -22, 51, 91, 22], p.bodyDark));
  solids.push(box([-48, 91, -21, 48, 180, -19], p.bodyDeep));
  solids.push(box([-50, 91, -21, -48, 180, 12], p.body), box([48, 91, -21, 50, 180, 12], p.body));
  solids.push(box([-51, 180, -22, 51, 185, 13], p.body));
  for (const y of [120, 150]) solids.push(box([-48, y, -19, 48, y + 2, 11], p.body));
  for (const [y, kind] of [
    [91, "plates"],
    [122, "cups"],
    [152, "bowls"],
  ] as const) {
    for (let index = 0; index < 5; index++) {
      const x = -38 + index * 19;
      if (kind === "plates") {
        solids.push(
          ...rotate([cylinder("z", [x, y + 11, -14], 10, 1.4, p.white, 20)], "x", -10, [x, y, -14]),
        );
      } else if (kind === "cups") {
        solids.push(frustum(x, -4, y, y + 8, 3.2, 4, index % 2 ? p.white : accent(p, 2), 14));
      } else {
        solids.push(frustum(x, -6, y, y + 6, 4, 8, p.white, 16));
      }
    }
  }
  for (const x0 of [-48, 0]) {
    const door: Bounds = [x0, 91, 12, x0 + 48, 180, 13.2];
    const pane = box(door, p.glass);
    pane.opacity = 0.38;
    decorate(pane, faceOf(door, "front"), [
      mark.outline(2, 2, 46, 87, p.body, 3.6),
      mark.segment(2, 30, 46, 30, p.body, 1.4),
      mark.segment(2, 60, 46, 60, p.body, 1.4),
      mark.poly(
        [
          [8, 40],
          [22, 80],
          [26, 80],
          [12, 40],
        ],
        WHITE,
        { unlit: true, opacity: 0.4 },
      ),
    ]);
    solids.push(pane);
  }
  solids.push(knob(-4, 135, 13.2, p.metal), knob(4, 135, 13.2, p.metal));
  return {
    solids,
    detail: { focus: [-10, 140, 12], zoom: 2.8, yaw: 22, pitch: 10 },
    scene: "dining",
    againstWall: true,
  };
}

function castorBase(radius: number, colour: Rgb, castor: Rgb): Solid[] {
  const solids: Solid[] = [cylinder("y", [0, 11, 0], 5.5, 6, colour, 16)];
  for (let index = 0; index < 5; index++) {
    const turn = index * 72 + 18;
    const leg = rotate([box([-2.4, 8, 0, 2.4, 11.5, radius], colour)], "x", 6, [0, 11, 0]);
    const wheel: Solid[] = [
      cylinder("x", [0, 3.4, radius - 1], 3.4, 4.2, castor, 14),
      box([-1.6, 5, radius - 3, 1.6, 9, radius + 0.5], castor),
    ];
    solids.push(...rotate([...leg, ...wheel], "y", turn));
  }
  return solids;
}

function officeChair(p: Palette): Model {
  const solids: Solid[] = [...castorBase(33, p.black, p.black)];
  solids.push(cylinder("y", [0, 22, 0], 3.6, 16, p.black, 14));
  solids.push(cylinder("y", [0, 36, 0], 2.4, 14, p.metal, 12));
  solids.push(box([-11, 42, -12, 11, 46, 10], p.black));
  solids.push(cushionBox([-25, 46, -24, 25, 54, 25], 5, p.body, p.seam));
  solids.push(box([-3.5, 40, -34, 3.5, 44, -12], p.black));
  const backGroup: Solid[] = [];
  backGroup.push(box([-3.5, 40, -34, 3.5, 70, -30], p.black));
  const backBounds: Bounds = [-24, 58, -33, 24, 114, -30];
  const back = prism("xy", roundRectProfile(-24, 58, 24, 114, 12), -33, -30, p.black);
  const meshMarks = lattice(44, 52, 3.2, p.seam, 0.3);
  decorate(back, faceOf(backBounds, "front"), [
    mark.roundRect(2, 2, 46, 54, 10, p.body),
    ...meshMarks
      .map((m) => ({ ...m, pts: m.pts.map(([u, v]) => [u + 2, v + 2] as const) }))
      .filter((m) => m.pts.every(([u, v]) => u >= 3 && u <= 45 && v >= 3 && v <= 53)),
    mark.roundRect(10, 8, 38, 20, 5, p.bodyDark),
  ]);
  backGroup.push(back);
  backGroup.push(box([-3, 110, -33, 3, 118, -31], p.black));
  backGroup.push(roundBox([-15, 116, -34, 15, 128, -29], 5, "xy", p.body));
  solids.push(...rotate(backGroup, "x", -10, [0, 44, -30]));
  for (const side of [-1, 1]) {
    const x = side * 27;
    solids.push(box([x - 1.5, 44, -6, x + 1.5, 66, -2], p.black));
    solids.push(box([side < 0 ? -27 : 24, 46, -8, side < 0 ? -24 : 27, 49, -2], p.black));
    solids.push(roundBox([x - 3, 66, -14, x + 3, 69, 12], 1.5, "zy", p.black));
  }
  return {
    solids,
    detail: { focus: [0, 10, 20], zoom: 2.8, yaw: 30, pitch: 24 },
    scene: "office",
    againstWall: false,
  };
}

function laptop(x: number, z: number, y: number, p: Palette): Solid[] {
  const base = box([x - 17, y, z - 11, x + 17, y + 1.5, z + 11], p.metal);
  decorate(base, faceOf([x - 17, y, z - 11, x + 17, y + 1.5, z + 11], "top"), [
    mark.rect(3, 10, 31, 20, p.metalDark),
  ]);
  const screenBounds: Bounds = [x - 17, y + 1.5, z - 12, x + 17, y + 24, z - 11];
  const screen = box(screenBounds, p.metal);
  decorate(screen, faceOf(screenBounds, "front"), [
    mark.rect(1.4, 1.4, 32.6, 21, p.screen, { unlit: true }),
    mark.rect(1.4, 12, 32.6, 21, [60, 110, 150], { unlit: true, opacity: 0.6 }),
  ]);
  return [base, ...rotate([screen], "x", -14, [x, y + 1.5, z - 11])];
}

function officeTable(p: Palette): Model {
  const solids: Solid[] = [];
  for (const x of [-66, 66]) {
    solids.push(box([x - 2.5, 0, -32, x + 2.5, 3, 32], p.metalDark));
    solids.push(
      box([x - 2, 3, -28, x + 2, 72, -24], p.metalDark),
      box([x - 2, 3, 24, x + 2, 72, 28], p.metalDark),
    );
    solids.push(box([x - 2, 68, -30, x + 2, 72, 30], p.metalDark));
  }
  solids.push(box([-64, 40, -28, 64, 70, -26], p.bodyDark));
  const pedestal: Bounds = [26, 34, -28, 62, 72, 30];
  const pedestalMesh = box(pedestal, p.body);
  decorate(pedestalMesh, faceOf(pedestal, "front"), [
    mark.segment(1, 12.5, 35, 12.5, p.seam, 0.5),
    mark.segment(1, 25, 35, 25, p.seam, 0.5),
  ]);
  solids.push(pedestalMesh);
  for (const y of [41, 53, 66]) solids.push(...barHandle(44, y, 30, 14, p.metal));
  solids.push(roundBox([-72, 72, -36, 72, 75, 36], 1.5, "xz", p.body));
  solids.push(...laptop(-12, 4, 75, p));
  solids.push(frustum(34, 8, 75, 84, 3.8, 4, accent(p, 0), 14));
  solids.push(...pottedPlant(56, -18, 75, 34, p));
  return {
    solids,
    detail: { focus: [44, 53, 30], zoom: 2.6, yaw: 24, pitch: 18 },
    scene: "office",
    againstWall: false,
    frontPitch: 14,
  };
}

function filingCabinet(p: Palette): Model {
  const solids: Solid[] = [box([-22, 0, -29, 22, 5, 29], p.bodyDeep)];
  const bounds: Bounds = [-23.5, 5, -31, 23.5, 132, 31];
  const body = box(bounds, p.body);
  const marks: Mark[] = [];
  const drawerHeight = 127 / 4;
  for (let index = 0; index < 4; index++) {
    const v0 = index * drawerHeight;
    marks.push(mark.outline(1.2, v0 + 1.2, 45.8, v0 + drawerHeight - 1.2, p.seam, 0.45));
    marks.push(mark.rect(17, v0 + drawerHeight - 9, 30, v0 + drawerHeight - 5, p.cream));
    marks.push(mark.outline(17, v0 + drawerHeight - 9, 30, v0 + drawerHeight - 5, p.metalDark, 0.35));
  }
  marks.push(mark.circle(23.5, 124.5, 1.2, p.metal));
  decorate(body, faceOf(bounds, "front"), marks);
  solids.push(body);
  for (let index = 0; index < 4; index++) {
    const y = 5 + index * drawerHeight + drawerHeight - 14;
    solids.push(box([-8, y - 1.2, 31, 8, y + 1.2, 33], p.metal));
  }
  return {
    solids,
    detail: { focus: [0, 110, 31], zoom: 3, yaw: 24, pitch: 16 },
    scene: "office",
    againstWall: true,
  };
}

function bookcase(p: Palette): Model {
  const solids: Solid[] = [];
  solids.push(box([-45, 0, -16, -43, 186, 16], p.body), box([43, 0, -16, 45, 186, 16], p.body));
  solids.push(box([-45, 186, -16, 45, 189, 16], p.body));
  solids.push(box([-43, 0, -15, 43, 8, 15], p.bodyDark));
  solids.push(box([-43, 8, -16, 43, 186, -15], p.bodyDeep));
  const shelves = [8, 44, 80, 116, 152];
  shelves.forEach((y, index) => {
    if (index > 0) solids.push(box([-43, y - 2, -15, 43, y, 16], p.body));
    const top = (shelves[index + 1] ?? 186) - (index === shelves.length - 1 ? 0 : 2);
    const room = top - y;
    if (index === 2) {
      solids.push(...bookRow(-43, 5, y, -13, 12, room - 6, 11 + index));
      solids.push(...pottedPlant(24, 0, y, room - 6, p));
    } else if (index === 4) {
      solids.push(...bookRow(-10, 43, y, -13, 12, room - 8, 11 + index));
      solids.push(
        frustum(-28, 0, y, y + 14, 5, 3, accent(p, 1), 14),
        ball([-28, y + 15.5, 0], 2.5, accent(p, 1)),
      );
    } else if (index === 0) {
      solids.push(...bookRow(-43, 43, y, -13, 12, room - 6, 11 + index));
    } else {
      solids.push(...bookRow(-43, 20, y, -13, 12, room - 5, 11 + index));
      for (let layer = 0; layer < 3; layer++) {
        const bounds: Bounds = [23, y + layer * 3.2, -12, 41, y + layer * 3.2 + 3, 10];
        solids.push(box(bounds, bookColours[(index + layer) % bookColours.length] ?? p.bodyDark));
      }
    }
  });
  return {
    solids,
    detail: { focus: [-20, 62, 12], zoom: 2.8, yaw: 26, pitch: 12 },
    scene: "office",
    againstWall: true,
  };
}

function kitchenCabinet(p: Palette): Model {
  const solids: Solid[] = [box([-89, 0, -28, 89, 10, 28], p.metalDark)];
  // A tiled backsplash ties the wall units to the counter; without it they float in the studio shots.
  const splash: Bounds = [-91, 90, -33, 91, 215, -31];
  const splashMesh = box(splash, [243, 240, 233]);
  const tileLines: Mark[] = [];
  for (let v = 7.5; v < 125; v += 7.5) tileLines.push(mark.segment(0, v, 182, v, [216, 211, 201], 0.35));
  for (let row = 0; row * 7.5 < 125; row++) {
    for (let u = row % 2 ? 7.5 : 0; u < 182; u += 15)
      tileLines.push(mark.segment(u, row * 7.5, u, row * 7.5 + 7.5, [216, 211, 201], 0.35));
  }
  decorate(splashMesh, faceOf(splash, "front"), tileLines);
  solids.push(splashMesh);
  const base: Bounds = [-90, 10, -30, 90, 86, 30];
  const baseMesh = box(base, p.body);
  decorate(baseMesh, faceOf(base, "front"), [
    mark.segment(60, 1, 60, 75, p.seam, 0.5),
    mark.segment(120, 1, 120, 75, p.seam, 0.5),
    mark.segment(90, 1, 90, 75, p.seam, 0.5),
    mark.segment(1, 25, 59, 25, p.seam, 0.5),
    mark.segment(1, 50, 59, 50, p.seam, 0.5),
  ]);
  solids.push(baseMesh);
  for (const y of [20, 45, 70]) solids.push(...barHandle(-60, y + 10, 30, 20, p.metal));
  for (const x of [-4, 4]) solids.push(...barHandle(x, 66, 30, 14, p.metal, true));
  solids.push(...barHandle(34, 66, 30, 14, p.metal, true), ...barHandle(86, 66, 30, 14, p.metal, true));
  const counter: Bounds = [-91, 86, -31, 91, 90, 32];
  const top = box(counter, p.stone);
  decorate(top, faceOf(counter, "top"), [
    mark.roundRect(-20 + 91, 12, 20 + 91, 46, 3, p.metalDark),
    mark.roundRect(-18 + 91, 14, 18 + 91, 44, 2.4, [120, 126, 134]),
  ]);
  solids.push(top);
  solids.push(cylinder("y", [0, 97, -26], 1.4, 14, p.metal, 10));
  solids.push(box([-1.2, 102, -26, 1.2, 104, -12], p.metal));
  const hobBounds: Bounds = [34, 90, -20, 84, 91.5, 18];
  const hob = box(hobBounds, p.black);
  decorate(hob, faceOf(hobBounds, "top"), [
    mark.circle(13, 10, 6, p.metalDark),
    mark.circle(37, 10, 6, p.metalDark),
    mark.circle(13, 28, 5, p.metalDark),
    mark.circle(37, 28, 5, p.metalDark),
    mark.circle(13, 10, 2.5, [20, 20, 24]),
    mark.circle(37, 10, 2.5, [20, 20, 24]),
    mark.circle(13, 28, 2, [20, 20, 24]),
    mark.circle(37, 28, 2, [20, 20, 24]),
  ]);
  solids.push(hob);
  const wall: Bounds = [-90, 150, -30, 20, 215, 2];
  const wallMesh = box(wall, p.body);
  decorate(wallMesh, faceOf(wall, "front"), [
    mark.segment(55, 1, 55, 64, p.seam, 0.5),
    mark.segment(27.5, 1, 27.5, 64, p.seam, 0.5),
    mark.segment(82.5, 1, 82.5, 64, p.seam, 0.5),
  ]);
  solids.push(wallMesh);
  for (const x of [-64, -40, -8, 16]) solids.push(...barHandle(x, 156, 2, 10, p.metal, true));
  solids.push(
    loft(
      [
        [34, 160, -30],
        [84, 160, -30],
        [84, 160, 2],
        [34, 160, 2],
      ],
      [
        [50, 176, -30],
        [68, 176, -30],
        [68, 176, -16],
        [50, 176, -16],
      ],
      p.metal,
    ),
  );
  solids.push(box([50, 176, -30, 68, 215, -16], p.metal));
  solids.push(box([34, 158, -30, 84, 160, 2], p.metalDark));
  return {
    solids,
    detail: { focus: [59, 92, 0], zoom: 2.6, yaw: 26, pitch: 34 },
    scene: "kitchen",
    againstWall: true,
  };
}

function barStool(p: Palette): Model {
  const solids: Solid[] = [];
  for (const [x, z] of fourCorners(1, 1)) {
    solids.push(squareLeg([x * 20, 0, z * 20], [x * 12, 70, z * 12], 2.6, 2.6, p.black));
  }
  const at = (t: number) => 20 - 8 * t;
  const rail = at(26 / 70);
  solids.push(
    box([-rail, 24.5, rail - 1.2, rail, 27, rail + 1.2], p.black),
    box([-rail, 24.5, -rail - 1.2, rail, 27, -rail + 1.2], p.black),
  );
  solids.push(
    box([rail - 1.2, 24.5, -rail, rail + 1.2, 27, rail], p.black),
    box([-rail - 1.2, 24.5, -rail, -rail + 1.2, 27, rail], p.black),
  );
  solids.push(cylinder("y", [0, 71.5, 0], 17, 3, p.black, 24));
  const seat = cylinder("y", [0, 77, 0], 19, 8, p.body, 28);
  solids.push(seat);
  solids.push(...arcPanel(20, 17, 25, 155, 8, 82, 96, p.body));
  for (const x of [-10, 10]) solids.push(box([x - 1, 78, -17.5, x + 1, 86, -15.5], p.black));
  return {
    solids,
    detail: { focus: [0, 76, 16], zoom: 2.8, yaw: 28, pitch: 20 },
    scene: "kitchen",
    againstWall: false,
  };
}

/** A curved band between two radii, from angle a0 to a1 (degrees, in the plane's own axes). */
function arcBand(outer: number, inner: number, a0: number, a1: number, steps: number): P2[] {
  const points: P2[] = [];
  for (let step = 0; step <= steps; step++) {
    const angle = rad(a0 + ((a1 - a0) * step) / steps);
    points.push([outer * Math.cos(angle), -outer * Math.sin(angle)]);
  }
  for (let step = steps; step >= 0; step--) {
    const angle = rad(a0 + ((a1 - a0) * step) / steps);
    points.push([inner * Math.cos(angle), -inner * Math.sin(angle)]);
  }
  return points;
}

/**
 * A curved vertical panel (chair backs) as a row of convex segments: a single concave prism
 * cannot be ordered reliably against parts lying inside its curve, convex pieces can.
 */
function arcPanel(
  outer: number,
  inner: number,
  a0: number,
  a1: number,
  steps: number,
  y0: number,
  y1: number,
  colour: Rgb,
  slots: { from: number; to: number; bands: [number, number][]; colour: Rgb } | null = null,
): Mesh[] {
  const meshes: Mesh[] = [];
  const onArc = (angle: number, y: number): Vec3 => [
    inner * Math.cos(rad(angle)),
    y,
    -inner * Math.sin(rad(angle)),
  ];
  for (let step = 0; step < steps; step++) {
    const from = a0 + ((a1 - a0) * step) / steps;
    const to = a0 + ((a1 - a0) * (step + 1)) / steps;
    const mesh = prism("xz", arcBand(outer, inner, from, to, 1), y0, y1, colour);
    const middle = (from + to) / 2;
    if (slots && middle > slots.from && middle < slots.to) {
      // Slots are marks on the inner (front) face of the segment, so they always paint with it.
      const start = onArc(to, y0);
      const end = onArc(from, y0);
      const chord = sub(end, start);
      const frame: FaceFrame = {
        o: start,
        u: normalise(chord),
        v: [0, 1, 0],
        n: normalise([-Math.cos(rad(middle)), 0, Math.sin(rad(middle))]),
        w: Math.hypot(chord[0], chord[2]),
        h: y1 - y0,
      };
      decorate(
        mesh,
        frame,
        slots.bands.map(([b0, b1]) => mark.rect(-0.05, b0 - y0, frame.w + 0.05, b1 - y0, slots.colour)),
      );
    }
    meshes.push(mesh);
  }
  return meshes;
}

function tray(
  x0: number,
  y: number,
  z0: number,
  x1: number,
  z1: number,
  depth: number,
  colour: Rgb,
  edge: Rgb,
): Solid[] {
  const t = 1;
  const front: Bounds = [x0, y, z1 - t, x1, y + depth, z1];
  // Walls meet without sharing volume, and the floor sits between them, so every pair can be sorted.
  const frontMesh = box(front, colour);
  const slots: Mark[] = [];
  for (let u = 4; u < x1 - x0 - 2; u += 4) slots.push(mark.rect(u - 0.8, 2, u + 0.8, depth - 2, edge));
  decorate(frontMesh, faceOf(front, "front"), slots);
  const right: Bounds = [x1 - t, y + 1, z0 + t, x1, y + depth, z1 - t];
  const rightMesh = box(right, colour);
  const sideSlots: Mark[] = [];
  for (let u = 4; u < z1 - z0 - 2 * t - 2; u += 4)
    sideSlots.push(mark.rect(u - 0.8, 2, u + 0.8, depth - 2, edge));
  decorate(rightMesh, faceOf(right, "right"), sideSlots);
  return [
    box([x0 + t, y, z0 + t, x1 - t, y + 1, z1 - t], mix(colour, SHADOW, 0.15)),
    box([x0, y, z0, x1, y + depth, z0 + t], colour),
    box([x0, y + 1, z0 + t, x0 + t, y + depth, z1 - t], colour),
    rightMesh,
    frontMesh,
  ];
}

function kitchenTrolley(p: Palette): Model {
  const solids: Solid[] = [];
  for (const [x, z] of fourCorners(26.4, 17)) {
    solids.push(cylinder("y", [x, 47, z], 1.2, 78, p.metalDark, 10));
    solids.push(
      cylinder("x", [x, 3.4, z], 3.4, 2.6, p.black, 14),
      box([x - 1.5, 5, z - 1.5, x + 1.5, 8, z + 1.5], p.metalDark),
    );
  }
  const levels = [14, 42, 70];
  for (const y of levels) solids.push(...tray(-25, y, -16, 25, 16, 10, p.body, p.bodyDeep));
  solids.push(cylinder("x", [0, 90, -17], 1.2, 56, p.metalDark, 10));
  for (const x of [-26, 26]) solids.push(box([x - 1.2, 84, -18, x + 1.2, 90, -16], p.metalDark));
  const fruit: [number, number, number, Rgb][] = [
    [-14, 76, -4, [232, 131, 40]],
    [-6, 76, 4, [196, 48, 52]],
    [3, 76, -5, [232, 131, 40]],
    [-10, 76, 8, [138, 178, 68]],
  ];
  for (const [x, y, z, colour] of fruit) solids.push(ball([x, y, z], 4.6, colour));
  solids.push(frustum(12, 0, 48, 62, 5, 5, p.glass, 16), cylinder("y", [12, 63, 0], 5.4, 2, p.woodDark, 16));
  solids.push(frustum(-10, 0, 15, 24, 6, 6, accent(p, 1), 16));
  return {
    solids,
    detail: { focus: [26, 5, 17], zoom: 3.2, yaw: 30, pitch: 18 },
    scene: "kitchen",
    againstWall: false,
  };
}

function plasticChair(p: Palette): Model {
  const solids: Solid[] = [];
  // Moulded in one piece: chunky flared legs, the front pair rising into wide flat armrests.
  for (const side of [-1, 1]) {
    solids.push(squareLeg([side * 25, 0, 26], [side * 23, 62, 18], 4.6, 6.4, p.body));
    solids.push(squareLeg([side * 25, 0, -25], [side * 22, 44, -17], 4.6, 6.4, p.body));
    solids.push(roundBox([side * 24.5 - 4.5, 60, -14, side * 24.5 + 4.5, 63.5, 22], 3, "xz", p.bodyLight));
  }
  solids.push(box([-23, 38, 18, 23, 43, 20], p.bodyDark));
  const seat = roundBox([-23, 42, -22, 23, 46, 22], 7, "xz", p.body);
  const seatBounds: Bounds = [-23, 42, -22, 23, 46, 22];
  decorate(seat, faceOf(seatBounds, "top"), [mark.segment(8, 8, 36, 8, p.bodyDark, 0.6)]);
  solids.push(seat);
  // The back wraps around the sitter: the middle of the arc is furthest back, the ends come forward.
  const bands: [number, number][] = [0, 1, 2, 3].map((index) => [60 + index * 7, 63 + index * 7]);
  const back: Solid[] = arcPanel(34, 31, 40, 140, 10, 46, 92, p.body, {
    from: 60,
    to: 120,
    bands,
    colour: p.bodyDeep,
  });
  solids.push(...rotate(move(back, [0, 0, 12]), "x", -10, [0, 46, -22]));
  return {
    solids,
    detail: { focus: [0, 70, -14], zoom: 2.6, yaw: 26, pitch: 14 },
    scene: "outdoor",
    againstWall: false,
  };
}

function gardenChair(p: Palette, frame: Rgb, cushion: Rgb): Solid[] {
  const solids: Solid[] = [];
  const seatBase = box([-27, 30, -26, 27, 40, 26], frame);
  decorate(
    seatBase,
    faceOf([-27, 30, -26, 27, 40, 26], "front"),
    lattice(54, 10, 3, mix(frame, SHADOW, 0.4), 0.35),
  );
  solids.push(seatBase);
  solids.push(...roundLegs(23, 22, 30, p.metalDark, 1.3, 1.5));
  for (const side of [-1, 1]) {
    const bounds: Bounds = [side < 0 ? -33 : 27, 30, -26, side < 0 ? -27 : 33, 62, 26];
    const arm = roundBox(bounds, 4, "zy", frame);
    decorate(
      arm,
      faceOf(bounds, side < 0 ? "left" : "right"),
      lattice(52, 32, 3, mix(frame, SHADOW, 0.4), 0.35),
    );
    solids.push(arm);
  }
  const backBounds: Bounds = [-27, 40, -30, 27, 86, -24];
  const back = roundBox(backBounds, 6, "xy", frame);
  decorate(back, faceOf(backBounds, "front"), lattice(54, 46, 3, mix(frame, SHADOW, 0.4), 0.35));
  solids.push(...rotate([back], "x", -8, [0, 40, -24]));
  solids.push(cushionBox([-26, 40, -22, 26, 47, 25], 3, cushion, mix(cushion, SHADOW, 0.3)));
  return solids;
}

function gardenSet(p: Palette): Model {
  const solids: Solid[] = [];
  solids.push(cylinder("y", [0, 1, 0], 22, 2, p.metalDark, 20));
  solids.push(cylinder("y", [0, 36, 0], 3, 68, p.metalDark, 12));
  solids.push(cylinder("y", [0, 71, 0], 42, 3, p.body, 28));
  solids.push(cylinder("y", [0, 72.6, 0], 38, 0.4, p.glass, 28));
  solids.push(cylinder("y", [0, 140, 0], 1.6, 136, p.metalDark, 10));
  const canopyRing = ring([0, 182, 0], 118, 8, Math.PI / 8);
  const canopy = loft(canopyRing, ring([0, 214, 0], 6, 8, Math.PI / 8), p.body);
  solids.push(canopy, cylinder("y", [0, 218, 0], 2.2, 8, p.bodyDark, 10));
  const chair = gardenChair(p, p.wood, p.cream);
  solids.push(...move(rotate(chair, "y", 90), [-78, 0, 6]));
  solids.push(...move(rotate(chair, "y", -90), [78, 0, 6]));
  solids.push(frustum(8, 6, 73, 80, 3.6, 4, p.white, 14), frustum(-10, -6, 73, 79, 3.6, 4, p.white, 14));
  return {
    solids,
    detail: { focus: [-60, 50, 20], zoom: 2.4, yaw: 36, pitch: 18 },
    scene: "outdoor",
    againstWall: false,
    frontPitch: 8,
  };
}

function swing(p: Palette): Model {
  const solids: Solid[] = [];
  const frame = p.metalDark;
  for (const x of [-98, 98]) {
    solids.push(
      squareLeg([x, 0, -55], [x, 200, -2], 4, 4, frame),
      squareLeg([x, 0, 55], [x, 200, 2], 4, 4, frame),
    );
    solids.push(box([x - 1.5, 58, -40, x + 1.5, 62, 40], frame));
    solids.push(box([x - 4, 0, -60, x + 4, 3, -50], frame), box([x - 4, 0, 50, x + 4, 3, 60], frame));
  }
  solids.push(box([-104, 198, -3.5, 104, 205, 3.5], frame));
  const seat: Solid[] = [];
  seat.push(box([-66, 44, -24, 66, 48, 24], p.bodyDark));
  seat.push(cushionBox([-64, 48, -22, 64, 56, 24], 4, p.body, p.seam));
  const back = cushionBox([-64, 54, -30, 64, 92, -22], 6, p.body, p.seam);
  seat.push(...rotate([back], "x", -12, [0, 52, -22]));
  seat.push(box([-66, 44, -30, -62, 70, 24], p.bodyDark), box([62, 44, -30, 66, 70, 24], p.bodyDark));
  seat.push(box([-66, 70, -28, -62, 72, 22], p.bodyDark), box([62, 70, -28, 66, 72, 22], p.bodyDark));
  seat.push(roundBox([-44, 56, -20, -8, 80, -12], 8, "xy", accent(p, 0)));
  solids.push(...seat);
  for (const x of [-64, 64]) {
    solids.push(
      wire(
        [
          [x, 71, 20],
          [x, 198, 1],
        ],
        p.metal,
        0.8,
      ),
    );
    solids.push(
      wire(
        [
          [x, 71, -26],
          [x, 198, -1],
        ],
        p.metal,
        0.8,
      ),
    );
  }
  return {
    solids,
    detail: { focus: [-40, 60, 20], zoom: 2.4, yaw: 30, pitch: 14 },
    scene: "outdoor",
    againstWall: false,
  };
}

function kidsBed(p: Palette): Model {
  const solids: Solid[] = [];
  const hw = 52;
  const hd = 100;
  solids.push(box([-hw, 4, -hd, hw, 18, hd], p.body));
  solids.push(box([-hw + 3, 18, -hd + 3, hw - 3, 32, hd - 3], p.white));
  const postHeight = 128;
  for (const [x, z] of fourCorners(hw - 2.5, hd - 2.5))
    solids.push(box([x - 2.5, 0, z - 2.5, x + 2.5, postHeight, z + 2.5], p.body));
  const roofRise = 34;
  const slope = Math.atan2(roofRise, hw) * (180 / Math.PI);
  const beamLength = Math.hypot(hw, roofRise) + 3;
  const apex = postHeight + roofRise;
  for (const z of [-hd + 2.5, hd - 2.5]) {
    solids.push(
      ...rotate([box([-beamLength, apex - 2.5, z - 2.5, 0, apex + 2.5, z + 2.5], p.body)], "z", slope, [
        0,
        apex,
        z,
      ]),
    );
    solids.push(
      ...rotate([box([0, apex - 2.5, z - 2.5, beamLength, apex + 2.5, z + 2.5], p.body)], "z", -slope, [
        0,
        apex,
        z,
      ]),
    );
  }
  solids.push(box([-2.5, apex - 2.5, -hd, 2.5, apex + 2.5, hd], p.body));
  for (const side of [-1, 1]) {
    const x = side * (hw - 2.5);
    solids.push(box([x - 2, 38, -hd + 5, x + 2, 42, -10], p.body));
    for (let z = -hd + 20; z < -10; z += 16)
      solids.push(box([x - 1.2, 18, z - 1.2, x + 1.2, 38, z + 1.2], p.body));
  }
  solids.push(box([-hw + 5, 38, hd - 4.5, hw - 5, 42, hd - 0.5], p.body));
  solids.push(box([-hw + 5, 38, -hd + 0.5, hw - 5, 42, -hd + 4.5], p.body));
  solids.push(...rotate([roundBox([-28, 32, -92, 28, 44, -70], 6, "xy", p.cream)], "x", -14, [0, 32, -70]));
  solids.push(box([-hw + 3, 32, -20, hw - 3, 35, hd - 3], playfulAccent(p)));
  const bearColour: Rgb = [196, 150, 98];
  solids.push(
    ball([18, 43, 40], 8, bearColour),
    ball([18, 56, 40], 6, bearColour),
    ball([13.5, 61, 40], 2.2, bearColour),
    ball([22.5, 61, 40], 2.2, bearColour),
  );
  const flags: Solid[] = [];
  const flagColours = [accent(p, 0), accent(p, 1), accent(p, 2), p.white];
  const front = hd - 2.5;
  for (let index = 0; index < 5; index++) {
    const t = (index + 0.5) / 5;
    const x = -hw + 6 + t * (2 * hw - 12);
    const y = postHeight - 6 - 10 * Math.sin(t * Math.PI);
    flags.push(
      sheet(
        [
          [x - 5, y, front + 3],
          [x + 5, y, front + 3],
          [x, y - 11, front + 3],
        ],
        flagColours[index % flagColours.length] ?? p.white,
      ),
    );
  }
  const garland: Vec3[] = [];
  for (let step = 0; step <= 10; step++) {
    const t = step / 10;
    garland.push([-hw + 2.5 + t * (2 * hw - 5), postHeight - 4 - 10 * Math.sin(t * Math.PI), front + 3]);
  }
  solids.push(wire(garland, p.metalDark, 0.4), ...flags);
  return {
    solids,
    detail: { focus: [10, 60, 60], zoom: 2.2, yaw: 30, pitch: 16 },
    scene: "kids",
    againstWall: true,
    frontPitch: 14,
  };
}

const playfulColours: Rgb[] = [
  [242, 196, 76],
  [92, 170, 180],
  [235, 122, 104],
  [150, 196, 120],
  [160, 140, 200],
  [120, 170, 220],
];

/** The bright colour furthest in hue from the body, for children's bedding. */
function playfulAccent(p: Palette): Rgb {
  const bodyHue = hueSaturation(p.body).hue;
  const gap = (colour: Rgb) => {
    const difference = Math.abs(hueSaturation(colour).hue - bodyHue);
    return Math.min(difference, 360 - difference);
  };
  return [...playfulColours].sort((a, b) => gap(b) - gap(a))[0] ?? p.bodyLight;
}

function deskLamp(x: number, z: number, y: number, colour: Rgb, p: Palette): Solid[] {
  const solids: Solid[] = [cylinder("y", [x, y + 1, z], 7, 2, colour, 18)];
  solids.push(
    ...rotate([box([x - 1, y + 2, z - 1, x + 1, y + 24, z + 1], p.metalDark)], "z", -12, [x, y + 2, z]),
  );
  const elbow: Vec3 = [x + 24 * Math.sin(rad(12)), y + 2 + 24 * Math.cos(rad(12)), z];
  solids.push(
    ...rotate(
      [box([elbow[0] - 1, elbow[1], z - 1, elbow[0] + 1, elbow[1] + 22, z + 1], p.metalDark)],
      "z",
      -62,
      elbow,
    ),
  );
  const head: Vec3 = [elbow[0] + 22 * Math.sin(rad(62)), elbow[1] + 22 * Math.cos(rad(62)), z];
  solids.push(...rotate([frustum(head[0], head[2], head[1] - 12, head[1], 8, 3, colour, 16)], "z", 18, head));
  return solids;
}

function studyTable(p: Palette): Model {
  const solids: Solid[] = [];
  solids.push(box([-50, 0, -27, -47, 74, 27], p.body));
  const drawers: Bounds = [18, 0, -27, 50, 74, 27];
  const drawerMesh = box(drawers, p.body);
  decorate(drawerMesh, faceOf(drawers, "front"), [
    mark.outline(1.5, 4, 30.5, 24, p.seam, 0.45),
    mark.outline(1.5, 26, 30.5, 48, p.seam, 0.45),
    mark.outline(1.5, 50, 30.5, 72, p.seam, 0.45),
  ]);
  solids.push(drawerMesh);
  for (const y of [14, 37, 61]) solids.push(...barHandle(34, y, 27, 10, p.metal));
  solids.push(box([-47, 40, -26, 18, 72, -24], p.bodyDark));
  solids.push(box([-51, 74, -28, 51, 77, 28], p.body));
  solids.push(box([-51, 77, -28, -48, 136, -8], p.body), box([48, 77, -28, 51, 136, -8], p.body));
  solids.push(box([-48, 77, -28, 48, 136, -26], p.bodyDark));
  solids.push(box([-51, 136, -28, 51, 139, -7], p.body));
  solids.push(box([-48, 106, -26, 48, 108.5, -8], p.body));
  solids.push(...bookRow(-48, 10, 108.5, -25, -9, 25, 91));
  solids.push(...bookRow(20, 48, 77, -25, -9, 24, 92));
  solids.push(...pottedPlant(34, -16, 108.5, 24, p));
  solids.push(...deskLamp(-38, 2, 77, accent(p, 0), p));
  solids.push(...rotate([box([-8, 77, 0, 18, 78.5, 18], p.white)], "y", -8, [5, 77, 9]));
  solids.push(...rotate([box([-6, 78.5, 2, 16, 79.2, 16], accent(p, 1))], "y", 4, [5, 77, 9]));
  return {
    solids,
    detail: { focus: [-10, 110, -8], zoom: 2.4, yaw: 24, pitch: 14 },
    scene: "kids",
    againstWall: true,
  };
}

function toyStorage(p: Palette): Model {
  const solids: Solid[] = [...roundLegs(42, 14, 6, p.woodLight, 1.8, 2.2)];
  const hw = 46;
  const hd = 17;
  solids.push(
    roundBox([-hw, 6, -hd, -hw + 2.5, 78, hd], 2, "xy", p.body),
    roundBox([hw - 2.5, 6, -hd, hw, 78, hd], 2, "xy", p.body),
  );
  solids.push(box([-hw + 2.5, 6, -hd, hw - 2.5, 8.5, hd], p.body), box([-hw, 78, -hd, hw, 81, hd], p.body));
  solids.push(box([-hw + 2.5, 8.5, -hd, hw - 2.5, 78, -hd + 1], p.bodyDark));
  solids.push(box([-hw + 2.5, 42, -hd, hw - 2.5, 44.5, hd], p.body));
  const columnWidth = (2 * hw - 5 - 2 * 2.5) / 3;
  for (let column = 1; column < 3; column++) {
    const x = -hw + 2.5 + column * columnWidth + (column - 1) * 2.5;
    // Two pieces, not one through the shelf: interpenetrating parts cannot be depth-sorted.
    solids.push(box([x, 8.5, -hd, x + 2.5, 42, hd], p.body), box([x, 44.5, -hd, x + 2.5, 78, hd], p.body));
  }
  const binColours = playfulColours;
  let colourIndex = 0;
  for (const y of [8.5, 44.5]) {
    for (let column = 0; column < 3; column++) {
      const x0 = -hw + 2.5 + column * (columnWidth + 2.5) + 1.2;
      const colour = binColours[colourIndex++ % binColours.length] ?? p.cream;
      const pulled = column === 1 && y > 40 ? 8 : 0;
      const bin: Bounds = [x0, y + 0.5, -hd + 2, x0 + columnWidth - 2.4, y + 30, hd - 1 + pulled];
      const binMesh = roundBox(bin, 2, "xy", colour);
      decorate(binMesh, faceOf(bin, "front"), [
        mark.roundRect(
          (columnWidth - 2.4) / 2 - 6,
          21,
          (columnWidth - 2.4) / 2 + 6,
          25.5,
          2.2,
          mix(colour, SHADOW, 0.55),
        ),
      ]);
      solids.push(binMesh);
    }
  }
  solids.push(ball([-28, 88, 0], 7, [235, 90, 80]));
  const blocks: [number, Rgb][] = [
    [12, [92, 170, 180]],
    [22, [242, 196, 76]],
  ];
  for (const [x, colour] of blocks)
    solids.push(roundBox([x - 4.5, 81, -4.5, x + 4.5, 90, 4.5], 1.2, "xy", colour));
  solids.push(roundBox([12.5, 90, -4, 21.5, 99, 5], 1.2, "xy", [235, 122, 104]));
  return {
    solids,
    detail: { focus: [0, 70, 22], zoom: 2.6, yaw: 28, pitch: 16 },
    scene: "kids",
    againstWall: true,
  };
}

function studyChair(p: Palette): Model {
  const solids: Solid[] = [...castorBase(28, p.metal, p.metalDark)];
  solids.push(cylinder("y", [0, 20, 0], 3.2, 14, p.metal, 14));
  solids.push(cylinder("y", [0, 33, 0], 2.2, 12, p.metal, 12));
  solids.push(box([-9, 38, -10, 9, 41, 9], p.metalDark));
  solids.push(cushionBox([-22, 41, -21, 22, 49, 21], 6, p.body, p.seam));
  const spine: Solid[] = [box([-3, 38, -28, 3, 41, -10], p.metal), box([-3, 38, -28, 3, 62, -25], p.metal)];
  const backBounds: Bounds = [-21, 56, -30, 21, 86, -24];
  const back = prism("xy", roundRectProfile(-21, 56, 21, 86, 13), -30, -24, p.body);
  decorate(back, faceOf(backBounds, "front"), [
    mark.roundRect(4, 4, 38, 26, 10, p.bodyLight),
    mark.segment(21, 5, 21, 25, p.seam, 0.4, { dash: [1.2, 0.9] }),
  ]);
  solids.push(...rotate([...spine, back], "x", -6, [0, 41, -24]));
  return {
    solids,
    detail: { focus: [0, 60, -10], zoom: 2.6, yaw: 30, pitch: 18 },
    scene: "kids",
    againstWall: false,
  };
}

const modelBuilders: Record<FurnitureKind, (palette: Palette) => Model> = {
  sofa,
  "coffee-table": coffeeTable,
  "tv-unit": tvUnit,
  "side-table": sideTable,
  recliner,
  bed,
  wardrobe,
  mattress,
  "dressing-table": dressingTable,
  "dining-set": diningSet,
  "dining-table": diningTable,
  "dining-chair": diningChair,
  "crockery-unit": crockeryUnit,
  "office-chair": officeChair,
  "office-table": officeTable,
  "filing-cabinet": filingCabinet,
  bookcase,
  "kitchen-cabinet": kitchenCabinet,
  "bar-stool": barStool,
  "kitchen-trolley": kitchenTrolley,
  "plastic-chair": plasticChair,
  "garden-set": gardenSet,
  swing,
  "kids-bed": kidsBed,
  "study-table": studyTable,
  "toy-storage": toyStorage,
  "study-chair": studyChair,
};

// ---------------------------------------------------------------------------------------------
// Room scenes

interface RoomStyle {
  wall: Rgb;
  floor: Rgb;
  floorLine: Rgb;
  floorPattern: "planks" | "tiles" | "grass";
  rug: Rgb | null;
}

function roomStyle(scene: SceneKind, p: Palette): RoomStyle {
  const bodyLight = luminance(p.body);
  // Wall colours chosen to stay calm behind any body colour; light bodies get a deeper wall.
  const wall: Rgb = bodyLight > 0.72 ? [205, 196, 182] : [238, 231, 219];
  switch (scene) {
    case "kitchen":
      return {
        wall: bodyLight > 0.72 ? [196, 205, 203] : [228, 234, 232],
        floor: [214, 210, 202],
        floorLine: [190, 185, 176],
        floorPattern: "tiles",
        rug: null,
      };
    case "outdoor":
      return {
        wall: [214, 232, 240],
        floor: [150, 186, 110],
        floorLine: [132, 168, 96],
        floorPattern: "grass",
        rug: null,
      };
    case "kids":
      return {
        wall: bodyLight > 0.72 ? [190, 206, 218] : [226, 236, 242],
        floor: [222, 196, 160],
        floorLine: [200, 172, 136],
        floorPattern: "planks",
        rug: [242, 214, 160],
      };
    case "office":
      return {
        wall,
        floor: [206, 184, 154],
        floorLine: [186, 162, 132],
        floorPattern: "planks",
        rug: [198, 194, 186],
      };
    default:
      return {
        wall,
        floor: [210, 178, 138],
        floorLine: [188, 155, 116],
        floorPattern: "planks",
        rug: mix(accent(p, 4), WHITE, 0.3),
      };
  }
}

const axes = [0, 1, 2] as const;

interface Extent {
  min: Vec3;
  max: Vec3;
}

function extentOf(solids: readonly Solid[]): Extent {
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

interface RoomScene {
  backdrop: Solid[];
  props: Solid[];
  /** Points that should fall inside the frame besides the furniture itself. */
  interest: Vec3[];
}

function roomScene(model: Model, extent: Extent, p: Palette): RoomScene {
  const style = roomStyle(model.scene, p);
  const backZ = extent.min[2] - (model.againstWall ? 3 : 55);
  const leftX = extent.min[0] - Math.max(60, Math.min(95, extent.max[1] * 0.9));
  const height = Math.max(270, extent.max[1] + 70);
  const backdrop: Solid[] = [];
  const props: Solid[] = [];
  const interest: Vec3[] = [];
  const far = 900;
  if (model.scene === "outdoor") {
    const lawn: Bounds = [leftX - far, -4, backZ - 40, extent.max[0] + far, 0, extent.max[2] + far];
    const grass = box(lawn, style.floor);
    backdrop.push(grass);
    const hedge = roundBox(
      [leftX - far, 0, backZ - 40, extent.max[0] + far, 120, backZ - 10],
      14,
      "zy",
      [104, 148, 84],
    );
    backdrop.push(hedge);
    const fence: Solid[] = [];
    for (let x = leftX - 200; x < extent.max[0] + 400; x += 14) {
      const picket: P2[] = [
        [x, 0],
        [x + 10, 0],
        [x + 10, 88],
        [x + 5, 95],
        [x, 88],
      ];
      fence.push(prism("xy", picket, backZ - 9, backZ - 6, [238, 232, 220]));
    }
    backdrop.push(
      ...fence,
      box([leftX - far, 60, backZ - 6, extent.max[0] + far, 66, backZ - 4], [226, 220, 206]),
    );
    const path: Bounds = [
      extent.min[0] - 20,
      0,
      extent.min[2] - 20,
      extent.max[0] + 20,
      0.6,
      extent.max[2] + 25,
    ];
    backdrop.push(box(path, [214, 200, 178]));
    const plantHeight = Math.max(60, Math.min(100, extent.max[1]));
    props.push(...pottedPlant(leftX + 40, backZ + 30, 0, plantHeight, p));
    // Frame generously outdoors: a lone chair should sit in a garden, not fill the picture.
    const spread = Math.max(0, 160 - (extent.max[0] - extent.min[0])) / 2;
    interest.push(
      [leftX - spread, 0, backZ],
      [extent.max[0] + 40 + spread, 0, extent.max[2] + 10],
      [leftX, 110, backZ - 40],
    );
    return { backdrop, props, interest };
  }
  const floorBounds: Bounds = [leftX, -4, backZ, extent.max[0] + far, 0, extent.max[2] + far];
  const floor = box(floorBounds, style.floor);
  const floorFrame = faceOf(floorBounds, "top");
  const floorMarks: Mark[] = [];
  if (style.floorPattern === "planks") {
    for (let v = 18; v < floorFrame.h; v += 18) {
      floorMarks.push(mark.segment(0, v, floorFrame.w, v, style.floorLine, 0.6));
      const offset = (Math.round(v / 18) % 3) * 40;
      for (let u = offset + 30; u < floorFrame.w; u += 120) {
        floorMarks.push(mark.segment(u, v, u, v - 18, style.floorLine, 0.6));
      }
    }
  } else {
    for (let v = 40; v < floorFrame.h; v += 40)
      floorMarks.push(mark.segment(0, v, floorFrame.w, v, style.floorLine, 0.7));
    for (let u = 40; u < floorFrame.w; u += 40)
      floorMarks.push(mark.segment(u, 0, u, floorFrame.h, style.floorLine, 0.7));
  }
  decorate(floor, floorFrame, floorMarks);
  backdrop.push(floor);
  const backWall: Bounds = [leftX - 10, -4, backZ - 10, extent.max[0] + far, height, backZ];
  const back = box(backWall, style.wall);
  const sideWall: Bounds = [leftX - 10, -4, backZ - 10, leftX, height, extent.max[2] + far];
  const side = box(sideWall, mix(style.wall, SHADOW, 0.06));
  const skirting = (b: Bounds) => box(b, WHITE);
  backdrop.push(
    back,
    side,
    skirting([leftX, 0, backZ, extent.max[0] + far, 8, backZ + 1.2]),
    skirting([leftX, 0, backZ, leftX + 1.2, 8, extent.max[2] + far]),
  );
  const windowX0 = extent.max[0] + 35;
  const windowBounds: Bounds = [windowX0, 95, backZ, windowX0 + 90, 215, backZ + 2];
  const windowMesh = box(windowBounds, WHITE);
  decorate(windowMesh, faceOf(windowBounds, "front"), [
    mark.rect(5, 5, 85, 115, [176, 214, 234], { unlit: true }),
    mark.rect(5, 5, 85, 40, [200, 228, 240], { unlit: true }),
    mark.poly(
      [
        [5, 5],
        [40, 5],
        [22, 28],
        [5, 20],
      ],
      [150, 196, 140],
      { unlit: true },
    ),
    mark.rect(43, 5, 47, 115, WHITE, { unlit: true }),
    mark.rect(5, 58, 85, 62, WHITE, { unlit: true }),
  ]);
  backdrop.push(windowMesh);
  backdrop.push(box([windowX0 - 6, 90, backZ, windowX0 + 96, 95, backZ + 7], WHITE));
  interest.push([windowX0 + 60, 160, backZ]);
  if (extent.max[1] < 140) {
    const artWidth = Math.min(90, (extent.max[0] - extent.min[0]) * 0.6);
    const artBottom = Math.max(extent.max[1] + 25, 120);
    const art: Bounds = [
      -artWidth / 2,
      artBottom,
      backZ,
      artWidth / 2,
      artBottom + artWidth * 0.7,
      backZ + 3,
    ];
    const artMesh = box(art, [58, 52, 48]);
    const frame = faceOf(art, "front");
    decorate(artMesh, frame, [
      mark.rect(3, 3, frame.w - 3, frame.h - 3, [244, 240, 232], { unlit: true }),
      mark.circle(frame.w * 0.65, frame.h * 0.62, frame.h * 0.13, accent(p, 0), { unlit: true }),
      mark.poly(
        [
          [6, 6],
          [frame.w * 0.45, frame.h * 0.55],
          [frame.w * 0.7, frame.h * 0.3],
          [frame.w - 6, frame.h * 0.5],
          [frame.w - 6, 6],
        ],
        accent(p, 2),
        { unlit: true, opacity: 0.85 },
      ),
    ]);
    backdrop.push(artMesh);
    interest.push([0, artBottom + artWidth * 0.7, backZ]);
  }
  if (style.rug) {
    const rug: Bounds = [
      extent.min[0] - 30,
      0,
      extent.min[2] - (model.againstWall ? -15 : 25),
      extent.max[0] + 30,
      0.8,
      extent.max[2] + 35,
    ];
    const rugMesh = box(rug, style.rug);
    const rugFrame = faceOf(rug, "top");
    decorate(rugMesh, rugFrame, [
      mark.outline(6, 6, rugFrame.w - 6, rugFrame.h - 6, mix(style.rug, SHADOW, 0.2), 1.6),
    ]);
    backdrop.push(rugMesh);
  }
  // A full-size plant would dwarf a stool; scale it with the piece so the product stays the subject.
  const plantHeight = Math.max(55, Math.min(110, extent.max[1] * 0.85));
  props.push(...pottedPlant(leftX + 32, backZ + 32, 0, plantHeight, p));
  interest.push([leftX + 10, 0, backZ + 30], [leftX + 32, plantHeight, backZ + 32]);
  return { backdrop, props, interest };
}

// ---------------------------------------------------------------------------------------------
// Camera, painter's sort and SVG output

interface Camera {
  toward: Vec3;
  right: Vec3;
  up: Vec3;
  light: Vec3;
}

function makeCamera(yawDegrees: number, pitchDegrees: number): Camera {
  const yaw = rad(yawDegrees);
  const pitch = rad(pitchDegrees);
  const toward: Vec3 = [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)];
  const right: Vec3 = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const up: Vec3 = [-Math.sin(yaw) * Math.sin(pitch), Math.cos(pitch), -Math.cos(yaw) * Math.sin(pitch)];
  // A studio key light that follows the camera (upper left, slightly in front), so every view is lit alike.
  const light = normalise(add(add(scale3(right, -0.55), scale3(up, 0.72)), scale3(toward, 0.42)));
  return { toward, right, up, light };
}

function shade(colour: Rgb, normal: Vec3, camera: Camera): Rgb {
  const d = dot(normal, camera.light);
  if (d >= 0.5) return mix(colour, WHITE, (d - 0.5) * 0.42);
  return mix(colour, SHADOW, (0.5 - d) * 0.36);
}

interface Screen {
  scale: number;
  tx: number;
  ty: number;
}

const CANVAS = { width: 1200, height: 900 } as const;

function project(point: Vec3, camera: Camera): P2 {
  return [dot(point, camera.right), -dot(point, camera.up)];
}

function toScreen(point: Vec3, camera: Camera, screen: Screen): P2 {
  const [x, y] = project(point, camera);
  return [x * screen.scale + screen.tx, y * screen.scale + screen.ty];
}

const n1 = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};

/** Room floors and fences run far past the frame; paths wholly off the canvas are not written. */
function offCanvas(points: readonly P2[], pad = 0): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return maxX < -pad || maxY < -pad || minX > CANVAS.width + pad || minY > CANVAS.height + pad;
}

function pathData(points: readonly P2[], closed: boolean): string {
  return (
    points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${n1(x)} ${n1(y)}`).join("") +
    (closed ? "Z" : "")
  );
}

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

function sortForPainting(solids: readonly Solid[], camera: Camera): Solid[] {
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

function fillAttributes(colour: Rgb, opacity: number | undefined, seamless: boolean): string {
  const fill = hex(colour);
  const alpha = opacity === undefined ? "" : ` fill-opacity="${n1(opacity)}"`;
  // A hairline stroke in the fill colour hides anti-aliasing seams between neighbouring faces.
  return seamless && opacity === undefined
    ? `fill="${fill}" stroke="${fill}"${alpha}`
    : `fill="${fill}"${alpha}`;
}

function drawSolid(solid: Solid, camera: Camera, screen: Screen, out: string[]): void {
  if (solid.type === "ball") {
    const [cx, cy] = toScreen(solid.c, camera, screen);
    const r = solid.r * screen.scale;
    const base = mix(solid.colour, SHADOW, 0.12);
    out.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${hex(base)}"/>`);
    out.push(
      `<circle cx="${n1(cx - r * 0.16)}" cy="${n1(cy - r * 0.18)}" r="${n1(r * 0.78)}" fill="${hex(solid.colour)}"/>`,
    );
    out.push(
      `<circle cx="${n1(cx - r * 0.36)}" cy="${n1(cy - r * 0.4)}" r="${n1(r * 0.24)}" fill="${hex(mix(solid.colour, WHITE, 0.45))}"/>`,
    );
    return;
  }
  if (solid.type === "wire") {
    const points = solid.pts.map((point) => toScreen(point, camera, screen));
    out.push(
      `<path d="${pathData(points, false)}" fill="none" stroke="${hex(solid.colour)}" stroke-width="${n1(solid.width * screen.scale)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    return;
  }
  const visible = solid.faces
    .map((face) => ({ face, facing: dot(face.n, camera.toward) }))
    .filter(({ facing }) => solid.twoSided || facing > 1e-6)
    .sort((a, b) => {
      if (a.face.cap !== b.face.cap) return a.face.cap ? 1 : -1;
      return dot(centroid(a.face.pts), camera.toward) - dot(centroid(b.face.pts), camera.toward);
    });
  for (const { face, facing } of visible) {
    const normal = facing < 0 ? scale3(face.n, -1) : face.n;
    const colour = solid.unlit ? solid.colour : shade(solid.colour, normal, camera);
    const points = face.pts.map((point) => toScreen(point, camera, screen));
    if (offCanvas(points, 2)) continue;
    out.push(`<path ${fillAttributes(colour, solid.opacity, true)} d="${pathData(points, true)}"/>`);
  }
  for (const decal of solid.decals) {
    if (dot(decal.n, camera.toward) <= 1e-6) continue;
    for (const shape of decal.shapes) {
      const colour = shape.unlit ? shape.colour : shade(shape.colour, decal.n, camera);
      const points = shape.pts.map((point) => toScreen(point, camera, screen));
      if (offCanvas(points, 2 + (shape.width ?? 0) * screen.scale)) continue;
      const opacity = shape.opacity === undefined ? "" : ` opacity="${n1(shape.opacity)}"`;
      if (shape.width === undefined) {
        out.push(`<path fill="${hex(colour)}"${opacity} d="${pathData(points, shape.closed)}"/>`);
      } else {
        const dash = shape.dash
          ? ` stroke-dasharray="${shape.dash.map((value) => n1(value * screen.scale)).join(" ")}"`
          : "";
        out.push(
          `<path fill="none" stroke="${hex(colour)}" stroke-width="${n1(Math.max(0.6, shape.width * screen.scale))}"${dash}${opacity} stroke-linecap="round" d="${pathData(points, shape.closed)}"/>`,
        );
      }
    }
  }
}

/**
 * Soft floor shadows: one wide pool under the whole piece and a darker spot under each foot. Each is
 * a unit circle mapped onto the floor ellipse's projection and filled with a fading radial
 * gradient; a blur filter looks the same but costs librsvg about three times the whole drawing.
 */
function floorShadows(solids: readonly Solid[], camera: Camera, screen: Screen): string[] {
  const extent = extentOf(solids);
  const ellipse = (cx: number, cz: number, rx: number, rz: number, fill: string): string => {
    const [ox, oy] = toScreen([cx, 0, cz], camera, screen);
    const [ux, uy] = project([rx, 0, 0], camera);
    const [vx, vy] = project([0, 0, rz], camera);
    const s = screen.scale;
    return `<circle r="1" fill="url(#${fill})" transform="matrix(${[ux * s, uy * s, vx * s, vy * s, ox, oy].map((v) => (Math.round(v * 1000) / 1000).toString()).join(" ")})"/>`;
  };
  const cx = (extent.min[0] + extent.max[0]) / 2;
  const cz = (extent.min[2] + extent.max[2]) / 2;
  const shapes = [
    ellipse(cx, cz, (extent.max[0] - extent.min[0]) * 0.66, (extent.max[2] - extent.min[2]) * 0.7, "pool"),
  ];
  for (const solid of solids) {
    if (solid.type === "wire") continue;
    const own = extentOf([solid]);
    if (own.min[1] > 1.5) continue;
    const w = own.max[0] - own.min[0];
    const d = own.max[2] - own.min[2];
    shapes.push(
      ellipse(
        (own.min[0] + own.max[0]) / 2,
        (own.min[2] + own.max[2]) / 2,
        w * 0.8 + 3,
        d * 0.8 + 3,
        "contact",
      ),
    );
  }
  return shapes;
}

function screenBounds(points: readonly Vec3[], camera: Camera): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    const [x, y] = project(point, camera);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

function solidPoints(solids: readonly Solid[]): Vec3[] {
  const points: Vec3[] = [];
  for (const solid of solids) {
    if (solid.type === "ball") {
      for (const offset of [
        [solid.r, 0, 0],
        [-solid.r, 0, 0],
        [0, solid.r, 0],
        [0, -solid.r, 0],
        [0, 0, solid.r],
        [0, 0, -solid.r],
      ] as const)
        points.push(add(solid.c, offset));
    } else if (solid.type === "wire") points.push(...solid.pts);
    else for (const face of solid.faces) points.push(...face.pts);
  }
  return points;
}

/** Scale and offset that fit the given points into a box on the canvas. */
function fit(
  points: readonly Vec3[],
  camera: Camera,
  area: { x0: number; y0: number; x1: number; y1: number },
): Screen {
  const [minX, minY, maxX, maxY] = screenBounds(points, camera);
  const scale = Math.min(
    (area.x1 - area.x0) / Math.max(1, maxX - minX),
    (area.y1 - area.y0) / Math.max(1, maxY - minY),
  );
  return {
    scale,
    tx: (area.x0 + area.x1) / 2 - ((minX + maxX) / 2) * scale,
    ty: (area.y0 + area.y1) / 2 - ((minY + maxY) / 2) * scale,
  };
}

interface Shot {
  yaw: number;
  pitch: number;
}

const productArea = { x0: 110, y0: 80, x1: 1090, y1: 790 } as const;

function shotFor(view: ImageView, model: Model): Shot {
  switch (view) {
    case "front":
      return { yaw: 0, pitch: model.frontPitch ?? 10 };
    case "angle":
      return { yaw: 34, pitch: 20 };
    case "side":
      // Not a pure profile: a sliver of the front keeps the piece readable (a bookcase is more than a slab).
      return { yaw: 74, pitch: model.sidePitch ?? 10 };
    case "detail":
      return { yaw: model.detail.yaw ?? 30, pitch: model.detail.pitch ?? 20 };
    case "room":
      return { yaw: 28, pitch: 16 };
  }
}

/** Where the product sits in the studio views; light bodies get a slightly deeper backdrop. */
function studioBackdrop(p: Palette): [Rgb, Rgb] {
  return luminance(p.body) > 0.78
    ? [
        [226, 221, 212],
        [208, 201, 190],
      ]
    : [
        [247, 244, 239],
        [234, 228, 219],
      ];
}

export interface FurnitureSvgOptions {
  /** Pixel size written on the root element; the drawing always uses a 1200×900 view box. */
  width?: number;
  height?: number;
}

/**
 * One product illustration as an SVG document: `kind` decides what is drawn, `colour` (#rrggbb)
 * the upholstery or finish, and `view` the camera (front, three-quarter angle, side profile, a
 * close-up detail, or the piece in a simple room).
 */
export function renderFurnitureSvg(
  kind: FurnitureKind,
  colour: string,
  view: ImageView,
  options: FurnitureSvgOptions = {},
): string {
  const palette = makePalette(colour);
  const model = modelBuilders[kind](palette);
  const shot = shotFor(view, model);
  const camera = makeCamera(shot.yaw, shot.pitch);
  const piece = model.solids;
  const width = options.width ?? CANVAS.width;
  const height = options.height ?? Math.round((width * CANVAS.height) / CANVAS.width);

  let screen: Screen;
  let backdrop: Solid[] = [];
  let props: Solid[] = [];
  if (view === "room") {
    const extent = extentOf(piece);
    const scene = roomScene(model, extent, palette);
    backdrop = scene.backdrop;
    props = scene.props;
    screen = fit([...solidPoints(piece), ...scene.interest], camera, { x0: 40, y0: 40, x1: 1160, y1: 860 });
  } else if (view === "detail") {
    const angle = fit(solidPoints(piece), makeCamera(34, 20), productArea);
    const scale = angle.scale * model.detail.zoom;
    const [fx, fy] = project(model.detail.focus, camera);
    screen = { scale, tx: CANVAS.width / 2 - fx * scale, ty: CANVAS.height / 2 - fy * scale };
  } else {
    screen = fit(solidPoints(piece), camera, productArea);
  }

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">`,
  );
  const [top, bottom] =
    view === "room" && model.scene === "outdoor"
      ? ([
          [178, 214, 236],
          [228, 240, 244],
        ] as const)
      : studioBackdrop(palette);
  const shadow = hex(SHADOW);
  out.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(top)}"/><stop offset="1" stop-color="${hex(bottom)}"/></linearGradient>` +
      `<radialGradient id="pool"><stop offset="0" stop-color="${shadow}" stop-opacity=".2"/><stop offset=".5" stop-color="${shadow}" stop-opacity=".12"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="contact"><stop offset="0" stop-color="${shadow}" stop-opacity=".34"/><stop offset=".45" stop-color="${shadow}" stop-opacity=".2"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient></defs>`,
  );
  out.push(`<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#bg)"/>`);
  for (const solid of sortForPainting(backdrop, camera)) drawSolid(solid, camera, screen, out);
  out.push(...floorShadows(piece, camera, screen));
  for (const solid of sortForPainting([...piece, ...props], camera)) drawSolid(solid, camera, screen, out);
  out.push("</svg>");
  return out.join("");
}
