// Kids' furniture: kids' bed, study table, toy storage and study chair.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, hueSaturation, mix, SHADOW, WHITE, type Palette, type Rgb } from "./colour";
import {
  archProfile,
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  mark,
  move,
  prism,
  rad,
  rotate,
  roundBox,
  roundRectProfile,
  sheet,
  wire,
  type Bounds,
  type Mark,
  type Solid,
  type Vec3,
} from "./geometry";
import type { Model } from "./model";
import { backCover } from "./office";
import { barHandle, bookRow, castorBase, cushionBox, fourCorners, knob, pottedPlant, roundLegs, taperedLegs } from "./parts";

/** The house-frame single bed: posts and a gabled roof over it, bunting across the front. */
function houseBed(p: Palette, design: FurnitureDesign): Solid[] {
  const solids: Solid[] = [];
  const t = design.material === "metal" ? 1.6 : 2.5;
  const hw = 52;
  const hd = 100;
  solids.push(box([-hw, 4, -hd, hw, 18, hd], p.body));
  solids.push(box([-hw + 3, 18, -hd + 3, hw - 3, 32, hd - 3], p.white));
  const postHeight = 128;
  for (const [x, z] of fourCorners(hw - 2.5, hd - 2.5))
    solids.push(box([x - t, 0, z - t, x + t, postHeight, z + t], p.body));
  const roofRise = 34;
  const slope = Math.atan2(roofRise, hw) * (180 / Math.PI);
  const beamLength = Math.hypot(hw, roofRise) + 3;
  const apex = postHeight + roofRise;
  for (const z of [-hd + 2.5, hd - 2.5]) {
    solids.push(
      ...rotate([box([-beamLength, apex - t, z - t, 0, apex + t, z + t], p.body)], "z", slope, [
        0,
        apex,
        z,
      ]),
    );
    solids.push(
      ...rotate([box([0, apex - t, z - t, beamLength, apex + t, z + t], p.body)], "z", -slope, [
        0,
        apex,
        z,
      ]),
    );
  }
  solids.push(box([-t, apex - t, -hd, t, apex + t, hd], p.body));
  for (const side of [-1, 1]) {
    const x = side * (hw - 2.5);
    solids.push(box([x - 2, 38, -hd + 5, x + 2, 42, -10], p.body));
    for (let z = -hd + 20; z < -10; z += 16)
      solids.push(box([x - 1.2, 18, z - 1.2, x + 1.2, 38, z + 1.2], p.body));
  }
  solids.push(box([-hw + 5, 38, hd - 4.5, hw - 5, 42, hd - 0.5], p.body));
  solids.push(box([-hw + 5, 38, -hd + 0.5, hw - 5, 42, -hd + 4.5], p.body));
  solids.push(...rotate([roundBox([-28, 32, -92, 28, 44, -70], 6, "xy", p.cream)], "x", -14, [0, 32, -70]));
  solids.push(box([-hw + 3, 32, -20, hw - 3, 35, hd - 3], playfulAccent(p)));
  const bearColour: Rgb = [196, 150, 98];
  solids.push(
    ball([18, 43, 40], 8, bearColour),
    ball([18, 56, 40], 6, bearColour),
    ball([13.5, 61, 40], 2.2, bearColour),
    ball([22.5, 61, 40], 2.2, bearColour),
  );
  const flags: Solid[] = [];
  const flagColours = [accent(p, 0), accent(p, 1), accent(p, 2), p.white];
  const front = hd - 2.5;
  for (let index = 0; index < 5; index++) {
    const t = (index + 0.5) / 5;
    const x = -hw + 6 + t * (2 * hw - 12);
    const y = postHeight - 6 - 10 * Math.sin(t * Math.PI);
    flags.push(
      sheet(
        [
          [x - 5, y, front + 3],
          [x + 5, y, front + 3],
          [x, y - 11, front + 3],
        ],
        flagColours[index % flagColours.length] ?? p.white,
      ),
    );
  }
  const garland: Vec3[] = [];
  for (let step = 0; step <= 10; step++) {
    const t = step / 10;
    garland.push([-hw + 2.5 + t * (2 * hw - 5), postHeight - 4 - 10 * Math.sin(t * Math.PI), front + 3]);
  }
  solids.push(wire(garland, p.metalDark, 0.4), ...flags);
  return solids;
}

/** Bedding on a bunk or single bed top at y: mattress, pillow and a bright cover. */
function bedding(p: Palette, hw: number, hd: number, y: number): Solid[] {
  return [
    box([-hw + 3, y, -hd + 3, hw - 3, y + 12, hd - 3], p.white),
    ...rotate([roundBox([-26, y + 12, -hd + 8, 26, y + 22, -hd + 28], 5, "xy", p.cream)], "x", -12, [0, y + 12, -hd + 28]),
    box([-hw + 3, y + 12, -hd / 5, hw - 3, y + 15, hd - 3], playfulAccent(p)),
  ];
}

function bunkBed(p: Palette, design: FurnitureDesign): Solid[] {
  const hw = 52;
  const hd = 100;
  const t = design.material === "metal" ? 1.8 : 3;
  const solids: Solid[] = [];
  for (const [x, z] of fourCorners(hw - t, hd - t)) solids.push(box([x - t, 0, z - t, x + t, 172, z + t], p.body));
  for (const y of [14, 104]) {
    solids.push(box([-hw, y, -hd, hw, y + 12, -hd + 2 * t], p.body), box([-hw, y, hd - 2 * t, hw, y + 12, hd], p.body));
    solids.push(box([-hw, y, -hd + 2 * t, -hw + 2 * t, y + 12, hd - 2 * t], p.body), box([hw - 2 * t, y, -hd + 2 * t, hw, y + 12, hd - 2 * t], p.body));
    solids.push(box([-hw + 2 * t, y + 8, -hd + 2 * t, hw - 2 * t, y + 10, hd - 2 * t], p.bodyDark));
    solids.push(...bedding(p, hw - 2 * t + 3, hd - 2 * t + 3, y + 10));
  }
  // Guard rails round the top bunk, open where the ladder comes up on the right.
  for (const side of [-1, 1]) solids.push(box([side * (hw - t) - t, 134, -hd + 2 * t, side * (hw - t) + t, 138, side > 0 ? 20 : hd - 2 * t], p.body));
  solids.push(box([-hw + 2 * t, 134, hd - 2 * t, hw - 2 * t, 138, hd], p.body));
  // The ladder hangs on the right side near the foot.
  for (const z of [30, 62]) solids.push(box([hw, 0, z - t, hw + 2 * t, 138, z + t], p.body));
  for (let y = 24; y < 138; y += 22) solids.push(box([hw, y, 30, hw + 2 * t, y + 2.5, 62], p.body));
  return solids;
}

function storageBed(p: Palette): Solid[] {
  const hw = 52;
  const hd = 100;
  const solids: Solid[] = [];
  const base: Bounds = [-hw, 2, -hd, hw, 36, hd];
  const baseMesh = box(base, p.body);
  // Two drawers under the mattress on the long side.
  decorate(baseMesh, faceOf(base, "right"), [
    mark.outline(16, 4, 98, 30, p.seam, 0.6),
    mark.outline(102, 4, 184, 30, p.seam, 0.6),
  ]);
  solids.push(baseMesh);
  for (const z of [-43, 43]) solids.push(box([hw, 18, z - 10, hw + 1.6, 20, z + 10], p.metal));
  solids.push(prism("xy", archProfile(-hw, 2, hw, 96, 30), -hd - 6, -hd, p.body));
  solids.push(box([-hw, 2, hd, hw, 50, hd + 4], p.body));
  solids.push(...bedding(p, hw, hd, 36));
  const bearColour: Rgb = [196, 150, 98];
  solids.push(ball([18, 56, 40], 8, bearColour), ball([18, 69, 40], 6, bearColour));
  return solids;
}

export function kidsBed(p: Palette, design: FurnitureDesign): Model {
  const solids =
    design.shape === "bunk" ? bunkBed(p, design) : design.shape === "storage" ? storageBed(p) : houseBed(p, design);
  return {
    solids,
    detail: { focus: [10, 60, 60], zoom: 2.2, yaw: 30, pitch: 16 },
    scene: "kids",
    againstWall: true,
    frontPitch: 14,
  };
}

const playfulColours: Rgb[] = [
  [242, 196, 76],
  [92, 170, 180],
  [235, 122, 104],
  [150, 196, 120],
  [160, 140, 200],
  [120, 170, 220],
];

/** The bright colour furthest in hue from the body, for children's bedding. */
function playfulAccent(p: Palette): Rgb {
  const bodyHue = hueSaturation(p.body).hue;
  const gap = (colour: Rgb) => {
    const difference = Math.abs(hueSaturation(colour).hue - bodyHue);
    return Math.min(difference, 360 - difference);
  };
  return [...playfulColours].sort((a, b) => gap(b) - gap(a))[0] ?? p.bodyLight;
}

function deskLamp(x: number, z: number, y: number, colour: Rgb, p: Palette): Solid[] {
  const solids: Solid[] = [cylinder("y", [x, y + 1, z], 7, 2, colour, 18)];
  solids.push(
    ...rotate([box([x - 1, y + 2, z - 1, x + 1, y + 24, z + 1], p.metalDark)], "z", -12, [x, y + 2, z]),
  );
  const elbow: Vec3 = [x + 24 * Math.sin(rad(12)), y + 2 + 24 * Math.cos(rad(12)), z];
  solids.push(
    ...rotate(
      [box([elbow[0] - 1, elbow[1], z - 1, elbow[0] + 1, elbow[1] + 22, z + 1], p.metalDark)],
      "z",
      -62,
      elbow,
    ),
  );
  const head: Vec3 = [elbow[0] + 22 * Math.sin(rad(62)), elbow[1] + 22 * Math.cos(rad(62)), z];
  solids.push(...rotate([frustum(head[0], head[2], head[1] - 12, head[1], 8, 3, colour, 16)], "z", 18, head));
  return solids;
}

/** The study table with its hutch: a pedestal of drawers, a shelf above with books. */
function hutchDesk(p: Palette): Solid[] {
  const solids: Solid[] = [];
  solids.push(box([-50, 0, -27, -47, 74, 27], p.body));
  const drawers: Bounds = [18, 0, -27, 50, 74, 27];
  const drawerMesh = box(drawers, p.body);
  decorate(drawerMesh, faceOf(drawers, "front"), [
    mark.outline(1.5, 4, 30.5, 24, p.seam, 0.45),
    mark.outline(1.5, 26, 30.5, 48, p.seam, 0.45),
    mark.outline(1.5, 50, 30.5, 72, p.seam, 0.45),
  ]);
  solids.push(drawerMesh);
  for (const y of [14, 37, 61]) solids.push(...barHandle(34, y, 27, 10, p.metal));
  solids.push(box([-47, 40, -26, 18, 72, -24], p.bodyDark));
  solids.push(box([-51, 74, -28, 51, 77, 28], p.body));
  solids.push(box([-51, 77, -28, -48, 136, -8], p.body), box([48, 77, -28, 51, 136, -8], p.body));
  solids.push(box([-48, 77, -28, 48, 136, -26], p.bodyDark));
  solids.push(box([-51, 136, -28, 51, 139, -7], p.body));
  solids.push(box([-48, 106, -26, 48, 108.5, -8], p.body));
  solids.push(...bookRow(-48, 10, 108.5, -25, -9, 25, 91));
  solids.push(...bookRow(20, 48, 77, -25, -9, 24, 92));
  solids.push(...pottedPlant(34, -16, 108.5, 24, p));
  solids.push(...deskLamp(-38, 2, 77, accent(p, 0), p));
  solids.push(...rotate([box([-8, 77, 0, 18, 78.5, 18], p.white)], "y", -8, [5, 77, 9]));
  solids.push(...rotate([box([-6, 78.5, 2, 16, 79.2, 16], accent(p, 1))], "y", 4, [5, 77, 9]));
  return solids;
}

/** Legs under a small table: tapered wood, or slim steel. */
function smallTableLegs(p: Palette, design: FurnitureDesign, hx: number, hz: number, height: number): Solid[] {
  return design.material === "wood"
    ? taperedLegs(hx, hz, height, p.frame, 2.6, 3.4)
    : fourCorners(hx, hz).map(([x, z]) => box([x - 1.2, 0, z - 1.2, x + 1.2, height, z + 1.2], p.frame));
}

/** An open notebook and a pencil on a top at y. */
function homework(p: Palette, x: number, y: number, z: number): Solid[] {
  return [
    ...rotate([box([x - 12, y, z - 8, x + 12, y + 1, z + 8], p.white)], "y", -8, [x, y, z]),
    ...rotate([box([x - 10, y + 1, z - 6, x + 10, y + 1.6, z + 6], accent(p, 1))], "y", 4, [x, y, z]),
    ...rotate([box([x + 4, y + 1.6, z - 0.5, x + 16, y + 2.4, z + 0.5], [242, 196, 76])], "y", 30, [x + 10, y, z]),
  ];
}

/** A child's chair on four legs, in the piece's frame, with a cushioned seat. */
function kidsChair(p: Palette, design: FurnitureDesign): Solid[] {
  const solids = smallTableLegs(p, design, 14, 14, 32);
  solids.push(box([-17, 32, -17, 17, 35, 17], p.body));
  for (const x of [-15, 15]) solids.push(box([x - 1.4, 35, -17, x + 1.4, 62, -14.5], p.body));
  solids.push(prism("xy", roundRectProfile(-17, 50, 17, 64, 5), -17.5, -14.5, p.body));
  solids.push(cushionBox([-15, 35, -14, 15, 39, 15], 2, p.cushion, p.cushionSeam));
  return solids;
}

export function studyTable(p: Palette, design: FurnitureDesign): Model {
  let solids: Solid[];
  let focus: [number, number, number] = [-10, 110, -8];
  switch (design.shape) {
    case "wall-mounted": {
      // A fold-down desk on a wall board, a small cabinet and shelf above it; no legs.
      solids = [box([-42, 60, -26, 42, 150, -23], p.bodyDark)];
      solids.push(box([-40, 70, -23, 40, 73, 20], p.body));
      for (const x of [-38, 38]) solids.push(...rotate([box([x - 1, 52, -23, x + 1, 72, -21], p.metalDark)], "x", 40, [x, 72, -23]));
      const cabinet: Bounds = [-40, 112, -23, 0, 146, -4];
      const cabinetMesh = box(cabinet, p.body);
      decorate(cabinetMesh, faceOf(cabinet, "front"), [mark.outline(1.5, 1.5, 38.5, 32.5, p.seam, 0.45)]);
      solids.push(cabinetMesh, knob(-4, 128, -4, p.metal));
      solids.push(box([0, 112, -23, 40, 114, -6], p.body), ...bookRow(2, 38, 114, -21, -8, 24, 93));
      solids.push(...homework(p, 0, 73, 0));
      focus = [0, 90, 0];
      break;
    }
    case "foldable": {
      // A low table for the floor or the bed, its two legs folding flat under the top.
      solids = [];
      for (const x of [-28, 28]) {
        solids.push(box([x - 1.5, 0, -18, x + 1.5, 26, -15], p.frame), box([x - 1.5, 0, 15, x + 1.5, 26, 18], p.frame));
        solids.push(box([x - 1.5, 0, -18, x + 1.5, 3, 18], p.frame), box([x - 1.5, 22, -15, x + 1.5, 25, 15], p.frame));
      }
      solids.push(box([-35, 26, -22, 35, 30, 22], p.body), ...homework(p, -6, 30, 2));
      solids.push(frustum(22, -8, 30, 38, 3.6, 4, accent(p, 0), 14));
      focus = [0, 28, 10];
      break;
    }
    case "chair-set": {
      solids = [...smallTableLegs(p, design, 34, 18, 56), box([-38, 56, -22, 38, 59, 22], p.body)];
      solids.push(box([-34, 46, -20, 34, 56, -18], p.bodyDark), ...homework(p, -10, 59, 2));
      solids.push(...move(rotate(kidsChair(p, design), "y", 180), [0, 0, 40]));
      focus = [0, 50, 30];
      break;
    }
    case "tilting": {
      // A desk that grows with the child: a crank-raised frame and a top that tilts for reading.
      solids = [];
      for (const x of [-36, 36]) {
        solids.push(box([x - 2.5, 0, -26, x + 2.5, 3, 26], p.frame), box([x - 3, 3, -3, x + 3, 40, 3], p.frame));
        solids.push(box([x - 2.4, 40, -2.4, x + 2.4, 60, 2.4], p.frameLight));
      }
      solids.push(box([-36, 56, -3, 36, 60, 3], p.frame), cylinder("x", [40, 50, 0], 0.8, 6, p.metal, 8));
      solids.push(box([-40, 60, -24, 40, 63, -18], p.body));
      const top = box([-40, 63, -24, 40, 66, 26], p.body);
      solids.push(...rotate([top, box([-40, 66, 23, 40, 69, 26], p.bodyDark)], "x", 12, [0, 63, -24]));
      solids.push(...rotate(homework(p, 0, 66, 4), "x", 12, [0, 63, -24]));
      focus = [0, 64, 10];
      break;
    }
    case "activity": {
      // A low table for drawing and blocks, two small stools round it.
      solids = [...smallTableLegs(p, design, 30, 20, 46), roundBox([-36, 46, -26, 36, 50, 26], 6, "xz", p.body)];
      solids.push(...homework(p, -8, 50, 0), ball([18, 54, -8], 4, accent(p, 0)));
      for (const [x, colour] of [
        [-14, playfulColours[1]],
        [4, playfulColours[0]],
      ] as const) {
        solids.push(roundBox([x + 12, 50, 2, x + 20, 58, 10], 1.2, "xy", colour ?? p.cream));
      }
      for (const z of [-44, 44]) {
        solids.push(...roundLegs(10, 10, 26, p.frame, 1.4, 1.8), cylinder("y", [0, 28, 0], 14, 4, p.cushion, 22));
        const stool = solids.splice(-5);
        solids.push(...move(stool, [0, 0, z]));
      }
      focus = [0, 48, 20];
      break;
    }
    default:
      solids = hutchDesk(p);
  }
  return {
    solids,
    detail: { focus, zoom: 2.4, yaw: 24, pitch: 14 },
    scene: "kids",
    againstWall: true,
    onWall: design.shape === "wall-mounted",
  };
}

/** A toy chest with its lid: a painted wooden box, a moulded plastic tub, or a soft fabric box. */
function toyBox(p: Palette, design: FurnitureDesign): Solid[] {
  const solids: Solid[] = [];
  const soft = design.material === "fabric";
  const radius = design.material === "plastic" ? 5 : soft ? 4 : 1.5;
  if (design.material === "wood") solids.push(...roundLegs(24, 14, 4, p.frame, 1.6, 2));
  const bounds: Bounds = [-30, design.material === "wood" ? 4 : 0, -20, 30, 40, 20];
  const body = roundBox(bounds, radius, "xy", p.body);
  const front = faceOf(bounds, "front");
  const marks: Mark[] = [mark.roundRect(front.w / 2 - 7, front.h - 12, front.w / 2 + 7, front.h - 7, 2.4, mix(p.body, SHADOW, 0.55))];
  if (soft) marks.push(mark.outline(2, 2, front.w - 2, front.h - 2, mix(p.body, SHADOW, 0.3), 0.5, { dash: [1.4, 1] }));
  if (design.material === "plastic") marks.push(mark.rect(6, 6, 18, front.h - 16, WHITE, { unlit: true, opacity: 0.25 }));
  decorate(body, front, marks);
  solids.push(body);
  // The lid stands open against the wall behind, toys peeking over the rim.
  const lid = roundBox([-31, 40, -22, 31, 43, 20], radius, "xz", p.bodyLight);
  solids.push(...rotate([lid], "x", -100, [0, 43, -21]));
  solids.push(ball([-12, 42, 2], 7, [235, 90, 80]), roundBox([6, 36, -6, 16, 46, 4], 1.2, "xy", [92, 170, 180]));
  return solids;
}

function benchChest(p: Palette): Solid[] {
  // A chest whose lid is the seat, with arms and a back: a bench for the foot of the bed.
  const solids: Solid[] = [...roundLegs(36, 16, 4, p.frame, 1.6, 2)];
  const bounds: Bounds = [-40, 4, -20, 40, 42, 20];
  const body = box(bounds, p.body);
  decorate(body, faceOf(bounds, "front"), [mark.outline(6, 6, 74, 32, p.bodyDark, 0.8), mark.roundRect(33, 26, 47, 30, 2, p.bodyDeep)]);
  solids.push(body, box([-40, 42, -20, 40, 45, 20], p.bodyLight));
  for (const side of [-1, 1]) solids.push(box([side * 40 - 2, 42, -20, side * 40 + 2, 62, 18], p.body));
  solids.push(prism("xy", archProfile(-40, 42, 40, 80, 14), -22, -18, p.body));
  solids.push(cushionBox([-37, 45, -16, 37, 51, 18], 3, p.cushion, p.cushionSeam));
  return solids;
}

export function toyStorage(p: Palette, design: FurnitureDesign): Model {
  if (design.shape === "box" || design.shape === "bench-chest") {
    return {
      solids: design.shape === "box" ? toyBox(p, design) : benchChest(p),
      detail: { focus: [0, 36, 20], zoom: 2.4, yaw: 28, pitch: 18 },
      scene: "kids",
      againstWall: true,
    };
  }
  const solids: Solid[] = design.material === "wood" ? [...roundLegs(42, 14, 6, p.frame, 1.8, 2.2)] : [];
  const hw = 46;
  const hd = 17;
  const base = design.material === "wood" ? 6 : 0;
  const round = design.material === "wood" ? 2 : 4;
  solids.push(
    roundBox([-hw, base, -hd, -hw + 2.5, 78, hd], round, "xy", p.body),
    roundBox([hw - 2.5, base, -hd, hw, 78, hd], round, "xy", p.body),
  );
  solids.push(box([-hw + 2.5, base, -hd, hw - 2.5, 8.5, hd], p.body), box([-hw, 78, -hd, hw, 81, hd], p.body));
  solids.push(box([-hw + 2.5, 8.5, -hd, hw - 2.5, 78, -hd + 1], p.bodyDark));
  solids.push(box([-hw + 2.5, 42, -hd, hw - 2.5, 44.5, hd], p.body));
  const columnWidth = (2 * hw - 5 - 2 * 2.5) / 3;
  for (let column = 1; column < 3; column++) {
    const x = -hw + 2.5 + column * columnWidth + (column - 1) * 2.5;
    // Two pieces, not one through the shelf: interpenetrating parts cannot be depth-sorted.
    solids.push(box([x, 8.5, -hd, x + 2.5, 42, hd], p.body), box([x, 44.5, -hd, x + 2.5, 78, hd], p.body));
  }
  const binColours = playfulColours;
  let colourIndex = 0;
  for (const y of [8.5, 44.5]) {
    for (let column = 0; column < 3; column++) {
      const x0 = -hw + 2.5 + column * (columnWidth + 2.5) + 1.2;
      const colour = binColours[colourIndex++ % binColours.length] ?? p.cream;
      const pulled = column === 1 && y > 40 ? 8 : 0;
      const bin: Bounds = [x0, y + 0.5, -hd + 2, x0 + columnWidth - 2.4, y + 30, hd - 1 + pulled];
      const binMesh = roundBox(bin, 2, "xy", colour);
      decorate(binMesh, faceOf(bin, "front"), [
        mark.roundRect(
          (columnWidth - 2.4) / 2 - 6,
          21,
          (columnWidth - 2.4) / 2 + 6,
          25.5,
          2.2,
          mix(colour, SHADOW, 0.55),
        ),
      ]);
      solids.push(binMesh);
    }
  }
  solids.push(ball([-28, 88, 0], 7, [235, 90, 80]));
  const blocks: [number, Rgb][] = [
    [12, [92, 170, 180]],
    [22, [242, 196, 76]],
  ];
  for (const [x, colour] of blocks)
    solids.push(roundBox([x - 4.5, 81, -4.5, x + 4.5, 90, 4.5], 1.2, "xy", colour));
  solids.push(roundBox([12.5, 90, -4, 21.5, 99, 5], 1.2, "xy", [235, 122, 104]));
  return {
    solids,
    detail: { focus: [0, 70, 22], zoom: 2.6, yaw: 28, pitch: 16 },
    scene: "kids",
    againstWall: true,
  };
}

/** A study chair on four legs, wooden or steel, with a rounded back. */
function fourLegStudyChair(p: Palette, design: FurnitureDesign): Solid[] {
  const solids = smallTableLegs(p, design, 19, 19, 44);
  for (const [x, z] of fourCorners(19, 19)) if (z > 0) solids.push(box([x - 1.4, 24, z - 19 * 2 - 1.4, x + 1.4, 26.5, z + 1.4], p.frame));
  solids.push(box([-22, 44, -22, 22, 48, 22], p.body));
  for (const x of [-19, 19]) solids.push(box([x - 1.6, 48, -22, x + 1.6, 88, -19], p.frame));
  const back: Bounds = [-21, 66, -23, 21, 90, -19];
  const backMesh = prism("xy", roundRectProfile(-21, 66, 21, 90, 6), -23, -19, p.body);
  decorate(backMesh, faceOf(back, "front"), [mark.roundRect(6, 5, 36, 19, 4, p.bodyLight)]);
  solids.push(backMesh);
  if (design.material === "metal") solids.push(cushionBox([-20, 48, -19, 20, 52, 20], 2, p.cushion, p.cushionSeam));
  return solids;
}

export function studyChair(p: Palette, design: FurnitureDesign): Model {
  if (design.shape === "four-leg") {
    return {
      solids: fourLegStudyChair(p, design),
      detail: { focus: [0, 60, -10], zoom: 2.6, yaw: 30, pitch: 18 },
      scene: "kids",
      againstWall: false,
    };
  }
  const solids: Solid[] = [...castorBase(28, p.metal, p.metalDark)];
  solids.push(cylinder("y", [0, 20, 0], 3.2, 14, p.metal, 14));
  solids.push(cylinder("y", [0, 33, 0], 2.2, 12, p.metal, 12));
  solids.push(box([-9, 38, -10, 9, 41, 9], p.metalDark));
  solids.push(cushionBox([-22, 41, -21, 22, 49, 21], 6, p.body, p.seam, design.material !== "leather"));
  const spine: Solid[] = [box([-3, 38, -28, 3, 41, -10], p.metal), box([-3, 38, -28, 3, 62, -25], p.metal)];
  const backBounds: Bounds = [-21, 56, -30, 21, 86, -24];
  const back = prism("xy", roundRectProfile(-21, 56, 21, 86, 13), -30, -24, p.body);
  decorate(back, faceOf(backBounds, "front"), backCover(p, design, 42, 30));
  solids.push(...rotate([...spine, back], "x", -6, [0, 41, -24]));
  if (design.shape === "swivel-arms") {
    for (const side of [-1, 1]) {
      const x = side * 24;
      solids.push(box([x - 1.3, 41, -4, x + 1.3, 60, -1], p.metalDark));
      solids.push(box([side < 0 ? -24 : 21, 43, -6, side < 0 ? -21 : 24, 45, -1], p.metalDark));
      solids.push(roundBox([x - 2.6, 60, -12, x + 2.6, 62.6, 10], 1.3, "zy", p.black));
    }
  }
  return {
    solids,
    detail: { focus: [0, 60, -10], zoom: 2.6, yaw: 30, pitch: 18 },
    scene: "kids",
    againstWall: false,
  };
}
