// Parametric product illustrations. Every kind of furniture is modelled once as a handful of simple
// 3D solids (boxes, rounded prisms, cylinders, lofts, balls, wires) in centimetres, then drawn with
// an orthographic camera and a painter's sort. Modelling in 3D rather than drawing each view by hand
// keeps the five views of one product consistent with each other and keeps 27 kinds maintainable.
// Output is a self-contained SVG (no fonts, no external references) and fully deterministic.

import type { ImageView } from "../../../app/lib/product-images";
import { defaultDesign, type FurnitureDesign } from "../../catalog/furniture-designs";
import type { FurnitureKind } from "../../catalog/taxonomy";
import { CANVAS, fit, makeCamera, productArea, project, shotFor, solidPoints, type Screen } from "./camera";
import { hex, luminance, makePalette, SHADOW, type Palette, type Rgb } from "./colour";
import { drawSolid, floorShadows } from "./draw-solids";
import { box, extentOf, type Solid } from "./geometry";
import { modelBuilders } from "./model-builders";
import { sortForPainting } from "./painting-order";
import { roomScene } from "./room-scene";

/**
 * Bump whenever a change here alters any drawing: it names the image cache folder and goes into
 * every ETag, and images are served as immutable, so without a bump browsers keep the old picture.
 */
export const illustrationVersion = 2;

/** Where the product sits in the studio views; light bodies get a slightly deeper backdrop. */
function studioBackdrop(p: Palette): [Rgb, Rgb] {
  return luminance(p.body) > 0.78
    ? [
        [226, 221, 212],
        [208, 201, 190],
      ]
    : [
        [247, 244, 239],
        [234, 228, 219],
      ];
}

/** A stretch of plain wall from the floor to above a wall-mounted piece, just behind it. */
function wallBehind(piece: readonly Solid[]): Solid {
  const { min, max } = extentOf(piece);
  return box([min[0] - 24, 0, min[2] - 2, max[0] + 24, max[1] + 18, min[2]], [236, 231, 222]);
}

export interface FurnitureSvgOptions {
  /** Pixel size written on the root element; the drawing always uses a 1200×900 view box. */
  width?: number;
  height?: number;
}

/**
 * One product illustration as an SVG document: the design decides what is drawn (a kind alone is
 * its own drawing), `colour` (#rrggbb) the upholstery or finish, and `view` the camera (front,
 * three-quarter angle, side profile, a close-up detail, or the piece in a simple room).
 */
export function renderFurnitureSvg(
  drawing: FurnitureDesign | FurnitureKind,
  colour: string,
  view: ImageView,
  options: FurnitureSvgOptions = {},
): string {
  const design = typeof drawing === "string" ? defaultDesign(drawing) : drawing;
  const palette = makePalette(colour, design);
  const model = modelBuilders[design.kind](palette, design);
  const shot = shotFor(view, model);
  const camera = makeCamera(shot.yaw, shot.pitch);
  const piece = model.solids;
  const width = options.width ?? CANVAS.width;
  const height = options.height ?? Math.round((width * CANVAS.height) / CANVAS.width);

  let screen: Screen;
  let backdrop: Solid[] = [];
  let props: Solid[] = [];
  if (view === "room") {
    const extent = extentOf(piece);
    const scene = roomScene(model, extent, palette);
    backdrop = scene.backdrop;
    props = scene.props;
    screen = fit([...solidPoints(piece), ...scene.interest], camera, { x0: 40, y0: 40, x1: 1160, y1: 860 });
  } else if (view === "detail") {
    const angle = fit(solidPoints(piece), makeCamera(34, 20), productArea);
    const scale = angle.scale * model.detail.zoom;
    const [fx, fy] = project(model.detail.focus, camera);
    screen = { scale, tx: CANVAS.width / 2 - fx * scale, ty: CANVAS.height / 2 - fy * scale };
  } else {
    if (model.onWall) backdrop = [wallBehind(piece)];
    screen = fit(solidPoints([...piece, ...backdrop]), camera, productArea);
  }

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">`,
  );
  const [top, bottom] =
    view === "room" && model.scene === "outdoor"
      ? ([
          [178, 214, 236],
          [228, 240, 244],
        ] as const)
      : studioBackdrop(palette);
  const shadow = hex(SHADOW);
  out.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(top)}"/><stop offset="1" stop-color="${hex(bottom)}"/></linearGradient>` +
      `<radialGradient id="pool"><stop offset="0" stop-color="${shadow}" stop-opacity=".2"/><stop offset=".5" stop-color="${shadow}" stop-opacity=".12"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="contact"><stop offset="0" stop-color="${shadow}" stop-opacity=".34"/><stop offset=".45" stop-color="${shadow}" stop-opacity=".2"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient></defs>`,
  );
  out.push(`<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#bg)"/>`);
  for (const solid of sortForPainting(backdrop, camera)) drawSolid(solid, camera, screen, out);
  out.push(...floorShadows(piece, camera, screen));
  for (const solid of sortForPainting([...piece, ...props], camera)) drawSolid(solid, camera, screen, out);
  out.push("</svg>");
  return out.join("");
}
