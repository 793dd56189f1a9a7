// Bedroom furniture: bed, wardrobe, mattress and dressing table.

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
import type { Model } from "./model";
import { barHandle, knob, roundLegs } from "./parts";

export function bed(p: Palette): Model {
  const solids: Solid[] = [...roundLegs(76, 94, 8, p.woodDark, 2.2, 2.8)];
  solids.push(roundBox([-82, 8, -100, 82, 32, 102], 3, "zy", p.body));
  const mattressBounds: Bounds = [-78, 32, -100, 78, 52, 98];
  const mattressMesh = roundBox(mattressBounds, 5, "xy", p.white);
  solids.push(mattressMesh);
  const headBounds: Bounds = [-86, 8, -110, 86, 122, -100];
  const head = prism("xy", roundRectProfile(-86, 8, 86, 122, 10), -110, -100, p.body);
  const channels: Mark[] = [];
  for (let u = 21.5; u < 172; u += 21.5) {
    channels.push(mark.segment(u, 50, u, 108, p.seam, 0.6));
  }
  decorate(head, faceOf(headBounds, "front"), channels);
  solids.push(head);
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

export function wardrobe(p: Palette): Model {
  const solids: Solid[] = [box([-66, 0, -27, 66, 8, 27], p.bodyDeep)];
  const bounds: Bounds = [-67, 8, -29, 67, 200, 29];
  const carcass = box(bounds, p.body);
  const doorWidth = 134 / 3;
  decorate(carcass, faceOf(bounds, "front"), [
    mark.segment(doorWidth, 1, doorWidth, 191, p.seam, 0.6),
    mark.segment(doorWidth * 2, 1, doorWidth * 2, 191, p.seam, 0.6),
    mark.rect(doorWidth * 2 + 5, 12, 134 - 5, 180, p.mirror, { unlit: true }),
    mark.poly(
      [
        [doorWidth * 2 + 8, 120],
        [doorWidth * 2 + 20, 160],
        [doorWidth * 2 + 26, 160],
        [doorWidth * 2 + 14, 120],
      ],
      WHITE,
      { unlit: true, opacity: 0.55 },
    ),
    mark.poly(
      [
        [doorWidth * 2 + 18, 110],
        [doorWidth * 2 + 32, 156],
        [doorWidth * 2 + 35, 156],
        [doorWidth * 2 + 21, 110],
      ],
      WHITE,
      { unlit: true, opacity: 0.45 },
    ),
    mark.segment(2, 32, doorWidth * 2 - 2, 32, p.seam, 0.5),
  ]);
  solids.push(carcass);
  solids.push(box([-69, 200, -30, 69, 205, 30], p.body));
  solids.push(...barHandle(-67 + doorWidth - 4, 110, 29, 30, p.metal, true));
  solids.push(...barHandle(-67 + doorWidth + 4, 110, 29, 30, p.metal, true));
  solids.push(...barHandle(-67 + doorWidth * 2 + 4, 110, 29, 30, p.metal, true));
  solids.push(...barHandle(-67 + doorWidth / 2, 24, 29, 16, p.metal));
  solids.push(...barHandle(-67 + doorWidth * 1.5, 24, 29, 16, p.metal));
  return {
    solids,
    detail: { focus: [-22, 110, 29], zoom: 3.2, yaw: 24, pitch: 12 },
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

export function dressingTable(p: Palette): Model {
  const solids: Solid[] = [];
  const pedestal: Bounds = [-54, 10, -21, -14, 74, 21];
  const pedestalMesh = box(pedestal, p.body);
  decorate(pedestalMesh, faceOf(pedestal, "front"), [
    mark.outline(1.5, 1.5, 38.5, 20.5, p.seam, 0.4),
    mark.outline(1.5, 22.5, 38.5, 41.5, p.seam, 0.4),
    mark.outline(1.5, 43.5, 38.5, 62.5, p.seam, 0.4),
  ]);
  solids.push(pedestalMesh);
  for (const y of [21, 42, 63]) solids.push(knob(-34, y, 21, p.woodLight, 1.4));
  const drawer: Bounds = [-14, 62, -21, 54, 74, 21];
  const drawerMesh = box(drawer, p.body);
  decorate(drawerMesh, faceOf(drawer, "front"), [mark.outline(1.5, 1.5, 66.5, 10.5, p.seam, 0.4)]);
  solids.push(drawerMesh, knob(20, 68, 21, p.woodLight, 1.4));
  for (const [x, z] of [
    [-50, -17],
    [-18, -17],
    [-50, 17],
    [-18, 17],
  ] as const) {
    solids.push(frustum(x, z, 0, 10, 1.6, 2, p.woodDark, 10));
  }
  solids.push(squareLeg([51, 0, -18], [51, 62, -18], 2.6, 3.4, p.woodDark));
  solids.push(squareLeg([51, 0, 18], [51, 62, 18], 2.6, 3.4, p.woodDark));
  solids.push(box([-56, 74, -23, 56, 77, 23], p.body));
  const mirrorBounds: Bounds = [-34, 77, -22, 34, 178, -19];
  const frame = prism("xy", archProfile(-34, 77, 34, 178, 34), -22, -19, p.body);
  const glass = archProfile(4, 4, 64, 97, 30).map(([u, v]) => [u, v] as const);
  decorate(frame, faceOf(mirrorBounds, "front"), [
    mark.poly(glass, p.mirror, { unlit: true }),
    mark.poly(
      [
        [14, 40],
        [34, 76],
        [41, 76],
        [21, 40],
      ],
      WHITE,
      { unlit: true, opacity: 0.55 },
    ),
    mark.poly(
      [
        [26, 34],
        [46, 70],
        [49, 70],
        [29, 34],
      ],
      WHITE,
      { unlit: true, opacity: 0.45 },
    ),
  ]);
  solids.push(frame);
  solids.push(frustum(40, -8, 77, 85, 2.6, 2.6, accent(p, 2), 12), ball([40, 86.5, -8], 1.6, p.metal));
  solids.push(frustum(46, -4, 77, 82, 2.2, 2.2, accent(p, 0), 12));
  const stool: Solid[] = [
    ...roundLegs(11, 11, 40, p.woodDark, 1.4, 1.8),
    cylinder("y", [0, 43, 0], 17, 8, p.bodyLight, 24),
  ];
  solids.push(...move(stool, [18, 0, 44]));
  return {
    solids,
    detail: { focus: [14, 112, -12], zoom: 2, yaw: 22, pitch: 14 },
    scene: "bedroom",
    againstWall: true,
  };
}
