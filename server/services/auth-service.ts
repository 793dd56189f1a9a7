// Accounts: registration, sign-in, sessions, password reset and change (spec §2, §5).
// Passwords are argon2id hashes with OWASP's parameters. A session is a random 256-bit token the
// browser keeps in an httpOnly cookie (docs/decisions/006); the database stores only its SHA-256,
// with a sliding idle expiry and an absolute one. Every sign-in issues a new token.
import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { languageOrDefault, pathInLanguage } from "../../app/i18n/language";
import { AuthError, type AuthUser, type GuestTokens, type RegisterInput, type RequestContext, type SignInContext, type SignInResult } from "../../app/lib/contracts/auth";
import type { AccountDetailsInput } from "../../app/lib/forms/account-schemas";
import { authMessages } from "../../app/lib/forms/auth-schemas";
import type { Database } from "../db/client";
import { emailOutbox, passwordResetTokens, sessions, users } from "../db/schema";
import { newSession } from "../lib/new-session";
import { hashToken, newToken, tokenPattern } from "../lib/tokens";
import { passwordResetEmail } from "../mail/password-reset-email";
import { authAttemptRule, rateLimitRules, type RateLimitRule, type RateLimitService } from "./rate-limit-service";
import { isUniqueViolation } from "../db/database-errors";

export const authErrorMessages = {
  emailTaken: "An account with this email already exists.",
  invalidCredentials: "Invalid email or password.",
  /** Spec §8. */
  invalidResetLink: authMessages.invalidResetLink,
  wrongCurrentPassword: "Current password is incorrect.",
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} as const;

/** OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane); argon2id is the library's default. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write per minute, not one per page view. */
const sessionTouchMs = 60 * 1000;
export const resetTokenLifetimeMs = 60 * 60 * 1000;

/**
 * A single-use reset link valid for one hour, in the caller's transaction: its token (stored as a
 * hash) and the shop's reset e-mail in the outbox. Shoppers ask for it themselves; staff send it
 * from a customer's page (audited there).
 */
export async function writePasswordResetLink(
  tx: Database,
  user: { id: number; email: string; firstName: string },
  origin: string,
  at: Date,
): Promise<void> {
  const token = newToken();
  // Written in the account's language, with the link to the reset page in it.
  const [account] = await tx.select({ language: users.language }).from(users).where(eq(users.id, user.id));
  const language = languageOrDefault(account?.language);
  const link = `${origin}${pathInLanguage("/reset-password", language)}?${new URLSearchParams({ token, email: user.email }).toString()}`;
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(at.getTime() + resetTokenLifetimeMs),
  });
  await tx.insert(emailOutbox).values(passwordResetEmail(user.email, user.firstName, link, language));
}

export interface AuthServiceOptions {
  rateLimits: RateLimitService;
  /** The clock every expiry is measured with; tests move it. */
  now?: () => Date;
  /** Called after a successful sign-in to move the guest's cart and wishlist into the account. */
  mergeGuestData?: (guest: GuestTokens, userId: number) => Promise<void>;
}

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  createdAt: users.createdAt,
};

function toAuthUser(row: { id: number; email: string; firstName: string; lastName: string; mobile: string; createdAt: Date }): AuthUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function createAuthService(db: Database, options: AuthServiceOptions) {
  const now = options.now ?? (() => new Date());
  const rateLimits = options.rateLimits;
  // Verified against when the e-mail is unknown, so both failures cost one argon2 verification.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hash(newToken(), argon2Options));

  /** Counts one attempt against each key; refused, with when to come back, if any is spent. */
  async function limit(keys: readonly (readonly [string, RateLimitRule])[]): Promise<void> {
    const retryAfterMs = await rateLimits.hitAll(keys);
    if (retryAfterMs > 0) {
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      throw new AuthError("rate_limited", authErrorMessages.tooManyAttempts(minutes), minutes);
    }
  }

  async function findUserByEmail(email: string) {
    const [row] = await db
      .select({ ...userColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${normalisedEmail(email)}`)
      .limit(1);
    return row ?? null;
  }

  async function createSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const session = newSession(now(), { idleMs: sessionIdleMs, absoluteMs: sessionAbsoluteMs });
    await db.insert(sessions).values({ ...session.row, userId });
    return { token: session.token, expiresAt: session.expiresAt };
  }

  /**
   * Settings ask for the current password before a new password or e-mail address. Both share one
   * limit per account (a stolen session must not try passwords there instead of at sign-in); as at
   * sign-in, only wrong passwords use it up.
   */
  async function checkCurrentPassword(userId: number, currentPassword: string): Promise<void> {
    const key = `account-password:user:${userId}`;
    await limit([[key, authAttemptRule]]);
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user || !(await verify(user.passwordHash, currentPassword))) {
      throw new AuthError("wrong_password", authErrorMessages.wrongCurrentPassword);
    }
    await rateLimits.refund(key);
  }

  /** Whether a reset link can still be used, without using it (the reset page's first view). */
  async function isResetLinkValid(token: string, email: string): Promise<boolean> {
    if (!tokenPattern.test(token)) return false;
    const [row] = await db
      .select({ email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > ${now().toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return row !== undefined && normalisedEmail(row.email) === normalisedEmail(email);
  }

  /** Ends the session; an unknown or already ended token is not an error. */
  async function signOut(token: string): Promise<void> {
    if (!tokenPattern.test(token)) return;
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** A new session for a shopper who just proved who they are; the guest's cart and wishlist come along. */
  async function openSession(user: AuthUser, context: SignInContext): Promise<SignInResult> {
    if (context.previousToken) await signOut(context.previousToken);
    const session = await createSession(user.id);
    if (context.guest && options.mergeGuestData) await options.mergeGuestData(context.guest, user.id);
    return { token: session.token, expiresAt: session.expiresAt, user };
  }

  /**
   * Creates an account; the e-mail is unique whatever its case. Does not sign in: the JSON API
   * answers the new account only (the registration page uses registerAndSignIn). Limited per
   * address before the password is hashed (each hash costs 19 MiB and tens of ms).
   */
  async function register(input: RegisterInput, context?: RequestContext): Promise<AuthUser> {
    if (context) await limit([[`register:ip:${context.clientAddress}`, rateLimitRules.registrationFromAddress]]);
    const passwordHash = await hash(input.password, argon2Options);
    // No conflict target: the unique index is on lower(email), and any clash means "taken".
    const [row] = await db
      .insert(users)
      .values({
        email: input.email.trim(),
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        mobile: input.mobile.trim(),
      })
      .onConflictDoNothing()
      .returning(userColumns);
    if (!row) throw new AuthError("email_taken", authErrorMessages.emailTaken);
    return toAuthUser(row);
  }

  return {
    register,

    /**
     * The registration page: creates the account and signs the new shopper in at once, as signing
     * in would (a new session, the guest's cart and wishlist taken along). The password was just
     * chosen, so it is not hashed a second time to check it.
     */
    async registerAndSignIn(input: RegisterInput, context: SignInContext): Promise<SignInResult> {
      return openSession(await register(input, context), context);
    },

    /**
     * Checks the e-mail and password and opens a new session. Unknown e-mail and wrong password
     * get one message and cost the same argon2 work, so neither says which accounts exist.
     */
    async signIn(credentials: { email: string; password: string }, context: SignInContext): Promise<SignInResult> {
      const email = normalisedEmail(credentials.email);
      const pairKey = `login:email-ip:${email}:${context.clientAddress}`;
      const addressKey = `login:ip:${context.clientAddress}`;
      const accountKey = `login:email:${email}`;
      // Refused here before any hashing; an address that is refused adds nothing to the account's count.
      await limit([
        [pairKey, rateLimitRules.signInAccountFromAddress],
        [addressKey, rateLimitRules.signInFromAddress],
      ]);
      await limit([[accountKey, rateLimitRules.signInAccount]]);
      const user = await findUserByEmail(email);
      let matches = false;
      if (user) {
        matches = await verify(user.passwordHash, credentials.password);
      } else {
        // Same work as a wrong password; the answer is "no" whatever the dummy says.
        await verify(await dummy(), credentials.password);
      }
      if (!user || !matches) throw new AuthError("invalid_credentials", authErrorMessages.invalidCredentials);

      // Only failures count towards the limits: the account's owner just proved who they are.
      await rateLimits.reset(pairKey);
      await rateLimits.refund(addressKey);
      await rateLimits.refund(accountKey);
      return openSession(toAuthUser(user), context);
    },

    signOut,

    /**
     * The shopper a session token belongs to, or null when it is unknown or expired. Seeing a
     * session slides its idle expiry forward (never past the absolute one).
     */
    async resolveSession(token: string): Promise<AuthUser | null> {
      if (!tokenPattern.test(token)) return null;
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          ...userColumns,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          idleExpiresAt: sessions.idleExpiresAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      if (!row) return null;
      const at = now();
      if (row.idleExpiresAt.getTime() <= at.getTime() || row.absoluteExpiresAt.getTime() <= at.getTime()) {
        await db.delete(sessions).where(eq(sessions.id, row.sessionId));
        return null;
      }
      if (at.getTime() - row.lastSeenAt.getTime() >= sessionTouchMs) {
        const idleExpiresAt = new Date(Math.min(at.getTime() + sessionIdleMs, row.absoluteExpiresAt.getTime()));
        await db.update(sessions).set({ lastSeenAt: at, idleExpiresAt }).where(eq(sessions.id, row.sessionId));
      }
      return toAuthUser(row);
    },

    /**
     * Spec §2: always the same answer. When the account exists, a single-use link valid for one
     * hour goes to the outbox, written in the same transaction as its token.
     */
    async requestPasswordReset(email: string, context: { clientAddress: string; origin: string }): Promise<void> {
      const address = normalisedEmail(email);
      await limit([
        [`reset:email:${address}`, authAttemptRule],
        [`reset:ip:${context.clientAddress}`, authAttemptRule],
      ]);
      const user = await findUserByEmail(address);
      if (!user) return;
      await db.transaction((tx) => writePasswordResetLink(tx, user, context.origin, now()));
    },

    isResetLinkValid,

    /**
     * Sets a new password from a reset link: the token is used up in the same transaction, every
     * other link of the account stops working, and every session of the account ends.
     */
    async resetPassword(input: { token: string; email: string; password: string }, context?: RequestContext): Promise<void> {
      if (context) await limit([[`reset-password:ip:${context.clientAddress}`, rateLimitRules.passwordResetFromAddress]]);
      // A link that cannot work costs no hashing: checked first, and again when it is used up below.
      if (!(await isResetLinkValid(input.token, input.email))) {
        throw new AuthError("invalid_reset_link", authErrorMessages.invalidResetLink);
      }
      const passwordHash = await hash(input.password, argon2Options);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const [link] = await tx
          .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, email: users.email })
          .from(passwordResetTokens)
          .innerJoin(users, eq(users.id, passwordResetTokens.userId))
          .where(eq(passwordResetTokens.tokenHash, hashToken(input.token)))
          .limit(1);
        // A token with someone else's e-mail is no link at all.
        if (!link || normalisedEmail(link.email) !== normalisedEmail(input.email)) return false;
        // The conditional update is the single-use check: of two racing submissions one wins.
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.id, link.id),
              isNull(passwordResetTokens.usedAt),
              sql`${passwordResetTokens.expiresAt} > ${at.toISOString()}::timestamptz`,
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (used.length === 0) return false;
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, link.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, link.userId));
        return true;
      });
      if (!done) throw new AuthError("invalid_reset_link", authErrorMessages.invalidResetLink);
    },

    /** Settings: a new e-mail address after the current password; unique whatever its case. */
    async changeEmail(userId: number, input: { currentPassword: string; email: string }): Promise<AuthUser> {
      await checkCurrentPassword(userId, input.currentPassword);
      const email = input.email.trim();
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${normalisedEmail(email)}`, ne(users.id, userId)))
        .limit(1);
      if (taken.length > 0) throw new AuthError("email_taken", authErrorMessages.emailTaken);
      try {
        const [row] = await db.update(users).set({ email, updatedAt: now() }).where(eq(users.id, userId)).returning(userColumns);
        if (!row) throw new AuthError("wrong_password", authErrorMessages.wrongCurrentPassword);
        return toAuthUser(row);
      } catch (error) {
        // Two accounts racing for one address: the unique index lets one win.
        if (isUniqueViolation(error)) throw new AuthError("email_taken", authErrorMessages.emailTaken);
        throw error;
      }
    },

    /** Settings: the shopper's name and mobile number (not credentials: no password asked). */
    async changeDetails(userId: number, input: AccountDetailsInput): Promise<AuthUser> {
      const [row] = await db
        .update(users)
        .set({ firstName: input.firstName.trim(), lastName: input.lastName.trim(), mobile: input.mobile.trim(), updatedAt: now() })
        .where(eq(users.id, userId))
        .returning(userColumns);
      if (!row) throw new Error(`account ${userId} was not found`);
      return toAuthUser(row);
    },

    /** Settings: a new password after the current one; every other session of the account ends. */
    async changePassword(
      userId: number,
      input: { currentPassword: string; newPassword: string },
      keepSessionToken: string | null,
    ): Promise<void> {
      await checkCurrentPassword(userId, input.currentPassword);
      const passwordHash = await hash(input.newPassword, argon2Options);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
        const others = keepSessionToken
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepSessionToken)))
          : eq(sessions.userId, userId);
        await tx.delete(sessions).where(others);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
