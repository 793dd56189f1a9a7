// The back office's part of the OpenAPI document (server/api/openapi.ts): /api/admin/*, for
// integrations with a staff API token and staff's browsers with the staff session cookie.
import { staffPermissions, staffRoles } from "../../app/lib/admin/staff-permissions";
import { orderActions, orderStatuses, paymentMethods, refundDestinations, refundStatuses, returnConditions, returnStatuses } from "../../app/lib/contracts/admin-orders";
import { dashboardDefinitions } from "../../app/lib/contracts/admin-dashboard";
import { stockReasons } from "../../app/lib/contracts/admin-stock";
import { correctionModes, stockAdjustmentKinds, stockAdjustmentLimits } from "../../app/lib/forms/stock-adjustment-schema";
import { orderNumberPattern } from "../../app/lib/contracts/orders";
import { maxProductBodyBytes } from "../../app/lib/contracts/admin-products";
import { productPhotoLimits } from "../../app/lib/contracts/product-photos";
import { deliverySlots } from "../../app/lib/delivery-slots";
import { apiTokenNameMaxLength } from "../../app/lib/forms/api-token-schema";
import { orderDeskMaxLengths } from "../../app/lib/forms/order-desk-schemas";
import { reviewStates } from "../../app/lib/contracts/admin-reviews";
import { promotionKinds, promotionStates } from "../../app/lib/contracts/promotions";
import { promotionLimits } from "../../app/lib/forms/promotion-schema";
import { reviewModerationLimits } from "../../app/lib/forms/review-moderation-schema";
import { indianStates } from "../../app/lib/indian-states";
import { productStatuses } from "../../app/lib/contracts/admin-products";
import { catalogCsvColumns, catalogCsvLimits } from "../../app/lib/catalog-csv";
import { gstRates, productLimits, productMaterials } from "../../app/lib/forms/product-schemas";
import { adminMaxPage } from "./admin-routes";
import { arrayOf, boolean, dataOf, errorResponse, integer, jsonBody, jsonResponse, nullable, object, ref, string, type Json } from "./openapi-builders";

const dateTime: Json = { type: "string", format: "date-time" };
const isoDate: Json = { type: "string", format: "date", description: "A date in India (YYYY-MM-DD)." };
const identifier: Json = { type: "integer", minimum: 1, maximum: 2_147_483_647 };
const text = (maxLength: number): Json => ({ type: "string", minLength: 1, maxLength });
const enumOf = (values: readonly string[]): Json => ({ type: "string", enum: [...values] });
const countsBy = (values: readonly string[], description?: string) => ({
  type: "object",
  ...(description ? { description } : {}),
  required: [...values],
  properties: Object.fromEntries(values.map((value): [string, Json] => [value, integer])),
});

const tag = "back office";
const security: Json[] = [{ staffApiToken: [] }, { staffSessionCookie: [] }];

export const adminSecuritySchemes: Record<string, Json> = {
  staffApiToken: {
    type: "http",
    scheme: "bearer",
    description: "An API token the owner made at /admin/api-tokens (aangan_staff_…). It acts with the role chosen for it.",
  },
  staffSessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "staff_session",
    description: "A staff member signed in to /admin. Changes made with it must come from the store's own pages (X-Requested-With: XMLHttpRequest).",
  },
};

/** What every /api/admin call may answer besides its own. */
const common: Record<string, Json> = {
  401: errorResponse("No API token or staff session, or the token is revoked or mistyped (code unauthorized)."),
  403: errorResponse(
    "The role does not allow it (code forbidden; the message names the permission), or a change made with the session cookie came from another site.",
  ),
};

const withBody: Record<string, Json> = {
  400: errorResponse("The body is not valid JSON."),
  413: errorResponse("The body is larger than 16 KB."),
  415: errorResponse("The body is not JSON."),
};

/** A product written whole may carry both languages' longest texts: its body's limit is its own. */
const withProductBody: Record<string, Json> = { ...withBody, 413: errorResponse(`The body is larger than ${maxProductBodyBytes / 1024} KB.`) };

const orderNumber: Json = { name: "number", in: "path", required: true, schema: { type: "string", pattern: orderNumberPattern.source } };
const idIn = (description: string): Json => ({ name: "id", in: "path", required: true, description, schema: identifier });
const pageParameter: Json = { name: "page", in: "query", schema: { ...integer, minimum: 1, maximum: adminMaxPage, default: 1 } };

const orderActionBody: Json = {
  oneOf: [
    object({ action: { const: "confirm" }, expectedStatus: enumOf(orderStatuses), note: { type: "string", maxLength: orderDeskMaxLengths.confirmNote } }, ["action", "expectedStatus"]),
    object({ action: { const: "pack" }, expectedStatus: enumOf(orderStatuses) }),
    object({
      action: { const: "ship" },
      expectedStatus: enumOf(orderStatuses),
      courier: text(orderDeskMaxLengths.courier),
      trackingNumber: text(orderDeskMaxLengths.trackingNumber),
    }),
    object({ action: { const: "deliver" }, expectedStatus: enumOf(orderStatuses) }),
    object({ action: { const: "cancel" }, expectedStatus: enumOf(orderStatuses), reason: text(orderDeskMaxLengths.reason) }),
  ],
};

const returnActionBody: Json = {
  oneOf: [
    object({ action: { const: "approve" }, expectedStatus: enumOf(returnStatuses) }),
    object({ action: { const: "reject" }, expectedStatus: enumOf(returnStatuses), reason: text(orderDeskMaxLengths.reason) }),
    object({ action: { const: "schedule_pickup" }, expectedStatus: enumOf(returnStatuses), pickupDate: isoDate, pickupSlot: enumOf(deliverySlots) }),
    object({
      action: { const: "receive" },
      expectedStatus: enumOf(returnStatuses),
      conditions: { type: "array", minItems: 1, items: object({ orderLineId: identifier, condition: enumOf(returnConditions) }) },
    }),
    object(
      {
        action: { const: "refund" },
        expectedStatus: enumOf(returnStatuses),
        payoutReference: { type: "string", pattern: "^[A-Za-z0-9]{12,22}$", description: "The UTR of a cash-on-delivery refund paid by UPI or bank transfer." },
      },
      ["action", "expectedStatus"],
    ),
  ],
};

const stockAdjustmentBody: Json = object(
  {
    variantId: identifier,
    warehouseId: identifier,
    kind: {
      type: "string",
      enum: [...stockAdjustmentKinds],
      description: "received adds pieces on sale; damaged moves pieces from sale to damaged; correction sets or adds (with a note).",
    },
    mode: { type: "string", enum: [...correctionModes], description: "For a correction: set the figure on sale, or add to it (negative to take away)." },
    quantity: { type: "integer", minimum: -stockAdjustmentLimits.quantityMax, maximum: stockAdjustmentLimits.quantityMax },
    note: { type: "string", maxLength: stockAdjustmentLimits.noteMax, description: `Required for a correction (at least ${stockAdjustmentLimits.noteMin} characters).` },
  },
  ["variantId", "warehouseId", "kind", "quantity"],
);

const warehouseSchema: Record<string, Json> = { id: identifier, city: string, stateCode: string, pincode: string };

export const adminSchemas: Record<string, Json> = {
  CatalogImportReport: object({
    dryRun: boolean,
    applied: boolean,
    rowCount: integer,
    errorCount: integer,
    products: countsBy(["create", "update", "unchanged"]),
    variants: countsBy(["create", "update", "unchanged"]),
    fileErrors: arrayOf(string),
    rows: arrayOf(
      object({
        row: { ...integer, description: "The row's number in the file; the header is row 1." },
        productSku: string,
        variantSku: string,
        action: nullable(enumOf(["create", "update", "unchanged"])),
        errors: arrayOf(string),
      }),
    ),
  }),
  ProductPhoto: object({
    id: identifier,
    path: { type: "string", description: "Base path of its renditions: add -{width}.{avif|webp}, width one of 320, 480, 640, 960, 1200." },
    alt: string,
    width: { ...integer, description: "Stored width in pixels, upright." },
    height: integer,
    position: { ...integer, description: "0 for the product's main picture." },
    variantId: {
      oneOf: [identifier, { type: "null" }],
      description:
        "The variant (colour) it is shown for, before the photos for all colours, when a shopper chooses that variant; null for all colours.",
    },
  }),
  ProductPhotoList: object({
    product: object({ id: identifier, name: string, slug: string }),
    photos: arrayOf(ref("ProductPhoto")),
    variants: {
      type: "array",
      items: object({ id: identifier, name: string, type: string, sku: string }),
      description: "The product's variants: what a photo can be shown for.",
    },
  }),
  AdminOrderSummary: object({
    number: string,
    placedAt: dateTime,
    status: enumOf(orderStatuses),
    customerName: string,
    email: string,
    phone: string,
    city: string,
    state: string,
    total: integer,
    paymentMethod: enumOf(paymentMethods),
    paymentStatus: string,
    itemCount: integer,
  }),
  AdminOrderQueue: object({
    orders: arrayOf(ref("AdminOrderSummary")),
    total: { type: "integer", description: "Orders matching the filters." },
    page: integer,
    pageSize: integer,
    countsByStatus: countsBy(orderStatuses, "Orders per status under the same filters except status."),
  }),
  OrderNote: object({ id: integer, author: string, body: string, at: dateTime }),
  OrderEmail: object({ id: integer, kind: string, subject: string, toAddress: string, createdAt: dateTime, sentAt: nullable(dateTime), failedAt: nullable(dateTime) }),
  Refund: object({
    id: integer,
    amount: integer,
    destination: enumOf(refundDestinations),
    status: enumOf(refundStatuses),
    reference: nullable({ type: "string", description: "The provider's refund id or the payout's UTR." }),
    failureReason: nullable(string),
    creditNoteNumber: nullable(string),
    returnId: nullable(integer),
    createdAt: dateTime,
    processedAt: nullable(dateTime),
  }),
  Return: object({
    id: integer,
    orderNumber: string,
    status: enumOf(returnStatuses),
    reason: string,
    rejectionReason: nullable(string),
    pickupDate: isoDate,
    pickupSlot: enumOf(deliverySlots),
    refundDestination: enumOf(refundDestinations),
    refundAccount: nullable({ type: "string", description: "The UPI ID, or the bank account masked to its last four digits with its IFSC." }),
    lines: arrayOf(
      object({ orderLineId: integer, name: string, variantName: string, quantity: integer, price: integer, condition: nullable(enumOf(returnConditions)) }),
    ),
    amount: { type: "integer", description: "What the returned lines are worth: the refund's amount." },
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  ReturnQueue: object({
    returns: arrayOf(ref("Return")),
    total: integer,
    page: integer,
    pageSize: integer,
    countsByStatus: countsBy(returnStatuses),
  }),
  AdminOrderDetail: object({
    order: ref("Order"),
    invoiceNumber: nullable(string),
    courier: nullable(string),
    trackingNumber: nullable(string),
    deliveredAt: nullable(dateTime),
    cancelledAt: nullable(dateTime),
    cancelReason: nullable(string),
    cancelledBy: nullable(string),
    customer: object({ userId: nullable(integer), ordersPlaced: integer }),
    notes: arrayOf(ref("OrderNote")),
    emails: arrayOf(ref("OrderEmail")),
    refunds: arrayOf(ref("Refund")),
    returns: arrayOf(ref("Return")),
    nextActions: { type: "array", items: enumOf(orderActions), description: "The moves open from here, before the role is considered." },
  }),
  CustomerSummary: object({
    id: integer,
    firstName: string,
    lastName: string,
    email: string,
    mobile: { type: "string", pattern: "^[0-9]{10}$" },
    since: { ...dateTime, description: "When the account was made." },
    ordersPlaced: integer,
  }),
  Warehouse: object(warehouseSchema),
  StockListRow: object({
    variantId: identifier,
    productId: identifier,
    productName: string,
    variantName: string,
    sku: string,
    sellable: { type: "integer", description: "On sale over every warehouse." },
    damaged: integer,
    inWarehouse: nullable(object({ sellable: integer, damaged: integer })),
  }),
  StockList: object({
    rows: arrayOf(ref("StockListRow")),
    total: integer,
    page: integer,
    pageSize: integer,
    warehouses: arrayOf(ref("Warehouse")),
    lowThreshold: { type: "integer", description: "At or under this many on sale a variant is low." },
  }),
  StockLedgerEntry: object({
    id: identifier,
    at: dateTime,
    warehouseId: identifier,
    warehouseCity: string,
    reason: enumOf(stockReasons),
    sellableChange: integer,
    damagedChange: integer,
    orderNumber: nullable(string),
    returnId: nullable(identifier),
    staffName: nullable(string),
    note: nullable(string),
  }),
  VariantStock: object({
    variantId: identifier,
    productId: identifier,
    productName: string,
    variantName: string,
    sku: string,
    sellable: integer,
    damaged: integer,
    warehouses: arrayOf(object({ ...warehouseSchema, sellable: integer, damaged: integer })),
    ledger: arrayOf(ref("StockLedgerEntry")),
    ledgerTotal: integer,
    ledgerPage: integer,
    ledgerPageSize: integer,
  }),
  CustomerList: object({ customers: arrayOf(ref("CustomerSummary")), total: integer, page: integer, pageSize: integer }),
  CustomerDetail: object({
    customer: ref("CustomerSummary"),
    orders: arrayOf(object({ number: string, placedAt: dateTime, status: enumOf(orderStatuses), total: integer, paymentMethod: enumOf(paymentMethods) })),
    addresses: arrayOf(
      object({ id: integer, firstName: string, lastName: string, phone: string, address: string, apartment: string, city: string, state: string, pincode: string, isDefault: boolean }),
    ),
    savedCardCount: { type: "integer", description: "How many cards the shopper saved; nothing else about them is ever answered." },
    notes: arrayOf(ref("OrderNote")),
    emails: arrayOf(
      object({
        id: integer,
        kind: string,
        subject: string,
        toAddress: string,
        createdAt: dateTime,
        sentAt: nullable(dateTime),
        failedAt: nullable(dateTime),
        orderNumber: nullable(string),
        resendable: { type: "boolean", description: "False for an e-mail with a single-use link (a password reset)." },
      }),
    ),
  }),
  DashboardFigures: object({
    today: isoDate,
    asOf: dateTime,
    periods: arrayOf(
      object({
        key: enumOf(["today", "week", "month"]),
        label: string,
        from: isoDate,
        to: isoDate,
        orders: integer,
        keptOrders: { type: "integer", description: "Orders not cancelled." },
        takings: { type: "integer", description: "Totals of the orders not cancelled, before refunds." },
        refunds: integer,
        revenue: { type: "integer", description: dashboardDefinitions.revenue },
        averageOrderValue: { type: "integer", description: dashboardDefinitions.averageOrderValue },
        codOrders: integer,
        codSharePercent: { type: "number", description: dashboardDefinitions.codShare },
        cancellations: integer,
        returns: integer,
      }),
    ),
    days: arrayOf(object({ date: isoDate, orders: integer, keptOrders: integer, cancellations: integer, revenue: integer })),
    topByUnits: arrayOf(object({ productId: integer, name: string, units: integer, revenue: integer })),
    topByRevenue: arrayOf(object({ productId: integer, name: string, units: integer, revenue: integer })),
    lowStockThreshold: integer,
    lowStock: arrayOf(object({ variantId: integer, productId: integer, productName: string, variantName: string, sku: string, stock: integer })),
  }),
  AuditEntry: object({
    id: integer,
    at: dateTime,
    actor: { type: "string", description: "Who, as they were named then: a staff member, an API token and its creator, or the command line." },
    staffId: nullable(integer),
    action: string,
    entityType: string,
    entityId: string,
    before: {},
    after: {},
    clientAddress: nullable(string),
  }),
  AuditPage: object({ entries: arrayOf(ref("AuditEntry")), total: integer, page: integer, pageSize: integer }),
  StaffApiToken: object({
    id: integer,
    name: string,
    role: enumOf(staffRoles),
    createdBy: string,
    createdAt: dateTime,
    lastUsedAt: nullable({ ...dateTime, description: "Noted at most once a minute." }),
    revokedAt: nullable(dateTime),
    inactiveReason: nullable({ type: "string", description: "Why a token that is not revoked is refused all the same (its creator is disabled or no longer an owner)." }),
  }),
  Promotion: object({
    code: string,
    kind: enumOf(promotionKinds),
    value: { type: "integer", description: "Percent off (1–100) or rupees off, as kind says." },
    minSubtotal: { type: "integer", description: "The smallest subtotal (rupees) the code applies to." },
    startsAt: nullable(dateTime),
    endsAt: nullable(dateTime),
    maxUses: nullable({ type: "integer", description: "Orders that may use the code in all." }),
    maxUsesPerShopper: nullable({ type: "integer", description: "Orders one signed-in shopper may use it on (cancelled orders not counted)." }),
    firstOrderOnly: boolean,
    active: boolean,
    uses: { type: "integer", description: "Orders placed with the code so far." },
    state: enumOf(promotionStates),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  AdminReview: object({
    id: integer,
    productId: integer,
    productName: string,
    authorName: string,
    rating: { type: "integer", minimum: 1, maximum: 5 },
    comment: string,
    createdAt: dateTime,
    verifiedBuyer: { type: "boolean", description: "Written about an order line: the author bought the piece here." },
    state: enumOf(reviewStates),
    hiddenAt: nullable(dateTime),
    hiddenReason: nullable({ type: "string", description: "Shown to the review's author in their order history." }),
    hiddenBy: nullable(string),
  }),
  AdminReviewPage: object({ reviews: arrayOf(ref("AdminReview")), total: integer, page: integer, pageSize: integer }),
  AdminProductSummary: object({
    id: integer,
    name: string,
    slug: string,
    sku: string,
    category: string,
    brand: string,
    price: integer,
    variantCount: integer,
    stock: integer,
    status: enumOf(productStatuses),
    publishedAt: nullable(dateTime),
    updatedAt: dateTime,
  }),
  AdminProductList: object({
    products: arrayOf(ref("AdminProductSummary")),
    total: { type: "integer", description: "Products matching the filters." },
    page: integer,
    pageSize: integer,
    countsByStatus: countsBy(productStatuses, "Products per status under the same filters except status."),
  }),
  AdminProduct: object({
    id: integer,
    name: string,
    nameHi: nullable({ type: "string", description: "The Hindi name; null where none is written (Hindi pages show the English)." }),
    slug: string,
    sku: string,
    description: string,
    descriptionHi: nullable(string),
    categoryId: integer,
    collectionId: nullable(integer),
    brandId: integer,
    material: string,
    specifications: arrayOf(object({ label: string, value: string, labelHi: nullable(string), valueHi: nullable(string) })),
    hsnCode: nullable(string),
    gstRatePercent: nullable(integer),
    seoTitle: nullable(string),
    seoDescription: nullable(string),
    seoTitleHi: nullable(string),
    seoDescriptionHi: nullable(string),
    variants: arrayOf(
      object({
        id: integer,
        type: string,
        name: string,
        nameHi: nullable(string),
        colour: string,
        sku: string,
        price: integer,
        originalPrice: integer,
        maxPerOrder: integer,
        stock: integer,
      }),
    ),
    status: enumOf(productStatuses),
    publishedAt: nullable(dateTime),
    formerSlugs: arrayOf(string),
    updatedAt: dateTime,
  }),
  AdminMe: object({
    name: { type: "string", description: "A staff member's name, or for a token: API token #id 'name' (by its creator)." },
    email: string,
    role: enumOf(staffRoles),
    roleName: string,
    permissions: arrayOf(enumOf(Object.keys(staffPermissions))),
    apiToken: nullable(object({ id: integer, name: string })),
  }),
};

const promotionAnswer = jsonResponse("The promo code.", dataOf(ref("Promotion")));
const reviewAnswer = jsonResponse("The review.", dataOf(ref("AdminReview")));
const promotionCode: Json = { name: "code", in: "path", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9]{1,64}$" } };
const indiaDateTime: Json = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$", description: "India time, YYYY-MM-DDTHH:MM." };

/** A promo code's terms; a new one also names its code. */
function promotionBody(withCode: boolean): Json {
  return object({
    ...(withCode
      ? { code: { type: "string", pattern: `^[A-Za-z0-9]{${promotionLimits.codeMin},${promotionLimits.codeMax}}$`, description: "Stored upper-case." } }
      : {}),
    kind: enumOf(promotionKinds),
    value: { type: "integer", minimum: 1, maximum: promotionLimits.flatMax, description: "Percent off (1–100) or rupees off." },
    minSubtotal: { type: "integer", minimum: 0, maximum: promotionLimits.minSubtotalMax },
    startsAt: nullable(indiaDateTime),
    endsAt: nullable(indiaDateTime),
    maxUses: nullable({ type: "integer", minimum: 1, maximum: promotionLimits.usesMax }),
    maxUsesPerShopper: nullable({ type: "integer", minimum: 1, maximum: promotionLimits.usesMax }),
    firstOrderOnly: boolean,
    active: boolean,
  });
}

const productAnswer = jsonResponse("The product as its editor shows it.", dataOf(ref("AdminProduct")));

/** A product's fields; all required to create one, any of them to change one. */
function productBody(create: boolean): Json {
  const variant = object(
    {
      id: { type: "integer", minimum: 1, maximum: 2_147_483_647, description: "An existing variant of the product; left out for a new one." },
      type: { type: "string", minLength: 1, maxLength: productLimits.variantType, description: "The option type, e.g. Colour or Size." },
      name: text(productLimits.variantName),
      nameHi: nullable({
        type: "string",
        maxLength: productLimits.variantName,
        description: "The option's Hindi name; blank or null for none. Left out, an existing variant keeps its own.",
      }),
      colour: { type: "string", pattern: "^#[0-9a-fA-F]{6}$" },
      sku: { type: "string", minLength: productLimits.sku.min, maxLength: productLimits.sku.max, pattern: "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$", description: "Unique across every variant." },
      price: { type: "integer", minimum: 1, maximum: productLimits.price },
      originalPrice: { type: "integer", minimum: 1, maximum: productLimits.price, description: "At least the price." },
      maxPerOrder: { type: "integer", minimum: 1, maximum: productLimits.maxPerOrder, default: 10, description: "Most of it one cart and order may hold." },
    },
    ["type", "name", "colour", "sku", "price", "originalPrice"],
  );
  const properties: Record<string, Json> = {
    name: { type: "string", minLength: productLimits.name.min, maxLength: productLimits.name.max },
    slug: { type: "string", minLength: productLimits.slug.min, maxLength: productLimits.slug.max, pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
    sku: { type: "string", minLength: productLimits.sku.min, maxLength: productLimits.sku.max, pattern: "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$" },
    description: { type: "string", minLength: productLimits.description.min, maxLength: productLimits.description.max, description: "Paragraphs, line breaks, **bold**, *italic* and lists (- or 1.); anything else is shown as text." },
    categoryId: { type: "integer", minimum: 1, maximum: 2_147_483_647, description: "A subcategory." },
    collectionId: nullable(identifier),
    brandId: identifier,
    material: enumOf(productMaterials),
    nameHi: nullable({
      type: "string",
      maxLength: productLimits.name.max,
      description: `The Hindi name, ${productLimits.name.min} to ${productLimits.name.max} characters; blank or null for none. Left out, a change keeps it.`,
    }),
    descriptionHi: nullable({ type: "string", maxLength: productLimits.description.max, description: "The Hindi description, as the description is written; blank or null for none." }),
    specifications: {
      type: "array",
      maxItems: productLimits.specifications,
      items: object(
        {
          label: text(productLimits.specLabel),
          value: text(productLimits.specValue),
          labelHi: nullable({ type: "string", maxLength: productLimits.specLabel }),
          valueHi: nullable({ type: "string", maxLength: productLimits.specValue }),
        },
        ["label", "value"],
      ),
      description: "A specification without labelHi and valueHi keeps the Hindi the product's specification with the same label had.",
    },
    hsnCode: nullable({ type: "string", pattern: "^[0-9]{4}([0-9]{2}){0,2}$", description: "With gstRatePercent, overrides the category's on invoices." }),
    gstRatePercent: nullable({ type: "integer", enum: [...gstRates] }),
    seoTitle: nullable({ type: "string", maxLength: productLimits.seoTitle }),
    seoDescription: nullable({ type: "string", maxLength: productLimits.seoDescription }),
    seoTitleHi: nullable({ type: "string", maxLength: productLimits.seoTitle, description: "The Hindi page's SEO title; blank or null for none. Left out, a change keeps it." }),
    seoDescriptionHi: nullable({ type: "string", maxLength: productLimits.seoDescription, description: "The Hindi page's SEO description; blank or null for none." }),
    variants: { type: "array", minItems: 1, maxItems: productLimits.variants, items: variant },
  };
  const optional = new Set(["seoTitle", "seoDescription", "nameHi", "descriptionHi", "seoTitleHi", "seoDescriptionHi"]);
  return create ? object(properties, Object.keys(properties).filter((name) => !optional.has(name))) : object(properties, []);
}

const orderAnswer = jsonResponse("The order as the back office shows it.", dataOf(ref("AdminOrderDetail")));
const returnAnswer = jsonResponse("The return.", dataOf(ref("Return")));

export const adminPaths: Record<string, Json> = {
  "/api/admin/me": {
    get: {
      tags: [tag],
      summary: "Who is acting: the signed-in staff member or the API token, its role and what it may do",
      security,
      responses: { 200: jsonResponse("Who acts.", dataOf(ref("AdminMe"))), 401: common[401] ?? null },
    },
  },
  "/api/admin/orders": {
    get: {
      tags: [tag],
      summary: "The order queue, newest first, filtered (orders.read)",
      security,
      parameters: [
        { name: "status", in: "query", schema: enumOf(orderStatuses) },
        { name: "paymentMethod", in: "query", schema: enumOf(paymentMethods) },
        { name: "state", in: "query", description: "Two-letter state code of the delivery address.", schema: enumOf(indianStates.map((state) => state.code)) },
        { name: "from", in: "query", description: "Placed on or after (India's time).", schema: isoDate },
        { name: "to", in: "query", description: "Placed on or before (India's time).", schema: isoDate },
        { name: "q", in: "query", description: "An order number, an e-mail address or a phone number, however typed.", schema: { type: "string", maxLength: 100 } },
        pageParameter,
      ],
      responses: { 200: jsonResponse("One page of the queue.", dataOf(ref("AdminOrderQueue"))), 422: errorResponse("A parameter is invalid; the message names it."), ...common },
    },
  },
  "/api/admin/orders/{number}": {
    get: {
      tags: [tag],
      summary: "One order with its notes, e-mails, refunds, returns and the moves open from here (orders.read)",
      security,
      parameters: [orderNumber],
      responses: { 200: orderAnswer, 404: errorResponse("No such order."), ...common },
    },
  },
  "/api/admin/orders/{number}/actions": {
    post: {
      tags: [tag],
      summary: "Confirm, pack, ship, deliver or cancel an order (orders.advance; cancel: orders.cancel)",
      description:
        "expectedStatus is the status the caller saw: when the order moved since, nothing is applied (409, code changed). " +
        "Shipping needs the courier and tracking number, which the shopper then sees; cancelling needs a reason, puts the stock " +
        "back and voids or refunds the payment. Each move writes the audit trail and e-mails the shopper.",
      security,
      parameters: [orderNumber],
      requestBody: jsonBody(orderActionBody),
      responses: {
        200: orderAnswer,
        404: errorResponse("No such order."),
        409: errorResponse("The order moved since expectedStatus (changed), or the move does not apply where it stands (not_allowed)."),
        422: errorResponse("A field is missing or invalid; the message is the form's."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/orders/{number}/notes": {
    post: {
      tags: [tag],
      summary: "Add an internal note to an order (orders.note); shoppers never see notes",
      security,
      parameters: [orderNumber],
      requestBody: jsonBody(object({ body: text(orderDeskMaxLengths.note) })),
      responses: {
        201: jsonResponse("The note.", dataOf(ref("OrderNote"))),
        404: errorResponse("No such order."),
        422: errorResponse("The note is blank or too long."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/orders/{number}/emails/{id}/resend": {
    post: {
      tags: [tag],
      summary: "Send one of the order's e-mails again: a copy goes to the outbox (emails.resend)",
      security,
      parameters: [orderNumber, idIn("The e-mail's id, from the order's emails.")],
      responses: { 202: jsonResponse("Queued.", dataOf(object({ queued: boolean }))), 404: errorResponse("No such order, or no such e-mail of it."), ...common },
    },
  },
  "/api/admin/returns": {
    get: {
      tags: [tag],
      summary: "Return requests, newest first, by status (orders.read)",
      security,
      parameters: [{ name: "status", in: "query", schema: enumOf(returnStatuses) }, pageParameter],
      responses: { 200: jsonResponse("One page of returns.", dataOf(ref("ReturnQueue"))), 422: errorResponse("A parameter is invalid."), ...common },
    },
  },
  "/api/admin/returns/{id}": {
    get: {
      tags: [tag],
      summary: "One return (orders.read; the bank account in full only with returns.manage)",
      security,
      parameters: [idIn("The return's id.")],
      responses: { 200: returnAnswer, 404: errorResponse("No such return."), ...common },
    },
  },
  "/api/admin/returns/{id}/actions": {
    post: {
      tags: [tag],
      summary: "Approve, reject, schedule the pickup, receive (with each piece's condition) or refund a return (returns.manage)",
      security,
      parameters: [idIn("The return's id.")],
      requestBody: jsonBody(returnActionBody),
      responses: {
        200: returnAnswer,
        402: errorResponse("The payment provider refused the refund; it stays failed, to try again (refund_failed)."),
        404: errorResponse("No such return."),
        409: errorResponse("The return moved since expectedStatus (changed), or the step does not apply where it stands (not_allowed)."),
        422: errorResponse("A field is missing or invalid."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/stock": {
    get: {
      tags: [tag],
      summary: "Variants and their stock, by product name or SKU, in one warehouse, or only the low ones (stock.manage)",
      security,
      parameters: [
        { name: "q", in: "query", description: "Part of a product's name or a SKU.", schema: { type: "string", maxLength: 100 } },
        { name: "warehouseId", in: "query", description: "Only variants held in this warehouse, with its figures.", schema: identifier },
        { name: "low", in: "query", description: "1 or true: only variants at or under the low-stock threshold, fewest first.", schema: enumOf(["1", "true"]) },
        pageParameter,
      ],
      responses: {
        200: jsonResponse("One page of variants.", dataOf(ref("StockList"))),
        404: errorResponse("No such warehouse."),
        422: errorResponse("A parameter is invalid."),
        ...common,
      },
    },
  },
  "/api/admin/stock/variants/{id}": {
    get: {
      tags: [tag],
      summary: "One variant's stock in every warehouse and a page of its ledger, newest first (stock.manage)",
      security,
      parameters: [idIn("The variant's id."), pageParameter],
      responses: {
        200: jsonResponse("The variant's stock.", dataOf(ref("VariantStock"))),
        404: errorResponse("No such variant."),
        422: errorResponse("A parameter is invalid."),
        ...common,
      },
    },
  },
  "/api/admin/stock/adjustments": {
    post: {
      tags: [tag],
      summary: "Pieces received, found damaged, or a correction (set or add, with a note) in one warehouse; audited and in the ledger (stock.manage)",
      security,
      requestBody: jsonBody(stockAdjustmentBody),
      responses: {
        201: jsonResponse("The variant's stock after the adjustment.", dataOf(ref("VariantStock"))),
        404: errorResponse("No such variant or warehouse."),
        409: errorResponse("It would take the warehouse's figure below zero (not_enough_stock); nothing was changed."),
        422: errorResponse("A field is missing or invalid, or a correction has no note."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/refunds/{id}/retry": {
    post: {
      tags: [tag],
      summary: "Try a failed refund again with the provider, under its same idempotency key (returns.manage)",
      security,
      parameters: [idIn("The refund's id.")],
      responses: {
        200: jsonResponse("The refund after the attempt.", dataOf(ref("Refund"))),
        402: errorResponse("The provider refused it again (refund_failed)."),
        404: errorResponse("No such refund."),
        409: errorResponse("The refund is not a failed one."),
        ...common,
      },
    },
  },
  "/api/admin/customers": {
    get: {
      tags: [tag],
      summary: "Customers (shoppers with an account), newest first, or those a search finds (customers.read)",
      security,
      parameters: [
        {
          name: "q",
          in: "query",
          description: "Part of a name (at least 3 characters), a whole e-mail address, or a phone number however typed (the account's or one given on its orders).",
          schema: { type: "string", maxLength: 100 },
        },
        pageParameter,
      ],
      responses: {
        200: jsonResponse("One page of customers.", dataOf(ref("CustomerList"))),
        422: errorResponse("A parameter is invalid, or a name search is shorter than 3 characters."),
        ...common,
      },
    },
  },
  "/api/admin/customers/{id}": {
    get: {
      tags: [tag],
      summary: "One customer: details, orders, addresses, saved-card count, notes and e-mails (customers.read); never a password, session, reset link or card detail",
      security,
      parameters: [idIn("The customer's id.")],
      responses: { 200: jsonResponse("The customer.", dataOf(ref("CustomerDetail"))), 404: errorResponse("No such customer."), ...common },
    },
  },
  "/api/admin/customers/{id}/notes": {
    post: {
      tags: [tag],
      summary: "Add an internal note to a customer (customers.note); shoppers never see notes",
      security,
      parameters: [idIn("The customer's id.")],
      requestBody: jsonBody(object({ body: text(orderDeskMaxLengths.note) })),
      responses: {
        201: jsonResponse("The note.", dataOf(ref("OrderNote"))),
        404: errorResponse("No such customer."),
        422: errorResponse("The note is blank or too long."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/customers/{id}/emails/{emailId}/resend": {
    post: {
      tags: [tag],
      summary: "Send one of the customer's e-mails again: a copy goes to the outbox (emails.resend)",
      security,
      parameters: [idIn("The customer's id."), { name: "emailId", in: "path", required: true, description: "The e-mail's id, from the customer's emails.", schema: identifier }],
      responses: {
        202: jsonResponse("Queued.", dataOf(object({ queued: boolean }))),
        404: errorResponse("No such customer, or no such e-mail of theirs."),
        409: errorResponse("The e-mail carried a single-use link (a password reset) and is not sent again (not_allowed)."),
        ...common,
      },
    },
  },
  "/api/admin/customers/{id}/password-reset": {
    post: {
      tags: [tag],
      summary: "Send the customer the shop's own password-reset e-mail, a single-use link valid for an hour (emails.resend)",
      description: "The link goes only to the account's e-mail address; it is never in this answer or the audit trail.",
      security,
      parameters: [idIn("The customer's id.")],
      responses: {
        202: jsonResponse("The e-mail is in the outbox.", dataOf(object({ toAddress: string }))),
        404: errorResponse("No such customer."),
        ...common,
      },
    },
  },
  "/api/admin/dashboard": {
    get: {
      tags: [tag],
      summary: "The home figures: per Indian day for 30 days, today, 7 and 30 days, top products and low stock (orders.read)",
      security,
      responses: { 200: jsonResponse("The figures.", dataOf(ref("DashboardFigures"))), ...common },
    },
  },
  "/api/admin/products/{id}/photos": {
    get: {
      tags: [tag],
      summary: "A product's uploaded photos, in the shop's order (catalog.manage)",
      security,
      parameters: [idIn("The product's id.")],
      responses: { 200: jsonResponse("The product and its photos.", dataOf(ref("ProductPhotoList"))), 404: errorResponse("No such product."), ...common },
    },
    post: {
      tags: [tag],
      summary: "Upload a photo (JPEG, PNG, WebP or AVIF, read from the bytes) after the product's others (catalog.manage)",
      description:
        "Once a product has an uploaded photo, the shop shows only its uploaded photos, the first as its main picture. A photo for one variant is shown first when a shopper chooses that variant, then the photos for all colours; a variant without photos of its own shows those for all colours (with none for all colours, those of the variant whose photo comes first). The photo is turned upright by its EXIF orientation and kept without any metadata (EXIF, GPS, XMP).",
      security,
      parameters: [idIn("The product's id.")],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: object({
              photo: { type: "string", format: "binary", description: `At most ${productPhotoLimits.maxBytes / (1024 * 1024)} MB and ${productPhotoLimits.maxPixels / 1_000_000} megapixels.` },
              alt: { type: "string", minLength: 1, maxLength: productPhotoLimits.altMaxLength, description: "What the photo shows, for shoppers who cannot see it." },
              variantId: { type: "string", pattern: "^[1-9][0-9]{0,9}$", description: "The id of one of the product's variants to show the photo for; absent or empty: all colours." },
            }, ["photo", "alt"]),
          },
        },
      },
      responses: {
        201: jsonResponse("The photo as stored.", dataOf(ref("ProductPhoto"))),
        400: errorResponse("The multipart body is malformed."),
        404: errorResponse("No such product."),
        409: errorResponse(`The product already has ${productPhotoLimits.maxPhotosPerProduct} photos (too_many_photos).`),
        413: errorResponse("The file is over the size limit, or the image over the pixel limit (too_many_pixels)."),
        415: errorResponse("The body is not multipart/form-data."),
        422: errorResponse(
          "No file, not a JPEG, PNG, WebP or AVIF (unsupported_type), damaged or incomplete (unreadable), no alt text, or a variant that is not one of the product's (unknown_variant).",
        ),
        ...common,
      },
    },
  },
  "/api/admin/products/{id}/photos/{photoId}": {
    patch: {
      tags: [tag],
      summary: "Change a photo's alt text or the variant it is shown for, or move it to another place (0 = the main picture) (catalog.manage)",
      security,
      parameters: [idIn("The product's id."), { name: "photoId", in: "path", required: true, description: "The photo's id.", schema: identifier }],
      requestBody: jsonBody({
        type: "object",
        additionalProperties: false,
        properties: {
          alt: { type: "string", minLength: 1, maxLength: productPhotoLimits.altMaxLength },
          position: { ...integer, minimum: 0, maximum: productPhotoLimits.maxPhotosPerProduct - 1 },
          variantId: { oneOf: [identifier, { type: "null" }], description: "One of the product's variants to show the photo for, or null for all colours." },
        },
        minProperties: 1,
      }),
      responses: {
        200: jsonResponse("The product's photos after the change, in order.", dataOf(object({ photos: arrayOf(ref("ProductPhoto")) }))),
        404: errorResponse("No such product, or no such photo of it."),
        422: errorResponse("Empty or too long alt text, a position out of range, a variant that is not one of the product's (unknown_variant), or nothing given."),
        ...withBody,
        ...common,
      },
    },
    delete: {
      tags: [tag],
      summary: "Delete a photo; the next one becomes the main picture, and with none left the drawn pictures return (catalog.manage)",
      security,
      parameters: [idIn("The product's id."), { name: "photoId", in: "path", required: true, description: "The photo's id.", schema: identifier }],
      responses: { 204: { description: "Deleted." }, 404: errorResponse("No such product, or no such photo of it."), ...common },
    },
  },
  "/api/admin/products": {
    get: {
      tags: [tag],
      summary: "Products, newest first, searched and filtered, with counts per status (catalog.manage)",
      security,
      parameters: [
        { name: "q", in: "query", description: "Any part of a name, or of the product's or a variant's SKU.", schema: { type: "string", maxLength: 100 } },
        { name: "categoryId", in: "query", description: "A room (every subcategory in it) or a subcategory.", schema: identifier },
        { name: "brandId", in: "query", schema: identifier },
        { name: "status", in: "query", schema: enumOf(productStatuses) },
        pageParameter,
      ],
      responses: { 200: jsonResponse("One page of products.", dataOf(ref("AdminProductList"))), 422: errorResponse("A parameter is invalid; the message names it."), ...common },
    },
    post: {
      tags: [tag],
      summary: "Create a product, as a draft (catalog.manage); its variants start with no stock",
      security,
      requestBody: jsonBody(productBody(true)),
      responses: {
        201: productAnswer,
        409: errorResponse("The slug, the product's SKU or a variant's SKU is taken (slug_taken, sku_taken)."),
        422: errorResponse("A field is missing or invalid, or names no category, brand or collection; the message says which."),
        ...withProductBody,
        ...common,
      },
    },
  },
  "/api/admin/products/export": {
    get: {
      tags: [tag],
      summary: "The catalog as CSV, one row per variant (catalog.manage); the columns are in docs/catalog-csv.md",
      security,
      responses: {
        200: { description: "The CSV file, streamed.", content: { "text/csv": { schema: { type: "string", example: `${catalogCsvColumns.join(",")}\n` } } } },
        ...common,
      },
    },
  },
  "/api/admin/products/import": {
    post: {
      tags: [tag],
      summary: "Import products and variants from CSV (catalog.manage): matched by product and variant SKU, checked row by row, written whole or not at all",
      description: `The body is the file itself, sent as text/csv (under another type the body may not pass 16 KB): UTF-8, at most ${catalogCsvLimits.maxBytes / (1024 * 1024)} MB and ${catalogCsvLimits.maxRows.toLocaleString("en-US")} rows. With dryRun=true nothing is written and the report says what each row would do.`,
      security,
      parameters: [{ name: "dryRun", in: "query", required: true, description: "true: check and report only; false: write the file if no row has an error.", schema: enumOf(["true", "false"]) }],
      requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } } } },
      responses: {
        200: jsonResponse("The report: per row what it does (create, update, unchanged) or its errors; with dryRun=false, the file was written.", dataOf(ref("CatalogImportReport"))),
        409: errorResponse("Another change took one of the file's SKUs or slugs while it was being written (conflict): nothing was written."),
        413: errorResponse("The file is larger than the limit, or has too many rows (too_large); or the body is over 16 KB and not sent as text/csv."),
        422: {
          description: "The file cannot be read (invalid_file: not UTF-8, not CSV, a wrong header), or, with dryRun=false, some rows have errors (refused): nothing was written, and data holds the report.",
          content: { "application/json": { schema: { type: "object", required: ["error"], properties: { error: ref("Error"), data: ref("CatalogImportReport") } } } },
        },
        ...common,
      },
    },
  },
  "/api/admin/products/{id}": {
    get: {
      tags: [tag],
      summary: "One product as its editor shows it (catalog.manage)",
      security,
      parameters: [idIn("The product's id.")],
      responses: { 200: productAnswer, 404: errorResponse("No such product."), ...common },
    },
    patch: {
      tags: [tag],
      summary: "Change any of a product's fields (catalog.manage); a changed slug keeps redirecting (301) to the product",
      description: "variants, when sent, lists every variant: existing ones by id (none may be left out), new ones without.",
      security,
      parameters: [idIn("The product's id.")],
      requestBody: jsonBody(productBody(false)),
      responses: {
        200: productAnswer,
        404: errorResponse("No such product."),
        409: errorResponse("The slug or a SKU is taken (slug_taken, sku_taken)."),
        422: errorResponse("A field is invalid; the message says which."),
        ...withProductBody,
        ...common,
      },
    },
  },
  "/api/admin/products/{id}/publication": {
    post: {
      tags: [tag],
      summary: "Publish a product now, take it off sale (a draft again), or schedule it (catalog.manage)",
      security,
      parameters: [idIn("The product's id.")],
      requestBody: jsonBody({
        oneOf: [
          object({ action: { const: "publish" } }),
          object({ action: { const: "unpublish" } }),
          object({
            action: { const: "schedule" },
            publishAt: { type: "string", description: "When it appears: ISO 8601 with its offset, or YYYY-MM-DDTHH:MM in India's time. Must be in the future.", example: "2026-12-01T09:30" },
          }),
        ],
      }),
      responses: {
        200: productAnswer,
        404: errorResponse("No such product."),
        422: errorResponse("The action is unknown, or the time is unreadable or not in the future."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/audit": {
    get: {
      tags: [tag],
      summary: "The audit trail, newest first, filtered (audit.read)",
      security,
      parameters: [
        { name: "action", in: "query", description: "e.g. order.ship, api-token.create", schema: { type: "string", maxLength: 100 } },
        { name: "entityType", in: "query", schema: { type: "string", maxLength: 100 } },
        { name: "entityId", in: "query", schema: { type: "string", maxLength: 100 } },
        { name: "staffId", in: "query", description: "Changes by this staff member and by the API tokens they made.", schema: identifier },
        { name: "from", in: "query", schema: isoDate },
        { name: "to", in: "query", schema: isoDate },
        pageParameter,
      ],
      responses: { 200: jsonResponse("One page of entries.", dataOf(ref("AuditPage"))), 422: errorResponse("A parameter is invalid."), ...common },
    },
  },
  "/api/admin/promotions": {
    get: {
      tags: [tag],
      summary: "Every promo code by name, with its uses and where it stands now (promotions.manage)",
      security,
      responses: { 200: jsonResponse("The promo codes.", dataOf(object({ promotions: arrayOf(ref("Promotion")) }))), ...common },
    },
    post: {
      tags: [tag],
      summary: "Make a promo code: percent or flat rupees off, minimum order, dates, limits (promotions.manage)",
      description: "The code is stored upper-case. Dates are India time, written YYYY-MM-DDTHH:MM; the end must be after the start.",
      security,
      requestBody: jsonBody(promotionBody(true)),
      responses: {
        201: promotionAnswer,
        409: errorResponse("A promo code of that name exists (duplicate)."),
        422: errorResponse("A field is missing or invalid; the message is the form's."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/promotions/{code}": {
    get: {
      tags: [tag],
      summary: "One promo code (promotions.manage)",
      security,
      parameters: [promotionCode],
      responses: { 200: promotionAnswer, 404: errorResponse("No such promo code."), ...common },
    },
    put: {
      tags: [tag],
      summary: "Change a promo code's terms; its name and uses stay (promotions.manage)",
      security,
      parameters: [promotionCode],
      requestBody: jsonBody(promotionBody(false)),
      responses: {
        200: promotionAnswer,
        404: errorResponse("No such promo code."),
        422: errorResponse("A field is missing or invalid; the message is the form's."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/promotions/{code}/active": {
    post: {
      tags: [tag],
      summary: "Switch a promo code on or off (promotions.manage)",
      security,
      parameters: [promotionCode],
      requestBody: jsonBody(object({ active: boolean })),
      responses: { 200: promotionAnswer, 404: errorResponse("No such promo code."), 422: errorResponse("active is not true or false."), ...withBody, ...common },
    },
  },
  "/api/admin/reviews": {
    get: {
      tags: [tag],
      summary: "Shoppers' reviews, newest first, filtered (reviews.manage)",
      security,
      parameters: [
        { name: "state", in: "query", schema: enumOf(reviewStates) },
        { name: "rating", in: "query", schema: { type: "integer", minimum: 1, maximum: 5 } },
        { name: "productId", in: "query", schema: identifier },
        { name: "q", in: "query", description: "Words of the comment or the author's name.", schema: { type: "string", maxLength: reviewModerationLimits.query.max } },
        pageParameter,
      ],
      responses: { 200: jsonResponse("One page of reviews.", dataOf(ref("AdminReviewPage"))), 422: errorResponse("A parameter is invalid."), ...common },
    },
  },
  "/api/admin/reviews/{id}": {
    get: {
      tags: [tag],
      summary: "One review (reviews.manage)",
      security,
      parameters: [idIn("The review's id.")],
      responses: { 200: reviewAnswer, 404: errorResponse("No such review."), ...common },
    },
  },
  "/api/admin/reviews/{id}/hide": {
    post: {
      tags: [tag],
      summary: "Hide a review with a reason: off the product page and out of its rating; its author sees the reason (reviews.manage)",
      security,
      parameters: [idIn("The review's id.")],
      requestBody: jsonBody(object({ reason: text(reviewModerationLimits.reason.max) })),
      responses: {
        200: reviewAnswer,
        404: errorResponse("No such review."),
        409: errorResponse("The review is already hidden (not_allowed)."),
        422: errorResponse("The reason is missing, too short or too long."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/reviews/{id}/show": {
    post: {
      tags: [tag],
      summary: "Show a hidden review again: back on the product page and in its rating (reviews.manage)",
      security,
      parameters: [idIn("The review's id.")],
      responses: { 200: reviewAnswer, 404: errorResponse("No such review."), 409: errorResponse("The review is already shown (not_allowed)."), ...common },
    },
  },
  "/api/admin/api-tokens": {
    get: {
      tags: [tag],
      summary: "Every API token, revoked ones included, newest first (api-tokens.manage); never the tokens themselves",
      security,
      responses: { 200: jsonResponse("The tokens.", dataOf(object({ tokens: arrayOf(ref("StaffApiToken")) }))), ...common },
    },
    post: {
      tags: [tag],
      summary: "Make an API token with a name and a role (api-tokens.manage, signed in: a token cannot make tokens)",
      description: "The token is in this answer only: the store keeps its SHA-256. Keep it secret; revoke it when in doubt.",
      security,
      requestBody: jsonBody(object({ name: text(apiTokenNameMaxLength), role: enumOf(staffRoles) })),
      responses: {
        201: jsonResponse("The token, shown this once.", dataOf(object({ token: { type: "string", pattern: "^aangan_staff_[A-Za-z0-9_-]{43}$" }, apiToken: ref("StaffApiToken") }))),
        422: errorResponse("The name is blank or too long, or the role unknown."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/api-tokens/{id}": {
    delete: {
      tags: [tag],
      summary: "Revoke an API token at once (api-tokens.manage, signed in)",
      security,
      parameters: [idIn("The token's id (not the token).")],
      responses: { 204: { description: "Revoked." }, 404: errorResponse("No such token, or it is already revoked."), ...common },
    },
  },
};
