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
import type { AuditFilters, AuditPage } from "./audit";
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
  apiTokens: {
    list(actor: StaffActor): Promise<StaffApiTokenView[]>;
    /** The token itself is answered once and stored hashed. */
    create(actor: StaffActor, input: { name: string; role: StaffRole }): Promise<{ token: string; view: StaffApiTokenView }>;
    revoke(actor: StaffActor, tokenId: number): Promise<void>;
  };
}
