/**
 * Create, update (partial) and delete a v1 product.
 * POST `/stores/v1/products`, PATCH `/stores/v1/products/{product.id}`, DELETE `/stores/v1/products/{id}`.
 */
import { randomUUID } from "node:crypto";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import { applyProductInput, createProductDocument } from "../model/product-changes.ts";
import { readProductInput } from "../model/product-input.ts";
import {
  allocateNumericIds,
  deleteProduct,
  insertProduct,
  loadProductForUpdate,
  uniqueProductSlug,
} from "../store/product-repository.ts";
import { syncRibbons } from "../store/ribbon-registry.ts";
import { changeProduct, productNotFound, readId, recordProductChange } from "./product-write.ts";

/** POST `/stores/v1/products`: `{product}` → `{product}`, every derived field computed. */
export const createProduct: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/products",
  access: "write",
  handle: (input) => {
    const fields = readProductInput(input.payload.product, "product", { creating: true });
    return inCatalogTransaction(input, async (write) => {
      const { tx, context, identity } = write;
      const [numericId] = await allocateNumericIds(tx, 1);
      const slug = await uniqueProductSlug(tx, fields.slug ?? fields.name ?? "");
      const ids = { id: randomUUID(), numericId: numericId ?? "0", slug, inventoryItemId: randomUUID() };
      const product = createProductDocument(fields, ids, context, randomUUID);
      await insertProduct(tx, product);
      await syncRibbons(tx, [], [product.ribbon ?? ""], identity, context.now);
      await recordProductChange(write, { slug: "created", entity: product });
      return { product };
    });
  },
};

/** PATCH `/stores/v1/products/{product.id}`: only the fields sent change → `{product}`. */
export const updateProduct: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v1/products/{product.id}",
  access: "write",
  handle: (input) => {
    const body = input.payload.product;
    const id = readId((body as { id?: unknown } | undefined)?.id, "product.id");
    const fields = readProductInput(body, "product", { creating: false });
    return inCatalogTransaction(input, async (write) => {
      const product = await changeProduct(write, id, async (current) => {
        const slug =
          fields.slug === undefined ? current.slug : await uniqueProductSlug(write.tx, fields.slug, id);
        return applyProductInput(current, { ...fields, slug }, write.context, randomUUID);
      });
      return { product };
    });
  },
};

/** DELETE `/stores/v1/products/{id}` → `{}`. */
export const deleteProductEndpoint: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v1/products/{id}",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      const { tx, context, identity } = write;
      const product = await loadProductForUpdate(tx, id);
      if (!product) throw productNotFound(id);
      await deleteProduct(tx, id);
      await syncRibbons(tx, [product.ribbon ?? ""], [], identity, context.now);
      await recordProductChange(write, { slug: "deleted", entity: product });
      return {};
    });
  },
};
