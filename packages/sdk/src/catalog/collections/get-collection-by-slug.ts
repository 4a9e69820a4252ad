/** `getCollectionBySlug` (v1 reader): a collection by its slug (`GET /stores-reader/v1/collections/slug/{slug}`). */
import { defineCall } from "../../core/define-call.js";
import type { Collection } from "../model/collection.js";

/**
 * Gets a collection by slug; a missing one rejects with an `ApplicationError` (404).
 *
 * @example
 * ```ts
 * const summer = await client.collections.getCollectionBySlug("summer");
 * ```
 */
export const getCollectionBySlug = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores-reader/v1/collections/slug/{slug}",
  request: (slug: string) => ({ query: { slug } }),
  response: (wire: { collection: Collection }) => wire.collection,
});
