/**
 * Whose cart, wishlist or guest orders: a signed-in shopper's, or a guest's, named by the random
 * token in the guest's cookie.
 */
export type Owner = { kind: "user"; userId: number } | { kind: "guest"; token: string };
