/**
 * Removing a product's brand or ribbon (the ribbon disappears from the
 * ribbons table when no product uses it any more).
 * POST `/stores/v1/products/{id}/remove-brand`, POST `…/remove-ribbon`.
 */
import { productChangeEndpoint } from "./product-change-endpoint.ts";

/** POST `/stores/v1/products/{id}/remove-brand` → `{}`. */
export const removeBrand = productChangeEndpoint(
  "POST",
  "/stores/v1/products/{id}/remove-brand",
  ({ brand: _, ...rest }) => rest,
);

/** POST `/stores/v1/products/{id}/remove-ribbon` → `{}`. */
export const removeRibbon = productChangeEndpoint(
  "POST",
  "/stores/v1/products/{id}/remove-ribbon",
  ({ ribbon: _, ...rest }) => rest,
);
