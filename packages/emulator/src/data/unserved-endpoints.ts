/**
 * The provider's other item calls under `/wix-data/v2/items/…`, which the
 * emulator does not serve: each answers 501 `UNIMPLEMENTED` naming the call,
 * instead of reaching the `{dataItemId}` template (the POST form of get item)
 * and passing for a get of an item named "patch" or "search".
 */
import { ApplicationFailure } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";

const UNSERVED = [
  "patch",
  "truncate",
  "is-referenced",
  "replace-references",
  "query-distinct-values",
  "aggregate",
  "aggregate-pipeline",
  "query-referenced",
  "search",
  "create-draft",
  "publish-draft",
  "unpublish",
] as const;

/** A POST endpoint per unserved item call, each failing with 501 `UNIMPLEMENTED`. */
export const unservedItemEndpoints: readonly Endpoint[] = UNSERVED.map((name) => ({
  method: "POST",
  path: `/wix-data/v2/items/${name}`,
  access: "read",
  handle: async () => {
    throw new ApplicationFailure(
      501,
      "UNIMPLEMENTED",
      `The emulator does not serve POST /wix-data/v2/items/${name}; it serves items query, count, get, insert, update, save and remove.`,
    );
  },
}));
