// A new session's token and times, for shoppers' and staff's sessions alike: the browser gets the
// token, the database its SHA-256 and a sliding idle expiry capped by an absolute one.
import { hashToken, newToken } from "./tokens";

export function newSession(at: Date, lifetimes: { idleMs: number; absoluteMs: number }) {
  const token = newToken();
  const row = {
    tokenHash: hashToken(token),
    createdAt: at,
    lastSeenAt: at,
    idleExpiresAt: new Date(at.getTime() + lifetimes.idleMs),
    absoluteExpiresAt: new Date(at.getTime() + lifetimes.absoluteMs),
  };
  return { token, row, expiresAt: row.absoluteExpiresAt };
}
