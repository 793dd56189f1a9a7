import type { Logger } from "pino";
import type { Services } from "../services/services";

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    services: Services;
    logger: Logger;
    requestId: string;
    secureHeadersNonce?: string;
  };
}
