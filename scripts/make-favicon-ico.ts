// Developer helper: writes public/favicon.ico from public/favicon.svg (run again after changing the
// SVG: npx tsx scripts/make-favicon-ico.ts). Pages name the SVG, but browsers still ask for
// /favicon.ico for what is not a page (a PDF, a text file), and a 404 there is noise in every log.
// An ICO file here is a directory of PNG images, one per size.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const sizes = [16, 32, 48];

const svg = await readFile(path.join(root, "public/favicon.svg"));
const images = await Promise.all(sizes.map((size) => sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(images.length, 4);
const entries: Buffer[] = [];
let offset = header.length + 16 * images.length;
images.forEach((image, index) => {
  const size = sizes[index] ?? 0;
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0); // width
  entry.writeUInt8(size, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  entries.push(entry);
});
await writeFile(path.join(root, "public/favicon.ico"), Buffer.concat([header, ...entries, ...images]));
