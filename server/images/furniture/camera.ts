// Orthographic camera for each view, projection onto the 1200×900 canvas, and fitting a shot to it.

import type { ImageView } from "../../../app/lib/product-images";
import { add, dot, normalise, rad, scale3, type P2, type Solid, type Vec3 } from "./geometry";
import type { Model } from "./model";

export interface Camera {
  toward: Vec3;
  right: Vec3;
  up: Vec3;
  light: Vec3;
}

export function makeCamera(yawDegrees: number, pitchDegrees: number): Camera {
  const yaw = rad(yawDegrees);
  const pitch = rad(pitchDegrees);
  const toward: Vec3 = [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)];
  const right: Vec3 = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const up: Vec3 = [-Math.sin(yaw) * Math.sin(pitch), Math.cos(pitch), -Math.cos(yaw) * Math.sin(pitch)];
  // A studio key light that follows the camera (upper left, slightly in front), so every view is lit alike.
  const light = normalise(add(add(scale3(right, -0.55), scale3(up, 0.72)), scale3(toward, 0.42)));
  return { toward, right, up, light };
}

export interface Screen {
  scale: number;
  tx: number;
  ty: number;
}

export const CANVAS = { width: 1200, height: 900 } as const;

export function project(point: Vec3, camera: Camera): P2 {
  return [dot(point, camera.right), -dot(point, camera.up)];
}

export function toScreen(point: Vec3, camera: Camera, screen: Screen): P2 {
  const [x, y] = project(point, camera);
  return [x * screen.scale + screen.tx, y * screen.scale + screen.ty];
}

function screenBounds(points: readonly Vec3[], camera: Camera): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    const [x, y] = project(point, camera);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

export function solidPoints(solids: readonly Solid[]): Vec3[] {
  const points: Vec3[] = [];
  for (const solid of solids) {
    if (solid.type === "ball") {
      for (const offset of [
        [solid.r, 0, 0],
        [-solid.r, 0, 0],
        [0, solid.r, 0],
        [0, -solid.r, 0],
        [0, 0, solid.r],
        [0, 0, -solid.r],
      ] as const)
        points.push(add(solid.c, offset));
    } else if (solid.type === "wire") points.push(...solid.pts);
    else for (const face of solid.faces) points.push(...face.pts);
  }
  return points;
}

/** Scale and offset that fit the given points into a box on the canvas. */
export function fit(
  points: readonly Vec3[],
  camera: Camera,
  area: { x0: number; y0: number; x1: number; y1: number },
): Screen {
  const [minX, minY, maxX, maxY] = screenBounds(points, camera);
  const scale = Math.min(
    (area.x1 - area.x0) / Math.max(1, maxX - minX),
    (area.y1 - area.y0) / Math.max(1, maxY - minY),
  );
  return {
    scale,
    tx: (area.x0 + area.x1) / 2 - ((minX + maxX) / 2) * scale,
    ty: (area.y0 + area.y1) / 2 - ((minY + maxY) / 2) * scale,
  };
}

interface Shot {
  yaw: number;
  pitch: number;
}

export const productArea = { x0: 110, y0: 80, x1: 1090, y1: 790 } as const;

export function shotFor(view: ImageView, model: Model): Shot {
  switch (view) {
    case "front":
      return { yaw: 0, pitch: model.frontPitch ?? 10 };
    case "angle":
      return { yaw: 34, pitch: 20 };
    case "side":
      // Not a pure profile: a sliver of the front keeps the piece readable (a bookcase is more than a slab).
      return { yaw: 74, pitch: model.sidePitch ?? 10 };
    case "detail":
      return { yaw: model.detail.yaw ?? 30, pitch: model.detail.pitch ?? 20 };
    case "room":
      return { yaw: 28, pitch: 16 };
  }
}
