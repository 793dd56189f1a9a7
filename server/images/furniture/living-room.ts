// Living-room furniture: sofa, recliner, coffee table, TV unit and side table.

import { accent, type Palette, type Rgb } from "./colour";
import {
  box,
  decorate,
  faceOf,
  frustum,
  mark,
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
  roundLegs,
  taperedLegs,
} from "./parts";

export function sofa(p: Palette): Model {
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

export function recliner(p: Palette): Model {
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

export function coffeeTable(p: Palette): Model {
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

export function tvUnit(p: Palette): Model {
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

export function sideTable(p: Palette): Model {
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
