// The raw material of the generated catalog: product types, finishes, colours, price bands and
// sizes per furniture kind, plus the words reviews and descriptions are made from. Prices are
// selling prices in integer rupees for the Indian market (late 2026), before finish premiums.
// Every word a shopper reads has its Hindi beside it (`hi`): build-product.ts composes a product's
// Hindi name, description and specifications from them as it composes the English. Reviews are
// shoppers' own words and stay as written.
import type { DrawnMaterial } from "../../catalog/furniture-designs";
import type { FurnitureKind } from "../../catalog/taxonomy";
import type { materialValues } from "../schema";

export type Material = (typeof materialValues)[number];

/** A text in English and in Hindi. */
export interface Phrase {
  en: string;
  hi: string;
}

/**
 * What a Hindi noun agrees with: masculine or feminine, one or several. It picks the postposition
 * before it ("शीशम की लकड़ी का सोफ़ा", "… की अलमारी", "… के बार स्टूल").
 */
export type HindiGender = "m" | "f" | "mp" | "fp";

export interface HindiName {
  name: string;
  gender: HindiGender;
}

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
  hi: {
    /** The label as it stands before का/की/के and से ("कपड़े", "शीशम की लकड़ी"); empty when the English is. */
    label: string;
    /** What it is made of, as a sentence names it ("कपड़ा", "UV-स्टेबलाइज़्ड प्लास्टिक"). */
    noun: string;
    spec: string;
  };
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
  hi: HindiName;
  /** Selling price band in rupees for a mid-range finish. */
  price: readonly [number, number];
  /** Width × depth × height in cm. */
  size: readonly [number, number, number];
  weightKg: number;
  /** Materials this type is made in, when narrower than the kind's (an upholstered bed is fabric). */
  materials?: readonly Material[];
  /** What this type is good for, when the kind's sentences do not fit it. */
  uses?: readonly Phrase[];
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
  uses: readonly Phrase[];
  /** Category description of a subcategory selling this kind. */
  blurb: Phrase;
  /** Product-line names for this kind; the shared list is used when absent. */
  series?: readonly string[];
  /** Colours for this kind whatever the material (mattress covers, moulded plastic). */
  palette?: readonly Colour[];
  /** What an upholstery covers, after its cover in the Material specification: { en: "over a solid wood frame", hi: "ठोस लकड़ी के फ़्रेम पर" }. */
  upholsteryFrame?: Phrase;
}

// ---------------------------------------------------------------------------------------------
// Finishes
// ---------------------------------------------------------------------------------------------

const sheesham: Finish = {
  material: "wood",
  label: "Sheesham Wood",
  spec: "Solid sheesham (Indian rosewood)",
  hi: { label: "शीशम की लकड़ी", noun: "शीशम की लकड़ी", spec: "ठोस शीशम (भारतीय रोज़वुड)" },
  factor: 1.15,
};
const engineeredWood: Finish = {
  material: "wood",
  label: "Engineered Wood",
  spec: "Engineered wood with laminate finish",
  hi: { label: "इंजीनियर्ड वुड", noun: "इंजीनियर्ड वुड", spec: "लैमिनेट फ़िनिश वाली इंजीनियर्ड वुड" },
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
const solidWood: Finish = {
  material: "wood", label: "Solid Wood", spec: "Solid hardwood", factor: 1.05,
  hi: { label: "ठोस लकड़ी", noun: "ठोस लकड़ी", spec: "ठोस हार्डवुड" },
};
const mangoWood: Finish = {
  material: "wood", label: "Mango Wood", spec: "Solid mango wood", factor: 1,
  hi: { label: "आम की लकड़ी", noun: "आम की लकड़ी", spec: "ठोस आम की लकड़ी" },
};
const teakWood: Finish = {
  material: "wood", label: "Teak Wood", spec: "Solid teak wood", factor: 1.35,
  hi: { label: "सागौन की लकड़ी", noun: "सागौन की लकड़ी", spec: "ठोस सागौन की लकड़ी" },
};
const acaciaWood: Finish = {
  material: "wood",
  label: "Acacia Wood",
  spec: "Solid acacia wood with weather-proof coating",
  hi: { label: "बबूल की लकड़ी", noun: "बबूल की लकड़ी", spec: "मौसम से बचाने वाली कोटिंग के साथ ठोस बबूल की लकड़ी" },
  factor: 1,
};
const metal: Finish = {
  material: "metal", label: "Metal", spec: "Powder-coated mild steel", factor: 0.9,
  hi: { label: "धातु", noun: "धातु", spec: "पाउडर-कोटेड माइल्ड स्टील" },
};
const wroughtIron: Finish = {
  material: "metal",
  label: "Wrought Iron",
  spec: "Wrought iron with anti-rust coating",
  hi: { label: "पिटवाँ लोहे", noun: "पिटवाँ लोहा", spec: "ज़ंग-रोधी कोटिंग वाला पिटवाँ लोहा" },
  factor: 0.95,
};
const steel: Finish = {
  material: "metal",
  label: "Steel",
  spec: "Cold-rolled steel with powder coating",
  hi: { label: "स्टील", noun: "स्टील", spec: "पाउडर कोटिंग वाला कोल्ड-रोल्ड स्टील" },
  factor: 0.9,
};
const metalGlass: Finish = {
  material: "metal",
  label: "Metal and Glass",
  spec: "Powder-coated steel frame with 8 mm toughened glass",
  hi: { label: "धातु और काँच", noun: "धातु और काँच", spec: "8 मिमी टफ़न्ड काँच के साथ पाउडर-कोटेड स्टील का फ़्रेम" },
  factor: 1,
  look: "glass",
};
const fabric: Finish = {
  material: "fabric",
  label: "Fabric",
  spec: "Polyester blend fabric",
  hi: { label: "कपड़े", noun: "कपड़ा", spec: "पॉलिएस्टर मिश्रित कपड़ा" },
  factor: 1,
  upholstery: true,
};
const velvet: Finish = {
  material: "fabric",
  label: "Velvet",
  spec: "Velvet upholstery",
  hi: { label: "मखमल", noun: "मखमल", spec: "मखमल का कवर" },
  factor: 1.1,
  upholstery: true,
};
const linen: Finish = {
  material: "fabric",
  label: "Linen",
  spec: "Linen-look cotton blend",
  hi: { label: "लिनन", noun: "लिनन", spec: "लिनन जैसा सूती मिश्रण" },
  factor: 1.05,
  upholstery: true,
};
const mesh: Finish = {
  material: "fabric",
  label: "Mesh",
  spec: "Breathable mesh back with a moulded foam fabric seat",
  hi: { label: "मेश", noun: "मेश", spec: "हवादार मेश की पीठ और मोल्डेड फ़ोम वाली कपड़े की सीट" },
  factor: 1,
  look: "mesh",
  upholstery: true,
};
const foam: Finish = {
  material: "fabric",
  label: "",
  spec: "High-resilience foam layers in a quilted knitted fabric cover",
  hi: { label: "", noun: "फ़ोम", spec: "रज़ाईदार बुने कपड़े के कवर में हाई-रेज़िलिएंस फ़ोम की परतें" },
  factor: 1,
};
const canvas: Finish = {
  material: "fabric",
  label: "Fabric",
  spec: "Thick canvas fabric with stiffened sides that fold flat",
  hi: { label: "कपड़े", noun: "कपड़ा", spec: "सख़्त किनारों वाला मोटा कैनवस कपड़ा, जो मुड़कर सपाट हो जाता है" },
  factor: 0.9,
};
const leatherette: Finish = {
  material: "leather",
  label: "Leatherette",
  spec: "Premium leatherette (PU leather)",
  hi: { label: "लेदरेट", noun: "लेदरेट", spec: "प्रीमियम लेदरेट (PU लेदर)" },
  factor: 1.15,
  upholstery: true,
};
const leather: Finish = {
  material: "leather",
  label: "Leather",
  spec: "Top-grain leather",
  hi: { label: "चमड़े", noun: "चमड़ा", spec: "टॉप-ग्रेन चमड़ा" },
  factor: 1.5,
  upholstery: true,
};
const plastic: Finish = {
  material: "plastic",
  label: "",
  spec: "Virgin polypropylene (PP), UV stabilised",
  hi: { label: "", noun: "UV-स्टेबलाइज़्ड प्लास्टिक", spec: "वर्जिन पॉलीप्रोपाइलीन (PP), UV-स्टेबलाइज़्ड" },
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

/**
 * Every colour's Hindi name, by its English one (several palettes share a colour). The seed refuses
 * a colour missing here (hindiColour), so the whole catalog always has its Hindi.
 */
const colourNamesHi: Readonly<Record<string, string>> = {
  Teak: "टीक",
  Walnut: "अखरोटी",
  "Honey Oak": "हनी ओक",
  Wenge: "वेंगे",
  Natural: "प्राकृतिक",
  Mahogany: "महोगनी",
  "Provincial Teak": "प्रोविंशियल टीक",
  "Sonoma Oak": "सोनोमा ओक",
  "Frosty White": "फ़्रॉस्टी सफ़ेद",
  "Classic Walnut": "क्लासिक अखरोटी",
  "Grey Oak": "ग्रे ओक",
  "Matte Black": "मैट काला",
  "Charcoal Grey": "चारकोल स्लेटी",
  Gunmetal: "गनमेटल",
  "Brushed Silver": "ब्रश्ड सिल्वर",
  "Antique Brass": "एंटीक पीतल",
  White: "सफ़ेद",
  Grey: "स्लेटी",
  Teal: "टील",
  Mustard: "सरसों पीला",
  "Navy Blue": "नेवी ब्लू",
  Beige: "बेज",
  "Olive Green": "ज़ैतूनी हरा",
  Rust: "रस्ट",
  "Blush Pink": "हल्का गुलाबी",
  Charcoal: "चारकोल",
  "Sage Green": "सेज हरा",
  Wine: "वाइन",
  Cream: "क्रीम",
  Tan: "टैन",
  "Chestnut Brown": "कत्थई",
  Black: "काला",
  Burgundy: "बरगंडी",
  Espresso: "एस्प्रेसो",
  Red: "लाल",
  Blue: "नीला",
  Green: "हरा",
  Yellow: "पीला",
  Orange: "नारंगी",
  Brown: "भूरा",
  Ivory: "आइवरी",
  "Light Grey": "हल्का स्लेटी",
  "Powder Blue": "पाउडर ब्लू",
  "Sunshine Yellow": "चटख पीला",
  "Sky Blue": "आसमानी",
  "Candy Pink": "कैंडी गुलाबी",
  "Mint Green": "पुदीना हरा",
  Lavender: "लैवेंडर",
  Honey: "शहदी",
  "Light Honey": "हल्का शहदी",
  "Dark Honey": "गहरा शहदी",
  "Dove Grey": "डव ग्रे",
};

/** Colour words that change before a postposition: "काला" is "काले रंग की". */
const obliqueColourWords: Readonly<Record<string, string>> = {
  काला: "काले",
  नीला: "नीले",
  पीला: "पीले",
  हरा: "हरे",
  भूरा: "भूरे",
  गहरा: "गहरे",
  हल्का: "हल्के",
};

/** Each colour's two Hindi forms, worked out once: the seed asks for them several times a product. */
const hindiColours = new Map(
  Object.entries(colourNamesHi).map(([english, name]) => [
    english,
    {
      name,
      oblique: name
        .split(" ")
        .map((word) => obliqueColourWords[word] ?? word)
        .join(" "),
    },
  ]),
);

/** A colour's Hindi name: as a list names it, and as it stands before रंग की/में (oblique). */
export function hindiColour(colour: Colour): { name: string; oblique: string } {
  const forms = hindiColours.get(colour.name);
  if (forms === undefined) throw new Error(`the colour ${colour.name} has no Hindi name`);
  return forms;
}

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

export const sizeNamesHi: Record<SizeOption["name"], string> = {
  Single: "सिंगल",
  Double: "डबल",
  Queen: "क्वीन",
  King: "किंग",
};

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
      { name: "1 Seater Sofa", hi: { name: "1 सीटर सोफ़ा", gender: "m" }, price: [8999, 24999], size: [90, 85, 85], weightKg: 28, shape: "1-seater" },
      { name: "2 Seater Sofa", hi: { name: "2 सीटर सोफ़ा", gender: "m" }, price: [14999, 39999], size: [150, 85, 85], weightKg: 40, shape: "2-seater" },
      { name: "3 Seater Sofa", hi: { name: "3 सीटर सोफ़ा", gender: "m" }, price: [19999, 64999], size: [210, 88, 85], weightKg: 55 },
      {
        name: "L-Shaped Sectional Sofa", hi: { name: "L-आकार का सेक्शनल सोफ़ा", gender: "m" },
        price: [39999, 119999],
        size: [270, 170, 85],
        weightKg: 95,
        materials: ["fabric", "leather"],
        shape: "l-shaped",
      },
      {
        name: "Sofa Cum Bed", hi: { name: "सोफ़ा कम बेड", gender: "m" },
        price: [17999, 44999],
        size: [190, 95, 88],
        weightKg: 60,
        materials: ["fabric", "leather"],
      },
    ],
    variants: "colour",
    uses: [
      { en: "Deep seats and firm, high-density foam cushions make it right for long family evenings and weekend cricket matches.", hi: "गहरी सीटें और हाई-डेंसिटी फ़ोम के सख़्त कुशन इसे परिवार की लंबी शामों और छुट्टी के दिन के क्रिकेट मैचों के लिए बिल्कुल सही बनाते हैं।" },
      { en: "The generous armrests and supportive backrest keep everyone comfortable through movie nights and festive get-togethers.", hi: "चौड़े हत्थे और सहारा देने वाली पीठ फ़िल्मों की रातों और त्योहारों की महफ़िलों में सबको आराम से बैठाए रखते हैं।" },
      { en: "It anchors the living room while leaving enough space for a coffee table and a rug.", hi: "यह बैठक की शान बनता है और कॉफ़ी टेबल व दरी के लिए भी पूरी जगह छोड़ता है।" },
    ],
    blurb: { en: "Two seaters, three seaters, sectionals and sofa cum beds in fabric, leather and solid wood.", hi: "कपड़े, चमड़े और ठोस लकड़ी में दो सीटर, तीन सीटर, सेक्शनल और सोफ़ा कम बेड।" },
    upholsteryFrame: { en: "over a solid wood frame", hi: "ठोस लकड़ी के फ़्रेम पर" },
  },
  "coffee-table": {
    noun: "coffee table",
    finishes: [
      { weight: 70, finishes: [...woodFinishes, teakWood] },
      { weight: 30, finishes: [metalGlass, metal] },
    ],
    types: [
      { name: "Coffee Table", hi: { name: "कॉफ़ी टेबल", gender: "f" }, price: [4999, 19999], size: [100, 55, 42], weightKg: 18 },
      { name: "Coffee Table with Storage", hi: { name: "स्टोरेज वाली कॉफ़ी टेबल", gender: "f" }, price: [6999, 24999], size: [110, 60, 45], weightKg: 24 },
      {
        name: "Nesting Coffee Tables (Set of 2)", hi: { name: "नेस्टिंग कॉफ़ी टेबल (2 का सेट)", gender: "fp" },
        price: [5999, 17999],
        size: [80, 50, 45],
        weightKg: 14,
        shape: "nesting",
      },
      { name: "Round Coffee Table", hi: { name: "गोल कॉफ़ी टेबल", gender: "f" }, price: [3999, 14999], size: [80, 80, 42], weightKg: 12, shape: "round" },
    ],
    variants: "colour",
    uses: [
      { en: "There is room on top for the tea tray and the remote, and the lower shelf keeps magazines and board games out of sight.", hi: "ऊपर चाय की ट्रे और रिमोट के लिए जगह है, और नीचे की शेल्फ़ पत्रिकाएँ और बोर्ड गेम नज़रों से दूर रखती है।" },
      { en: "Its rounded corners make it safe around children and easy to walk past in a busy living room.", hi: "इसके गोल किनारे बच्चों के आसपास इसे सुरक्षित बनाते हैं, और भरी बैठक में इसके पास से निकलना आसान रहता है।" },
    ],
    blurb:
      { en: "Coffee tables in solid wood, glass and metal, with storage for everything the living room collects.", hi: "ठोस लकड़ी, काँच और धातु की कॉफ़ी टेबल, बैठक में जमा होने वाली हर चीज़ के लिए स्टोरेज के साथ।" },
  },
  "tv-unit": {
    noun: "TV unit",
    finishes: [
      { weight: 85, finishes: [...woodFinishes, teakWood] },
      { weight: 15, finishes: [metal] },
    ],
    types: [
      { name: "TV Unit", hi: { name: "टीवी यूनिट", gender: "m" }, price: [6999, 29999], size: [150, 40, 50], weightKg: 35 },
      {
        name: "Wall Mounted TV Unit", hi: { name: "दीवार पर लगने वाला टीवी यूनिट", gender: "m" },
        price: [4999, 17999],
        size: [140, 30, 40],
        weightKg: 20,
        shape: "wall-mounted",
      },
      {
        name: "TV Unit with Showcase", hi: { name: "शोकेस वाला टीवी यूनिट", gender: "m" },
        price: [14999, 49999],
        size: [180, 40, 170],
        weightKg: 70,
        materials: ["wood"],
        shape: "showcase",
      },
    ],
    variants: "colour",
    uses: [
      { en: "It holds TVs up to 55 inches, with cut-outs at the back to keep set-top box and router wires tidy.", hi: "इस पर 55 इंच तक का टीवी रखा जा सकता है, और पीछे बने कट-आउट सेट-टॉप बॉक्स और राउटर के तार सलीके से रखते हैं।" },
      { en: "Closed drawers and open shelves give you space for the set-top box, speakers and showpieces.", hi: "बंद दराज़ें और खुली शेल्फ़ें सेट-टॉप बॉक्स, स्पीकर और सजावटी सामान के लिए जगह देती हैं।" },
    ],
    blurb: { en: "TV units and entertainment centres that keep wires tidy and the living room uncluttered.", hi: "टीवी यूनिट और एंटरटेनमेंट सेंटर, जो तारों को सलीके से और बैठक को खुला-खुला रखते हैं।" },
  },
  "side-table": {
    noun: "side table",
    finishes: [
      { weight: 70, finishes: [...woodFinishes] },
      { weight: 30, finishes: [metal, metalGlass] },
    ],
    types: [
      { name: "Side Table", hi: { name: "साइड टेबल", gender: "f" }, price: [1999, 7999], size: [45, 40, 55], weightKg: 6 },
      { name: "End Table", hi: { name: "एंड टेबल", gender: "f" }, price: [2499, 8999], size: [50, 40, 58], weightKg: 8 },
      { name: "C-Shaped Side Table", hi: { name: "C-आकार की साइड टेबल", gender: "f" }, price: [1999, 5999], size: [45, 30, 60], weightKg: 5, shape: "c-shaped" },
    ],
    variants: "colour",
    uses: [
      { en: "It sits neatly beside a sofa or bed to hold a lamp, a book and your evening cup of chai.", hi: "सोफ़े या पलंग के पास रखें: लैंप, किताब और शाम की चाय के कप के लिए यह बिल्कुल सही है।" },
      { en: "Light enough to move around the room, yet steady enough for a table lamp.", hi: "इसे कमरे में इधर-उधर ले जाना आसान है, फिर भी टेबल लैंप के लिए यह पूरी तरह स्थिर है।" },
    ],
    blurb: { en: "Compact side tables and bedside tables for lamps, books and the evening cup of tea.", hi: "लैंप, किताबों और शाम की चाय के कप के लिए छोटी साइड टेबल और बेडसाइड टेबल।" },
  },
  recliner: {
    noun: "recliner",
    finishes: [
      { weight: 55, finishes: leathers },
      { weight: 45, finishes: upholstery },
    ],
    types: [
      { name: "Single Seater Recliner", hi: { name: "सिंगल सीटर रिक्लाइनर", gender: "m" }, price: [18999, 64999], size: [90, 95, 100], weightKg: 40 },
      { name: "Rocker Recliner", hi: { name: "रॉकर रिक्लाइनर", gender: "m" }, price: [22999, 69999], size: [92, 98, 102], weightKg: 44 },
      { name: "Motorised Recliner", hi: { name: "मोटर वाला रिक्लाइनर", gender: "m" }, price: [39999, 119999], size: [95, 100, 104], weightKg: 52 },
      {
        name: "2 Seater Recliner Sofa", hi: { name: "2 सीटर रिक्लाइनर सोफ़ा", gender: "m" },
        price: [44999, 149999],
        size: [160, 95, 100],
        weightKg: 78,
        shape: "2-seater",
      },
      {
        name: "3 Seater Recliner Sofa", hi: { name: "3 सीटर रिक्लाइनर सोफ़ा", gender: "m" },
        price: [69999, 219999],
        size: [210, 95, 100],
        weightKg: 110,
        shape: "3-seater",
      },
    ],
    variants: "colour",
    uses: [
      { en: "A smooth lever mechanism reclines it to a near-flat position for an afternoon nap after Sunday lunch.", hi: "आसानी से चलने वाला लीवर इसे लगभग सपाट कर देता है, ताकि रविवार के खाने के बाद दोपहर की झपकी ली जा सके।" },
      { en: "The padded headrest and footrest support the whole body, which makes it a favourite with parents and grandparents.", hi: "गद्देदार हेडरेस्ट और फ़ुटरेस्ट पूरे शरीर को सहारा देते हैं, इसलिए माता-पिता और दादा-दादी को यह ख़ास तौर पर पसंद आता है।" },
    ],
    blurb: { en: "Manual, rocker and motorised recliners for the most comfortable seat in the house.", hi: "घर की सबसे आरामदेह सीट के लिए मैनुअल, रॉकर और मोटर वाले रिक्लाइनर।" },
    upholsteryFrame: { en: "over a solid wood frame", hi: "ठोस लकड़ी के फ़्रेम पर" },
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
        name: "Hydraulic Storage Bed", hi: { name: "हाइड्रॉलिक स्टोरेज पलंग", gender: "m" },
        price: [22999, 64999],
        size: [165, 210, 100],
        weightKg: 95,
        materials: ["wood", "fabric"],
        uses: [
          { en: "The gas-lift hydraulic base opens with one hand and the full-size box swallows quilts, suitcases and winter clothes.", hi: "गैस-लिफ़्ट हाइड्रॉलिक बेस एक हाथ से खुल जाता है, और पूरे साइज़ के बॉक्स में रज़ाइयाँ, सूटकेस और सर्दियों के कपड़े समा जाते हैं।" },
        ],
      },
      {
        name: "Box Storage Bed", hi: { name: "बॉक्स स्टोरेज पलंग", gender: "m" },
        price: [17999, 49999],
        size: [165, 210, 95],
        weightKg: 85,
        materials: ["wood", "fabric"],
        uses: [
          { en: "Lift-up panels open onto a deep storage box for spare bedding, blankets and out-of-season clothes.", hi: "ऊपर उठने वाले पैनलों के नीचे गहरा स्टोरेज बॉक्स है, फ़ालतू बिस्तर, कंबलों और बेमौसम कपड़ों के लिए।" },
        ],
      },
      { name: "Platform Bed", hi: { name: "प्लेटफ़ॉर्म पलंग", gender: "m" }, price: [12999, 39999], size: [165, 210, 90], weightKg: 60 },
      {
        name: "Upholstered Bed", hi: { name: "गद्देदार पलंग", gender: "m" },
        price: [19999, 59999],
        size: [170, 215, 110],
        weightKg: 70,
        materials: ["fabric"],
      },
      {
        name: "Four Poster Bed", hi: { name: "चार खंभों वाला पलंग", gender: "m" },
        price: [34999, 99999],
        size: [170, 215, 200],
        weightKg: 110,
        materials: ["wood", "metal"],
        shape: "four-poster",
      },
    ],
    variants: "colour-or-size",
    uses: [
      { en: "A tall, padded headboard makes reading in bed comfortable, and the slatted base keeps the mattress well ventilated.", hi: "ऊँचा, गद्देदार सिरहाना बिस्तर पर पढ़ना आरामदेह बनाता है, और पट्टियों वाला बेस गद्दे में हवा आने-जाने देता है।" },
      { en: "Sturdy legs and a centre support beam keep it silent and steady for years.", hi: "मज़बूत पाए और बीच का सहारा देने वाला बीम इसे सालों तक बिना आवाज़ के और स्थिर रखते हैं।" },
    ],
    blurb: { en: "Storage beds, platform beds and upholstered beds in single, double, queen and king sizes.", hi: "सिंगल, डबल, क्वीन और किंग साइज़ में स्टोरेज वाले, प्लेटफ़ॉर्म और गद्देदार पलंग।" },
    upholsteryFrame: { en: "over a solid wood frame", hi: "ठोस लकड़ी के फ़्रेम पर" },
  },
  wardrobe: {
    noun: "wardrobe",
    finishes: [
      { weight: 85, finishes: [...woodFinishes] },
      { weight: 15, finishes: [steel] },
    ],
    types: [
      { name: "2 Door Wardrobe", hi: { name: "2 दरवाज़ों वाली अलमारी", gender: "f" }, price: [12999, 34999], size: [90, 55, 190], weightKg: 70, shape: "2-door" },
      { name: "3 Door Wardrobe", hi: { name: "3 दरवाज़ों वाली अलमारी", gender: "f" }, price: [19999, 54999], size: [135, 55, 200], weightKg: 95 },
      { name: "4 Door Wardrobe", hi: { name: "4 दरवाज़ों वाली अलमारी", gender: "f" }, price: [29999, 79999], size: [180, 58, 210], weightKg: 130, shape: "4-door" },
      {
        name: "Sliding Door Wardrobe", hi: { name: "स्लाइडिंग दरवाज़ों वाली अलमारी", gender: "f" },
        price: [34999, 99999],
        size: [180, 60, 210],
        weightKg: 140,
        materials: ["wood"],
        shape: "sliding",
      },
      {
        name: "2 Door Wardrobe with Mirror", hi: { name: "शीशे वाली 2 दरवाज़ों की अलमारी", gender: "f" },
        price: [15999, 39999],
        size: [100, 55, 195],
        weightKg: 80,
        materials: ["wood"],
        shape: "2-door-mirror",
      },
      {
        name: "Steel Almirah", hi: { name: "स्टील की अलमारी", gender: "f" },
        price: [9999, 24999],
        size: [90, 50, 190],
        weightKg: 60,
        materials: ["metal"],
        shape: "2-door",
      },
    ],
    variants: "colour",
    uses: [
      { en: "A full-length hanging section, adjustable shelves and a locker drawer keep sarees, suits and valuables in order.", hi: "पूरी लंबाई का हैंगिंग हिस्सा, ऊपर-नीचे होने वाली शेल्फ़ें और लॉकर वाली दराज़ साड़ियों, सूटों और क़ीमती सामान को सलीके से रखती हैं।" },
      { en: "Soft-close hinges and a built-in lock make it a practical choice for a shared bedroom.", hi: "धीरे से बंद होने वाले कब्ज़े और अंदर लगा ताला इसे साझा बेडरूम के लिए समझदारी भरा चुनाव बनाते हैं।" },
    ],
    blurb:
      { en: "Two, three and four door wardrobes and steel almirahs with lockers, mirrors and plenty of shelves.", hi: "लॉकर, शीशे और ढेर सारी शेल्फ़ों वाली दो, तीन और चार दरवाज़ों की अलमारियाँ और स्टील की अलमारियाँ।" },
  },
  mattress: {
    noun: "mattress",
    finishes: [{ weight: 100, finishes: [foam] }],
    types: [
      {
        name: "6 Inch Orthopaedic Memory Foam Mattress", hi: { name: "6 इंच ऑर्थोपेडिक मेमोरी फ़ोम गद्दा", gender: "m" },
        price: [8999, 29999],
        size: [152, 198, 15],
        weightKg: 18,
      },
      { name: "8 Inch Pocket Spring Mattress", hi: { name: "8 इंच पॉकेट स्प्रिंग गद्दा", gender: "m" }, price: [12999, 39999], size: [152, 198, 20], weightKg: 28 },
      { name: "5 Inch Dual Comfort Mattress", hi: { name: "5 इंच डुअल कम्फ़र्ट गद्दा", gender: "m" }, price: [6999, 19999], size: [152, 198, 13], weightKg: 14 },
      { name: "7 Inch Natural Latex Mattress", hi: { name: "7 इंच नेचुरल लेटेक्स गद्दा", gender: "m" }, price: [19999, 59999], size: [152, 198, 18], weightKg: 24 },
      { name: "4 Inch Bonded Foam Mattress", hi: { name: "4 इंच बॉन्डेड फ़ोम गद्दा", gender: "m" }, price: [4999, 12999], size: [152, 198, 10], weightKg: 12 },
    ],
    variants: "size",
    uses: [
      { en: "Medium-firm support keeps the spine aligned, which helps with back pain after long days.", hi: "मध्यम-सख़्त सहारा रीढ़ को सीधा रखता है, जिससे लंबे दिन के बाद पीठ दर्द में आराम मिलता है।" },
      { en: "Zoned layers stop you from sinking in, and the breathable cover keeps it cool through Indian summers.", hi: "अलग-अलग ज़ोन वाली परतें आपको धँसने नहीं देतीं, और हवादार कवर भारतीय गर्मियों में भी इसे ठंडा रखता है।" },
    ],
    blurb: { en: "Memory foam, pocket spring and latex mattresses in every standard Indian size.", hi: "हर मानक भारतीय साइज़ में मेमोरी फ़ोम, पॉकेट स्प्रिंग और लेटेक्स के गद्दे।" },
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
      { name: "Dressing Table with Mirror", hi: { name: "शीशे वाली ड्रेसिंग टेबल", gender: "f" }, price: [7999, 24999], size: [90, 40, 150], weightKg: 35 },
      { name: "Dressing Table with Stool", hi: { name: "स्टूल वाली ड्रेसिंग टेबल", gender: "f" }, price: [9999, 29999], size: [100, 42, 155], weightKg: 42 },
      {
        name: "Wall Mounted Dressing Unit", hi: { name: "दीवार पर लगने वाला ड्रेसिंग यूनिट", gender: "m" },
        price: [3999, 11999],
        size: [60, 20, 90],
        weightKg: 14,
        shape: "wall-mounted",
      },
      { name: "Console Dressing Table", hi: { name: "कंसोल ड्रेसिंग टेबल", gender: "f" }, price: [6999, 19999], size: [110, 40, 78], weightKg: 28, shape: "console" },
    ],
    variants: "colour",
    uses: [
      { en: "A large mirror and drawers for make-up, jewellery and hair tools make getting ready quicker.", hi: "बड़ा शीशा और मेकअप, गहनों व बालों के सामान के लिए दराज़ें तैयार होने का काम जल्दी निपटा देती हैं।" },
      { en: "It fits into a bedroom corner and keeps everyday essentials within easy reach.", hi: "बेडरूम के एक कोने में इसकी जगह आसानी से बन जाती है, और रोज़ की ज़रूरी चीज़ें हाथ की पहुँच में रहती हैं।" },
    ],
    blurb: { en: "Dressing tables with mirrors, drawers and stools to keep getting ready simple.", hi: "शीशे, दराज़ों और स्टूल वाली ड्रेसिंग टेबल, ताकि तैयार होना आसान रहे।" },
  },
  "dining-set": {
    noun: "dining set",
    finishes: [
      { weight: 75, finishes: [sheesham, solidWood, mangoWood, teakWood] },
      { weight: 25, finishes: [metalGlass] },
    ],
    types: [
      { name: "2 Seater Dining Set", hi: { name: "2 सीटर डाइनिंग सेट", gender: "m" }, price: [9999, 24999], size: [80, 70, 76], weightKg: 30, shape: "2-seater" },
      { name: "4 Seater Dining Set", hi: { name: "4 सीटर डाइनिंग सेट", gender: "m" }, price: [17999, 59999], size: [120, 75, 76], weightKg: 55 },
      { name: "6 Seater Dining Set", hi: { name: "6 सीटर डाइनिंग सेट", gender: "m" }, price: [27999, 99999], size: [160, 90, 76], weightKg: 85, shape: "6-seater" },
      {
        name: "6 Seater Dining Set with Bench", hi: { name: "बेंच वाला 6 सीटर डाइनिंग सेट", gender: "m" },
        price: [29999, 104999],
        size: [170, 90, 76],
        weightKg: 90,
        shape: "6-seater-bench",
      },
      { name: "8 Seater Dining Set", hi: { name: "8 सीटर डाइनिंग सेट", gender: "m" }, price: [54999, 219999], size: [210, 100, 76], weightKg: 130, shape: "8-seater" },
    ],
    variants: "colour",
    uses: [
      { en: "There is room for the whole family at dinner, with cushioned chairs that stay comfortable through long meals.", hi: "रात के खाने पर पूरे परिवार के लिए जगह है, और कुशन वाली कुर्सियाँ देर तक चलने वाले खाने में भी आरामदेह रहती हैं।" },
      { en: "The table top resists heat and stains, so everyday dal and sabzi spills wipe off easily.", hi: "मेज़ का ऊपरी हिस्सा गर्मी और दाग़ों से बचा रहता है, इसलिए रोज़ की दाल-सब्ज़ी के छींटे आसानी से पुँछ जाते हैं।" },
    ],
    blurb: { en: "Complete dining sets with matching chairs and benches, from cosy two seaters to eight seaters.", hi: "मेल खाती कुर्सियों और बेंचों के साथ पूरे डाइनिंग सेट, छोटे दो सीटर से लेकर आठ सीटर तक।" },
  },
  "dining-table": {
    noun: "dining table",
    finishes: [
      { weight: 75, finishes: [sheesham, solidWood, mangoWood, engineeredWood] },
      { weight: 25, finishes: [metalGlass, metal] },
    ],
    types: [
      { name: "4 Seater Dining Table", hi: { name: "4 सीटर खाने की मेज़", gender: "f" }, price: [9999, 34999], size: [120, 75, 76], weightKg: 35, shape: "4-seater" },
      { name: "6 Seater Dining Table", hi: { name: "6 सीटर खाने की मेज़", gender: "f" }, price: [17999, 59999], size: [160, 90, 76], weightKg: 55 },
      {
        name: "Extendable Dining Table", hi: { name: "बढ़ाई जा सकने वाली खाने की मेज़", gender: "f" },
        price: [24999, 74999],
        size: [150, 90, 76],
        weightKg: 60,
        shape: "extendable",
      },
      { name: "Round Dining Table", hi: { name: "गोल खाने की मेज़", gender: "f" }, price: [11999, 39999], size: [110, 110, 76], weightKg: 38, shape: "round" },
    ],
    variants: "colour",
    uses: [
      { en: "It seats the family for daily meals and doubles as a work or homework table between them.", hi: "रोज़ के खाने पर पूरा परिवार इसके चारों ओर बैठ सकता है, और बीच के समय में यह काम या होमवर्क की मेज़ बन जाती है।" },
      { en: "Tapered legs leave plenty of knee room, and the thick top feels solid when you lean on it.", hi: "नीचे की ओर पतले होते पाए घुटनों के लिए भरपूर जगह छोड़ते हैं, और मोटा ऊपरी हिस्सा कोहनी टिकाने पर भी मज़बूत लगता है।" },
    ],
    blurb: { en: "Dining tables in solid wood, marble-look and glass, for four, six or more.", hi: "चार, छह या ज़्यादा लोगों के लिए ठोस लकड़ी, संगमरमर जैसी फ़िनिश और काँच की खाने की मेज़ें।" },
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
      { name: "Dining Chairs (Set of 2)", hi: { name: "डाइनिंग कुर्सियाँ (2 का सेट)", gender: "fp" }, price: [4999, 16999], size: [45, 50, 90], weightKg: 12 },
      {
        name: "Upholstered Dining Chair", hi: { name: "गद्देदार डाइनिंग कुर्सी", gender: "f" },
        price: [3999, 12999],
        size: [48, 52, 92],
        weightKg: 7,
        shape: "upholstered",
      },
      { name: "Cushioned Dining Chairs (Set of 4)", hi: { name: "कुशन वाली डाइनिंग कुर्सियाँ (4 का सेट)", gender: "fp" }, price: [9999, 32999], size: [45, 50, 90], weightKg: 24 },
      {
        name: "Cane Back Dining Chair", hi: { name: "बेंत की पीठ वाली डाइनिंग कुर्सी", gender: "f" },
        price: [3499, 9999],
        size: [46, 50, 92],
        weightKg: 6,
        materials: ["wood"],
        shape: "cane-back",
      },
    ],
    variants: "colour",
    uses: [
      { en: "A gently curved back and cushioned seat keep everyone comfortable through long family dinners.", hi: "हल्की मुड़ी हुई पीठ और कुशन वाली सीट परिवार के लंबे खानों में भी सबको आराम देती हैं।" },
      { en: "They pair with most dining tables and are light enough to pull out to the living room when guests come over.", hi: "ये ज़्यादातर खाने की मेज़ों के साथ जँचती हैं और इतनी हल्की हैं कि मेहमान आने पर इन्हें बैठक में ले जाया जा सकता है।" },
    ],
    blurb: { en: "Dining chairs and chair sets, upholstered or in solid wood, to match any table.", hi: "हर मेज़ से मेल खाती डाइनिंग कुर्सियाँ और कुर्सियों के सेट, गद्देदार या ठोस लकड़ी के।" },
    upholsteryFrame: { en: "over a solid wood frame", hi: "ठोस लकड़ी के फ़्रेम पर" },
  },
  "crockery-unit": {
    noun: "crockery unit",
    finishes: [
      { weight: 90, finishes: [sheesham, solidWood, mangoWood, engineeredWood] },
      { weight: 10, finishes: [metal] },
    ],
    types: [
      { name: "Crockery Cabinet", hi: { name: "क्रॉकरी कैबिनेट", gender: "m" }, price: [12999, 39999], size: [100, 40, 180], weightKg: 65 },
      { name: "Glass Door Crockery Unit", hi: { name: "काँच के दरवाज़ों वाला क्रॉकरी यूनिट", gender: "m" }, price: [14999, 49999], size: [110, 40, 185], weightKg: 70 },
      { name: "Sideboard", hi: { name: "साइडबोर्ड", gender: "m" }, price: [11999, 34999], size: [150, 45, 80], weightKg: 55, shape: "sideboard" },
      {
        name: "Bar Cabinet", hi: { name: "बार कैबिनेट", gender: "m" },
        price: [14999, 44999],
        size: [90, 45, 150],
        weightKg: 50,
        materials: ["wood"],
        shape: "bar",
      },
    ],
    variants: "colour",
    uses: [
      { en: "Glass doors show off the good dinner set while closed cabinets hide the everyday steel utensils.", hi: "काँच के दरवाज़ों से अच्छा डिनर सेट दिखता है, जबकि बंद खानों में रोज़ के स्टील के बर्तन छिपे रहते हैं।" },
      { en: "Adjustable shelves take tall glasses, serving bowls and festive thalis alike.", hi: "ऊपर-नीचे होने वाली शेल्फ़ों पर लंबे गिलास, सर्विंग बाउल और त्योहारों की थालियाँ, सब आ जाते हैं।" },
    ],
    blurb: { en: "Crockery units, sideboards and bar cabinets to show off and store the good dinnerware.", hi: "अच्छे बर्तन सजाने और सँभालने के लिए क्रॉकरी यूनिट, साइडबोर्ड और बार कैबिनेट।" },
  },
  "office-chair": {
    noun: "chair",
    finishes: [
      { weight: 60, finishes: [mesh, mesh, fabric] },
      { weight: 40, finishes: [leatherette, leatherette, leather] },
    ],
    types: [
      { name: "High-Back Office Chair", hi: { name: "हाई-बैक ऑफ़िस कुर्सी", gender: "f" }, price: [6999, 21999], size: [66, 66, 120], weightKg: 16 },
      {
        name: "Mid-Back Ergonomic Chair", hi: { name: "मिड-बैक एर्गोनॉमिक कुर्सी", gender: "f" },
        price: [4499, 13999],
        size: [62, 62, 105],
        weightKg: 13,
        shape: "mid-back",
      },
      {
        name: "Executive Chair", hi: { name: "एग्ज़ीक्यूटिव कुर्सी", gender: "f" },
        price: [9999, 34999],
        size: [70, 70, 125],
        weightKg: 20,
        materials: ["leather"],
      },
      { name: "Gaming Chair", hi: { name: "गेमिंग कुर्सी", gender: "f" }, price: [11999, 29999], size: [70, 70, 130], weightKg: 22, shape: "gaming" },
      {
        name: "Task Chair", hi: { name: "टास्क कुर्सी", gender: "f" },
        price: [3499, 8999],
        size: [58, 58, 95],
        weightKg: 10,
        materials: ["fabric"],
        shape: "mid-back",
      },
    ],
    variants: "colour",
    uses: [
      { en: "Adjustable lumbar support, seat height and tilt lock keep your posture right through long work-from-home days.", hi: "बदला जा सकने वाला कमर का सहारा, सीट की ऊँचाई और टिल्ट लॉक घर से काम के लंबे दिनों में भी आपका पोस्चर सही रखते हैं।" },
      { en: "A heavy-duty nylon base and smooth castors glide across tiles and marble without scratching.", hi: "मज़बूत नायलॉन बेस और आसानी से घूमने वाले पहिए टाइल और संगमरमर पर बिना खरोंच के सरकते हैं।" },
      { en: "The 2D armrests and tilt tension knob let you set it up exactly for your desk.", hi: "2D हत्थों और टिल्ट टेंशन नॉब से आप इसे अपनी डेस्क के हिसाब से ठीक-ठीक सेट कर सकते हैं।" },
    ],
    blurb: { en: "Ergonomic, mesh and executive office chairs for long working days at home or in the office.", hi: "घर या दफ़्तर में काम के लंबे दिनों के लिए एर्गोनॉमिक, मेश और एग्ज़ीक्यूटिव ऑफ़िस कुर्सियाँ।" },
    upholsteryFrame: { en: "on a steel frame with a nylon five-star base", hi: "नायलॉन फ़ाइव-स्टार बेस वाले स्टील फ़्रेम पर" },
    series: ["Ergo", "Flexi", "Posturo", "Astra", "Apex", "Vertex", "Cruze", "Zenith", "Orion"],
  },
  "office-table": {
    noun: "table",
    finishes: [
      { weight: 70, finishes: [engineeredWood, solidWood, sheesham] },
      { weight: 30, finishes: [metal] },
    ],
    types: [
      { name: "Office Desk", hi: { name: "ऑफ़िस डेस्क", gender: "f" }, price: [5999, 19999], size: [120, 60, 75], weightKg: 28 },
      { name: "Executive Office Table", hi: { name: "एग्ज़ीक्यूटिव ऑफ़िस टेबल", gender: "f" }, price: [17999, 59999], size: [160, 80, 76], weightKg: 65 },
      { name: "L-Shaped Office Desk", hi: { name: "L-आकार की ऑफ़िस डेस्क", gender: "f" }, price: [11999, 34999], size: [150, 120, 75], weightKg: 45, shape: "l-shaped" },
      { name: "Computer Table", hi: { name: "कंप्यूटर टेबल", gender: "f" }, price: [3499, 11999], size: [100, 50, 75], weightKg: 20 },
      {
        name: "Height Adjustable Desk", hi: { name: "ऊँचाई बदलने वाली डेस्क", gender: "f" },
        price: [24999, 59999],
        size: [140, 70, 120],
        weightKg: 38,
        materials: ["metal"],
        shape: "height-adjustable",
      },
    ],
    variants: "colour",
    uses: [
      { en: "A wide top takes a monitor, laptop and files together, with a cable grommet to keep chargers out of the way.", hi: "चौड़े ऊपरी हिस्से पर मॉनिटर, लैपटॉप और फ़ाइलें एक साथ आ जाती हैं, और केबल ग्रोमेट चार्जरों के तार रास्ते से हटाए रखता है।" },
      { en: "The drawer and open shelf hold stationery and files so the work surface stays clear.", hi: "दराज़ और खुली शेल्फ़ में स्टेशनरी और फ़ाइलें रहती हैं, ताकि काम की जगह खाली रहे।" },
    ],
    blurb: { en: "Office desks, computer tables and executive tables built for focused work.", hi: "मन लगाकर काम करने के लिए बनी ऑफ़िस डेस्क, कंप्यूटर टेबल और एग्ज़ीक्यूटिव टेबल।" },
  },
  "filing-cabinet": {
    noun: "cabinet",
    finishes: [
      { weight: 70, finishes: [steel, metal] },
      { weight: 30, finishes: [engineeredWood, solidWood] },
    ],
    types: [
      { name: "2 Drawer Filing Cabinet", hi: { name: "2 दराज़ों वाला फ़ाइलिंग कैबिनेट", gender: "m" }, price: [5999, 14999], size: [47, 60, 72], weightKg: 25, shape: "2-drawer" },
      { name: "3 Drawer Filing Cabinet", hi: { name: "3 दराज़ों वाला फ़ाइलिंग कैबिनेट", gender: "m" }, price: [7999, 19999], size: [47, 60, 102], weightKg: 34, shape: "3-drawer" },
      { name: "4 Drawer Filing Cabinet", hi: { name: "4 दराज़ों वाला फ़ाइलिंग कैबिनेट", gender: "m" }, price: [9999, 24999], size: [47, 62, 132], weightKg: 44 },
      { name: "Mobile Pedestal", hi: { name: "पहियों वाला पेडेस्टल", gender: "m" }, price: [4499, 10999], size: [40, 50, 60], weightKg: 18, shape: "pedestal" },
    ],
    variants: "colour",
    uses: [
      { en: "Full-extension drawers take A4 and foolscap files, and a central lock keeps documents safe.", hi: "पूरी बाहर खिंचने वाली दराज़ों में A4 और फ़ुलस्केप फ़ाइलें आती हैं, और सेंट्रल लॉक काग़ज़ात सुरक्षित रखता है।" },
      { en: "Anti-tilt runners let only one drawer open at a time, so it never tips over.", hi: "एंटी-टिल्ट रनर एक बार में एक ही दराज़ खुलने देते हैं, इसलिए यह कभी पलटता नहीं।" },
    ],
    blurb: { en: "Lockable filing cabinets and mobile pedestals that keep papers safe and desks clear.", hi: "ताले वाले फ़ाइलिंग कैबिनेट और पहियों वाले पेडेस्टल, जो काग़ज़ सुरक्षित और डेस्क खाली रखते हैं।" },
  },
  bookcase: {
    noun: "bookcase",
    finishes: [
      { weight: 75, finishes: [...woodFinishes] },
      { weight: 25, finishes: [metal] },
    ],
    types: [
      { name: "3 Shelf Bookcase", hi: { name: "3 खानों वाली किताबों की अलमारी", gender: "f" }, price: [3999, 11999], size: [80, 30, 110], weightKg: 18, shape: "3-shelf" },
      { name: "5 Shelf Bookcase", hi: { name: "5 खानों वाली किताबों की अलमारी", gender: "f" }, price: [5999, 19999], size: [80, 30, 180], weightKg: 30 },
      { name: "Ladder Bookshelf", hi: { name: "सीढ़ीनुमा बुकशेल्फ़", gender: "f" }, price: [3499, 9999], size: [60, 35, 170], weightKg: 12, shape: "ladder" },
      { name: "Wall Shelf", hi: { name: "दीवार की शेल्फ़", gender: "f" }, price: [1499, 4999], size: [90, 20, 25], weightKg: 4, shape: "wall-mounted" },
      {
        name: "Bookcase with Doors", hi: { name: "दरवाज़ों वाली किताबों की अलमारी", gender: "f" },
        price: [9999, 29999],
        size: [90, 35, 185],
        weightKg: 40,
        materials: ["wood"],
        shape: "doors",
      },
    ],
    variants: "colour",
    uses: [
      { en: "Each shelf holds up to 15 kg, enough for encyclopaedias, board games and a row of plants.", hi: "हर शेल्फ़ 15 किलो तक वज़न उठाती है, जो विश्वकोशों, बोर्ड गेम और गमलों की एक क़तार के लिए काफ़ी है।" },
      { en: "Open shelves keep favourite books within reach and leave room for photo frames and souvenirs.", hi: "खुली शेल्फ़ें पसंदीदा किताबों को हाथ की पहुँच में रखती हैं और फ़ोटो फ़्रेम व यादगार चीज़ों के लिए भी जगह छोड़ती हैं।" },
    ],
    blurb: { en: "Bookcases and bookshelves for home libraries, offices and study corners.", hi: "घर की लाइब्रेरी, दफ़्तर और पढ़ाई के कोने के लिए किताबों की अलमारियाँ और बुकशेल्फ़।" },
  },
  "kitchen-cabinet": {
    noun: "cabinet",
    finishes: [
      { weight: 60, finishes: [engineeredWood, solidWood] },
      { weight: 40, finishes: [steel] },
    ],
    types: [
      { name: "Kitchen Storage Cabinet", hi: { name: "रसोई का स्टोरेज कैबिनेट", gender: "m" }, price: [6999, 24999], size: [80, 40, 180], weightKg: 40 },
      {
        name: "Wall Mounted Kitchen Cabinet", hi: { name: "दीवार पर लगने वाला रसोई कैबिनेट", gender: "m" },
        price: [3999, 14999],
        size: [80, 30, 60],
        weightKg: 15,
        shape: "wall-mounted",
      },
      { name: "Pantry Cabinet", hi: { name: "पैंट्री कैबिनेट", gender: "m" }, price: [9999, 29999], size: [90, 45, 190], weightKg: 50, shape: "pantry" },
      {
        name: "Kitchen Rack", hi: { name: "रसोई रैक", gender: "m" },
        price: [2499, 7999],
        size: [60, 35, 120],
        weightKg: 9,
        materials: ["metal"],
        shape: "rack",
      },
    ],
    variants: "colour",
    uses: [
      { en: "Moisture-resistant shelves take heavy dabbas of atta, rice and dal without sagging.", hi: "नमी से बची शेल्फ़ें आटे, चावल और दाल के भारी डिब्बे बिना झुके उठाती हैं।" },
      { en: "It adds a pantry's worth of storage to even a compact modular kitchen.", hi: "छोटी मॉड्यूलर रसोई में भी इससे एक पूरी पैंट्री जितनी जगह मिल जाती है।" },
    ],
    blurb: { en: "Kitchen cabinets, pantry units and racks that keep dabbas, spices and utensils in order.", hi: "रसोई कैबिनेट, पैंट्री यूनिट और रैक, जो डिब्बों, मसालों और बर्तनों को सलीके से रखते हैं।" },
  },
  "bar-stool": {
    noun: "bar stool",
    finishes: [
      { weight: 45, finishes: [metal] },
      { weight: 35, finishes: [solidWood, mangoWood] },
      { weight: 20, finishes: [leatherette] },
    ],
    types: [
      { name: "Bar Stool", hi: { name: "बार स्टूल", gender: "m" }, price: [2499, 7999], size: [40, 40, 75], weightKg: 6 },
      { name: "Bar Stools (Set of 2)", hi: { name: "बार स्टूल (2 का सेट)", gender: "mp" }, price: [4499, 14999], size: [40, 40, 75], weightKg: 12 },
      {
        name: "Adjustable Height Bar Stool", hi: { name: "ऊँचाई बदलने वाला बार स्टूल", gender: "m" },
        price: [3499, 9999],
        size: [42, 42, 85],
        weightKg: 8,
        // Its chrome gas-lift column is drawn in steel, so no wooden one is sold.
        materials: ["metal", "leather"],
        shape: "gas-lift",
      },
      { name: "Counter Height Stool", hi: { name: "काउंटर की ऊँचाई का स्टूल", gender: "m" }, price: [2499, 6999], size: [40, 40, 65], weightKg: 5 },
    ],
    variants: "colour",
    uses: [
      { en: "A footrest ring and a contoured seat make quick breakfasts at the kitchen counter comfortable.", hi: "पैर टिकाने का रिंग और शरीर के आकार में ढली सीट रसोई के काउंटर पर झटपट नाश्ते को आरामदेह बनाते हैं।" },
      { en: "Non-slip floor caps protect tiles and keep it from sliding on a smooth floor.", hi: "न फिसलने वाले कैप टाइलों को बचाते हैं और चिकने फ़र्श पर भी इसे खिसकने नहीं देते।" },
    ],
    blurb: { en: "Bar stools and counter stools for breakfast counters and home bars.", hi: "नाश्ते के काउंटर और घर के बार के लिए बार स्टूल और काउंटर स्टूल।" },
    upholsteryFrame: { en: "on a powder-coated steel frame", hi: "पाउडर-कोटेड स्टील फ़्रेम पर" },
  },
  "kitchen-trolley": {
    noun: "trolley",
    finishes: [
      { weight: 60, finishes: [steel, metal] },
      { weight: 40, finishes: [solidWood, engineeredWood] },
    ],
    types: [
      { name: "Kitchen Trolley", hi: { name: "रसोई ट्रॉली", gender: "f" }, price: [2999, 9999], size: [60, 40, 85], weightKg: 10 },
      { name: "3 Tier Kitchen Trolley", hi: { name: "3 खानों वाली रसोई ट्रॉली", gender: "f" }, price: [1999, 5999], size: [45, 35, 80], weightKg: 6 },
      { name: "Kitchen Island Trolley", hi: { name: "किचन आइलैंड ट्रॉली", gender: "f" }, price: [7999, 24999], size: [100, 50, 90], weightKg: 30, shape: "island" },
      { name: "Serving Trolley", hi: { name: "सर्विंग ट्रॉली", gender: "f" }, price: [3999, 11999], size: [70, 40, 80], weightKg: 12 },
    ],
    variants: "colour",
    uses: [
      { en: "Lockable castors roll it from the kitchen to the dining table and hold it still while you serve.", hi: "लॉक होने वाले पहियों पर इसे रसोई से खाने की मेज़ तक ले जाएँ; परोसते समय यह अपनी जगह टिकी रहती है।" },
      { en: "Mesh baskets keep onions, potatoes and vegetables airy and easy to see.", hi: "जालीदार टोकरियों में प्याज़, आलू और सब्ज़ियाँ हवादार रहती हैं और आसानी से दिखती हैं।" },
    ],
    blurb: { en: "Kitchen trolleys and island carts that roll extra storage wherever you need it.", hi: "रसोई ट्रॉलियाँ और आइलैंड कार्ट, जो अतिरिक्त स्टोरेज को जहाँ चाहें वहाँ ले जाती हैं।" },
  },
  "plastic-chair": {
    noun: "chair",
    finishes: [{ weight: 100, finishes: [plastic] }],
    types: [
      { name: "Plastic Chair", hi: { name: "प्लास्टिक कुर्सी", gender: "f" }, price: [1499, 2999], size: [55, 52, 82], weightKg: 3 },
      { name: "Plastic Arm Chair", hi: { name: "हत्थों वाली प्लास्टिक कुर्सी", gender: "f" }, price: [1699, 3999], size: [58, 54, 84], weightKg: 3.5, shape: "arm" },
      { name: "Plastic Chairs (Set of 2)", hi: { name: "प्लास्टिक कुर्सियाँ (2 का सेट)", gender: "fp" }, price: [2799, 5999], size: [55, 52, 82], weightKg: 6 },
      { name: "Plastic Chairs (Set of 4)", hi: { name: "प्लास्टिक कुर्सियाँ (4 का सेट)", gender: "fp" }, price: [5499, 11999], size: [55, 52, 82], weightKg: 12 },
      { name: "Stackable Cafe Chair", hi: { name: "एक पर एक रखी जाने वाली कैफ़े कुर्सी", gender: "f" }, price: [1999, 4499], size: [50, 50, 80], weightKg: 3 },
    ],
    variants: "colour",
    uses: [
      { en: "Stackable and light, it is perfect for functions, pujas and extra guests at home.", hi: "हल्की और एक पर एक रखी जा सकने वाली, यह समारोहों, पूजा और घर आए ज़्यादा मेहमानों के लिए बिल्कुल सही है।" },
      { en: "UV-stabilised plastic survives monsoon rain and summer sun on the balcony or terrace.", hi: "UV-स्टेबलाइज़्ड प्लास्टिक बालकनी या छत पर मानसून की बारिश और गर्मी की धूप, दोनों झेल लेता है।" },
    ],
    blurb: { en: "Sturdy, stackable plastic chairs for the balcony, the terrace and every family function.", hi: "बालकनी, छत और परिवार के हर समारोह के लिए मज़बूत प्लास्टिक कुर्सियाँ, जो एक पर एक रखी जा सकती हैं।" },
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
      { name: "Garden Table and 2 Chairs Set", hi: { name: "गार्डन टेबल और 2 कुर्सियों का सेट", gender: "m" }, price: [7999, 24999], size: [60, 60, 72], weightKg: 20 },
      {
        name: "Garden Table and 4 Chairs Set", hi: { name: "गार्डन टेबल और 4 कुर्सियों का सेट", gender: "m" },
        price: [14999, 49999],
        size: [90, 90, 72],
        weightKg: 38,
        shape: "4-chairs",
      },
      { name: "Balcony Set", hi: { name: "बालकनी सेट", gender: "m" }, price: [5999, 17999], size: [55, 55, 70], weightKg: 14 },
      { name: "Patio Sofa Set", hi: { name: "पैटियो सोफ़ा सेट", gender: "m" }, price: [29999, 89999], size: [200, 80, 75], weightKg: 60, shape: "sofa" },
      { name: "Garden Bench", hi: { name: "गार्डन बेंच", gender: "f" }, price: [4999, 14999], size: [120, 55, 85], weightKg: 18, shape: "bench" },
    ],
    variants: "colour",
    uses: [
      { en: "Weather-proof and rust-resistant, it stays out on the balcony through the monsoon.", hi: "इस पर मौसम और ज़ंग का असर नहीं होता, इसलिए इसे पूरे मानसून बालकनी में बाहर छोड़ा जा सकता है।" },
      { en: "Just right for morning tea in the garden or an evening chat on the terrace.", hi: "बगीचे में सुबह की चाय या छत पर शाम की गपशप के लिए बिल्कुल सही।" },
    ],
    blurb: { en: "Garden sets, balcony sets and benches that take on the Indian sun and monsoon.", hi: "भारत की धूप और मानसून झेलने वाले गार्डन सेट, बालकनी सेट और बेंच।" },
  },
  swing: {
    noun: "swing",
    finishes: [
      { weight: 50, finishes: [wroughtIron, metal] },
      { weight: 50, finishes: [teakWood, sheesham] },
    ],
    types: [
      {
        name: "Hanging Swing Chair", hi: { name: "लटकने वाली झूला कुर्सी", gender: "f" },
        price: [5999, 17999],
        size: [100, 100, 195],
        weightKg: 22,
        materials: ["metal"],
        shape: "hanging-chair",
      },
      { name: "Swing with Stand", hi: { name: "स्टैंड वाला झूला", gender: "m" }, price: [9999, 29999], size: [110, 110, 200], weightKg: 35 },
      {
        name: "Wooden Jhula", hi: { name: "लकड़ी का झूला", gender: "m" },
        price: [11999, 39999],
        size: [150, 60, 45],
        weightKg: 30,
        materials: ["wood"],
        shape: "jhula",
      },
      { name: "Porch Swing", hi: { name: "पोर्च झूला", gender: "m" }, price: [14999, 44999], size: [180, 120, 180], weightKg: 55, shape: "porch" },
    ],
    variants: "colour",
    uses: [
      { en: "It takes up to 120 kg and comes with a cushion, ready for lazy Sunday afternoons.", hi: "इस पर 120 किलो तक वज़न आ सकता है और साथ में कुशन भी मिलता है, रविवार की अलसाई दोपहरों के लिए तैयार।" },
      { en: "A gentle sway on the balcony with a cup of chai is the best way to end the day.", hi: "बालकनी में चाय के कप के साथ धीमे-धीमे झूलना दिन ख़त्म करने का सबसे अच्छा तरीक़ा है।" },
    ],
    blurb: { en: "Jhulas, hanging chairs and porch swings for balconies, verandahs and gardens.", hi: "बालकनी, बरामदे और बगीचे के लिए झूले, लटकने वाली कुर्सियाँ और पोर्च झूले।" },
  },
  "kids-bed": {
    noun: "bed",
    finishes: [
      { weight: 75, finishes: [solidWood, engineeredWood, mangoWood] },
      { weight: 25, finishes: [metal] },
    ],
    types: [
      { name: "Kids Single Bed", hi: { name: "बच्चों का सिंगल पलंग", gender: "m" }, price: [8999, 24999], size: [100, 200, 80], weightKg: 40 },
      { name: "Bunk Bed", hi: { name: "बंक पलंग", gender: "m" }, price: [19999, 54999], size: [100, 200, 160], weightKg: 75, shape: "bunk" },
      {
        name: "Kids Bed with Storage", hi: { name: "स्टोरेज वाला बच्चों का पलंग", gender: "m" },
        price: [12999, 32999],
        size: [100, 200, 85],
        weightKg: 55,
        materials: ["wood"],
        shape: "storage",
      },
      { name: "Toddler Bed", hi: { name: "छोटे बच्चों का पलंग", gender: "m" }, price: [6999, 17999], size: [80, 150, 60], weightKg: 25 },
    ],
    variants: "colour",
    uses: [
      { en: "Rounded edges, safety rails and non-toxic paint make it safe for young children.", hi: "गोल किनारे, सुरक्षा रेलिंग और ग़ैर-ज़हरीला पेंट इसे छोटे बच्चों के लिए सुरक्षित बनाते हैं।" },
      { en: "Built to grow with your child, it is strong enough for pillow fights and sleepovers.", hi: "यह आपके बच्चे के बड़े होने तक साथ देता है, और तकिया-लड़ाई व दोस्तों के साथ रात बिताने के लिए भी काफ़ी मज़बूत है।" },
    ],
    blurb: { en: "Single beds, bunk beds and storage beds with safety rails and rounded edges.", hi: "सुरक्षा रेलिंग और गोल किनारों वाले सिंगल पलंग, बंक पलंग और स्टोरेज वाले पलंग।" },
  },
  "study-table": {
    noun: "study table",
    finishes: [
      { weight: 75, finishes: [engineeredWood, solidWood, sheesham] },
      { weight: 25, finishes: [metal] },
    ],
    types: [
      { name: "Study Table", hi: { name: "पढ़ाई की मेज़", gender: "f" }, price: [3999, 14999], size: [100, 50, 75], weightKg: 20 },
      { name: "Study Table with Bookshelf", hi: { name: "बुकशेल्फ़ वाली पढ़ाई की मेज़", gender: "f" }, price: [6999, 19999], size: [110, 50, 140], weightKg: 32 },
      {
        name: "Wall Mounted Study Table", hi: { name: "दीवार पर लगने वाली पढ़ाई की मेज़", gender: "f" },
        price: [2999, 8999],
        size: [80, 40, 60],
        weightKg: 10,
        shape: "wall-mounted",
      },
      { name: "Foldable Study Table", hi: { name: "मुड़ने वाली पढ़ाई की मेज़", gender: "f" }, price: [1499, 4999], size: [70, 45, 30], weightKg: 6, shape: "foldable" },
    ],
    variants: "colour",
    uses: [
      { en: "A wide top, a drawer for stationery and a shelf for textbooks make board-exam preparation easier.", hi: "चौड़ा ऊपरी हिस्सा, स्टेशनरी के लिए दराज़ और किताबों के लिए शेल्फ़ बोर्ड परीक्षा की तैयारी आसान बनाते हैं।" },
      { en: "Cable cut-outs keep the laptop and lamp wires tidy for online classes.", hi: "केबल कट-आउट ऑनलाइन क्लास के दौरान लैपटॉप और लैंप के तार सलीके से रखते हैं।" },
    ],
    blurb: { en: "Study tables with shelves and drawers for focused homework and online classes.", hi: "मन लगाकर होमवर्क और ऑनलाइन क्लास के लिए शेल्फ़ और दराज़ों वाली पढ़ाई की मेज़ें।" },
  },
  "toy-storage": {
    noun: "toy organiser",
    finishes: [
      { weight: 45, finishes: [plastic] },
      { weight: 40, finishes: [engineeredWood, solidWood] },
      { weight: 15, finishes: [canvas] },
    ],
    types: [
      { name: "Toy Storage Box", hi: { name: "खिलौने रखने का बक्सा", gender: "m" }, price: [1499, 3999], size: [60, 40, 40], weightKg: 4, shape: "box" },
      { name: "Toy Organiser with 6 Bins", hi: { name: "6 डिब्बों वाला खिलौना ऑर्गनाइज़र", gender: "m" }, price: [2999, 7999], size: [80, 30, 80], weightKg: 8 },
      {
        name: "Kids Bookshelf and Toy Organiser", hi: { name: "बच्चों की बुकशेल्फ़ और खिलौना ऑर्गनाइज़र", gender: "m" },
        price: [3999, 9999],
        size: [90, 30, 90],
        weightKg: 14,
        materials: ["wood", "plastic"],
      },
      {
        name: "Toy Chest with Bench", hi: { name: "बेंच वाला खिलौनों का संदूक", gender: "m" },
        price: [4499, 11999],
        size: [80, 40, 45],
        weightKg: 16,
        materials: ["wood"],
        shape: "bench-chest",
      },
    ],
    variants: "colour",
    uses: [
      { en: "Low, open bins let children put away their own toys, which makes tidying up a game.", hi: "नीचे रखे खुले डिब्बों में बच्चे अपने खिलौने ख़ुद रख सकते हैं, जिससे सफ़ाई भी एक खेल बन जाती है।" },
      { en: "Soft-close lids and rounded corners keep little fingers safe.", hi: "धीरे से बंद होने वाले ढक्कन और गोल कोने नन्ही उँगलियों को सुरक्षित रखते हैं।" },
    ],
    blurb: { en: "Toy boxes, bins and organisers that make tidying up easy for little hands.", hi: "खिलौनों के बक्से, डिब्बे और ऑर्गनाइज़र, जिनसे नन्हे हाथों के लिए सफ़ाई आसान हो जाती है।" },
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
      { name: "Study Chair", hi: { name: "पढ़ाई की कुर्सी", gender: "f" }, price: [2499, 7999], size: [55, 55, 95], weightKg: 9, solidShape: "four-leg" },
      {
        name: "Ergonomic Study Chair", hi: { name: "एर्गोनॉमिक पढ़ाई की कुर्सी", gender: "f" },
        price: [3999, 11999],
        size: [60, 60, 105],
        weightKg: 12,
        materials: ["fabric", "leather"],
      },
      { name: "Kids Study Chair", hi: { name: "बच्चों की पढ़ाई की कुर्सी", gender: "f" }, price: [1499, 3999], size: [45, 45, 75], weightKg: 5, solidShape: "four-leg" },
      {
        name: "Study Chair with Arms", hi: { name: "हत्थों वाली पढ़ाई की कुर्सी", gender: "f" },
        price: [2999, 8999],
        size: [58, 56, 98],
        weightKg: 10,
        materials: ["fabric", "leather"],
        shape: "swivel-arms",
      },
    ],
    variants: "colour",
    uses: [
      { en: "Back support and an adjustable seat height keep students sitting upright through long study hours.", hi: "पीठ का सहारा और बदली जा सकने वाली सीट की ऊँचाई पढ़ाई के लंबे घंटों में भी विद्यार्थियों को सीधा बैठाए रखते हैं।" },
      { en: "It tucks neatly under a study table when not in use.", hi: "काम न हो तो इसे पढ़ाई की मेज़ के नीचे आसानी से सरकाया जा सकता है।" },
    ],
    blurb: { en: "Comfortable study chairs with good back support for long hours with books.", hi: "किताबों के साथ लंबे घंटों के लिए पीठ को अच्छा सहारा देने वाली आरामदेह पढ़ाई की कुर्सियाँ।" },
    upholsteryFrame: { en: "on a steel frame with a nylon base", hi: "नायलॉन बेस वाले स्टील फ़्रेम पर" },
  },
};

/**
 * Product types that differ by subcategory although the kind is the same: bedside tables belong
 * in the bedroom, and kids' study tables are smaller than grown-ups'.
 */
export const subcategoryTypes: Record<string, readonly ProductType[]> = {
  "bedroom/side-tables": [
    { name: "Bedside Table with Drawer", hi: { name: "दराज़ वाली बेडसाइड टेबल", gender: "f" }, price: [2999, 11999], size: [45, 40, 55], weightKg: 9 },
    { name: "Nightstand", hi: { name: "नाइटस्टैंड", gender: "m" }, price: [2999, 9999], size: [45, 38, 58], weightKg: 8 },
    {
      name: "Bedside Table with 2 Drawers", hi: { name: "2 दराज़ों वाली बेडसाइड टेबल", gender: "f" },
      price: [3999, 13999],
      size: [48, 40, 60],
      weightKg: 12,
      shape: "two-drawer",
    },
  ],
  "kids-furniture/kids-study-tables": [
    { name: "Kids Study Table", hi: { name: "बच्चों की पढ़ाई की मेज़", gender: "f" }, price: [2999, 9999], size: [80, 45, 60], weightKg: 12 },
    {
      name: "Kids Study Table and Chair Set", hi: { name: "बच्चों की पढ़ाई की मेज़ और कुर्सी का सेट", gender: "m" },
      price: [3499, 11999],
      size: [75, 45, 58],
      weightKg: 14,
      shape: "chair-set",
    },
    {
      name: "Height Adjustable Kids Desk", hi: { name: "ऊँचाई बदलने वाली बच्चों की डेस्क", gender: "f" },
      price: [6999, 19999],
      size: [80, 55, 65],
      weightKg: 18,
      shape: "tilting",
    },
    { name: "Kids Activity Table", hi: { name: "बच्चों की एक्टिविटी टेबल", gender: "f" }, price: [2499, 7999], size: [70, 50, 50], weightKg: 9, shape: "activity" },
  ],
  "study-room/bookshelves": [
    { name: "Bookshelf", hi: { name: "बुकशेल्फ़", gender: "f" }, price: [2999, 11999], size: [70, 30, 150], weightKg: 18 },
    {
      name: "Wall Mounted Bookshelf", hi: { name: "दीवार पर लगने वाली बुकशेल्फ़", gender: "f" },
      price: [1499, 5999],
      size: [90, 22, 60],
      weightKg: 6,
      shape: "wall-mounted",
    },
    { name: "Corner Bookshelf", hi: { name: "कोने की बुकशेल्फ़", gender: "f" }, price: [2999, 8999], size: [45, 45, 160], weightKg: 14, shape: "corner" },
    { name: "5 Shelf Bookshelf", hi: { name: "5 खानों वाली बुकशेल्फ़", gender: "f" }, price: [4999, 16999], size: [80, 30, 180], weightKg: 26 },
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

/**
 * Product lines named after Indian places, rivers and names read in Devanagari on Hindi pages;
 * the others (Aria, Oslo, Dreamfit) are names without a Hindi form and stay as they are.
 */
export const seriesNamesHi: Readonly<Record<string, string>> = {
  Kaveri: "कावेरी",
  Jaipur: "जयपुर",
  Udaipur: "उदयपुर",
  Malabar: "मालाबार",
  Chettinad: "चेट्टिनाड",
  Rajwada: "राजवाड़ा",
  Amara: "अमारा",
  Saanvi: "सान्वी",
  Arya: "आर्या",
  Ishana: "ईशाना",
  Navya: "नव्या",
  Goa: "गोवा",
  Kochi: "कोच्चि",
  Coorg: "कूर्ग",
  Mysore: "मैसूर",
  Vedanta: "वेदांत",
  Utsav: "उत्सव",
};

export const brandSkuPrefixes: Record<string, string> = {
  woodsworth: "WW",
  "urban-nest": "UN",
  "casa-craft": "CC",
};

/** "your living room", used in descriptions. The Hindi is whole, "your" and all, as it stands before में and को. */
export const roomPhrases: Record<string, Phrase> = {
  "living-room": { en: "living room", hi: "आपकी बैठक" },
  bedroom: { en: "bedroom", hi: "आपके बेडरूम" },
  "dining-room": { en: "dining room", hi: "आपके डाइनिंग रूम" },
  office: { en: "office", hi: "आपके दफ़्तर" },
  "study-room": { en: "study", hi: "आपके पढ़ाई के कमरे" },
  "kids-furniture": { en: "child's room", hi: "आपके बच्चे के कमरे" },
  kitchen: { en: "kitchen", hi: "आपकी रसोई" },
  outdoor: { en: "balcony or garden", hi: "आपकी बालकनी या बगीचे" },
};
export const defaultRoomPhrase: Phrase = { en: "home", hi: "आपके घर" };

export const careInstructions: Record<Material, Phrase> = {
  wood: { en: "Dust with a soft dry cloth and wipe spills at once. Keep away from direct sunlight and damp walls; polish every six months.", hi: "मुलायम सूखे कपड़े से धूल साफ़ करें और गिरी चीज़ तुरंत पोंछ दें। सीधी धूप और सीलन भरी दीवारों से दूर रखें; हर छह महीने में पॉलिश कराएँ।" },
  metal:
    { en: "Wipe with a dry or slightly damp cloth and avoid abrasive cleaners. Keep it dry to prevent rust and lift rather than drag it.", hi: "सूखे या हल्के गीले कपड़े से पोंछें और खुरदरे क्लीनर से बचें। ज़ंग से बचाने के लिए इसे सूखा रखें, और घसीटने के बजाय उठाकर ले जाएँ।" },
  fabric:
    { en: "Vacuum weekly and blot spills immediately with a clean cloth. Professional dry cleaning is recommended; avoid direct sunlight to prevent fading.", hi: "हर हफ़्ते वैक्यूम करें और गिरी चीज़ को तुरंत साफ़ कपड़े से सोख लें। ड्राई क्लीनिंग किसी जानकार से ही कराएँ; रंग फीका न पड़े, इसलिए सीधी धूप से बचाएँ।" },
  leather:
    { en: "Wipe with a slightly damp cloth and condition every three to four months. Keep away from direct sunlight, heaters and sharp objects.", hi: "हल्के गीले कपड़े से पोंछें और हर तीन-चार महीने में कंडीशनर लगाएँ। सीधी धूप, हीटर और नुकीली चीज़ों से दूर रखें।" },
  plastic:
    { en: "Wash with mild soap and water and dry before stacking. Avoid sharp objects and do not place near open flames.", hi: "हल्के साबुन और पानी से धोएँ और एक पर एक रखने से पहले सुखा लें। नुकीली चीज़ों से बचाएँ और खुली आग के पास न रखें।" },
};

export const mattressCare: Phrase =
  { en: "Rotate head to foot every three months and use a mattress protector. Air it in indirect sunlight now and then; do not fold.", hi: "हर तीन महीने में सिरहाने की तरफ़ को पैरों की तरफ़ घुमाएँ और गद्दे पर प्रोटेक्टर कवर लगाएँ। कभी-कभी हल्की धूप में हवा लगाएँ; मोड़ें नहीं।" };

/** Short care advice for the last sentence of a description. */
export const careSentences: Record<Material, readonly Phrase[]> = {
  wood: [
    { en: "A wipe with a soft dry cloth keeps the finish looking new; just keep it away from direct sunlight and damp walls.", hi: "मुलायम सूखे कपड़े से पोंछते रहने पर फ़िनिश नई जैसी दिखती है; बस इसे सीधी धूप और सीलन भरी दीवारों से दूर रखें।" },
    { en: "Dust it with a dry cloth and wipe spills straight away, and the wood will age beautifully.", hi: "सूखे कपड़े से धूल झाड़ें और गिरी चीज़ फ़ौरन पोंछ दें, फिर लकड़ी समय के साथ और भी सुंदर होती जाएगी।" },
  ],
  metal: [
    { en: "Wipe it with a dry cloth and keep it dry, and the powder coating will stay free of rust for years.", hi: "सूखे कपड़े से पोंछें और इसे सूखा रखें, तो पाउडर कोटिंग सालों तक ज़ंग से बची रहेगी।" },
    { en: "A damp cloth is all it needs; avoid harsh cleaners so the finish stays smooth.", hi: "इसे बस एक गीले कपड़े की ज़रूरत है; तेज़ क्लीनर से बचें, ताकि फ़िनिश चिकनी बनी रहे।" },
  ],
  fabric: [
    { en: "Vacuum it weekly and blot spills at once with a clean cloth; the fabric resists fading in daylight.", hi: "हर हफ़्ते वैक्यूम करें और गिरी चीज़ को फ़ौरन साफ़ कपड़े से सोख लें; दिन की रोशनी में भी कपड़े का रंग फीका नहीं पड़ता।" },
    { en: "The fabric is easy to care for: vacuum it regularly and spot clean with mild soap water.", hi: "कपड़े की देखभाल आसान है: नियमित रूप से वैक्यूम करें और दाग़ को हल्के साबुन वाले पानी से साफ़ करें।" },
  ],
  leather: [
    { en: "Wipe it with a slightly damp cloth and condition it every few months to keep it supple.", hi: "हल्के गीले कपड़े से पोंछें और हर कुछ महीनों में कंडीशनर लगाते रहें, ताकि इसकी नरमी बनी रहे।" },
    { en: "Keep it out of harsh sunlight and wipe it with a soft cloth, and it will look new for years.", hi: "इसे तेज़ धूप से बचाएँ और मुलायम कपड़े से पोंछें, तो इसकी चमक सालों तक नई जैसी रहेगी।" },
  ],
  plastic: [
    { en: "Just wash it with soap and water; it will not rust, rot or fade in the sun.", hi: "बस साबुन और पानी से धो लें; इसमें न ज़ंग लगता है, न सड़न आती है, न धूप में रंग उड़ता है।" },
    { en: "It is easy to clean with a wet cloth and will not rust, rot or swell in the monsoon.", hi: "गीले कपड़े से इसे साफ़ करना आसान है, और मानसून में भी इसमें न ज़ंग लगता है, न सड़न आती है, न फुलाव आता है।" },
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
