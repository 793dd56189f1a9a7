import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageFormats, imageViews, imageWidths } from "../../app/lib/product-images";
import { furnitureKinds } from "../catalog/taxonomy";
import { renderFurnitureSvg } from "./furniture/render-furniture-svg";
import { imageRequestPath, parseImageRequest, renderImage } from "./render-image";

describe("the image server reads a product image address", () => {
  it("understands the address of a WebP sofa, front view, 640 pixels wide", () => {
    expect(parseImageRequest("/images/p/sofa/2f6f6f/front-640.webp")).toEqual({
      kind: "sofa",
      colour: "2f6f6f",
      view: "front",
      width: 640,
      format: "webp",
    });
  });

  it("understands every kind, view, width and format the store links to", () => {
    for (const kind of furnitureKinds) {
      for (const view of imageViews) {
        for (const width of imageWidths) {
          for (const format of imageFormats) {
            const request = { kind, colour: "a0b1c2", view, width, format };
            expect(parseImageRequest(imageRequestPath(request))).toEqual(request);
          }
        }
      }
    }
  });

  it.each([
    ["an unknown kind of furniture", "/images/p/throne/2f6f6f/front-640.webp"],
    ["an upper-case colour", "/images/p/sofa/2F6F6F/front-640.webp"],
    ["a colour with a hash", "/images/p/sofa/#2f6f6f/front-640.webp"],
    ["a three-digit colour", "/images/p/sofa/2f6/front-640.webp"],
    ["a colour that is not hex", "/images/p/sofa/2f6f6g/front-640.webp"],
    ["an unknown view", "/images/p/sofa/2f6f6f/back-640.webp"],
    ["a width the store never asks for", "/images/p/sofa/2f6f6f/front-333.webp"],
    ["a zero-padded width", "/images/p/sofa/2f6f6f/front-0640.webp"],
    ["a PNG", "/images/p/sofa/2f6f6f/front-640.png"],
    ["an upper-case extension", "/images/p/sofa/2f6f6f/front-640.WEBP"],
    ["no width", "/images/p/sofa/2f6f6f/front.webp"],
    ["a path climbing out of the folder", "/images/p/sofa/../../etc/passwd"],
    ["a climbing colour", "/images/p/sofa/../front-640.webp"],
    ["a climbing file name", "/images/p/sofa/2f6f6f/../front-640.webp"],
    ["an extra folder", "/images/p/sofa/2f6f6f/x/front-640.webp"],
    ["a trailing slash", "/images/p/sofa/2f6f6f/front-640.webp/"],
    ["a missing /images prefix", "/p/sofa/2f6f6f/front-640.webp"],
    ["an empty path", ""],
  ])("rejects %s", (_label, pathname) => {
    expect(parseImageRequest(pathname)).toBeNull();
  });
});

describe("every kind of furniture is drawn in every view", () => {
  // One raster per kind × view at the smallest width keeps this quick; larger widths are the same
  // drawing scaled, and are covered for one image per format below.
  it.each(furnitureKinds.map((kind) => [kind]))(
    "a %s can be drawn and rasterised from every angle",
    async (kind) => {
      for (const view of imageViews) {
        const svg = renderFurnitureSvg(kind, "#8a3b2e", view, { width: 320, height: 240 });
        expect(
          svg.startsWith(
            '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 1200 900">',
          ),
        ).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        // Self-contained: no fonts, no images, no links to anything outside the document.
        expect(svg).not.toMatch(/<text|<image|<use|href=|@import|url\((?!#)/);
        const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([320, 240]);
      }
    },
  );

  it("draws the same picture every time for the same product", () => {
    expect(renderFurnitureSvg("office-chair", "#2f6f6f", "angle")).toBe(
      renderFurnitureSvg("office-chair", "#2f6f6f", "angle"),
    );
  });

  it.each([["#2f6f6f"], ["#8a3b2e"], ["#f1efe9"], ["#3b2a20"]])(
    "paints the wardrobe's doors in the variant's colour %s",
    async (colour) => {
      const svg = renderFurnitureSvg("wardrobe", colour, "front", { width: 320, height: 240 });
      const { data, info } = await sharp(Buffer.from(svg))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The middle of the centre door: plain body, facing the camera, lit only a little.
      const offset = (120 * info.width + 160) * info.channels;
      const pixel = [data[offset], data[offset + 1], data[offset + 2]];
      const expected = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
      pixel.forEach((channel, index) =>
        expect(Math.abs((channel ?? -999) - (expected[index] ?? 0))).toBeLessThan(24),
      );
    },
  );

  it("gives each view its own picture", () => {
    const views = imageViews.map((view) => renderFurnitureSvg("sofa", "#2f6f6f", view));
    expect(new Set(views).size).toBe(imageViews.length);
  });

  it("refuses a colour that is not #rrggbb", () => {
    expect(() => renderFurnitureSvg("sofa", "teal", "front")).toThrow(RangeError);
  });
});

describe("a shopper's browser receives real images", () => {
  it("gets a WebP 640 pixels wide and 480 high", async () => {
    const image = await renderImage({
      kind: "sofa",
      colour: "2f6f6f",
      view: "front",
      width: 640,
      format: "webp",
    });
    const metadata = await sharp(image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 640, 480]);
  });

  it("gets an AVIF 320 pixels wide and 240 high", async () => {
    const image = await renderImage({
      kind: "bed",
      colour: "c8a27a",
      view: "room",
      width: 320,
      format: "avif",
    });
    const metadata = await sharp(image).metadata();
    // libheif reports AVIF as the "heif" container with AV1 compression.
    expect([metadata.format, metadata.compression, metadata.width, metadata.height]).toEqual([
      "heif",
      "av1",
      320,
      240,
    ]);
  });

  it("gets the full 1200 by 900 picture for large screens", async () => {
    const image = await renderImage({
      kind: "bookcase",
      colour: "3b2a20",
      view: "angle",
      width: 1200,
      format: "webp",
    });
    const metadata = await sharp(image).metadata();
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([1200, 900, false]);
  });

  it("gets the same bytes for the same image every time, so the ETag can be strong", async () => {
    const request = { kind: "swing", colour: "5c4033", view: "detail", width: 480, format: "avif" } as const;
    const [first, second] = await Promise.all([renderImage(request), renderImage(request)]);
    expect(first.equals(second)).toBe(true);
  });
});
