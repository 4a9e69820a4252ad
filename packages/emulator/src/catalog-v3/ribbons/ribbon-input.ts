/**
 * Checks on the ribbon calls' input: a ribbon name (1 to 30 characters after
 * trimming, as the provider's ribbon and the v1 product's `ribbon` allow), a
 * revision (a whole number, sent as a string or a number), the ribbon id, and
 * the requested extra fields (`ASSIGNED_PRODUCT_COUNT`). Each failure is a 400
 * field violation naming the field.
 */

import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { requestedFieldsOf } from "../../catalog-core/model/requested-fields.ts";
import { invalidField } from "../../errors.ts";

/** Longest ribbon name the provider accepts. */
export const MAX_RIBBON_NAME = 30;

/** The requested fields ribbons know (the provider's `RequestedFields`). */
const RIBBON_FIELDS = ["ASSIGNED_PRODUCT_COUNT"] as const;

/**
 * The trimmed ribbon name at `value`.
 *
 * @example
 * ```ts
 * readRibbonName(payload.ribbon?.name, "ribbon.name"); // "Sale"
 * ```
 */
export function readRibbonName(value: unknown, field: string): string {
  const checks = new InputChecks();
  const name = checks.string(value, field, { required: true, maxLength: MAX_RIBBON_NAME });
  checks.done();
  return (name as string).trim();
}

/**
 * The ribbon id at `value`.
 *
 * @example
 * ```ts
 * readRibbonId(payload.ribbonId, "ribbonId"); // "6f1c…"
 * ```
 */
export function readRibbonId(value: unknown, field: string): string {
  const checks = new InputChecks();
  const id = checks.string(value, field, { required: true });
  checks.done();
  return id as string;
}

/**
 * The revision at `value`, as a number.
 *
 * @example
 * ```ts
 * readRevision("3", "ribbon.revision"); // 3
 * ```
 */
export function readRevision(value: unknown, field: string): number {
  if (value === undefined || value === null || value === "")
    throw invalidField(field, "must not be empty", "REQUIRED_FIELD");
  const revision = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof revision !== "number" || !Number.isSafeInteger(revision) || revision < 0)
    throw invalidField(field, "must be a whole number", "INVALID_TYPE");
  return revision;
}

/**
 * The object at `value` (`{}` when absent).
 *
 * @example
 * ```ts
 * const ribbon = readObject(payload.ribbon, "ribbon");
 * ```
 */
export function readObject(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw invalidField(field, "must be an object", "INVALID_TYPE");
  return value as Record<string, unknown>;
}

/**
 * Whether `fields` (a flat GET parameter, or a list) asks for `ASSIGNED_PRODUCT_COUNT`, the only
 * extra field ribbons have.
 *
 * @example
 * ```ts
 * readRequestedFields(["ASSIGNED_PRODUCT_COUNT"]); // true
 * ```
 */
export function readRequestedFields(fields: unknown): boolean {
  return requestedFieldsOf(fields, RIBBON_FIELDS).has("ASSIGNED_PRODUCT_COUNT");
}
