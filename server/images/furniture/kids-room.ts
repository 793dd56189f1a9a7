// Kids' furniture: kids' bed, study table, toy storage and study chair.

import { accent, hueSaturation, mix, SHADOW, type Palette, type Rgb } from "./colour";
import {
  ball,
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  mark,
  prism,
  rad,
  rotate,
  roundBox,
  roundRectProfile,
  sheet,
  wire,
  type Bounds,
  type Solid,
  type Vec3,
} from "./geometry";
import type { Model } from "./model";
import { barHandle, bookRow, castorBase, cushionBox, fourCorners, pottedPlant, roundLegs } from "./parts";

export function kidsBed(p: Palette): Model {
  const solids: Solid[] = [];
  const hw = 52;
  const hd = 100;
  solids.push(box([-hw, 4, -hd, hw, 18, hd], p.body));
  solids.push(box([-hw + 3, 18, -hd + 3, hw - 3, 32, hd - 3], p.white));
  const postHeight = 128;
  for (const [x, z] of fourCorners(hw - 2.5, hd - 2.5))
    solids.push(box([x - 2.5, 0, z - 2.5, x + 2.5, postHeight, z + 2.5], p.body));
  const roofRise = 34;
  const slope = Math.atan2(roofRise, hw) * (180 / Math.PI);
  const beamLength = Math.hypot(hw, roofRise) + 3;
  const apex = postHeight + roofRise;
  for (const z of [-hd + 2.5, hd - 2.5]) {
    solids.push(
      ...rotate([box([-beamLength, apex - 2.5, z - 2.5, 0, apex + 2.5, z + 2.5], p.body)], "z", slope, [
        0,
        apex,
        z,
      ]),
    );
    solids.push(
      ...rotate([box([0, apex - 2.5, z - 2.5, beamLength, apex + 2.5, z + 2.5], p.body)], "z", -slope, [
        0,
        apex,
        z,
      ]),
    );
  }
  solids.push(box([-2.5, apex - 2.5, -hd, 2.5, apex + 2.5, hd], p.body));
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

export function studyTable(p: Palette): Model {
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
  return {
    solids,
    detail: { focus: [-10, 110, -8], zoom: 2.4, yaw: 24, pitch: 14 },
    scene: "kids",
    againstWall: true,
  };
}

export function toyStorage(p: Palette): Model {
  const solids: Solid[] = [...roundLegs(42, 14, 6, p.woodLight, 1.8, 2.2)];
  const hw = 46;
  const hd = 17;
  solids.push(
    roundBox([-hw, 6, -hd, -hw + 2.5, 78, hd], 2, "xy", p.body),
    roundBox([hw - 2.5, 6, -hd, hw, 78, hd], 2, "xy", p.body),
  );
  solids.push(box([-hw + 2.5, 6, -hd, hw - 2.5, 8.5, hd], p.body), box([-hw, 78, -hd, hw, 81, hd], p.body));
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

export function studyChair(p: Palette): Model {
  const solids: Solid[] = [...castorBase(28, p.metal, p.metalDark)];
  solids.push(cylinder("y", [0, 20, 0], 3.2, 14, p.metal, 14));
  solids.push(cylinder("y", [0, 33, 0], 2.2, 12, p.metal, 12));
  solids.push(box([-9, 38, -10, 9, 41, 9], p.metalDark));
  solids.push(cushionBox([-22, 41, -21, 22, 49, 21], 6, p.body, p.seam));
  const spine: Solid[] = [box([-3, 38, -28, 3, 41, -10], p.metal), box([-3, 38, -28, 3, 62, -25], p.metal)];
  const backBounds: Bounds = [-21, 56, -30, 21, 86, -24];
  const back = prism("xy", roundRectProfile(-21, 56, 21, 86, 13), -30, -24, p.body);
  decorate(back, faceOf(backBounds, "front"), [
    mark.roundRect(4, 4, 38, 26, 10, p.bodyLight),
    mark.segment(21, 5, 21, 25, p.seam, 0.4, { dash: [1.2, 0.9] }),
  ]);
  solids.push(...rotate([...spine, back], "x", -6, [0, 41, -24]));
  return {
    solids,
    detail: { focus: [0, 60, -10], zoom: 2.6, yaw: 30, pitch: 18 },
    scene: "kids",
    againstWall: false,
  };
}
