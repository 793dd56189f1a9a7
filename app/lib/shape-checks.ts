// Checks of small JSON shapes for code every cart page runs at once (its saved copy, its action's
// answer, the cart API's answer). zod/mini's shared chunk is 17 KB gzipped, more than the cart
// page's JavaScript budget leaves it; these few checks are what it used of it. Forms and the
// server keep zod. A check says whether a value has the shape; `schemaOf` gives it zod's
// `safeParse`, for the API client. Keys a shape does not name are left out of what it returns.
import type { ResponseSchema } from "./api-client";

/** Returns the value as T when it has T's shape, else undefined. */
export type Check<T> = (value: unknown) => T | undefined;

export function wholeNumber({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): Check<number> {
  return (value) => (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined);
}

export const positiveWholeNumber = wholeNumber({ min: 1 });

export function anyNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function text({ maxLength = Number.MAX_SAFE_INTEGER }: { maxLength?: number } = {}): Check<string> {
  return (value) => (typeof value === "string" && value.length <= maxLength ? value : undefined);
}

export function boolean(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

export function literal<const Value extends string | boolean>(expected: Value): Check<Value> {
  return (value) => (value === expected ? expected : undefined);
}

export function oneOf<const Value extends string>(choices: readonly Value[]): Check<Value> {
  return (value) => choices.find((choice) => choice === value);
}

/** The check, or null. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

/** A shape's key that may be missing (or undefined). */
export interface Optional<T> {
  readonly optional: Check<T>;
}

export function optional<T>(check: Check<T>): Optional<T> {
  return { optional: check };
}

export function arrayOf<T>(check: Check<T>, { maxLength = Number.MAX_SAFE_INTEGER }: { maxLength?: number } = {}): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > maxLength) return undefined;
    const checked: T[] = [];
    for (const item of value) {
      const passed = check(item);
      if (passed === undefined) return undefined;
      checked.push(passed);
    }
    return checked;
  };
}

type ShapeChecks = Record<string, Check<unknown> | Optional<unknown>>;
type PresentFields<Checks extends ShapeChecks> = {
  [Key in keyof Checks as Checks[Key] extends Optional<unknown> ? never : Key]: Checks[Key] extends Check<infer T> ? T : never;
};
type OptionalFields<Checks extends ShapeChecks> = {
  [Key in keyof Checks as Checks[Key] extends Optional<unknown> ? Key : never]?: Checks[Key] extends Optional<infer T> ? T : never;
};
export type ShapeOf<Checks extends ShapeChecks> = PresentFields<Checks> & OptionalFields<Checks>;

/** An object with these keys, each passing its check. */
export function shape<const Checks extends ShapeChecks>(checks: Checks): Check<ShapeOf<Checks>> {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const checked: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(checks)) {
      const field: unknown = Object.hasOwn(value, key) ? Reflect.get(value, key) : undefined;
      if (typeof check === "function") {
        const passed = check(field);
        if (passed === undefined) return undefined;
        checked[key] = passed;
      } else if (field !== undefined) {
        const passed = check.optional(field);
        if (passed === undefined) return undefined;
        checked[key] = passed;
      }
    }
    // Every key of the shape was checked above, each against its own check.
    return checked as ShapeOf<Checks>;
  };
}

/** The first of these checks the value passes (a union, such as a discriminated one). */
export function either<T>(...checks: Check<T>[]): Check<T> {
  return (value) => {
    for (const check of checks) {
      const passed = check(value);
      if (passed !== undefined) return passed;
    }
    return undefined;
  };
}

/** zod's `safeParse` over a check, for what takes a schema (the API client). */
export function schemaOf<T>(check: Check<T>): ResponseSchema<T> {
  return {
    safeParse(value) {
      const data = check(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}
