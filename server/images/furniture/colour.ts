// Colour for the furniture illustrations: #rrggbb parsing and output, mixing, and the palette each
// drawing is painted from (the product's body colour plus fixed woods, metals, greens and accents).

import type { FurnitureDesign } from "../../catalog/furniture-designs";

export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
// Shadows lean towards a cool navy rather than black: flat illustrations look muddy otherwise.
export const SHADOW: Rgb = [28, 32, 48];

function parseHexColour(colour: string): Rgb {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(colour);
  if (!match?.[1]) throw new RangeError(`Expected a #rrggbb colour, got ${JSON.stringify(colour)}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function hex(colour: Rgb): string {
  const channel = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(colour[0])}${channel(colour[1])}${channel(colour[2])}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export function luminance(colour: Rgb): number {
  return (0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]) / 255;
}

/** Hue in degrees and saturation 0..1 (HSL), used to pick accents that stand apart from the body. */
export function hueSaturation(colour: Rgb): { hue: number; saturation: number } {
  const [r, g, b] = [colour[0] / 255, colour[1] / 255, colour[2] / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, saturation };
}

export interface Palette {
  body: Rgb;
  bodyLight: Rgb;
  bodyDark: Rgb;
  bodyDeep: Rgb;
  /** Thin lines drawn on the body (stitching, door gaps): must read on light and dark bodies alike. */
  seam: Rgb;
  wood: Rgb;
  woodDark: Rgb;
  woodLight: Rgb;
  metal: Rgb;
  metalDark: Rgb;
  black: Rgb;
  white: Rgb;
  cream: Rgb;
  stone: Rgb;
  glass: Rgb;
  mirror: Rgb;
  screen: Rgb;
  green: Rgb;
  greenDark: Rgb;
  pot: Rgb;
  /** Cushions, throws and bins, the most contrasting first. */
  accents: Rgb[];
  /**
   * Legs, rails and frames: the body's own colour when the piece stands on its own material (a
   * honey sheesham table on honey sheesham legs), dark wood under upholstery, steel under a swivel seat.
   */
  frame: Rgb;
  frameDark: Rgb;
  frameLight: Rgb;
  /** Seat and back cushions: the body's colour on upholstery, oatmeal fabric on wood and metal. */
  cushion: Rgb;
  cushionSeam: Rgb;
}

const accentChoices: Rgb[] = [
  [217, 164, 65], // mustard
  [200, 102, 74], // terracotta
  [47, 127, 122], // teal
  [46, 63, 92], // navy
  [233, 225, 208], // oatmeal
  [156, 110, 160], // plum
];

const darkWood: Rgb = [110, 74, 47];
const steel: Rgb = [58, 61, 67];
const oatmeal: Rgb = [226, 215, 193];

/** The palette of one product picture: `colour` is the finish, the design says what it is made of. */
export function makePalette(colour: string, design: Pick<FurnitureDesign, "material" | "frame">): Palette {
  const body = parseHexColour(colour);
  const light = luminance(body);
  const { hue } = hueSaturation(body);
  const accents = [...accentChoices].sort((a, b) => {
    // Prefer accents far from the body in hue and in lightness, so cushions never vanish into it.
    const score = (accent: Rgb) => {
      const h = hueSaturation(accent);
      const hueGap = Math.min(Math.abs(h.hue - hue), 360 - Math.abs(h.hue - hue)) / 180;
      return hueGap * 0.6 + Math.abs(luminance(accent) - light) * 0.8 + h.saturation * 0.1;
    };
    return score(b) - score(a);
  });
  return {
    body,
    bodyLight: mix(body, WHITE, 0.16),
    bodyDark: mix(body, SHADOW, 0.22),
    bodyDeep: mix(body, SHADOW, 0.5),
    seam: light < 0.25 ? mix(body, WHITE, 0.35) : mix(body, SHADOW, 0.42),
    wood: [176, 125, 79],
    woodDark: [110, 74, 47],
    woodLight: [214, 172, 121],
    metal: [186, 190, 196],
    metalDark: [74, 79, 87],
    black: [43, 45, 49],
    white: [247, 245, 240],
    cream: [237, 228, 211],
    stone: [231, 228, 222],
    glass: [196, 223, 232],
    mirror: [214, 230, 237],
    screen: [30, 38, 52],
    green: [95, 143, 85],
    greenDark: [63, 107, 60],
    pot: [196, 109, 74],
    accents,
    ...frameAndCushion(body, design),
  };
}

function frameAndCushion(
  body: Rgb,
  design: Pick<FurnitureDesign, "material" | "frame">,
): Pick<Palette, "frame" | "frameDark" | "frameLight" | "cushion" | "cushionSeam"> {
  const covered = design.material === "fabric" || design.material === "leather" || design.material === "mesh";
  const stands = design.frame === null || design.frame === design.material || design.material === "glass";
  const frame = stands ? body : design.frame === "wood" ? darkWood : steel;
  const cushion = covered ? mix(body, WHITE, 0.16) : oatmeal;
  return {
    frame,
    frameDark: mix(frame, SHADOW, 0.25),
    frameLight: mix(frame, WHITE, 0.18),
    cushion,
    cushionSeam: luminance(cushion) < 0.25 ? mix(cushion, WHITE, 0.35) : mix(cushion, SHADOW, 0.42),
  };
}

export function accent(palette: Palette, index: number): Rgb {
  return palette.accents[index % palette.accents.length] ?? palette.bodyDark;
}
