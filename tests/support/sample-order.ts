// One placed order as the order service shows it: for tests of what is made from an order (its
// e-mails) without a database.
import type { OrderView } from "../../app/lib/contracts/orders";

export const sampleOrder: OrderView = {
  number: "ORD260615000042",
  status: "confirmed",
  placedAt: "2026-06-15T10:00:00.000Z",
  email: "asha+home@example.in",
  shipping: {
    firstName: "Asha",
    lastName: "Verma",
    email: "asha+home@example.in",
    phone: "9876543210",
    address: "12 MG Road",
    apartment: "",
    city: "Bengaluru",
    state: "KA",
    pincode: "560001",
  },
  payment: { method: "upi", status: "captured", cardBrand: null, cardLast4: null, upiId: "asha@okicici", payableUntil: null },
  items: [
    {
      productId: 7,
      variantId: 21,
      name: "Milford Three Seater Sofa",
      variantType: "Colour",
      variantName: "Teal",
      imageUrl: null,
      price: 24_999,
      quantity: 1,
      lineTotal: 24_999,
    },
  ],
  subtotal: 24_999,
  discount: 0,
  shippingFee: 0,
  total: 24_999,
  couponCode: null,
  delivery: { promisedFrom: null, promisedTo: null, promiseText: null, slot: null },
  buyerGstin: null,
  emi: null,
  tracking: [],
  shipment: null,
};
