// Bedroom furniture: bed, wardrobe, mattress and dressing table.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, WHITE, type Palette } from "./colour";
import {
  archProfile,
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
  roundBox,
  roundRectProfile,
  squareLeg,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import { seatsOf } from "./living-room";
import type { Model } from "./model";
import { barHandle, fourCorners, knob, roundLegs, taperedLegs } from "./parts";

/** The headboard of a bed: channel-tufted upholstery, wooden panels, or steel rails. */
function headboard(p: Palette, design: FurnitureDesign): Solid[] {
  const headBounds: Bounds = [-86, 8, -110, 86, 122, -100];
  if (design.material === "metal") {
    const solids: Solid[] = [];
    for (const x of [-84, 84]) solids.push(cylinder("y", [x, 62, -105], 2.4, 124, p.body, 12));
    for (const y of [58, 88, 118]) solids.push(cylinder("x", [0, y, -105], 1.4, 168, p.body, 10));
    for (let x = -63; x <= 63; x += 21) solids.push(cylinder("y", [x, 88, -105], 0.9, 60, p.body, 8));
    return solids;
  }
  const head = prism("xy", roundRectProfile(-86, 8, 86, 122, design.material === "fabric" ? 10 : 3), -110, -100, p.body);
  const lines: Mark[] = [];
  if (design.material === "fabric") {
    for (let u = 21.5; u < 172; u += 21.5) lines.push(mark.segment(u, 50, u, 108, p.seam, 0.6));
  } else {
    // Three framed wooden panels.
    for (const [u0, u1] of [
      [8, 58],
      [61, 111],
      [114, 164],
    ] as const) {
      lines.push(mark.outline(u0, 48, u1, 106, p.bodyDark, 0.8));
    }
  }
  decorate(head, faceOf(headBounds, "front"), lines);
  return [head];
}

export function bed(p: Palette, design: FurnitureDesign): Model {
  const metal = design.material === "metal";
  const solids: Solid[] = [];
  if (metal) {
    for (const [x, z] of fourCorners(84, 96)) solids.push(cylinder("y", [x, 12, z], 2.4, 24, p.body, 12));
    for (const x of [-84, 84]) solids.push(box([x - 1.2, 20, -100, x + 1.2, 30, 98], p.body));
    solids.push(box([-82, 22, 96, 82, 30, 98], p.body), box([-80, 28, -98, 80, 32, 96], p.bodyDark));
  } else {
    solids.push(...roundLegs(76, 94, 8, p.frame, 2.2, 2.8));
    solids.push(roundBox([-82, 8, -100, 82, 32, 102], design.material === "fabric" ? 3 : 1, "zy", p.body));
  }
  const mattressBounds: Bounds = [-78, 32, -100, 78, 52, 98];
  solids.push(roundBox(mattressBounds, 5, "xy", p.white));
  if (design.shape === "four-poster") {
    const post = (x: number, z: number): Solid =>
      metal ? cylinder("y", [x, 100, z], 2.2, 200, p.body, 12) : box([x - 3.5, 0, z - 3.5, x + 3.5, 200, z + 3.5], p.body);
    solids.push(post(-86, -104), post(86, -104), post(-86, 100), post(86, 100));
    const rail = (bounds: Bounds): Solid => box(bounds, metal ? p.body : p.bodyDark);
    solids.push(rail([-86, 196, -106, 86, 200, -102]), rail([-86, 196, 98, 86, 200, 102]));
    solids.push(rail([-88, 196, -102, -84, 200, 98]), rail([84, 196, -102, 88, 200, 98]));
  }
  solids.push(...headboard(p, design));
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

function mirrorPane(u0: number, v0: number, u1: number, v1: number, p: Palette): Mark[] {
  const w = u1 - u0;
  return [
    mark.rect(u0, v0, u1, v1, p.mirror, { unlit: true }),
    mark.poly(
      [
        [u0 + w * 0.1, v0 + (v1 - v0) * 0.6],
        [u0 + w * 0.4, v0 + (v1 - v0) * 0.82],
        [u0 + w * 0.52, v0 + (v1 - v0) * 0.82],
        [u0 + w * 0.22, v0 + (v1 - v0) * 0.6],
      ],
      WHITE,
      { unlit: true, opacity: 0.55 },
    ),
  ];
}

export function wardrobe(p: Palette, design: FurnitureDesign): Model {
  const steel = design.material === "metal";
  const sliding = design.shape === "sliding";
  const doors = sliding ? 2 : seatsOf(design.shape, 3);
  const mirrored = design.shape.endsWith("mirror");
  const doorWidth = sliding ? 90 : 45;
  const hw = (doors * doorWidth) / 2;
  const height = steel ? 190 : 200;
  const solids: Solid[] = [box([-hw + 1, 0, -27, hw - 1, 8, 27], p.bodyDeep)];
  const bounds: Bounds = [-hw, 8, -29, hw, height, 29];
  const carcass = box(bounds, p.body);
  const marks: Mark[] = [];
  const tall = height - 8;
  if (sliding) {
    // Two panels on a track, the right one in front; the track shows top and bottom.
    marks.push(mark.rect(0, 0, 2 * hw, 3, p.bodyDeep), mark.rect(0, tall - 3, 2 * hw, tall, p.bodyDeep));
  } else {
    for (let index = 1; index < doors; index++) marks.push(mark.segment(index * doorWidth, 1, index * doorWidth, tall - 1, p.seam, 0.6));
    if (mirrored) marks.push(...mirrorPane((doors - 1) * doorWidth + 5, 14, doors * doorWidth - 5, tall - 12, p));
    if (!steel) marks.push(mark.segment(2, 24, 2 * hw - 2, 24, p.seam, 0.5));
    if (steel) {
      // A steel almirah's pressed panels and its locker keyhole.
      for (let index = 0; index < doors; index++) {
        marks.push(mark.outline(index * doorWidth + 5, 10, (index + 1) * doorWidth - 5, tall - 10, p.bodyDark, 0.8));
      }
    }
  }
  decorate(carcass, faceOf(bounds, "front"), marks);
  solids.push(carcass);
  solids.push(box([-hw - 2, height, -30, hw + 2, height + 5, 30], steel ? p.bodyDark : p.body));
  if (sliding) {
    const back: Bounds = [-hw + 1, 11, 29, 4, height - 3, 31];
    const front: Bounds = [-4, 11, 31, hw - 1, height - 3, 33];
    solids.push(box(back, p.bodyLight), box(front, p.body));
    solids.push(...barHandle(-8, 110, 31, 60, p.metal, true), ...barHandle(0, 110, 33, 60, p.metal, true));
  } else {
    for (let index = 0; index < doors; index++) {
      const left = -hw + index * doorWidth;
      // Doors open in pairs: handles meet at the middle of each pair, a lone door's on its left.
      const x = index % 2 === 0 && index + 1 < doors ? left + doorWidth - 4 : left + 4;
      solids.push(...barHandle(x, 110, 29, steel ? 16 : 30, steel ? p.metal : p.metal, true));
    }
    if (steel) solids.push(ball([-4, 128, 29.5], 1.4, p.metalDark));
    else for (let index = 0; index < doors; index++) solids.push(...barHandle(-hw + index * doorWidth + doorWidth / 2, 24, 29, 16, p.metal));
  }
  return {
    solids,
    detail: { focus: [-hw + doorWidth - 4, 110, 29], zoom: 3.2, yaw: 24, pitch: 12 },
    scene: "bedroom",
    againstWall: true,
  };
}

export function mattress(p: Palette): Model {
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

function dressingMirror(p: Palette, x0: number, y0: number, x1: number, y1: number, z: number): Solid {
  const w = x1 - x0;
  const h = y1 - y0;
  const bounds: Bounds = [x0, y0, z - 3, x1, y1, z];
  const frame = prism("xy", archProfile(x0, y0, x1, y1, w / 2), z - 3, z, p.body);
  const glass = archProfile(4, 4, w - 4, h - 4, w / 2 - 4).map(([u, v]) => [u, v] as const);
  decorate(frame, faceOf(bounds, "front"), [
    mark.poly(glass, p.mirror, { unlit: true }),
    mark.poly(
      [
        [w * 0.2, h * 0.4],
        [w * 0.5, h * 0.75],
        [w * 0.6, h * 0.75],
        [w * 0.3, h * 0.4],
      ],
      WHITE,
      { unlit: true, opacity: 0.55 },
    ),
  ]);
  return frame;
}

function toiletries(p: Palette, y: number, x: number, z: number): Solid[] {
  return [
    frustum(x, z, y, y + 8, 2.6, 2.6, accent(p, 2), 12),
    ball([x, y + 9.5, z], 1.6, p.metal),
    frustum(x + 6, z + 4, y, y + 5, 2.2, 2.2, accent(p, 0), 12),
  ];
}

export function dressingTable(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  if (design.shape === "wall-mounted") {
    // A board on the wall carries the mirror, with a shallow drawer shelf under it; nothing stands on the floor.
    solids.push(box([-30, 60, -12, 30, 178, -9], p.bodyDark));
    solids.push(dressingMirror(p, -24, 96, 24, 172, -6));
    const drawer: Bounds = [-30, 70, -9, 30, 84, 10];
    const drawerMesh = box(drawer, p.body);
    decorate(drawerMesh, faceOf(drawer, "front"), [mark.outline(1.5, 1.5, 58.5, 12.5, p.seam, 0.4)]);
    solids.push(drawerMesh, knob(0, 77, 10, p.metal, 1.3), box([-30, 84, -9, 30, 86, 10], p.body));
    solids.push(...toiletries(p, 86, 16, 0));
    return {
      solids,
      detail: { focus: [0, 110, -6], zoom: 2, yaw: 22, pitch: 10 },
      scene: "bedroom",
      againstWall: true,
      onWall: true,
    };
  }
  if (design.shape === "console") {
    // A slim console on four legs with a wide mirror standing on it; no drawers, no stool.
    const legs =
      design.material === "wood"
        ? taperedLegs(52, 16, 74, p.frame, 3, 4)
        : fourCorners(52, 16).map(([x, z]) => squareLeg([x, 0, z], [x, 74, z], 2.4, 2.4, p.frame));
    solids.push(...legs, box([-56, 74, -20, 56, 78, 20], p.body), box([-52, 20, -16, 52, 22, 16], p.bodyDark));
    solids.push(dressingMirror(p, -36, 78, 36, 168, -14));
    solids.push(...toiletries(p, 78, 40, -2));
    return { solids, detail: { focus: [14, 110, -12], zoom: 2, yaw: 22, pitch: 14 }, scene: "bedroom", againstWall: true };
  }
  const pedestal: Bounds = [-54, 10, -21, -14, 74, 21];
  const pedestalMesh = box(pedestal, p.body);
  decorate(pedestalMesh, faceOf(pedestal, "front"), [
    mark.outline(1.5, 1.5, 38.5, 20.5, p.seam, 0.4),
    mark.outline(1.5, 22.5, 38.5, 41.5, p.seam, 0.4),
    mark.outline(1.5, 43.5, 38.5, 62.5, p.seam, 0.4),
  ]);
  solids.push(pedestalMesh);
  for (const y of [21, 42, 63]) solids.push(knob(-34, y, 21, p.metal, 1.4));
  const drawer: Bounds = [-14, 62, -21, 54, 74, 21];
  const drawerMesh = box(drawer, p.body);
  decorate(drawerMesh, faceOf(drawer, "front"), [mark.outline(1.5, 1.5, 66.5, 10.5, p.seam, 0.4)]);
  solids.push(drawerMesh, knob(20, 68, 21, p.metal, 1.4));
  for (const [x, z] of [
    [-50, -17],
    [-18, -17],
    [-50, 17],
    [-18, 17],
  ] as const) {
    solids.push(frustum(x, z, 0, 10, 1.6, 2, p.frame, 10));
  }
  solids.push(squareLeg([51, 0, -18], [51, 62, -18], 2.6, 3.4, p.frame));
  solids.push(squareLeg([51, 0, 18], [51, 62, 18], 2.6, 3.4, p.frame));
  solids.push(box([-56, 74, -23, 56, 77, 23], p.body));
  solids.push(dressingMirror(p, -34, 77, 34, 178, -19));
  solids.push(...toiletries(p, 77, 40, -8));
  const stool: Solid[] = [
    ...roundLegs(11, 11, 40, p.frame, 1.4, 1.8),
    cylinder("y", [0, 43, 0], 17, 8, p.cushion, 24),
  ];
  solids.push(...move(stool, [18, 0, 44]));
  return {
    solids,
    detail: { focus: [14, 112, -12], zoom: 2, yaw: 22, pitch: 14 },
    scene: "bedroom",
    againstWall: true,
  };
}
