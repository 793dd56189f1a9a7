// Small builders for the hand-written OpenAPI document (server/api/openapi.ts and its parts), so
// every part describes bodies, responses and errors the same way.
import { phoneMaxLength } from "../../app/lib/phone";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const integer = { type: "integer" } as const;
export const string = { type: "string" } as const;
export const boolean = { type: "boolean" } as const;
export const number = { type: "number" } as const;

export const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: Json): Json => ({ oneOf: [schema, { type: "null" }] });
export const arrayOf = (items: Json): Json => ({ type: "array", items });

/** An object whose every property is required unless `required` says otherwise. */
export function object(properties: Record<string, Json>, required: string[] = Object.keys(properties)): Json {
  return { type: "object", required, properties };
}

/** {"data": schema} */
export const dataOf = (schema: Json): Json => object({ data: schema });

export const jsonResponse = (description: string, schema: Json): Json => ({
  description,
  content: { "application/json": { schema } },
});

export const errorResponse = (description: string): Json => jsonResponse(description, ref("Error"));

/** A phone or mobile number as a body may send it; what is stored is its ten digits (app/lib/phone.ts). */
export const typedPhone: Json = {
  type: "string",
  maxLength: phoneMaxLength,
  // The usual ways of writing one, for API clients; the server also takes a bare 91 or 0 prefix.
  pattern: "^(\\+91[ -]?)?[0-9]{5}[ -]?[0-9]{5}$",
  description:
    "Ten digits. Spaces and dashes are dropped, and so is a leading +91, or a 91 or 0 before ten digits: \"+91 98765 43210\" is kept as 9876543210.",
};

export const jsonBody = (schema: Json): Json => ({ required: true, content: { "application/json": { schema } } });
