/**
 * Query products (`/stores-reader/v1/products/query-platformized`): one
 * indexed statement for the page and, only when the page is full and its total
 * is not known for the current catalogue version, one bounded count. Hidden
 * products are listed only to a merchant who asks with `includeHiddenProducts`
 * (like the provider, which otherwise adds `visible = true` to every filter,
 * silently); visitors and members see visible products only, whatever they ask.
 * The documents come from the database as JSON text (without merchant-only
 * fields unless a merchant asks for them, migration 007) and the answer is
 * assembled around them as text, so they are never parsed nor serialised here.
 */
import type { Product } from "@vitrine/sdk/catalog";
import { SerializedJson } from "../../http/serialized-json.ts";
import { pageTotal } from "../query/bounded-count.ts";
import { compileQuery } from "../query/compile-query.ts";
import { productFields } from "../query/product-fields.ts";
import { CATALOG_VERSION_SQL, productTotal } from "../query/product-totals.ts";
import { seesHiddenProducts, servesMerchantData } from "../visibility.ts";
import type { ReadInput } from "./read-input.ts";
import { requestFlag } from "./request-flag.ts";

/**
 * The response body: a page of products, its position, and the (bounded) total. `metadata`
 * carries both paging shapes the provider's clients read: `items` and `totalResults` (the v1
 * shape), and `count`, `total`, `tooManyToCount` (the platform shape its query builder takes
 * `totalCount` and `hasNext()` from).
 */
export interface QueryProductsResponse {
  products: Product<string>[];
  metadata: { items: number; count: number; offset: number; total: number; tooManyToCount: boolean };
  /** Exact up to `COUNT_BOUND`; the bound itself above it. */
  totalResults: number;
}

/**
 * Runs `payload.query` over the products the caller may see and asked for.
 *
 * @example
 * ```ts
 * await queryProducts({ db, principal, payload: { query: { filter: { price: { $lt: 20 } }, paging: { limit: 10 } } } });
 * ```
 */
export async function queryProducts({
  payload,
  principal,
  db,
}: ReadInput): Promise<SerializedJson<QueryProductsResponse>> {
  const query = compileQuery(productFields, payload.query, "query");
  const listsHidden = seesHiddenProducts(principal) && requestFlag(payload.includeHiddenProducts);
  const where = listsHidden ? query.where : `visible and (${query.where})`;
  const filterValues = [...query.params.values];
  const limit = query.params.add(query.paging.limit);
  const offset = query.params.add(query.paging.offset);
  const merchantData = servesMerchantData(principal, payload.includeMerchantSpecificData);
  const docText = merchantData ? "doc::text" : "doc_without_merchant_data";
  const rows = await db.query<{ doc: string; version: string | null }>(
    `select ${docText} as doc, (${CATALOG_VERSION_SQL}) as version from products where ${where} order by ${query.orderBy} limit ${limit} offset ${offset}`,
    query.params.values,
  );
  const { total, tooManyToCount } = await pageTotal(rows.length, query.paging, () =>
    productTotal(db, where, filterValues, rows[0]?.version ?? null),
  );
  const metadata = {
    items: rows.length,
    count: rows.length,
    offset: query.paging.offset,
    total,
    tooManyToCount,
  };
  const products = rows.map((row) => row.doc).join(",");
  return new SerializedJson(
    `{"products":[${products}],"metadata":${JSON.stringify(metadata)},"totalResults":${total}}`,
  );
}
