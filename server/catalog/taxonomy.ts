// The store's rooms and subcategories, and the furniture kind each subcategory sells. The seed
// builds the catalog from this; the image renderer draws one illustration per kind. Slugs here are
// the canonical URLs; every other slug the spec links to is an alias (see categoryAliasSlugs).

export const furnitureKinds = [
  "sofa",
  "coffee-table",
  "tv-unit",
  "side-table",
  "recliner",
  "bed",
  "wardrobe",
  "mattress",
  "dressing-table",
  "dining-set",
  "dining-table",
  "dining-chair",
  "crockery-unit",
  "office-chair",
  "office-table",
  "filing-cabinet",
  "bookcase",
  "kitchen-cabinet",
  "bar-stool",
  "kitchen-trolley",
  "plastic-chair",
  "garden-set",
  "swing",
  "kids-bed",
  "study-table",
  "toy-storage",
  "study-chair",
] as const;

export type FurnitureKind = (typeof furnitureKinds)[number];

export interface SubcategoryDefinition {
  slug: string;
  name: string;
  kind: FurnitureKind;
}

export interface RoomDefinition {
  slug: string;
  name: string;
  icon: string;
  title: string;
  description: string;
  discountLabel: string | null;
  subcategories: SubcategoryDefinition[];
}

export const rooms: RoomDefinition[] = [
  {
    slug: "living-room",
    name: "Living Room",
    icon: "sofa",
    title: "Living Room Furniture",
    description:
      "Sofas, recliners, coffee tables and TV units to make the room where everyone gathers comfortable and easy to live in.",
    discountLabel: "Up to 40% off",
    subcategories: [
      { slug: "sofas", name: "Sofas", kind: "sofa" },
      { slug: "coffee-tables", name: "Coffee Tables", kind: "coffee-table" },
      { slug: "tv-units", name: "TV Units", kind: "tv-unit" },
      { slug: "side-tables", name: "Side Tables", kind: "side-table" },
      { slug: "recliners", name: "Recliners", kind: "recliner" },
    ],
  },
  {
    slug: "bedroom",
    name: "Bedroom",
    icon: "bed",
    title: "Bedroom Furniture",
    description:
      "Beds, wardrobes, mattresses and dressing tables built for restful nights and tidy mornings.",
    discountLabel: "Up to 35% off",
    subcategories: [
      { slug: "beds", name: "Beds", kind: "bed" },
      { slug: "wardrobes", name: "Wardrobes", kind: "wardrobe" },
      { slug: "mattresses", name: "Mattresses", kind: "mattress" },
      { slug: "side-tables", name: "Side Tables", kind: "side-table" },
      { slug: "dressing-tables", name: "Dressing Tables", kind: "dressing-table" },
    ],
  },
  {
    slug: "dining-room",
    name: "Dining Room",
    icon: "dining",
    title: "Dining Room Furniture",
    description:
      "Dining sets, tables, chairs and crockery units for family meals and festive gatherings.",
    discountLabel: "Up to 30% off",
    subcategories: [
      { slug: "dining-sets", name: "Dining Sets", kind: "dining-set" },
      { slug: "dining-tables", name: "Dining Tables", kind: "dining-table" },
      { slug: "dining-chairs", name: "Dining Chairs", kind: "dining-chair" },
      { slug: "crockery-units", name: "Crockery Units", kind: "crockery-unit" },
    ],
  },
  {
    slug: "office",
    name: "Office",
    icon: "office",
    title: "Office Furniture",
    description:
      "Ergonomic chairs, work tables, filing cabinets and bookcases for the home office and the workplace.",
    discountLabel: "Up to 45% off",
    subcategories: [
      { slug: "office-chairs", name: "Office Chairs", kind: "office-chair" },
      { slug: "office-tables", name: "Office Tables", kind: "office-table" },
      { slug: "filing-cabinets", name: "Filing Cabinets", kind: "filing-cabinet" },
      { slug: "bookcases", name: "Bookcases", kind: "bookcase" },
    ],
  },
  {
    slug: "study-room",
    name: "Study Room",
    icon: "study",
    title: "Study Room Furniture",
    description: "Study tables, chairs and bookshelves that make homework and reading a pleasure.",
    discountLabel: null,
    subcategories: [
      { slug: "study-tables", name: "Study Tables", kind: "study-table" },
      { slug: "study-chairs", name: "Study Chairs", kind: "study-chair" },
      { slug: "bookshelves", name: "Bookshelves", kind: "bookcase" },
    ],
  },
  {
    slug: "kids-furniture",
    name: "Kids Furniture",
    icon: "kids",
    title: "Kids Furniture",
    description: "Sturdy, rounded-edge beds, study tables and toy storage sized for children.",
    discountLabel: null,
    subcategories: [
      { slug: "kids-beds", name: "Kids Beds", kind: "kids-bed" },
      { slug: "kids-study-tables", name: "Kids Study Tables", kind: "study-table" },
      { slug: "toy-storage", name: "Toy Storage", kind: "toy-storage" },
    ],
  },
  {
    slug: "kitchen",
    name: "Kitchen",
    icon: "kitchen",
    title: "Kitchen Furniture",
    description: "Kitchen cabinets, bar stools and trolleys that keep the busiest room organised.",
    discountLabel: null,
    subcategories: [
      { slug: "kitchen-cabinets", name: "Kitchen Cabinets", kind: "kitchen-cabinet" },
      { slug: "bar-stools", name: "Bar Stools", kind: "bar-stool" },
      { slug: "kitchen-trolleys", name: "Kitchen Trolleys", kind: "kitchen-trolley" },
    ],
  },
  {
    slug: "outdoor",
    name: "Outdoor",
    icon: "outdoor",
    title: "Outdoor Furniture",
    description: "Weather-ready plastic chairs, garden sets and swings for balconies, terraces and lawns.",
    discountLabel: "Up to 25% off",
    subcategories: [
      { slug: "plastic-chairs", name: "Plastic Chairs", kind: "plastic-chair" },
      { slug: "garden-sets", name: "Garden Sets", kind: "garden-set" },
      { slug: "swings", name: "Swings", kind: "swing" },
    ],
  },
];

/**
 * Every other first-level slug the spec links to, and the canonical path it lands on
 * (header: living, dining; home: bed-room; footer: home-office; popular categories).
 */
export const categoryAliasSlugs: Record<string, { room: string; subcategory?: string }> = {
  living: { room: "living-room" },
  "bed-room": { room: "bedroom" },
  dining: { room: "dining-room" },
  "home-office": { room: "office" },
  study: { room: "study-room" },
  kids: { room: "kids-furniture" },
  "plastic-chairs": { room: "outdoor", subcategory: "plastic-chairs" },
  "office-chairs": { room: "office", subcategory: "office-chairs" },
  recliners: { room: "living-room", subcategory: "recliners" },
};

export const collectionDefinitions = [
  {
    slug: "milford",
    name: "Milford",
    description: "Solid sheesham wood with a warm honey finish and clean, classic lines.",
  },
  {
    slug: "mozart",
    name: "Mozart",
    description: "Soft curves in plush velvet and leatherette, in calm, modern colours.",
  },
  {
    slug: "maxsif",
    name: "Maxsif",
    description: "Matte metal frames and engineered wood for compact city homes.",
  },
] as const;

export const brandDefinitions = [
  { slug: "woodsworth", name: "Woodsworth" },
  { slug: "urban-nest", name: "Urban Nest" },
  { slug: "casa-craft", name: "CasaCraft" },
] as const;
