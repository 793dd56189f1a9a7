// Dining-room furniture: dining set, dining table, dining chair and crockery unit.

import { accent, mix, SHADOW, WHITE, type Palette, type Rgb } from "./colour";
import {
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  mark,
  move,
  rotate,
  roundBox,
  squareLeg,
  type Bounds,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import { barHandle, cushionBox, knob, pottedPlantSprig, roundLegs, taperedLegs } from "./parts";

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

export function diningSet(p: Palette): Model {
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

export function diningTable(p: Palette): Model {
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

export function diningChair(p: Palette): Model {
  const solids = diningChairSolids(p.body, p.wood);
  return {
    solids,
    detail: { focus: [0, 48, 20], zoom: 2.6, yaw: 32, pitch: 24 },
    scene: "dining",
    againstWall: false,
  };
}

export function crockeryUnit(p: Palette): Model {
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
