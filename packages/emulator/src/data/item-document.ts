/**
 * An item's document: what a write stores (the caller's fields, references as
 * ids, dates in normal form, then the system fields `_id`, `_owner`,
 * `_createdDate`, `_updatedDate`) and what a read serves (`{id,
 * dataCollectionId, data}`, with only the asked fields when a read names some).
 */
import { invalidField } from "../errors.ts";
import { isObject } from "../http/is-object.ts";
import { type DataCollection, referenceTarget } from "./data-collection.ts";
import { normalizeDates } from "./data-values.ts";

/** An item on the wire. */
export interface DataItemWire {
  id: string;
  dataCollectionId: string;
  data: Record<string, unknown>;
}

/** The system fields a write sets. */
export interface SystemFields {
  owner: string;
  createdDate: string;
  updatedDate: string;
}

/** System fields the caller never sets (the store keeps its own). */
const READ_ONLY = new Set(["_id", "_createdDate", "_updatedDate"]);

function referenceId(value: unknown, at: string): string {
  if (typeof value === "string" && value !== "") return value;
  if (isObject(value) && typeof value._id === "string" && value._id !== "") return value._id;
  throw invalidField(at, "must be an item id or an item with an _id", "INVALID_VALUE");
}

function storedField(collection: DataCollection, key: string, value: unknown): unknown {
  const target = referenceTarget(collection, key);
  const at = `dataItem.data.${key}`;
  if (!target || value === null) return normalizeDates(value);
  if (target.kind === "single") return referenceId(value, at);
  if (!Array.isArray(value)) throw invalidField(at, "must be a list of item ids", "INVALID_VALUE");
  return value.map((entry, index) => referenceId(entry, `${at}[${index}]`));
}

/**
 * The document to store for item `id` of `collection` written with `input`; `_owner` comes from
 * `system` unless `ownerSettable` (the site's admin) and the input names one.
 *
 * @example
 * ```ts
 * storedData(pages, "about", { title: "About" }, { owner: "site-owner", createdDate: now, updatedDate: now }, false);
 * ```
 */
export function storedData(
  collection: DataCollection,
  id: string,
  input: Record<string, unknown>,
  system: SystemFields,
  ownerSettable: boolean,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (READ_ONLY.has(key) || key === "_owner" || key === "__proto__" || value === undefined) continue;
    data[key] = storedField(collection, key, value);
  }
  const owner =
    ownerSettable && typeof input._owner === "string" && input._owner !== "" ? input._owner : system.owner;
  return {
    ...data,
    _id: id,
    _owner: owner,
    _createdDate: { $date: system.createdDate },
    _updatedDate: { $date: system.updatedDate },
  };
}

function pick(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { _id: data._id };
  for (const field of fields) if (Object.hasOwn(data, field)) picked[field] = data[field];
  return picked;
}

/**
 * The wire form of an item of `collection` whose served `data` is ready, keeping only `fields` (and
 * `_id`) when some are named.
 *
 * @example
 * ```ts
 * wireItem(pages, { _id: "about", title: "About" }, []); // { id: "about", dataCollectionId: "Pages", data: {…} }
 * ```
 */
export function wireItem(
  collection: DataCollection,
  data: Record<string, unknown>,
  fields: readonly string[],
): DataItemWire {
  return {
    id: String(data._id),
    dataCollectionId: collection.id,
    data: fields.length === 0 ? data : pick(data, fields),
  };
}
