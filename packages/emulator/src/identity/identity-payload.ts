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

/** The fewest characters a new password may have (NIST SP 800-63B §3.1.1.2: at least 8). */
export const PASSWORD_MIN_LENGTH = 8;

/** The most characters a password may have. */
export const PASSWORD_MAX_LENGTH = 100;

/** A new password: 8 to 100 characters. */
export function passwordField(payload: Record<string, unknown>, name: string): string {
  const value = requiredString(payload, name, name, PASSWORD_MAX_LENGTH);
  if (value.length < PASSWORD_MIN_LENGTH)
    throw invalidField(name, `must be at least ${PASSWORD_MIN_LENGTH} characters`, "MIN_LENGTH");
  return value;
}
