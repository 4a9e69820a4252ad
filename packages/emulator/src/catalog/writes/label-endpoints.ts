/**
 * Removing a product's brand or ribbon (the ribbon disappears from the
 * ribbons table when no product uses it any more).
 * POST `/stores/v1/products/{id}/remove-brand`, POST `…/remove-ribbon`.
 */
import { deriveProduct } from "../model/derive-product.ts";
import { inCatalogTransaction } from "./catalog-transaction.ts";
import { changeProduct, readId } from "./product-write.ts";
import type { WriteEndpoint } from "./write-endpoint.ts";

/** POST `/stores/v1/products/{id}/remove-brand` → `{}`. */
export const removeBrand: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products/{id}/remove-brand",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, ({ brand: _, ...rest }) => deriveProduct(rest, write.context));
      return {};
    });
  },
};

/** POST `/stores/v1/products/{id}/remove-ribbon` → `{}`. */
export const removeRibbon: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products/{id}/remove-ribbon",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, ({ ribbon: _, ...rest }) => deriveProduct(rest, write.context));
      return {};
    });
  },
};
