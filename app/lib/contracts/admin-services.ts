// What the back office's pages may ask of the server's services, as ShopServices is for the shop.
// Every call that reads or changes the store takes the acting staff member: the services check
// the role's permission and write the audit trail, whoever calls them.
import type { StaffRole } from "../admin/staff-permissions";
import type {
  AdminOrderDetail,
  AdminOrderFilters,
  AdminOrderQueue,
  OrderActionInput,
  OrderNote,
  RefundView,
  ReturnActionInput,
  ReturnStatus,
  ReturnView,
} from "./admin-orders";
import type { CustomerDetail, CustomerList } from "./admin-customers";
import type { DashboardFigures } from "./admin-dashboard";
import type { AdminReviewFilters, AdminReviewPage, AdminReviewView } from "./admin-reviews";
import type { AdminProductChoices, AdminProductDetail, AdminProductFilters, AdminProductList } from "./admin-products";
import type { AuditFilters, AuditPage } from "./audit";
import type { CatalogImportProgress, CatalogImportReport } from "./catalog-import";
import type { StockList, StockListFilters, VariantStock } from "./admin-stock";
import type { ProductInput, ProductPatch, PublicationInput } from "../forms/product-schemas";
import type { PromotionView } from "./promotions";
import type { NewPromotionInput, PromotionTermsInput } from "../forms/promotion-schema";
import type { ProductPhotoList, ProductPhotoView } from "./product-photos";
import type { PhotoMoveDirection } from "../forms/product-photo-schemas";
import type { InvoiceFile } from "./orders";
import type { SecondFactorEnrolment, StaffActor, StaffApiTokenView, StaffInvitationView, StaffMember } from "./staff";

export interface AdminServices {
  staff: {
    hasOwner(): Promise<boolean>;
    invitationFor(token: string): Promise<{ email: string | null; role: StaffRole } | null>;
    acceptInvitation(
      token: string,
      input: { name: string; email?: string | undefined; password: string },
      context: { clientAddress: string },
    ): Promise<{ token: string; staff: StaffMember; expiresAt: Date }>;
    signIn(
      credentials: { email: string; password: string; code?: string | undefined },
      context: { clientAddress: string; previousToken?: string | null },
    ): Promise<{ token: string; staff: StaffMember; expiresAt: Date }>;
    signOut(token: string): Promise<void>;
    signOutEverywhere(actor: StaffActor): Promise<void>;
    startSecondFactor(actor: StaffActor, secret?: string): SecondFactorEnrolment;
    confirmSecondFactor(actor: StaffActor, input: { secret: string; code: string }): Promise<StaffMember>;
    removeSecondFactor(actor: StaffActor, code: string): Promise<StaffMember>;
    listStaff(actor: StaffActor): Promise<StaffMember[]>;
    listInvitations(actor: StaffActor): Promise<StaffInvitationView[]>;
    invite(actor: StaffActor, input: { email: string; role: StaffRole }, origin: string): Promise<StaffInvitationView>;
    revokeInvitation(actor: StaffActor, invitationId: number): Promise<void>;
    updateMember(actor: StaffActor, staffId: number, change: { role?: StaffRole | undefined; disabled?: boolean | undefined }): Promise<StaffMember>;
  };
  invoices: {
    /** Any order's GST invoice as a PDF, for staff who may read orders; null for an unknown number. */
    pdfForStaff(actor: StaffActor, number: string): Promise<InvoiceFile | null>;
  };
  auditTrail: {
    list(actor: StaffActor, filters: AuditFilters, page: number): Promise<AuditPage>;
    actions(actor: StaffActor): Promise<string[]>;
  };
  orderDesk: {
    queue(actor: StaffActor, filters: AdminOrderFilters, page: number): Promise<AdminOrderQueue>;
    detail(actor: StaffActor, number: string): Promise<AdminOrderDetail>;
    /** Confirms, packs, ships, delivers or cancels; refused with "changed" when the order moved since expectedStatus. */
    act(actor: StaffActor, number: string, input: OrderActionInput, origin: string): Promise<AdminOrderDetail>;
    addNote(actor: StaffActor, number: string, body: string): Promise<OrderNote>;
    /** Puts a copy of one of the order's e-mails in the outbox again. */
    resendEmail(actor: StaffActor, number: string, emailId: number): Promise<void>;
  };
  returns: {
    queue(
      actor: StaffActor,
      filters: { status?: ReturnStatus | undefined },
      page: number,
    ): Promise<{ returns: ReturnView[]; total: number; page: number; pageSize: number; countsByStatus: Record<ReturnStatus, number> }>;
    detail(actor: StaffActor, returnId: number): Promise<ReturnView>;
    act(actor: StaffActor, returnId: number, input: ReturnActionInput, origin: string): Promise<ReturnView>;
    /** Tries a failed refund again with the provider, under its same idempotency key. */
    retryRefund(actor: StaffActor, refundId: number): Promise<RefundView>;
  };
  customers: {
    /** A page of customers, newest accounts first; query: a name (3+ characters), an e-mail or a phone number. */
    list(actor: StaffActor, query: string | undefined, page: number): Promise<CustomerList>;
    detail(actor: StaffActor, customerId: number): Promise<CustomerDetail>;
    addNote(actor: StaffActor, customerId: number, body: string): Promise<OrderNote>;
    resendEmail(actor: StaffActor, customerId: number, emailId: number): Promise<void>;
    /** The shop's own reset e-mail to the account's address; staff never see the link. */
    sendPasswordReset(actor: StaffActor, customerId: number, origin: string): Promise<{ toAddress: string }>;
  };
  dashboard: {
    figures(actor: StaffActor): Promise<DashboardFigures>;
  };
  productPhotos: {
    list(actor: StaffActor, productId: number): Promise<ProductPhotoList>;
    /** The type is read from the file's bytes; the alt text is required; variantId null or absent: for all colours. */
    upload(actor: StaffActor, productId: number, input: { file: Buffer; alt: string; variantId?: number | null }): Promise<ProductPhotoView>;
    /** variantId: null moves the photo to all colours, an id to one of the product's variants. */
    change(
      actor: StaffActor,
      productId: number,
      photoId: number,
      input: { alt?: string | undefined; position?: number | undefined; variantId?: number | null | undefined },
    ): Promise<ProductPhotoView[]>;
    move(actor: StaffActor, productId: number, photoId: number, direction: PhotoMoveDirection): Promise<ProductPhotoView[]>;
    remove(actor: StaffActor, productId: number, photoId: number): Promise<void>;
  };
  promotions: {
    list(actor: StaffActor): Promise<PromotionView[]>;
    get(actor: StaffActor, code: string): Promise<PromotionView>;
    create(actor: StaffActor, input: NewPromotionInput): Promise<PromotionView>;
    update(actor: StaffActor, code: string, input: PromotionTermsInput): Promise<PromotionView>;
    setActive(actor: StaffActor, code: string, active: boolean): Promise<PromotionView>;
  };
  reviewModeration: {
    list(actor: StaffActor, filters: AdminReviewFilters, page: number): Promise<AdminReviewPage>;
    detail(actor: StaffActor, id: number): Promise<AdminReviewView>;
    hide(actor: StaffActor, id: number, input: { reason: string }): Promise<AdminReviewView>;
    show(actor: StaffActor, id: number): Promise<AdminReviewView>;
  };
  products: {
    list(actor: StaffActor, filters: AdminProductFilters, page: number): Promise<AdminProductList>;
    choices(actor: StaffActor): Promise<AdminProductChoices>;
    detail(actor: StaffActor, id: number): Promise<AdminProductDetail>;
    /** A new product, as a draft. */
    create(actor: StaffActor, input: ProductInput): Promise<AdminProductDetail>;
    update(actor: StaffActor, id: number, patch: ProductPatch): Promise<AdminProductDetail>;
    setPublication(actor: StaffActor, id: number, input: PublicationInput): Promise<AdminProductDetail>;
  };
  /** The catalog as CSV (docs/catalog-csv.md): the export, and an upload checked and then imported whole. */
  catalogCsv: {
    exportCsv(actor: StaffActor): AsyncGenerator<string>;
    /** Keeps an uploaded file under the upload id the page made, for its check and "Apply". */
    stage(actor: StaffActor, uploadId: string, file: AsyncIterable<Uint8Array>): Promise<void>;
    importStaged(actor: StaffActor, uploadId: string, options: { dryRun: boolean }): Promise<CatalogImportReport>;
    progress(actor: StaffActor, uploadId: string): Promise<CatalogImportProgress | null>;
  };
  stock: {
    /** A page of variants and their stock, found by product name or SKU, in one warehouse, or only the low ones. */
    list(actor: StaffActor, filters: StockListFilters, page: number): Promise<StockList>;
    /** One variant's figures in every warehouse and a page of its ledger, newest first. */
    variant(actor: StaffActor, variantId: number, ledgerPage: number): Promise<VariantStock>;
    /** Received, damaged or a correction (with a note) in one warehouse; never below zero. */
    adjust(actor: StaffActor, input: unknown): Promise<VariantStock>;
  };
  apiTokens: {
    list(actor: StaffActor): Promise<StaffApiTokenView[]>;
    /** The token itself is answered once and stored hashed. */
    create(actor: StaffActor, input: { name: string; role: StaffRole }): Promise<{ token: string; view: StaffApiTokenView }>;
    revoke(actor: StaffActor, tokenId: number): Promise<void>;
  };
}
