/**
 * `iterateQuery(query)`: every item an offset-paged query builder matches, page by page. A plain
 * function rather than a builder method, so a bundle that never walks every page leaves it out.
 * Past offset {@link MAX_OFFSET} it continues with a keyset (`keyset > last`) when the query is
 * sorted by that field alone, ascending.
 */
import { ClientError } from "../../core/errors.js";
import type { OrderedField } from "./fields.js";
import { type FindOptions, MAX_OFFSET, type QueryBuilder } from "./query-builder.js";
import type { QueryPage } from "./query-page.js";

/**
 * Every item `query` matches, page by page, each page asked for with `options` (`signal`,
 * `timeoutMs`). `keyset` names an ascending unique field (`numericId` for products): without a
 * sort the walk sorts by it, and past offset {@link MAX_OFFSET} it pages by `keyset > last`; with
 * another sort, or without `keyset`, it stops there with a `ClientError` (`INVALID_QUERY`).
 *
 * @example
 * ```ts
 * for await (const collection of iterateQuery(client.collectionsV2.queryCollections().limit(100), { signal })) {
 *   index(collection);
 * }
 * ```
 */
export async function* iterateQuery<F, S extends string, T, P extends QueryPage<T>>(
  query: QueryBuilder<F, S, T, P>,
  options: FindOptions = {},
  keyset?: S & OrderedField<F>,
): AsyncIterableIterator<T> {
  const sorted = keyset && !query.query.sort?.length ? query.ascending(keyset) : query;
  const sort = sorted.query.sort;
  const byKey =
    keyset !== undefined && sort?.length === 1 && sort[0]?.fieldName === keyset && sort[0].order === "ASC";
  const { limit } = sorted.query.paging;
  let offset = sorted.query.paging.offset;
  let page: QueryPage<T> = await sorted.find(options);
  for (;;) {
    yield* page.items;
    if (!page.hasNext() || page.items.length === 0) return;
    offset += limit;
    if (offset + limit <= MAX_OFFSET) {
      page = await page.next();
      continue;
    }
    if (!byKey) {
      throw new ClientError(
        `Cannot page past offset ${MAX_OFFSET} unless sorted by ${keyset ?? "a keyset field"} only`,
        { code: "INVALID_QUERY" },
      );
    }
    const last = (page.items.at(-1) as Record<string, unknown>)[keyset];
    offset = 0;
    page = await sorted
      .gt(keyset, last as F[typeof keyset])
      .skip(0)
      .find(options);
  }
}
