/**
 * The recommendation algorithms the stores app provides, with the ids and
 * types the provider lists for them (`listAvailableAlgorithms`): three of type
 * `RELATED_ITEMS` (computed from the items a request names) and one `GLOBAL`.
 * Each runs on the stores catalogue only.
 */
import { STORES_APP_ID } from "../cart/cart-record.ts";

/** How an algorithm uses the request's items. */
export type AlgorithmType = "RELATED_ITEMS" | "GLOBAL";

/** One algorithm as the emulator runs it. */
export interface RecommendationAlgorithm {
  id: string;
  name: string;
  description: string;
  type: AlgorithmType;
  /** What it ranks by: shared collections/categories, orders with the first item, units sold, views. */
  basis: "same-groups" | "bought-together" | "best-sellers" | "viewed-together";
}

/** The stores app's algorithms, in the order the provider lists them. */
export const STORES_ALGORITHMS: readonly RecommendationAlgorithm[] = [
  {
    id: "68ebce04-b96a-4c52-9329-08fc9d8c1253",
    name: "From the same categories",
    description: "Items sharing the most collections (catalogue v1) or categories (v3) with the given items.",
    type: "RELATED_ITEMS",
    basis: "same-groups",
  },
  {
    id: "d5aac1e1-2e53-4d11-85f7-7172710b4783",
    name: "Frequently bought together",
    description: "Items found in the most orders that hold the first given item.",
    type: "RELATED_ITEMS",
    basis: "bought-together",
  },
  {
    id: "5dd69f67-9ab9-478e-ba7c-10c6c6e7285f",
    name: "Frequently viewed together",
    description: "Items most often viewed with the first given item (the emulator records no views).",
    type: "RELATED_ITEMS",
    basis: "viewed-together",
  },
  {
    id: "ba491fd2-b172-4552-9ea6-7202e01d1d3c",
    name: "Best sellers",
    description: "The items with the most units sold.",
    type: "GLOBAL",
    basis: "best-sellers",
  },
];

/**
 * The algorithms as `GET /v1/recommendations/algorithms` lists them.
 *
 * @example
 * ```ts
 * availableAlgorithms()[0]?.config.algorithmId; // "68ebce04-…"
 * ```
 */
export function availableAlgorithms() {
  return STORES_ALGORITHMS.map((algorithm) => ({
    config: {
      name: algorithm.name,
      description: algorithm.description,
      algorithmType: algorithm.type,
      algorithmId: algorithm.id,
    },
    appId: STORES_APP_ID,
    catalogAppIds: [STORES_APP_ID],
  }));
}
