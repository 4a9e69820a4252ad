/**
 * Reference fields as a read serves them. Stored, a reference is an item id
 * and a multi-reference a list of ids. Served without `include`, a reference
 * stays its id and a multi-reference field is left out, as the provider does;
 * included, each becomes the referenced item's data (a multi-reference its
 * first `limit` items, in stored order, missing ones skipped), when the caller
 * may read the referenced collection.
 */
import type { Principal } from "../auth/principal.ts";
import type { Queryable } from "../db/database.ts";
import { ApiFailure, invalidField } from "../errors.ts";
import {
  type DataCollection,
  loadCollection,
  multiReferenceKeys,
  type ReferenceTarget,
  referenceTarget,
} from "./data-collection.ts";
import { grantCovers, grantFor } from "./data-permissions.ts";
import type { IncludedReference } from "./item-input.ts";
import { findItems, type ItemData } from "./item-store.ts";

interface Inclusion extends IncludedReference {
  target: ReferenceTarget;
}

function idsOf(value: unknown, inclusion: Inclusion): string[] {
  if (inclusion.target.kind === "single") return typeof value === "string" ? [value] : [];
  return Array.isArray(value) ? value.filter((id) => typeof id === "string").slice(0, inclusion.limit) : [];
}

/** The referenced items the caller may read, by id, with their own multi-references left out. */
async function referencedItems(
  db: Queryable,
  inclusion: Inclusion,
  ids: string[],
  principal: Principal,
): Promise<Map<string, ItemData>> {
  let collection: DataCollection;
  try {
    collection = await loadCollection(db, inclusion.target.collectionId);
    const grant = grantFor(collection, "read", principal);
    const found = (await findItems(db, collection.id, ids)).filter((data) => grantCovers(grant, data));
    const hidden = multiReferenceKeys(collection);
    return new Map(
      found.map((data) => [
        String(data._id),
        Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.includes(k))),
      ]),
    );
  } catch (error) {
    if (error instanceof ApiFailure) return new Map();
    throw error;
  }
}

/**
 * The served data of `items` of `collection`: multi-references left out unless in `includes`,
 * included references replaced by the items they name. 400 when an include names no reference field.
 *
 * @example
 * ```ts
 * const served = await resolveReferences(db, menus, items, [{ field: "pages", limit: 50 }], principal);
 * ```
 */
export async function resolveReferences(
  db: Queryable,
  collection: DataCollection,
  items: ItemData[],
  includes: readonly IncludedReference[],
  principal: Principal,
): Promise<ItemData[]> {
  const inclusions = includes.map((include, index): Inclusion => {
    const target = referenceTarget(collection, include.field);
    if (!target)
      throw invalidField(
        `includeReferences[${index}].field`,
        `is not a reference field of ${collection.id}`,
        "INVALID_VALUE",
      );
    return { ...include, target };
  });
  const resolved = await Promise.all(
    inclusions.map((inclusion) =>
      referencedItems(
        db,
        inclusion,
        [...new Set(items.flatMap((data) => idsOf(data[inclusion.field], inclusion)))],
        principal,
      ),
    ),
  );
  const hidden = multiReferenceKeys(collection).filter((key) => !inclusions.some((i) => i.field === key));
  return items.map((data) => {
    const served: ItemData = Object.fromEntries(
      Object.entries(data).filter(([key]) => !hidden.includes(key)),
    );
    inclusions.forEach((inclusion, index) => {
      const found = resolved[index] as Map<string, ItemData>;
      const ids = idsOf(data[inclusion.field], inclusion);
      if (inclusion.target.kind === "multi")
        served[inclusion.field] = ids.flatMap((id) => (found.has(id) ? [found.get(id)] : []));
      else if (ids[0] !== undefined && found.has(ids[0])) served[inclusion.field] = found.get(ids[0]);
    });
    return served;
  });
}
