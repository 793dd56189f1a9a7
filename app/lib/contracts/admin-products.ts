// The back office's products: the list with its filters and counts, one product as its editor
// shows it, and the refusals of the product service. Shared by the pages and the JSON API.
import { Refusal, type RefusalStatus } from "./refusal";

/** Whether shoppers see a product: published, a draft, or scheduled to appear at a time to come. */
export const productStatuses = ["published", "draft", "scheduled"] as const;
export type ProductStatus = (typeof productStatuses)[number];

export function isProductStatus(value: unknown): value is ProductStatus {
  return typeof value === "string" && (productStatuses as readonly string[]).includes(value);
}

export interface AdminProductFilters {
  /** Any part of a name, or of the product's or a variant's SKU. */
  query?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  status?: ProductStatus | undefined;
}

export interface AdminProductSummary {
  id: number;
  name: string;
  slug: string;
  sku: string;
  category: string;
  brand: string;
  /** The lowest variant price, as listings show it. */
  price: number;
  variantCount: number;
  /** Units on sale over every variant (read-only here: stock has its own screen). */
  stock: number;
  status: ProductStatus;
  /** When it was or will be published (ISO); null for a draft. */
  publishedAt: string | null;
  updatedAt: string;
}

export interface AdminProductList {
  products: AdminProductSummary[];
  /** Products matching every filter. */
  total: number;
  page: number;
  pageSize: number;
  /** Products per status under the same filters except status. */
  countsByStatus: Record<ProductStatus, number>;
}

export interface AdminProductOption {
  id: number;
  name: string;
}

/** What the product form may choose from. */
export interface AdminProductChoices {
  /** Subcategories, named with their room ("Living Room › Sofas"): products are filed under one. */
  categories: AdminProductOption[];
  brands: AdminProductOption[];
  collections: AdminProductOption[];
}

export interface AdminProductVariant {
  id: number;
  type: string;
  name: string;
  /** The option's Hindi name, null where none is written. */
  nameHi: string | null;
  colour: string;
  sku: string;
  price: number;
  originalPrice: number;
  maxPerOrder: number;
  /** Read-only here. */
  stock: number;
}

export interface AdminProductDetail {
  id: number;
  name: string;
  /** The Hindi name, null where none is written (Hindi pages then show the English). */
  nameHi: string | null;
  slug: string;
  sku: string;
  description: string;
  descriptionHi: string | null;
  categoryId: number;
  collectionId: number | null;
  brandId: number;
  material: string;
  specifications: { label: string; value: string; labelHi: string | null; valueHi: string | null }[];
  hsnCode: string | null;
  gstRatePercent: number | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoTitleHi: string | null;
  seoDescriptionHi: string | null;
  variants: AdminProductVariant[];
  status: ProductStatus;
  publishedAt: string | null;
  /** Earlier slugs that still lead here. */
  formerSlugs: string[];
  updatedAt: string;
}

export type ProductAdminErrorCode = "not_found" | "slug_taken" | "sku_taken" | "invalid_request";

export const productAdminErrorStatus = {
  not_found: 404,
  slug_taken: 409,
  sku_taken: 409,
  invalid_request: 422,
} as const satisfies Record<ProductAdminErrorCode, RefusalStatus>;

export class ProductAdminError extends Refusal<ProductAdminErrorCode> {
  constructor(code: ProductAdminErrorCode, message: string) {
    super(productAdminErrorStatus, code, message);
    this.name = "ProductAdminError";
  }
}

/**
 * The largest JSON body a product is written with through the API: its texts in both languages
 * (each description up to 5,000 characters, three bytes a letter in Devanagari), its
 * specifications and variants. Other API bodies are held to 16 KB.
 */
export const maxProductBodyBytes = 96 * 1024;
