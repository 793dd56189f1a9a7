// Outdoor furniture: plastic chair, garden set and swing.

import { accent, mix, SHADOW, type Palette, type Rgb } from "./colour";
import {
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  lattice,
  loft,
  mark,
  move,
  ring,
  rotate,
  roundBox,
  squareLeg,
  wire,
  type Bounds,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import { arcPanel, cushionBox, roundLegs } from "./parts";

export function plasticChair(p: Palette): Model {
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

export function gardenSet(p: Palette): Model {
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

export function swing(p: Palette): Model {
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
