/**
 * Where a products query reads from, per caller: merchants see every product,
 * visitors and members the visible ones only (as the provider, which needs an
 * admin permission for hidden products).
 */
import type { Principal } from "../../http/endpoint.ts";
import type { KeysetSource } from "../query/keyset-page.ts";
import { productV3Fields } from "../query/product-v3-fields.ts";
import { PRODUCT_READ_COLUMNS } from "./serve-products.ts";

/** The keyset source of products for `principal`. */
export function productSource(principal: Principal): KeysetSource {
  return {
    entity: "products",
    table: productV3Fields,
    from: "v3_products p",
    select: PRODUCT_READ_COLUMNS,
    ...(principal.kind === "merchant" ? {} : { condition: "p.visible" }),
    maxLimit: 100,
    defaultLimit: 100,
  };
}
