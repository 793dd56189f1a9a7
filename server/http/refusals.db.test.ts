// Every refusal of every service, through both ways in: the JSON API and the pages' form actions.
// A service's refusal carries its own status; neither side may turn it into a 500 or another
// status. Each case makes the services refuse with one error (fault injection at the service
// boundary) and checks what the shopper or the API client gets back.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountErrorStatus, AccountError } from "../../app/lib/contracts/account";
import { addressErrorStatus, AddressError } from "../../app/lib/contracts/addresses";
import { customerAdminErrorStatus, CustomerAdminError } from "../../app/lib/contracts/admin-customers";
import { catalogImportErrorStatus, CatalogImportError } from "../../app/lib/contracts/catalog-import";
import { orderAdminErrorStatus, OrderAdminError } from "../../app/lib/contracts/admin-orders";
import { stockErrorStatus, StockError } from "../../app/lib/contracts/admin-stock";
import { productAdminErrorStatus, ProductAdminError } from "../../app/lib/contracts/admin-products";
import { authErrorStatus, AuthError, type AuthErrorCode } from "../../app/lib/contracts/auth";
import { cartErrorStatus, CartError } from "../../app/lib/contracts/cart";
import { gatewayPaymentErrorStatus, GatewayPaymentError } from "../../app/lib/contracts/gateway-payments";
import { orderErrorStatus, OrderError, orderStatusErrorStatus, OrderStatusError } from "../../app/lib/contracts/orders";
import { productPhotoErrorStatus, ProductPhotoError } from "../../app/lib/contracts/product-photos";
import { promotionErrorStatus, PromotionError } from "../../app/lib/contracts/promotions";
import { reviewAdminErrorStatus, ReviewAdminError } from "../../app/lib/contracts/admin-reviews";
import type { Refusal, RefusalStatus } from "../../app/lib/contracts/refusal";
import { savedCardErrorStatus, SavedCardError } from "../../app/lib/contracts/saved-cards";
import { staffErrorStatus, StaffError } from "../../app/lib/contracts/staff";
import { wishlistErrorStatus, WishlistError } from "../../app/lib/contracts/wishlist";
import { createAppWithPages } from "../../tests/support/page-routes";
import { openTestShop, testPassword, testShipping, type TestShop } from "../../tests/support/test-shop";
import { cartOwnership } from "../services/ownership";
import type { Services } from "../services/services";
import { sessionCookieName } from "./session";

/** Every service's refusal class and its table of codes (the one its statuses come from). */
const serviceRefusals: { name: string; make: (code: string, message: string) => Refusal; statuses: Record<string, RefusalStatus> }[] = [
  refusalsOf(CartError, cartErrorStatus),
  refusalsOf(WishlistError, wishlistErrorStatus),
  refusalsOf(AddressError, addressErrorStatus),
  refusalsOf(SavedCardError, savedCardErrorStatus),
  refusalsOf(AccountError, accountErrorStatus),
  // A refusal that passes with time also says when to try again.
  refusalsOf(
    class RateLimitedAuthError extends AuthError {
      constructor(code: AuthErrorCode, message: string) {
        super(code, message, code === "rate_limited" ? 15 : undefined);
      }
    },
    authErrorStatus,
    "AuthError",
  ),
  refusalsOf(OrderError, orderErrorStatus),
  refusalsOf(OrderStatusError, orderStatusErrorStatus),
  refusalsOf(StaffError, staffErrorStatus),
  refusalsOf(OrderAdminError, orderAdminErrorStatus),
  refusalsOf(ProductAdminError, productAdminErrorStatus),
  refusalsOf(CustomerAdminError, customerAdminErrorStatus),
  refusalsOf(StockError, stockErrorStatus),
  refusalsOf(PromotionError, promotionErrorStatus),
  refusalsOf(ReviewAdminError, reviewAdminErrorStatus),
  refusalsOf(CatalogImportError, catalogImportErrorStatus),
  refusalsOf(ProductPhotoError, productPhotoErrorStatus),
  refusalsOf(GatewayPaymentError, gatewayPaymentErrorStatus),
];

function refusalsOf<Code extends string>(
  type: new (code: Code, message: string) => Refusal<Code>,
  statuses: Record<Code, RefusalStatus>,
  name = type.name,
) {
  const isCode = (code: string): code is Code => Object.hasOwn(statuses, code);
  return {
    name,
    statuses,
    make: (code: string, message: string) => {
      if (!isCode(code)) throw new Error(`${type.name} has no code ${code}`);
      return new type(code, message);
    },
  };
}

const cases = serviceRefusals.flatMap(({ name, make, statuses }) =>
  Object.entries(statuses).map(([code, status]) => ({ label: `${name} ${code}`, code, status, make: () => make(code, `Refused: ${name} ${code}.`) })),
);

/** The Retry-After header a refusal is answered with: only for one that passes with time. */
function retryAfterOf(refusal: Refusal): string | null {
  return refusal.retryAfterSeconds === null ? null : String(refusal.retryAfterSeconds);
}

/** The refusals checkout answers by sending the shopper where they can act on them. */
const checkoutRedirects: Record<string, string> = {
  "OrderError sign_in_required": "/login?redirectTo=%2Fcheckout",
  "OrderError empty_cart": "/cart",
};

/** The services every request needs before its handler runs (who is signed in) answer for real. */
const untouched = new Set(["auth.resolveSession"]);

/** The real services, except that every call a handler makes is refused with `error`. */
function refusingServices(real: Services, error: () => Refusal): Services {
  return new Proxy(real, {
    get(target, area, receiver): unknown {
      const service: unknown = Reflect.get(target, area, receiver);
      if (typeof area !== "string" || typeof service !== "object" || service === null) return service;
      return new Proxy(service, {
        get(inner, method, innerReceiver): unknown {
          const member: unknown = Reflect.get(inner, method, innerReceiver);
          if (typeof method !== "string" || typeof member !== "function" || untouched.has(`${area}.${method}`)) return member;
          return () => Promise.reject(error());
        },
      });
    },
  });
}

/** The checkout's address as the address book keeps it (no e-mail). */
const { email: _email, ...savedAddress } = testShipping;

function profileForms(forms: Record<string, string>[]) {
  return forms.map((fields) => ({ page: "/profile", fields, signedIn: true as const }));
}

/** Every form post a page makes that reaches a service, with fields that pass the form's own checks. */
const pageForms: { page: string; fields: Record<string, string>; signedIn?: true; withCart?: true }[] = [
  { page: "/cart", fields: { intent: "add", product_id: "1", quantity: "1" } },
  { page: "/cart", fields: { intent: "update", line_id: "1", quantity: "2" } },
  { page: "/cart", fields: { intent: "remove", line_id: "1" } },
  { page: "/cart", fields: { intent: "apply-coupon", code: "WELCOME10" } },
  { page: "/cart", fields: { intent: "remove-coupon" } },
  { page: "/cart", fields: { intent: "clear" } },
  { page: "/wishlist", fields: { intent: "toggle", product_id: "1" } },
  { page: "/wishlist", fields: { intent: "remove", product_id: "1" } },
  { page: "/login", fields: { email: "asha@example.in", password: testPassword } },
  {
    page: "/register",
    fields: { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email: "new@example.in", password: testPassword },
  },
  { page: "/forgot-password", fields: { email: "asha@example.in" } },
  {
    page: "/reset-password",
    fields: { token: "t".repeat(43), email: "asha@example.in", password: testPassword, password_confirmation: testPassword },
  },
  { page: "/newsletter", fields: { email: "asha@example.in" } },
  ...profileForms([
    { intent: "address-save", ...savedAddress },
    { intent: "address-delete", id: "1" },
    { intent: "address-default", id: "1" },
    { intent: "card-delete", id: "1" },
    { intent: "card-default", id: "1" },
    { intent: "review", lineId: "1", rating: "5", comment: "Sturdy and handsome." },
    { intent: "notifications", emailOrderUpdates: "on" },
    { intent: "password", currentPassword: testPassword, newPassword: "a-new-teak-password-1", confirmPassword: "a-new-teak-password-1" },
    { intent: "email", newEmail: "asha.new@example.in", currentPassword: testPassword },
    { intent: "details", firstName: "Asha", lastName: "Iyer", mobile: "9123456789" },
    { intent: "order-cancel", number: "ORD100000000001" },
  ]),
  {
    page: "/profile/orders/ORD100000000001/return",
    signedIn: true,
    fields: { "quantity-1": "1", reason: "The colour is not as pictured.", pickupDate: "2026-12-01", pickupSlot: "morning", refundDestination: "upi", upiId: "asha@okicici" },
  },
  {
    page: "/checkout",
    withCart: true,
    fields: {
      intent: "place-order",
      idempotencyKey: "refusal-walk-0123456789",
      ...testShipping,
      deliverySlot: "morning",
      method: "cod",
    },
  },
];

/** The JSON API's calls that reach a service. */
const apiCalls: { method: string; path: string; body?: unknown; headers?: Record<string, string>; withCart?: true; signedIn?: true }[] = [
  { method: "GET", path: "/api/db/cart" },
  { method: "POST", path: "/api/db/cart/items", body: { product_id: 1, quantity: 1 } },
  { method: "PUT", path: "/api/db/cart/items/1", body: { quantity: 2 } },
  { method: "POST", path: "/api/db/cart/coupon", body: { code: "WELCOME10" } },
  { method: "POST", path: "/api/db/auth/login", body: { email: "asha@example.in", password: testPassword } },
  {
    method: "POST",
    path: "/api/db/auth/register",
    body: { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email: "new@example.in", password: testPassword },
  },
  {
    method: "POST",
    path: "/api/db/orders",
    withCart: true,
    headers: { "Idempotency-Key": "refusal-walk-api-0123456789" },
    body: {
      shipping: testShipping,
      payment: { method: "cod" },
      deliverySlot: "morning",
    },
  },
  { method: "GET", path: "/api/db/orders/ORD100000000001/checkout" },
  { method: "GET", path: "/api/db/orders/ORD100000000001/payment" },
  { method: "POST", path: "/api/db/orders/ORD100000000001/payment", body: { razorpay_payment_id: "pay_Walk0000000001", razorpay_signature: "f".repeat(64) } },
  // Add New Card: the card check the gateway's script pays, and its signed report.
  { method: "POST", path: "/api/db/saved-cards/checks", signedIn: true },
  {
    method: "POST",
    path: "/api/db/saved-cards/checks/report",
    signedIn: true,
    body: { razorpay_payment_id: "pay_Walk0000000002", razorpay_order_id: "order_Walk00000000002", razorpay_signature: "f".repeat(64) },
  },
  {
    method: "POST",
    path: "/api/payments/webhooks/test-gateway",
    body: { event: "payment.authorized" },
    headers: { "X-Razorpay-Signature": "f".repeat(64), "X-Razorpay-Event-Id": "evt_Walk0000000001" },
  },
];

describe("a service's refusal reaches the shopper with its own status, on the API and on every page", () => {
  let shop: TestShop;
  let sessionCookie: string;
  const guestCartCookie = `${cartOwnership.cookieName}=${"g".repeat(43)}`;

  beforeAll(async () => {
    shop = await openTestShop({ products: 3 });
    const shopper = await shop.newShopper();
    const { token } = await shop.services.auth.signIn({ email: shopper.email, password: testPassword }, { clientAddress: "test" });
    sessionCookie = `${sessionCookieName}=${token}`;
  });

  afterAll(async () => {
    await shop.close();
  });

  function appRefusingWith(error: () => Refusal) {
    return createAppWithPages(refusingServices(shop.services, error));
  }

  it("the walk knows every service's refusal class", () => {
    const contracts = path.resolve(import.meta.dirname, "../../app/lib/contracts");
    const declared = readdirSync(contracts)
      .flatMap((file) => [...readFileSync(path.join(contracts, file), "utf8").matchAll(/class (\w+) extends Refusal</g)])
      .map((match) => match[1]);
    expect(declared.sort()).toEqual(serviceRefusals.map((refusal) => refusal.name).sort());
  });

  it.each(cases)("the API answers $label with $status and its code and message", async ({ code, status, make }) => {
    const app = appRefusingWith(make);
    const expected = make();
    for (const call of apiCalls) {
      const cookies = [call.signedIn ? sessionCookie : null, call.withCart ? guestCartCookie : null].filter(Boolean).join("; ");
      const response = await app.request(call.path, {
        method: call.method,
        headers: {
          "Content-Type": "application/json",
          "X-Requested-With": "XMLHttpRequest",
          ...(cookies ? { Cookie: cookies } : {}),
          ...call.headers,
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      const where = `${call.method} ${call.path}`;
      expect(response.status, where).toBe(status);
      expect(await response.json(), where).toEqual({ error: { code, message: expected.message } });
      expect(response.headers.get("Retry-After"), where).toBe(retryAfterOf(expected));
    }
  });

  it.each(cases)("every page's form answers $label with $status and shows its message", async ({ label, status, make }) => {
    const app = appRefusingWith(make);
    const expected = make();
    for (const form of pageForms) {
      const cookies = [form.signedIn ? sessionCookie : null, form.withCart ? guestCartCookie : null].filter(Boolean).join("; ");
      const response = await app.request(form.page, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://localhost",
          // A fetcher's post (JavaScript): answered with data, not a redirect back.
          "Sec-Fetch-Mode": "cors",
          ...(cookies ? { Cookie: cookies } : {}),
        },
        body: new URLSearchParams(form.fields).toString(),
      });
      const where = `${form.page} ${form.fields.intent ?? ""}`;
      const redirectTo = form.page === "/checkout" ? checkoutRedirects[label] : undefined;
      if (redirectTo) {
        expect(response.status, where).toBe(302);
        expect(response.headers.get("Location"), where).toBe(redirectTo);
        continue;
      }
      expect(response.status, where).toBe(status);
      expect(await response.text(), where).toContain(expected.message);
      expect(response.headers.get("Retry-After"), where).toBe(retryAfterOf(expected));
    }
  });
});
