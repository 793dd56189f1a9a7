// Small builders for the hand-written OpenAPI document (server/api/openapi.ts and its parts), so
// every part describes bodies, responses and errors the same way.
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

export const jsonBody = (schema: Json): Json => ({ required: true, content: { "application/json": { schema } } });
