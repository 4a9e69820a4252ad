/**
 * The immutable query builder behind `queryProducts()` and `queryCollections()`. Each method
 * returns a new builder; `find()` sends one request (`GET … ?.r=`, or POST when long);
 * `iterateQuery` (its own module) walks every page. Field names are wire names (`id`,
 * `createdDate`); the provider's `_id` / `_createdDate` spellings are not accepted (they fail to
 * compile).
 */
import type { CallContext } from "../../core/client-method.js";
import { reviveDates } from "../../core/dates.js";
import { ClientError } from "../../core/errors.js";
import type { Filter } from "./filter.js";
import { type FilterSortMethods, filterSortMethods, type Sorting } from "./filter-sort-methods.js";
import { type QueryPage, toPage } from "./query-page.js";

/** The provider's page size when none is given. */
export const DEFAULT_PAGE_SIZE = 50;
/** The provider's largest page. */
export const MAX_PAGE_SIZE = 100;
/** The largest offset the provider serves; `iterateQuery` switches to a keyset beyond it. */
export const MAX_OFFSET = 10_000;

/** What the builder sends as `query`. */
export interface WireQuery {
  filter?: Filter | undefined;
  paging: { limit: number; offset: number };
  sort?: Sorting[];
}

/** Per-call options of `find()` and of walking every page. */
export interface FindOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What one answer holds, read by the endpoint's reader. */
export interface PageData<T> {
  items: T[];
  totalCount: number | undefined;
  tooManyToCount?: boolean | undefined;
}

/** An endpoint the builder queries. */
export interface QueryEndpoint<T, E extends object> {
  path: string;
  dates: readonly string[];
  read: (wire: never) => PageData<T> & E;
}

/**
 * A typed, immutable query. `F` maps filterable wire fields to their value types, `S` names the
 * sortable ones, `P` is the page type.
 *
 * @example
 * ```ts
 * const page = await client.products.queryProducts()
 *   .eq("productType", "physical").between("price", 10, 50).ascending("price").limit(20).find();
 * ```
 */
export interface QueryBuilder<F, S extends string, T, P extends QueryPage<T> = QueryPage<T>>
  extends FilterSortMethods<F, S, QueryBuilder<F, S, T, P>> {
  /** The query this builder sends. */
  readonly query: WireQuery;
  /** Page size, 0 to {@link MAX_PAGE_SIZE} (default {@link DEFAULT_PAGE_SIZE}). */
  limit(limit: number): this;
  /** Items to skip (default 0). */
  skip(offset: number): this;
  /** Sends the query and resolves one page. */
  find(options?: FindOptions): Promise<P>;
}

function checkPaging({ limit, offset }: WireQuery["paging"]): void {
  if (
    !(
      Number.isInteger(limit) &&
      limit >= 0 &&
      limit <= MAX_PAGE_SIZE &&
      Number.isInteger(offset) &&
      offset >= 0
    )
  ) {
    throw new ClientError(
      `Query paging needs an integer limit from 0 to ${MAX_PAGE_SIZE} and offset from 0, got limit ${limit}, offset ${offset}`,
      { code: "INVALID_QUERY" },
    );
  }
}

/**
 * Creates the builder for one endpoint, bound to a client's context. `options` are request
 * fields sent next to `query` on every page (`includeHiddenProducts`), ahead of it like the
 * provider's request transformer puts them.
 *
 * @example
 * ```ts
 * export const queryProducts = defineMethod((ctx) => (options?: QueryProductsOptions) =>
 *   createQueryBuilder<ProductFields, ProductSortField, Product, E>(ctx, endpoint, options));
 * ```
 */
export function createQueryBuilder<F, S extends string, T, E extends object>(
  context: CallContext,
  endpoint: QueryEndpoint<T, E>,
  options?: object,
): QueryBuilder<F, S, T, QueryPage<T> & E> {
  type Page = QueryPage<T> & E;
  type Builder = QueryBuilder<F, S, T, Page>;

  const make = (query: WireQuery): Builder => {
    // The field just set leads, as the provider's client orders `paging` on the wire.
    const page = (paging: Partial<WireQuery["paging"]>) =>
      make({ ...query, paging: { ...paging, ...query.paging, ...paging } });

    const find = async (call: FindOptions = {}): Promise<Page> => {
      checkPaging(query.paging);
      // The call's options (`signal`, `timeoutMs`) spread last, as in `defineCall`.
      const answer = await context.request<never>({
        method: "GET",
        path: endpoint.path,
        complex: true,
        query: { ...options, query },
        ...call,
      });
      const wire = reviveDates(answer, endpoint.dates);
      const data = endpoint.read(wire);
      return toPage(
        {
          ...query.paging,
          fetch: (to) => page({ offset: to }).find(call),
          ...data,
        },
        data,
      );
    };

    return {
      ...filterSortMethods(query, make),
      limit: (limit: number) => page({ limit }),
      skip: (offset: number) => page({ offset }),
      find,
    } as Builder;
  };

  return make({ filter: {}, paging: { offset: 0, limit: DEFAULT_PAGE_SIZE } });
}
