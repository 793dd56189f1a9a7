// Where a shopper follows an order after placing it. A guest has no account to look in, so a
// guest goes to Track Order with the order's number and e-mail filled in (the order shows at
// once); the confirmation page and every order e-mail link there the same way.

/** /track-order for this order, found with the e-mail (or phone) given at checkout. */
export function trackOrderPath(orderNumber: string, contact: string): string {
  return `/track-order?${new URLSearchParams({ order: orderNumber, contact }).toString()}`;
}
