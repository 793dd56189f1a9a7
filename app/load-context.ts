import type { Logger } from "pino";
import type { AuthUser } from "~/lib/contracts/auth";
import type { Owner } from "~/lib/contracts/owner";
import type { ShopServices } from "~/lib/contracts/shop-services";
import type { AdminServices } from "~/lib/contracts/admin-services";
import type { StaffMember } from "~/lib/contracts/staff";

/** How a page was answered: its kept copy, or drawn (and then kept, or not). */
export type PageAnswer = "cached" | "drawn_and_kept" | "drawn";

// What the HTTP server hands every route loader and action (see server/app.ts): loaders stay
// thin and call services; they never open their own database connection, nor import the server.
export interface PageFailures {
  report(error: unknown): void;
  /** Seconds to wait before trying again when the database could not be reached; null otherwise. */
  retryAfterSeconds(): number | null;
}

declare module "react-router" {
  interface AppLoadContext {
    services: ShopServices & AdminServices;
    logger: Logger;
    requestId: string;
    /** Per-request CSP nonce for React Router's inline scripts. */
    nonce: string;
    /** A production store on the test gateway: every page says that no money is taken. */
    testPayments: boolean;
    /** A stylesheet of the browser build as text, to inline into the page; null when unavailable. */
    clientAssetText: (href: string) => string | null;
    /** Whose cart this request is about: the signed-in shopper's, else the guest cookie's. */
    cartOwner: Owner | null;
    /**
     * The cart owner for an action that changes the cart: creates a guest cart on a guest's first
     * change, returning the Set-Cookie header the action must send back (null when not needed).
     */
    cartOwnerForChange: () => { owner: Owner; setCookie: string | null };
    /** Whose wishlist this request is about: the signed-in shopper's, else the guest cookie's (or null). */
    wishlistOwner: Owner | null;
    /** Like cartOwnerForChange, for the wishlist's own guest cookie. */
    wishlistOwnerForChange: () => { owner: Owner; setCookie: string | null };
    /** The signed-in shopper (session cookie or bearer token), null for a guest. */
    user: AuthUser | null;
    /** The token of that session, so sign-out can end it; null for a guest. */
    sessionToken: string | null;
    /**
     * Errors thrown while answering this page (loaders, actions, rendering): reported here to be
     * logged with the request. When one was the database being out of reach, the page is a 503.
     */
    failures: PageFailures;
    /** Counts how the page was answered (the page cache's share, for the store's metrics). */
    countPageAnswer: (answer: PageAnswer) => void;
    /** Where the request came from, for per-address rate limits. */
    clientAddress: string;
    /** Set-Cookie header values for the session cookie (httpOnly, SameSite=Lax, Path=/). */
    /** The signed-in staff member, on back-office pages only (elsewhere always null). */
    staff: StaffMember | null;
    staffSessionToken: string | null;
    /** Set-Cookie header values for the staff session cookie (httpOnly, SameSite=Strict). */
    staffCookies: {
      signIn: (token: string) => string;
      signOut: () => string;
    };
    sessionCookies: {
      /** Hands a new session to the browser and drops the guest cart and wishlist cookies it merged. */
      signIn: (token: string) => string[];
      signOut: () => string;
    };
  }
}

