// Developer helper: draws contact sheets of every furniture kind so the illustrations can be
// reviewed by eye. Usage: npx tsx scripts/render-samples.ts [view…] [--colour=#rrggbb] [--kind=sofa]
// [--kinds=a,b,c] [--designs=sofa-l-shaped,…] [--bench]. Writes tmp/kinds-{view}.png (one tile per kind),
// tmp/kind-{kind}.png (one tile per view), tmp/kinds-selected.png or tmp/designs-selected.png.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageViews, type ImageView } from "../app/lib/product-images";
import { defaultDesign, designBySlug, type FurnitureDesign } from "../server/catalog/furniture-designs";
import { furnitureKinds, type FurnitureKind } from "../server/catalog/taxonomy";
import { renderFurnitureSvg } from "../server/images/furniture/render-furniture-svg";
import { renderImage } from "../server/images/render-image";

let tileWidth = 400;
let tileHeight = 300;
let columns = 6;
const outputDir = path.resolve("tmp");

const sampleColours = [
  "#2f6f6f",
  "#8a3b2e",
  "#c8a27a",
  "#3d4a6b",
  "#5c4033",
  "#f1efe9",
  "#3b2a20",
  "#d98e04",
  "#8a8178",
];

function isView(value: string): value is ImageView {
  return (imageViews as readonly string[]).includes(value);
}

function isKind(value: string): value is FurnitureKind {
  return (furnitureKinds as readonly string[]).includes(value);
}

async function tile(drawing: FurnitureDesign | FurnitureKind, colour: string, view: ImageView): Promise<Buffer> {
  const svg = renderFurnitureSvg(drawing, colour, view, { width: tileWidth, height: tileHeight });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function sheet(tiles: Buffer[], file: string): Promise<void> {
  const rows = Math.ceil(tiles.length / columns);
  const gap = 4;
  const composite = tiles.map((input, index) => ({
    input,
    left: (index % columns) * (tileWidth + gap),
    top: Math.floor(index / columns) * (tileHeight + gap),
  }));
  await sharp({
    create: {
      width: columns * (tileWidth + gap) - gap,
      height: rows * (tileHeight + gap) - gap,
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(composite)
    .png()
    .toFile(file);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

/** Average time and size of one 640-px rendition, every kind × view, one at a time. */
async function bench(): Promise<void> {
  const colours = sampleColours;
  for (const format of ["webp", "avif"] as const) {
    let totalMs = 0;
    let totalBytes = 0;
    let count = 0;
    let worstMs = 0;
    for (const [index, kind] of furnitureKinds.entries()) {
      for (const view of imageViews) {
        const colour = (colours[index % colours.length] ?? "#2f6f6f").slice(1);
        const start = performance.now();
        const image = await renderImage({ design: defaultDesign(kind), colour, view, width: 640, format });
        const ms = performance.now() - start;
        totalMs += ms;
        worstMs = Math.max(worstMs, ms);
        totalBytes += image.length;
        count++;
      }
    }
    console.log(
      `${format}: ${count} images, ${(totalMs / count).toFixed(1)} ms average (worst ${worstMs.toFixed(0)} ms), ${(totalBytes / count / 1024).toFixed(1)} KB average`,
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--bench")) {
    await bench();
    return;
  }
  const colourArg = args.find((arg) => arg.startsWith("--colour="))?.slice("--colour=".length);
  const kindArg = args.find((arg) => arg.startsWith("--kind="))?.slice("--kind=".length);
  const views = args.filter(isView);
  const kindsArg = args.find((arg) => arg.startsWith("--kinds="))?.slice("--kinds=".length);
  const designsArg = args.find((arg) => arg.startsWith("--designs="))?.slice("--designs=".length);
  await mkdir(outputDir, { recursive: true });
  if (designsArg !== undefined) {
    tileWidth = 600;
    tileHeight = 450;
    columns = 3;
    const tiles: Buffer[] = [];
    for (const slug of designsArg.split(",")) {
      const design = designBySlug(slug);
      if (!design) throw new Error(`Unknown design ${slug}`);
      for (const view of views.length > 0 ? views : imageViews)
        tiles.push(await tile(design, colourArg ?? "#2f6f6f", view));
    }
    await sheet(tiles, path.join(outputDir, "designs-selected.png"));
    return;
  }
  if (kindsArg !== undefined) {
    const kinds = kindsArg.split(",").filter(isKind);
    tileWidth = 600;
    tileHeight = 450;
    columns = 3;
    const tiles: Buffer[] = [];
    for (const kind of kinds) {
      for (const view of views.length > 0 ? views : imageViews)
        tiles.push(await tile(kind, colourArg ?? "#2f6f6f", view));
    }
    await sheet(tiles, path.join(outputDir, "kinds-selected.png"));
    return;
  }
  if (kindArg !== undefined) {
    if (!isKind(kindArg)) throw new Error(`Unknown kind ${kindArg}`);
    tileWidth = 600;
    tileHeight = 450;
    columns = 3;
    const tiles: Buffer[] = [];
    for (const colour of colourArg ? [colourArg] : sampleColours.slice(0, 1)) {
      for (const view of imageViews) tiles.push(await tile(kindArg, colour, view));
    }
    await sheet(tiles, path.join(outputDir, `kind-${kindArg}.png`));
    return;
  }
  for (const view of views.length > 0 ? views : imageViews) {
    const tiles = await Promise.all(
      furnitureKinds.map((kind, index) =>
        tile(kind, colourArg ?? sampleColours[index % sampleColours.length] ?? "#2f6f6f", view),
      ),
    );
    await sheet(tiles, path.join(outputDir, `kinds-${view}.png`));
  }
}

await main();
