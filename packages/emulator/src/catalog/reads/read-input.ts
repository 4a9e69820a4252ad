/**
 * What a catalogue read needs from a request (a subset of `EndpointInput`, so
 * reads run the same from an endpoint or a test), and the checks every read
 * makes on its payload.
 */
import type { Queryable } from "../../db/database.ts";
import { invalidField } from "../../errors.ts";
import type { Principal } from "../../http/endpoint.ts";

/** The request a read serves. */
export interface ReadInput {
  /** Untrusted payload (decoded GET parameters or JSON body, path parameters merged in). */
  readonly payload: Record<string, unknown>;
  readonly principal: Principal;
  readonly db: Queryable;
}

/**
 * The non-empty string at `payload[name]`; a 400 naming `name` otherwise.
 *
 * @example
 * ```ts
 * const id = requiredString(payload, "id");
 * ```
 */
export function requiredString(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  if (typeof value !== "string" || value === "")
    throw invalidField(name, "must be a non-empty string", "REQUIRED_FIELD");
  return value;
}

/**
 * The `{name: string}` map at `payload[name]` (e.g. option choices), or
 * `undefined` when absent; a 400 naming the bad entry otherwise.
 */
export function optionalStringMap(
  payload: Record<string, unknown>,
  name: string,
): Record<string, string> | undefined {
  const value = payload[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw invalidField(name, "must be an object", "INVALID_TYPE");
  for (const [key, item] of Object.entries(value))
    if (typeof item !== "string") throw invalidField(`${name}.${key}`, "must be a string", "INVALID_TYPE");
  return value as Record<string, string>;
}

/** The list of strings at `payload[name]` (one string from a flat GET parameter counts as a list), or `undefined`. */
export function optionalStringList(payload: Record<string, unknown>, name: string): string[] | undefined {
  const value = payload[name];
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => typeof item === "string"))
    throw invalidField(name, "must be a list of strings", "INVALID_TYPE");
  return list as string[];
}
