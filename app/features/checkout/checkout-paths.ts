/** Where a placed order is shown: only to the shopper who placed it (see the route's loader). */
export function orderConfirmationPath(orderNumber: string): string {
  return `/order-confirmation?order=${encodeURIComponent(orderNumber)}`;
}

/** Spec §2: View Order Status on the confirmation goes to the account's order history. */
export const orderStatusPath = "/profile?tab=orders";
