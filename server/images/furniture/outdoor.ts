// Outdoor furniture: plastic chair, garden set and swing.

import type { FurnitureDesign } from "../../catalog/furniture-designs";
import { accent, mix, SHADOW, WHITE, type Palette, type Rgb } from "./colour";
import {
  box,
  cylinder,
  decorate,
  faceOf,
  frustum,
  lattice,
  loft,
  mark,
  move,
  ring,
  rotate,
  roundBox,
  sheet,
  squareLeg,
  wire,
  type Bounds,
  type Mark,
  type Solid,
} from "./geometry";
import type { Model } from "./model";
import { arcPanel, cushionBox, fourCorners } from "./parts";

/** A moulded leg: round, thick at the floor, narrowing into the seat, with a lit edge down its front. */
function mouldedLeg(x0: number, z0: number, x1: number, y1: number, z1: number, p: Palette): Solid[] {
  return [
    loft(ring([x0, 0, z0], 3, 14), ring([x1, y1, z1], 4.2, 14), p.body),
    wire(
      [
        [x0 - 1.4, 1, z0 + 3],
        [x1 - 1.1, y1 - 2, z1 + 2.4],
      ],
      mix(p.body, WHITE, 0.42),
      0.7,
    ),
  ];
}

/**
 * A moulded shell back: convex segments round the sitter, each with its share of the perforated
 * pattern and, near the middle, the bright streak light leaves on glossy plastic.
 */
function mouldedBack(p: Palette, y0: number, y1: number): Solid[] {
  const outer = 34;
  const inner = 31;
  // Many narrow facets shade as one smooth curve; a few wide ones would read as planks of wood.
  const steps = 30;
  const segments: Solid[] = [];
  for (let step = 0; step < steps; step++) {
    const from = 40 + (100 * step) / steps;
    const to = 40 + (100 * (step + 1)) / steps;
    const [segment] = arcPanel(outer, inner, from, to, 1, y0, y1, p.body);
    if (!segment) continue;
    const at = (angle: number, y: number) => [inner * Math.cos((angle * Math.PI) / 180), y, -inner * Math.sin((angle * Math.PI) / 180)] as const;
    const start = at(to, y0);
    const end = at(from, y0);
    const width = Math.hypot(end[0] - start[0], end[2] - start[2]);
    const middle = (((from + to) / 2) * Math.PI) / 180;
    const frame = {
      o: start,
      u: [(end[0] - start[0]) / width, 0, (end[2] - start[2]) / width] as const,
      v: [0, 1, 0] as const,
      n: [-Math.cos(middle), 0, Math.sin(middle)] as const,
      w: width,
      h: y1 - y0,
    };
    const marks: Mark[] = [];
    if (step >= 18 && step <= 19) marks.push(mark.rect(0, 6, width, y1 - y0 - 12, WHITE, { unlit: true, opacity: 0.2 }));
    marks.push(mark.rect(0, y1 - y0 - 3.5, width, y1 - y0, mix(p.body, WHITE, 0.3)));
    decorate(segment, frame, marks);
    segments.push(segment);
  }
  // Rows of round holes, staggered, each a small disc just in front of the shell: a hole drawn on
  // one narrow facet would be half covered by the next.
  for (const [row, v] of [14, 22, 30].entries()) {
    for (let angle = 66 + (row % 2) * 6; angle <= 114; angle += 12) {
      const a = (angle * Math.PI) / 180;
      const centre = [(inner - 0.2) * Math.cos(a), y0 + v, -(inner - 0.2) * Math.sin(a)] as const;
      const tangent = [-Math.sin(a), 0, -Math.cos(a)] as const;
      const rim = Array.from({ length: 12 }, (_, index) => {
        const t = (index / 12) * Math.PI * 2;
        return [centre[0] + 1.9 * Math.cos(t) * tangent[0], centre[1] + 1.9 * Math.sin(t), centre[2] + 1.9 * Math.cos(t) * tangent[2]] as const;
      });
      segments.push(sheet(rim, p.bodyDeep));
    }
  }
  return segments;
}

export function plasticChair(p: Palette, design: FurnitureDesign): Model {
  const arms = design.shape === "arm";
  const solids: Solid[] = [];
  // Moulded in one piece: splayed round legs, a dished seat with a rolled rim, a perforated shell back.
  for (const side of [-1, 1]) {
    solids.push(...mouldedLeg(side * 27, 26, side * 20, 40, 16, p));
    solids.push(...mouldedLeg(side * 27, -27, side * 20, 40, -17, p));
    if (arms) {
      solids.push(...mouldedLeg(side * 25, 18, side * 24, 61, 16, p));
      const rest: Bounds = [side * 24.5 - 4.5, 59.5, -14, side * 24.5 + 4.5, 64, 20];
      const armrest = roundBox(rest, 3, "xz", p.body);
      decorate(armrest, faceOf(rest, "top"), [mark.rect(3, 6, 5.5, 30, WHITE, { unlit: true, opacity: 0.3 })]);
      solids.push(armrest);
    }
  }
  const seatBounds: Bounds = [-23, 39, -22, 23, 46.5, 22];
  const seat = roundBox(seatBounds, 8, "xz", p.body);
  decorate(seat, faceOf(seatBounds, "top"), [
    mark.roundRect(0.5, 0.5, 45.5, 43.5, 8, mix(p.body, WHITE, 0.28)),
    mark.roundRect(3.5, 3.5, 42.5, 40.5, 6, p.body),
    mark.roundRect(7, 7, 39, 37, 5, p.bodyDark),
    mark.poly(
      [
        [10, 10],
        [17, 10],
        [30, 34],
        [23, 34],
      ],
      WHITE,
      { unlit: true, opacity: 0.32 },
    ),
  ]);
  solids.push(seat);
  solids.push(...rotate(move(mouldedBack(p, 46, 90), [0, 0, 12]), "x", -10, [0, 46, -22]));
  return {
    solids,
    detail: { focus: [0, 70, -14], zoom: 2.6, yaw: 26, pitch: 14 },
    scene: "outdoor",
    againstWall: false,
  };
}

/** Slats across a frame, for wooden garden furniture; wrought iron gets a lattice of rods instead. */
function slatsOrLattice(p: Palette, design: FurnitureDesign, bounds: Bounds, side: "front" | "top" | "left" | "right"): Mark[] {
  const frame = faceOf(bounds, side);
  if (design.material === "wood") {
    const marks: Mark[] = [];
    const horizontal = side === "front" && frame.w > frame.h;
    const count = Math.max(2, Math.round((horizontal ? frame.h : frame.w) / 7));
    for (let index = 1; index < count; index++) {
      const t = (index / count) * (horizontal ? frame.h : frame.w);
      marks.push(horizontal ? mark.segment(0, t, frame.w, t, p.bodyDeep, 0.7) : mark.segment(t, 0, t, frame.h, p.bodyDeep, 0.7));
    }
    return marks;
  }
  return lattice(frame.w, frame.h, 5, mix(p.body, WHITE, 0.25), 0.6);
}

function gardenChair(p: Palette, design: FurnitureDesign): Solid[] {
  const solids: Solid[] = [];
  const frame = p.frame;
  solids.push(...fourCorners(23, 22).map(([x, z]) => squareLeg([x, 0, z], [x, 30, z], 3, 3, frame)));
  const seatBase: Bounds = [-27, 30, -26, 27, 36, 26];
  const base = box(seatBase, frame);
  decorate(base, faceOf(seatBase, "top"), slatsOrLattice(p, design, seatBase, "top"));
  solids.push(base);
  for (const side of [-1, 1]) {
    const bounds: Bounds = [side < 0 ? -31 : 27, 30, -26, side < 0 ? -27 : 31, 60, 26];
    const arm = box(bounds, frame);
    decorate(arm, faceOf(bounds, side < 0 ? "left" : "right"), slatsOrLattice(p, design, bounds, side < 0 ? "left" : "right"));
    solids.push(arm, box([side < 0 ? -32 : 26, 60, -27, side < 0 ? -26 : 32, 63, 27], frame));
  }
  const backBounds: Bounds = [-27, 36, -30, 27, 86, -25];
  const back = box(backBounds, frame);
  decorate(back, faceOf(backBounds, "front"), slatsOrLattice(p, design, backBounds, "front"));
  solids.push(...rotate([back], "x", -8, [0, 36, -25]));
  solids.push(cushionBox([-26, 36, -22, 26, 43, 25], 3, p.cushion, p.cushionSeam));
  return solids;
}

function gardenTable(p: Palette, design: FurnitureDesign, radius: number): Solid[] {
  const solids: Solid[] = [];
  for (let index = 0; index < 4; index++) {
    const angle = (index * Math.PI) / 2 + Math.PI / 4;
    const [x, z] = [Math.cos(angle) * radius * 0.62, Math.sin(angle) * radius * 0.62];
    solids.push(squareLeg([x * 1.15, 0, z * 1.15], [x, 68, z], 3, 3, p.frame));
  }
  solids.push(cylinder("y", [0, 66, 0], radius * 0.7, 3, p.frame, 24));
  const top = cylinder("y", [0, 70.5, 0], radius, 3, p.body, 32);
  if (design.material === "wood") {
    decorate(top, { o: [-radius, 72, radius], u: [1, 0, 0], v: [0, 0, -1], n: [0, 1, 0], w: 2 * radius, h: 2 * radius }, [
      ...Array.from({ length: 5 }, (_, index) => mark.segment(((index + 1) * 2 * radius) / 6, 4, ((index + 1) * 2 * radius) / 6, 2 * radius - 4, p.bodyDeep, 0.6)),
    ]);
  }
  solids.push(top);
  solids.push(frustum(8, 6, 72, 79, 3.6, 4, p.white, 14), frustum(-10, -6, 72, 78, 3.6, 4, p.white, 14));
  return solids;
}

/** A garden bench or a patio sofa: `seats` wide, slatted or wrought, cushioned. */
function gardenBench(p: Palette, design: FurnitureDesign, seats: number, cushions: boolean): Solid[] {
  const seatWidth = 50;
  const hw = (seats * seatWidth) / 2;
  const solids: Solid[] = [];
  for (const [x, z] of fourCorners(hw - 2, 24)) solids.push(squareLeg([x, 0, z], [x, 40, z], 4, 4, p.frame));
  const seat: Bounds = [-hw, 40, -27, hw, 45, 27];
  const seatMesh = box(seat, p.frame);
  decorate(seatMesh, faceOf(seat, "top"), slatsOrLattice(p, design, seat, "top"));
  solids.push(seatMesh);
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -hw - 5 : hw;
    solids.push(box([x0, 45, -27, x0 + 5, 66, 25], p.frame), box([x0 - 1, 66, -28, x0 + 6, 69, 27], p.frame));
  }
  const back: Bounds = [-hw, 45, -30, hw, 92, -26];
  const backMesh = box(back, p.frame);
  decorate(backMesh, faceOf(back, "front"), slatsOrLattice(p, design, back, "front"));
  solids.push(...rotate([backMesh], "x", -10, [0, 45, -26]));
  if (cushions) {
    for (let index = 0; index < seats; index++) {
      const x0 = -hw + index * seatWidth + 0.5;
      solids.push(cushionBox([x0, 45, -22, x0 + seatWidth - 1, 53, 26], 3, p.cushion, p.cushionSeam));
      const pad = cushionBox([x0, 53, -24, x0 + seatWidth - 1, 84, -17], 5, p.cushion, p.cushionSeam);
      solids.push(...rotate([pad], "x", -10, [0, 53, -24]));
    }
  }
  return solids;
}

export function gardenSet(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  let detail: Model["detail"] = { focus: [-60, 50, 20], zoom: 2.4, yaw: 36, pitch: 18 };
  if (design.shape === "bench") {
    solids.push(...gardenBench(p, design, 2, false));
    detail = { focus: [0, 45, 20], zoom: 2.4, yaw: 30, pitch: 20 };
  } else if (design.shape === "sofa") {
    solids.push(...move(gardenBench(p, design, 3, true), [0, 0, -40]));
    // A low coffee table in front of the sofa.
    solids.push(...fourCorners(38, 18).map(([x, z]) => squareLeg([x, 0, z + 50], [x, 34, z + 50], 3, 3, p.frame)));
    const top: Bounds = [-42, 34, 28, 42, 38, 72];
    const topMesh = box(top, p.frame);
    decorate(topMesh, faceOf(top, "top"), slatsOrLattice(p, design, top, "top"));
    solids.push(topMesh, frustum(0, 50, 38, 44, 7, 10, p.white, 16));
    detail = { focus: [40, 50, 0], zoom: 2.4, yaw: 30, pitch: 18 };
  } else {
    const four = design.shape === "4-chairs";
    solids.push(...gardenTable(p, design, four ? 44 : 34));
    const chair = gardenChair(p, design);
    const reach = four ? 78 : 66;
    solids.push(...move(rotate(chair, "y", 90), [-reach, 0, 0]));
    solids.push(...move(rotate(chair, "y", -90), [reach, 0, 0]));
    if (four) {
      solids.push(...move(chair, [0, 0, -reach]));
      solids.push(...move(rotate(chair, "y", 180), [0, 0, reach]));
    }
  }
  return {
    solids,
    detail,
    scene: "outdoor",
    againstWall: false,
    frontPitch: 8,
  };
}

/** A bench seat that hangs: a frame in the swing's material with a cushion and a back. */
function swingSeat(p: Palette, halfWidth: number): Solid[] {
  const solids: Solid[] = [box([-halfWidth - 2, 44, -24, halfWidth + 2, 48, 24], p.frame)];
  solids.push(cushionBox([-halfWidth, 48, -22, halfWidth, 56, 24], 4, p.cushion, p.cushionSeam));
  const back = cushionBox([-halfWidth, 54, -30, halfWidth, 92, -22], 6, p.cushion, p.cushionSeam);
  solids.push(...rotate([back], "x", -12, [0, 52, -22]));
  solids.push(box([-halfWidth - 2, 44, -30, -halfWidth + 2, 70, 24], p.frame), box([halfWidth - 2, 44, -30, halfWidth + 2, 70, 24], p.frame));
  solids.push(box([-halfWidth - 2, 70, -28, -halfWidth + 2, 72, 22], p.frame), box([halfWidth - 2, 70, -28, halfWidth + 2, 72, 22], p.frame));
  solids.push(roundBox([-halfWidth + 20, 56, -20, -halfWidth + 56, 80, -12], 8, "xy", accent(p, 0)));
  return solids;
}

/** An A-frame stand with a top beam, in the swing's material. */
function aFrame(p: Palette, design: FurnitureDesign, halfWidth: number, height: number): Solid[] {
  const solids: Solid[] = [];
  const size = design.material === "wood" ? 6 : 4;
  for (const x of [-halfWidth, halfWidth]) {
    solids.push(squareLeg([x, 0, -55], [x, height, -2], size, size, p.frame), squareLeg([x, 0, 55], [x, height, 2], size, size, p.frame));
    solids.push(box([x - 1.5, 58, -40, x + 1.5, 62, 40], p.frame));
    solids.push(box([x - 4, 0, -60, x + 4, 3, -50], p.frame), box([x - 4, 0, 50, x + 4, 3, 60], p.frame));
  }
  solids.push(box([-halfWidth - 6, height - 2, -size / 2 - 1, halfWidth + 6, height + 5, size / 2 + 1], p.frame));
  return solids;
}

function hangers(p: Palette, xs: readonly number[], from: number, to: number): Solid[] {
  const solids: Solid[] = [];
  for (const x of xs) {
    solids.push(
      wire(
        [
          [x, from, 20],
          [x, to, 1],
        ],
        p.metal,
        0.8,
      ),
      wire(
        [
          [x, from, -26],
          [x, to, -1],
        ],
        p.metal,
        0.8,
      ),
    );
  }
  return solids;
}

/** A woven egg chair hanging from a curved stand. */
function hangingChair(p: Palette): Solid[] {
  const solids: Solid[] = [cylinder("y", [0, 2, 0], 40, 4, p.frame, 32)];
  solids.push(box([-3, 0, -44, 3, 190, -38], p.frame));
  solids.push(box([-3, 186, -44, 3, 192, 10], p.frame));
  solids.push(wire([[0, 186, 6], [0, 150, 6]], p.metal, 0.9));
  const weave: Rgb = [196, 160, 104];
  const bowl = frustum(0, 6, 40, 60, 22, 36, weave, 24);
  solids.push(bowl);
  const shell = arcPanel(38, 35, 20, 160, 12, 60, 138, weave, {
    from: 20,
    to: 160,
    bands: [
      [70, 73],
      [84, 87],
      [98, 101],
      [112, 115],
      [126, 129],
    ],
    colour: mix(weave, SHADOW, 0.3),
  });
  solids.push(...move(shell, [0, 0, 6]));
  solids.push(cushionBox([-24, 60, -14, 24, 70, 30], 6, p.cushion, p.cushionSeam));
  solids.push(roundBox([-20, 70, -22, 20, 104, -12], 8, "xy", accent(p, 0)));
  return solids;
}

/** A traditional jhula: a carved plank seat on chains from a beam overhead. */
function jhula(p: Palette): Solid[] {
  const solids: Solid[] = [box([-86, 204, -8, 86, 212, 8], p.frameDark)];
  const seat: Bounds = [-75, 40, -30, 75, 46, 30];
  const seatMesh = box(seat, p.body);
  decorate(seatMesh, faceOf(seat, "front"), [mark.segment(4, 3, 146, 3, p.bodyDeep, 0.6)]);
  solids.push(seatMesh);
  for (const side of [-1, 1]) solids.push(box([side * 75 - 3, 46, -30, side * 75 + 3, 58, 30], p.body));
  solids.push(box([-75, 46, -30, 75, 64, -26], p.body));
  for (let x = -66; x <= 66; x += 12) solids.push(cylinder("y", [x, 52, 28], 1.4, 12, p.bodyDark, 8));
  solids.push(box([-75, 58, 26, 75, 60, 30], p.body));
  solids.push(roundBox([-40, 46, -24, 40, 52, 24], 3, "xz", p.cushion));
  for (const x of [-70, 70]) {
    for (const z of [-26, 26]) solids.push(wire([[x, 46, z], [x * 0.98, 204, 0]], p.metalDark, 0.7));
  }
  return solids;
}

export function swing(p: Palette, design: FurnitureDesign): Model {
  const solids: Solid[] = [];
  let detail: Model["detail"] = { focus: [-40, 60, 20], zoom: 2.4, yaw: 30, pitch: 14 };
  switch (design.shape) {
    case "hanging-chair":
      solids.push(...hangingChair(p));
      detail = { focus: [0, 80, 20], zoom: 2.2, yaw: 30, pitch: 14 };
      break;
    case "jhula":
      solids.push(...jhula(p));
      detail = { focus: [-40, 52, 28], zoom: 2.6, yaw: 26, pitch: 16 };
      break;
    case "porch": {
      solids.push(...aFrame(p, design, 118, 200));
      // A canopy over the bench, sloping to the back.
      const canopy = loft(
        [
          [-124, 206, 60],
          [124, 206, 60],
          [124, 206, -60],
          [-124, 206, -60],
        ],
        [
          [-124, 224, 40],
          [124, 224, 40],
          [124, 224, -40],
          [-124, 224, -40],
        ],
        p.cushion,
      );
      solids.push(canopy);
      solids.push(...swingSeat(p, 84), ...hangers(p, [-82, 82], 71, 198));
      break;
    }
    default:
      solids.push(...aFrame(p, design, 98, 200), ...swingSeat(p, 64), ...hangers(p, [-64, 64], 71, 198));
  }
  return {
    solids,
    detail,
    scene: "outdoor",
    againstWall: false,
  };
}
