// Every /api endpoint fed generated bad input, on a real database (embedded PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set). The endpoints come from the OpenAPI document at GET /api/docs
// (plus any /api route the server registers that the document leaves out), so a new endpoint is
// covered the day it is added. For each one, fast-check (fixed seed, bounded runs) sends wrong
// types, missing and extra fields, huge strings, every kind of unicode, enormous and negative
// numbers, SQL and script fragments, malformed JSON, wrong content types, oversized bodies, bad
// path parameters, query strings and headers, and checks that the store:
//   - never answers 5xx;
//   - answers every refusal as a 4xx in the API's error shape {"error":{"code","message"}};
//   - refuses what cannot be right (missing or mistyped fields, malformed JSON, a body that is not
//     JSON, an unknown method) and answers 413 to a body over 16 KB;
//   - writes nothing when it refuses: no row of any table inserted, changed or deleted (rate-limit
//     counters aside, whose job is to count refused attempts), recorded by test-only triggers.
// The back office's calls (/api/admin/*) are sent mostly as the store's owner, with an API token
// or the staff session cookie, so the input reaches their handlers and services.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  hostileHeaderValue,
  hostileJson,
  hostileKey,
  hostileNumber,
  hostileString,
  hostileUrlPart,
  malformedJson,
  percentEncodeAnything,
  wrongContentType,
} from "../../tests/support/hostile-values";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { installWriteAudit, type WriteAudit } from "../../tests/support/write-audit";
import { createApp, maxApiBodyBytes } from "../app";
import { maxProductBodyBytes } from "../../app/lib/contracts/admin-products";
import { isProductWrite } from "./admin-routes";
import type { DatabaseHandle } from "../db/client";
import { queryRows } from "../services/catalog-sql";
import { createServices, type Services } from "../services/services";
import { openApiDocument } from "./openapi";

/** Fixed, so a failure found once is found again; change it to explore other inputs. */
const seed = Number(process.env.HOSTILE_INPUT_SEED ?? 20_261_122);
/** Requests per endpoint (each run is one request). */
const runsPerOperation = Number(process.env.HOSTILE_INPUT_RUNS ?? 30);

const origin = "http://store.test";
const methods = ["get", "post", "put", "delete", "patch"] as const;
type Method = (typeof methods)[number];

const errorBody = z.object({ error: z.object({ code: z.string().min(1), message: z.string().min(1) }) });

// --- The OpenAPI document, read as far as generating requests needs ---------------------------

const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(["path", "query", "header", "cookie"]),
  required: z.boolean().optional(),
  schema: z.unknown().optional(),
});
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })) }).optional(),
  security: z.array(z.unknown()).optional(),
});
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
});
const schemaNode = z.looseObject({
  $ref: z.string().optional(),
  type: z.string().optional(),
  enum: z.array(z.unknown()).optional(),
  oneOf: z.array(z.unknown()).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  required: z.array(z.string()).optional(),
  items: z.unknown().optional(),
  pattern: z.string().optional(),
  format: z.string().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
});
type SchemaNode = z.infer<typeof schemaNode>;
type Parameter = z.infer<typeof parameterSchema>;

interface Operation {
  method: Method;
  /** OpenAPI form: /api/db/cart/items/{id} */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation takes no body. */
  body: unknown;
  /** Whether the operation is for a signed-in shopper. */
  signedIn: boolean;
}

const document = documentSchema.parse(JSON.parse(JSON.stringify(openApiDocument)));

function node(value: unknown): SchemaNode {
  const parsed = schemaNode.parse(value ?? {});
  if (!parsed.$ref) return parsed;
  const name = parsed.$ref.replace("#/components/schemas/", "");
  return node(document.components.schemas[name]);
}

/** Whether the document says the schema has exactly one JSON type (so another one is wrong). */
function jsonTypeOf(schema: SchemaNode): "string" | "number" | "boolean" | "object" | "array" | null {
  if (schema.type === "integer" || schema.type === "number") return "number";
  if (schema.type === "string" || schema.type === "boolean" || schema.type === "object" || schema.type === "array") {
    return schema.type;
  }
  if (schema.oneOf?.every((option) => node(option).type === "object")) return "object";
  return null;
}

function documentedOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [pathName, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const raw = item[method];
      if (raw === undefined) continue;
      const operation = operationSchema.parse(raw);
      operations.push({
        method,
        path: pathName,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content["application/json"]?.schema ?? null,
        signedIn: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** Routes under /api the server answers that the document does not describe: fuzzed blind. */
function undocumentedOperations(app: ReturnType<typeof createApp>, documented: readonly Operation[]): Operation[] {
  const known = new Set(documented.map((operation) => `${operation.method} ${operation.path}`));
  const found = new Map<string, Operation>();
  for (const route of app.routes) {
    const method = route.method.toLowerCase();
    if (!isMethod(method) || !route.path.startsWith("/api/") || route.path.includes("*")) continue;
    const pathName = route.path.replace(/\/$/, "").replace(/:(\w+)/g, "{$1}");
    const key = `${method} ${pathName}`;
    if (known.has(key) || found.has(key)) continue;
    const parameters: Parameter[] = [...pathName.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1] ?? "",
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    found.set(key, { method, path: pathName, parameters, body: method === "get" ? null : { type: "object" }, signedIn: false });
  }
  return [...found.values()];
}

function isMethod(value: string): value is Method {
  return (methods as readonly string[]).includes(value);
}

// --- Generators: a valid value for a schema, and a hostile one --------------------------------

const sampleEmails = ["asha@example.in", "RAVI.K@Example.co.in", "meera+home@example.in"];

function validValue(raw: unknown): fc.Arbitrary<unknown> {
  const schema = node(raw);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map(validValue));
  switch (schema.type) {
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = validValue(value);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case "array":
      return fc.array(validValue(schema.items), { maxLength: 3 });
    case "string":
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === "email") return fc.constantFrom(...sampleEmails);
      if (schema.format === "date") return fc.constant("2026-11-23");
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 24, 24)) });
    case "integer": {
      const min = schema.minimum ?? 1;
      return fc.integer({ min, max: schema.maximum ?? Math.max(min, 120) });
    }
    case "number":
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    default:
      return hostileJson;
  }
}

interface HostileValue {
  value: unknown;
  /** True when the value cannot be valid: a missing required field or one of the wrong JSON type. */
  invalid: boolean;
}

function jsonTypeOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** A value whose JSON type differs from the schema's (an integer field also refuses fractions). */
function wrongType(schema: SchemaNode): fc.Arbitrary<unknown> {
  const type = jsonTypeOf(schema);
  const fraction = schema.type === "integer" ? [fc.constantFrom(0.5, 1.25, -7.5, 1e-9)] : [];
  return fc.oneof(...fraction, hostileJson.filter((value) => type !== null && jsonTypeOfValue(value) !== type));
}

/** A value for the schema with one thing wrong in it, somewhere. */
function hostileValue(raw: unknown, depth = 0): fc.Arbitrary<HostileValue> {
  const schema = node(raw);
  const type = jsonTypeOf(schema);
  const options: fc.Arbitrary<HostileValue>[] = [hostileJson.map((value) => ({ value, invalid: false }))];
  if (type !== null) options.push(wrongType(schema).map((value) => ({ value, invalid: true })));
  if (schema.oneOf && depth < 3) {
    options.push(fc.oneof(...schema.oneOf.map((option) => hostileValue(option, depth + 1))));
  }
  if (schema.type === "string") options.push(hostileString.map((value) => ({ value, invalid: false })));
  if (schema.type === "integer" || schema.type === "number") {
    options.push(hostileNumber.map((value) => ({ value, invalid: false })));
  }
  if (schema.type === "object" && depth < 3) {
    const valid = validValue(schema).map((value) => (isRecord(value) ? value : {}));
    const keys = Object.keys(schema.properties ?? {});
    const required = schema.required ?? [];
    if (keys.length > 0) {
      // One property made hostile, the rest valid.
      options.push(
        fc
          .tuple(valid, fc.constantFrom(...keys))
          .chain(([base, key]) =>
            hostileValue(schema.properties?.[key], depth + 1).map((inner) => ({
              value: { ...base, [key]: inner.value },
              invalid: inner.invalid,
            })),
          ),
      );
    }
    if (required.length > 0) {
      // A required property left out.
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([base, key]) => {
          const { [key]: _dropped, ...rest } = base;
          return { value: rest, invalid: true };
        }),
      );
    }
    // Properties nobody asked for: prices, totals, prototype names, junk.
    options.push(
      fc
        .tuple(valid, fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 4 }))
        .map(([base, extra]) => ({ value: Object.assign(Object.fromEntries(extra), base), invalid: false })),
    );
  }
  return fc.oneof(...options);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// --- Requests ----------------------------------------------------------------------------------

type Identity = "guest" | "guest with a cart" | "signed-in shopper" | "owner's API token" | "owner signed in to the back office";

interface HostileRequest {
  kind: string;
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  /** Send the body as a stream with no Content-Length, as a chunked upload does. */
  streamed: boolean;
  /** The request cannot be right: anything but a 4xx is a bug. */
  mustRefuse: boolean;
  expectStatus?: number;
}

const isBackOffice = (operation: Operation) => operation.path.startsWith("/api/admin/");

/** Who sends the request: for the back office's API, its owner (token or session) most of the time. */
function identityFor(operation: Operation): fc.Arbitrary<Identity> {
  return isBackOffice(operation)
    ? fc.constantFrom<Identity>("owner's API token", "owner's API token", "owner signed in to the back office", "signed-in shopper")
    : fc.constantFrom<Identity>("guest", "guest with a cart", "signed-in shopper");
}

function validParameter(parameter: Parameter): fc.Arbitrary<string> {
  return validValue(parameter.schema).map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
}

function pathFor(operation: Operation, hostile: boolean): fc.Arbitrary<string> {
  const params = operation.parameters.filter((parameter) => parameter.in === "path");
  return fc
    .tuple(
      ...params.map((parameter) =>
        hostile ? fc.oneof(hostileUrlPart, validParameter(parameter).map(encodeURIComponent)) : validParameter(parameter).map(encodeURIComponent),
      ),
    )
    .map((values) => params.reduce((built, parameter, index) => built.replace(`{${parameter.name}}`, values[index] ?? ""), operation.path));
}

function queryFor(operation: Operation, hostile: boolean): fc.Arbitrary<string> {
  const params = operation.parameters.filter((parameter) => parameter.in === "query");
  const pairs = params.map((parameter) => {
    const valid = validParameter(parameter).map((value) => [`${parameter.name}=${encodeURIComponent(value)}`]);
    const absent = fc.constant<string[]>([]);
    const bad = fc.oneof(
      hostileUrlPart.map((value) => [`${parameter.name}=${value}`]),
      fc.constantFrom([parameter.name], [`${parameter.name}=`], [`${parameter.name}[]=1`], [`${parameter.name}=1`, `${parameter.name}=2`]),
    );
    if (!hostile) return parameter.required ? valid : fc.oneof(valid, absent);
    return fc.oneof(valid, absent, bad, bad);
  });
  const extra = hostile
    ? fc.array(fc.tuple(hostileUrlPart, hostileUrlPart).map(([key, value]) => `${key}=${value}`), { maxLength: 3 })
    : fc.constant<string[]>([]);
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const all = [...chosen.flat(), ...more];
    return all.length === 0 ? "" : `?${all.join("&")}`;
  });
}

function headerParametersFor(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const params = operation.parameters.filter((parameter) => parameter.in === "header");
  return fc
    .tuple(...params.map((parameter) => validParameter(parameter)))
    .map((values) => Object.fromEntries(params.map((parameter, index) => [parameter.name, values[index] ?? ""])));
}

const jsonHeaders = { "Content-Type": "application/json", Accept: "application/json" };
const sameSite = { "X-Requested-With": "XMLHttpRequest", Origin: origin };

function requestsFor(operation: Operation, allMethodsOfPath: readonly Method[]): fc.Arbitrary<HostileRequest> {
  const method = operation.method.toUpperCase();
  const validBody: fc.Arbitrary<string | null> = operation.body === null ? fc.constant(null) : validValue(operation.body).map((value) => JSON.stringify(value));
  const base = (kind: string, hostileUrl: boolean) =>
    fc.record({
      kind: fc.constant(kind),
      identity: identityFor(operation),
      path: pathFor(operation, hostileUrl),
      query: queryFor(operation, hostileUrl),
      headerParams: headerParametersFor(operation),
    });
  const kinds: fc.Arbitrary<HostileRequest>[] = [];

  // Bad path parameters and query strings (with a valid body, if any).
  kinds.push(
    fc.tuple(base("path and query", true), validBody).map(([parts, body]) => ({
      kind: parts.kind,
      identity: parts.identity,
      method,
      url: parts.path + parts.query,
      headers: { ...jsonHeaders, ...sameSite, ...parts.headerParams },
      body,
      streamed: false,
      mustRefuse: false,
    })),
  );

  // Hostile headers: cookies, tokens, keys, ids and origins no browser sends.
  kinds.push(
    fc
      .tuple(
        base("headers", false),
        validBody,
        fc.subarray(["Cookie", "Authorization", "Idempotency-Key", "X-Request-Id", "Accept", "X-Forwarded-Host", "Sec-Fetch-Site"], { minLength: 1 }),
        hostileHeaderValue,
      )
      .map(([parts, body, names, value]) => {
        const headers: Record<string, string> = { ...jsonHeaders, ...sameSite, ...parts.headerParams };
        for (const name of names) {
          headers[name] =
            name === "Cookie"
              ? `cart_token=${value}; session=${value}; wishlist_token=${value}; staff_session=${value}`
              : name === "Authorization"
                ? `Bearer ${value}`
                : value;
        }
        return { kind: parts.kind, identity: parts.identity, method, url: parts.path + parts.query, headers, body, streamed: false, mustRefuse: false };
      }),
  );

  if (operation.body !== null) {
    // The body's fields: wrong types, missing, extra, huge, unicode, out of range.
    kinds.push(
      fc.tuple(base("body", false), hostileValue(operation.body)).map(([parts, hostile]) => ({
        kind: parts.kind,
        identity: parts.identity,
        method,
        url: parts.path + parts.query,
        headers: { ...jsonHeaders, ...sameSite, ...parts.headerParams },
        body: JSON.stringify(hostile.value),
        streamed: false,
        mustRefuse: hostile.invalid,
      })),
    );
    // Not JSON at all, though it says so.
    kinds.push(
      fc.tuple(base("malformed JSON", false), malformedJson).map(([parts, body]) => ({
        kind: parts.kind,
        identity: parts.identity,
        method,
        url: parts.path + parts.query,
        headers: { ...jsonHeaders, ...sameSite, ...parts.headerParams },
        body,
        streamed: false,
        mustRefuse: true,
      })),
    );
    // A valid body under a content type that is not JSON.
    kinds.push(
      fc.tuple(base("content type", false), validBody, wrongContentType).map(([parts, body, contentType]) => {
        const headers: Record<string, string> = { Accept: "application/json", ...sameSite, ...parts.headerParams };
        if (contentType !== null) headers["Content-Type"] = contentType;
        return { kind: parts.kind, identity: parts.identity, method, url: parts.path + parts.query, headers, body, streamed: false, mustRefuse: true };
      }),
    );
  }

  if (operation.method !== "get") {
    // Over the body's limit (16 KB, a product's own for a product written whole), announced by
    // Content-Length or streamed without it.
    const limit = isProductWrite(operation.method.toUpperCase(), operation.path.replace(/\{[^}]+\}/g, "1")) ? maxProductBodyBytes : maxApiBodyBytes;
    kinds.push(
      fc.tuple(base("oversized body", false), fc.integer({ min: limit + 1, max: 4 * limit }), fc.boolean()).map(([parts, size, streamed]) => {
        const body = JSON.stringify({ padding: "x".repeat(size) });
        const headers: Record<string, string> = { ...jsonHeaders, ...sameSite, ...parts.headerParams };
        if (!streamed) headers["Content-Length"] = String(Buffer.byteLength(body));
        return { kind: parts.kind, identity: parts.identity, method, url: parts.path + parts.query, headers, body, streamed, mustRefuse: true, expectStatus: 413 };
      }),
    );
  }

  // A method the path does not have.
  const otherMethods = methods.filter((other) => !allMethodsOfPath.includes(other));
  if (otherMethods.length > 0) {
    kinds.push(
      fc.tuple(base("wrong method", false), fc.constantFrom(...otherMethods)).map(([parts, other]) => ({
        kind: parts.kind,
        identity: parts.identity,
        method: other.toUpperCase(),
        url: parts.path + parts.query,
        headers: { ...jsonHeaders, ...sameSite },
        body: other === "get" ? null : "{}",
        streamed: false,
        mustRefuse: true,
      })),
    );
  }
  return fc.oneof(...kinds);
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + 4096));
      offset += 4096;
    },
  });
}

/** What a failure report shows of a request: huge strings cut down to size. */
function describeRequest(request: HostileRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
  return JSON.stringify({ ...request, url: cut(request.url), body: request.body === null ? null : cut(request.body), headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, cut(value)])) });
}

// --- The sweep: every field of every endpoint, one killer value at a time ---------------------

/** The values most likely to break something, tried in every field (random runs may miss one). */
const killerStrings = ["a\u0000b", "\uD800", "\u202E😀सोफ़ा", "' OR '1'='1'; --", "<script>alert(1)</script>", "x".repeat(12_000)];
const killerNumbers = [-1, 0, 1.5, 2_147_483_648, -2_147_483_649, -1e308, 1e308];
/** What no endpoint may accept in a text field, now that such text is refused at the door. */
const unstorable = new Set(["a\u0000b", "\uD800"]);

/**
 * The schema with each oneOf resolved to one option: concrete body shapes in which every option
 * of every field appears once, the other fields at their first option. (Every combination grew
 * as the product of the options: four optional Hindi fields made the product's body 16 shapes.)
 */
function concreteShapes(raw: unknown): SchemaNode[] {
  const schema = node(raw);
  if (schema.oneOf) return schema.oneOf.flatMap(concreteShapes);
  if (schema.type !== "object" || !schema.properties) return [schema];
  const optionsByField = Object.entries(schema.properties).map(([key, value]) => ({ key, options: concreteShapes(value) }));
  const first: Record<string, unknown> = Object.fromEntries(optionsByField.map(({ key, options }) => [key, options[0]]));
  const shapes = [first, ...optionsByField.flatMap(({ key, options }) => options.slice(1).map((option) => ({ ...first, [key]: option })))];
  return shapes.map((properties) => ({ ...schema, properties }));
}

/** Every scalar field of a concrete body shape, by its path. */
function fieldsOf(schema: SchemaNode, at: string[] = []): { path: string[]; schema: SchemaNode }[] {
  if (schema.type === "object") {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => fieldsOf(node(value), [...at, key]));
  }
  return [{ path: at, schema }];
}

function withField(body: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const record = isRecord(body) ? body : {};
  return { ...record, [head]: withField(record[head], rest, value) };
}

function killersFor(schema: SchemaNode): unknown[] {
  return schema.type === "integer" || schema.type === "number" ? killerNumbers : killerStrings;
}

function sampleOf<T>(arbitrary: fc.Arbitrary<T>): T {
  const [value] = fc.sample(arbitrary, { seed, numRuns: 1 });
  if (value === undefined) throw new Error("fast-check gave no sample");
  return value;
}

/** One request per (field, killer value): body fields, query parameters and path parameters. */
function sweepRequests(operation: Operation): HostileRequest[] {
  // Tokens are made and revoked only by a signed-in owner: those calls are swept with the session.
  const backOffice: Identity = operation.path.startsWith("/api/admin/api-tokens") ? "owner signed in to the back office" : "owner's API token";
  const who: Identity = isBackOffice(operation) ? backOffice : operation.signedIn ? "signed-in shopper" : "guest with a cart";
  const method = operation.method.toUpperCase();
  const validPath = sampleOf(pathFor(operation, false));
  const validQuery = sampleOf(queryFor(operation, false));
  const headerParams = sampleOf(headerParametersFor(operation));
  const headers = { ...jsonHeaders, ...sameSite, ...headerParams };
  const requests: HostileRequest[] = [];
  const shapes = operation.body === null ? [] : concreteShapes(operation.body);
  const validBody = shapes[0] ? JSON.stringify(sampleOf(validValue(shapes[0]))) : null;
  for (const shape of shapes) {
    const base = sampleOf(validValue(shape));
    for (const field of fieldsOf(shape)) {
      for (const killer of killersFor(field.schema)) {
        requests.push({
          kind: `sweep body ${field.path.join(".")}`,
          identity: who,
          method,
          url: validPath + validQuery,
          headers,
          body: JSON.stringify(withField(base, field.path, killer)),
          streamed: false,
          mustRefuse: typeof killer === "string" && unstorable.has(killer),
        });
      }
    }
  }
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === "query" || candidate.in === "path")) {
    for (const killer of [...killerStrings.map(percentEncodeAnything), ...killerNumbers.map(String)]) {
      const url =
        parameter.in === "path"
          ? operation.path.replace(`{${parameter.name}}`, killer).replace(/\{\w+\}/g, "1")
          : `${validPath}?${parameter.name}=${killer}`;
      requests.push({ kind: `sweep ${parameter.in} ${parameter.name}`, identity: who, method, url, headers, body: validBody, streamed: false, mustRefuse: false });
    }
  }
  return requests;
}

// --- The test -----------------------------------------------------------------------------------

describe("every /api endpoint fed hostile input", () => {
  let database: DatabaseHandle;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let audit: WriteAudit;
  const shopper = { email: "hostile.input.tester@example.in", password: "teak-and-cane-2024", token: "" };
  const owner = { email: "hostile.owner@aangan.example", password: "a long owner password", apiToken: "", session: "" };
  let ownerActor: StaffActor | null = null;
  let guestCartToken = "";
  let productInStock = { productId: 0, variantId: 0 };

  const operations = documentedOperations();

  beforeAll(async () => {
    database = await createTestDatabase({ template: seededTemplate({ india: "sample", products: 24 }) });
    services = createServices(database, { codMaxRupees: 50_000 });
    app = createApp({
      services,
      logger: pino({ level: "silent" }),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    });

    await services.auth.register({ firstName: "Hostile", lastName: "Tester", mobile: "9876543210", email: shopper.email, password: shopper.password });
    const [variant] = z
      .array(z.object({ product_id: z.number(), id: z.number() }))
      .parse(await queryRows(database.db, sql`select product_id, id from product_variants where stock > 50 order by id limit 1`));
    if (!variant) throw new Error("the seed has no variant with stock");
    productInStock = { productId: variant.product_id, variantId: variant.id };
    const added = await app.request(`${origin}/api/db/cart/items`, {
      method: "POST",
      headers: { ...jsonHeaders, ...sameSite },
      body: JSON.stringify({ product_id: variant.product_id, variant_id: variant.id, quantity: 1 }),
    });
    guestCartToken = /cart_token=([^;]+)/.exec(added.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(guestCartToken).not.toBe("");

    const ownerMember = await services.staff.addFromCommandLine({ email: owner.email, name: "Hostile Owner", role: "owner", password: owner.password });
    ownerActor = { staff: ownerMember, clientAddress: "hostile-input-harness" };

    // Rate-limit counters are left out (counting refused attempts is their job), and so are the
    // session columns that seeing a session (or using an API token) slides forward.
    audit = await installWriteAudit(database.db, {
      ignoreTables: ["rate_limit_buckets"],
      ignoreColumns: { sessions: ["last_seen_at", "idle_expires_at"], staff_sessions: ["last_seen_at", "idle_expires_at"], staff_api_tokens: ["last_used_at"] },
    });
  });

  afterAll(async () => {
    await database.close();
  });

  // What the last request may have changed. A refused request changes nothing (that is what is
  // checked), so after one the identities and the audit's mark are still good, which saves the
  // queries that would check them again: most requests are refused.
  let verified = new Set<Identity>();
  let mark: number | null = null;

  /** Puts the identities back the way the runs expect them, if an earlier run changed them. */
  async function prepare(who: Identity): Promise<Record<string, string>> {
    if (who === "guest with a cart") {
      if (!verified.has(who) && (await services.cart.count({ kind: "guest", token: guestCartToken })) === 0) {
        await services.cart.addItem({ kind: "guest", token: guestCartToken }, { ...productInStock, quantity: 1 });
        mark = null;
      }
      verified.add(who);
      return { Cookie: `cart_token=${guestCartToken}` };
    }
    if (who === "signed-in shopper") {
      if (!verified.has(who) && (!shopper.token || !(await services.auth.resolveSession(shopper.token)))) {
        // A logout or a reset in an earlier run ended the session: sign in again, from an address
        // of its own, so the runs' failed sign-ins never lock the tester out.
        const signedIn = await services.auth.signIn(shopper, { clientAddress: "hostile-input-harness" });
        shopper.token = signedIn.token;
        mark = null;
      }
      verified.add(who);
      return { Authorization: `Bearer ${shopper.token}` };
    }
    if (who === "owner's API token") {
      if (!verified.has(who) && (!owner.apiToken || !(await services.apiTokens.actorOfToken(owner.apiToken, "hostile-input-harness")))) {
        // Revoked by an earlier run (DELETE /api/admin/api-tokens/{id}): the owner makes another.
        if (!ownerActor) throw new Error("the owner is made before the runs");
        owner.apiToken = (await services.apiTokens.create(ownerActor, { name: "Hostile input", role: "owner" })).token;
        mark = null;
      }
      verified.add(who);
      return { Authorization: `Bearer ${owner.apiToken}` };
    }
    if (who === "owner signed in to the back office") {
      if (!verified.has(who) && (!owner.session || !(await services.staff.staffOfSession(owner.session)))) {
        owner.session = (await services.staff.signIn(owner, { clientAddress: "hostile-input-harness" })).token;
        mark = null;
      }
      verified.add(who);
      return { Cookie: `staff_session=${owner.session}` };
    }
    return {};
  }

  /** Sends one request and checks the answer and the database against the rules above. */
  async function check(request: HostileRequest): Promise<void> {
    const identityHeaders = await prepare(request.identity);
    mark ??= await audit.mark();
    const headers = new Headers({ ...identityHeaders, ...request.headers });
    const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
    if (request.body !== null && request.method !== "GET") {
      init.body = request.streamed ? streamOf(request.body) : request.body;
      if (request.streamed) init.duplex = "half";
    }
    const response = await app.request(new Request(`${origin}${request.url}`, init));
    const text = await response.text();
    const where = `${response.status} for ${describeRequest(request)}\n${text.slice(0, 300)}`;
    expect(response.status, where).toBeLessThan(500);
    if (request.expectStatus) expect(response.status, where).toBe(request.expectStatus);
    if (request.mustRefuse) expect(response.status, where).toBeGreaterThanOrEqual(400);
    if (response.status >= 400) {
      expect(response.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
      expect(errorBody.safeParse(JSON.parse(text)).success, where).toBe(true);
      expect(await audit.writesSince(mark), `written although refused: ${where}`).toEqual([]);
    } else {
      verified = new Set();
      mark = null;
    }
  }

  it("reads every endpoint from the OpenAPI document", () => {
    const names = operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(names).toEqual(expect.arrayContaining(["POST /api/db/cart/items", "POST /api/db/orders", "POST /api/db/auth/register", "GET /api/db/search"]));
  });

  it("enumerates the document GET /api/docs serves", async () => {
    const response = await app.request("/api/docs");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
  });

  // One test per endpoint, so a failure names it. The list is fixed when the file loads: the
  // OpenAPI document is a module, the same one GET /api/docs serves.
  for (const operation of documentedOperations()) {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    it(`${name}: never a 5xx, refusals in the error shape, nothing written when refused`, async () => {
      const pathMethods = methods.filter((method) => document.paths[operation.path]?.[method] !== undefined);
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, pathMethods), async (request) => {
          await check(request);
        }),
        { seed, numRuns: runsPerOperation, endOnFailure: false },
      );
    });
  }

  for (const operation of documentedOperations()) {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    it(`${name}: every field and parameter with each killer value`, async () => {
      for (const request of sweepRequests(operation)) await check(request);
    });
  }

  it("fuzzes blind the /api routes the document leaves out", async () => {
    const undocumented = undocumentedOperations(app, documentedOperations());
    for (const operation of undocumented) {
      const pathMethods = undocumented.filter((other) => other.path === operation.path).map((other) => other.method);
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, pathMethods), async (request) => {
          await check(request);
        }),
        { seed, numRuns: Math.ceil(runsPerOperation / 2) },
      );
    }
  });
});
