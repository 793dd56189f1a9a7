// The raw material of the generated catalog: product types, finishes, colours, price bands and
// sizes per furniture kind, plus the words reviews and descriptions are made from. Prices are
// selling prices in integer rupees for the Indian market (late 2026), before finish premiums.
import type { DrawnMaterial } from "../../catalog/furniture-designs";
import type { FurnitureKind } from "../../catalog/taxonomy";
import type { materialValues } from "../schema";

export type Material = (typeof materialValues)[number];

export interface Colour {
  name: string;
  /** Lower-case #rrggbb: the schema's check constraint and the image URLs both want it. */
  hex: string;
}

/** How a material is worked for one product: the word in its name and the Material spec. */
export interface Finish {
  material: Material;
  /** Shown in the product name ("Sheesham Wood"); empty when the type name says it already. */
  label: string;
  /** The Material specification row. */
  spec: string;
  /** Price multiplier against the kind's band (sheesham costs more than engineered wood). */
  factor: number;
  /** How the picture shows it, when not simply its material: glass on a metal frame, a mesh back. */
  look?: DrawnMaterial;
  /** An upholstery: `spec` names the cover, and the kind's `upholsteryFrame` what it covers. */
  upholstery?: true;
  /** Colours this finish comes in, when narrower than the material's (laminates, not solid wood, come in white). */
  palette?: readonly Colour[];
}

export interface ProductType {
  name: string;
  /** Selling price band in rupees for a mid-range finish. */
  price: readonly [number, number];
  /** Width × depth × height in cm. */
  size: readonly [number, number, number];
  weightKg: number;
  /** Materials this type is made in, when narrower than the kind's (an upholstered bed is fabric). */
  materials?: readonly Material[];
  /** What this type is good for, when the kind's sentences do not fit it. */
  uses?: readonly string[];
  /** The shape it is drawn in (server/catalog/furniture-designs.ts); the kind's own when absent. */
  shape?: string;
  /** The shape when made of wood or metal, where that changes the piece (a wooden study chair has legs). */
  solidShape?: string;
}

export interface FinishOption {
  weight: number;
  finishes: readonly Finish[];
}

export interface KindProfile {
  /** How reviews and descriptions refer to one item: "sofa", "bed", "chair". */
  noun: string;
  finishes: readonly FinishOption[];
  types: readonly ProductType[];
  /** Beds may be sold in sizes (Queen/King) or in one size with colour choices; mattresses in sizes. */
  variants: "colour" | "size" | "colour-or-size";
  /** One sentence each on what the piece is good for. */
  uses: readonly string[];
  /** Category description of a subcategory selling this kind. */
  blurb: string;
  /** Product-line names for this kind; the shared list is used when absent. */
  series?: readonly string[];
  /** Colours for this kind whatever the material (mattress covers, moulded plastic). */
  palette?: readonly Colour[];
  /** What an upholstery covers, after its cover in the Material specification: "over a solid wood frame". */
  upholsteryFrame?: string;
}

// ---------------------------------------------------------------------------------------------
// Finishes
// ---------------------------------------------------------------------------------------------

const sheesham: Finish = {
  material: "wood",
  label: "Sheesham Wood",
  spec: "Solid sheesham (Indian rosewood)",
  factor: 1.15,
};
const engineeredWood: Finish = {
  material: "wood",
  label: "Engineered Wood",
  spec: "Engineered wood with laminate finish",
  factor: 0.8,
  palette: [
    { name: "Wenge", hex: "#3b2a20" },
    { name: "Walnut", hex: "#5c4033" },
    { name: "Sonoma Oak", hex: "#c8a27a" },
    { name: "Frosty White", hex: "#f1efe9" },
    { name: "Classic Walnut", hex: "#6b4423" },
    { name: "Grey Oak", hex: "#8a8178" },
  ],
};
const solidWood: Finish = { material: "wood", label: "Solid Wood", spec: "Solid hardwood", factor: 1.05 };
const mangoWood: Finish = { material: "wood", label: "Mango Wood", spec: "Solid mango wood", factor: 1 };
const teakWood: Finish = { material: "wood", label: "Teak Wood", spec: "Solid teak wood", factor: 1.35 };
const acaciaWood: Finish = {
  material: "wood",
  label: "Acacia Wood",
  spec: "Solid acacia wood with weather-proof coating",
  factor: 1,
};
const metal: Finish = { material: "metal", label: "Metal", spec: "Powder-coated mild steel", factor: 0.9 };
const wroughtIron: Finish = {
  material: "metal",
  label: "Wrought Iron",
  spec: "Wrought iron with anti-rust coating",
  factor: 0.95,
};
const steel: Finish = {
  material: "metal",
  label: "Steel",
  spec: "Cold-rolled steel with powder coating",
  factor: 0.9,
};
const metalGlass: Finish = {
  material: "metal",
  label: "Metal and Glass",
  spec: "Powder-coated steel frame with 8 mm toughened glass",
  factor: 1,
  look: "glass",
};
const fabric: Finish = {
  material: "fabric",
  label: "Fabric",
  spec: "Polyester blend fabric",
  factor: 1,
  upholstery: true,
};
const velvet: Finish = {
  material: "fabric",
  label: "Velvet",
  spec: "Velvet upholstery",
  factor: 1.1,
  upholstery: true,
};
const linen: Finish = {
  material: "fabric",
  label: "Linen",
  spec: "Linen-look cotton blend",
  factor: 1.05,
  upholstery: true,
};
const mesh: Finish = {
  material: "fabric",
  label: "Mesh",
  spec: "Breathable mesh back with a moulded foam fabric seat",
  factor: 1,
  look: "mesh",
  upholstery: true,
};
const foam: Finish = {
  material: "fabric",
  label: "",
  spec: "High-resilience foam layers in a quilted knitted fabric cover",
  factor: 1,
};
const canvas: Finish = {
  material: "fabric",
  label: "Fabric",
  spec: "Thick canvas fabric with stiffened sides that fold flat",
  factor: 0.9,
};
const leatherette: Finish = {
  material: "leather",
  label: "Leatherette",
  spec: "Premium leatherette (PU leather)",
  factor: 1.15,
  upholstery: true,
};
const leather: Finish = {
  material: "leather",
  label: "Leather",
  spec: "Top-grain leather",
  factor: 1.5,
  upholstery: true,
};
const plastic: Finish = {
  material: "plastic",
  label: "",
  spec: "Virgin polypropylene (PP), UV stabilised",
  factor: 1,
};

const woodFinishes = [sheesham, engineeredWood, solidWood, mangoWood];
const upholstery = [fabric, velvet, linen];
const leathers = [leatherette, leatherette, leather];

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

export const materialPalettes: Record<Material, readonly Colour[]> = {
  wood: [
    { name: "Teak", hex: "#8b5a2b" },
    { name: "Walnut", hex: "#5c4033" },
    { name: "Honey Oak", hex: "#c68e3f" },
    { name: "Wenge", hex: "#3b2a20" },
    { name: "Natural", hex: "#c19a6b" },
    { name: "Mahogany", hex: "#6e2c1e" },
    { name: "Provincial Teak", hex: "#7a4a26" },
  ],
  metal: [
    { name: "Matte Black", hex: "#1f1f1f" },
    { name: "Charcoal Grey", hex: "#374151" },
    { name: "Gunmetal", hex: "#53565b" },
    { name: "Brushed Silver", hex: "#a8a9ad" },
    { name: "Antique Brass", hex: "#b08d57" },
    { name: "White", hex: "#f3f4f6" },
  ],
  fabric: [
    { name: "Grey", hex: "#6b7280" },
    { name: "Teal", hex: "#0f766e" },
    { name: "Mustard", hex: "#d4a017" },
    { name: "Navy Blue", hex: "#1e3a8a" },
    { name: "Beige", hex: "#d6c7a1" },
    { name: "Olive Green", hex: "#556b2f" },
    { name: "Rust", hex: "#b7410e" },
    { name: "Blush Pink", hex: "#e8b4b8" },
    { name: "Charcoal", hex: "#36454f" },
    { name: "Sage Green", hex: "#9caf88" },
    { name: "Wine", hex: "#722f37" },
    { name: "Cream", hex: "#f5f0e1" },
  ],
  leather: [
    { name: "Tan", hex: "#a0522d" },
    { name: "Chestnut Brown", hex: "#6f3b1e" },
    { name: "Black", hex: "#1b1b1b" },
    { name: "Burgundy", hex: "#6d1a2a" },
    { name: "Cream", hex: "#f2e8d5" },
    { name: "Espresso", hex: "#3c2218" },
  ],
  plastic: [
    { name: "White", hex: "#f8fafc" },
    { name: "Red", hex: "#dc2626" },
    { name: "Blue", hex: "#2563eb" },
    { name: "Green", hex: "#16a34a" },
    { name: "Yellow", hex: "#facc15" },
    { name: "Grey", hex: "#9ca3af" },
    { name: "Orange", hex: "#f97316" },
    { name: "Brown", hex: "#7c4a2d" },
  ],
};

const mattressPalette: readonly Colour[] = [
  { name: "White", hex: "#f8fafc" },
  { name: "Ivory", hex: "#f5f0e1" },
  { name: "Light Grey", hex: "#d1d5db" },
  { name: "Powder Blue", hex: "#bfdbfe" },
];

const toyPalette: readonly Colour[] = [
  { name: "Sunshine Yellow", hex: "#facc15" },
  { name: "Sky Blue", hex: "#38bdf8" },
  { name: "Candy Pink", hex: "#f472b6" },
  { name: "Mint Green", hex: "#4ade80" },
  { name: "Lavender", hex: "#a78bfa" },
  { name: "White", hex: "#f8fafc" },
];

// ---------------------------------------------------------------------------------------------
// Collections: which materials fit each one, and the finish and colours it is made in
// ---------------------------------------------------------------------------------------------

export interface CollectionStyle {
  slug: "milford" | "mozart" | "maxsif";
  /** The finish used for a product of this collection, by material; absent = does not fit. */
  finishes: Partial<Record<Material, Finish>>;
  palette: Partial<Record<Material, readonly Colour[]>>;
  /** Kinds the style does not suit (a velvet mattress or garden swing is not "Mozart"). */
  excludedKinds: readonly FurnitureKind[];
  /** The colour and kind of its banner illustration. */
  imageKind: FurnitureKind;
  imageColour: string;
}

export const collectionStyles: readonly CollectionStyle[] = [
  {
    slug: "milford",
    finishes: { wood: sheesham },
    // The collection is its honey finish, in three depths of it.
    palette: {
      wood: [
        { name: "Honey", hex: "#c68e3f" },
        { name: "Light Honey", hex: "#d4a35e" },
        { name: "Dark Honey", hex: "#a8702c" },
      ],
    },
    // Sheesham is an indoor wood here; garden furniture is acacia or teak.
    excludedKinds: ["mattress", "toy-storage", "garden-set"],
    imageKind: "dining-set",
    imageColour: "#c68e3f",
  },
  {
    slug: "mozart",
    finishes: { fabric: velvet, leather: leatherette },
    palette: {
      fabric: [
        { name: "Sage Green", hex: "#9caf88" },
        { name: "Blush Pink", hex: "#e8b4b8" },
        { name: "Dove Grey", hex: "#9ca3af" },
        { name: "Teal", hex: "#0f766e" },
        { name: "Beige", hex: "#d6c7a1" },
      ],
      leather: [
        { name: "Cream", hex: "#f2e8d5" },
        { name: "Tan", hex: "#a0522d" },
        { name: "Espresso", hex: "#3c2218" },
      ],
    },
    excludedKinds: [
      "mattress",
      "toy-storage",
      "office-chair",
      "study-chair",
      "kids-bed",
      "garden-set",
      "swing",
    ],
    imageKind: "sofa",
    imageColour: "#9caf88",
  },
  {
    slug: "maxsif",
    finishes: { metal, wood: engineeredWood },
    palette: {
      metal: [
        { name: "Matte Black", hex: "#1f1f1f" },
        { name: "Charcoal Grey", hex: "#374151" },
        { name: "White", hex: "#f3f4f6" },
      ],
      wood: [
        { name: "Wenge", hex: "#3b2a20" },
        { name: "Frosty White", hex: "#f1efe9" },
        { name: "Walnut", hex: "#5c4033" },
      ],
    },
    // Engineered wood does not belong outdoors or in chairs.
    excludedKinds: ["mattress", "toy-storage", "garden-set", "swing", "dining-chair", "study-chair"],
    imageKind: "office-table",
    imageColour: "#1f1f1f",
  },
];

// ---------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------

export interface SizeOption {
  name: "Single" | "Double" | "Queen" | "King";
  /** Width and length in cm. */
  width: number;
  length: number;
  /** Price against the Queen size. */
  factor: number;
}

export const bedSizes: readonly SizeOption[] = [
  { name: "Single", width: 100, length: 200, factor: 0.7 },
  { name: "Double", width: 130, length: 200, factor: 0.85 },
  { name: "Queen", width: 165, length: 210, factor: 1 },
  { name: "King", width: 195, length: 210, factor: 1.15 },
];

export const mattressSizes: readonly SizeOption[] = [
  { name: "Single", width: 91, length: 183, factor: 0.6 },
  { name: "Double", width: 122, length: 183, factor: 0.78 },
  { name: "Queen", width: 152, length: 198, factor: 1 },
  { name: "King", width: 183, length: 198, factor: 1.2 },
];

// ---------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------

export const kindProfiles: Record<FurnitureKind, KindProfile> = {
  sofa: {
    noun: "sofa",
    finishes: [
      { weight: 55, finishes: upholstery },
      { weight: 20, finishes: leathers },
      { weight: 25, finishes: [sheesham, solidWood, teakWood] },
    ],
    types: [
      { name: "1 Seater Sofa", price: [8999, 24999], size: [90, 85, 85], weightKg: 28, shape: "1-seater" },
      { name: "2 Seater Sofa", price: [14999, 39999], size: [150, 85, 85], weightKg: 40, shape: "2-seater" },
      { name: "3 Seater Sofa", price: [19999, 64999], size: [210, 88, 85], weightKg: 55 },
      {
        name: "L-Shaped Sectional Sofa",
        price: [39999, 119999],
        size: [270, 170, 85],
        weightKg: 95,
        materials: ["fabric", "leather"],
        shape: "l-shaped",
      },
      {
        name: "Sofa Cum Bed",
        price: [17999, 44999],
        size: [190, 95, 88],
        weightKg: 60,
        materials: ["fabric", "leather"],
      },
    ],
    variants: "colour",
    uses: [
      "Deep seats and firm, high-density foam cushions make it right for long family evenings and weekend cricket matches.",
      "The generous armrests and supportive backrest keep everyone comfortable through movie nights and festive get-togethers.",
      "It anchors the living room while leaving enough space for a coffee table and a rug.",
    ],
    blurb: "Two seaters, three seaters, sectionals and sofa cum beds in fabric, leather and solid wood.",
    upholsteryFrame: "over a solid wood frame",
  },
  "coffee-table": {
    noun: "coffee table",
    finishes: [
      { weight: 70, finishes: [...woodFinishes, teakWood] },
      { weight: 30, finishes: [metalGlass, metal] },
    ],
    types: [
      { name: "Coffee Table", price: [4999, 19999], size: [100, 55, 42], weightKg: 18 },
      { name: "Coffee Table with Storage", price: [6999, 24999], size: [110, 60, 45], weightKg: 24 },
      {
        name: "Nesting Coffee Tables (Set of 2)",
        price: [5999, 17999],
        size: [80, 50, 45],
        weightKg: 14,
        shape: "nesting",
      },
      { name: "Round Coffee Table", price: [3999, 14999], size: [80, 80, 42], weightKg: 12, shape: "round" },
    ],
    variants: "colour",
    uses: [
      "There is room on top for the tea tray and the remote, and the lower shelf keeps magazines and board games out of sight.",
      "Its rounded corners make it safe around children and easy to walk past in a busy living room.",
    ],
    blurb:
      "Coffee tables in solid wood, glass and metal, with storage for everything the living room collects.",
  },
  "tv-unit": {
    noun: "TV unit",
    finishes: [
      { weight: 85, finishes: [...woodFinishes, teakWood] },
      { weight: 15, finishes: [metal] },
    ],
    types: [
      { name: "TV Unit", price: [6999, 29999], size: [150, 40, 50], weightKg: 35 },
      {
        name: "Wall Mounted TV Unit",
        price: [4999, 17999],
        size: [140, 30, 40],
        weightKg: 20,
        shape: "wall-mounted",
      },
      {
        name: "TV Unit with Showcase",
        price: [14999, 49999],
        size: [180, 40, 170],
        weightKg: 70,
        materials: ["wood"],
        shape: "showcase",
      },
    ],
    variants: "colour",
    uses: [
      "It holds TVs up to 55 inches, with cut-outs at the back to keep set-top box and router wires tidy.",
      "Closed drawers and open shelves give you space for the set-top box, speakers and showpieces.",
    ],
    blurb: "TV units and entertainment centres that keep wires tidy and the living room uncluttered.",
  },
  "side-table": {
    noun: "side table",
    finishes: [
      { weight: 70, finishes: [...woodFinishes] },
      { weight: 30, finishes: [metal, metalGlass] },
    ],
    types: [
      { name: "Side Table", price: [1999, 7999], size: [45, 40, 55], weightKg: 6 },
      { name: "End Table", price: [2499, 8999], size: [50, 40, 58], weightKg: 8 },
      { name: "C-Shaped Side Table", price: [1999, 5999], size: [45, 30, 60], weightKg: 5, shape: "c-shaped" },
    ],
    variants: "colour",
    uses: [
      "It sits neatly beside a sofa or bed to hold a lamp, a book and your evening cup of chai.",
      "Light enough to move around the room, yet steady enough for a table lamp.",
    ],
    blurb: "Compact side tables and bedside tables for lamps, books and the evening cup of tea.",
  },
  recliner: {
    noun: "recliner",
    finishes: [
      { weight: 55, finishes: leathers },
      { weight: 45, finishes: upholstery },
    ],
    types: [
      { name: "Single Seater Recliner", price: [18999, 64999], size: [90, 95, 100], weightKg: 40 },
      { name: "Rocker Recliner", price: [22999, 69999], size: [92, 98, 102], weightKg: 44 },
      { name: "Motorised Recliner", price: [39999, 119999], size: [95, 100, 104], weightKg: 52 },
      {
        name: "2 Seater Recliner Sofa",
        price: [44999, 149999],
        size: [160, 95, 100],
        weightKg: 78,
        shape: "2-seater",
      },
      {
        name: "3 Seater Recliner Sofa",
        price: [69999, 219999],
        size: [210, 95, 100],
        weightKg: 110,
        shape: "3-seater",
      },
    ],
    variants: "colour",
    uses: [
      "A smooth lever mechanism reclines it to a near-flat position for an afternoon nap after Sunday lunch.",
      "The padded headrest and footrest support the whole body, which makes it a favourite with parents and grandparents.",
    ],
    blurb: "Manual, rocker and motorised recliners for the most comfortable seat in the house.",
    upholsteryFrame: "over a solid wood frame",
  },
  bed: {
    noun: "bed",
    finishes: [
      { weight: 70, finishes: [...woodFinishes, teakWood] },
      { weight: 15, finishes: [metal] },
      { weight: 15, finishes: [fabric, velvet] },
    ],
    types: [
      {
        name: "Hydraulic Storage Bed",
        price: [22999, 64999],
        size: [165, 210, 100],
        weightKg: 95,
        materials: ["wood", "fabric"],
        uses: [
          "The gas-lift hydraulic base opens with one hand and the full-size box swallows quilts, suitcases and winter clothes.",
        ],
      },
      {
        name: "Box Storage Bed",
        price: [17999, 49999],
        size: [165, 210, 95],
        weightKg: 85,
        materials: ["wood", "fabric"],
        uses: [
          "Lift-up panels open onto a deep storage box for spare bedding, blankets and out-of-season clothes.",
        ],
      },
      { name: "Platform Bed", price: [12999, 39999], size: [165, 210, 90], weightKg: 60 },
      {
        name: "Upholstered Bed",
        price: [19999, 59999],
        size: [170, 215, 110],
        weightKg: 70,
        materials: ["fabric"],
      },
      {
        name: "Four Poster Bed",
        price: [34999, 99999],
        size: [170, 215, 200],
        weightKg: 110,
        materials: ["wood", "metal"],
        shape: "four-poster",
      },
    ],
    variants: "colour-or-size",
    uses: [
      "A tall, padded headboard makes reading in bed comfortable, and the slatted base keeps the mattress well ventilated.",
      "Sturdy legs and a centre support beam keep it silent and steady for years.",
    ],
    blurb: "Storage beds, platform beds and upholstered beds in single, double, queen and king sizes.",
    upholsteryFrame: "over a solid wood frame",
  },
  wardrobe: {
    noun: "wardrobe",
    finishes: [
      { weight: 85, finishes: [...woodFinishes] },
      { weight: 15, finishes: [steel] },
    ],
    types: [
      { name: "2 Door Wardrobe", price: [12999, 34999], size: [90, 55, 190], weightKg: 70, shape: "2-door" },
      { name: "3 Door Wardrobe", price: [19999, 54999], size: [135, 55, 200], weightKg: 95 },
      { name: "4 Door Wardrobe", price: [29999, 79999], size: [180, 58, 210], weightKg: 130, shape: "4-door" },
      {
        name: "Sliding Door Wardrobe",
        price: [34999, 99999],
        size: [180, 60, 210],
        weightKg: 140,
        materials: ["wood"],
        shape: "sliding",
      },
      {
        name: "2 Door Wardrobe with Mirror",
        price: [15999, 39999],
        size: [100, 55, 195],
        weightKg: 80,
        materials: ["wood"],
        shape: "2-door-mirror",
      },
      {
        name: "Steel Almirah",
        price: [9999, 24999],
        size: [90, 50, 190],
        weightKg: 60,
        materials: ["metal"],
        shape: "2-door",
      },
    ],
    variants: "colour",
    uses: [
      "A full-length hanging section, adjustable shelves and a locker drawer keep sarees, suits and valuables in order.",
      "Soft-close hinges and a built-in lock make it a practical choice for a shared bedroom.",
    ],
    blurb:
      "Two, three and four door wardrobes and steel almirahs with lockers, mirrors and plenty of shelves.",
  },
  mattress: {
    noun: "mattress",
    finishes: [{ weight: 100, finishes: [foam] }],
    types: [
      {
        name: "6 Inch Orthopaedic Memory Foam Mattress",
        price: [8999, 29999],
        size: [152, 198, 15],
        weightKg: 18,
      },
      { name: "8 Inch Pocket Spring Mattress", price: [12999, 39999], size: [152, 198, 20], weightKg: 28 },
      { name: "5 Inch Dual Comfort Mattress", price: [6999, 19999], size: [152, 198, 13], weightKg: 14 },
      { name: "7 Inch Natural Latex Mattress", price: [19999, 59999], size: [152, 198, 18], weightKg: 24 },
      { name: "4 Inch Bonded Foam Mattress", price: [4999, 12999], size: [152, 198, 10], weightKg: 12 },
    ],
    variants: "size",
    uses: [
      "Medium-firm support keeps the spine aligned, which helps with back pain after long days.",
      "Zoned layers stop you from sinking in, and the breathable cover keeps it cool through Indian summers.",
    ],
    blurb: "Memory foam, pocket spring and latex mattresses in every standard Indian size.",
    series: ["Dreamfit", "Restopedic", "Cloud Nine", "Ortho Plus", "Slumber", "Sleepora", "Comforto"],
    palette: mattressPalette,
  },
  "dressing-table": {
    noun: "dressing table",
    finishes: [
      { weight: 90, finishes: [...woodFinishes] },
      { weight: 10, finishes: [metal] },
    ],
    types: [
      { name: "Dressing Table with Mirror", price: [7999, 24999], size: [90, 40, 150], weightKg: 35 },
      { name: "Dressing Table with Stool", price: [9999, 29999], size: [100, 42, 155], weightKg: 42 },
      {
        name: "Wall Mounted Dressing Unit",
        price: [3999, 11999],
        size: [60, 20, 90],
        weightKg: 14,
        shape: "wall-mounted",
      },
      { name: "Console Dressing Table", price: [6999, 19999], size: [110, 40, 78], weightKg: 28, shape: "console" },
    ],
    variants: "colour",
    uses: [
      "A large mirror and drawers for make-up, jewellery and hair tools make getting ready quicker.",
      "It fits into a bedroom corner and keeps everyday essentials within easy reach.",
    ],
    blurb: "Dressing tables with mirrors, drawers and stools to keep getting ready simple.",
  },
  "dining-set": {
    noun: "dining set",
    finishes: [
      { weight: 75, finishes: [sheesham, solidWood, mangoWood, teakWood] },
      { weight: 25, finishes: [metalGlass] },
    ],
    types: [
      { name: "2 Seater Dining Set", price: [9999, 24999], size: [80, 70, 76], weightKg: 30, shape: "2-seater" },
      { name: "4 Seater Dining Set", price: [17999, 59999], size: [120, 75, 76], weightKg: 55 },
      { name: "6 Seater Dining Set", price: [27999, 99999], size: [160, 90, 76], weightKg: 85, shape: "6-seater" },
      {
        name: "6 Seater Dining Set with Bench",
        price: [29999, 104999],
        size: [170, 90, 76],
        weightKg: 90,
        shape: "6-seater-bench",
      },
      { name: "8 Seater Dining Set", price: [54999, 219999], size: [210, 100, 76], weightKg: 130, shape: "8-seater" },
    ],
    variants: "colour",
    uses: [
      "There is room for the whole family at dinner, with cushioned chairs that stay comfortable through long meals.",
      "The table top resists heat and stains, so everyday dal and sabzi spills wipe off easily.",
    ],
    blurb: "Complete dining sets with matching chairs and benches, from cosy two seaters to eight seaters.",
  },
  "dining-table": {
    noun: "dining table",
    finishes: [
      { weight: 75, finishes: [sheesham, solidWood, mangoWood, engineeredWood] },
      { weight: 25, finishes: [metalGlass, metal] },
    ],
    types: [
      { name: "4 Seater Dining Table", price: [9999, 34999], size: [120, 75, 76], weightKg: 35, shape: "4-seater" },
      { name: "6 Seater Dining Table", price: [17999, 59999], size: [160, 90, 76], weightKg: 55 },
      {
        name: "Extendable Dining Table",
        price: [24999, 74999],
        size: [150, 90, 76],
        weightKg: 60,
        shape: "extendable",
      },
      { name: "Round Dining Table", price: [11999, 39999], size: [110, 110, 76], weightKg: 38, shape: "round" },
    ],
    variants: "colour",
    uses: [
      "It seats the family for daily meals and doubles as a work or homework table between them.",
      "Tapered legs leave plenty of knee room, and the thick top feels solid when you lean on it.",
    ],
    blurb: "Dining tables in solid wood, marble-look and glass, for four, six or more.",
  },
  "dining-chair": {
    noun: "chair",
    finishes: [
      { weight: 50, finishes: [sheesham, solidWood, mangoWood] },
      { weight: 20, finishes: [metal] },
      { weight: 20, finishes: upholstery },
      { weight: 10, finishes: [leatherette] },
    ],
    types: [
      { name: "Dining Chairs (Set of 2)", price: [4999, 16999], size: [45, 50, 90], weightKg: 12 },
      {
        name: "Upholstered Dining Chair",
        price: [3999, 12999],
        size: [48, 52, 92],
        weightKg: 7,
        shape: "upholstered",
      },
      { name: "Cushioned Dining Chairs (Set of 4)", price: [9999, 32999], size: [45, 50, 90], weightKg: 24 },
      {
        name: "Cane Back Dining Chair",
        price: [3499, 9999],
        size: [46, 50, 92],
        weightKg: 6,
        materials: ["wood"],
        shape: "cane-back",
      },
    ],
    variants: "colour",
    uses: [
      "A gently curved back and cushioned seat keep everyone comfortable through long family dinners.",
      "They pair with most dining tables and are light enough to pull out to the living room when guests come over.",
    ],
    blurb: "Dining chairs and chair sets, upholstered or in solid wood, to match any table.",
    upholsteryFrame: "over a solid wood frame",
  },
  "crockery-unit": {
    noun: "crockery unit",
    finishes: [
      { weight: 90, finishes: [sheesham, solidWood, mangoWood, engineeredWood] },
      { weight: 10, finishes: [metal] },
    ],
    types: [
      { name: "Crockery Cabinet", price: [12999, 39999], size: [100, 40, 180], weightKg: 65 },
      { name: "Glass Door Crockery Unit", price: [14999, 49999], size: [110, 40, 185], weightKg: 70 },
      { name: "Sideboard", price: [11999, 34999], size: [150, 45, 80], weightKg: 55, shape: "sideboard" },
      {
        name: "Bar Cabinet",
        price: [14999, 44999],
        size: [90, 45, 150],
        weightKg: 50,
        materials: ["wood"],
        shape: "bar",
      },
    ],
    variants: "colour",
    uses: [
      "Glass doors show off the good dinner set while closed cabinets hide the everyday steel utensils.",
      "Adjustable shelves take tall glasses, serving bowls and festive thalis alike.",
    ],
    blurb: "Crockery units, sideboards and bar cabinets to show off and store the good dinnerware.",
  },
  "office-chair": {
    noun: "chair",
    finishes: [
      { weight: 60, finishes: [mesh, mesh, fabric] },
      { weight: 40, finishes: [leatherette, leatherette, leather] },
    ],
    types: [
      { name: "High-Back Office Chair", price: [6999, 21999], size: [66, 66, 120], weightKg: 16 },
      {
        name: "Mid-Back Ergonomic Chair",
        price: [4499, 13999],
        size: [62, 62, 105],
        weightKg: 13,
        shape: "mid-back",
      },
      {
        name: "Executive Chair",
        price: [9999, 34999],
        size: [70, 70, 125],
        weightKg: 20,
        materials: ["leather"],
      },
      { name: "Gaming Chair", price: [11999, 29999], size: [70, 70, 130], weightKg: 22, shape: "gaming" },
      {
        name: "Task Chair",
        price: [3499, 8999],
        size: [58, 58, 95],
        weightKg: 10,
        materials: ["fabric"],
        shape: "mid-back",
      },
    ],
    variants: "colour",
    uses: [
      "Adjustable lumbar support, seat height and tilt lock keep your posture right through long work-from-home days.",
      "A heavy-duty nylon base and smooth castors glide across tiles and marble without scratching.",
      "The 2D armrests and tilt tension knob let you set it up exactly for your desk.",
    ],
    blurb: "Ergonomic, mesh and executive office chairs for long working days at home or in the office.",
    upholsteryFrame: "on a steel frame with a nylon five-star base",
    series: ["Ergo", "Flexi", "Posturo", "Astra", "Apex", "Vertex", "Cruze", "Zenith", "Orion"],
  },
  "office-table": {
    noun: "table",
    finishes: [
      { weight: 70, finishes: [engineeredWood, solidWood, sheesham] },
      { weight: 30, finishes: [metal] },
    ],
    types: [
      { name: "Office Desk", price: [5999, 19999], size: [120, 60, 75], weightKg: 28 },
      { name: "Executive Office Table", price: [17999, 59999], size: [160, 80, 76], weightKg: 65 },
      { name: "L-Shaped Office Desk", price: [11999, 34999], size: [150, 120, 75], weightKg: 45, shape: "l-shaped" },
      { name: "Computer Table", price: [3499, 11999], size: [100, 50, 75], weightKg: 20 },
      {
        name: "Height Adjustable Desk",
        price: [24999, 59999],
        size: [140, 70, 120],
        weightKg: 38,
        materials: ["metal"],
        shape: "height-adjustable",
      },
    ],
    variants: "colour",
    uses: [
      "A wide top takes a monitor, laptop and files together, with a cable grommet to keep chargers out of the way.",
      "The drawer and open shelf hold stationery and files so the work surface stays clear.",
    ],
    blurb: "Office desks, computer tables and executive tables built for focused work.",
  },
  "filing-cabinet": {
    noun: "cabinet",
    finishes: [
      { weight: 70, finishes: [steel, metal] },
      { weight: 30, finishes: [engineeredWood, solidWood] },
    ],
    types: [
      { name: "2 Drawer Filing Cabinet", price: [5999, 14999], size: [47, 60, 72], weightKg: 25, shape: "2-drawer" },
      { name: "3 Drawer Filing Cabinet", price: [7999, 19999], size: [47, 60, 102], weightKg: 34, shape: "3-drawer" },
      { name: "4 Drawer Filing Cabinet", price: [9999, 24999], size: [47, 62, 132], weightKg: 44 },
      { name: "Mobile Pedestal", price: [4499, 10999], size: [40, 50, 60], weightKg: 18, shape: "pedestal" },
    ],
    variants: "colour",
    uses: [
      "Full-extension drawers take A4 and foolscap files, and a central lock keeps documents safe.",
      "Anti-tilt runners let only one drawer open at a time, so it never tips over.",
    ],
    blurb: "Lockable filing cabinets and mobile pedestals that keep papers safe and desks clear.",
  },
  bookcase: {
    noun: "bookcase",
    finishes: [
      { weight: 75, finishes: [...woodFinishes] },
      { weight: 25, finishes: [metal] },
    ],
    types: [
      { name: "3 Shelf Bookcase", price: [3999, 11999], size: [80, 30, 110], weightKg: 18, shape: "3-shelf" },
      { name: "5 Shelf Bookcase", price: [5999, 19999], size: [80, 30, 180], weightKg: 30 },
      { name: "Ladder Bookshelf", price: [3499, 9999], size: [60, 35, 170], weightKg: 12, shape: "ladder" },
      { name: "Wall Shelf", price: [1499, 4999], size: [90, 20, 25], weightKg: 4, shape: "wall-mounted" },
      {
        name: "Bookcase with Doors",
        price: [9999, 29999],
        size: [90, 35, 185],
        weightKg: 40,
        materials: ["wood"],
        shape: "doors",
      },
    ],
    variants: "colour",
    uses: [
      "Each shelf holds up to 15 kg, enough for encyclopaedias, board games and a row of plants.",
      "Open shelves keep favourite books within reach and leave room for photo frames and souvenirs.",
    ],
    blurb: "Bookcases and bookshelves for home libraries, offices and study corners.",
  },
  "kitchen-cabinet": {
    noun: "cabinet",
    finishes: [
      { weight: 60, finishes: [engineeredWood, solidWood] },
      { weight: 40, finishes: [steel] },
    ],
    types: [
      { name: "Kitchen Storage Cabinet", price: [6999, 24999], size: [80, 40, 180], weightKg: 40 },
      {
        name: "Wall Mounted Kitchen Cabinet",
        price: [3999, 14999],
        size: [80, 30, 60],
        weightKg: 15,
        shape: "wall-mounted",
      },
      { name: "Pantry Cabinet", price: [9999, 29999], size: [90, 45, 190], weightKg: 50, shape: "pantry" },
      {
        name: "Kitchen Rack",
        price: [2499, 7999],
        size: [60, 35, 120],
        weightKg: 9,
        materials: ["metal"],
        shape: "rack",
      },
    ],
    variants: "colour",
    uses: [
      "Moisture-resistant shelves take heavy dabbas of atta, rice and dal without sagging.",
      "It adds a pantry's worth of storage to even a compact modular kitchen.",
    ],
    blurb: "Kitchen cabinets, pantry units and racks that keep dabbas, spices and utensils in order.",
  },
  "bar-stool": {
    noun: "bar stool",
    finishes: [
      { weight: 45, finishes: [metal] },
      { weight: 35, finishes: [solidWood, mangoWood] },
      { weight: 20, finishes: [leatherette] },
    ],
    types: [
      { name: "Bar Stool", price: [2499, 7999], size: [40, 40, 75], weightKg: 6 },
      { name: "Bar Stools (Set of 2)", price: [4499, 14999], size: [40, 40, 75], weightKg: 12 },
      {
        name: "Adjustable Height Bar Stool",
        price: [3499, 9999],
        size: [42, 42, 85],
        weightKg: 8,
        // Its chrome gas-lift column is drawn in steel, so no wooden one is sold.
        materials: ["metal", "leather"],
        shape: "gas-lift",
      },
      { name: "Counter Height Stool", price: [2499, 6999], size: [40, 40, 65], weightKg: 5 },
    ],
    variants: "colour",
    uses: [
      "A footrest ring and a contoured seat make quick breakfasts at the kitchen counter comfortable.",
      "Non-slip floor caps protect tiles and keep it from sliding on a smooth floor.",
    ],
    blurb: "Bar stools and counter stools for breakfast counters and home bars.",
    upholsteryFrame: "on a powder-coated steel frame",
  },
  "kitchen-trolley": {
    noun: "trolley",
    finishes: [
      { weight: 60, finishes: [steel, metal] },
      { weight: 40, finishes: [solidWood, engineeredWood] },
    ],
    types: [
      { name: "Kitchen Trolley", price: [2999, 9999], size: [60, 40, 85], weightKg: 10 },
      { name: "3 Tier Kitchen Trolley", price: [1999, 5999], size: [45, 35, 80], weightKg: 6 },
      { name: "Kitchen Island Trolley", price: [7999, 24999], size: [100, 50, 90], weightKg: 30, shape: "island" },
      { name: "Serving Trolley", price: [3999, 11999], size: [70, 40, 80], weightKg: 12 },
    ],
    variants: "colour",
    uses: [
      "Lockable castors roll it from the kitchen to the dining table and hold it still while you serve.",
      "Mesh baskets keep onions, potatoes and vegetables airy and easy to see.",
    ],
    blurb: "Kitchen trolleys and island carts that roll extra storage wherever you need it.",
  },
  "plastic-chair": {
    noun: "chair",
    finishes: [{ weight: 100, finishes: [plastic] }],
    types: [
      { name: "Plastic Chair", price: [1499, 2999], size: [55, 52, 82], weightKg: 3 },
      { name: "Plastic Arm Chair", price: [1699, 3999], size: [58, 54, 84], weightKg: 3.5, shape: "arm" },
      { name: "Plastic Chairs (Set of 2)", price: [2799, 5999], size: [55, 52, 82], weightKg: 6 },
      { name: "Plastic Chairs (Set of 4)", price: [5499, 11999], size: [55, 52, 82], weightKg: 12 },
      { name: "Stackable Cafe Chair", price: [1999, 4499], size: [50, 50, 80], weightKg: 3 },
    ],
    variants: "colour",
    uses: [
      "Stackable and light, it is perfect for functions, pujas and extra guests at home.",
      "UV-stabilised plastic survives monsoon rain and summer sun on the balcony or terrace.",
    ],
    blurb: "Sturdy, stackable plastic chairs for the balcony, the terrace and every family function.",
    series: ["Supreme", "Comfort", "Classic", "Monsoon", "Terrace", "Utsav", "Sunny", "Breeze"],
    palette: materialPalettes.plastic,
  },
  "garden-set": {
    noun: "garden set",
    finishes: [
      { weight: 50, finishes: [wroughtIron, metal] },
      { weight: 50, finishes: [acaciaWood, teakWood] },
    ],
    types: [
      { name: "Garden Table and 2 Chairs Set", price: [7999, 24999], size: [60, 60, 72], weightKg: 20 },
      {
        name: "Garden Table and 4 Chairs Set",
        price: [14999, 49999],
        size: [90, 90, 72],
        weightKg: 38,
        shape: "4-chairs",
      },
      { name: "Balcony Set", price: [5999, 17999], size: [55, 55, 70], weightKg: 14 },
      { name: "Patio Sofa Set", price: [29999, 89999], size: [200, 80, 75], weightKg: 60, shape: "sofa" },
      { name: "Garden Bench", price: [4999, 14999], size: [120, 55, 85], weightKg: 18, shape: "bench" },
    ],
    variants: "colour",
    uses: [
      "Weather-proof and rust-resistant, it stays out on the balcony through the monsoon.",
      "Just right for morning tea in the garden or an evening chat on the terrace.",
    ],
    blurb: "Garden sets, balcony sets and benches that take on the Indian sun and monsoon.",
  },
  swing: {
    noun: "swing",
    finishes: [
      { weight: 50, finishes: [wroughtIron, metal] },
      { weight: 50, finishes: [teakWood, sheesham] },
    ],
    types: [
      {
        name: "Hanging Swing Chair",
        price: [5999, 17999],
        size: [100, 100, 195],
        weightKg: 22,
        materials: ["metal"],
        shape: "hanging-chair",
      },
      { name: "Swing with Stand", price: [9999, 29999], size: [110, 110, 200], weightKg: 35 },
      {
        name: "Wooden Jhula",
        price: [11999, 39999],
        size: [150, 60, 45],
        weightKg: 30,
        materials: ["wood"],
        shape: "jhula",
      },
      { name: "Porch Swing", price: [14999, 44999], size: [180, 120, 180], weightKg: 55, shape: "porch" },
    ],
    variants: "colour",
    uses: [
      "It takes up to 120 kg and comes with a cushion, ready for lazy Sunday afternoons.",
      "A gentle sway on the balcony with a cup of chai is the best way to end the day.",
    ],
    blurb: "Jhulas, hanging chairs and porch swings for balconies, verandahs and gardens.",
  },
  "kids-bed": {
    noun: "bed",
    finishes: [
      { weight: 75, finishes: [solidWood, engineeredWood, mangoWood] },
      { weight: 25, finishes: [metal] },
    ],
    types: [
      { name: "Kids Single Bed", price: [8999, 24999], size: [100, 200, 80], weightKg: 40 },
      { name: "Bunk Bed", price: [19999, 54999], size: [100, 200, 160], weightKg: 75, shape: "bunk" },
      {
        name: "Kids Bed with Storage",
        price: [12999, 32999],
        size: [100, 200, 85],
        weightKg: 55,
        materials: ["wood"],
        shape: "storage",
      },
      { name: "Toddler Bed", price: [6999, 17999], size: [80, 150, 60], weightKg: 25 },
    ],
    variants: "colour",
    uses: [
      "Rounded edges, safety rails and non-toxic paint make it safe for young children.",
      "Built to grow with your child, it is strong enough for pillow fights and sleepovers.",
    ],
    blurb: "Single beds, bunk beds and storage beds with safety rails and rounded edges.",
  },
  "study-table": {
    noun: "study table",
    finishes: [
      { weight: 75, finishes: [engineeredWood, solidWood, sheesham] },
      { weight: 25, finishes: [metal] },
    ],
    types: [
      { name: "Study Table", price: [3999, 14999], size: [100, 50, 75], weightKg: 20 },
      { name: "Study Table with Bookshelf", price: [6999, 19999], size: [110, 50, 140], weightKg: 32 },
      {
        name: "Wall Mounted Study Table",
        price: [2999, 8999],
        size: [80, 40, 60],
        weightKg: 10,
        shape: "wall-mounted",
      },
      { name: "Foldable Study Table", price: [1499, 4999], size: [70, 45, 30], weightKg: 6, shape: "foldable" },
    ],
    variants: "colour",
    uses: [
      "A wide top, a drawer for stationery and a shelf for textbooks make board-exam preparation easier.",
      "Cable cut-outs keep the laptop and lamp wires tidy for online classes.",
    ],
    blurb: "Study tables with shelves and drawers for focused homework and online classes.",
  },
  "toy-storage": {
    noun: "toy organiser",
    finishes: [
      { weight: 45, finishes: [plastic] },
      { weight: 40, finishes: [engineeredWood, solidWood] },
      { weight: 15, finishes: [canvas] },
    ],
    types: [
      { name: "Toy Storage Box", price: [1499, 3999], size: [60, 40, 40], weightKg: 4, shape: "box" },
      { name: "Toy Organiser with 6 Bins", price: [2999, 7999], size: [80, 30, 80], weightKg: 8 },
      {
        name: "Kids Bookshelf and Toy Organiser",
        price: [3999, 9999],
        size: [90, 30, 90],
        weightKg: 14,
        materials: ["wood", "plastic"],
      },
      {
        name: "Toy Chest with Bench",
        price: [4499, 11999],
        size: [80, 40, 45],
        weightKg: 16,
        materials: ["wood"],
        shape: "bench-chest",
      },
    ],
    variants: "colour",
    uses: [
      "Low, open bins let children put away their own toys, which makes tidying up a game.",
      "Soft-close lids and rounded corners keep little fingers safe.",
    ],
    blurb: "Toy boxes, bins and organisers that make tidying up easy for little hands.",
    series: ["Tiny Tots", "Playtime", "Rainbow", "Bunny", "Jumbo", "Little Star", "Happy Kids"],
    palette: toyPalette,
  },
  "study-chair": {
    noun: "chair",
    finishes: [
      { weight: 50, finishes: [fabric, mesh] },
      { weight: 20, finishes: [metal] },
      { weight: 15, finishes: [leatherette] },
      { weight: 15, finishes: [solidWood] },
    ],
    types: [
      { name: "Study Chair", price: [2499, 7999], size: [55, 55, 95], weightKg: 9, solidShape: "four-leg" },
      {
        name: "Ergonomic Study Chair",
        price: [3999, 11999],
        size: [60, 60, 105],
        weightKg: 12,
        materials: ["fabric", "leather"],
      },
      { name: "Kids Study Chair", price: [1499, 3999], size: [45, 45, 75], weightKg: 5, solidShape: "four-leg" },
      {
        name: "Study Chair with Arms",
        price: [2999, 8999],
        size: [58, 56, 98],
        weightKg: 10,
        materials: ["fabric", "leather"],
        shape: "swivel-arms",
      },
    ],
    variants: "colour",
    uses: [
      "Back support and an adjustable seat height keep students sitting upright through long study hours.",
      "It tucks neatly under a study table when not in use.",
    ],
    blurb: "Comfortable study chairs with good back support for long hours with books.",
    upholsteryFrame: "on a steel frame with a nylon base",
  },
};

/**
 * Product types that differ by subcategory although the kind is the same: bedside tables belong
 * in the bedroom, and kids' study tables are smaller than grown-ups'.
 */
export const subcategoryTypes: Record<string, readonly ProductType[]> = {
  "bedroom/side-tables": [
    { name: "Bedside Table with Drawer", price: [2999, 11999], size: [45, 40, 55], weightKg: 9 },
    { name: "Nightstand", price: [2999, 9999], size: [45, 38, 58], weightKg: 8 },
    {
      name: "Bedside Table with 2 Drawers",
      price: [3999, 13999],
      size: [48, 40, 60],
      weightKg: 12,
      shape: "two-drawer",
    },
  ],
  "kids-furniture/kids-study-tables": [
    { name: "Kids Study Table", price: [2999, 9999], size: [80, 45, 60], weightKg: 12 },
    {
      name: "Kids Study Table and Chair Set",
      price: [3499, 11999],
      size: [75, 45, 58],
      weightKg: 14,
      shape: "chair-set",
    },
    {
      name: "Height Adjustable Kids Desk",
      price: [6999, 19999],
      size: [80, 55, 65],
      weightKg: 18,
      shape: "tilting",
    },
    { name: "Kids Activity Table", price: [2499, 7999], size: [70, 50, 50], weightKg: 9, shape: "activity" },
  ],
  "study-room/bookshelves": [
    { name: "Bookshelf", price: [2999, 11999], size: [70, 30, 150], weightKg: 18 },
    {
      name: "Wall Mounted Bookshelf",
      price: [1499, 5999],
      size: [90, 22, 60],
      weightKg: 6,
      shape: "wall-mounted",
    },
    { name: "Corner Bookshelf", price: [2999, 8999], size: [45, 45, 160], weightKg: 14, shape: "corner" },
    { name: "5 Shelf Bookshelf", price: [4999, 16999], size: [80, 30, 180], weightKg: 26 },
  ],
};

/** How many products a subcategory gets in each round: sofas sell more than swings. */
export const subcategoryWeights: Record<string, number> = {
  "living-room/sofas": 3,
  "living-room/recliners": 2,
  "bedroom/beds": 3,
  "bedroom/wardrobes": 2,
  "bedroom/mattresses": 2,
  "dining-room/dining-sets": 2,
  "office/office-chairs": 3,
  "office/office-tables": 2,
};

/** Product-line names shared by every kind without its own list. */
// prettier-ignore
export const seriesNames = [
  "Aria", "Nova", "Zenith", "Oslo", "Kyoto", "Avalon", "Regal", "Ivy", "Vienna", "Alba",
  "Cosmo", "Elara", "Kaveri", "Jaipur", "Udaipur", "Malabar", "Chettinad", "Rajwada", "Heritage", "Tulip",
  "Lotus", "Amara", "Saanvi", "Arya", "Ishana", "Navya", "Prism", "Metro", "Urbane", "Sierra",
  "Bristol", "Hudson", "Austin", "Boston", "Carlo", "Luca", "Mila", "Zara", "Verona", "Windsor",
  "Goa", "Kochi", "Coorg", "Mysore", "Indus", "Vedanta",
] as const;

export const brandSkuPrefixes: Record<string, string> = {
  woodsworth: "WW",
  "urban-nest": "UN",
  "casa-craft": "CC",
};

/** "your living room", used in descriptions. */
export const roomPhrases: Record<string, string> = {
  "living-room": "living room",
  bedroom: "bedroom",
  "dining-room": "dining room",
  office: "office",
  "study-room": "study",
  "kids-furniture": "child's room",
  kitchen: "kitchen",
  outdoor: "balcony or garden",
};

export const careInstructions: Record<Material, string> = {
  wood: "Dust with a soft dry cloth and wipe spills at once. Keep away from direct sunlight and damp walls; polish every six months.",
  metal:
    "Wipe with a dry or slightly damp cloth and avoid abrasive cleaners. Keep it dry to prevent rust and lift rather than drag it.",
  fabric:
    "Vacuum weekly and blot spills immediately with a clean cloth. Professional dry cleaning is recommended; avoid direct sunlight to prevent fading.",
  leather:
    "Wipe with a slightly damp cloth and condition every three to four months. Keep away from direct sunlight, heaters and sharp objects.",
  plastic:
    "Wash with mild soap and water and dry before stacking. Avoid sharp objects and do not place near open flames.",
};

export const mattressCare =
  "Rotate head to foot every three months and use a mattress protector. Air it in indirect sunlight now and then; do not fold.";

/** Short care advice for the last sentence of a description. */
export const careSentences: Record<Material, readonly string[]> = {
  wood: [
    "A wipe with a soft dry cloth keeps the finish looking new; just keep it away from direct sunlight and damp walls.",
    "Dust it with a dry cloth and wipe spills straight away, and the wood will age beautifully.",
  ],
  metal: [
    "Wipe it with a dry cloth and keep it dry, and the powder coating will stay free of rust for years.",
    "A damp cloth is all it needs; avoid harsh cleaners so the finish stays smooth.",
  ],
  fabric: [
    "Vacuum it weekly and blot spills at once with a clean cloth; the fabric resists fading in daylight.",
    "The fabric is easy to care for: vacuum it regularly and spot clean with mild soap water.",
  ],
  leather: [
    "Wipe it with a slightly damp cloth and condition it every few months to keep it supple.",
    "Keep it out of harsh sunlight and wipe it with a soft cloth, and it will look new for years.",
  ],
  plastic: [
    "Just wash it with soap and water; it will not rust, rot or fade in the sun.",
    "It is easy to clean with a wet cloth and will not rust, rot or swell in the monsoon.",
  ],
};

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

// prettier-ignore
export const reviewerFirstNames = [
  "Aarav", "Aditi", "Aditya", "Akash", "Ananya", "Anil", "Anjali", "Arjun", "Deepa", "Deepak",
  "Divya", "Farhan", "Gaurav", "Geeta", "Harish", "Ishita", "Jaspreet", "Kavita", "Kiran", "Lakshmi",
  "Manish", "Meera", "Mohit", "Neha", "Nikhil", "Pooja", "Pradeep", "Priya", "Rahul", "Rajesh",
  "Ramesh", "Ritu", "Rohan", "Sakshi", "Sameer", "Sanjay", "Shreya", "Siddharth", "Sneha", "Suresh",
  "Swati", "Tanvi", "Uma", "Varun", "Vikram", "Vinod", "Yash", "Zoya", "Karthik", "Lavanya",
  "Arun", "Bhavana", "Chetan", "Harpreet", "Imran", "Joseph", "Mary", "Naveen", "Shalini", "Tarun",
] as const;

// prettier-ignore
export const reviewerLastNames = [
  "Sharma", "Verma", "Gupta", "Iyer", "Nair", "Reddy", "Patel", "Shah", "Mehta", "Singh",
  "Kaur", "Das", "Banerjee", "Chatterjee", "Mukherjee", "Rao", "Menon", "Pillai", "Joshi", "Kulkarni",
  "Deshpande", "Agarwal", "Bansal", "Malhotra", "Kapoor", "Khan", "Qureshi", "D'Souza", "Fernandes", "Bhat",
  "Hegde", "Naidu", "Mishra", "Pandey", "Tiwari", "Saxena", "Chauhan", "Yadav", "Thakur", "Gill",
] as const;

export type Rating = 1 | 2 | 3 | 4 | 5;

/** Kinds whose reviews talk about the same things: nobody sleeps on a bookcase or sits on a wardrobe. */
export type ReviewFamily = "sofa" | "chair" | "bed" | "mattress" | "table" | "storage" | "outdoor";

export const reviewFamilies: Record<FurnitureKind, ReviewFamily> = {
  sofa: "sofa",
  recliner: "sofa",
  "dining-chair": "chair",
  "office-chair": "chair",
  "study-chair": "chair",
  "plastic-chair": "chair",
  "bar-stool": "chair",
  bed: "bed",
  "kids-bed": "bed",
  mattress: "mattress",
  "coffee-table": "table",
  "side-table": "table",
  "dining-table": "table",
  "dining-set": "table",
  "office-table": "table",
  "study-table": "table",
  "dressing-table": "table",
  "tv-unit": "storage",
  wardrobe: "storage",
  "crockery-unit": "storage",
  "filing-cabinet": "storage",
  bookcase: "storage",
  "kitchen-cabinet": "storage",
  "toy-storage": "storage",
  "kitchen-trolley": "storage",
  "garden-set": "outdoor",
  swing: "outdoor",
};

/** What a review says about the piece itself, by family and star rating; {item} is the kind's noun. */
// prettier-ignore
export const reviewTopics: Record<ReviewFamily, Record<Rating, readonly string[]>> = {
  sofa: {
    5: [
      "The {item} is deep and comfortable; the whole family fights over the corner seat.",
      "Perfect for long movie nights. The cushions are firm and still look new after months.",
      "The {item} looks exactly like the pictures and is very comfortable to sit on.",
      "Our guests always end up on this {item}. The seat depth is just right.",
      "Superb comfort and the stitching is neat everywhere. Worth every rupee.",
      "We upgraded from an old {item} and the difference in comfort is huge.",
      "Elegant lines and a comfortable seat; it has become the heart of our living room.",
      "My parents love it for their afternoon rest. Sturdy and very comfortable.",
    ],
    4: [
      "Comfortable {item}, though the cushions are a little firmer than I expected.",
      "Looks lovely in the living room. The seat could have been a few inches deeper.",
      "Good comfort for the price. The armrests are a bit narrow for a cup of tea.",
      "Sits well and looks premium. The colour is a shade darker than the photos.",
      "Nice and sturdy; the cushions needed a week to soften up.",
    ],
    3: [
      "The {item} is okay, but the cushions have flattened a little after a few months.",
      "Average comfort. Fine for a small flat but not for long hours of sitting.",
      "It looks better in the pictures; the seat feels a bit hard.",
    ],
    2: [
      "The seat cushions sagged within a few months. Expected better at this price.",
      "Not as comfortable as it looks, and one armrest feels loose.",
    ],
    1: [
      "The frame started creaking in the first month and the seat sagged. Very disappointed.",
      "Uncomfortable and nothing like the photos. Returned it.",
    ],
  },
  chair: {
    5: [
      "Very comfortable {item}; I sit on it for hours without any back ache.",
      "Sturdy, well balanced and exactly as pictured. Great value.",
      "The seat is just the right height and it feels solid when you sit down.",
      "Bought more after the first one. Comfortable and easy to keep clean.",
      "Looks smart and takes daily use without a wobble.",
      "A comfortable seat and a back that supports you well. Highly recommended.",
      "Light enough to move around yet very stable.",
    ],
    4: [
      "Comfortable {item}, but the seat is slightly smaller than I expected.",
      "Good build and finish. Took a little time to get used to the seat height.",
      "Nice {item} for the price; the back could have been a little taller.",
      "Sturdy and comfortable. Wish there were more colour options.",
    ],
    3: [
      "The {item} is fine for short sittings, but gets uncomfortable after an hour.",
      "Decent, though it wobbles slightly on our floor.",
      "Average quality; the finish on the edges could be neater.",
    ],
    2: [
      "One leg is shorter than the others and it rocks. Not happy.",
      "The seat started feeling loose after a few weeks.",
    ],
    1: [
      "Broke within a month of normal use. Would not recommend.",
      "Very uncomfortable and poorly finished. Returned it.",
    ],
  },
  bed: {
    5: [
      "Very sturdy {item}; no creaking at all even after months.",
      "We sleep so much better now. The {item} is solid and looks beautiful.",
      "The headboard is lovely and the whole {item} feels rock solid.",
      "Excellent finish and very strong. Our mattress fits perfectly.",
      "Exactly as pictured and sturdy enough for the kids jumping on it.",
      "A beautiful {item} that makes the whole bedroom look new.",
    ],
    4: [
      "Solid {item} with a good finish. The height is slightly lower than I thought.",
      "Sturdy and well made. Took a while to find the right mattress for it.",
      "Good quality for the price; a tiny scratch on the side rail.",
    ],
    3: [
      "The {item} is okay but creaks a little when you turn over.",
      "Average finish, though it does the job.",
    ],
    2: [
      "Started creaking within a few weeks and the slats shifted.",
      "The finish on the headboard is uneven. Expected better.",
    ],
    1: [
      "One side rail cracked within a month. Very disappointed.",
      "Wobbly and noisy from day one. Returned it.",
    ],
  },
  mattress: {
    5: [
      "My back pain has eased since we switched to this {item}. Sleeping like a baby.",
      "Just the right firmness, neither too hard nor too soft.",
      "Stays cool at night even in summer. Best sleep in years.",
      "Great support for the spine and no sagging at all.",
      "It expanded fully within a day and feels very comfortable.",
      "The whole family sleeps better. Worth every rupee.",
    ],
    4: [
      "Comfortable {item}, a little firmer than I expected but my back is thankful.",
      "Good support; it took a few nights to get used to it.",
      "Sleeps cool and comfortable. A slight smell for the first two days.",
    ],
    3: [
      "The {item} is okay, but I wake up with a stiff back some days.",
      "Average comfort; it is firmer than described.",
    ],
    2: [
      "It started sagging in the middle within a few months.",
      "Too hard for us. I wake up with a sore back.",
    ],
    1: [
      "Sagged badly in the first month. Very disappointed.",
      "Far too soft and no support at all. Returned it.",
    ],
  },
  table: {
    5: [
      "The top is smooth and sturdy; it looks even better than the pictures.",
      "Perfect size for our room and beautifully finished.",
      "Very solid {item}. Nothing wobbles even when you lean on it.",
      "It wipes clean easily and the finish has not marked at all.",
      "Elegant and practical. Everyone who visits asks about it.",
      "Great quality for the price, exactly as described.",
    ],
    4: [
      "Good {item}, though it is slightly lower than I expected.",
      "Sturdy and looks nice. The edges could be finished a little better.",
      "Nice {item} for the price; the colour is a shade darker than shown.",
      "Well made and just the right size for our room.",
    ],
    3: [
      "The {item} is decent, but the top marks easily with hot cups.",
      "Average quality; it wobbles slightly on our floor.",
    ],
    2: [
      "The top got scratched within weeks and one leg is uneven.",
      "Smaller than I expected and the finish has rough edges.",
    ],
    1: [
      "Arrived with a cracked top and the replacement took a month.",
      "Very flimsy. Returned it.",
    ],
  },
  storage: {
    5: [
      "Lots of space and everything has its place now. Very happy.",
      "Sturdy {item} with a lovely finish; it has made the room so much tidier.",
      "The shelves are strong and the whole unit feels solid.",
      "Exactly as pictured. It holds far more than I expected.",
      "Beautifully made and very practical. Highly recommended.",
      "Neat finish inside and out; it looks expensive.",
    ],
    4: [
      "Good {item} with plenty of space; one shelf could have been taller.",
      "Sturdy and well finished. The colour is slightly darker than the photos.",
      "Holds everything we needed it for. Slightly pricey.",
    ],
    3: [
      "The {item} is decent, but the finish inside is not as good as outside.",
      "Average quality; one shelf was slightly uneven.",
    ],
    2: [
      "The shelves started sagging under a normal load.",
      "Poor finishing on the edges and it took two visits to fix a loose panel.",
    ],
    1: [
      "Arrived damaged and the replacement took over a month.",
      "Flimsy and nothing like the pictures. Returned it.",
    ],
  },
  outdoor: {
    5: [
      "Perfect for our balcony. It has stood up to sun and rain without any trouble.",
      "Our evening chai spot now. Sturdy and very comfortable.",
      "Survived the whole monsoon and still looks new.",
      "Beautifully made and the cushions are comfortable.",
      "The kids love it and it feels completely safe.",
      "Looks lovely on the terrace and is very well built.",
    ],
    4: [
      "Sturdy and comfortable, though the cushions fade a little in strong sun.",
      "Good quality for outdoor use. It needed a bit more space than I thought.",
      "Very nice, but we bring the cushions in when it rains.",
    ],
    3: [
      "It is okay for the price, but the cushions get soggy in the rain.",
      "Average; the finish has dulled a little in the sun.",
    ],
    2: [
      "The finish faded within one summer.",
      "Not as sturdy as expected; it rocks on uneven ground.",
    ],
    1: [
      "Fell apart after one monsoon. Very disappointed.",
      "Nothing like the photos. Returned it.",
    ],
  },
};

/** How a rating sounds: happy (4–5 stars), mixed (3) or unhappy (1–2). */
export type ReviewTone = "happy" | "mixed" | "unhappy";

/** A second sentence a review may add, about the order rather than the piece. */
// prettier-ignore
export const reviewServiceAsides: Record<ReviewTone, readonly string[]> = {
  happy: [
    "Delivery was on time and the packing was excellent.",
    "Delivered two days before the promised date.",
    "Not a single scratch on arrival.",
    "Customer care answered all my questions quickly.",
    "Bought it in the Diwali sale, a great deal.",
    "Second order from this store and again very happy.",
    "The colour matches our interiors perfectly.",
    "Looks far more expensive than it is.",
    "Paid with no-cost EMI, which made it easy on the budget.",
    "Guests keep asking where we bought it.",
  ],
  mixed: [
    "Delivery took almost three weeks.",
    "The colour is a little different from the website.",
    "Customer care took a while to reply.",
    "Could have been a little cheaper.",
  ],
  unhappy: [
    "Delivery was delayed twice.",
    "Customer care was slow to respond.",
    "The replacement took far too long.",
    "Expected much better from this store.",
  ],
};

/** About our fitters, for what they assemble. */
export const reviewAssemblyAsides: Record<ReviewTone, readonly string[]> = {
  happy: [
    "The fitters assembled it neatly in under an hour.",
    "The assembly team was polite and cleaned up after themselves.",
    "Free assembly was quick and professional.",
  ],
  mixed: ["The fitters came a day late to assemble it."],
  unhappy: ["The fitters had to come twice to assemble it properly."],
};

/** For what arrives ready to use. */
export const reviewReadyToUseAsides: Record<ReviewTone, readonly string[]> = {
  happy: ["It arrived ready to use, nothing to put together."],
  mixed: [],
  unhappy: [],
};

/** About the material, for pieces made of it. */
// prettier-ignore
export const reviewMaterialAsides: Record<Material, Record<ReviewTone, readonly string[]>> = {
  wood: {
    happy: ["The wood grain looks beautiful.", "The polish is smooth and even."],
    mixed: ["The polish is a little uneven in places."],
    unhappy: ["The polish wore off in places within months."],
  },
  metal: {
    happy: ["The powder coating is even and has not chipped.", "No rust even after the monsoon."],
    mixed: ["The powder coating has chipped at one corner."],
    unhappy: ["Rust spots appeared within a few months."],
  },
  fabric: {
    happy: ["The fabric feels soft and good quality.", "The fabric is easy to keep clean."],
    mixed: ["The fabric attracts a lot of dust."],
    unhappy: ["The fabric started pilling after a few months."],
  },
  leather: {
    happy: ["The leatherette is soft and wipes clean easily.", "The leatherette looks rich and feels soft."],
    mixed: ["The leatherette gets warm in summer."],
    unhappy: ["The leatherette started peeling at the edges."],
  },
  plastic: {
    happy: ["Good thick plastic that does not bend.", "The plastic washes clean with soap and water."],
    mixed: ["The plastic scuffs easily."],
    unhappy: ["The plastic feels thin and has started to crack."],
  },
};
