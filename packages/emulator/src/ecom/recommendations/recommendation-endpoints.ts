/**
 * The recommendations calls (paths of the provider's `@wix/ecom`
 * recommendations module; the main host also takes them under `/ecom`), any
 * credential, on catalogue v1 and v3 stores:
 * - `GET /v1/recommendations/algorithms` → `{availableAlgorithms:[{config:{name, description,
 *   algorithmType, algorithmId}, appId, catalogAppIds}]}`;
 * - `POST /v1/recommendations/get` `{algorithms:[{id, appId}], items?:[{catalogItemId, appId}],
 *   minimumRecommendedItems?}` → `{recommendation:{items:[{catalogItemId, appId}], algorithm}}`:
 *   the algorithms run in the order given and the first with at least `minimumRecommendedItems`
 *   items (default 1) answers; when none has enough, the items list is empty and `algorithm` the
 *   last one tried.
 * Failures, as the provider's typings name them: an algorithm of another app is 404
 * `RECOMMENDATIONS_PROVIDER_NOT_FOUND`; an unknown stores algorithm 400 `ALGORITHM_NOT_SUPPORTED`
 * (`data.unsupportedAlgorithms`); an item of another catalogue 400 `ITEM_APP_ID_NOT_SUPPORTED`
 * (`data.items`, `data.algorithms`).
 */
import { ApplicationFailure } from "../../errors.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { isStoresAppId, STORES_APP_ID } from "../cart/cart-record.ts";
import {
  availableAlgorithms,
  type RecommendationAlgorithm,
  STORES_ALGORITHMS,
} from "./recommendation-algorithms.ts";
import { readRecommendationRequest } from "./recommendation-input.ts";
import { recommendedItems } from "./recommended-items.ts";

/** The algorithms a request names, or the provider's failure for the first kind of problem. */
function resolveAlgorithms(request: ReturnType<typeof readRecommendationRequest>): RecommendationAlgorithm[] {
  const foreign = request.algorithms.filter((a) => a.appId !== STORES_APP_ID);
  if (foreign.length > 0)
    throw new ApplicationFailure(
      404,
      "RECOMMENDATIONS_PROVIDER_NOT_FOUND",
      `No installed app provides algorithms for app ${foreign[0]?.appId}; the stores app is ${STORES_APP_ID}`,
    );
  const unknown = request.algorithms.filter((a) => !STORES_ALGORITHMS.some((known) => known.id === a.id));
  if (unknown.length > 0)
    throw new ApplicationFailure(
      400,
      "ALGORITHM_NOT_SUPPORTED",
      `Algorithm ${unknown[0]?.id} is not supported`,
      {
        unsupportedAlgorithms: unknown,
      },
    );
  const items = request.items.filter((item) => !isStoresAppId(item.appId));
  if (items.length > 0)
    throw new ApplicationFailure(
      400,
      "ITEM_APP_ID_NOT_SUPPORTED",
      `The algorithms run on the stores catalogue only, not on app ${items[0]?.appId}`,
      { items, algorithms: request.algorithms },
    );
  return request.algorithms.map(
    (a) => STORES_ALGORITHMS.find((known) => known.id === a.id) as RecommendationAlgorithm,
  );
}

const listAlgorithms = (path: string): Endpoint => ({
  method: "GET",
  path,
  access: "read",
  handle: async () => ({ availableAlgorithms: availableAlgorithms() }),
});

const getRecommendation = (path: string): Endpoint => ({
  method: "POST",
  path,
  access: "read",
  handle: async ({ payload, db, config }) => {
    const request = readRecommendationRequest(payload);
    const algorithms = resolveAlgorithms(request);
    const itemIds = request.items.map((item) => item.catalogItemId);
    const answer = (algorithm: RecommendationAlgorithm | undefined, ids: readonly string[]) => ({
      recommendation: {
        items: ids.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })),
        ...(algorithm ? { algorithm: { id: algorithm.id, appId: STORES_APP_ID } } : {}),
      },
    });
    for (const algorithm of algorithms) {
      const ids = await recommendedItems(db, config.catalogVersion, algorithm, itemIds);
      if (ids.length >= request.minimumRecommendedItems) return answer(algorithm, ids);
    }
    return answer(algorithms.at(-1), []);
  },
});

/** The recommendations calls, on both of the provider's paths. */
export const recommendationEndpoints: readonly Endpoint[] = [
  listAlgorithms("/v1/recommendations/algorithms"),
  listAlgorithms("/ecom/v1/recommendations/algorithms"),
  getRecommendation("/v1/recommendations/get"),
  getRecommendation("/ecom/v1/recommendations/get"),
];
