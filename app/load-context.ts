import type { Logger } from "pino";
import type { CartOwner } from "../server/services/cart-service";
import type { Services } from "../server/services/services";
import type { WishlistOwner } from "../server/services/wishlist-service";

// What the HTTP server hands every route loader and action (see server/app.ts): loaders stay
// thin and call services; they never open their own database connection.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    logger: Logger;
    requestId: string;
    /** Per-request CSP nonce for React Router's inline scripts. */
    nonce: string;
    /** Whose cart this request is about, decided once by the server from its cookies. */
    cartOwner: CartOwner | null;
    /**
     * The cart owner for an action that changes the cart: creates a guest cart on a guest's first
     * change, returning the Set-Cookie header the action must send back (null when not needed).
     */
    cartOwnerForChange: () => { owner: CartOwner; setCookie: string | null };
    /** Whose wishlist this request is about (guest cookie), or null before their first heart. */
    wishlistOwner: WishlistOwner | null;
    /** Like cartOwnerForChange, for the wishlist's own guest cookie. */
    wishlistOwnerForChange: () => { owner: WishlistOwner; setCookie: string | null };
  }
}

export {};
