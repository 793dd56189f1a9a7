// Office furniture: office chair, office table, filing cabinet and bookcase.

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
  prism,
  rotate,
  roundBox,
  roundRectProfile,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import { barHandle, bookColours, bookRow, castorBase, cushionBox, pottedPlant } from "./parts";

export function officeChair(p: Palette): Model {
  const solids: Solid[] = [...castorBase(33, p.black, p.black)];
  solids.push(cylinder("y", [0, 22, 0], 3.6, 16, p.black, 14));
  solids.push(cylinder("y", [0, 36, 0], 2.4, 14, p.metal, 12));
  solids.push(box([-11, 42, -12, 11, 46, 10], p.black));
  solids.push(cushionBox([-25, 46, -24, 25, 54, 25], 5, p.body, p.seam));
  solids.push(box([-3.5, 40, -34, 3.5, 44, -12], p.black));
  const backGroup: Solid[] = [];
  backGroup.push(box([-3.5, 40, -34, 3.5, 70, -30], p.black));
  const backBounds: Bounds = [-24, 58, -33, 24, 114, -30];
  const back = prism("xy", roundRectProfile(-24, 58, 24, 114, 12), -33, -30, p.black);
  const meshMarks = lattice(44, 52, 3.2, p.seam, 0.3);
  decorate(back, faceOf(backBounds, "front"), [
    mark.roundRect(2, 2, 46, 54, 10, p.body),
    ...meshMarks
      .map((m) => ({ ...m, pts: m.pts.map(([u, v]) => [u + 2, v + 2] as const) }))
      .filter((m) => m.pts.every(([u, v]) => u >= 3 && u <= 45 && v >= 3 && v <= 53)),
    mark.roundRect(10, 8, 38, 20, 5, p.bodyDark),
  ]);
  backGroup.push(back);
  backGroup.push(box([-3, 110, -33, 3, 118, -31], p.black));
  backGroup.push(roundBox([-15, 116, -34, 15, 128, -29], 5, "xy", p.body));
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

export function officeTable(p: Palette): Model {
  const solids: Solid[] = [];
  for (const x of [-66, 66]) {
    solids.push(box([x - 2.5, 0, -32, x + 2.5, 3, 32], p.metalDark));
    solids.push(
      box([x - 2, 3, -28, x + 2, 72, -24], p.metalDark),
      box([x - 2, 3, 24, x + 2, 72, 28], p.metalDark),
    );
    solids.push(box([x - 2, 68, -30, x + 2, 72, 30], p.metalDark));
  }
  solids.push(box([-64, 40, -28, 64, 70, -26], p.bodyDark));
  const pedestal: Bounds = [26, 34, -28, 62, 72, 30];
  const pedestalMesh = box(pedestal, p.body);
  decorate(pedestalMesh, faceOf(pedestal, "front"), [
    mark.segment(1, 12.5, 35, 12.5, p.seam, 0.5),
    mark.segment(1, 25, 35, 25, p.seam, 0.5),
  ]);
  solids.push(pedestalMesh);
  for (const y of [41, 53, 66]) solids.push(...barHandle(44, y, 30, 14, p.metal));
  solids.push(roundBox([-72, 72, -36, 72, 75, 36], 1.5, "xz", p.body));
  solids.push(...laptop(-12, 4, 75, p));
  solids.push(frustum(34, 8, 75, 84, 3.8, 4, accent(p, 0), 14));
  solids.push(...pottedPlant(56, -18, 75, 34, p));
  return {
    solids,
    detail: { focus: [44, 53, 30], zoom: 2.6, yaw: 24, pitch: 18 },
    scene: "office",
    againstWall: false,
    frontPitch: 14,
  };
}

export function filingCabinet(p: Palette): Model {
  const solids: Solid[] = [box([-22, 0, -29, 22, 5, 29], p.bodyDeep)];
  const bounds: Bounds = [-23.5, 5, -31, 23.5, 132, 31];
  const body = box(bounds, p.body);
  const marks: Mark[] = [];
  const drawerHeight = 127 / 4;
  for (let index = 0; index < 4; index++) {
    const v0 = index * drawerHeight;
    marks.push(mark.outline(1.2, v0 + 1.2, 45.8, v0 + drawerHeight - 1.2, p.seam, 0.45));
    marks.push(mark.rect(17, v0 + drawerHeight - 9, 30, v0 + drawerHeight - 5, p.cream));
    marks.push(mark.outline(17, v0 + drawerHeight - 9, 30, v0 + drawerHeight - 5, p.metalDark, 0.35));
  }
  marks.push(mark.circle(23.5, 124.5, 1.2, p.metal));
  decorate(body, faceOf(bounds, "front"), marks);
  solids.push(body);
  for (let index = 0; index < 4; index++) {
    const y = 5 + index * drawerHeight + drawerHeight - 14;
    solids.push(box([-8, y - 1.2, 31, 8, y + 1.2, 33], p.metal));
  }
  return {
    solids,
    detail: { focus: [0, 110, 31], zoom: 3, yaw: 24, pitch: 16 },
    scene: "office",
    againstWall: true,
  };
}

export function bookcase(p: Palette): Model {
  const solids: Solid[] = [];
  solids.push(box([-45, 0, -16, -43, 186, 16], p.body), box([43, 0, -16, 45, 186, 16], p.body));
  solids.push(box([-45, 186, -16, 45, 189, 16], p.body));
  solids.push(box([-43, 0, -15, 43, 8, 15], p.bodyDark));
  solids.push(box([-43, 8, -16, 43, 186, -15], p.bodyDeep));
  const shelves = [8, 44, 80, 116, 152];
  shelves.forEach((y, index) => {
    if (index > 0) solids.push(box([-43, y - 2, -15, 43, y, 16], p.body));
    const top = (shelves[index + 1] ?? 186) - (index === shelves.length - 1 ? 0 : 2);
    const room = top - y;
    if (index === 2) {
      solids.push(...bookRow(-43, 5, y, -13, 12, room - 6, 11 + index));
      solids.push(...pottedPlant(24, 0, y, room - 6, p));
    } else if (index === 4) {
      solids.push(...bookRow(-10, 43, y, -13, 12, room - 8, 11 + index));
      solids.push(
        frustum(-28, 0, y, y + 14, 5, 3, accent(p, 1), 14),
        ball([-28, y + 15.5, 0], 2.5, accent(p, 1)),
      );
    } else if (index === 0) {
      solids.push(...bookRow(-43, 43, y, -13, 12, room - 6, 11 + index));
    } else {
      solids.push(...bookRow(-43, 20, y, -13, 12, room - 5, 11 + index));
      for (let layer = 0; layer < 3; layer++) {
        const bounds: Bounds = [23, y + layer * 3.2, -12, 41, y + layer * 3.2 + 3, 10];
        solids.push(box(bounds, bookColours[(index + layer) % bookColours.length] ?? p.bodyDark));
      }
    }
  });
  return {
    solids,
    detail: { focus: [-20, 62, 12], zoom: 2.8, yaw: 26, pitch: 12 },
    scene: "office",
    againstWall: true,
  };
}
