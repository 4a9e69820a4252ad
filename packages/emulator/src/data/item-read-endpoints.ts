/**
 * The Wix Data reads (paths of the provider's `@wix/data` items module on
 * `www.wixapis.com`), for any credential the collection's `read` permission
 * lets in:
 * - `GET /wix-data/v2/items/query` (`.r`; POST the same path, as the client
 *   sends it) `{dataCollectionId, query:{filter, sort, paging:{limit, offset},
 *   fields}, includeReferences, returnTotalCount}` → `{dataItems,
 *   pagingMetadata:{count, offset, total?, hasNext}}`;
 * - `GET /wix-data/v2/items/{dataItemId}?dataCollectionId=` → `{dataItem}`;
 * - `GET /wix-data/v2/items/count` (POST the same path) `{dataCollectionId,
 *   filter}` → `{totalCount}`.
 * Failures: 404 `WDE0025` (no such collection), 404 `WDE0073` (no such item),
 * 403 `WDE0027` (permissions), 400 naming the field for bad input.
 */
import type { Principal } from "../auth/principal.ts";
import type { Queryable } from "../db/database.ts";
import { invalidField } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { isObject } from "../http/is-object.ts";
import { type DataCollection, loadCollection } from "./data-collection.ts";
import { itemNotFound } from "./data-errors.ts";
import { compileDataFilter } from "./data-filter.ts";
import { type DataGrant, grantCovers, grantFor } from "./data-permissions.ts";
import { compileDataSort } from "./data-sort.ts";
import { SqlParams } from "./data-sql.ts";
import { wireItem } from "./item-document.ts";
import { type IncludedReference, readFields, readId, readIncludes, readPaging } from "./item-input.ts";
import { resolveReferences } from "./item-references.ts";
import { countItems, findItem, type ItemCondition, queryItems } from "./item-store.ts";

const BASE = "/wix-data/v2/items";

/** A JSON object given as is or as JSON text (flat GET parameters), or absent. */
function readObjectOrText(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalidField(field, "must be a JSON object", "INVALID_VALUE");
    }
  }
  if (!isObject(parsed)) throw invalidField(field, "must be an object", "INVALID_VALUE");
  return parsed;
}

function readFlag(value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === false || value === "false") return false;
  if (value === true || value === "true") return true;
  throw invalidField(field, "must be true or false", "INVALID_VALUE");
}

function condition(collectionId: string, filter: unknown, grant: DataGrant, at: string): ItemCondition {
  const params = new SqlParams();
  return { collectionId, where: compileDataFilter(filter, params, at), grant, params };
}

/** The served wire items of stored `items`, with `includes` resolved and only `fields` kept. */
async function served(
  db: Queryable,
  collection: DataCollection,
  items: Record<string, unknown>[],
  options: { includes: readonly IncludedReference[]; fields: readonly string[]; principal: Principal },
) {
  const resolved = await resolveReferences(db, collection, items, options.includes, options.principal);
  return resolved.map((data) => wireItem(collection, data, options.fields));
}

/** GET (or POST) `/wix-data/v2/items/query` → `{dataItems, pagingMetadata}`. */
export const queryDataItems: Endpoint = {
  method: "GET",
  path: `${BASE}/query`,
  access: "read",
  handle: async ({ db, payload, principal }) => {
    const collectionId = readId(payload.dataCollectionId, "dataCollectionId");
    const query = readObjectOrText(payload.query, "query") ?? {};
    const page = readPaging(query);
    const fields = readFields(query.fields, "query.fields");
    const includes = readIncludes(payload);
    const withTotal = readFlag(payload.returnTotalCount, "returnTotalCount");
    const filter = readObjectOrText(query.filter, "query.filter");
    const collection = await loadCollection(db, collectionId);
    const grant = grantFor(collection, "read", principal);
    const pageCondition = condition(collectionId, filter, grant, "query.filter");
    const orderBy = compileDataSort(query.sort, pageCondition.params, "query.sort");
    const { items, hasNext } = await queryItems(db, pageCondition, orderBy, page);
    const total = withTotal
      ? await countItems(db, condition(collectionId, filter, grant, "query.filter"))
      : undefined;
    return {
      dataItems: await served(db, collection, items, { includes, fields, principal }),
      pagingMetadata: {
        count: items.length,
        offset: page.offset,
        ...(total === undefined ? {} : { total, tooManyToCount: false }),
        hasNext,
      },
    };
  },
};

/** GET (or POST) `/wix-data/v2/items/count` `{dataCollectionId, filter}` → `{totalCount}`. */
export const countDataItems: Endpoint = {
  method: "GET",
  path: `${BASE}/count`,
  access: "read",
  handle: async ({ db, payload, principal }) => {
    const collectionId = readId(payload.dataCollectionId, "dataCollectionId");
    const filter = readObjectOrText(payload.filter, "filter");
    const collection = await loadCollection(db, collectionId);
    const grant = grantFor(collection, "read", principal);
    return { totalCount: await countItems(db, condition(collectionId, filter, grant, "filter")) };
  },
};

/** GET `/wix-data/v2/items/{dataItemId}?dataCollectionId=` → `{dataItem}`. */
export const getDataItem: Endpoint = {
  method: "GET",
  path: `${BASE}/{dataItemId}`,
  access: "read",
  handle: async ({ db, payload, principal }) => {
    const collectionId = readId(payload.dataCollectionId, "dataCollectionId");
    const itemId = readId(payload.dataItemId, "dataItemId");
    const fields = readFields(payload.fields, "fields");
    const includes = readIncludes(payload);
    const collection = await loadCollection(db, collectionId);
    const grant = grantFor(collection, "read", principal);
    const data = await findItem(db, collectionId, itemId);
    if (!data || !grantCovers(grant, data)) throw itemNotFound(collectionId, itemId);
    const [dataItem] = await served(db, collection, [data], { includes, fields, principal });
    return { dataItem };
  },
};
