// Parts shared by several kinds of furniture: legs, handles, knobs, cushions, castors, curved
// panels, and the plants and books that dress shelves, tables and rooms.

import { mulberry32 } from "../../lib/mulberry32";
import { mix, WHITE, type Palette, type Rgb } from "./colour";
import {
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  mark,
  move,
  normalise,
  prism,
  rad,
  rotate,
  roundBox,
  sheet,
  squareLeg,
  sub,
  type Bounds,
  type FaceFrame,
  type Mesh,
  type P2,
  type Solid,
  type Vec3,
} from "./geometry";

/** Deterministic pseudo-random numbers so books and toys vary but never change. */
const seeded = mulberry32;

export const fourCorners = (hx: number, hz: number): [number, number][] => [
  [-hx, -hz],
  [hx, -hz],
  [-hx, hz],
  [hx, hz],
];

export function roundLegs(hx: number, hz: number, height: number, colour: Rgb, r0 = 1.8, r1 = 2.6): Solid[] {
  return fourCorners(hx, hz).map(([x, z]) => frustum(x, z, 0, height, r0, r1, colour, 12));
}

export function taperedLegs(hx: number, hz: number, height: number, colour: Rgb, s0 = 3, s1 = 4.5): Solid[] {
  return fourCorners(hx, hz).map(([x, z]) => squareLeg([x, 0, z], [x, height, z], s0, s1, colour));
}

/** A bar handle standing proud of a front face at z. */
export function barHandle(
  x: number,
  y: number,
  z: number,
  length: number,
  colour: Rgb,
  vertical = false,
): Solid[] {
  const half = length / 2;
  return vertical
    ? [box([x - 0.7, y - half, z, x + 0.7, y + half, z + 1.6], colour)]
    : [box([x - half, y - 0.7, z, x + half, y + 0.7, z + 1.6], colour)];
}

export function knob(x: number, y: number, z: number, colour: Rgb, r = 1.4): Solid {
  return ball([x, y, z + r * 0.6], r, colour);
}

export function pottedPlant(x: number, z: number, y: number, height: number, palette: Palette): Solid[] {
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

export function book(
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

export const bookColours: Rgb[] = [
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
export function bookRow(
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

export function cushionBox(bounds: Bounds, radius: number, colour: Rgb, seam: Rgb, stitch = true): Mesh {
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

export function pottedPlantSprig(x: number, z: number, y: number, p: Palette): Solid[] {
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

export function castorBase(radius: number, colour: Rgb, castor: Rgb): Solid[] {
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
export function arcPanel(
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
