/**
 * The Wix Data calls, for the endpoint registry: the items of the collections
 * a store defines (its seed or store file), read and written through the
 * provider's `@wix/data` paths. The fixed paths (`query`, `count`, `update`,
 * `save`, `remove`) come before the `{dataItemId}` template.
 */
import type { Endpoint } from "../http/endpoint.ts";
import { countDataItems, getDataItem, queryDataItems } from "./item-read-endpoints.ts";
import { insertDataItem, removeDataItem, saveDataItem, updateDataItem } from "./item-write-endpoints.ts";

/** Every Wix Data endpoint. */
export const dataEndpoints: readonly Endpoint[] = [
  queryDataItems,
  countDataItems,
  insertDataItem,
  updateDataItem,
  saveDataItem,
  removeDataItem,
  getDataItem,
];
