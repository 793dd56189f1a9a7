// Accounts on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// registration, sign-in, sessions and their expiry on a clock the test moves, password reset
// links, password change, and the sign-in rate limit.
import { hash } from "@node-rs/argon2";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AuthError } from "../../app/lib/contracts/auth";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox, passwordResetTokens, rateLimitBuckets, sessions, users } from "../db/schema";
import { hashToken } from "../lib/tokens";
import { sessionAbsoluteMs, sessionIdleMs } from "./auth-service";
import { createServices, type Services } from "./services";

let handle: DatabaseHandle;
let services: Services;
let clock: Date;

const minute = 60 * 1000;
const day = 24 * 60 * minute;
const address = "203.0.113.7";

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

const asha = {
  firstName: "Asha",
  lastName: "Verma",
  mobile: "9876543210",
  email: "Asha.Verma@Example.com",
  password: "correct horse 42",
};

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createServices(handle, { now: () => clock });
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  clock = new Date("2026-03-01T10:00:00Z");
  await handle.db.execute(
    sql`truncate ${users}, ${sessions}, ${passwordResetTokens}, ${rateLimitBuckets}, ${emailOutbox} restart identity cascade`,
  );
});

async function refusal(promise: Promise<unknown>): Promise<AuthError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AuthError)) throw new Error(`expected an AuthError, got ${String(error)}`);
  return error;
}

async function resetLinkFor(email: string): Promise<{ token: string; email: string }> {
  const [mail] = await handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)).limit(1).offset(0).where(
    eq(emailOutbox.toAddress, email),
  );
  const link = /https?:\/\/\S+/.exec(mail?.textBody ?? "")?.[0];
  if (!link) throw new Error("no reset link in the outbox");
  const url = new URL(link);
  return { token: url.searchParams.get("token") ?? "", email: url.searchParams.get("email") ?? "" };
}

describe("registration", () => {
  it("creates an account with an argon2id hash of the password (OWASP parameters), never the password", async () => {
    const user = await services.auth.register(asha);
    expect(user).toMatchObject({ email: asha.email, firstName: "Asha", lastName: "Verma", mobile: "9876543210" });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(asha.password);
  });

  it("refuses a second account for the same e-mail in any case with a clear message", async () => {
    await services.auth.register(asha);
    const error = await refusal(services.auth.register({ ...asha, email: "ASHA.verma@example.COM" }));
    expect(error.code).toBe("email_taken");
    expect(error.message).toBe("An account with this email already exists.");
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the e-mail in any case and resolves the session token to the shopper", async () => {
    const registered = await services.auth.register(asha);
    const { token, user } = await services.auth.signIn(
      { email: "asha.verma@EXAMPLE.com", password: asha.password },
      { clientAddress: address },
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.id).toBe(registered.id);
    expect((await services.auth.resolveSession(token))?.id).toBe(registered.id);
    // Only the token's hash is stored.
    const [row] = await handle.db.select().from(sessions);
    expect(row?.tokenHash).toBe(hashToken(token));
  });

  it("answers an unknown e-mail and a wrong password with the same generic message", async () => {
    await services.auth.register(asha);
    const wrongPassword = await refusal(
      services.auth.signIn({ email: asha.email, password: "not my password" }, { clientAddress: address }),
    );
    const unknownEmail = await refusal(
      services.auth.signIn({ email: "nobody@example.com", password: asha.password }, { clientAddress: address }),
    );
    expect(wrongPassword.message).toBe("Invalid email or password.");
    expect(unknownEmail.message).toBe(wrongPassword.message);
    expect(unknownEmail.code).toBe(wrongPassword.code);
  });

  it("issues a fresh token at every sign-in and ends the one the browser came with", async () => {
    await services.auth.register(asha);
    const first = await services.auth.signIn(asha, { clientAddress: address });
    const second = await services.auth.signIn(asha, { clientAddress: address, previousToken: first.token });
    expect(second.token).not.toBe(first.token);
    expect(await services.auth.resolveSession(first.token)).toBeNull();
    expect(await services.auth.resolveSession(second.token)).not.toBeNull();
  });

  it("ends the session at logout", async () => {
    await services.auth.register(asha);
    const { token } = await services.auth.signIn(asha, { clientAddress: address });
    await services.auth.signOut(token);
    expect(await services.auth.resolveSession(token)).toBeNull();
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
  });

  it("expires a session after 7 idle days, and seeing it slides that forward", async () => {
    await services.auth.register(asha);
    const { token } = await services.auth.signIn(asha, { clientAddress: address });
    advance(6 * day);
    expect(await services.auth.resolveSession(token)).not.toBeNull();
    advance(6 * day);
    // 12 days after sign-in, but only 6 since last seen.
    expect(await services.auth.resolveSession(token)).not.toBeNull();
    advance(sessionIdleMs + minute);
    expect(await services.auth.resolveSession(token)).toBeNull();
  });

  it("writes last_seen_at at most once a minute", async () => {
    await services.auth.register(asha);
    const { token } = await services.auth.signIn(asha, { clientAddress: address });
    const seen = async () => (await handle.db.select().from(sessions))[0]?.lastSeenAt.getTime();
    const signedInAt = await seen();
    advance(30 * 1000);
    await services.auth.resolveSession(token);
    expect(await seen()).toBe(signedInAt);
    advance(31 * 1000);
    await services.auth.resolveSession(token);
    expect(await seen()).toBe(clock.getTime());
  });

  it("expires a session 30 days after sign-in however active the shopper is", async () => {
    await services.auth.register(asha);
    const { token } = await services.auth.signIn(asha, { clientAddress: address });
    for (let elapsed = 0; elapsed + 5 * day < sessionAbsoluteMs; elapsed += 5 * day) {
      advance(5 * day);
      expect(await services.auth.resolveSession(token)).not.toBeNull();
    }
    advance(5 * day);
    expect(await services.auth.resolveSession(token)).toBeNull();
  });

  it("ignores tokens that are not ours", async () => {
    expect(await services.auth.resolveSession("")).toBeNull();
    expect(await services.auth.resolveSession("x".repeat(43))).toBeNull();
    expect(await services.auth.resolveSession("'; drop table users; --")).toBeNull();
  });
});

describe("the sign-in rate limit", () => {
  it("stops a guesser at one address after 10 wrong passwords on an account, while its owner signs in from elsewhere", async () => {
    await services.auth.register(asha);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const error = await refusal(services.auth.signIn({ email: asha.email, password: `guess ${attempt}` }, { clientAddress: address }));
      expect(error.code).toBe("invalid_credentials");
    }
    advance(5 * minute);
    // Even the right password is refused at that address now: the limit is checked first.
    const limited = await refusal(services.auth.signIn(asha, { clientAddress: address }));
    expect(limited.code).toBe("rate_limited");
    expect(limited.message).toBe("Too many attempts. Please try again in 10 minutes.");
    // The account's owner, anywhere else, is not locked out by the guesser.
    await expect(services.auth.signIn(asha, { clientAddress: "192.0.2.77" })).resolves.toMatchObject({ user: { email: asha.email } });
    advance(10 * minute);
    await expect(services.auth.signIn(asha, { clientAddress: address })).resolves.toMatchObject({ user: { email: asha.email } });
  });

  it("limits one address trying many accounts", async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      await refusal(services.auth.signIn({ email: `guess${attempt}@example.com`, password: "password1" }, { clientAddress: address }));
    }
    const limited = await refusal(services.auth.signIn({ email: "another@example.com", password: "password1" }, { clientAddress: address }));
    expect(limited.code).toBe("rate_limited");
    // Another address is not affected.
    const elsewhere = await refusal(
      services.auth.signIn({ email: "another@example.com", password: "password1" }, { clientAddress: "192.0.2.1" }),
    );
    expect(elsewhere.code).toBe("invalid_credentials");
  });

  it("stops many addresses guessing one account after 100 wrong passwords, each address adding at most its own 10", async () => {
    await services.auth.register(asha);
    for (let host = 1; host <= 10; host++) {
      const from = { clientAddress: `198.51.100.${host}` };
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await refusal(services.auth.signIn({ email: asha.email, password: `guess ${attempt}` }, from))).code).toBe("invalid_credentials");
      }
      // Refused at its address, so it adds nothing to the account's count.
      expect((await refusal(services.auth.signIn({ email: asha.email, password: "one more" }, from))).code).toBe("rate_limited");
    }
    const next = await refusal(services.auth.signIn(asha, { clientAddress: "203.0.113.9" }));
    expect(next.code).toBe("rate_limited");
  });

  it("limits accounts made from one address, before any password is hashed", async () => {
    const from = { clientAddress: address };
    for (let made = 1; made <= 10; made++) {
      await services.auth.register({ ...asha, email: `maker${made}@example.com` }, from);
    }
    const limited = await refusal(services.auth.register({ ...asha, email: "maker11@example.com" }, from));
    expect(limited.code).toBe("rate_limited");
    await expect(services.auth.register({ ...asha, email: "maker11@example.com" }, { clientAddress: "192.0.2.5" })).resolves.toMatchObject({
      email: "maker11@example.com",
    });
  });

  it("counts only failures: a shopper signing in again and again is never limited", async () => {
    await services.auth.register(asha);
    for (let attempt = 1; attempt <= 15; attempt++) {
      await services.auth.signIn(asha, { clientAddress: address });
    }
    expect(await handle.db.select().from(sessions)).toHaveLength(15);
  });

  it("counts attempts from several connections at once exactly", async () => {
    const rule = { limit: 5, windowMs: 15 * minute };
    const decisions = await Promise.all(Array.from({ length: 12 }, () => services.rateLimits.hit("test:race", rule)));
    expect(decisions.map((decision) => decision.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});

describe("password reset", () => {
  const origin = "https://shop.example";

  it("e-mails a single-use link for a known account and nothing for an unknown one, answering both alike", async () => {
    await services.auth.register(asha);
    await expect(services.auth.requestPasswordReset("nobody@example.com", { clientAddress: address, origin })).resolves.toBeUndefined();
    expect(await handle.db.select().from(emailOutbox)).toHaveLength(0);

    await expect(services.auth.requestPasswordReset("ASHA.VERMA@example.com", { clientAddress: address, origin })).resolves.toBeUndefined();
    const mails = await handle.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "password-reset", toAddress: asha.email });
    expect(mails[0]?.textBody).toContain(`${origin}/reset-password?token=`);
    const link = await resetLinkFor(asha.email);
    expect(link.email).toBe(asha.email);
    // Only the token's hash is stored.
    const [stored] = await handle.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).toBe(hashToken(link.token));
  });

  it("resets the password once, ends every session, and refuses the same link a second time", async () => {
    await services.auth.register(asha);
    const { token: session } = await services.auth.signIn(asha, { clientAddress: address });
    await services.auth.requestPasswordReset(asha.email, { clientAddress: address, origin });
    const link = await resetLinkFor(asha.email);
    expect(await services.auth.isResetLinkValid(link.token, link.email)).toBe(true);

    await services.auth.resetPassword({ ...link, password: "a brand new secret" });
    expect(await services.auth.resolveSession(session)).toBeNull();
    expect(await services.auth.isResetLinkValid(link.token, link.email)).toBe(false);
    const again = await refusal(services.auth.resetPassword({ ...link, password: "yet another one" }));
    expect(again.message).toBe("Invalid reset link. Please request a new password reset.");

    await expect(services.auth.signIn({ email: asha.email, password: "a brand new secret" }, { clientAddress: address })).resolves.toBeTruthy();
    expect((await refusal(services.auth.signIn(asha, { clientAddress: address }))).code).toBe("invalid_credentials");
  });

  it("refuses a link after one hour", async () => {
    await services.auth.register(asha);
    await services.auth.requestPasswordReset(asha.email, { clientAddress: address, origin });
    const link = await resetLinkFor(asha.email);
    advance(59 * minute);
    expect(await services.auth.isResetLinkValid(link.token, link.email)).toBe(true);
    advance(2 * minute);
    expect(await services.auth.isResetLinkValid(link.token, link.email)).toBe(false);
    expect((await refusal(services.auth.resetPassword({ ...link, password: "a brand new secret" }))).code).toBe("invalid_reset_link");
  });

  it("refuses a link with another account's e-mail, and leaves it usable by its owner", async () => {
    await services.auth.register(asha);
    await services.auth.register({ ...asha, email: "ravi@example.com", firstName: "Ravi" });
    await services.auth.requestPasswordReset(asha.email, { clientAddress: address, origin });
    const link = await resetLinkFor(asha.email);
    expect((await refusal(services.auth.resetPassword({ ...link, email: "ravi@example.com", password: "hijacked!!" }))).code).toBe(
      "invalid_reset_link",
    );
    await expect(services.auth.resetPassword({ ...link, password: "a brand new secret" })).resolves.toBeUndefined();
  });

  it("refuses a link that cannot work before hashing the new password, so guessing links costs no hashing", async () => {
    await services.auth.register(asha);
    const guesses = Array.from({ length: 30 }, (_, index) => ({ token: `${"g".repeat(40)}${String(index).padStart(3, "0")}`, email: asha.email }));
    const refusing = performance.now();
    for (const guess of guesses) {
      expect((await refusal(services.auth.resetPassword({ ...guess, password: "a brand new secret" }))).code).toBe("invalid_reset_link");
    }
    const refusedMs = performance.now() - refusing;
    // The same number of hashes as a new password costs, on the same machine at the same moment.
    const hashing = performance.now();
    for (const guess of guesses) await hash(guess.token, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hashedMs = performance.now() - hashing;
    expect(refusedMs).toBeLessThan(hashedMs / 2);
  });

  it("limits new passwords set from reset links at one address", async () => {
    const from = { clientAddress: address };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const guess = { token: "h".repeat(43), email: asha.email, password: "a brand new secret" };
      expect((await refusal(services.auth.resetPassword(guess, from))).code).toBe("invalid_reset_link");
    }
    const limited = await refusal(services.auth.resetPassword({ token: "h".repeat(43), email: asha.email, password: "x".repeat(12) }, from));
    expect(limited.code).toBe("rate_limited");
  });

  it("limits reset requests to 10 per 15 minutes for one e-mail", async () => {
    await services.auth.register(asha);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await services.auth.requestPasswordReset(asha.email, { clientAddress: `198.51.100.${attempt}`, origin });
    }
    const limited = await refusal(services.auth.requestPasswordReset(asha.email, { clientAddress: address, origin }));
    expect(limited.code).toBe("rate_limited");
    expect(await handle.db.select().from(emailOutbox)).toHaveLength(10);
  });
});

describe("changing the password", () => {
  it("needs the current password, then ends every other session but the one in use", async () => {
    const user = await services.auth.register(asha);
    const here = await services.auth.signIn(asha, { clientAddress: address });
    const elsewhere = await services.auth.signIn(asha, { clientAddress: address });

    const wrong = await refusal(
      services.auth.changePassword(user.id, { currentPassword: "not it", newPassword: "something new" }, here.token),
    );
    expect(wrong.message).toBe("Current password is incorrect.");

    await services.auth.changePassword(user.id, { currentPassword: asha.password, newPassword: "something new" }, here.token);
    expect(await services.auth.resolveSession(here.token)).not.toBeNull();
    expect(await services.auth.resolveSession(elsewhere.token)).toBeNull();
    await expect(services.auth.signIn({ email: asha.email, password: "something new" }, { clientAddress: address })).resolves.toBeTruthy();
  });
});

describe("changing the e-mail address", () => {
  it("needs the current password and an address no other account has, in any case", async () => {
    const user = await services.auth.register(asha);
    await services.auth.register({ ...asha, email: "ravi@example.com", firstName: "Ravi" });
    expect((await refusal(services.auth.changeEmail(user.id, { currentPassword: "nope", email: "new@example.com" }))).message).toBe(
      "Current password is incorrect.",
    );
    expect((await refusal(services.auth.changeEmail(user.id, { currentPassword: asha.password, email: "RAVI@example.com" }))).message).toBe(
      "An account with this email already exists.",
    );
    const changed = await services.auth.changeEmail(user.id, { currentPassword: asha.password, email: "asha.new@example.com" });
    expect(changed.email).toBe("asha.new@example.com");
    await expect(services.auth.signIn({ email: "asha.new@example.com", password: asha.password }, { clientAddress: address })).resolves.toBeTruthy();
    // Changing only the case of one's own address is allowed.
    const recased = await services.auth.changeEmail(user.id, { currentPassword: asha.password, email: "Asha.New@example.com" });
    expect(recased.email).toBe("Asha.New@example.com");
  });
});


describe("the limit on current-password checks in settings", () => {
  it("refuses the 11th wrong current password in 15 minutes, for the password and e-mail forms alike, per account", async () => {
    const user = await services.auth.register(asha);
    const ravi = await services.auth.register({ ...asha, email: "ravi@example.com", firstName: "Ravi" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await refusal(services.auth.changePassword(user.id, { currentPassword: `guess ${attempt}`, newPassword: "something new" }, null));
      expect(wrong.code).toBe("wrong_password");
      const wrongEmail = await refusal(services.auth.changeEmail(user.id, { currentPassword: `guess ${attempt}`, email: "new@example.com" }));
      expect(wrongEmail.code).toBe("wrong_password");
    }
    // Even the right password is refused now: the limit is checked first.
    advance(5 * minute);
    const limited = await refusal(services.auth.changePassword(user.id, { currentPassword: asha.password, newPassword: "something new" }, null));
    expect(limited).toMatchObject({ code: "rate_limited", message: "Too many attempts. Please try again in 10 minutes.", retryAfterMinutes: 10 });
    expect((await refusal(services.auth.changeEmail(user.id, { currentPassword: asha.password, email: "new@example.com" }))).code).toBe("rate_limited");
    // Another account is not affected.
    await services.auth.changePassword(ravi.id, { currentPassword: asha.password, newPassword: "ravi's new one" }, null);
    // After the window, the right password works again.
    advance(10 * minute);
    await services.auth.changePassword(user.id, { currentPassword: asha.password, newPassword: "something new" }, null);
  });

  it("counts only wrong passwords: a shopper who changes their details often is never limited", async () => {
    const user = await services.auth.register(asha);
    let password = asha.password;
    for (let change = 1; change <= 12; change++) {
      const next = `new password ${change}`;
      await services.auth.changePassword(user.id, { currentPassword: password, newPassword: next }, null);
      password = next;
    }
    await services.auth.changeEmail(user.id, { currentPassword: password, email: "asha.again@example.com" });
  });
});
