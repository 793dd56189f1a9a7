// Photo files for the upload tests, made with sharp in the test itself (nothing downloaded): a
// camera's JPEG with GPS location and a sideways EXIF orientation, and the broken or hostile files
// an upload must refuse.
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A plain photo of one colour with a little texture, in the given format. */
export async function photoFile(options: { width: number; height: number; colour?: string; format?: "jpeg" | "png" | "webp" | "avif" }): Promise<Buffer> {
  const { width, height, colour = "#8b5a2b", format = "jpeg" } = options;
  // A diagonal stripe, so that a photo turned the wrong way round would show it.
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/><path d="M0 0 L${width / 3} 0 L${width} ${height} L${(2 * width) / 3} ${height} Z" fill="#f5e6c8"/></svg>`,
  );
  return sharp(stripe).toFormat(format).toBuffer();
}

/** A camera's JPEG: EXIF with the camera, the place (GPS) and the orientation "turn 90° clockwise" (6). */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const plain = await photoFile({ width, height });
  return sharp(plain)
    .withExif({
      IFD0: { Make: "Aangan Test Camera", Model: "Tripod 1", Copyright: "Asha Verma" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 4476/100", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 2988/100" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims width × height pixels (an image bomb). */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first part of a file, as an interrupted upload leaves it. */
export function truncated(file: Buffer, keep = 0.5): Buffer {
  return file.subarray(0, Math.floor(file.length * keep));
}

/** Whether an EXIF block (as sharp's metadata().exif gives it) points to GPS data: tag 0x8825 in its first IFD. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}
