// What the shop's pages may ask of the server's services: every call a route loader or action
// makes, with the shapes it gives and takes. The services in server/services implement it (the
// server hands them to React Router as the load context, and the compiler checks they fit); the
// pages never import the server's code.
import type { Language } from "../../i18n/language";
import type { ListingQuery } from "../catalog-query";
import type { DeliveryWindow, PincodeCheckAnswer } from "../delivery-promise";
import type { AccountDetailsInput, NotificationSettings } from "../forms/account-schemas";
import type { AddressInput } from "../forms/address-schema";
import type { AccountOverview, ProfileOrder } from "./account";
import type { SavedAddress } from "./addresses";
import type { AuthUser, RegisterInput, RequestContext, SignInContext, SignInResult } from "./auth";
import type { CartView } from "./cart";
import type {
  CategoryLookup,
  CategoryTreeNode,
  CollectionSummary,
  ListingResult,
  ListingScope,
  NothingFoundHelp,
  ProductDetail,
  ProductSummary,
  ProductView,
  RatingSummary,
  ReviewView,
} from "./catalog";
import type { AddressCheck, PincodeCheckOptions, PincodePlace } from "./delivery";
import type { GatewayCheckout, PaymentReport } from "./gateway-payments";
import type { ConfirmResult, SubscribeOptions, SubscribeResult } from "./newsletter";
import type { OrderReturnSummary, ReturnOptions } from "./order-returns";
import type { ReturnRequestInput, ReturnView } from "./admin-orders";
import type { InvoiceFile, OrderShipping, OrderShippingChoice, OrderView, PlaceOrderContext, PlaceOrderInput, TrackedOrder } from "./orders";
import type { Owner } from "./owner";
import type { CardCheckCheckout, CardOwner, CardPaymentProfile, SavedCard } from "./saved-cards";
import type { SitemapDocument } from "./sitemap";
import type { StoreSearch, StoreView } from "./stores";
import type { WishlistItem } from "./wishlist";

export interface ShopServices {
  auth: {
    register(input: RegisterInput, context: RequestContext): Promise<AuthUser>;
    registerAndSignIn(input: RegisterInput, context: SignInContext): Promise<SignInResult>;
    signIn(credentials: { email: string; password: string }, context: SignInContext): Promise<SignInResult>;
    signOut(token: string): Promise<void>;
    requestPasswordReset(email: string, context: { clientAddress: string; origin: string }): Promise<void>;
    isResetLinkValid(token: string, email: string): Promise<boolean>;
    resetPassword(input: { token: string; email: string; password: string }, context: RequestContext): Promise<void>;
    changePassword(
      userId: number,
      input: { currentPassword: string; newPassword: string },
      keepSessionToken: string | null,
    ): Promise<void>;
    changeEmail(userId: number, input: { currentPassword: string; email: string }): Promise<AuthUser>;
    changeDetails(userId: number, input: AccountDetailsInput): Promise<AuthUser>;
  };
  /** Catalog texts come in the language asked for (English when none is), Hindi falling back to English text by text. */
  catalog: {
    categoryTree(language?: Language): Promise<CategoryTreeNode[]>;
    lookupCategory(slug: string, subcategorySlug?: string, language?: Language): Promise<CategoryLookup>;
    listCollections(language?: Language): Promise<CollectionSummary[]>;
    getCollection(slug: string, language?: Language): Promise<CollectionSummary | null>;
    listProducts(scope: ListingScope, query: ListingQuery, language?: Language): Promise<ListingResult>;
    listBestSellers(limit: number, language?: Language): Promise<ProductSummary[]>;
    getProduct(id: number, language?: Language): Promise<ProductDetail | null>;
    /** The product with its rating summary and related products, in one read. */
    getProductView(id: number, language?: Language): Promise<ProductView | null>;
    /** The id of the product shoppers may see at this slug, current or former (which redirects); null for none. */
    productIdForSlug(slug: string): Promise<number | null>;
    listRelated(productId: number, limit: number, language?: Language): Promise<ProductSummary[]>;
    ratingSummary(productId: number): Promise<RatingSummary>;
    listReviews(productId: number, options: { page: number; limit: number }): Promise<{ items: ReviewView[]; total: number }>;
  };
  search: {
    nothingFoundHelp(q: string, language?: Language): Promise<NothingFoundHelp>;
  };
  cart: {
    // Each answers with the cart, its product and variant names in the language (English by default).
    getCart(owner: Owner | null, language?: Language): Promise<CartView>;
    count(owner: Owner | null): Promise<number>;
    addItem(owner: Owner, input: { productId: number; variantId?: number | undefined; quantity: number }, language?: Language): Promise<CartView>;
    updateItem(owner: Owner, lineId: number, quantity: number, language?: Language): Promise<CartView>;
    removeItem(owner: Owner, lineId: number, language?: Language): Promise<CartView>;
    applyCoupon(owner: Owner, code: string, language?: Language): Promise<CartView>;
    removeCoupon(owner: Owner, language?: Language): Promise<CartView>;
    clear(owner: Owner, language?: Language): Promise<CartView>;
  };
  wishlist: {
    list(owner: Owner | null, language?: Language): Promise<WishlistItem[]>;
    count(owner: Owner | null): Promise<number>;
    contains(owner: Owner | null, productId: number): Promise<boolean>;
    toggle(owner: Owner, productId: number): Promise<{ wishlisted: boolean }>;
    add(owner: Owner, productId: number): Promise<void>;
    remove(owner: Owner, productId: number): Promise<void>;
  };
  orders: {
    checkoutDelivery(
      owner: Owner,
      choice: OrderShippingChoice,
    ): Promise<{
      shipping: OrderShipping;
      quote: { ok: true; window: DeliveryWindow; assemblyIncluded: boolean; slotOffered: boolean; codRefusal: string | null };
      total: number;
    }>;
    /** `checkout` is the gateway's window to pay in, for an order that awaits its payment; null otherwise. */
    placeOrder(
      owner: Owner,
      input: PlaceOrderInput,
      context: PlaceOrderContext,
    ): Promise<{ order: OrderView; replayed: boolean; checkout: GatewayCheckout | null }>;
    /** Lines named in `language`; without one, in the order's own language. */
    orderForOwner(owner: Owner | null, number: string, language?: Language): Promise<OrderView | null>;
    trackOrder(number: string, contact: string, context: RequestContext, language?: Language): Promise<TrackedOrder | null>;
  };
  /** Paying an order that awaits its payment in the gateway's window (decision 029). */
  gatewayPayments: {
    /** What the gateway's script is opened with; a GatewayPaymentError when the order cannot be paid. */
    checkout(owner: Owner | null, number: string): Promise<GatewayCheckout>;
  };
  /** A shopper's own cancellations and returns (Order History), refused for anyone else's order. */
  orderChanges: {
    /** Cancels an order that has not shipped: stock back, payment voided or refunded, e-mail. */
    cancel(owner: Owner, number: string, context: PlaceOrderContext): Promise<OrderView>;
    /** Returns asked for on this order, newest first; [] for an order that is not the owner's. */
    returns(owner: Owner, number: string): Promise<ReturnView[]>;
    /** Asks to return lines of a delivered order within the return window. */
    requestReturn(owner: Owner, number: string, input: ReturnRequestInput, context: PlaceOrderContext): Promise<ReturnView>;
    /** Order History's returns for a page of the owner's orders, by order number (others' numbers are left out). */
    returnSummaries(owner: Owner, numbers: readonly string[]): Promise<Record<string, OrderReturnSummary>>;
    /** The return form of one of the owner's orders; null for an order that is not theirs. */
    returnOptions(owner: Owner, number: string): Promise<ReturnOptions | null>;
    /** /track-order: an order's returns for whoever knows its number and e-mail or phone (no refund account shown). */
    trackedReturns(number: string, contact: string): Promise<ReturnView[]>;
  };
  account: {
    overview(userId: number): Promise<AccountOverview>;
    /** One page of the shopper's order history (orderHistoryPageSize orders), newest first. */
    orders(userId: number, page?: number, language?: Language): Promise<ProfileOrder[]>;
    notificationSettings(userId: number): Promise<NotificationSettings>;
    updateNotificationSettings(userId: number, settings: NotificationSettings): Promise<NotificationSettings>;
    writeReview(userId: number, orderLineId: number, rating: number, comment: string): Promise<{ productId: number }>;
  };
  addresses: {
    list(userId: number): Promise<SavedAddress[]>;
    create(userId: number, input: AddressInput): Promise<SavedAddress>;
    update(userId: number, id: number, input: AddressInput): Promise<SavedAddress>;
    remove(userId: number, id: number): Promise<void>;
    setDefault(userId: number, id: number): Promise<SavedAddress>;
  };
  savedCards: {
    list(userId: number): Promise<SavedCard[]>;
    /** The shopper's gateway customer and cards with their tokens, for their own payment page. */
    paymentProfile(owner: CardOwner): Promise<CardPaymentProfile>;
    /** Add New Card: the one-rupee gateway order the card is checked and saved with. */
    startCardCheck(owner: CardOwner): Promise<CardCheckCheckout>;
    /** The browser's signed report of that check: the card saved as the gateway's token. */
    finishCardCheck(owner: CardOwner, report: PaymentReport): Promise<SavedCard>;
    remove(userId: number, id: number): Promise<void>;
    setDefault(userId: number, id: number): Promise<SavedCard>;
  };
  invoices: {
    pdfForUser(userId: number, number: string): Promise<InvoiceFile | null>;
  };
  delivery: {
    /** The largest order total paid cash on delivery (COD_MAX_RUPEES): the help pages state it. */
    readonly codMaxRupees: number;
    checkPincode(raw: string, options?: PincodeCheckOptions): Promise<PincodeCheckAnswer>;
    checkAddress(pincode: string, stateCode: string, options?: PincodeCheckOptions): Promise<AddressCheck>;
    place(raw: string): Promise<PincodePlace | null>;
  };
  newsletter: {
    subscribe(email: string, options: SubscribeOptions): Promise<SubscribeResult>;
    confirm(email: string, token: string): Promise<ConfirmResult>;
  };
  storeFinder: {
    allStores(): Promise<StoreView[]>;
    search(rawQuery: string): Promise<StoreSearch>;
  };
  sitemap: {
    document(origin: string, rawPart: string | null): Promise<SitemapDocument>;
  };
}
