import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageFormats, imageViews, imageWidths } from "../../app/lib/product-images";
import { defaultDesign, designBySlug, furnitureDesigns } from "../catalog/furniture-designs";
import { furnitureKinds } from "../catalog/taxonomy";
import { renderFurnitureSvg } from "./furniture/render-furniture-svg";
import { imageRequestPath, parseImageRequest, renderImage } from "./render-image";

describe("the image server reads a product image address", () => {
  it("understands the address of a WebP sofa, front view, 640 pixels wide", () => {
    expect(parseImageRequest("/images/p/sofa/2f6f6f/front-640.webp")).toEqual({
      design: defaultDesign("sofa"),
      colour: "2f6f6f",
      view: "front",
      width: 640,
      format: "webp",
    });
  });

  it("understands the address of an L-shaped leather sectional sofa", () => {
    expect(parseImageRequest("/images/p/sofa-l-shaped-leather/5c4033/angle-480.avif")?.design).toMatchObject({
      kind: "sofa",
      shape: "l-shaped",
      material: "leather",
      frame: "wood",
    });
  });

  it("understands every design, view, width and format the store links to", () => {
    for (const design of furnitureDesigns) {
      for (const view of imageViews) {
        for (const width of imageWidths) {
          for (const format of imageFormats) {
            const request = { design, colour: "a0b1c2", view, width, format };
            expect(parseImageRequest(imageRequestPath(request))).toEqual(request);
          }
        }
      }
    }
  });

  it.each([
    ["an unknown kind of furniture", "/images/p/throne/2f6f6f/front-640.webp"],
    ["a shape its kind does not come in", "/images/p/sofa-round/2f6f6f/front-640.webp"],
    ["a material its shape is not drawn in", "/images/p/sofa-l-shaped-wood/2f6f6f/front-640.webp"],
    ["a kind's own drawing spelt out in full", "/images/p/sofa-3-seater-fabric/2f6f6f/front-640.webp"],
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

  it("draws each shape of a kind as a picture of its own: an L-shaped sectional is not a three-seater", () => {
    for (const kind of furnitureKinds) {
      const shapes = [...new Set(furnitureDesigns.filter((design) => design.kind === kind).map((design) => design.shape))];
      const pictures = shapes.map((shape) => {
        const design = furnitureDesigns.find((candidate) => candidate.kind === kind && candidate.shape === shape);
        if (!design) throw new Error(`no ${shape} ${kind}`);
        return renderFurnitureSvg(design, "#8a3b2e", "angle");
      });
      expect(new Set(pictures).size, `${kind}: ${shapes.join(", ")}`).toBe(shapes.length);
    }
  });

  it("draws a fabric sofa on wooden legs and a leather one in its own stitching", () => {
    const fabric = designBySlug("sofa-l-shaped");
    const leather = designBySlug("sofa-l-shaped-leather");
    if (!fabric || !leather) throw new Error("the L-shaped sofa has no drawings");
    expect(renderFurnitureSvg(fabric, "#5c4033", "angle")).not.toBe(renderFurnitureSvg(leather, "#5c4033", "angle"));
  });

  it("can draw every design the catalog files products under", () => {
    for (const design of furnitureDesigns) {
      const svg = renderFurnitureSvg(design, "#c8a27a", "angle", { width: 320, height: 240 });
      expect(svg.endsWith("</svg>"), design.slug).toBe(true);
      expect(svg, design.slug).not.toMatch(/NaN|undefined/);
    }
  });

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
      design: defaultDesign("sofa"),
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
      design: defaultDesign("bed"),
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
      design: defaultDesign("bookcase"),
      colour: "3b2a20",
      view: "angle",
      width: 1200,
      format: "webp",
    });
    const metadata = await sharp(image).metadata();
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([1200, 900, false]);
  });

  it("gets the same bytes for the same image every time, so the ETag can be strong", async () => {
    const request = { design: defaultDesign("swing"), colour: "5c4033", view: "detail", width: 480, format: "avif" } as const;
    const [first, second] = await Promise.all([renderImage(request), renderImage(request)]);
    expect(first.equals(second)).toBe(true);
  });
});
