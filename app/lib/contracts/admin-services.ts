// What the back office's pages may ask of the server's services, as ShopServices is for the shop.
// Every call that reads or changes the store takes the acting staff member: the services check
// the role's permission and write the audit trail, whoever calls them.
import type { StaffRole } from "../admin/staff-permissions";
import type { AuditFilters, AuditPage } from "./audit";
import type { SecondFactorEnrolment, StaffActor, StaffInvitationView, StaffMember } from "./staff";

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
  auditTrail: {
    list(actor: StaffActor, filters: AuditFilters, page: number): Promise<AuditPage>;
    actions(actor: StaffActor): Promise<string[]>;
  };
}
