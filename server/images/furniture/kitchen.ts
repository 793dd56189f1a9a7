// Kitchen furniture: kitchen cabinet, bar stool and kitchen trolley.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, mix, SHADOW, type Palette, type Rgb } from "./colour";
import {
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  mark,
  squareLeg,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import { arcPanel, barHandle, fourCorners } from "./parts";

/** Steel dabbas and glass jars of atta, rice and dal, along a shelf. */
function dabbas(p: Palette, x0: number, x1: number, y: number, z: number, height: number): Solid[] {
  const solids: Solid[] = [];
  const grains: Rgb[] = [
    [236, 224, 196],
    [214, 170, 80],
    [196, 120, 60],
  ];
  let index = 0;
  for (let x = x0 + 7; x < x1 - 6; x += 13, index++) {
    if (index % 2 === 0) {
      solids.push(cylinder("y", [x, y + height / 2, z], 5, height, p.metal, 16), cylinder("y", [x, y + height + 0.8, z], 5.4, 1.6, p.metalDark, 16));
    } else {
      const jar = cylinder("y", [x, y + height / 2 - 1, z], 4.6, height - 2, grains[index % grains.length] ?? p.cream, 16);
      solids.push(jar, cylinder("y", [x, y + height - 1, z], 4.8, 2, accent(p, 0), 16));
    }
  }
  return solids;
}

/** A cabinet front: doors and drawers drawn on one face, with their handles. */
function cabinetFront(p: Palette, bounds: Bounds, rows: readonly { height: number; doors: number }[]): Solid[] {
  const [x0, y0, , x1, y1, z1] = bounds;
  const carcass = box(bounds, p.body);
  const marks: Mark[] = [];
  const handles: Solid[] = [];
  const width = x1 - x0;
  let v = 0;
  const total = y1 - y0;
  for (const row of rows) {
    const h = row.height * total;
    if (v > 0) marks.push(mark.segment(1, v, width - 1, v, p.seam, 0.5));
    for (let index = 1; index < row.doors; index++) marks.push(mark.segment((index * width) / row.doors, v + 1, (index * width) / row.doors, v + h - 1, p.seam, 0.5));
    for (let index = 0; index < row.doors; index++) {
      const tall = h > 30;
      const left = x0 + (index * width) / row.doors;
      const right = x0 + ((index + 1) * width) / row.doors;
      const x = row.doors === 1 ? (left + right) / 2 : index % 2 === 0 ? right - 4 : left + 4;
      handles.push(...barHandle(tall && row.doors > 1 ? x : (left + right) / 2, y0 + v + (tall ? h / 2 : h / 2), z1, tall ? 18 : 12, p.metal, tall && row.doors > 1));
    }
    v += h;
  }
  decorate(carcass, faceOf(bounds, "front"), marks);
  return [carcass, ...handles];
}

export function kitchenCabinet(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  let focus: [number, number, number] = [0, 100, 20];
  switch (design.shape) {
    case "wall-mounted": {
      // A wall unit above a tiled splashback: two doors, one glazed, nothing on the floor.
      const splash: Bounds = [-52, 100, -22, 52, 200, -20];
      const splashMesh = box(splash, [243, 240, 233]);
      const tiles: Mark[] = [];
      for (let v = 7.5; v < 100; v += 7.5) tiles.push(mark.segment(0, v, 104, v, [216, 211, 201], 0.35));
      decorate(splashMesh, faceOf(splash, "front"), tiles);
      solids.push(splashMesh);
      solids.push(...cabinetFront(p, [-40, 130, -20, 40, 190, 10], [{ height: 1, doors: 2 }]));
      const pane = box([2, 134, 10, 38, 186, 10.8], p.glass);
      pane.opacity = 0.45;
      solids.push(pane);
      solids.push(...dabbas(p, 2, 38, 146, 0, 12));
      focus = [20, 160, 10];
      break;
    }
    case "rack": {
      // An open steel rack: four posts, wire shelves, dabbas and jars.
      for (const [x, z] of fourCorners(29, 16)) solids.push(cylinder("y", [x, 60, z], 1.2, 120, p.body, 10));
      for (const y of [6, 42, 78, 114]) {
        const shelf: Bounds = [-30, y, -17, 30, y + 1.5, 17];
        const mesh = box(shelf, p.body);
        const wires: Mark[] = [];
        for (let u = 4; u < 60; u += 4) wires.push(mark.segment(u, 1, u, 33, p.bodyDark, 0.5));
        decorate(mesh, faceOf(shelf, "top"), wires);
        solids.push(mesh);
        if (y < 110) solids.push(...dabbas(p, -30, 30, y + 1.5, 0, 16));
      }
      focus = [0, 60, 16];
      break;
    }
    case "pantry": {
      // A tall pantry with its left door open on shelves of provisions.
      solids.push(box([-44, 0, -21, 44, 6, 21], p.bodyDeep));
      solids.push(box([-45, 6, -23, -43, 190, 22], p.body), box([43, 6, -23, 45, 190, 22], p.body));
      solids.push(box([-43, 6, -23, 43, 190, -21], p.bodyDeep), box([-45, 190, -23, 45, 194, 22], p.body));
      for (const y of [6, 48, 90, 132]) solids.push(box([-43, y, -21, 0, y + 2, 21], p.body));
      for (const y of [8, 50, 92, 134]) solids.push(...dabbas(p, -43, 0, y, 2, 18));
      solids.push(...cabinetFront(p, [0, 6, -21, 43, 190, 22], [{ height: 0.25, doors: 1 }, { height: 0.75, doors: 1 }]));
      const door: Solid[] = [box([-43, 8, 22, -41, 188, 64], p.body), ...barHandle(-44.5, 110, 56, 20, p.metal, true)];
      solids.push(...door);
      focus = [-20, 110, 10];
      break;
    }
    default: {
      // A freestanding storage cabinet: doors above and below an open shelf of dabbas, drawers at the foot.
      solids.push(box([-39, 0, -19, 39, 6, 19], p.bodyDeep));
      solids.push(...cabinetFront(p, [-40, 6, -20, 40, 62, 20], [{ height: 0.35, doors: 2 }, { height: 0.65, doors: 2 }]));
      solids.push(box([-40, 62, -20, -38, 96, 20], p.body), box([38, 62, -20, 40, 96, 20], p.body), box([-38, 62, -20, 38, 96, -18], p.bodyDeep));
      solids.push(...dabbas(p, -38, 38, 62, 0, 18));
      solids.push(...cabinetFront(p, [-40, 96, -20, 40, 180, 20], [{ height: 1, doors: 2 }]));
      focus = [0, 78, 18];
    }
  }
  return {
    solids,
    detail: { focus, zoom: 2.6, yaw: 26, pitch: 20 },
    scene: "kitchen",
    againstWall: true,
    onWall: design.shape === "wall-mounted",
  };
}

export function barStool(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  const seatColour = p.body;
  if (design.shape === "gas-lift") {
    // A round chrome base, a gas-lift column with a footrest ring, the seat on top.
    solids.push(frustum(0, 0, 0, 2.4, 21, 20, p.metal, 28), cylinder("y", [0, 40, 0], 2.6, 74, p.metal, 14));
    solids.push(cylinder("y", [0, 30, 0], 16, 1.6, p.metal, 28), cylinder("y", [0, 30, 0], 14, 1.8, p.metalDark, 28));
    solids.push(cylinder("y", [0, 72, 0], 6, 4, p.metalDark, 18));
  } else {
    for (const [x, z] of fourCorners(1, 1)) {
      solids.push(squareLeg([x * 20, 0, z * 20], [x * 12, 70, z * 12], 2.6, 2.6, p.frame));
    }
    const at = (t: number) => 20 - 8 * t;
    const rail = at(26 / 70);
    solids.push(
      box([-rail, 24.5, rail - 1.2, rail, 27, rail + 1.2], p.frame),
      box([-rail, 24.5, -rail - 1.2, rail, 27, -rail + 1.2], p.frame),
      box([rail - 1.2, 24.5, -rail, rail + 1.2, 27, rail], p.frame),
      box([-rail - 1.2, 24.5, -rail, -rail + 1.2, 27, rail], p.frame),
    );
    solids.push(cylinder("y", [0, 71.5, 0], 17, 3, p.frame, 24));
  }
  const seat = cylinder("y", [0, 77, 0], 19, 8, seatColour, 28);
  solids.push(seat);
  solids.push(...arcPanel(20, 17, 25, 155, 8, 82, 96, seatColour));
  for (const x of [-10, 10]) solids.push(box([x - 1, 78, -17.5, x + 1, 86, -15.5], p.frame));
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

/** A trolley's four corner posts and castors: round steel tubes, or square wooden posts. */
function trolleyFrame(p: Palette, design: FurnitureDesign, hx: number, hz: number, height: number): Solid[] {
  const solids: Solid[] = [];
  for (const [x, z] of fourCorners(hx, hz)) {
    solids.push(
      design.material === "wood"
        ? box([x - 1.8, 8, z - 1.8, x + 1.8, height, z + 1.8], p.frame)
        : cylinder("y", [x, (8 + height) / 2, z], 1.2, height - 8, p.frame, 10),
    );
    solids.push(cylinder("x", [x, 3.4, z], 3.4, 2.6, p.black, 14), box([x - 1.5, 5, z - 1.5, x + 1.5, 8, z + 1.5], p.metalDark));
  }
  return solids;
}

export function kitchenTrolley(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  if (design.shape === "island") {
    // A worktop on wheels: a drawer under the top, an open shelf, a towel rail at the side.
    solids.push(...trolleyFrame(p, design, 46, 22, 86));
    const drawer: Bounds = [-46, 72, -22, 46, 86, 22];
    const drawerMesh = box(drawer, p.body);
    decorate(drawerMesh, faceOf(drawer, "front"), [mark.segment(46, 1, 46, 13, p.seam, 0.5)]);
    solids.push(drawerMesh, ...barHandle(-23, 79, 22, 12, p.metal), ...barHandle(23, 79, 22, 12, p.metal));
    solids.push(box([-50, 86, -25, 50, 90, 25], design.material === "wood" ? p.bodyLight : p.stone));
    solids.push(box([-44, 14, -20, 44, 16, 20], p.body), box([-44, 44, -20, 44, 46, 20], p.body));
    solids.push(...dabbas(p, -44, 0, 46, 0, 14), ...dabbas(p, -44, 40, 16, 0, 18));
    solids.push(cylinder("z", [52, 80, 0], 0.8, 36, p.metal, 8), box([49, 78, -17, 52, 82, -15], p.metal), box([49, 78, 15, 52, 82, 17], p.metal));
    solids.push(frustum(-20, 0, 90, 97, 9, 12, p.white, 20), ball([-22, 98, 0], 3.6, [232, 131, 40]), ball([-16, 98, 3], 3.6, [196, 48, 52]));
    return {
      solids,
      detail: { focus: [0, 82, 22], zoom: 2.6, yaw: 28, pitch: 22 },
      scene: "kitchen",
      againstWall: false,
    };
  }
  solids.push(...trolleyFrame(p, design, 26.4, 17, 86));
  const levels = [14, 42, 70];
  for (const y of levels) solids.push(...tray(-25, y, -16, 25, 16, 10, p.body, p.bodyDeep));
  solids.push(cylinder("x", [0, 90, -17], 1.2, 56, p.frame, 10));
  for (const x of [-26, 26]) solids.push(box([x - 1.2, 84, -18, x + 1.2, 90, -16], p.frame));
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
