/** Reading one collection through the v2 collections API, by id or by slug. */
import { defineCall } from "../../core/define-call.js";
import type { CollectionV2 } from "../model/collection.js";

/**
 * Gets a collection by id (`GET /v2/collections/{id}`).
 *
 * @example
 * ```ts
 * const collection = await client.collectionsV2.getCollection("c1");
 * ```
 */
export const getCollection = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/v2/collections/{id}",
  request: (id: string) => ({ query: { id } }),
  response: (wire: { collection: CollectionV2 }) => wire.collection,
});

/**
 * Gets a collection by slug (`GET /v2/collections/slug/{slug}`). Exported as
 * `getCollectionBySlugV2` so it can live beside the v1 reader's `getCollectionBySlug`; in the
 * `collectionsV2` module it is `getCollectionBySlug`.
 *
 * @example
 * ```ts
 * const collection = await client.collectionsV2.getCollectionBySlug("summer");
 * ```
 */
export const getCollectionBySlugV2 = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/v2/collections/slug/{slug}",
  request: (slug: string) => ({ query: { slug } }),
  response: (wire: { collection: CollectionV2 }) => wire.collection,
});
