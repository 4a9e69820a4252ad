/**
 * `POST /stores/v3/products/query-variants` (the read-only variants API):
 * variants across products, each with its product's data and stock, by
 * filter, sort and keyset cursors. Variants of hidden products exist for
 * merchants only; cost and profit need `fields: ["MERCHANT_DATA"]` from a merchant.
 */
import type { FieldSpec, FieldTable } from "../../catalog-core/query/field-table.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import type { VariantV3Document } from "../model/product-v3-document.ts";
import { requestedFields } from "../products/requested-fields.ts";
import { keysetPage } from "../query/keyset-page.ts";
import { itemInStock } from "../store/inventory-rows.ts";

const id: FieldSpec = { sql: "v.id", type: "text", sortable: true, unique: true };
const productId: FieldSpec = { sql: "v.product_id", type: "text", sortable: true };

/** Read-only variants' fields. */
const variantFields: FieldTable = {
  fields: {
    id,
    _id: id,
    variantId: id,
    "productData.productId": productId,
    productId,
    sku: { sql: "v.sku", type: "text", sortable: false },
    visible: { sql: "v.visible", type: "boolean", sortable: false },
    "price.actualPrice.amount": { sql: "v.price", type: "number", sqlType: "numeric", sortable: true },
    "productData.name": { sql: "p.name", type: "text", sortable: true, patternOrder: true },
    "productData.slug": { sql: "p.slug", type: "text", sortable: false },
    "productData.visible": { sql: "p.visible", type: "boolean", sortable: false },
    "productData.productType": { sql: "p.product_type", type: "text", sortable: false },
    "productData.mainCategoryId": { sql: "p.main_category_id", type: "text", sortable: false },
  },
  tiebreak: ["v.id"],
  defaultSort: [
    { field: "productData.productId", descending: false },
    { field: "id", descending: false },
  ],
};

interface VariantRow {
  doc: VariantV3Document;
  product_id: string;
  name: string;
  slug: string;
  product_type: string;
  visible: boolean;
  visible_in_pos: boolean | null;
  main_category_id: string | null;
  currency: string | null;
  revision: string;
  track_quantity: boolean | null;
  quantity: number | null;
  in_stock: boolean | null;
  preorder_enabled: boolean;
}

/** The query-variants endpoint. */
export const queryVariantsEndpoint: Endpoint = {
  method: "POST",
  path: "/stores/v3/products/query-variants",
  access: "read",
  async handle(input) {
    const fields = requestedFields(input.payload.fields, input.principal);
    const query = isObject(input.payload.query) ? input.payload.query : {};
    const page = await keysetPage<VariantRow>(
      input.db,
      {
        entity: "variants",
        table: variantFields,
        from: "v3_variants v join v3_products p on p.id = v.product_id left join v3_inventory_items i on i.variant_id = v.id",
        select: `v.doc, v.product_id, p.name, p.slug, p.product_type, p.visible, (p.doc->>'visibleInPos')::boolean as visible_in_pos,
          p.main_category_id, p.doc->>'currency' as currency, p.revision::text as revision,
          i.track_quantity, i.quantity, i.in_stock, coalesce(i.preorder_enabled, false) as preorder_enabled`,
        ...(input.principal.kind === "merchant" ? {} : { condition: "p.visible" }),
      },
      query,
      "query",
    );
    const variants = page.rows.map((row) => {
      const { choices, revenueDetails, ...variant } = row.doc;
      const inStock =
        row.track_quantity === null
          ? false
          : itemInStock({
              track_quantity: row.track_quantity,
              quantity: row.quantity,
              in_stock: row.in_stock ?? false,
            });
      return {
        ...variant,
        variantId: variant.id,
        optionChoices: choices ?? [],
        ...(fields.has("MERCHANT_DATA") && revenueDetails ? { revenueDetails } : {}),
        inventoryStatus: { inStock, preorderEnabled: row.preorder_enabled },
        productData: {
          productId: row.product_id,
          name: row.name,
          productType: row.product_type,
          slug: row.slug,
          visible: row.visible,
          visibleInPos: row.visible_in_pos ?? false,
          mainCategoryId: row.main_category_id,
          ...(fields.has("CURRENCY") ? { currency: row.currency } : {}),
          revision: row.revision,
        },
      };
    });
    return { variants, pagingMetadata: page.pagingMetadata };
  },
};
