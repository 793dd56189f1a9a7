// The India part of the OpenAPI document (server/api/openapi.ts): the PIN code check and the
// store finder under /api/db.
import { indianStates } from "../../app/lib/indian-states";
import { maxStoreQueryLength } from "../../app/lib/store-search";
import {
  arrayOf,
  boolean,
  dataOf,
  errorResponse,
  integer,
  jsonResponse,
  nullable,
  number,
  object,
  ref,
  string,
  type Json,
} from "./openapi-builders";

const stateCode: Json = { type: "string", enum: indianStates.map((state) => state.code) };
const isoDate: Json = { type: "string", format: "date", description: "A date in India (YYYY-MM-DD)." };

export const indiaSchemas: Record<string, Json> = {
  PincodeCheck: object({
    pincode: { type: "string", pattern: "^[1-9][0-9]{5}$" },
    city: { type: "string", description: "The district, which shoppers read as their city." },
    stateCode,
    serviceable: { type: "boolean", description: "Whether we deliver there (India Post delivers mail there)." },
    nearestWarehouse: nullable(
      object({ city: string, distanceKm: { type: "integer", description: "Straight-line distance." } }),
    ),
    delivery: nullable(
      object({ from: isoDate, to: isoDate }, ["from", "to"]),
    ),
    assemblyIncluded: { type: "boolean", description: "Our fitters assemble it here." },
    assemblyNeeded: { type: "boolean", description: "False when every product asked about arrives ready to use." },
    codAvailable: boolean,
    codReason: nullable({ type: "string", description: "Why cash on delivery is not offered, in plain words." }),
  }),
  Store: object({
    slug: string,
    name: string,
    city: string,
    stateCode,
    stateName: string,
    address: string,
    pincode: string,
    hours: string,
    phone: { type: "string", description: "The toll-free number and the store's extension." },
    phoneHref: { type: "string", description: "tel: link dialling the extension after a pause." },
    latitude: number,
    longitude: number,
    directionsUrl: { type: "string", format: "uri", description: "Google Maps directions to the store." },
    distanceKm: nullable({ ...integer, description: "From the PIN code searched for." }),
  }),
};

export const indiaPaths: Record<string, Json> = {
  "/api/db/pincodes/{pin}": {
    get: {
      tags: ["delivery"],
      summary: "Whether we deliver to a PIN code, when, with assembly, and whether cash on delivery is offered",
      parameters: [
        { name: "pin", in: "path", required: true, schema: { type: "string", pattern: "^[1-9][0-9]{5}$" } },
        {
          name: "subtotal",
          in: "query",
          description: "What the shopper would pay, in rupees; cash on delivery is refused above the cap.",
          schema: { ...integer, minimum: 0 },
        },
        {
          name: "in_stock",
          in: "query",
          description: "0 or false when an item must be restocked first (3 working days more).",
          schema: { type: "string", enum: ["1", "0", "true", "false"], default: "1" },
        },
        {
          name: "product_id",
          in: "query",
          description: "A product asked about, once per product (at most 50): assembly is promised only for what needs it.",
          schema: { ...integer, minimum: 1 },
        },
      ],
      responses: {
        200: jsonResponse("The delivery promise.", dataOf(object({ check: ref("PincodeCheck") }))),
        404: errorResponse("India Post does not know the PIN code."),
        422: errorResponse("Not a 6-digit PIN code, or a bad subtotal, in_stock or product_id."),
      },
    },
  },
  "/api/db/stores": {
    get: {
      tags: ["stores"],
      summary: "Experience stores: all, by city (part of the name, any case) or nearest a PIN code",
      parameters: [
        {
          name: "q",
          in: "query",
          description: "A city (or state) name, or a 6-digit PIN code; empty lists every store.",
          schema: { type: "string", maxLength: maxStoreQueryLength },
        },
      ],
      responses: {
        200: jsonResponse(
          "The stores found; for a PIN code the nearest first, with distances.",
          dataOf(
            object(
              {
                kind: { type: "string", enum: ["all", "city", "pincode"] },
                query: string,
                place: object({ city: string, stateCode }),
                stores: arrayOf(ref("Store")),
              },
              ["kind", "stores"],
            ),
          ),
        ),
        404: errorResponse("India Post does not know the PIN code."),
        422: errorResponse("q is too long."),
      },
    },
  },
};
