// Every product of the default catalog, as the seed would insert it, read the way a shopper reads
// it: the shape, material and finish words of its name and specifications must be what its
// pictures are drawn with. The words are listed here on their own, not taken from the generator,
// so a product type filed under the wrong drawing shows up as a disagreement.
import { describe, expect, it } from "vitest";
import type { DrawnMaterial, FurnitureDesign } from "../../catalog/furniture-designs";
import { collectionDefinitions, furnitureKinds, type FurnitureKind } from "../../catalog/taxonomy";
import { parseImageRequest } from "../../images/render-image";
import { generateProduct, type GeneratedProduct } from "./build-product";
import { catalogPlan, defaultProductCount, defaultSeed } from "./seed-catalog";

function seededCatalog(): GeneratedProduct[] {
  const { context } = catalogPlan(defaultProductCount, defaultSeed);
  const ids = { variant: 1, image: 1, specification: 1, review: 1 };
  return Array.from({ length: defaultProductCount }, (_, index) => generateProduct(context, index, index + 1, ids));
}

const catalog = seededCatalog();

/** The drawing a stored picture path asks for, read by the image server's own parser. */
function drawingOf(path: string): { design: FurnitureDesign; colour: string } {
  const request = parseImageRequest(`${path}-640.webp`);
  if (!request) throw new Error(`the image server cannot draw ${path}`);
  return { design: request.design, colour: `#${request.colour}` };
}

/** The stored kind, checked against the taxonomy (the column is plain text). */
function kindOf(generated: GeneratedProduct): FurnitureKind {
  const kind = furnitureKinds.find((candidate) => candidate === generated.product.kind);
  if (!kind) throw new Error(`#${generated.product.id} has the unknown kind ${generated.product.kind}`);
  return kind;
}

function specification(generated: GeneratedProduct, label: string): string {
  return generated.specifications.find((row) => row.label === label)?.value ?? "";
}

/** The shape a shopper expects from the words of the name (the kind's own drawing when none is named). */
function shapeNamed(kind: FurnitureKind, name: string, material: DrawnMaterial): string {
  const count = (pattern: RegExp) => pattern.exec(name)?.[1];
  const seats = count(/\b(\d) Seater\b/);
  const has = (pattern: RegExp) => pattern.test(name);
  switch (kind) {
    case "sofa":
      return has(/L-Shaped|Sectional/) ? "l-shaped" : `${seats ?? 3}-seater`;
    case "recliner":
      return `${seats ?? 1}-seater`;
    case "coffee-table":
      return has(/\bRound\b/) ? "round" : has(/\bNesting\b/) ? "nesting" : "rectangular";
    case "tv-unit":
      return has(/Wall Mounted/) ? "wall-mounted" : has(/Showcase/) ? "showcase" : "standing";
    case "side-table":
      return has(/C-Shaped/) ? "c-shaped" : has(/\b2 Drawers\b/) ? "two-drawer" : "one-drawer";
    case "bed":
      return has(/Four Poster/) ? "four-poster" : "panel";
    case "wardrobe": {
      if (has(/Sliding/)) return "sliding";
      const doors = count(/\b(\d) Door\b/) ?? (has(/Almirah/) ? "2" : "3");
      return has(/Mirror/) ? `${doors}-door-mirror` : `${doors}-door`;
    }
    case "mattress":
      return "slab";
    case "dressing-table":
      return has(/Wall Mounted/) ? "wall-mounted" : has(/Console/) ? "console" : "mirror-stool";
    case "dining-set":
      return `${seats ?? 4}-seater${has(/Bench/) ? "-bench" : ""}`;
    case "dining-table":
      return has(/\bRound\b/) ? "round" : has(/Extendable/) ? "extendable" : `${seats ?? 6}-seater`;
    case "dining-chair":
      return has(/Cane/) ? "cane-back" : has(/Upholstered/) ? "upholstered" : "cushioned";
    case "crockery-unit":
      return has(/Sideboard/) ? "sideboard" : has(/Bar Cabinet/) ? "bar" : "hutch";
    case "office-chair":
      return has(/Gaming/) ? "gaming" : has(/Mid-Back|Task/) ? "mid-back" : "high-back";
    case "office-table":
      return has(/L-Shaped/) ? "l-shaped" : has(/Height Adjustable/) ? "height-adjustable" : "desk";
    case "filing-cabinet":
      return has(/Pedestal/) ? "pedestal" : `${count(/\b(\d) Drawer\b/) ?? 4}-drawer`;
    case "bookcase":
      if (has(/Ladder/)) return "ladder";
      if (has(/Corner/)) return "corner";
      if (has(/Wall/)) return "wall-mounted";
      if (has(/Doors/)) return "doors";
      return `${count(/\b(\d) Shelf\b/) ?? 5}-shelf`;
    case "kitchen-cabinet":
      return has(/Wall Mounted/) ? "wall-mounted" : has(/Pantry/) ? "pantry" : has(/Rack/) ? "rack" : "tall";
    case "bar-stool":
      return has(/Adjustable Height/) ? "gas-lift" : "four-leg";
    case "kitchen-trolley":
      return has(/Island/) ? "island" : "tiered";
    case "plastic-chair":
      return has(/Arm Chair/) ? "arm" : "armless";
    case "garden-set":
      if (has(/Bench/)) return "bench";
      if (has(/Sofa/)) return "sofa";
      return `${count(/\b(\d) Chairs\b/) ?? 2}-chairs`;
    case "swing":
      return has(/Hanging/) ? "hanging-chair" : has(/Jhula/) ? "jhula" : has(/Porch/) ? "porch" : "stand";
    case "kids-bed":
      return has(/Bunk/) ? "bunk" : has(/Storage/) ? "storage" : "house";
    case "study-table":
      if (has(/Wall Mounted/)) return "wall-mounted";
      if (has(/Foldable/)) return "foldable";
      if (has(/Chair Set/)) return "chair-set";
      if (has(/Height Adjustable/)) return "tilting";
      if (has(/Activity/)) return "activity";
      return "hutch";
    case "toy-storage":
      return has(/Bench/) ? "bench-chest" : has(/\bBox\b/) ? "box" : "bins";
    case "study-chair":
      // A study chair of wood or metal stands on four legs; an upholstered one swivels on castors.
      if (material === "wood" || material === "metal") return "four-leg";
      return has(/with Arms/) ? "swivel-arms" : "swivel";
  }
}

// First match wins: "Metal and Glass" is glass, a mesh back on a fabric seat is mesh.
const materialWords: readonly [RegExp, DrawnMaterial][] = [
  [/\bglass\b/i, "glass"],
  [/\bmesh\b/i, "mesh"],
  [/\bleather/i, "leather"],
  [/\b(plastic|polypropylene)\b/i, "plastic"],
  [/\b(fabric|velvet|linen|canvas|foam)\b/i, "fabric"],
  [/\b(wood|wooden|sheesham|teak|mango|acacia|hardwood|cane)\b/i, "wood"],
  [/\b(metal|steel|iron|almirah)\b/i, "metal"],
];

function materialIn(text: string): DrawnMaterial | null {
  return materialWords.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "Powder-coated steel frame with glass" → the frame's words and the rest. */
function splitFrame(spec: string): { frame: string | null; rest: string } {
  const match = /((?:[\w-]+ ){0,3}(?:frame|base|legs))\b/i.exec(spec);
  if (!match?.[1]) return { frame: null, rest: spec };
  return { frame: match[1], rest: spec.replace(match[1], "") };
}

// Words of a name that say what something is shaped like or used for, not what it is made of.
const notMaterialWords = /Glass Door|Upholstered|Cushioned/g;

const woodToneNames = /\b(Teak|Walnut|Oak|Wenge|Mahogany|Honey)\b/;
const metalFinishNames = /\b(Gunmetal|Brushed Silver|Antique Brass|Matte Black)\b/;

/** Every disagreement, once per product, so one run lists them all; the first ones are shown. */
function disagreements(check: (generated: GeneratedProduct, report: (problem: string) => void) => void): string[][] {
  const products: string[][] = [];
  for (const generated of catalog) {
    const problems = new Set<string>();
    check(generated, (problem) => problems.add(`#${generated.product.id} ${generated.product.name}: ${problem}`));
    if (problems.size > 0) products.push([...problems]);
  }
  return products;
}

function expectNone(products: string[][]): void {
  expect(products.slice(0, 12).flat(), `${products.length} products disagree`).toEqual([]);
}

describe("every seeded product's pictures show what its name and specifications say", () => {
  it("is drawn as its own kind of furniture, in the shape its name says", () => {
    expectNone(
      disagreements((generated, report) => {
        for (const image of generated.images) {
          const { design } = drawingOf(image.path);
          if (design.kind !== generated.product.kind) report(`drawn as a ${design.kind} (${image.path})`);
          const wanted = shapeNamed(kindOf(generated), generated.product.name, design.material);
          if (design.shape !== wanted) report(`named ${wanted} but drawn ${design.shape} (${image.path})`);
        }
      }),
    );
  });

  it("is drawn in the material its name and its Material specification say, on the frame they say", () => {
    expectNone(
      disagreements((generated, report) => {
        const spec = specification(generated, "Material");
        const { frame, rest } = splitFrame(spec);
        const named = materialIn(generated.product.name.replace(notMaterialWords, ""));
        const specified = materialIn(rest);
        const framed = frame === null ? null : materialIn(frame);
        for (const image of generated.images) {
          const { design } = drawingOf(image.path);
          const where = `(${image.path}, "${spec}")`;
          if (named !== null && named !== design.material) report(`named ${named} but drawn ${design.material} ${where}`);
          if (specified !== design.material) report(`specified ${specified ?? "?"} but drawn ${design.material} ${where}`);
          // Without a frame in the specification, the piece stands on its own material (wooden legs under wood).
          const frameWanted = framed ?? design.material;
          if (design.frame !== null && design.frame !== frameWanted) {
            report(`its frame is ${frameWanted} but drawn ${design.frame} ${where}`);
          }
          const stored = design.material === "glass" ? "metal" : design.material === "mesh" ? "fabric" : design.material;
          if (stored !== generated.product.material) report(`filed as ${generated.product.material} but drawn ${design.material}`);
        }
      }),
    );
  });

  it("is drawn in the colour of its finish, and a finish's name is a colour of the material drawn", () => {
    const hexByName = new Map<string, string>();
    expectNone(
      disagreements((generated, report) => {
        const first = generated.variants[0];
        for (const image of generated.images) {
          const { design, colour } = drawingOf(image.path);
          const variant = image.variantId === null ? first : generated.variants.find((row) => row.id === image.variantId);
          if (!variant) {
            report(`a picture of an unknown variant ${image.variantId ?? "?"}`);
            continue;
          }
          if (colour !== variant.colour) report(`${variant.name} (${variant.colour}) drawn in ${colour}`);
          const finish = variant.type === "Colour" ? variant.name : specification(generated, "Colour");
          if (woodToneNames.test(finish) && design.material !== "wood") report(`the wood tone ${finish} drawn as ${design.material}`);
          if (metalFinishNames.test(finish) && design.material !== "metal" && design.material !== "glass") {
            report(`the metal finish ${finish} drawn as ${design.material}`);
          }
          const key = `${design.material} ${finish}`;
          const known = hexByName.get(key);
          if (known === undefined) hexByName.set(key, variant.colour);
          else if (known !== variant.colour) report(`${key} is ${variant.colour} here and ${known} elsewhere`);
        }
      }),
    );
  });

  it("belongs to its collection's finish and materials, as the collection page describes them", () => {
    const { collectionRows } = catalogPlan(defaultProductCount, defaultSeed);
    expectNone(
      disagreements((generated, report) => {
        const collection = collectionRows.find((row) => row.id === generated.product.collectionId);
        if (!collection) return;
        const description = collectionDefinitions.find((entry) => entry.slug === collection.slug)?.description ?? "";
        const materials = new Set(
          description
            .split(/,| and | in /)
            .map((part) => materialIn(part))
            .filter((material) => material !== null),
        );
        const { design } = drawingOf(generated.images[0]?.path ?? "");
        if (materials.size > 0 && !materials.has(design.material)) {
          report(`${collection.name} is "${description}" but this is ${design.material}`);
        }
        for (const wood of ["sheesham", "engineered wood"]) {
          const spec = specification(generated, "Material").toLowerCase();
          if (design.material === "wood" && description.toLowerCase().includes(wood) && !spec.includes(wood)) {
            report(`${collection.name} is ${wood} but this is "${spec}"`);
          }
        }
        const tone = /\b(honey|walnut|teak|wenge)\b/i.exec(description)?.[1];
        if (tone) {
          for (const variant of generated.variants) {
            const finish = variant.type === "Colour" ? variant.name : specification(generated, "Colour");
            if (!finish.toLowerCase().includes(tone.toLowerCase())) {
              report(`${collection.name} has a ${tone} finish but this comes in ${finish}`);
            }
          }
        }
      }),
    );
  });
});

// What a review may talk about depends on what was bought: nobody sleeps on a bookcase.
const seats: readonly FurnitureKind[] = [
  "sofa",
  "recliner",
  "dining-chair",
  "dining-set",
  "office-chair",
  "study-chair",
  "plastic-chair",
  "bar-stool",
  "garden-set",
  "swing",
];
const sleptOn: readonly FurnitureKind[] = ["bed", "kids-bed", "mattress"];
const offTopic: readonly { words: RegExp; fits: (kind: FurnitureKind, name: string) => boolean; about: string }[] = [
  {
    words: /\b(sleep|slept|sleeping|back pain|pillow)\b/i,
    fits: (kind, name) => sleptOn.includes(kind) || /Cum Bed/.test(name),
    about: "sleeping",
  },
  {
    words: /\b(comfortable|comfort|cushions?|sit|sitting|seat|seats|lumbar|armrests?)\b/i,
    fits: (kind) => seats.includes(kind) || sleptOn.includes(kind),
    about: "sitting",
  },
  {
    words: /\b(shelf|shelves|drawers?|doors?|storage|stores|holds)\b/i,
    fits: (kind, name) =>
      !seats.includes(kind) && kind !== "mattress" && (kind !== "bed" || /Storage/.test(name)),
    about: "storing things",
  },
  { words: /\b(legs?|wobbl\w*|screws?|creak\w*)\b/i, fits: (kind) => kind !== "mattress", about: "legs and screws" },
];
const materialTalk: readonly [RegExp, readonly string[]][] = [
  [/\b(fabric|velvet|upholstery)\b/i, ["fabric"]],
  [/\bleather\w*/i, ["leather"]],
  [/\b(wood|wooden|grain|polish)\b/i, ["wood"]],
  [/\b(rust|powder coating|metal)\b/i, ["metal"]],
  [/\bplastic\b/i, ["plastic"]],
];

describe("every seeded product's reviews", () => {
  it("never repeat one another word for word", () => {
    expectNone(
      disagreements((generated, report) => {
        const seen = new Set<string>();
        for (const review of generated.reviews) {
          if (seen.has(review.comment)) report(`"${review.comment}" twice`);
          seen.add(review.comment);
        }
      }),
    );
  });

  it("talk about the kind of furniture and the material they were written on", () => {
    expectNone(
      disagreements((generated, report) => {
        const { name, material } = generated.product;
        const kind = kindOf(generated);
        const assembled = specification(generated, "Assembly") !== "No assembly needed";
        for (const { comment } of generated.reviews) {
          for (const topic of offTopic) {
            if (topic.words.test(comment) && !topic.fits(kind, name)) report(`${topic.about} on a ${kind}: "${comment}"`);
          }
          for (const [words, materials] of materialTalk) {
            if (words.test(comment) && !materials.includes(material)) report(`${material} product: "${comment}"`);
          }
          if (!assembled && /\b(assembl\w*|install\w*|fitters?)\b/i.test(comment)) {
            report(`assembly of something that needs none: "${comment}"`);
          }
        }
      }),
    );
  });
});
