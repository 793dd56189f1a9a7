/** Where a placed order is shown: only to the shopper who placed it (see the route's loader). */
export function orderConfirmationPath(orderNumber: string): string {
  return `/order-confirmation?order=${encodeURIComponent(orderNumber)}`;
}
