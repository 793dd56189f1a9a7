// Dining-room furniture: dining set, dining table, dining chair and crockery unit.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, mix, SHADOW, WHITE, type Palette, type Rgb } from "./colour";
import {
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  lattice,
  mark,
  move,
  rotate,
  roundBox,
  squareLeg,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import { seatsOf } from "./living-room";
import type { Model } from "./model";
import { barHandle, cushionBox, fourCorners, knob, pottedPlantSprig, roundLegs, taperedLegs } from "./parts";

type ChairStyle = "cushioned" | "upholstered" | "cane-back";

/**
 * A dining chair: a frame (legs, rails, back posts), a seat and a back. `cover` is the seat's
 * cushion and an upholstered back; `back` a back panel that is part of the frame.
 */
function diningChairSolids(frame: Rgb, cover: Rgb, style: ChairStyle): Solid[] {
  const solids: Solid[] = [];
  const seam = mix(cover, SHADOW, 0.35);
  for (const [x, z] of [
    [-20, 18],
    [20, 18],
  ] as const) {
    solids.push(squareLeg([x, 0, z], [x, 44, z], 3, 3.6, frame));
  }
  for (const x of [-20, 20]) {
    solids.push(...rotate([box([x - 1.8, 0, -20, x + 1.8, 96, -16.4], frame)], "x", -6, [x, 44, -18]));
  }
  solids.push(box([-22, 40, -21, 22, 44, 21], frame));
  solids.push(cushionBox([-21, 44, -19, 21, 50, 21], 3, cover, seam));
  if (style === "cane-back") {
    // Woven cane in a frame of the chair's wood.
    const panel: Bounds = [-18.2, 56, -19.6, 18.2, 92, -17];
    const cane = box(panel, [214, 186, 132]);
    decorate(cane, faceOf(panel, "front"), [
      ...lattice(36.4, 36, 2.2, [168, 132, 80], 0.35),
      mark.outline(0, 0, 36.4, 36, frame, 2.4),
    ]);
    solids.push(...rotate([cane], "x", -6, [0, 44, -18]));
    return solids;
  }
  const backBounds: Bounds = [-18.5, 62, -20, 18.5, 92, -16.8];
  const backColour = style === "upholstered" ? cover : frame;
  solids.push(...rotate([roundBox(backBounds, 4, "xy", backColour)], "x", -6, [0, 44, -18]));
  if (style === "cushioned") {
    solids.push(...rotate([box([-18.2, 52, -19.6, 18.2, 56, -17], frame)], "x", -6, [0, 44, -18]));
  } else {
    const pad: Bounds = [-18.5, 50, -20, 18.5, 62, -16.8];
    solids.push(...rotate([roundBox(pad, 3, "xy", cover)], "x", -6, [0, 44, -18]));
  }
  return solids;
}

/** A dining table's top and legs: wood on tapered wooden legs, glass or steel on a steel frame. */
function diningTableSolids(p: Palette, design: FurnitureDesign, hw: number, hd: number, leaf = false): Solid[] {
  const solids: Solid[] = [];
  if (design.material === "wood") {
    solids.push(...taperedLegs(hw - 6, hd - 6, 72, p.frame, 4.5, 6));
    solids.push(box([-hw + 4, 64, -hd + 4, hw - 4, 72, hd - 4], p.bodyDark));
  } else {
    solids.push(...fourCorners(hw - 6, hd - 6).map(([x, z]) => squareLeg([x, 0, z], [x, 72, z], 3, 3, p.frame)));
    solids.push(box([-hw + 4, 68, -hd + 4, hw - 4, 72, hd - 4], p.frame));
  }
  const topBounds: Bounds = [-hw, 72, -hd, hw, 76, hd];
  if (design.material === "glass") {
    const pane = roundBox([-hw, 74.8, -hd, hw, 76, hd], 2, "xz", p.glass);
    pane.opacity = 0.55;
    solids.push(pane);
  } else {
    const top = roundBox(topBounds, 2, "xz", p.body);
    // An extendable table shows the joins of its middle leaf.
    if (leaf) decorate(top, faceOf(topBounds, "top"), [mark.segment(hw - 22, 0, hw - 22, 2 * hd, p.bodyDeep, 0.9), mark.segment(hw + 22, 0, hw + 22, 2 * hd, p.bodyDeep, 0.9)]);
    solids.push(top);
  }
  return solids;
}

function roundDiningTable(p: Palette, design: FurnitureDesign, radius: number): Solid[] {
  const solids: Solid[] = [
    frustum(0, 0, 0, 3, 30, 28, p.frame, 28),
    frustum(0, 0, 3, 70, 9, 6, p.frame, 20),
  ];
  if (design.material === "glass") {
    const pane = cylinder("y", [0, 75.4, 0], radius, 1.2, p.glass, 40);
    pane.opacity = 0.55;
    solids.push(cylinder("y", [0, 72, 0], 22, 4, p.frame, 24), pane);
  } else {
    solids.push(cylinder("y", [0, 72.5, 0], radius, 5, p.body, 40));
  }
  return solids;
}

/** A bench for one long side of a set: a padded seat on the set's frame. */
function benchSolids(p: Palette, halfWidth: number): Solid[] {
  const solids: Solid[] = taperedLegs(halfWidth - 5, 13, 42, p.frame, 3, 4);
  solids.push(box([-halfWidth, 38, -17, halfWidth, 44, 17], p.frame));
  solids.push(cushionBox([-halfWidth + 1, 44, -16, halfWidth - 1, 50, 16], 3, p.cushion, p.cushionSeam));
  return solids;
}

/** How many chairs each side of a set's table takes, and the table's half length. */
function diningLayout(shape: string): { perSide: number; ends: boolean; bench: boolean; halfLength: number } {
  const seats = seatsOf(shape, 4);
  const bench = shape.endsWith("bench");
  if (seats <= 2) return { perSide: 1, ends: false, bench: false, halfLength: 40 };
  if (seats === 4) return { perSide: 2, ends: false, bench: false, halfLength: 62 };
  if (seats === 6 && bench) return { perSide: 3, ends: false, bench: true, halfLength: 88 };
  if (seats === 6) return { perSide: 3, ends: false, bench: false, halfLength: 88 };
  return { perSide: 3, ends: true, bench: false, halfLength: 96 };
}

export function diningSet(p: Palette, design: FurnitureDesign): Model {
  const layout = diningLayout(design.shape);
  const hd = layout.perSide === 1 ? 36 : 46;
  const solids: Solid[] = [...diningTableSolids(p, design, layout.halfLength, hd)];
  const chair = diningChairSolids(p.frame, p.cushion, "cushioned");
  const spacing = layout.perSide === 1 ? 0 : (2 * layout.halfLength - 36) / (layout.perSide - 1);
  for (let index = 0; index < layout.perSide; index++) {
    const x = layout.perSide === 1 ? 0 : -layout.halfLength + 18 + index * spacing;
    solids.push(...move(chair, [x, 0, -hd - 10]));
    if (!layout.bench) solids.push(...move(rotate(chair, "y", 180), [x, 0, hd + 10]));
  }
  if (layout.bench) solids.push(...move(benchSolids(p, layout.halfLength - 8), [0, 0, hd + 20]));
  if (layout.ends) {
    solids.push(...move(rotate(chair, "y", 90), [-layout.halfLength - 10, 0, 0]));
    solids.push(...move(rotate(chair, "y", -90), [layout.halfLength + 10, 0, 0]));
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
    detail: { focus: [layout.halfLength / 2, 70, hd], zoom: 2.4, yaw: 28, pitch: 22 },
    scene: "dining",
    againstWall: false,
    frontPitch: 16,
  };
}

export function diningTable(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  if (design.shape === "round") {
    solids.push(...roundDiningTable(p, design, 56));
    solids.push(frustum(0, 0, 76.4, 84, 6, 8, accent(p, 0), 16), ...pottedPlantSprig(0, 0, 84, p));
    solids.push(frustum(-34, 14, 76.4, 78, 9, 11, p.white, 20), frustum(34, 14, 76.4, 78, 9, 11, p.white, 20));
  } else {
    const halfLength = design.shape === "4-seater" ? 62 : 90;
    solids.push(...diningTableSolids(p, design, halfLength, 46, design.shape === "extendable"));
    solids.push(box([-halfLength + 10, 76, -16, halfLength - 10, 76.4, 16], p.cream));
    solids.push(frustum(0, 0, 76.4, 84, 6, 8, accent(p, 0), 16));
    solids.push(...pottedPlantSprig(0, 0, 84, p));
    const plate = halfLength - 38;
    solids.push(frustum(-plate, 0, 76.4, 78, 9, 11, p.white, 20), frustum(plate, 0, 76.4, 78, 9, 11, p.white, 20));
  }
  return {
    solids,
    detail: { focus: [-20, 76, 8], zoom: 2.5, yaw: 26, pitch: 30 },
    scene: "dining",
    againstWall: false,
    frontPitch: 16,
  };
}

export function diningChair(p: Palette, design: FurnitureDesign): Model {
  const style: ChairStyle = design.shape === "cane-back" ? "cane-back" : design.shape === "upholstered" ? "upholstered" : "cushioned";
  const solids = diningChairSolids(p.frame, p.cushion, style);
  return {
    solids,
    detail: { focus: [0, 48, 20], zoom: 2.6, yaw: 32, pitch: 24 },
    scene: "dining",
    againstWall: false,
  };
}

/** Bottles and wine glasses on a bar cabinet's shelves. */
function barShelf(p: Palette, y: number): Solid[] {
  const solids: Solid[] = [];
  const bottles: Rgb[] = [
    [62, 96, 58],
    [120, 52, 40],
    [176, 132, 60],
  ];
  bottles.forEach((colour, index) => {
    const x = -36 + index * 11;
    solids.push(cylinder("y", [x, y + 10, -8], 3.2, 20, colour, 14), frustum(x, -8, y + 20, y + 27, 3.2, 1.2, colour, 12));
  });
  for (const x of [10, 20, 30]) {
    solids.push(frustum(x, -4, y, y + 1, 3, 3, p.glass, 12), cylinder("y", [x, y + 5, -4], 0.5, 8, p.glass, 8));
    solids.push(frustum(x, -4, y + 9, y + 15, 1.6, 3.4, p.glass, 14));
  }
  return solids;
}

export function crockeryUnit(p: Palette, design: FurnitureDesign): Model {
  if (design.shape === "sideboard") return sideboard(p);
  const bar = design.shape === "bar";
  const solids: Solid[] = [...roundLegs(44, 16, 8, p.frame, 1.8, 2.4)];
  const lower: Bounds = [-50, 8, -21, 50, 88, 21];
  const lowerMesh = box(lower, p.body);
  decorate(lowerMesh, faceOf(lower, "front"), [
    mark.segment(50, 1, 50, 79, p.seam, 0.5),
    mark.segment(1, 62, 99, 62, p.seam, 0.5),
    ...(bar
      ? // A bar cabinet keeps its bottles lying in a diamond rack behind the left door.
        [mark.rect(6, 6, 44, 56, p.bodyDeep), ...lattice(38, 50, 9.5, p.body, 1.4).map((m) => ({ ...m, pts: m.pts.map(([u, v]) => [u + 6, v + 6] as const) })), mark.outline(56, 6, 94, 56, p.seam, 0.4)]
      : [mark.outline(6, 6, 44, 56, p.seam, 0.4), mark.outline(56, 6, 94, 56, p.seam, 0.4)]),
  ]);
  solids.push(lowerMesh);
  for (const x of [-25, 25]) solids.push(...barHandle(x, 78, 21, 12, p.metal));
  solids.push(knob(-4, 50, 21, p.metal), knob(4, 50, 21, p.metal));
  solids.push(box([-51, 88, -22, 51, 91, 22], p.bodyDark));
  solids.push(box([-48, 91, -21, 48, 180, -19], p.bodyDeep));
  solids.push(box([-50, 91, -21, -48, 180, 12], p.body), box([48, 91, -21, 50, 180, 12], p.body));
  solids.push(box([-51, 180, -22, 51, 185, 13], p.body));
  for (const y of [120, 150]) solids.push(box([-48, y, -19, 48, y + 2, 11], p.body));
  if (bar) {
    for (const y of [91, 122, 152]) solids.push(...barShelf(p, y));
  } else {
    for (const [y, kind] of [
      [91, "plates"],
      [122, "cups"],
      [152, "bowls"],
    ] as const) {
      for (let index = 0; index < 5; index++) {
        const x = -38 + index * 19;
        if (kind === "plates") {
          solids.push(...rotate([cylinder("z", [x, y + 11, -14], 10, 1.4, p.white, 20)], "x", -10, [x, y, -14]));
        } else if (kind === "cups") {
          solids.push(frustum(x, -4, y, y + 8, 3.2, 4, index % 2 ? p.white : accent(p, 2), 14));
        } else {
          solids.push(frustum(x, -6, y, y + 6, 4, 8, p.white, 16));
        }
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

/** A long, low sideboard: drawers over doors, on short legs, dressed with a bowl and a vase. */
function sideboard(p: Palette): Model {
  const solids: Solid[] = [...taperedLegs(70, 17, 12, p.frame, 2.6, 3.6)];
  const bounds: Bounds = [-76, 12, -22, 76, 78, 22];
  const body = box(bounds, p.body);
  const marks: Mark[] = [];
  for (let index = 1; index < 4; index++) marks.push(mark.segment(index * 38, 1, index * 38, 65, p.seam, 0.5));
  marks.push(mark.segment(1, 50, 151, 50, p.seam, 0.5));
  decorate(body, faceOf(bounds, "front"), marks);
  solids.push(body, box([-77, 78, -23, 77, 81, 23], p.bodyDark));
  for (let index = 0; index < 4; index++) {
    const x = -76 + index * 38 + 19;
    solids.push(...barHandle(x, 70, 22, 12, p.metal), knob(index % 2 ? x - 15 : x + 15, 38, 22, p.metal));
  }
  solids.push(frustum(-40, 0, 81, 88, 8, 16, p.white, 20), ball([-42, 89, 0], 3.6, accent(p, 0)), ball([-36, 89, 3], 3.6, p.green));
  solids.push(frustum(44, -4, 81, 104, 5, 3.4, accent(p, 1), 16), ...pottedPlantSprig(44, -4, 104, p));
  return {
    solids,
    detail: { focus: [-19, 60, 22], zoom: 2.8, yaw: 22, pitch: 12 },
    scene: "dining",
    againstWall: true,
  };
}
