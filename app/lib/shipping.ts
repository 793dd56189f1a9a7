// Spec §9: delivery is free on orders above ₹ 999; below that a flat fee (also stated on the
// shipping policy page and the FAQ).
export const freeShippingThreshold = 999;
export const flatShippingFee = 99;

export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal > freeShippingThreshold ? 0 : flatShippingFee;
}
