// Office furniture: office chair, office table, filing cabinet and bookcase.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, type Palette } from "./colour";
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
  prism,
  rotate,
  roundBox,
  roundRectProfile,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import { seatsOf } from "./living-room";
import type { Model } from "./model";
import { barHandle, bookColours, bookRow, castorBase, cushionBox, fourCorners, pottedPlant } from "./parts";

/** What covers a chair's back: woven mesh on its frame, stitched fabric, or channelled leather. */
export function backCover(p: Palette, design: FurnitureDesign, w: number, h: number): Mark[] {
  if (design.material === "mesh") {
    const weave = lattice(w - 4, h - 4, 3.2, p.seam, 0.3)
      .map((m) => ({ ...m, pts: m.pts.map(([u, v]) => [u + 2, v + 2] as const) }))
      .filter((m) => m.pts.every(([u, v]) => u >= 3 && u <= w - 3 && v >= 3 && v <= h - 3));
    return [mark.roundRect(2, 2, w - 2, h - 2, 10, p.body), ...weave, mark.roundRect(10, 8, w - 10, 20, 5, p.bodyDark)];
  }
  if (design.material === "leather") {
    const channels: Mark[] = [mark.roundRect(2, 2, w - 2, h - 2, 10, p.body)];
    for (let v = 12; v < h - 6; v += 9) channels.push(mark.segment(6, v, w - 6, v, p.bodyDark, 0.5));
    return channels;
  }
  return [
    mark.roundRect(2, 2, w - 2, h - 2, 10, p.body),
    mark.roundRect(6, 6, w - 6, h - 6, 8, p.bodyLight),
    mark.segment(w / 2, 7, w / 2, h - 7, p.seam, 0.4, { dash: [1.2, 0.9] }),
  ];
}

export function officeChair(p: Palette, design: FurnitureDesign): Model {
  const gaming = design.shape === "gaming";
  const midBack = design.shape === "mid-back";
  const solids: Solid[] = [...castorBase(33, p.black, p.black)];
  solids.push(cylinder("y", [0, 22, 0], 3.6, 16, p.black, 14));
  solids.push(cylinder("y", [0, 36, 0], 2.4, 14, p.metal, 12));
  solids.push(box([-11, 42, -12, 11, 46, 10], p.black));
  solids.push(cushionBox([-25, 46, -24, 25, 54, 25], 5, p.body, p.seam, design.material !== "leather"));
  solids.push(box([-3.5, 40, -34, 3.5, 44, -12], p.black));
  const backGroup: Solid[] = [box([-3.5, 40, -34, 3.5, 70, -30], p.black)];
  if (gaming) {
    // A racing seat's tall back with side bolsters, its edges in black, and a lumbar pillow.
    const backBounds: Bounds = [-24, 54, -34, 24, 132, -29];
    const back = prism("xy", roundRectProfile(-24, 54, 24, 132, 8), -34, -29, p.black);
    decorate(back, faceOf(backBounds, "front"), [
      mark.roundRect(10, 4, 38, 74, 6, p.body),
      mark.rect(18, 60, 30, 66, p.black),
      mark.rect(20, 52, 28, 56, p.black),
    ]);
    backGroup.push(back);
    for (const side of [-1, 1]) backGroup.push(roundBox([side * 24 - 4, 58, -32, side * 24 + 4, 100, -22], 3, "zy", p.black));
    backGroup.push(roundBox([-12, 62, -29, 12, 74, -23], 5, "xy", p.body));
  } else {
    const top = midBack ? 100 : 114;
    const backBounds: Bounds = [-24, 58, -33, 24, top, -30];
    const back = prism("xy", roundRectProfile(-24, 58, 24, top, 12), -33, -30, p.black);
    decorate(back, faceOf(backBounds, "front"), backCover(p, design, 48, top - 58));
    backGroup.push(back);
    if (!midBack) {
      backGroup.push(box([-3, 110, -33, 3, 118, -31], p.black));
      backGroup.push(roundBox([-15, 116, -34, 15, 128, -29], 5, "xy", p.body));
    }
  }
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

/** The drawer pedestal under a desk's right end. */
function deskPedestal(p: Palette, x0: number, x1: number, z0: number, z1: number, y0: number): Solid[] {
  const pedestal: Bounds = [x0, y0, z0, x1, 72, z1];
  const mesh = box(pedestal, p.body);
  const h = 72 - y0;
  decorate(mesh, faceOf(pedestal, "front"), [
    mark.segment(1, h / 3, x1 - x0 - 1, h / 3, p.seam, 0.5),
    mark.segment(1, (2 * h) / 3, x1 - x0 - 1, (2 * h) / 3, p.seam, 0.5),
  ]);
  const solids: Solid[] = [mesh];
  for (let index = 0; index < 3; index++) solids.push(...barHandle((x0 + x1) / 2, y0 + ((index + 0.5) * h) / 3, z1, 14, p.metal));
  return solids;
}

/** A desk's supports: wooden side panels, or a steel sled frame in the desk's colour. */
function deskEnds(p: Palette, design: FurnitureDesign, xs: readonly number[], z0: number, z1: number): Solid[] {
  const solids: Solid[] = [];
  for (const x of xs) {
    if (design.material === "wood") {
      solids.push(box([x - 2, 0, z0, x + 2, 72, z1], p.body));
    } else {
      solids.push(box([x - 2.5, 0, z0 - 2, x + 2.5, 3, z1 + 2], p.frame));
      solids.push(box([x - 2, 3, z0 + 2, x + 2, 72, z0 + 6], p.frame), box([x - 2, 3, z1 - 6, x + 2, 72, z1 - 2], p.frame));
      solids.push(box([x - 2, 68, z0 + 6, x + 2, 72, z1 - 6], p.frame));
    }
  }
  return solids;
}

export function officeTable(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  let focus: [number, number, number] = [44, 53, 30];
  if (design.shape === "height-adjustable") {
    // Two telescopic columns on T-feet, a motor box and its keypad under the front edge.
    for (const x of [-56, 56]) {
      solids.push(box([x - 3, 0, -30, x + 3, 4, 30], p.frame));
      solids.push(box([x - 3.5, 4, -4, x + 3.5, 40, 4], p.frame), box([x - 2.8, 40, -3.2, x + 2.8, 70, 3.2], p.frameLight));
      solids.push(box([x - 2, 70, -28, x + 2, 73, 28], p.frame));
    }
    solids.push(box([-56, 68, -2, 56, 72, 2], p.frame));
    solids.push(roundBox([-70, 73, -36, 70, 76, 36], 1.5, "xz", p.bodyLight));
    solids.push(box([44, 70, 30, 56, 73, 36], p.black));
    focus = [50, 60, 33];
  } else if (design.shape === "l-shaped") {
    // The main top across, its return running forward on the right, drawers under the corner.
    solids.push(...deskEnds(p, design, [-70], -34, 34));
    solids.push(...deskEnds(p, design, [70], 36, 96));
    solids.push(box([-68, 40, -34, 40, 70, -32], p.bodyDark));
    solids.push(...deskPedestal(p, 40, 72, -34, 34, 30));
    solids.push(roundBox([-72, 72, -36, 72, 75, 36], 1.5, "xz", p.body));
    solids.push(roundBox([12, 72, 36, 72, 75, 98], 1.5, "xz", p.body));
  } else {
    solids.push(...deskEnds(p, design, [-66], -34, 34));
    solids.push(box([-64, 40, -28, 26, 70, -26], p.bodyDark));
    solids.push(...deskPedestal(p, 26, 62, -28, 30, design.material === "wood" ? 0 : 34));
    if (design.material !== "wood") solids.push(...deskEnds(p, design, [66], -34, 34));
    solids.push(roundBox([-72, 72, -36, 72, 75, 36], 1.5, "xz", p.body));
  }
  const topY = design.shape === "height-adjustable" ? 76 : 75;
  solids.push(...laptop(-12, 4, topY, p));
  solids.push(frustum(34, 8, topY, topY + 9, 3.8, 4, accent(p, 0), 14));
  solids.push(...pottedPlant(56, -18, topY, 34, p));
  return {
    solids,
    detail: { focus, zoom: 2.6, yaw: 24, pitch: 18 },
    scene: "office",
    againstWall: false,
    frontPitch: 14,
  };
}

export function filingCabinet(p: Palette, design: FurnitureDesign): Model {
  const pedestal = design.shape === "pedestal";
  const drawers = pedestal ? 3 : seatsOf(design.shape, 4);
  // A pedestal rolls under a desk: low, on castors, two shallow drawers over a file drawer.
  const height = pedestal ? 58 : 5 + drawers * 31.75;
  const hw = pedestal ? 20 : 23.5;
  const base = pedestal ? 6 : 5;
  const solids: Solid[] = [];
  if (pedestal) {
    for (const [x, z] of fourCorners(hw - 4, 22)) {
      solids.push(cylinder("x", [x, 2.8, z], 2.8, 2.4, p.black, 12), box([x - 1.2, 4.4, z - 1.2, x + 1.2, 6, z + 1.2], p.metalDark));
    }
  } else {
    solids.push(box([-hw + 1.5, 0, -29, hw - 1.5, base, 29], p.bodyDeep));
  }
  const bounds: Bounds = [-hw, base, -27, hw, height, 27];
  const body = box(bounds, p.body);
  const marks: Mark[] = [];
  const tall = height - base;
  const fronts: [number, number][] = pedestal
    ? [
        [0, tall * 0.5],
        [tall * 0.5, tall * 0.75],
        [tall * 0.75, tall],
      ]
    : Array.from({ length: drawers }, (_, index) => [(index * tall) / drawers, ((index + 1) * tall) / drawers] as [number, number]);
  for (const [v0, v1] of fronts) {
    marks.push(mark.outline(1.2, v0 + 1.2, 2 * hw - 1.2, v1 - 1.2, p.seam, 0.45));
    if (!pedestal) {
      marks.push(mark.rect(hw - 6.5, v1 - 9, hw + 6.5, v1 - 5, p.cream));
      marks.push(mark.outline(hw - 6.5, v1 - 9, hw + 6.5, v1 - 5, p.metalDark, 0.35));
    }
  }
  marks.push(mark.circle(hw, tall - 2.5, 1.2, p.metal));
  decorate(body, faceOf(bounds, "front"), marks);
  solids.push(body);
  for (const [v0, v1] of fronts) {
    const y = base + (pedestal ? (v0 + v1) / 2 + 2 : v1 - 14);
    solids.push(box([-8, y - 1.2, 27, 8, y + 1.2, 29], p.metal));
  }
  return {
    solids,
    detail: { focus: [0, height - 22, 27], zoom: 3, yaw: 24, pitch: 16 },
    scene: "office",
    againstWall: true,
  };
}

/** Books, a plant or a vase on each shelf from y0 (shelf floors in `shelves`). */
function dressShelves(p: Palette, shelves: readonly number[], top: number, x0: number, x1: number, z0: number, z1: number): Solid[] {
  const solids: Solid[] = [];
  shelves.forEach((y, index) => {
    const next = shelves[index + 1] ?? top;
    const room = next - y - 2;
    if (room < 12) return;
    const middle = (x0 + x1) / 2;
    if (index % 3 === 2) {
      solids.push(...bookRow(x0, middle, y, z0 + 2, z1 - 4, room - 6, 11 + index));
      solids.push(...pottedPlant(x1 - 18, (z0 + z1) / 2, y, Math.min(room - 6, 32), p));
    } else if (index % 3 === 1) {
      solids.push(...bookRow(middle - 10, x1, y, z0 + 2, z1 - 4, room - 8, 11 + index));
      solids.push(frustum(x0 + 14, (z0 + z1) / 2, y, y + Math.min(14, room - 4), 5, 3, accent(p, 1), 14));
    } else {
      solids.push(...bookRow(x0, x1 - 20, y, z0 + 2, z1 - 4, room - 5, 11 + index));
      for (let layer = 0; layer < 3; layer++) {
        const bounds: Bounds = [x1 - 19, y + layer * 3.2, z0 + 3, x1 - 2, y + layer * 3.2 + 3, z1 - 6];
        solids.push(box(bounds, bookColours[(index + layer) % bookColours.length] ?? p.bodyDark));
      }
    }
  });
  return solids;
}

/** An open bookcase: wooden sides and back, or a steel frame of corner posts and cross braces. */
function openBookcase(p: Palette, design: FurnitureDesign, shelfCount: number, height: number, hw: number): Solid[] {
  const solids: Solid[] = [];
  const step = (height - 8) / shelfCount;
  const shelves = Array.from({ length: shelfCount }, (_, index) => 8 + index * step);
  if (design.material === "metal") {
    for (const [x, z] of fourCorners(hw - 1, 14.5)) solids.push(box([x - 1.2, 0, z - 1.2, x + 1.2, height, z + 1.2], p.body));
    for (const y of [...shelves, height - 2]) solids.push(box([-hw, y - 2, -16, hw, y, 16], p.body));
  } else {
    solids.push(box([-hw, 0, -16, -hw + 2, height, 16], p.body), box([hw - 2, 0, -16, hw, height, 16], p.body));
    solids.push(box([-hw, height, -16, hw, height + 3, 16], p.body));
    solids.push(box([-hw + 2, 0, -15, hw - 2, 8, 15], p.bodyDark));
    solids.push(box([-hw + 2, 8, -16, hw - 2, height, -15], p.bodyDeep));
    for (const y of shelves.slice(1)) solids.push(box([-hw + 2, y - 2, -15, hw - 2, y, 16], p.body));
  }
  solids.push(...dressShelves(p, shelves, height, -hw + 2, hw - 2, -13, 14));
  return solids;
}

function ladderShelf(p: Palette): Solid[] {
  // Two rails stand on the floor at the front and lean back to the wall; each shelf runs from the
  // rails back to the wall, so the shelves deepen towards the floor.
  const lean = 12;
  const foot = 30;
  const wall = -12;
  const railFront = (y: number) => foot - y * Math.tan((lean * Math.PI) / 180);
  const solids: Solid[] = [];
  for (const x of [-32, 32]) solids.push(...rotate([box([x - 2, 0, foot - 4, x + 2, 180, foot], p.body)], "x", -lean, [x, 0, foot]));
  [12, 54, 96, 138].forEach((y, index) => {
    const front = railFront(y) - 1;
    solids.push(box([-30, y, wall, 30, y + 2, front], p.body));
    if (index % 2 === 0) solids.push(...bookRow(-28, 8, y + 2, wall + 2, front - 3, 26 - index * 2, 40 + index));
    else solids.push(...pottedPlant(14, (wall + front) / 2, y + 2, 24, p));
  });
  return solids;
}

function wallShelf(p: Palette): Solid[] {
  // Floating on the wall: a back board, two shelves and sides, nothing below.
  const solids: Solid[] = [box([-45, 90, -12, 45, 150, -10], p.bodyDark)];
  for (const x of [-45, 43]) solids.push(box([x, 90, -10, x + 2, 150, 10], p.body));
  for (const y of [90, 118, 148]) solids.push(box([-43, y, -10, 43, y + 2, 10], p.body));
  solids.push(...bookRow(-43, 8, 92, -8, 8, 22, 51), ...pottedPlant(26, 0, 120, 24, p));
  solids.push(...bookRow(-43, -5, 120, -8, 8, 22, 52));
  return solids;
}

function bookcaseWithDoors(p: Palette, design: FurnitureDesign): Solid[] {
  const solids = openBookcase(p, design, 5, 186, 45);
  // Glass doors in wooden frames over the upper shelves, solid doors below.
  for (const x0 of [-43, 0]) {
    const upper: Bounds = [x0, 80, 16, x0 + 43, 184, 17.2];
    const pane = box(upper, p.glass);
    pane.opacity = 0.35;
    decorate(pane, faceOf(upper, "front"), [mark.outline(1.5, 1.5, 41.5, 102.5, p.body, 3.2)]);
    const lower: Bounds = [x0, 8, 16, x0 + 43, 78, 17.2];
    const door = box(lower, p.body);
    decorate(door, faceOf(lower, "front"), [mark.outline(5, 5, 38, 65, p.bodyDark, 0.8)]);
    solids.push(pane, door);
  }
  solids.push(ball([-3, 84, 17.8], 1.2, p.metal), ball([3, 84, 17.8], 1.2, p.metal));
  return solids;
}

function cornerBookcase(p: Palette, design: FurnitureDesign): Solid[] {
  // Two sides meeting at the back corner and quarter-round shelves, turned to face the room.
  const solids: Solid[] = [];
  const reach = 42;
  const post = design.material === "metal";
  if (post) {
    for (const [x, z] of [
      [0, 0],
      [reach, 0],
      [0, reach],
    ] as const) {
      solids.push(box([x - 1.2, 0, z - 1.2, x + 1.2, 160, z + 1.2], p.body));
    }
  } else {
    solids.push(box([0, 0, 0, reach, 160, 2], p.body), box([0, 0, 2, 2, 160, reach], p.body));
  }
  const quarter = Array.from({ length: 9 }, (_, index) => {
    const angle = (index / 8) * (Math.PI / 2);
    return [reach * Math.cos(angle), reach * Math.sin(angle)] as const;
  });
  const profile = [[0, 0] as const, ...quarter];
  for (const y of [2, 40, 80, 120, 158]) solids.push(prism("xz", profile, y, y + 2, p.body));
  solids.push(...bookRow(6, 26, 42, 4, 12, 24, 61), ...pottedPlant(14, 16, 82, 26, p));
  solids.push(frustum(12, 12, 122, 134, 5, 3, accent(p, 1), 14), ...bookRow(6, 24, 4, 4, 12, 28, 62));
  return rotate(move(solids, [-reach / 2, 0, -reach / 2]), "y", -45);
}

export function bookcase(p: Palette, design: FurnitureDesign): Model {
  let solids: Solid[];
  let focus: [number, number, number] = [-20, 62, 12];
  switch (design.shape) {
    case "3-shelf":
      solids = openBookcase(p, design, 3, 110, 42);
      focus = [-18, 40, 12];
      break;
    case "ladder":
      solids = ladderShelf(p);
      focus = [-10, 60, 20];
      break;
    case "wall-mounted":
      solids = wallShelf(p);
      focus = [-16, 104, 8];
      break;
    case "doors":
      solids = bookcaseWithDoors(p, design);
      focus = [-20, 120, 16];
      break;
    case "corner":
      solids = cornerBookcase(p, design);
      focus = [0, 60, 20];
      break;
    default:
      solids = openBookcase(p, design, 5, 186, 45);
  }
  return {
    solids,
    detail: { focus, zoom: 2.8, yaw: 26, pitch: 12 },
    scene: "office",
    againstWall: true,
    onWall: design.shape === "wall-mounted",
  };
}
