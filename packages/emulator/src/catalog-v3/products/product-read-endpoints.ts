/**
 * The catalogue v3 product reads: get by id, get by slug, query (filter, sort,
 * keyset cursor paging) and count (a filter and a free-text search matched as
 * search products matches it), with the caller's visibility and the requested
 * `fields`. A query's page comes from the database as JSON text
 * (`listed-product-sql.ts`) and the answer is assembled around it.
 */
import { notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import { SerializedJson } from "../../http/serialized-json.ts";
import { keysetCount, keysetPage } from "../query/keyset-page.ts";
import { productSearchSource } from "../search/product-search-source.ts";
import { searchDetailsQuery } from "../search/search-expression.ts";
import type { ListedProductRow } from "./listed-product-sql.ts";
import { listedProductsJson } from "./listed-products-json.ts";
import { productSource } from "./product-source.ts";
import { requestedFields } from "./requested-fields.ts";
import { PRODUCT_READ_COLUMNS, type ProductReadRow, serveProductRows } from "./serve-products.ts";

async function getBy(input: EndpointInput, column: "id" | "slug", value: unknown) {
  const fields = requestedFields(input.payload.fields, input.principal);
  const key = typeof value === "string" ? value : "";
  const visible = input.principal.kind === "merchant" ? "" : " and p.visible";
  const [row] = await input.db.query<ProductReadRow>(
    `select ${PRODUCT_READ_COLUMNS} from v3_products p where p.${column} = $1${visible}`,
    [key],
  );
  if (!row) throw notFound("PRODUCT_NOT_FOUND", `Product with ${column} ${key} not found`);
  const [product] = await serveProductRows(input.db, [row], { fields });
  return { product };
}

/** GET `/stores/v3/products/{productId}`. */
export const getProductEndpoint: Endpoint = {
  method: "GET",
  path: "/stores/v3/products/{productId}",
  access: "read",
  handle: (input) => getBy(input, "id", input.payload.productId),
};

/** GET `/stores/v3/products/slug/{slug}`. */
export const getProductBySlugEndpoint: Endpoint = {
  method: "GET",
  path: "/stores/v3/products/slug/{slug}",
  access: "read",
  handle: (input) => getBy(input, "slug", input.payload.slug),
};

/** GET (or POST) `/stores/v3/products/query`: `{query:{filter, sort, cursorPaging}, fields}` → `{products, pagingMetadata}`. */
export const queryProductsEndpoint: Endpoint = {
  method: "GET",
  path: "/stores/v3/products/query",
  access: "read",
  async handle(input) {
    const fields = requestedFields(input.payload.fields, input.principal);
    const query = isObject(input.payload.query) ? input.payload.query : {};
    const source = productSource(input.principal, fields);
    const page = await keysetPage<ListedProductRow>(input.db, source, query, "query");
    const products = listedProductsJson(page.rows, fields);
    return new SerializedJson(
      `{"products":${products},"pagingMetadata":${JSON.stringify(page.pagingMetadata)}}`,
    );
  },
};

/** GET (or POST) `/stores/v3/products/count`: `{filter, search: {expression, mode}}` → `{count}`. */
export const countProductsEndpoint: Endpoint = {
  method: "GET",
  path: "/stores/v3/products/count",
  access: "read",
  async handle(input) {
    const query = searchDetailsQuery(input.payload.search, "search");
    const source = productSearchSource(input.principal, query);
    const count = await keysetCount(input.db, source, input.payload.filter, "filter");
    return { count };
  },
};
