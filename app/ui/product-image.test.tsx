// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductImage } from "./product-image";

const path = "/images/p/sofa/2f6f6f/front";

function render(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(renderToStaticMarkup(element), "text/html");
}

describe("a shopper's browser picks the right product image", () => {
  it("offers AVIF first and WebP as the fallback, in every width", () => {
    const page = render(<ProductImage path={path} alt="Sofa in teal, front view" sizes="50vw" />);
    const source = page.querySelector("picture > source");
    const image = page.querySelector("picture > img");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(
      [320, 480, 640, 960, 1200].map((width) => `${path}-${width}.avif ${width}w`).join(", "),
    );
    expect(source?.getAttribute("sizes")).toBe("50vw");
    expect(image?.getAttribute("src")).toBe(`${path}-640.webp`);
    expect(image?.getAttribute("srcset")).toBe(
      [320, 480, 640, 960, 1200].map((width) => `${path}-${width}.webp ${width}w`).join(", "),
    );
    expect(image?.getAttribute("sizes")).toBe("50vw");
    expect(image?.getAttribute("alt")).toBe("Sofa in teal, front view");
  });

  it("reserves the image's space before it loads, so the page does not jump", () => {
    const intrinsic = render(<ProductImage path={path} alt="" />).querySelector("img");
    expect([intrinsic?.getAttribute("width"), intrinsic?.getAttribute("height")]).toEqual(["1200", "900"]);
    const sized = render(<ProductImage path={path} alt="" width={400} height={300} />).querySelector("img");
    expect([sized?.getAttribute("width"), sized?.getAttribute("height")]).toEqual(["400", "300"]);
  });

  it("loads images below the fold lazily and decodes off the main thread", () => {
    const image = render(<ProductImage path={path} alt="" className="h-full w-full" />).querySelector("img");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("decoding")).toBe("async");
    expect(image?.hasAttribute("fetchpriority")).toBe(false);
    expect(image?.getAttribute("class")).toBe("h-full w-full");
  });

  it("loads the main product image first when it is the largest thing on screen", () => {
    const image = render(<ProductImage path={path} alt="" priority />).querySelector("img");
    expect(image?.getAttribute("loading")).toBe("eager");
    expect(image?.getAttribute("fetchpriority")).toBe("high");
  });
});
