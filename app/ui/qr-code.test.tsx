// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QrCode, qrPath, qrQuietZone } from "./qr-code";

function render(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(renderToStaticMarkup(element), "text/html");
}

/** Paints a path made of `M x y h w v1 h-w z` runs back into a grid of modules. */
function paint(path: string, extent: number): boolean[][] {
  const grid = Array.from({ length: extent }, () => Array.from({ length: extent }, () => false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) grid[Number(y)]![Number(x) + dx] = true;
  }
  return grid;
}

const modules = [
  [true, true, false, true],
  [false, false, false, false],
  [true, false, true, true],
  [true, true, true, true],
];

describe("a shopper sees the UPI QR code to scan", () => {
  it("is one image with a name for screen readers", () => {
    const page = render(<QrCode modules={modules} label="UPI QR code to pay ₹ 12,499 to Aangan" />);
    const images = page.querySelectorAll("svg");
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("role")).toBe("img");
    expect(images[0]!.getAttribute("aria-label")).toBe("UPI QR code to pay ₹ 12,499 to Aangan");
  });

  it("draws all dark modules as a single path, and nothing else dark", () => {
    const page = render(<QrCode modules={modules} label="QR" />);
    const paths = page.querySelectorAll("path");
    expect(paths).toHaveLength(1);
    const extent = modules.length + 2 * qrQuietZone;
    const painted = paint(paths[0]!.getAttribute("d")!, extent);
    const expected = Array.from({ length: extent }, (_, y) =>
      Array.from({ length: extent }, (_, x) => modules[y - qrQuietZone]?.[x - qrQuietZone] ?? false),
    );
    expect(painted).toEqual(expected);
  });

  it("joins neighbouring dark modules into one run, keeping the path short", () => {
    expect(qrPath(modules, 0)).toBe("M0 0h2v1h-2zM3 0h1v1h-1zM0 2h1v1h-1zM2 2h2v1h-2zM0 3h4v1h-4z");
    expect(qrPath([[false, false]], 0)).toBe("");
  });

  it("leaves a white quiet zone of four modules around the code, so phones can find it", () => {
    const svg = render(<QrCode modules={modules} label="QR" />).querySelector("svg")!;
    expect(svg.getAttribute("viewBox")).toBe("0 0 12 12");
    const background = svg.querySelector("rect")!;
    expect([
      background.getAttribute("width"),
      background.getAttribute("height"),
      background.getAttribute("fill"),
    ]).toEqual(["12", "12", "#fff"]);
    expect(qrPath(modules)).toMatch(/^M4 4h2/);
  });

  it("takes the size asked for, with crisp module edges", () => {
    const svg = render(<QrCode modules={modules} label="QR" size={240} className="mx-auto" />).querySelector("svg")!;
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["240", "240"]);
    expect(svg.getAttribute("shape-rendering")).toBe("crispEdges");
    expect(svg.getAttribute("class")).toBe("mx-auto");
    const standard = render(<QrCode modules={modules} label="QR" />).querySelector("svg")!;
    expect(standard.getAttribute("width")).toBe("192");
  });
});
