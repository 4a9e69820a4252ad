/**
 * Checks the `dataCollections` of a store file before anything is written: a list of collections
 * with unique non-empty ids, fields `{key, type}`, permissions naming the provider's roles (absent:
 * anyone reads, the admin writes), and items with unique non-empty `_id`s.
 */
import { DATA_ROLES, type DataRole, PUBLIC_CONTENT } from "../data/data-collection.ts";
import type { DataCollectionRecord } from "../data/data-store-file.ts";
import { isObject } from "../http/is-object.ts";
import { StoreFileError } from "./store-file-error.ts";

function nonEmpty(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function unique(values: unknown[], place: string): void {
  const seen = new Set<unknown>();
  for (const value of values) {
    if (seen.has(value)) throw new StoreFileError(`${place}: ${String(value)} appears twice`);
    seen.add(value);
  }
}

/**
 * The checked `dataCollections` of a parsed store file (absent: none); throws `StoreFileError`
 * naming the first problem.
 *
 * @example
 * ```ts
 * parseDataCollections({ dataCollections: [{ id: "Pages", items: [{ _id: "about" }] }] });
 * ```
 */
export function parseDataCollections(file: Record<string, unknown>): DataCollectionRecord[] {
  const value = file.dataCollections ?? [];
  if (!Array.isArray(value) || !value.every(isObject))
    throw new StoreFileError('"dataCollections" must be a list of objects');
  unique(
    value.map((c) => c.id),
    "dataCollections: id",
  );
  return value.map((collection, index) => {
    const at = `dataCollections[${index}]`;
    if (!nonEmpty(collection.id)) throw new StoreFileError(`${at}.id must be a non-empty string`);
    const fields = collection.fields ?? [];
    if (!Array.isArray(fields) || !fields.every((f) => isObject(f) && nonEmpty(f.key) && nonEmpty(f.type)))
      throw new StoreFileError(`${at}.fields must be a list of {key, type}`);
    const permissions = collection.permissions ?? PUBLIC_CONTENT;
    if (!isObject(permissions)) throw new StoreFileError(`${at}.permissions must be an object`);
    for (const action of ["read", "insert", "update", "remove"] as const)
      if (!DATA_ROLES.includes(permissions[action] as DataRole))
        throw new StoreFileError(`${at}.permissions.${action} must be one of ${DATA_ROLES.join(", ")}`);
    const items = collection.items ?? [];
    if (!Array.isArray(items) || !items.every((item) => isObject(item) && nonEmpty(item._id)))
      throw new StoreFileError(`${at}.items must be a list of items with an _id`);
    unique(
      items.map((item) => item._id),
      `${at}.items: _id`,
    );
    return {
      id: collection.id,
      displayName: nonEmpty(collection.displayName) ? collection.displayName : collection.id,
      fields,
      permissions,
      items,
    } as DataCollectionRecord;
  });
}
