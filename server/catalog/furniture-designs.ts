// What a product picture shows: the kind of furniture, its shape (an L-shaped sectional is not a
// three-seater) and the material it is drawn in (a sheesham bar stool stands on wooden legs). The
// seed files each product under one design and the image server draws it, so the two read the
// same list. A design's slug is the first part of a picture's address (/images/p/{slug}/…): a
// kind alone names its own drawing, shape and material words follow it (sofa-l-shaped-leather).
import { furnitureKinds, type FurnitureKind } from "./taxonomy";

/** What the eye reads a piece as made of: glass is a metal frame with a glass top, mesh a chair's woven back. */
export const drawnMaterials = ["wood", "metal", "glass", "fabric", "mesh", "leather", "plastic"] as const;
export type DrawnMaterial = (typeof drawnMaterials)[number];

export interface FurnitureDesign {
  kind: FurnitureKind;
  shape: string;
  material: DrawnMaterial;
  /** What the legs, base or frame are drawn in; null when nothing holds it up (a mattress). */
  frame: DrawnMaterial | null;
  slug: string;
}

interface KindDesigns {
  /** Each shape with the materials it is drawn in; the first shape and its first material are the kind's own drawing. */
  shapes: Readonly<Record<string, readonly DrawnMaterial[]>>;
  /** The frame under each material; a material missing here stands on its own (wood on wooden legs). */
  frames?: Partial<Record<DrawnMaterial, DrawnMaterial | null>>;
}

const upholstered = ["fabric", "leather"] as const;
const woodOrMetal = ["wood", "metal"] as const;
// Sofas, beds and dining chairs covered in fabric or leather stand on a solid wood frame.
const onWood = { fabric: "wood", leather: "wood", mesh: "wood" } as const;
// Swivel chairs and bar stools sit on a steel base whatever covers the seat.
const onSteel = { fabric: "metal", leather: "metal", mesh: "metal" } as const;
// A glass top always sits on a metal frame.
const glassOnMetal = { glass: "metal" } as const;

const kindDesigns: Record<FurnitureKind, KindDesigns> = {
  sofa: {
    shapes: {
      "3-seater": ["fabric", "leather", "wood"],
      "2-seater": ["fabric", "leather", "wood"],
      "1-seater": ["fabric", "leather", "wood"],
      "l-shaped": upholstered,
    },
    frames: onWood,
  },
  "coffee-table": {
    shapes: {
      rectangular: ["wood", "metal", "glass"],
      round: ["wood", "metal", "glass"],
      nesting: ["wood", "metal", "glass"],
    },
    frames: glassOnMetal,
  },
  "tv-unit": { shapes: { standing: woodOrMetal, "wall-mounted": woodOrMetal, showcase: ["wood"] } },
  "side-table": {
    shapes: {
      "one-drawer": ["wood", "metal", "glass"],
      "two-drawer": ["wood", "metal", "glass"],
      "c-shaped": ["wood", "metal", "glass"],
    },
    frames: glassOnMetal,
  },
  recliner: {
    shapes: { "1-seater": ["leather", "fabric"], "2-seater": ["leather", "fabric"], "3-seater": ["leather", "fabric"] },
    frames: onWood,
  },
  bed: { shapes: { panel: ["wood", "metal", "fabric"], "four-poster": woodOrMetal }, frames: onWood },
  wardrobe: {
    shapes: {
      "3-door": woodOrMetal,
      "2-door": woodOrMetal,
      "4-door": woodOrMetal,
      "2-door-mirror": ["wood"],
      sliding: ["wood"],
    },
  },
  mattress: { shapes: { slab: ["fabric"] }, frames: { fabric: null } },
  "dressing-table": { shapes: { "mirror-stool": woodOrMetal, "wall-mounted": woodOrMetal, console: woodOrMetal } },
  "dining-set": {
    shapes: {
      "4-seater": ["wood", "glass", "metal"],
      "2-seater": ["wood", "glass", "metal"],
      "6-seater": ["wood", "glass", "metal"],
      "6-seater-bench": ["wood", "glass", "metal"],
      "8-seater": ["wood", "glass", "metal"],
    },
    frames: glassOnMetal,
  },
  "dining-table": {
    shapes: {
      "6-seater": ["wood", "glass", "metal"],
      "4-seater": ["wood", "glass", "metal"],
      extendable: ["wood", "glass", "metal"],
      round: ["wood", "glass", "metal"],
    },
    frames: glassOnMetal,
  },
  "dining-chair": {
    shapes: {
      cushioned: ["wood", "fabric", "leather", "metal"],
      upholstered: ["wood", "fabric", "leather", "metal"],
      "cane-back": ["wood"],
    },
    frames: onWood,
  },
  "crockery-unit": { shapes: { hutch: woodOrMetal, sideboard: woodOrMetal, bar: ["wood"] } },
  "office-chair": {
    shapes: { "high-back": ["mesh", "fabric", "leather"], "mid-back": ["mesh", "fabric", "leather"], gaming: ["mesh", "fabric", "leather"] },
    frames: onSteel,
  },
  "office-table": { shapes: { desk: woodOrMetal, "l-shaped": woodOrMetal, "height-adjustable": ["metal"] } },
  "filing-cabinet": {
    shapes: { "4-drawer": woodOrMetal, "3-drawer": woodOrMetal, "2-drawer": woodOrMetal, pedestal: woodOrMetal },
  },
  bookcase: {
    shapes: {
      "5-shelf": woodOrMetal,
      "3-shelf": woodOrMetal,
      ladder: woodOrMetal,
      "wall-mounted": woodOrMetal,
      doors: ["wood"],
      corner: woodOrMetal,
    },
  },
  "kitchen-cabinet": { shapes: { tall: woodOrMetal, "wall-mounted": woodOrMetal, pantry: woodOrMetal, rack: ["metal"] } },
  "bar-stool": {
    // A gas-lift stool turns on a chrome column: a wooden one would be a honey seat on metal.
    shapes: { "four-leg": ["metal", "wood", "leather"], "gas-lift": ["metal", "leather"] },
    frames: onSteel,
  },
  "kitchen-trolley": { shapes: { tiered: woodOrMetal, island: woodOrMetal } },
  "plastic-chair": { shapes: { armless: ["plastic"], arm: ["plastic"] } },
  "garden-set": {
    shapes: {
      "2-chairs": woodOrMetal,
      "4-chairs": woodOrMetal,
      sofa: woodOrMetal,
      bench: woodOrMetal,
    },
  },
  swing: { shapes: { stand: woodOrMetal, "hanging-chair": ["metal"], jhula: ["wood"], porch: woodOrMetal } },
  "kids-bed": { shapes: { house: woodOrMetal, bunk: woodOrMetal, storage: ["wood"] } },
  "study-table": {
    shapes: {
      hutch: woodOrMetal,
      "wall-mounted": woodOrMetal,
      foldable: woodOrMetal,
      "chair-set": woodOrMetal,
      tilting: woodOrMetal,
      activity: woodOrMetal,
    },
  },
  "toy-storage": {
    shapes: { bins: ["wood", "plastic", "fabric"], box: ["wood", "plastic", "fabric"], "bench-chest": ["wood"] },
    frames: { fabric: "fabric" },
  },
  "study-chair": {
    shapes: {
      swivel: ["fabric", "mesh", "leather"],
      "swivel-arms": ["fabric", "mesh", "leather"],
      "four-leg": ["wood", "metal"],
    },
    frames: onSteel,
  },
};

function slugOf(kind: FurnitureKind, shape: string, material: DrawnMaterial): string {
  const own = kindDesigns[kind];
  const [ownShape, ownMaterials] = Object.entries(own.shapes)[0] ?? [];
  const parts: string[] = [kind];
  if (shape !== ownShape) parts.push(shape);
  if (material !== ownMaterials?.[0]) parts.push(material);
  return parts.join("-");
}

/** Every design the store can draw, each kind's own drawing first. */
export const furnitureDesigns: readonly FurnitureDesign[] = furnitureKinds.flatMap((kind) =>
  Object.entries(kindDesigns[kind].shapes).flatMap(([shape, materials]) =>
    materials.map((material) => {
      const frames: Partial<Record<DrawnMaterial, DrawnMaterial | null>> = kindDesigns[kind].frames ?? {};
      const frame = frames[material];
      return {
        kind,
        shape,
        material,
        frame: frame === undefined ? material : frame,
        slug: slugOf(kind, shape, material),
      };
    }),
  ),
);

const bySlug = new Map(furnitureDesigns.map((design) => [design.slug, design]));

export function designBySlug(slug: string): FurnitureDesign | undefined {
  return bySlug.get(slug);
}

/** The design a product of this kind, shape and material is drawn as; throws when it cannot be drawn. */
export function designFor(kind: FurnitureKind, shape: string | undefined, material: DrawnMaterial): FurnitureDesign {
  const wanted = shape ?? Object.keys(kindDesigns[kind].shapes)[0];
  const design = furnitureDesigns.find(
    (candidate) => candidate.kind === kind && candidate.shape === wanted && candidate.material === material,
  );
  if (!design) throw new Error(`no drawing of a ${material} ${kind} shaped ${wanted ?? "?"}`);
  return design;
}

/** The kind's own drawing (its first shape in its first material). */
export function defaultDesign(kind: FurnitureKind): FurnitureDesign {
  const design = furnitureDesigns.find((candidate) => candidate.kind === kind);
  if (!design) throw new Error(`no drawing of a ${kind}`);
  return design;
}
