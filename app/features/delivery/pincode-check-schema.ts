// What GET /api/db/pincodes/{pin} answers, checked before the PIN code check shows it. Loaded on
// the shopper's first check, so pages do not carry zod until then.
import * as z from "zod/mini";

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The "data" of the answer (the API client unwraps it). */
export const pincodeCheckAnswerSchema = z.object({
  check: z.object({
    pincode: z.string(),
    city: z.string(),
    stateCode: z.string(),
    serviceable: z.boolean(),
    nearestWarehouse: z.nullable(z.object({ city: z.string(), distanceKm: z.number() })),
    delivery: z.nullable(z.object({ from: isoDate, to: isoDate })),
    assemblyIncluded: z.boolean(),
    assemblyNeeded: z.boolean(),
    codAvailable: z.boolean(),
    codReason: z.nullable(z.string()),
  }),
});
