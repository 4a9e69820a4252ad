/**
 * The Wix Data writes (paths of the provider's `@wix/data` items module on
 * `www.wixapis.com`), for whoever the collection's permissions let in (the
 * site's admin, i.e. an API key, always):
 * - `POST /wix-data/v2/items` `{dataCollectionId, dataItem:{id?, data}}` → `{dataItem}`
 *   (409 `WDE0074` when the id is taken);
 * - `POST /wix-data/v2/items/update` `{dataCollectionId, dataItem:{id, data}}` → `{dataItem}`:
 *   the item's fields are replaced, its `_createdDate` and `_owner` kept;
 * - `POST /wix-data/v2/items/save` (insert or update) → `{action: "INSERTED" | "UPDATED", dataItem}`;
 * - `POST /wix-data/v2/items/remove` `{dataCollectionId, dataItemId}` → `{dataItem}` (the removed item).
 * Each write is one transaction on the collection's row and the item's. Failures: 404 `WDE0025`,
 * 404 `WDE0073` (update or remove of a missing item), 403 `WDE0027`, 400 naming the field.
 */
import type { Principal } from "../auth/principal.ts";
import type { Queryable } from "../db/database.ts";
import type { Endpoint, EndpointInput } from "../http/endpoint.ts";
import { type DataCollection, loadCollection } from "./data-collection.ts";
import { type DataAction, dataPermissionDenied, itemAlreadyExists, itemNotFound } from "./data-errors.ts";
import { grantCovers, grantFor, ownerOf } from "./data-permissions.ts";
import { dateText } from "./data-values.ts";
import { storedData, wireItem } from "./item-document.ts";
import { readDataItem, readId } from "./item-input.ts";
import { resolveReferences } from "./item-references.ts";
import { deleteItem, findItem, type ItemData, insertItem, replaceItem } from "./item-store.ts";

const BASE = "/wix-data/v2/items";

/** The wire form of a written item (references as stored, multi-references left out). */
async function servedWrite(db: Queryable, collection: DataCollection, data: ItemData, principal: Principal) {
  const [resolved] = await resolveReferences(db, collection, [data], [], principal);
  return wireItem(collection, resolved ?? data, []);
}

/** Throws the 403 unless the caller may do `action` in `collection` (on `item`, when given). */
function checkAllowed(collection: DataCollection, action: DataAction, principal: Principal, item?: ItemData) {
  const grant = grantFor(collection, action, principal);
  if (item && !grantCovers(grant, item)) throw dataPermissionDenied(collection.id, action);
}

type Written = { collection: DataCollection; data: ItemData; action: "INSERTED" | "UPDATED" };

/** Inserts, updates or (`mode: "save"`) either, in one transaction; resolves what was stored. */
async function write(input: EndpointInput, mode: "insert" | "update" | "save"): Promise<Written> {
  const { payload, principal } = input;
  const collectionId = readId(payload.dataCollectionId, "dataCollectionId");
  const item = readDataItem(payload.dataItem, { idRequired: mode === "update" });
  const now = new Date(input.credentials.now()).toISOString();
  const isAdmin = principal.kind === "merchant";
  return input.db.transaction(async (tx) => {
    const collection = await loadCollection(tx, collectionId);
    const existing =
      mode === "insert" ? undefined : await findItem(tx, collectionId, item.id, { forUpdate: true });
    if (mode === "update" && !existing) throw itemNotFound(collectionId, item.id);
    if (existing) {
      checkAllowed(collection, "update", principal, existing);
      const system = {
        owner: String(existing._owner ?? ownerOf(principal)),
        createdDate: dateText(existing._createdDate) ?? now,
        updatedDate: now,
      };
      const data = storedData(collection, item.id, item.data, system, isAdmin);
      await replaceItem(tx, collectionId, data);
      return { collection, data, action: "UPDATED" };
    }
    checkAllowed(collection, "insert", principal);
    const system = { owner: ownerOf(principal), createdDate: now, updatedDate: now };
    const data = storedData(collection, item.id, item.data, system, isAdmin);
    if (!(await insertItem(tx, collectionId, data))) throw itemAlreadyExists(collectionId, item.id);
    return { collection, data, action: "INSERTED" };
  });
}

/** POST `/wix-data/v2/items` → `{dataItem}`. */
export const insertDataItem: Endpoint = {
  method: "POST",
  path: BASE,
  access: "read",
  handle: async (input) => {
    const { collection, data } = await write(input, "insert");
    return { dataItem: await servedWrite(input.db, collection, data, input.principal) };
  },
};

/** POST `/wix-data/v2/items/update` → `{dataItem}`. */
export const updateDataItem: Endpoint = {
  method: "POST",
  path: `${BASE}/update`,
  access: "read",
  handle: async (input) => {
    const { collection, data } = await write(input, "update");
    return { dataItem: await servedWrite(input.db, collection, data, input.principal) };
  },
};

/** POST `/wix-data/v2/items/save` → `{action, dataItem}`. */
export const saveDataItem: Endpoint = {
  method: "POST",
  path: `${BASE}/save`,
  access: "read",
  handle: async (input) => {
    const { collection, data, action } = await write(input, "save");
    return { action, dataItem: await servedWrite(input.db, collection, data, input.principal) };
  },
};

/** POST `/wix-data/v2/items/remove` `{dataCollectionId, dataItemId}` → `{dataItem}`. */
export const removeDataItem: Endpoint = {
  method: "POST",
  path: `${BASE}/remove`,
  access: "read",
  handle: async ({ db, payload, principal }) => {
    const collectionId = readId(payload.dataCollectionId, "dataCollectionId");
    const itemId = readId(payload.dataItemId, "dataItemId");
    const { collection, data } = await db.transaction(async (tx) => {
      const collection = await loadCollection(tx, collectionId);
      const data = await findItem(tx, collectionId, itemId, { forUpdate: true });
      if (!data) throw itemNotFound(collectionId, itemId);
      checkAllowed(collection, "remove", principal, data);
      await deleteItem(tx, collectionId, itemId);
      return { collection, data };
    });
    return { dataItem: await servedWrite(db, collection, data, principal) };
  },
};
