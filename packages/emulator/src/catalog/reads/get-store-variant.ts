/**
 * Get store variant (`GET /stores-reader/v1/variants/{id}`). The id is
 * `{productId}-{variantId}`, and both parts may themselves hold hyphens (they
 * are GUIDs), so every split at a hyphen is a candidate key; the primary key
 * answers them all in one statement.
 */
import type { StoreVariant } from "@vitrine/sdk/catalog";
import { notFound } from "../../errors.ts";
import { seesHiddenProducts } from "../visibility.ts";
import { type ReadInput, requiredString } from "./read-input.ts";
import { type StoreVariantRow, storeVariantFromRow, storeVariantSelect } from "./store-variant-rows.ts";

/**
 * `{variant}` for store variant `payload.id`; 404 `VARIANT_NOT_FOUND` when
 * there is none the caller may see.
 *
 * @example
 * ```ts
 * await getStoreVariant({ db, principal, payload: { id: "p1-00000000-0000-0000-0000-000000000000" } });
 * ```
 */
export async function getStoreVariant({
  payload,
  principal,
  db,
}: ReadInput): Promise<{ variant: StoreVariant }> {
  const id = requiredString(payload, "id");
  const productIds: string[] = [];
  const variantIds: string[] = [];
  for (let at = id.indexOf("-"); at > 0 && at < id.length - 1; at = id.indexOf("-", at + 1)) {
    productIds.push(id.slice(0, at));
    variantIds.push(id.slice(at + 1));
  }
  const visible = seesHiddenProducts(principal) ? "" : " and p.visible";
  const [row] = await db.query<StoreVariantRow>(
    `${storeVariantSelect} where (v.product_id, v.variant_id) in
     (select * from unnest($1::text[], $2::text[]))${visible} limit 1`,
    [productIds, variantIds],
  );
  if (!row) throw notFound("VARIANT_NOT_FOUND", `Store variant ${id} not found`);
  return { variant: storeVariantFromRow(row) };
}
