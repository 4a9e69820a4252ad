/**
 * The items of a category call, checked: an item is `{catalogItemId, appId}`
 * (both required); a list of items or of category ids has at least one entry
 * and at most the call's maximum. The checks collect every violation of a
 * request, reported at once by the caller's `done()`.
 */
import type { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { isObject } from "../../http/is-object.ts";

/** An item as the wire names it. */
export interface ItemReference {
  catalogItemId: string;
  appId: string;
}

/**
 * The item `value` (at `field`): both parts must be non-empty strings.
 *
 * @example
 * ```ts
 * const item = itemOf(checks, input.payload.item, "item");
 * ```
 */
export function itemOf(checks: InputChecks, value: unknown, field: string): ItemReference {
  const item = isObject(value) ? value : {};
  const catalogItemId = checks.string(item.catalogItemId, `${field}.catalogItemId`, { required: true });
  const appId = checks.string(item.appId, `${field}.appId`, { required: true });
  return { catalogItemId: catalogItemId ?? "", appId: appId ?? "" };
}

/**
 * The list `value` (at `field`) with 1 to `maxSize` entries, each read by `entryOf` at `field[i]`.
 *
 * @example
 * ```ts
 * const items = listOf(checks, payload.items, "items", 100, (value, at) => itemOf(checks, value, at));
 * ```
 */
export function listOf<T>(
  checks: InputChecks,
  value: unknown,
  field: string,
  maxSize: number,
  entryOf: (entry: unknown, at: string) => T,
): T[] {
  const list = checks.array(value, field, { required: true, maxSize }) ?? [];
  if (Array.isArray(value) && value.length === 0)
    checks.fail(field, "must have at least one entry", "REQUIRED_FIELD");
  return list.map((entry, index) => entryOf(entry, `${field}[${index}]`));
}
