/** Where a placed order is shown: only to the shopper who placed it (see the route's loader). */
export function orderConfirmationPath(orderNumber: string): string {
  return `/order-confirmation?order=${encodeURIComponent(orderNumber)}`;
}

/** Where a shopper pays an order that awaits its payment in the gateway's window ("Pay now"). */
export function payOrderPath(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}/pay`;
}
