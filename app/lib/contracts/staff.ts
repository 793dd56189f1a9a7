// The back office's people: what a page shows of a staff member, and the staff service's refusals.
import type { StaffPermission, StaffRole } from "../admin/staff-permissions";
import { Refusal, type RefusalStatus } from "./refusal";

/** A staff member as the back office shows them (never the password hash or TOTP secret). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  hasSecondFactor: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null while the account may sign in. */
  disabledAt: string | null;
}

/** Who is acting, for the permission check and the audit trail. */
export interface StaffActor {
  staff: StaffMember;
  /** Where the request came from (written to the audit trail). */
  clientAddress: string;
  /**
   * Set when an integration acts with an API token: `staff` is then its creator's record with the
   * token's role and a name that says which token acted, so the audit trail shows it.
   */
  apiToken?: { id: number; name: string } | undefined;
}

export interface StaffInvitationView {
  id: number;
  email: string;
  role: StaffRole;
  invitedBy: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** An integration's token as the owner's screen lists it (never the token itself). */
export interface StaffApiTokenView {
  id: number;
  name: string;
  role: StaffRole;
  createdBy: string;
  /** ISO 8601. */
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** Why a token that is not revoked is refused all the same (its creator is disabled or no longer an owner); null while it works. */
  inactiveReason: string | null;
}

export type StaffErrorCode =
  | "invalid_credentials"
  | "second_factor_required"
  | "wrong_code"
  | "rate_limited"
  | "forbidden"
  | "invalid_link"
  | "email_taken"
  | "owner_exists"
  | "last_owner"
  | "not_found"
  | "invalid_request";

export const staffErrorStatus = {
  invalid_credentials: 400,
  second_factor_required: 400,
  wrong_code: 400,
  rate_limited: 429,
  forbidden: 403,
  invalid_link: 410,
  email_taken: 409,
  owner_exists: 409,
  last_owner: 409,
  not_found: 404,
  invalid_request: 422,
} as const satisfies Record<StaffErrorCode, RefusalStatus>;

export const staffErrorMessages = {
  invalidCredentials: "Invalid email or password.",
  secondFactorRequired: "Enter the 6-digit code from your authenticator app.",
  wrongCode: "That code is not right. Enter the current 6-digit code from your authenticator app.",
  tooManyAttempts: (minutes: number) => `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  forbidden: (permission: StaffPermission) => `Your role does not allow this (${permission}).`,
  invalidLink: "This link has expired or has already been used. Ask the store's owner for a new one.",
  emailTaken: "A staff member with this email already exists.",
  ownerExists: "The store already has an owner. Sign in instead.",
  lastOwner: "The store must keep at least one owner who can sign in.",
  notFound: "No such staff member.",
} as const;

export class StaffError extends Refusal<StaffErrorCode> {
  constructor(code: StaffErrorCode, message: string, retryAfterSeconds: number | null = null) {
    super(staffErrorStatus, code, message, retryAfterSeconds);
    this.name = "StaffError";
  }
}

/** A second factor being set up: shown to the staff member, saved only once a code confirms it. */
export interface SecondFactorEnrolment {
  secret: string;
  /** otpauth:// URI for authenticator apps (as a QR code or typed in). */
  uri: string;
  /** That URI as a QR code's modules, for the page to draw. */
  qr: boolean[][];
}
