/** Reading the untrusted fields of identity requests: strings and nested objects, with 400s for wrong types. */
import { invalidField } from "../errors.ts";

/** `payload[name]` as an object (`{}` when absent); 400 when it is something else. */
export function objectField(payload: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = payload[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw invalidField(name, "must be an object");
  return value as Record<string, unknown>;
}

/** `payload[name]` as a non-empty string of at most `max` characters; 400 otherwise. */
export function requiredString(
  payload: Record<string, unknown>,
  name: string,
  field = name,
  max = 2000,
): string {
  const value = payload[name];
  if (typeof value !== "string" || value === "") throw invalidField(field, "is required", "REQUIRED_FIELD");
  if (value.length > max) throw invalidField(field, `must be at most ${max} characters`, "MAX_LENGTH");
  return value;
}

/** A new password: 4 to 100 characters. */
export function passwordField(payload: Record<string, unknown>, name: string): string {
  const value = requiredString(payload, name, name, 100);
  if (value.length < 4) throw invalidField(name, "must be at least 4 characters", "MIN_LENGTH");
  return value;
}
