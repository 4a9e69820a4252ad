/**
 * Where a products query reads from, per caller: merchants see every product,
 * visitors and members the visible ones only (as the provider, which needs an
 * admin permission for hidden products); each row is the product as lists
 * serve it with the requested `fields` (`listed-product-sql.ts`).
 */

import type { ProductField } from "@vitrine/sdk/catalog-v3";
import type { Principal } from "../../http/endpoint.ts";
import type { KeysetSource } from "../query/keyset-page.ts";
import { productV3Fields } from "../query/product-v3-fields.ts";
import { listedProductColumns } from "./listed-product-sql.ts";

/** The keyset source of products for `principal`, its rows `ListedProductRow`s with `fields`. */
export function productSource(principal: Principal, fields: ReadonlySet<ProductField>): KeysetSource {
  return {
    entity: "products",
    table: productV3Fields,
    from: "v3_products p",
    select: listedProductColumns(fields),
    ...(principal.kind === "merchant" ? {} : { condition: "p.visible" }),
    maxLimit: 100,
    defaultLimit: 100,
  };
}
