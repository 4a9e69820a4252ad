/**
 * Shortcuts for the Wix Data tests: define a collection straight in the
 * database (a store defines its collections by seed or store file), and call
 * the items endpoints in process as the merchant (API key), a visitor or a
 * given credential.
 */
// biome-ignore lint/style/noRestrictedImports: inserts collections of a stated shape straight in the data store's table
import type { DataCollection, DataPermissions } from "../../src/data/data-collection.ts";
// biome-ignore lint/style/noRestrictedImports: inserts collections of a stated shape straight in the data store's table
import { insertCollection, PUBLIC_CONTENT } from "../../src/data/data-collection.ts";
import type { TestApp } from "../support/test-app.ts";

/** A reply: status and parsed body. */
export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** The `details.applicationError` or `details.validationError` of an error reply. */
export interface ErrorBody {
  message: string;
  details: {
    applicationError?: { code: string; description: string };
    validationError?: { fieldViolations: { field: string }[] };
  };
}

/** An item on the wire. */
export interface WireItem {
  id: string;
  dataCollectionId: string;
  data: Record<string, unknown>;
}

/** Defines collection `id` (fields and permissions as given; default: public content, no declared fields). */
export async function defineCollection(
  t: TestApp,
  id: string,
  options: { fields?: DataCollection["fields"]; permissions?: DataPermissions } = {},
): Promise<void> {
  const collection = {
    id,
    displayName: id,
    fields: options.fields ?? [],
    permissions: options.permissions ?? PUBLIC_CONTENT,
  };
  await insertCollection(t.db, collection, new Date());
}

/** Calls `url` with `body` (POST) or no body (GET), as `authorization` (default: the merchant). */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: "GET" | "POST",
  url: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = t.merchantHeaders,
): Promise<Reply<T>> {
  const res = await t.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
  return { status: res.statusCode, body: res.json() as T };
}

/** Inserts `data` into `collectionId` as the merchant; resolves the stored item. */
export async function insert(
  t: TestApp,
  collectionId: string,
  data: Record<string, unknown>,
): Promise<WireItem> {
  const reply = await call<{ dataItem: WireItem }>(t, "POST", "/wix-data/v2/items", {
    dataCollectionId: collectionId,
    dataItem: { data },
  });
  if (reply.status !== 200) throw new Error(`insert failed: ${JSON.stringify(reply.body)}`);
  return reply.body.dataItem;
}

/** Queries `collectionId` with `query` (and other request fields), as `headers`' caller. */
export function query(
  t: TestApp,
  collectionId: string,
  queryBody: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) {
  return call<{ dataItems: WireItem[]; pagingMetadata: Record<string, unknown> }>(
    t,
    "POST",
    "/wix-data/v2/items/query",
    { dataCollectionId: collectionId, query: queryBody, ...extra },
    headers,
  );
}
