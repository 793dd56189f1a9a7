// What every furniture builder returns: the piece's solids plus how it likes to be photographed.

import type { Solid, Vec3 } from "./geometry";

interface DetailShot {
  focus: Vec3;
  zoom: number;
  yaw?: number;
  pitch?: number;
}

export type SceneKind = "living" | "bedroom" | "dining" | "office" | "kids" | "kitchen" | "outdoor";

export interface Model {
  solids: Solid[];
  detail: DetailShot;
  scene: SceneKind;
  /** Pieces that stand against a wall in the room shot (sofas, beds, wardrobes…). */
  againstWall: boolean;
  /** Hung on the wall, clear of the floor: the studio shots show the wall, or it would seem to stand. */
  onWall?: boolean;
  frontPitch?: number;
  sidePitch?: number;
}
