// The store's rooms and subcategories, and the furniture kind each subcategory sells. The seed
// builds the catalog from this; the image renderer draws one illustration per kind. Slugs here are
// the canonical URLs; every other slug the spec links to is an alias (see categoryAliasSlugs).
// What shoppers read has its Hindi beside it (`hi`); brand and collection names are proper names
// and read the same in Hindi.

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
  nameHi: string;
  kind: FurnitureKind;
}

export interface RoomDefinition {
  slug: string;
  name: string;
  icon: string;
  title: string;
  description: string;
  discountLabel: string | null;
  hi: { name: string; title: string; description: string; discountLabel: string | null };
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
    hi: { name: "बैठक", title: "बैठक का फ़र्नीचर", description: "सोफ़े, रिक्लाइनर, कॉफ़ी टेबल और टीवी यूनिट, ताकि जिस कमरे में सब इकट्ठा होते हैं, वह आरामदेह और रहने में आसान बने।", discountLabel: "40% तक की छूट" },
    subcategories: [
      { slug: "sofas", name: "Sofas", nameHi: "सोफ़े", kind: "sofa" },
      { slug: "coffee-tables", name: "Coffee Tables", nameHi: "कॉफ़ी टेबल", kind: "coffee-table" },
      { slug: "tv-units", name: "TV Units", nameHi: "टीवी यूनिट", kind: "tv-unit" },
      { slug: "side-tables", name: "Side Tables", nameHi: "साइड टेबल", kind: "side-table" },
      { slug: "recliners", name: "Recliners", nameHi: "रिक्लाइनर", kind: "recliner" },
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
    hi: { name: "बेडरूम", title: "बेडरूम का फ़र्नीचर", description: "चैन की रातों और सलीकेदार सुबहों के लिए बने पलंग, अलमारियाँ, गद्दे और ड्रेसिंग टेबल।", discountLabel: "35% तक की छूट" },
    subcategories: [
      { slug: "beds", name: "Beds", nameHi: "पलंग", kind: "bed" },
      { slug: "wardrobes", name: "Wardrobes", nameHi: "अलमारियाँ", kind: "wardrobe" },
      { slug: "mattresses", name: "Mattresses", nameHi: "गद्दे", kind: "mattress" },
      { slug: "side-tables", name: "Side Tables", nameHi: "साइड टेबल", kind: "side-table" },
      { slug: "dressing-tables", name: "Dressing Tables", nameHi: "ड्रेसिंग टेबल", kind: "dressing-table" },
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
    hi: { name: "डाइनिंग रूम", title: "डाइनिंग रूम का फ़र्नीचर", description: "परिवार के खानों और त्योहारों की दावतों के लिए डाइनिंग सेट, खाने की मेज़ें, कुर्सियाँ और क्रॉकरी यूनिट।", discountLabel: "30% तक की छूट" },
    subcategories: [
      { slug: "dining-sets", name: "Dining Sets", nameHi: "डाइनिंग सेट", kind: "dining-set" },
      { slug: "dining-tables", name: "Dining Tables", nameHi: "खाने की मेज़ें", kind: "dining-table" },
      { slug: "dining-chairs", name: "Dining Chairs", nameHi: "डाइनिंग कुर्सियाँ", kind: "dining-chair" },
      { slug: "crockery-units", name: "Crockery Units", nameHi: "क्रॉकरी यूनिट", kind: "crockery-unit" },
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
    hi: { name: "ऑफ़िस", title: "ऑफ़िस का फ़र्नीचर", description: "घर के ऑफ़िस और कार्यस्थल के लिए एर्गोनॉमिक कुर्सियाँ, काम की मेज़ें, फ़ाइलिंग कैबिनेट और किताबों की अलमारियाँ।", discountLabel: "45% तक की छूट" },
    subcategories: [
      { slug: "office-chairs", name: "Office Chairs", nameHi: "ऑफ़िस कुर्सियाँ", kind: "office-chair" },
      { slug: "office-tables", name: "Office Tables", nameHi: "ऑफ़िस टेबल", kind: "office-table" },
      { slug: "filing-cabinets", name: "Filing Cabinets", nameHi: "फ़ाइलिंग कैबिनेट", kind: "filing-cabinet" },
      { slug: "bookcases", name: "Bookcases", nameHi: "किताबों की अलमारियाँ", kind: "bookcase" },
    ],
  },
  {
    slug: "study-room",
    name: "Study Room",
    icon: "study",
    title: "Study Room Furniture",
    description: "Study tables, chairs and bookshelves that make homework and reading a pleasure.",
    discountLabel: null,
    hi: { name: "पढ़ाई का कमरा", title: "पढ़ाई के कमरे का फ़र्नीचर", description: "पढ़ाई की मेज़ें, कुर्सियाँ और बुकशेल्फ़, जो होमवर्क और पढ़ने को मज़ेदार बना दें।", discountLabel: null },
    subcategories: [
      { slug: "study-tables", name: "Study Tables", nameHi: "पढ़ाई की मेज़ें", kind: "study-table" },
      { slug: "study-chairs", name: "Study Chairs", nameHi: "पढ़ाई की कुर्सियाँ", kind: "study-chair" },
      { slug: "bookshelves", name: "Bookshelves", nameHi: "बुकशेल्फ़", kind: "bookcase" },
    ],
  },
  {
    slug: "kids-furniture",
    name: "Kids Furniture",
    icon: "kids",
    title: "Kids Furniture",
    description: "Sturdy, rounded-edge beds, study tables and toy storage sized for children.",
    discountLabel: null,
    hi: { name: "बच्चों का फ़र्नीचर", title: "बच्चों का फ़र्नीचर", description: "बच्चों के नाप के मज़बूत, गोल किनारों वाले पलंग, पढ़ाई की मेज़ें और खिलौनों का स्टोरेज।", discountLabel: null },
    subcategories: [
      { slug: "kids-beds", name: "Kids Beds", nameHi: "बच्चों के पलंग", kind: "kids-bed" },
      { slug: "kids-study-tables", name: "Kids Study Tables", nameHi: "बच्चों की पढ़ाई की मेज़ें", kind: "study-table" },
      { slug: "toy-storage", name: "Toy Storage", nameHi: "खिलौनों का स्टोरेज", kind: "toy-storage" },
    ],
  },
  {
    slug: "kitchen",
    name: "Kitchen",
    icon: "kitchen",
    title: "Kitchen Furniture",
    description: "Kitchen cabinets, bar stools and trolleys that keep the busiest room organised.",
    discountLabel: null,
    hi: { name: "रसोई", title: "रसोई का फ़र्नीचर", description: "रसोई कैबिनेट, बार स्टूल और ट्रॉलियाँ, जो घर के सबसे व्यस्त कमरे को व्यवस्थित रखें।", discountLabel: null },
    subcategories: [
      { slug: "kitchen-cabinets", name: "Kitchen Cabinets", nameHi: "रसोई कैबिनेट", kind: "kitchen-cabinet" },
      { slug: "bar-stools", name: "Bar Stools", nameHi: "बार स्टूल", kind: "bar-stool" },
      { slug: "kitchen-trolleys", name: "Kitchen Trolleys", nameHi: "रसोई ट्रॉलियाँ", kind: "kitchen-trolley" },
    ],
  },
  {
    slug: "outdoor",
    name: "Outdoor",
    icon: "outdoor",
    title: "Outdoor Furniture",
    description: "Weather-ready plastic chairs, garden sets and swings for balconies, terraces and lawns.",
    discountLabel: "Up to 25% off",
    hi: { name: "आउटडोर", title: "आउटडोर फ़र्नीचर", description: "बालकनी, छत और लॉन के लिए हर मौसम झेलने वाली प्लास्टिक कुर्सियाँ, गार्डन सेट और झूले।", discountLabel: "25% तक की छूट" },
    subcategories: [
      { slug: "plastic-chairs", name: "Plastic Chairs", nameHi: "प्लास्टिक कुर्सियाँ", kind: "plastic-chair" },
      { slug: "garden-sets", name: "Garden Sets", nameHi: "गार्डन सेट", kind: "garden-set" },
      { slug: "swings", name: "Swings", nameHi: "झूले", kind: "swing" },
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
    descriptionHi: "गर्म शहदी फ़िनिश और साफ़, क्लासिक रेखाओं वाली ठोस शीशम की लकड़ी।",
  },
  {
    slug: "mozart",
    name: "Mozart",
    description: "Soft curves in plush velvet and leatherette, in calm, modern colours.",
    descriptionHi: "मुलायम मखमल और लेदरेट में कोमल घुमाव, शांत और आधुनिक रंगों में।",
  },
  {
    slug: "maxsif",
    name: "Maxsif",
    description: "Matte metal frames and engineered wood for compact city homes.",
    descriptionHi: "छोटे शहरी घरों के लिए मैट धातु के फ़्रेम और इंजीनियर्ड वुड।",
  },
] as const;

export const brandDefinitions = [
  { slug: "woodsworth", name: "Woodsworth" },
  { slug: "urban-nest", name: "Urban Nest" },
  { slug: "casa-craft", name: "CasaCraft" },
] as const;
