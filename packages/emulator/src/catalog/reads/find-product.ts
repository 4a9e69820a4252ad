/**
 * The one product lookup the product reads share: by primary key, visible
 * products only unless the caller is a merchant, 404 `PRODUCT_NOT_FOUND`
 * otherwise (a visitor cannot tell a hidden product from a missing one).
 */
import type { Product } from "@vitrine/sdk/catalog";
import type { Queryable } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import type { Principal } from "../../http/endpoint.ts";
import { seesHiddenProducts } from "../visibility.ts";

/** A stored product document (merchant-only fields included: strip before serving). */
export type StoredProduct = Product<string> & { id: string };

/**
 * The stored document of product `id`, as `principal` may see it; throws a 404 otherwise.
 *
 * @example
 * ```ts
 * const doc = await findProduct(db, principal, "p1");
 * ```
 */
export async function findProduct(db: Queryable, principal: Principal, id: string): Promise<StoredProduct> {
  const visible = seesHiddenProducts(principal) ? "" : " and visible";
  const [row] = await db.query<{ doc: StoredProduct }>(`select doc from products where id = $1${visible}`, [
    id,
  ]);
  if (!row) throw notFound("PRODUCT_NOT_FOUND", `Product ${id} not found`);
  return row.doc;
}
