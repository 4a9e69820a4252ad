/**
 * Query a product's variants (`POST /stores-reader/v1/products/{id}/variants/query`):
 * by partial choices (`{Size: "M"}` matches every M variant, through the
 * `choices @>` containment) or by variant ids, in the product's variant order,
 * offset-paged at the top-level `paging`.
 */
import type { Variant } from "@vitrine/sdk/catalog";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import { boundedCount, pageTotal } from "../query/bounded-count.ts";
import { parsePaging } from "../query/paging.ts";
import { servesMerchantData, variantForCaller } from "../visibility.ts";
import { findProduct } from "./find-product.ts";
import { optionalStringList, optionalStringMap, type ReadInput, requiredString } from "./read-input.ts";

/** The response body. */
export interface QueryProductVariantsResponse {
  variants: Variant[];
  metadata: { items: number; offset: number };
  totalResults: number;
}

/**
 * The variants of product `payload.id` matching `choices` and `variantIds`.
 * 404 `PRODUCT_NOT_FOUND` when the caller cannot see the product.
 *
 * @example
 * ```ts
 * await queryProductVariants({ db, principal, payload: { id: "p1", choices: { Size: "M" } } });
 * ```
 */
export async function queryProductVariants({
  payload,
  principal,
  db,
}: ReadInput): Promise<QueryProductVariantsResponse> {
  const id = requiredString(payload, "id");
  const choices = optionalStringMap(payload, "choices");
  const variantIds = optionalStringList(payload, "variantIds");
  const paging = parsePaging(payload.paging, "paging");
  await findProduct(db, principal, id);
  const params = new SqlParameters();
  const conditions = [`product_id = ${params.add(id)}`];
  if (choices) conditions.push(`choices @> ${params.add(JSON.stringify(choices))}::jsonb`);
  if (variantIds) conditions.push(`variant_id = any(${params.add(variantIds)}::text[])`);
  const where = conditions.join(" and ");
  const filterValues = [...params.values];
  const rows = await db.query<{ doc: Variant }>(
    `select doc from variants where ${where}
     order by position, variant_id limit ${params.add(paging.limit)} offset ${params.add(paging.offset)}`,
    params.values,
  );
  const { total } = await pageTotal(rows.length, paging, () =>
    boundedCount(db, "variants", where, filterValues),
  );
  const merchantData = servesMerchantData(principal, payload.includeMerchantSpecificData);
  return {
    variants: rows.map((row) => variantForCaller(row.doc, merchantData)),
    metadata: { items: rows.length, offset: paging.offset },
    totalResults: total,
  };
}
