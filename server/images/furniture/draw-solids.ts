// SVG output for solids: lit faces, decals, balls, wires, and the soft floor shadows under a piece.

import { CANVAS, project, toScreen, type Camera, type Screen } from "./camera";
import { hex, mix, SHADOW, WHITE, type Rgb } from "./colour";
import { centroid, dot, extentOf, scale3, type P2, type Solid, type Vec3 } from "./geometry";

function shade(colour: Rgb, normal: Vec3, camera: Camera): Rgb {
  const d = dot(normal, camera.light);
  if (d >= 0.5) return mix(colour, WHITE, (d - 0.5) * 0.42);
  return mix(colour, SHADOW, (0.5 - d) * 0.36);
}

const n1 = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};

/** Room floors and fences run far past the frame; paths wholly off the canvas are not written. */
function offCanvas(points: readonly P2[], pad = 0): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return maxX < -pad || maxY < -pad || minX > CANVAS.width + pad || minY > CANVAS.height + pad;
}

function pathData(points: readonly P2[], closed: boolean): string {
  return (
    points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${n1(x)} ${n1(y)}`).join("") +
    (closed ? "Z" : "")
  );
}

function fillAttributes(colour: Rgb, opacity: number | undefined, seamless: boolean): string {
  const fill = hex(colour);
  const alpha = opacity === undefined ? "" : ` fill-opacity="${n1(opacity)}"`;
  // A hairline stroke in the fill colour hides anti-aliasing seams between neighbouring faces.
  return seamless && opacity === undefined
    ? `fill="${fill}" stroke="${fill}"${alpha}`
    : `fill="${fill}"${alpha}`;
}

export function drawSolid(solid: Solid, camera: Camera, screen: Screen, out: string[]): void {
  if (solid.type === "ball") {
    const [cx, cy] = toScreen(solid.c, camera, screen);
    const r = solid.r * screen.scale;
    const base = mix(solid.colour, SHADOW, 0.12);
    out.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${hex(base)}"/>`);
    out.push(
      `<circle cx="${n1(cx - r * 0.16)}" cy="${n1(cy - r * 0.18)}" r="${n1(r * 0.78)}" fill="${hex(solid.colour)}"/>`,
    );
    out.push(
      `<circle cx="${n1(cx - r * 0.36)}" cy="${n1(cy - r * 0.4)}" r="${n1(r * 0.24)}" fill="${hex(mix(solid.colour, WHITE, 0.45))}"/>`,
    );
    return;
  }
  if (solid.type === "wire") {
    const points = solid.pts.map((point) => toScreen(point, camera, screen));
    out.push(
      `<path d="${pathData(points, false)}" fill="none" stroke="${hex(solid.colour)}" stroke-width="${n1(solid.width * screen.scale)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    return;
  }
  const visible = solid.faces
    .map((face) => ({ face, facing: dot(face.n, camera.toward) }))
    .filter(({ facing }) => solid.twoSided || facing > 1e-6)
    .sort((a, b) => {
      if (a.face.cap !== b.face.cap) return a.face.cap ? 1 : -1;
      return dot(centroid(a.face.pts), camera.toward) - dot(centroid(b.face.pts), camera.toward);
    });
  for (const { face, facing } of visible) {
    const normal = facing < 0 ? scale3(face.n, -1) : face.n;
    const colour = solid.unlit ? solid.colour : shade(solid.colour, normal, camera);
    const points = face.pts.map((point) => toScreen(point, camera, screen));
    if (offCanvas(points, 2)) continue;
    out.push(`<path ${fillAttributes(colour, solid.opacity, true)} d="${pathData(points, true)}"/>`);
  }
  for (const decal of solid.decals) {
    if (dot(decal.n, camera.toward) <= 1e-6) continue;
    for (const shape of decal.shapes) {
      const colour = shape.unlit ? shape.colour : shade(shape.colour, decal.n, camera);
      const points = shape.pts.map((point) => toScreen(point, camera, screen));
      if (offCanvas(points, 2 + (shape.width ?? 0) * screen.scale)) continue;
      const opacity = shape.opacity === undefined ? "" : ` opacity="${n1(shape.opacity)}"`;
      if (shape.width === undefined) {
        out.push(`<path fill="${hex(colour)}"${opacity} d="${pathData(points, shape.closed)}"/>`);
      } else {
        const dash = shape.dash
          ? ` stroke-dasharray="${shape.dash.map((value) => n1(value * screen.scale)).join(" ")}"`
          : "";
        out.push(
          `<path fill="none" stroke="${hex(colour)}" stroke-width="${n1(Math.max(0.6, shape.width * screen.scale))}"${dash}${opacity} stroke-linecap="round" d="${pathData(points, shape.closed)}"/>`,
        );
      }
    }
  }
}

/**
 * Soft floor shadows: one wide pool under the whole piece and a darker spot under each foot. Each is
 * a unit circle mapped onto the floor ellipse's projection and filled with a fading radial
 * gradient; a blur filter looks the same but costs librsvg about three times the whole drawing.
 */
export function floorShadows(solids: readonly Solid[], camera: Camera, screen: Screen): string[] {
  const extent = extentOf(solids);
  const ellipse = (cx: number, cz: number, rx: number, rz: number, fill: string): string => {
    const [ox, oy] = toScreen([cx, 0, cz], camera, screen);
    const [ux, uy] = project([rx, 0, 0], camera);
    const [vx, vy] = project([0, 0, rz], camera);
    const s = screen.scale;
    return `<circle r="1" fill="url(#${fill})" transform="matrix(${[ux * s, uy * s, vx * s, vy * s, ox, oy].map((v) => (Math.round(v * 1000) / 1000).toString()).join(" ")})"/>`;
  };
  const cx = (extent.min[0] + extent.max[0]) / 2;
  const cz = (extent.min[2] + extent.max[2]) / 2;
  const shapes = [
    ellipse(cx, cz, (extent.max[0] - extent.min[0]) * 0.66, (extent.max[2] - extent.min[2]) * 0.7, "pool"),
  ];
  for (const solid of solids) {
    if (solid.type === "wire") continue;
    const own = extentOf([solid]);
    if (own.min[1] > 1.5) continue;
    const w = own.max[0] - own.min[0];
    const d = own.max[2] - own.min[2];
    shapes.push(
      ellipse(
        (own.min[0] + own.max[0]) / 2,
        (own.min[2] + own.max[2]) / 2,
        w * 0.8 + 3,
        d * 0.8 + 3,
        "contact",
      ),
    );
  }
  return shapes;
}
