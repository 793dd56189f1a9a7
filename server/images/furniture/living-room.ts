// Living-room furniture: sofa, recliner, coffee table, TV unit and side table.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, type Palette, type Rgb } from "./colour";
import {
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  mark,
  move,
  prism,
  rotate,
  roundBox,
  roundRectProfile,
  squareLeg,
  type Bounds,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import {
  barHandle,
  book,
  cushionBox,
  fourCorners,
  knob,
  pottedPlant,
  pottedPlantSprig,
  taperedLegs,
} from "./parts";

/** Seats across, from a design shape such as "2-seater" (the L-shaped sectional has three). */
export function seatsOf(shape: string, fallback: number): number {
  const seats = Number.parseInt(shape, 10);
  return Number.isFinite(seats) && seats > 0 ? seats : fallback;
}

const sofaSeat = 58;

/** One arm of an upholstered sofa: a rounded block, stitched on leather-free fabric only. */
function upholsteredArm(p: Palette, x0: number, x1: number, z0: number, z1: number, top: number, stitched: boolean, side: "left" | "right"): Solid {
  const bounds: Bounds = [x0, 12, z0, x1, top, z1];
  const arm = prism("zy", roundRectProfile(z0, 12, z1, top, 9), x0, x1, p.body);
  if (stitched) decorate(arm, faceOf(bounds, side), [mark.segment(4, 10, z1 - z0 - 4, 10, p.seam, 0.35, { dash: [1.4, 1] })]);
  return arm;
}

/** A wooden sofa's arm: an open frame of posts and a broad armrest, in the wood of the piece. */
function woodenArm(p: Palette, x0: number, x1: number, z0: number, z1: number): Solid[] {
  const mid = (x0 + x1) / 2;
  const solids: Solid[] = [];
  for (const z of [z0 + 3, z1 - 3]) solids.push(squareLeg([mid, 0, z], [mid, 60, z], 4.5, 4.5, p.body));
  solids.push(box([x0, 60, z0, x1, 64, z1], p.body));
  for (const y of [24, 36, 48]) solids.push(box([mid - 1, y, z0 + 5.5, mid + 1, y + 4, z1 - 5.5], p.bodyDark));
  return solids;
}

export function sofa(p: Palette, design: FurnitureDesign): Model {
  const wooden = design.material === "wood";
  const stitched = design.material === "fabric";
  const lShaped = design.shape === "l-shaped";
  const seats = lShaped ? 3 : seatsOf(design.shape, 3);
  const arm = wooden ? 8 : 17;
  const hw = arm + (seats * sofaSeat) / 2;
  const hd = 45;
  // The sectional's chaise runs forward from the right-hand seat.
  const chaiseFront = hd + 72;
  const chaiseX = hw - arm - sofaSeat;
  const solids: Solid[] = [];
  if (!wooden) {
    const leg = (x: number, z: number) => frustum(x, z, 0, 12, 1.8, 2.6, p.frame, 12);
    solids.push(leg(-hw + 9, -hd + 9), leg(hw - 9, -hd + 9), leg(-hw + 9, hd - 9));
    solids.push(...(lShaped ? [leg(hw - 9, chaiseFront - 9), leg(chaiseX + 9, chaiseFront - 9)] : [leg(hw - 9, hd - 9)]));
  }
  const innerLeft = -hw + arm;
  const innerRight = hw - arm;
  if (wooden) {
    for (const x of [innerLeft + 4, innerRight - 4]) {
      for (const z of [-hd + 4, hd - 4]) solids.push(squareLeg([x, 0, z], [x, 14, z], 4.5, 4.5, p.body));
    }
    solids.push(box([innerLeft, 14, -hd, innerRight, 24, hd], p.body));
    solids.push(...woodenArm(p, -hw, innerLeft, -hd, hd), ...woodenArm(p, innerRight, hw, -hd, hd));
    // A slatted wooden back frame behind the back cushions.
    solids.push(box([innerLeft, 24, -hd, innerRight, 84, -hd + 5], p.bodyDark));
    solids.push(box([innerLeft, 84, -hd, innerRight, 89, -hd + 6], p.body));
  } else {
    const baseRight = lShaped ? chaiseX : innerRight;
    solids.push(roundBox([innerLeft, 12, -hd, baseRight, 40, hd], 4, "zy", p.body));
    if (lShaped) solids.push(roundBox([chaiseX, 12, -hd, innerRight, 40, chaiseFront], 4, "zy", p.body));
    solids.push(upholsteredArm(p, -hw, innerLeft, -hd, hd, 64, stitched, "left"));
    solids.push(upholsteredArm(p, innerRight, hw, -hd, lShaped ? chaiseFront : hd, 64, stitched, "right"));
    solids.push(roundBox([innerLeft, 40, -hd, innerRight, 88, -hd + 17], 8, "zy", p.body));
  }
  const seatTop = wooden ? 24 : 40;
  const cushion = p.cushion;
  const seam = wooden ? p.cushionSeam : p.seam;
  for (let index = 0; index < seats; index++) {
    const x0 = innerLeft + index * sofaSeat + 0.4;
    const chaise = lShaped && index === seats - 1;
    const front = chaise ? chaiseFront - 1 : hd - 1;
    solids.push(cushionBox([x0, seatTop, -hd + 17, x0 + sofaSeat - 0.8, seatTop + 14, front], 5, cushion, seam));
    const back = cushionBox([x0, seatTop + 14, -hd + 22, x0 + sofaSeat - 0.8, seatTop + 44, -hd + 36], 8, cushion, seam);
    solids.push(...rotate([back], "x", -9, [0, seatTop + 14, -hd + 22]));
  }
  const pillowY = seatTop + 14;
  const pillow = (x: number, colour: Rgb, turn: number): Solid[] =>
    rotate([roundBox([x - 17, pillowY, -hd + 36, x + 17, pillowY + 26, -hd + 44], 9, "xy", colour)], "z", turn, [x, pillowY, 0]);
  if (seats === 1) {
    solids.push(...rotate(pillow(0, accent(p, 0), 0), "x", -8, [0, pillowY, -hd + 36]));
  } else {
    solids.push(...rotate(pillow(innerLeft + 22, accent(p, 0), 8), "x", -8, [0, pillowY, -hd + 36]));
    solids.push(...rotate(pillow(innerRight - 22, accent(p, 0), -8), "x", -8, [0, pillowY, -hd + 36]));
  }
  return {
    solids,
    detail: { focus: [innerRight - 20, seatTop + 8, (lShaped ? chaiseFront : hd) - 4], zoom: 2.8 },
    scene: "living",
    againstWall: true,
  };
}

/** One reclining seat between x0 and x1, its arms drawn by the caller. */
function reclinerSeat(p: Palette, x0: number, x1: number, footrest: boolean): Solid[] {
  const solids: Solid[] = [roundBox([x0, 10, -40, x1, 38, 40], 4, "zy", p.body)];
  const back: Solid[] = [roundBox([x0 + 1, 36, -48, x1 - 1, 112, -28], 10, "zy", p.body)];
  for (let index = 0; index < 3; index++) {
    const y0 = 54 + index * 19;
    back.push(cushionBox([x0 + 2, y0, -30, x1 - 2, y0 + 19, -16], 8, p.bodyLight, p.seam, false));
  }
  solids.push(...rotate(back, "x", -12, [0, 38, -28]));
  solids.push(cushionBox([x0 + 1, 38, -24, x1 - 1, 54, 40], 6, p.bodyLight, p.seam));
  if (footrest) {
    const rest = roundBox([x0 + 2, 30, 44, x1 - 2, 44, 86], 6, "zy", p.bodyLight);
    solids.push(...rotate([rest], "x", -6, [0, 37, 44]));
    const middle = (x0 + x1) / 2;
    for (const x of [middle - 20, middle + 20]) {
      solids.push(...rotate([box([x - 1, 30, 30, x + 1, 33, 56], p.metalDark)], "x", 8, [x, 31, 30]));
    }
  }
  return solids;
}

export function recliner(p: Palette, design: FurnitureDesign): Model {
  const seats = seatsOf(design.shape, 1);
  const seatWidth = 64;
  const outerArm = 16;
  const innerArm = 12;
  const width = seats * seatWidth + 2 * outerArm + (seats - 1) * innerArm;
  const hw = width / 2;
  const solids: Solid[] = [box([-hw + 12, 0, -32, hw - 12, 10, 32], p.frame)];
  const arm = (x0: number, x1: number, side: "left" | "right" | null): Solid => {
    const bounds: Bounds = [x0, 10, -40, x1, 68, 40];
    const mesh = prism("zy", roundRectProfile(-40, 10, 40, 68, 14), x0, x1, p.body);
    if (side) decorate(mesh, faceOf(bounds, side), [mark.segment(6, 46, 74, 46, p.seam, 0.4, { dash: [1.4, 1] })]);
    return mesh;
  };
  solids.push(arm(-hw, -hw + outerArm, "left"), arm(hw - outerArm, hw, "right"));
  let x = -hw + outerArm;
  for (let index = 0; index < seats; index++) {
    // The seat nearest the camera's right is shown reclined, its footrest up.
    solids.push(...reclinerSeat(p, x, x + seatWidth, index === seats - 1));
    x += seatWidth;
    if (index < seats - 1) {
      solids.push(arm(x, x + innerArm, null));
      x += innerArm;
    }
  }
  solids.push(box([hw, 30, 12, hw + 1.5, 44, 18], p.metalDark));
  return {
    solids,
    detail: { focus: [hw - outerArm - seatWidth / 2, 40, 60], zoom: 2.4 },
    scene: "living",
    againstWall: true,
  };
}

/** A table's top: glass over a metal frame, or a solid top in the piece's own finish. */
function tableTop(p: Palette, design: FurnitureDesign, bounds: Bounds, radius: number): Solid[] {
  if (design.material !== "glass") return [roundBox(bounds, radius, "xz", p.body)];
  const [x0, y0, z0, x1, y1, z1] = bounds;
  const pane = roundBox([x0, y1 - 1.2, z0, x1, y1, z1], radius, "xz", p.glass);
  pane.opacity = 0.55;
  return [box([x0 + 3, y0, z0 + 3, x1 - 3, y1 - 1.2, z1 - 3], p.body), pane];
}

function roundTop(p: Palette, design: FurnitureDesign, y: number, radius: number, thickness: number): Solid[] {
  if (design.material !== "glass") return [cylinder("y", [0, y, 0], radius, thickness, p.body, 36)];
  const pane = cylinder("y", [0, y + thickness / 2 - 0.6, 0], radius, 1.2, p.glass, 36);
  pane.opacity = 0.55;
  return [cylinder("y", [0, y - 0.6, 0], radius - 4, thickness - 1.2, p.body, 36), pane];
}

/** Legs of a table in its frame: tapered wood, or slim square steel. */
function tableLegs(p: Palette, design: FurnitureDesign, hx: number, hz: number, height: number): Solid[] {
  return design.material === "wood"
    ? taperedLegs(hx, hz, height, p.frame, 3.2, 4.6)
    : fourCorners(hx, hz).map(([x, z]) => squareLeg([x, 0, z], [x, height, z], 2.6, 2.6, p.frame));
}

function rectangularCoffeeTable(p: Palette, design: FurnitureDesign, hw: number, hd: number, height: number): Solid[] {
  const solids: Solid[] = [...tableLegs(p, design, hw - 6, hd - 5, height - 5)];
  solids.push(...tableTop(p, design, [-hw, height - 5, -hd, hw, height, hd], 4));
  const shelf = box([-hw + 7.5, 10, -hd + 3, hw - 7.5, 13, hd - 3], design.material === "glass" ? p.glass : p.bodyDark);
  if (design.material === "glass") shelf.opacity = 0.5;
  solids.push(shelf);
  return solids;
}

export function coffeeTable(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  let top = 43;
  if (design.shape === "round") {
    solids.push(...roundTop(p, design, 40.5, 42, 5));
    for (let index = 0; index < 4; index++) {
      const angle = (index * Math.PI) / 2 + Math.PI / 4;
      const [x, z] = [Math.cos(angle) * 30, Math.sin(angle) * 30];
      solids.push(squareLeg([x * 1.15, 0, z * 1.15], [x, 38, z], 3, 3.6, p.frame));
    }
    const shelf = cylinder("y", [0, 12, 0], 33, 2.4, design.material === "glass" ? p.glass : p.bodyDark, 32);
    if (design.material === "glass") shelf.opacity = 0.5;
    solids.push(shelf);
  } else if (design.shape === "nesting") {
    // Two tables of one design side by side, the lower one made to slide under the taller.
    solids.push(...move(rectangularCoffeeTable(p, design, 38, 26, 44), [-18, 0, 0]));
    solids.push(...move(rectangularCoffeeTable(p, design, 28, 20, 36), [50, 0, 8]));
    top = 44;
  } else {
    solids.push(...rectangularCoffeeTable(p, design, 56, 30, 43));
  }
  solids.push(book(-30, top, -12, 8, 24, 3, accent(p, 1)));
  solids.push(frustum(20, -4, top, top + 12, 6, 4, p.cream, 16));
  solids.push(...pottedPlantSprig(20, -4, top + 12, p));
  return {
    solids,
    detail: { focus: [4, top + 3, -4], zoom: 2.4, yaw: 26, pitch: 30 },
    scene: "living",
    againstWall: false,
    frontPitch: 18,
  };
}

function television(p: Palette, y: number, z: number, width: number): Solid[] {
  const half = width / 2;
  const height = width * 0.58;
  const tvBounds: Bounds = [-half, y, z - 4, half, y + height, z];
  const tv = box(tvBounds, p.black);
  decorate(tv, faceOf(tvBounds, "front"), [
    mark.rect(1.5, 1.5, width - 1.5, height - 1.5, p.screen, { unlit: true }),
    mark.poly(
      [
        [width * 0.48, height - 1.5],
        [width * 0.8, height - 1.5],
        [width * 0.44, 1.5],
        [width * 0.12, 1.5],
      ],
      [70, 84, 106],
      { unlit: true, opacity: 0.35 },
    ),
  ]);
  return [tv];
}

/** The low cabinet every TV unit has: drawers left and right, an open middle. */
function tvCabinet(p: Palette, x0: number, x1: number, y0: number, y1: number, hd: number): Solid[] {
  const bounds: Bounds = [x0, y0, -hd, x1, y1, hd];
  const width = x1 - x0;
  const height = y1 - y0;
  const cabinet = box(bounds, p.body);
  const third = width / 3;
  decorate(cabinet, faceOf(bounds, "front"), [
    mark.rect(third + 2, 4, 2 * third - 2, height - 4, p.bodyDeep),
    mark.segment(third, 2, third, height - 2, p.seam, 0.5),
    mark.segment(2 * third, 2, 2 * third, height - 2, p.seam, 0.5),
    mark.segment(2, height / 2, third - 2, height / 2, p.seam, 0.5),
    mark.segment(2 * third + 2, height / 2, width - 2, height / 2, p.seam, 0.5),
  ]);
  const solids: Solid[] = [cabinet, box([x0 - 1, y1, -hd - 1, x1 + 1, y1 + 2, hd + 1], p.bodyDark)];
  for (const x of [x0 + third / 2, x1 - third / 2]) {
    for (const y of [y0 + height * 0.25, y0 + height * 0.75]) solids.push(...barHandle(x, y, hd, 14, p.metal));
  }
  return solids;
}

/** A tall tower with a glass door and shelves of showpieces, for the showcase TV unit. */
function showcaseTower(p: Palette, x0: number, x1: number): Solid[] {
  const solids: Solid[] = [box([x0, 0, -21, x1, 170, -19], p.bodyDeep)];
  solids.push(box([x0, 0, -21, x0 + 2, 170, 21], p.body), box([x1 - 2, 0, -21, x1, 170, 21], p.body));
  solids.push(box([x0, 168, -21, x1, 172, 21], p.body), box([x0 + 2, 0, -19, x1 - 2, 6, 21], p.body));
  for (const y of [60, 100, 138]) solids.push(box([x0 + 2, y, -19, x1 - 2, y + 2, 19], p.body));
  const middle = (x0 + x1) / 2;
  solids.push(frustum(middle, 0, 62, 78, 4, 6, accent(p, 1), 14), frustum(middle, 0, 102, 110, 7, 7, p.white, 16));
  solids.push(frustum(middle, 0, 140, 152, 3, 5, accent(p, 2), 14));
  const door: Bounds = [x0 + 2, 6, 19.5, x1 - 2, 168, 20.5];
  const pane = box(door, p.glass);
  pane.opacity = 0.35;
  decorate(pane, faceOf(door, "front"), [mark.outline(1.5, 1.5, x1 - x0 - 5.5, 160.5, p.body, 3)]);
  solids.push(pane);
  return solids;
}

export function tvUnit(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  if (design.shape === "wall-mounted") {
    // A back panel on the wall carries the TV; the cabinet below it floats clear of the floor.
    const panel: Bounds = [-72, 26, -24, 72, 150, -21];
    solids.push(box(panel, p.bodyDark));
    solids.push(...tvCabinet(p, -72, 72, 26, 52, 15));
    solids.push(...television(p, 62, -17, 112));
  } else if (design.shape === "showcase") {
    solids.push(...taperedLegs(50, 15, 10, p.frame, 2.5, 3.5));
    solids.push(...tvCabinet(p, -56, 56, 10, 50, 21));
    solids.push(...showcaseTower(p, -92, -58), ...showcaseTower(p, 58, 92));
    solids.push(...television(p, 62, -9, 104));
    solids.push(box([-16, 52, -12, 16, 53.5, 2], p.black), box([-3, 53.5, -8.5, 3, 62, -6], p.black));
  } else {
    solids.push(...taperedLegs(84, 15, 12, p.frame, 2.5, 3.5));
    solids.push(...tvCabinet(p, -90, 90, 12, 52, 21));
    solids.push(...television(p, 62, -5, 124));
    solids.push(box([-18, 54, -12, 18, 55.5, 2], p.black), box([-3, 55.5, -8.5, 3, 64, -6], p.black));
    solids.push(...pottedPlant(76, 4, 54, 30, p));
  }
  return {
    solids,
    detail: { focus: [-40, 38, 21], zoom: 2.8 },
    scene: "living",
    againstWall: true,
    onWall: design.shape === "wall-mounted",
  };
}

export function sideTable(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  const glass = design.material === "glass";
  if (design.shape === "c-shaped") {
    // A C-frame: a base on the floor, an upright at the back, the top reaching over a sofa's seat.
    const post: Bounds = [-20, 0, -18, 20, 60, -15];
    if (design.material === "wood") {
      solids.push(box([-20, 0, -18, 20, 3, 18], p.body), box(post, p.body));
      solids.push(box([-20, 57, -15, 20, 60, 18], p.body));
    } else {
      for (const x of [-17, 17]) {
        solids.push(box([x - 1.2, 0, -18, x + 1.2, 2.4, 16], p.frame), box([x - 1.2, 2.4, -18, x + 1.2, 57, -15.6], p.frame));
        solids.push(box([x - 1.2, 55, -15.6, x + 1.2, 57, 16], p.frame));
      }
      solids.push(...tableTop(p, design, [-21, 57, -19, 21, 59.5, 19], 2));
    }
    solids.push(frustum(-4, 4, design.material === "wood" ? 60 : 59.5, design.material === "wood" ? 70 : 69.5, 3.5, 4, p.white, 14));
    solids.push(book(-14, 3, -10, 10, 14, 2.5, accent(p, 0)));
    return { solids, detail: { focus: [0, 58, 10], zoom: 3, yaw: 30, pitch: 24 }, scene: "living", againstWall: true };
  }
  const drawers = design.shape === "two-drawer" ? 2 : 1;
  const drawerHeight = 12;
  const drawerTop = 52;
  const drawerBottom = drawerTop - drawers * drawerHeight;
  const legs =
    design.material === "wood"
      ? taperedLegs(19, 17, drawerBottom, p.frame, 2.8, 3.6)
      : fourCorners(19, 17).map(([x, z]) => squareLeg([x, 0, z], [x, drawerBottom, z], 2.2, 2.2, p.frame));
  solids.push(...legs);
  const drawerBounds: Bounds = [-21, drawerBottom, -19, 21, drawerTop, 19];
  const box3 = box(drawerBounds, p.body);
  const fronts = Array.from({ length: drawers }, (_, index) =>
    mark.outline(1.5, index * drawerHeight + 1.5, 40.5, (index + 1) * drawerHeight - 1.5, p.seam, 0.4),
  );
  decorate(box3, faceOf(drawerBounds, "front"), fronts);
  solids.push(box3);
  for (let index = 0; index < drawers; index++) solids.push(knob(0, drawerBottom + index * drawerHeight + 6, 19, p.metal, 1.3));
  solids.push(...tableTop(p, design, [-23, drawerTop, -21, 23, drawerTop + 3, 21], 2));
  if (drawers === 1) {
    const shelf = box([-19, 12, -17, 19, 14, 17], glass ? p.glass : p.body);
    if (glass) shelf.opacity = 0.5;
    solids.push(shelf, book(-16, 14, -10, 10, 14, 2.5, accent(p, 0)));
  }
  const top = drawerTop + 3;
  solids.push(frustum(6, -4, top, top + 2, 5, 5, p.metal, 16));
  solids.push(frustum(6, -4, top + 2, top + 17, 6.5, 3.5, p.cream, 16));
  solids.push(frustum(6, -4, top + 17, top + 33, 12, 8, p.white, 20));
  return { solids, detail: { focus: [0, drawerBottom + 6, 19], zoom: 3.2 }, scene: "living", againstWall: true };
}
