import type { Logger } from "pino";
import type { AuthUser } from "../../app/lib/contracts/auth";
import type { StaffActor, StaffMember } from "../../app/lib/contracts/staff";
import type { Services } from "../services/services";

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    services: Services;
    logger: Logger;
    requestId: string;
    secureHeadersNonce?: string;
    /** The signed-in shopper (server/http/session.ts); null for a guest, undefined before resolved. */
    user?: AuthUser | null;
    /** The token of that session (cookie or bearer), to end it at sign-out. */
    sessionToken?: string | null;
    /** The signed-in staff member on back-office paths (server/http/staff-session.ts); null when none. */
    staff?: StaffMember | null;
    /** The token of that staff session, to end it at sign-out. */
    staffSessionToken?: string | null;
    /** Who acts on /api/admin/* (server/http/staff-api-auth.ts): a signed-in staff member or an API token. */
    staffActor?: StaffActor;
    /** Where the request came from, for per-address rate limits. */
    clientAddress?: string;
    /** The route pattern this request is counted under in the metrics, when a handler knows it better than Hono. */
    metricsRoute?: string;
  };
}
