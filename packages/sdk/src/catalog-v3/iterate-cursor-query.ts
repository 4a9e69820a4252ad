/**
 * `iterateCursorQuery(query)`: every item a catalogue v3 cursor query builder matches, page by
 * page by cursor. A plain function rather than a builder method, so a bundle that never walks
 * every page leaves it out.
 */
import type { FindOptions } from "../catalog/query/query-builder.js";
import type { CursorPage } from "./cursor-page.js";
import type { CursorQueryBuilder } from "./cursor-query-builder.js";

/**
 * Every item `query` matches, page by page (each next page asked for by its cursor, with
 * `options`). Works with every v3 query builder (`queryProducts`, `queryVariants`,
 * `queryInventoryItems`, `queryBrands`, `queryCustomizations`, `queryInfoSections`).
 *
 * @example
 * ```ts
 * for await (const product of iterateCursorQuery(client.productsV3.queryProducts().limit(100), { signal })) {
 *   index(product);
 * }
 * ```
 */
export async function* iterateCursorQuery<F, S extends string, T>(
  query: CursorQueryBuilder<F, S, T>,
  options?: FindOptions,
): AsyncIterableIterator<T> {
  let page: CursorPage<T> = await query.find(options);
  for (;;) {
    yield* page.items;
    if (!page.hasNext() || page.items.length === 0) return;
    page = await page.next();
  }
}
