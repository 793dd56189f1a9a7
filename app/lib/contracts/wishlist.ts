// The wishlist as the pages show it, and how the wishlist service refuses a change.
import type { ProductSummary } from "./catalog";
import { Refusal, type RefusalStatus } from "./refusal";

/** One saved product, priced and stocked as the catalog says today (nothing is stored but the id). */
export type WishlistItem = Pick<
  ProductSummary,
  "id" | "name" | "image" | "price" | "originalPrice" | "discount" | "inStock" | "defaultVariantId"
>;

export type WishlistErrorCode = "not_found";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const wishlistErrorStatus = {
  not_found: 404,
} as const satisfies Record<WishlistErrorCode, RefusalStatus>;

/** A refusal a shopper can act on; the route answers it with a 4xx and this message. */
export class WishlistError extends Refusal<WishlistErrorCode> {
  constructor(code: WishlistErrorCode, message: string) {
    super(wishlistErrorStatus, code, message);
    this.name = "WishlistError";
  }
}

export const productNotFoundMessage = "Product Not Found";
