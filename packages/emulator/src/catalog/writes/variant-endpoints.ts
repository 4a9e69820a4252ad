/**
 * Variant writes: override variants' data, reset it to the product's, and
 * delete the options (back to the single default variant).
 * PATCH `/stores/v1/products/{id}/variants`, POST `…/variants/resetToDefault`, DELETE `…/options`.
 */
import { randomUUID } from "node:crypto";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import { invalidField } from "../../errors.ts";
import { deriveProduct } from "../model/derive-product.ts";
import { applyProductInput } from "../model/product-changes.ts";
import { applyVariantOverrides, readVariantOverrides, resetVariantData } from "../model/variant-overrides.ts";
import { changeProduct, readId } from "./product-write.ts";

/** PATCH `/stores/v1/products/{id}/variants`: `{id, variants:[override]}` → `{variants}`. */
export const updateVariants: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v1/products/{id}/variants",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      const product = await changeProduct(write, id, (current) => {
        if (current.manageVariants !== true) {
          throw invalidField("id", "the product does not manage variants (set product.manageVariants first)");
        }
        const overrides = readVariantOverrides(input.payload.variants, "variants", current);
        return deriveProduct(applyVariantOverrides(current, overrides), write.context);
      });
      return { variants: product.variants };
    });
  },
};

/** POST `/stores/v1/products/{id}/variants/resetToDefault`: every variant follows the product again → `{}`. */
export const resetVariants: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products/{id}/variants/resetToDefault",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, (current) => deriveProduct(resetVariantData(current), write.context));
      return {};
    });
  },
};

/** DELETE `/stores/v1/products/{id}/options`: no options, the default variant only → `{}`. */
export const deleteOptions: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v1/products/{id}/options",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await changeProduct(write, id, (current) =>
        applyProductInput(current, { productOptions: [] }, write.context, randomUUID),
      );
      return {};
    });
  },
};
