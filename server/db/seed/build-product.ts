// Builds one product with its variants, images, specifications and reviews as plain rows, from a
// seed alone. No database here: the generator is pure so it can be unit-tested and so the same
// seed always yields the same catalog on either back end. The Hindi name, description and
// specifications are composed beside the English from the same choices, without drawing another
// random number: adding Hindi changed no English row.
import {
  imageViews,
  productImagePath,
  productImageSize,
  type ImageView,
} from "../../../app/lib/product-images";
import { defaultMaxQuantity } from "../../../app/lib/stock-label";
import { assemblySpecLabel, assemblySpecLabelHi, assemblySpecValue, assemblySpecValueHi, needsAssembly } from "../../catalog/assembly-spec";
import { designFor, type FurnitureDesign } from "../../catalog/furniture-designs";
import type { FurnitureKind } from "../../catalog/taxonomy";
import type { productImages, products, productSpecifications, productVariants, reviews } from "../schema";
import {
  bedSizes,
  brandSkuPrefixes,
  careInstructions,
  careSentences,
  collectionStyles,
  defaultRoomPhrase,
  hindiColour,
  kindProfiles,
  materialPalettes,
  mattressCare,
  mattressSizes,
  reviewAssemblyAsides,
  reviewerFirstNames,
  reviewerLastNames,
  reviewFamilies,
  reviewMaterialAsides,
  reviewReadyToUseAsides,
  reviewServiceAsides,
  reviewTopics,
  roomPhrases,
  seriesNames,
  seriesNamesHi,
  sizeNamesHi,
  subcategoryTypes,
  type Colour,
  type Finish,
  type HindiGender,
  type Material,
  type Phrase,
  type ProductType,
  type Rating,
  type ReviewTone,
  type SizeOption,
} from "./catalog-data";
import { deriveSeed, Random } from "./random";

export type ProductRow = Required<typeof products.$inferInsert>;
export type VariantRow = Required<typeof productVariants.$inferInsert>;
export type ImageRow = Required<typeof productImages.$inferInsert>;
export type SpecificationRow = Required<typeof productSpecifications.$inferInsert>;
export type ReviewRow = Required<typeof reviews.$inferInsert>;

export interface GeneratedProduct {
  product: ProductRow;
  variants: VariantRow[];
  images: ImageRow[];
  specifications: SpecificationRow[];
  reviews: ReviewRow[];
}

/** The subcategory a product is filed under, with its room (for names and descriptions). */
export interface SubcategoryTarget {
  categoryId: number;
  roomSlug: string;
  slug: string;
  kind: FurnitureKind;
}

export interface GeneratorContext {
  seed: number;
  /** "Now" for the catalog: createdAt, isNew and review dates are relative to it. */
  referenceDate: Date;
  totalProducts: number;
  /** One entry per slot of the round-robin: weighted subcategories appear more than once. */
  subcategoryCycle: readonly SubcategoryTarget[];
  brands: readonly { id: number; slug: string }[];
  collections: readonly { id: number; slug: string }[];
}

/** Next free id of each child table; the generator advances them. */
export interface IdCounters {
  variant: number;
  image: number;
  specification: number;
  review: number;
}

export const priceFloor = 1_499;
export const priceCeiling = 2_49_999;
export const maxReviewsPerProduct = 40;
const dayMs = 86_400_000;
/** Products are spread over the ~18 months before the reference date. */
const catalogAgeDays = 548;
const newArrivalDays = 60;
const reviewWindowDays = 365;

// Stream numbers keep the per-product generators independent of each other.
const productStream = 1;

/** Indian retail prices end in 99 or 999: ₹3,299, ₹12,499, ₹1,49,999. */
export function retailPrice(value: number): number {
  const step = value < 10_000 ? 100 : value < 1_00_000 ? 500 : 1_000;
  const rounded = Math.max(step, Math.round(value / step) * step) - 1;
  return Math.min(priceCeiling, Math.max(priceFloor, rounded));
}

/** The struck-through price for a selling price at a discount percent, never below the price. */
export function originalPriceFor(price: number, discountPercent: number): number {
  if (discountPercent <= 0) return price;
  let original = Math.max(price, retailPrice(price / (1 - discountPercent / 100)));
  // Rounding up can push the shown discount past 60%: step back down to the next retail price.
  while (original > price && (original - price) / original > 0.6) {
    original = Math.max(price, retailPrice(original * 0.97));
  }
  return original;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Which product indexes are forced to be in-stock best sellers, so the home page always has 4. */
export function guaranteedBestSellers(totalProducts: number): Set<number> {
  const indexes = new Set<number>();
  for (let k = 0; k < 4; k += 1) indexes.add(Math.floor((k * totalProducts) / 4));
  return indexes;
}

const viewWords: Record<ImageView, string> = {
  front: "front view",
  angle: "angled view",
  side: "side view",
  detail: "close-up view",
  room: "room view",
};

const viewWordsHi: Record<ImageView, string> = {
  front: "सामने से",
  angle: "तिरछे कोण से",
  side: "बगल से",
  detail: "क़रीब से",
  room: "कमरे में सजा हुआ",
};

interface VariantPlan {
  name: string;
  nameHi: string;
  type: "Colour" | "Size";
  colour: Colour;
  priceFactor: number;
  size: SizeOption | null;
}

export function generateProduct(
  context: GeneratorContext,
  index: number,
  productId: number,
  ids: IdCounters,
): GeneratedProduct {
  const random = new Random(deriveSeed(context.seed, productStream, index));
  const target = context.subcategoryCycle[index % context.subcategoryCycle.length];
  if (!target) throw new Error("the subcategory cycle is empty");
  const profile = kindProfiles[target.kind];

  // --- what it is --------------------------------------------------------------------------
  const types = subcategoryTypes[`${target.roomSlug}/${target.slug}`] ?? profile.types;
  const type = random.pick(types);
  let finish = pickFinish(random, profile.finishes, type);

  const collection = pickCollection(random, context, target.kind, finish.material);
  const style = collection ? collectionStyles.find((entry) => entry.slug === collection.slug) : undefined;
  const collectionFinish = style?.finishes[finish.material];
  if (collectionFinish) finish = collectionFinish;
  const palette =
    style?.palette[finish.material] ?? profile.palette ?? finish.palette ?? materialPalettes[finish.material];

  // What the pictures show: the type's shape in the finish's look (server/catalog/furniture-designs.ts).
  const look = finish.look ?? finish.material;
  const solid = look === "wood" || look === "metal";
  const design = designFor(target.kind, (solid ? type.solidShape : undefined) ?? type.shape, look);

  const brand = random.pick(context.brands);
  const series = collection ? capitalise(collection.slug) : random.pick(profile.series ?? seriesNames);

  // --- variants plan -----------------------------------------------------------------------
  const variantCount = random.weighted([
    { value: 1, weight: 20 },
    { value: 2, weight: 35 },
    { value: 3, weight: 30 },
    { value: 4, weight: 15 },
  ]);
  const sizeTable = target.kind === "mattress" ? mattressSizes : bedSizes;
  const bySize = profile.variants === "size" || (profile.variants === "colour-or-size" && random.chance(0.5));
  const plans: VariantPlan[] = [];
  let namedSize: SizeOption | null = null;
  if (bySize) {
    const colour = random.pick(palette);
    const count = Math.max(2, variantCount);
    // A contiguous run of sizes, e.g. Queen and King, or all four.
    const start = random.int(0, sizeTable.length - count);
    for (const size of sizeTable.slice(start, start + count)) {
      plans.push({ name: size.name, nameHi: sizeNamesHi[size.name], type: "Size", colour, priceFactor: size.factor, size });
    }
  } else {
    if (profile.variants === "colour-or-size") {
      // A bed sold in one size says which in its name ("Queen Size").
      namedSize = random.weighted([
        { value: sizeTable[2] ?? null, weight: 60 },
        { value: sizeTable[3] ?? null, weight: 30 },
        { value: sizeTable[1] ?? null, weight: 10 },
      ]);
    }
    for (const colour of random.sample(palette, variantCount)) {
      const premium = plans.length > 0 && random.chance(0.25) ? random.float(1.04, 1.12) : 1;
      plans.push({ name: colour.name, nameHi: hindiColour(colour).name, type: "Colour", colour, priceFactor: premium, size: null });
    }
  }
  const firstPlan = plans[0];
  if (!firstPlan) throw new Error("a product needs at least one variant");

  // --- names -------------------------------------------------------------------------------
  const typeName = type.name;
  // "Steel Almirah" and "Wooden Jhula" already say what they are made of.
  const labelRepeats = finish.label
    .toLowerCase()
    .split(" ")
    .some((word) => word.length > 3 && typeName.toLowerCase().includes(word));
  const showLabel =
    finish.label !== "" && !labelRepeats && (collection?.slug === "milford" || random.chance(0.75));
  const sizeWords = namedSize ? `${namedSize.name} Size` : "";
  const name = [series, sizeWords, showLabel ? finish.label : "", typeName].filter(Boolean).join(" ");
  const shortName = `${series} ${typeName}`;
  // Hindi puts the material before the piece with का/की/के: "Aria शीशम की लकड़ी का 3 सीटर सोफ़ा".
  const seriesHi = seriesNamesHi[series] ?? series;
  const nameHi = [
    seriesHi,
    namedSize ? `${sizeNamesHi[namedSize.name]} साइज़` : "",
    showLabel && finish.hi.label !== "" ? `${finish.hi.label} ${possessive(type.hi.gender)}` : "",
    type.hi.name,
  ]
    .filter(Boolean)
    .join(" ");
  const shortNameHi = `${seriesHi} ${type.hi.name}`;
  const slug = `${slugify(name)}-${productId}`;
  const skuPrefix = brandSkuPrefixes[brand.slug] ?? brand.slug.slice(0, 2).toUpperCase();
  const sku = `${skuPrefix}-${target.kind.replace(/-/g, "").slice(0, 3).toUpperCase()}-${String(productId).padStart(6, "0")}`;

  // --- dates and flags ---------------------------------------------------------------------
  const reference = context.referenceDate.getTime();
  const ageDays = random.float(0, catalogAgeDays);
  const createdAt = new Date(Math.floor((reference - ageDays * dayMs) / 1000) * 1000);
  const isNew = ageDays < newArrivalDays;
  const forcedBestSeller = guaranteedBestSellers(context.totalProducts).has(index);
  const isBestSeller = forcedBestSeller || random.chance(0.08);

  // --- prices and stock --------------------------------------------------------------------
  const [low, high] = type.price;
  // Skewed towards the lower half of the band: most of a range sells at the everyday price.
  const basePrice = (low + (high - low) * random.next() ** 1.3) * finish.factor;
  const discount = random.chance(0.12) ? 0 : Math.round(5 + 50 * random.next() ** 1.2);
  const variants: VariantRow[] = plans.map((plan, position) => {
    const price = retailPrice(basePrice * plan.priceFactor);
    const stockRoll = random.next();
    let stock = stockRoll < 0.08 ? 0 : stockRoll < 0.23 ? random.int(1, 9) : random.int(10, 200);
    if (forcedBestSeller && position === 0 && stock < 10) stock = random.int(10, 200);
    const variantId = ids.variant;
    ids.variant += 1;
    return {
      id: variantId,
      productId,
      sku: `${sku}-${slugify(plan.name).toUpperCase()}`,
      name: plan.name,
      nameHi: plan.nameHi,
      type: plan.type,
      colour: plan.colour.hex,
      price,
      originalPrice: originalPriceFor(price, discount),
      stock,
      damagedStock: 0,
      position,
      maxPerOrder: defaultMaxQuantity,
    };
  });
  const cheapest = variants.reduce((best, variant) => (variant.price < best.price ? variant : best));

  // --- images ------------------------------------------------------------------------------
  const images: ImageRow[] = [];
  const ownViews = imageViews.slice(0, random.int(3, 5));
  for (const view of ownViews) {
    images.push(
      imageRow(ids, productId, null, images.length, design, firstPlan.colour, view, { en: shortName, hi: shortNameHi }),
    );
  }
  // Each variant gets its own front (and, for colours, angled) view so the gallery can follow
  // the shopper's colour choice.
  variants.forEach((variant, position) => {
    const plan = plans[position];
    if (!plan) return;
    const views: ImageView[] = plan.type === "Colour" ? ["front", "angle"] : ["front"];
    for (const view of views) {
      images.push(
        imageRow(ids, productId, variant.id, images.length, design, plan.colour, view, { en: shortName, hi: shortNameHi }),
      );
    }
  });

  // --- specifications ----------------------------------------------------------------------
  const [width, depth, height] = jitterSize(random, type, namedSize);
  const sizedPlans = plans.flatMap((plan) => (plan.size ? [{ plan, size: plan.size }] : []));
  const dimensions: Phrase = bySize
    ? {
        en: sizedPlans.map(({ plan, size }) => `${plan.name}: ${size.width} × ${size.length} × ${height} cm`).join("; "),
        hi: sizedPlans.map(({ size }) => `${sizeNamesHi[size.name]}: ${size.width} × ${size.length} × ${height} सेमी`).join("; "),
      }
    : { en: `${width} × ${depth} × ${height} cm`, hi: `${width} × ${depth} × ${height} सेमी` };
  const weightKg = Math.max(1, Math.round(type.weightKg * random.float(0.9, 1.1)));
  const care = target.kind === "mattress" ? mattressCare : careInstructions[finish.material];
  const assembled = needsAssembly(target.kind, finish.material);
  const specRows: { label: Phrase; value: Phrase }[] = [
    { label: { en: "Dimensions (W × D × H)", hi: "माप (चौड़ाई × गहराई × ऊँचाई)" }, value: dimensions },
    { label: { en: "Material", hi: "सामग्री" }, value: materialSpec(finish, profile.upholsteryFrame) },
    bySize
      ? { label: { en: "Colour", hi: "रंग" }, value: { en: firstPlan.colour.name, hi: hindiColour(firstPlan.colour).name } }
      : {
          label: { en: "Colour options", hi: "रंग के विकल्प" },
          value: {
            en: plans.map((plan) => plan.name).join(", "),
            hi: plans.map((plan) => hindiColour(plan.colour).name).join(", "),
          },
        },
    ...(bySize
      ? [
          {
            label: { en: "Size options", hi: "साइज़ के विकल्प" },
            value: { en: sizedPlans.map(({ plan }) => plan.name).join(", "), hi: sizedPlans.map(({ size }) => sizeNamesHi[size.name]).join(", ") },
          },
        ]
      : []),
    { label: { en: "Warranty", hi: "वारंटी" }, value: { en: "1 Year", hi: "1 साल" } },
    // The delivery service reads this row: the PIN code check and a slot for our fitters follow it.
    { label: { en: assemblySpecLabel, hi: assemblySpecLabelHi }, value: { en: assemblySpecValue(assembled), hi: assemblySpecValueHi(assembled) } },
    { label: { en: "Weight", hi: "वज़न" }, value: { en: `${weightKg} kg`, hi: `${weightKg} किलो` } },
    { label: { en: "Care instructions", hi: "देखभाल" }, value: care },
  ];
  const specifications: SpecificationRow[] = specRows.map(({ label, value }, position) => {
    const id = ids.specification;
    ids.specification += 1;
    return { id, productId, position, label: label.en, labelHi: label.hi, value: value.en, valueHi: value.hi };
  });

  // --- description -------------------------------------------------------------------------
  const room = roomPhrases[target.roomSlug] ?? defaultRoomPhrase;
  const sentences: Phrase[] = [
    introSentence(random, target.kind, finish, firstPlan.colour, { en: shortName, hi: shortNameHi }, room),
    ...(random.chance(0.6) ? [random.pick(type.uses ?? profile.uses)] : []),
    firstPlan.size
      ? sizeSentence(
          random,
          `${firstPlan.size.width} × ${firstPlan.size.length} × ${height}`,
          firstPlan.size.width,
          firstPlan.size,
        )
      : sizeSentence(random, `${width} × ${depth} × ${height}`, width, null),
    target.kind === "mattress"
      ? {
          en: "Rotate it every three months and use a mattress protector to keep it fresh for years.",
          hi: "हर तीन महीने में इसे घुमा दें और प्रोटेक्टर कवर लगाएँ, ताकि यह सालों तक ताज़ा रहे।",
        }
      : random.pick(careSentences[finish.material]),
  ];
  const description = sentences.map((sentence) => sentence.en).join(" ");
  const descriptionHi = sentences.map((sentence) => sentence.hi).join(" ");

  // --- reviews -----------------------------------------------------------------------------
  // Most of the range is liked; a few products are disappointing, best sellers are loved.
  const quality = random.float(3.5, 4.9) + (isBestSeller ? 0.2 : 0);
  const reviewRows = generateReviews(random, {
    productId,
    ids,
    createdAt: createdAt.getTime(),
    reference,
    quality,
    isBestSeller,
    noun: profile.noun,
    kind: target.kind,
    material: finish.material,
    assembled,
  });
  const ratingSum = reviewRows.reduce((sum, review) => sum + review.rating, 0);
  // Integer arithmetic before the division keeps x.x5 averages rounding the way PostgreSQL does.
  const rating = reviewRows.length === 0 ? 0 : Math.round((ratingSum * 10) / reviewRows.length) / 10;

  const product: ProductRow = {
    id: productId,
    slug,
    sku,
    name,
    nameHi,
    description,
    descriptionHi,
    kind: target.kind,
    categoryId: target.categoryId,
    brandId: brand.id,
    collectionId: collection?.id ?? null,
    material: finish.material,
    price: cheapest.price,
    originalPrice: cheapest.originalPrice,
    rating,
    reviewCount: reviewRows.length,
    isNew,
    isBestSeller,
    warrantyMonths: 12,
    inStock: variants.some((variant) => variant.stock > 0),
    // The seed's catalog is on sale from the day each product was added (all before the seed's reference date).
    publishedAt: createdAt,
    hsnCode: null,
    gstRatePercent: null,
    seoTitle: null,
    seoDescription: null,
    seoTitleHi: null,
    seoDescriptionHi: null,
    // Written by the database's triggers from the name and the SKUs.
    searchText: "",
    createdAt,
    updatedAt: createdAt,
  };
  return { product, variants, images, specifications, reviews: reviewRows };
}

/** The Material specification: an upholstery names what it covers ("… over a solid wood frame"). */
function materialSpec(finish: Finish, upholsteryFrame: Phrase | undefined): Phrase {
  if (!finish.upholstery) return { en: finish.spec, hi: finish.hi.spec };
  if (!upholsteryFrame) throw new Error(`${finish.label} upholstery needs its kind's frame`);
  return { en: `${finish.spec} ${upholsteryFrame.en}`, hi: `${finish.hi.spec}, ${upholsteryFrame.hi}` };
}

/** "of" before a Hindi noun, as the noun's gender and number ask: का, की or के. */
function possessive(gender: HindiGender): string {
  switch (gender) {
    case "m":
      return "का";
    case "mp":
      return "के";
    case "f":
    case "fp":
      return "की";
  }
}

function pickFinish(
  random: Random,
  options: readonly { weight: number; finishes: readonly Finish[] }[],
  type: ProductType,
): Finish {
  const allowed = type.materials;
  const fitting = options
    .map((option) => ({
      weight: option.weight,
      finishes: allowed
        ? option.finishes.filter((finish) => allowed.includes(finish.material))
        : option.finishes,
    }))
    .filter((option) => option.finishes.length > 0);
  if (fitting.length === 0) throw new Error(`no finish fits the product type ${type.name}`);
  const group = random.weighted(fitting.map((option) => ({ value: option.finishes, weight: option.weight })));
  return random.pick(group);
}

/** About 30% of products belong to a collection whose style suits their material. */
function pickCollection(
  random: Random,
  context: GeneratorContext,
  kind: FurnitureKind,
  material: Material,
): { id: number; slug: string } | null {
  // Draw both numbers every time so later choices do not shift with the material.
  const joins = random.chance(0.3);
  const roll = random.next();
  if (!joins) return null;
  const fitting = context.collections.filter((collection) =>
    collectionStyles.some(
      (style) =>
        style.slug === collection.slug &&
        style.finishes[material] !== undefined &&
        !style.excludedKinds.includes(kind),
    ),
  );
  if (fitting.length === 0) return null;
  return fitting[Math.floor(roll * fitting.length)] ?? null;
}

function imageRow(
  ids: IdCounters,
  productId: number,
  variantId: number | null,
  position: number,
  design: FurnitureDesign,
  colour: Colour,
  view: ImageView,
  shortName: { en: string; hi: string },
): ImageRow {
  const id = ids.image;
  ids.image += 1;
  return {
    id,
    productId,
    variantId,
    position,
    path: productImagePath(design.slug, colour.hex, view),
    alt: `${shortName.en} in ${colour.name}, ${viewWords[view]}`,
    altHi: `${shortName.hi}, ${hindiColour(colour).oblique} रंग में, ${viewWordsHi[view]}`,
    width: productImageSize.width,
    height: productImageSize.height,
    photoKey: null,
  };
}

function jitterSize(
  random: Random,
  type: ProductType,
  namedSize: SizeOption | null,
): [number, number, number] {
  const [w, d, h] = type.size;
  const jitter = (value: number) => Math.round(value * random.float(0.94, 1.06));
  return [namedSize ? namedSize.width : jitter(w), namedSize ? namedSize.length : jitter(d), jitter(h)];
}

/**
 * The description's first sentence. The Hindi names the piece first and then speaks of what it is
 * made of, so no word has to agree with the piece's gender.
 */
function introSentence(
  random: Random,
  kind: FurnitureKind,
  finish: Finish,
  colour: Colour,
  shortName: Phrase,
  room: Phrase,
): Phrase {
  const colourHi = hindiColour(colour);
  if (kind === "mattress") {
    return {
      en: `The ${shortName.en} layers high-resilience foam under a soft, quilted ${colour.name.toLowerCase()} cover for sleep that is neither too hard nor too soft.`,
      hi: `${shortName.hi}: मुलायम, रज़ाईदार ${colourHi.oblique} कवर के नीचे हाई-रेज़िलिएंस फ़ोम की परतें, जो सोते समय न ज़्यादा सख़्त लगती हैं, न ज़्यादा नरम।`,
    };
  }
  const material = finish.label.toLowerCase() || "UV-stabilised plastic";
  const { noun, label } = finish.hi;
  switch (finish.material) {
    case "wood":
      return random.pick([
        {
          en: `Crafted from ${material} in a rich ${colour.name} finish, the ${shortName.en} brings warmth and sturdy, everyday comfort to your ${room.en}.`,
          hi: `${shortName.hi}: ${noun}, ${colourHi.oblique} रंग की फ़िनिश में। इससे ${room.hi} में गर्माहट आती है और रोज़ का मज़बूत आराम मिलता है।`,
        },
        {
          en: `The ${shortName.en} is made of ${material} with a ${colour.name} finish that suits both traditional and modern homes.`,
          hi: `${shortName.hi}: ${noun} और ${colourHi.oblique} रंग की फ़िनिश, जो पारंपरिक और आधुनिक, दोनों तरह के घरों में जँचती है।`,
        },
      ]);
    case "metal":
      return random.pick([
        {
          en: `The ${shortName.en} pairs a strong ${material} frame with a ${colour.name} powder-coated finish that looks smart in your ${room.en}.`,
          hi: `${shortName.hi}: ${label} का मज़बूत फ़्रेम और ${colourHi.oblique} रंग की पाउडर-कोटेड फ़िनिश, जो ${room.hi} में बहुत अच्छी लगती है।`,
        },
        {
          en: `Slim but sturdy, the ${shortName.en} is built in ${material} with a ${colour.name} finish for modern Indian homes.`,
          hi: `${shortName.hi}: ${colourHi.oblique} रंग की फ़िनिश के साथ ${noun}, जिसकी बनावट पतली पर मज़बूत है और आज के भारतीय घरों के लिए बनी है।`,
        },
      ]);
    case "fabric":
      return random.pick([
        {
          en: `Finished in ${material} in a ${colour.name} shade, the ${shortName.en} adds a cosy, modern touch to your ${room.en}.`,
          hi: `${shortName.hi}: ${colourHi.oblique} रंग में ${noun}, जिससे ${room.hi} को आरामदेह और आधुनिक रूप मिलता है।`,
        },
        {
          en: `The ${shortName.en} wears soft, durable ${material} in ${colour.name} over a well-seasoned frame.`,
          hi: `${shortName.hi}: अच्छी तरह सुखाई गई लकड़ी के फ़्रेम पर ${colourHi.oblique} रंग में मुलायम, टिकाऊ ${noun}।`,
        },
      ]);
    case "leather":
      return {
        en: `Covered in ${material} in ${colour.name}, the ${shortName.en} looks rich and feels soft from the very first day.`,
        hi: `${shortName.hi}: ${colourHi.oblique} रंग में ${noun}, जो पहले ही दिन से शानदार दिखता है और छूने में मुलायम लगता है।`,
      };
    case "plastic":
      return {
        en: `Moulded from ${material} in ${colour.name}, the ${shortName.en} is light, strong and easy to move around your ${room.en}.`,
        hi: `${shortName.hi}: ${colourHi.oblique} रंग में ढला ${noun}, हल्का और मज़बूत, जिसे ${room.hi} में कहीं भी आसानी से ले जा सकते हैं।`,
      };
  }
}

function sizeSentence(random: Random, dimensions: string, width: number, size: SizeOption | null): Phrase {
  if (size)
    return {
      en: `In the ${size.name} size it measures ${dimensions} cm (W × L × H); the other sizes are in the specifications.`,
      hi: `${sizeNamesHi[size.name]} साइज़ में इसका माप ${dimensions} सेमी (चौड़ाई × लंबाई × ऊँचाई) है; बाक़ी साइज़ विवरण की तालिका में हैं।`,
    };
  const feel: Phrase =
    width < 70
      ? { en: "compact enough for a small flat or a cosy corner", hi: "छोटे फ़्लैट या किसी आरामदेह कोने के लिए सही है" }
      : width <= 180
        ? { en: "just right for most city apartments", hi: "ज़्यादातर शहरी अपार्टमेंट के लिए बिल्कुल ठीक है" }
        : { en: "generous and roomy, best suited to a spacious room", hi: "खुले-खुले बड़े कमरे के लिए सबसे उपयुक्त है" };
  return random.pick([
    {
      en: `At ${dimensions} cm (W × D × H) it feels ${feel.en}.`,
      hi: `${dimensions} सेमी (चौड़ाई × गहराई × ऊँचाई) के माप के साथ यह ${feel.hi}।`,
    },
    {
      en: `Measuring ${dimensions} cm (W × D × H), it is ${feel.en}.`,
      hi: `इसका माप ${dimensions} सेमी (चौड़ाई × गहराई × ऊँचाई) है, यानी यह ${feel.hi}।`,
    },
  ]);
}

interface ReviewPlan {
  productId: number;
  ids: IdCounters;
  createdAt: number;
  reference: number;
  quality: number;
  isBestSeller: boolean;
  noun: string;
  kind: FurnitureKind;
  material: Material;
  /** Whether our fitters assemble it: only then may a review mention them. */
  assembled: boolean;
}

function toneOf(rating: Rating): ReviewTone {
  return rating >= 4 ? "happy" : rating === 3 ? "mixed" : "unhappy";
}

/** The texts a product's reviews already have, and how often each opening sentence was used. */
interface UsedReviews {
  texts: Set<string>;
  topics: Map<string, number>;
}

/**
 * Picks a review's words: a sentence about the piece for its family and rating, and perhaps one
 * about the order, its material or its assembly. From the drawn combination on, it takes the first
 * whose opening sentence the product has used least and whose text it does not have yet, so no
 * product shows the same review twice; null when every text is used.
 */
function reviewText(random: Random, plan: ReviewPlan, rating: Rating, used: UsedReviews): string | null {
  const tone = toneOf(rating);
  const topics = reviewTopics[reviewFamilies[plan.kind]][rating].map((topic) => topic.replace("{item}", plan.noun));
  const asides = [
    "",
    ...reviewServiceAsides[tone],
    ...reviewMaterialAsides[plan.material][tone],
    ...(plan.assembled ? reviewAssemblyAsides[tone] : reviewReadyToUseAsides[tone]),
  ];
  const combinations = topics.length * asides.length;
  const start = Math.floor(random.next() * combinations);
  const fewest = Math.min(...topics.map((topic) => used.topics.get(topic) ?? 0));
  for (const fresh of [true, false]) {
    for (let step = 0; step < combinations; step += 1) {
      const at = (start + step) % combinations;
      const topic = topics[Math.floor(at / asides.length)] ?? "";
      const aside = asides[at % asides.length] ?? "";
      const text = aside === "" ? topic : `${topic} ${aside}`;
      if (used.texts.has(text) || (fresh && (used.topics.get(topic) ?? 0) > fewest)) continue;
      used.texts.add(text);
      used.topics.set(topic, (used.topics.get(topic) ?? 0) + 1);
      return text;
    }
  }
  return null;
}

function generateReviews(random: Random, plan: ReviewPlan): ReviewRow[] {
  // Reviews come in at least two days after listing and within the last year.
  const earliest = Math.max(plan.createdAt + 2 * dayMs, plan.reference - reviewWindowDays * dayMs);
  const popularity = random.next();
  if (earliest >= plan.reference) return [];
  let count = plan.isBestSeller
    ? random.int(20, maxReviewsPerProduct)
    : Math.floor(popularity ** 1.6 * (maxReviewsPerProduct + 1));
  // Recent listings have had less time to collect reviews.
  const daysListed = (plan.reference - plan.createdAt) / dayMs;
  if (daysListed < 90) count = Math.floor((count * daysListed) / 90);
  count = Math.min(maxReviewsPerProduct, count);

  const dates: number[] = [];
  for (let i = 0; i < count; i += 1)
    dates.push(earliest + Math.floor(random.next() * (plan.reference - earliest)));
  dates.sort((a, b) => a - b);

  const used: UsedReviews = { texts: new Set(), topics: new Map() };
  return dates.flatMap((date) => {
    const rating: Rating = random.chance(0.03)
      ? 1
      : clampRating(Math.round(plan.quality + random.gaussian() * 0.75));
    const first = random.pick(reviewerFirstNames);
    const last = random.pick(reviewerLastNames);
    const authorName = random.chance(0.6) ? `${first} ${last}` : `${first} ${last.charAt(0)}.`;
    const comment = reviewText(random, plan, rating, used);
    if (comment === null) return [];
    const id = plan.ids.review;
    plan.ids.review += 1;
    return [
      {
        id,
        productId: plan.productId,
        userId: null,
        orderLineId: null,
        authorName,
        rating,
        comment,
        createdAt: new Date(Math.floor(date / 1000) * 1000),
        hiddenAt: null,
        hiddenReason: null,
        hiddenBy: null,
      },
    ];
  });
}

function clampRating(value: number): Rating {
  if (value <= 1) return 1;
  if (value === 2) return 2;
  if (value === 3) return 3;
  if (value === 4) return 4;
  return 5;
}

function capitalise(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
