// Kitchen furniture: kitchen cabinet, bar stool and kitchen trolley.

import { accent, mix, SHADOW, type Palette, type Rgb } from "./colour";
import {
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  loft,
  mark,
  squareLeg,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import { arcPanel, barHandle, fourCorners } from "./parts";

export function kitchenCabinet(p: Palette): Model {
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

export function barStool(p: Palette): Model {
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

export function kitchenTrolley(p: Palette): Model {
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
