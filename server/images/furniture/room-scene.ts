// The "room" view: walls, floor, window, art, rug and a plant set around the piece, styled per scene.

import { accent, luminance, mix, SHADOW, WHITE, type Palette, type Rgb } from "./colour";
import {
  box,
  decorate,
  faceOf,
  mark,
  prism,
  roundBox,
  type Bounds,
  type Extent,
  type Mark,
  type P2,
  type Solid,
  type Vec3,
} from "./geometry";
import type { Model, SceneKind } from "./model";
import { pottedPlant } from "./parts";

interface RoomStyle {
  wall: Rgb;
  floor: Rgb;
  floorLine: Rgb;
  floorPattern: "planks" | "tiles" | "grass";
  rug: Rgb | null;
}

function roomStyle(scene: SceneKind, p: Palette): RoomStyle {
  const bodyLight = luminance(p.body);
  // Wall colours chosen to stay calm behind any body colour; light bodies get a deeper wall.
  const wall: Rgb = bodyLight > 0.72 ? [205, 196, 182] : [238, 231, 219];
  switch (scene) {
    case "kitchen":
      return {
        wall: bodyLight > 0.72 ? [196, 205, 203] : [228, 234, 232],
        floor: [214, 210, 202],
        floorLine: [190, 185, 176],
        floorPattern: "tiles",
        rug: null,
      };
    case "outdoor":
      return {
        wall: [214, 232, 240],
        floor: [150, 186, 110],
        floorLine: [132, 168, 96],
        floorPattern: "grass",
        rug: null,
      };
    case "kids":
      return {
        wall: bodyLight > 0.72 ? [190, 206, 218] : [226, 236, 242],
        floor: [222, 196, 160],
        floorLine: [200, 172, 136],
        floorPattern: "planks",
        rug: [242, 214, 160],
      };
    case "office":
      return {
        wall,
        floor: [206, 184, 154],
        floorLine: [186, 162, 132],
        floorPattern: "planks",
        rug: [198, 194, 186],
      };
    default:
      return {
        wall,
        floor: [210, 178, 138],
        floorLine: [188, 155, 116],
        floorPattern: "planks",
        rug: mix(accent(p, 4), WHITE, 0.3),
      };
  }
}

interface RoomScene {
  backdrop: Solid[];
  props: Solid[];
  /** Points that should fall inside the frame besides the furniture itself. */
  interest: Vec3[];
}

export function roomScene(model: Model, extent: Extent, p: Palette): RoomScene {
  const style = roomStyle(model.scene, p);
  const backZ = extent.min[2] - (model.againstWall ? 3 : 55);
  const leftX = extent.min[0] - Math.max(60, Math.min(95, extent.max[1] * 0.9));
  const height = Math.max(270, extent.max[1] + 70);
  const backdrop: Solid[] = [];
  const props: Solid[] = [];
  const interest: Vec3[] = [];
  const far = 900;
  if (model.scene === "outdoor") {
    const lawn: Bounds = [leftX - far, -4, backZ - 40, extent.max[0] + far, 0, extent.max[2] + far];
    const grass = box(lawn, style.floor);
    backdrop.push(grass);
    const hedge = roundBox(
      [leftX - far, 0, backZ - 40, extent.max[0] + far, 120, backZ - 10],
      14,
      "zy",
      [104, 148, 84],
    );
    backdrop.push(hedge);
    const fence: Solid[] = [];
    for (let x = leftX - 200; x < extent.max[0] + 400; x += 14) {
      const picket: P2[] = [
        [x, 0],
        [x + 10, 0],
        [x + 10, 88],
        [x + 5, 95],
        [x, 88],
      ];
      fence.push(prism("xy", picket, backZ - 9, backZ - 6, [238, 232, 220]));
    }
    backdrop.push(
      ...fence,
      box([leftX - far, 60, backZ - 6, extent.max[0] + far, 66, backZ - 4], [226, 220, 206]),
    );
    const path: Bounds = [
      extent.min[0] - 20,
      0,
      extent.min[2] - 20,
      extent.max[0] + 20,
      0.6,
      extent.max[2] + 25,
    ];
    backdrop.push(box(path, [214, 200, 178]));
    const plantHeight = Math.max(60, Math.min(100, extent.max[1]));
    props.push(...pottedPlant(leftX + 40, backZ + 30, 0, plantHeight, p));
    // Frame generously outdoors: a lone chair should sit in a garden, not fill the picture.
    const spread = Math.max(0, 160 - (extent.max[0] - extent.min[0])) / 2;
    interest.push(
      [leftX - spread, 0, backZ],
      [extent.max[0] + 40 + spread, 0, extent.max[2] + 10],
      [leftX, 110, backZ - 40],
    );
    return { backdrop, props, interest };
  }
  const floorBounds: Bounds = [leftX, -4, backZ, extent.max[0] + far, 0, extent.max[2] + far];
  const floor = box(floorBounds, style.floor);
  const floorFrame = faceOf(floorBounds, "top");
  const floorMarks: Mark[] = [];
  if (style.floorPattern === "planks") {
    for (let v = 18; v < floorFrame.h; v += 18) {
      floorMarks.push(mark.segment(0, v, floorFrame.w, v, style.floorLine, 0.6));
      const offset = (Math.round(v / 18) % 3) * 40;
      for (let u = offset + 30; u < floorFrame.w; u += 120) {
        floorMarks.push(mark.segment(u, v, u, v - 18, style.floorLine, 0.6));
      }
    }
  } else {
    for (let v = 40; v < floorFrame.h; v += 40)
      floorMarks.push(mark.segment(0, v, floorFrame.w, v, style.floorLine, 0.7));
    for (let u = 40; u < floorFrame.w; u += 40)
      floorMarks.push(mark.segment(u, 0, u, floorFrame.h, style.floorLine, 0.7));
  }
  decorate(floor, floorFrame, floorMarks);
  backdrop.push(floor);
  const backWall: Bounds = [leftX - 10, -4, backZ - 10, extent.max[0] + far, height, backZ];
  const back = box(backWall, style.wall);
  const sideWall: Bounds = [leftX - 10, -4, backZ - 10, leftX, height, extent.max[2] + far];
  const side = box(sideWall, mix(style.wall, SHADOW, 0.06));
  const skirting = (b: Bounds) => box(b, WHITE);
  backdrop.push(
    back,
    side,
    skirting([leftX, 0, backZ, extent.max[0] + far, 8, backZ + 1.2]),
    skirting([leftX, 0, backZ, leftX + 1.2, 8, extent.max[2] + far]),
  );
  const windowX0 = extent.max[0] + 35;
  const windowBounds: Bounds = [windowX0, 95, backZ, windowX0 + 90, 215, backZ + 2];
  const windowMesh = box(windowBounds, WHITE);
  decorate(windowMesh, faceOf(windowBounds, "front"), [
    mark.rect(5, 5, 85, 115, [176, 214, 234], { unlit: true }),
    mark.rect(5, 5, 85, 40, [200, 228, 240], { unlit: true }),
    mark.poly(
      [
        [5, 5],
        [40, 5],
        [22, 28],
        [5, 20],
      ],
      [150, 196, 140],
      { unlit: true },
    ),
    mark.rect(43, 5, 47, 115, WHITE, { unlit: true }),
    mark.rect(5, 58, 85, 62, WHITE, { unlit: true }),
  ]);
  backdrop.push(windowMesh);
  backdrop.push(box([windowX0 - 6, 90, backZ, windowX0 + 96, 95, backZ + 7], WHITE));
  interest.push([windowX0 + 60, 160, backZ]);
  if (extent.max[1] < 140) {
    const artWidth = Math.min(90, (extent.max[0] - extent.min[0]) * 0.6);
    const artBottom = Math.max(extent.max[1] + 25, 120);
    const art: Bounds = [
      -artWidth / 2,
      artBottom,
      backZ,
      artWidth / 2,
      artBottom + artWidth * 0.7,
      backZ + 3,
    ];
    const artMesh = box(art, [58, 52, 48]);
    const frame = faceOf(art, "front");
    decorate(artMesh, frame, [
      mark.rect(3, 3, frame.w - 3, frame.h - 3, [244, 240, 232], { unlit: true }),
      mark.circle(frame.w * 0.65, frame.h * 0.62, frame.h * 0.13, accent(p, 0), { unlit: true }),
      mark.poly(
        [
          [6, 6],
          [frame.w * 0.45, frame.h * 0.55],
          [frame.w * 0.7, frame.h * 0.3],
          [frame.w - 6, frame.h * 0.5],
          [frame.w - 6, 6],
        ],
        accent(p, 2),
        { unlit: true, opacity: 0.85 },
      ),
    ]);
    backdrop.push(artMesh);
    interest.push([0, artBottom + artWidth * 0.7, backZ]);
  }
  if (style.rug) {
    const rug: Bounds = [
      extent.min[0] - 30,
      0,
      extent.min[2] - (model.againstWall ? -15 : 25),
      extent.max[0] + 30,
      0.8,
      extent.max[2] + 35,
    ];
    const rugMesh = box(rug, style.rug);
    const rugFrame = faceOf(rug, "top");
    decorate(rugMesh, rugFrame, [
      mark.outline(6, 6, rugFrame.w - 6, rugFrame.h - 6, mix(style.rug, SHADOW, 0.2), 1.6),
    ]);
    backdrop.push(rugMesh);
  }
  // A full-size plant would dwarf a stool; scale it with the piece so the product stays the subject.
  const plantHeight = Math.max(55, Math.min(110, extent.max[1] * 0.85));
  props.push(...pottedPlant(leftX + 32, backZ + 32, 0, plantHeight, p));
  interest.push([leftX + 10, 0, backZ + 30], [leftX + 32, plantHeight, backZ + 32]);
  return { backdrop, props, interest };
}
