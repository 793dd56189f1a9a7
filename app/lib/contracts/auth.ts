// Who is signed in, what registering and signing in take and give, and the auth service's refusals.
import { Refusal, type RefusalStatus } from "./refusal";

/** What the store shows and hands to API clients about a signed-in shopper (never the hash). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  /** ISO 8601; "member since". */
  createdAt: string;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  password: string;
}

export interface SignInResult {
  token: string;
  user: AuthUser;
  expiresAt: Date;
}

export interface GuestTokens {
  cartToken?: string | null;
  wishlistToken?: string | null;
}

/** Who is asking, for limits per address (pages and the API always give it; scripts and tests may not). */
export interface RequestContext {
  clientAddress: string;
}

export interface SignInContext {
  clientAddress: string;
  /** The session the request already had, ended so a fixed token can never outlive sign-in. */
  previousToken?: string | null;
  guest?: GuestTokens;
}

export type AuthErrorCode = "email_taken" | "invalid_credentials" | "rate_limited" | "invalid_reset_link" | "wrong_password";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const authErrorStatus = {
  email_taken: 409,
  // Not 401: that status means "your session ended" to the browser's client (spec §8).
  invalid_credentials: 400,
  rate_limited: 429,
  invalid_reset_link: 400,
  wrong_password: 400,
} as const satisfies Record<AuthErrorCode, RefusalStatus>;

/** A refusal the shopper can act on; pages and the API show `message` as it is. */
export class AuthError extends Refusal<AuthErrorCode> {
  constructor(
    code: AuthErrorCode,
    message: string,
    /** For rate_limited: whole minutes until another attempt is accepted. */
    readonly retryAfterMinutes?: number,
  ) {
    super(authErrorStatus, code, message, retryAfterMinutes === undefined ? null : retryAfterMinutes * 60);
    this.name = "AuthError";
  }
}
