/**
 * The catalogue v3 product write calls (merchant or app credential): create,
 * update, delete and bulk update. Each is one transaction; a bulk update runs
 * every item in a savepoint, so a failing item changes nothing and the others
 * still apply, each reported in `results`.
 */
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint, WriteInput } from "../../catalog-core/writes/write-endpoint.ts";
import { ApiFailure, ApplicationFailure, invalidField } from "../../errors.ts";
import { parseProductInput } from "../model/product-input.ts";
import type { ProductV3Document } from "../model/product-v3-document.ts";
import { UNIQUE_VIOLATION } from "../store/product-rows.ts";
import { createProductV3, deleteProductV3, updateProductV3 } from "./product-writes.ts";
import { requestedFields } from "./requested-fields.ts";
import { serveProducts } from "./serve-products.ts";

/** A concurrent write took the slug between the check and the insert. */
function slugRace(error: unknown): never {
  if ((error as { code?: unknown }).code === UNIQUE_VIOLATION)
    throw new ApplicationFailure(
      409,
      "DUPLICATE_SLUG_ERROR",
      "Another product took this slug at the same time.",
    );
  throw error;
}

async function served(input: WriteInput, doc: ProductV3Document) {
  const fields = requestedFields(input.payload.fields, input.principal);
  const [product] = await serveProducts(input.db, [doc], { fields });
  return { product };
}

const createProduct: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/products",
  access: "write",
  async handle(input) {
    requestedFields(input.payload.fields, input.principal);
    const patch = parseProductInput(input.payload.product, "product", { creating: true });
    const doc = await inCatalogTransaction(input, (write) => createProductV3(write, patch)).catch(slugRace);
    return served(input, doc);
  },
};

const updateProduct: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v3/products/{product.id}",
  access: "write",
  async handle(input) {
    requestedFields(input.payload.fields, input.principal);
    const patch = parseProductInput(input.payload.product, "product", { creating: false });
    const doc = await inCatalogTransaction(input, (write) => updateProductV3(write, patch)).catch(slugRace);
    return served(input, doc);
  },
};

const deleteProduct: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v3/products/{productId}",
  access: "write",
  async handle(input) {
    const id = input.payload.productId;
    if (typeof id !== "string" || id === "")
      throw invalidField("productId", "must not be empty", "REQUIRED_FIELD");
    await inCatalogTransaction(input, (write) => deleteProductV3(write, id));
    return {};
  },
};

function failureOf(error: unknown) {
  if (error instanceof ApplicationFailure)
    return { code: error.code, description: error.description, data: error.data };
  if (error instanceof ApiFailure)
    return { code: "INVALID_ARGUMENT", description: error.message, data: error.details() };
  throw error;
}

const bulkUpdateProducts: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/bulk/products/update",
  access: "write",
  async handle(input) {
    const fields = requestedFields(input.payload.fields, input.principal);
    const list = input.payload.products;
    if (!Array.isArray(list) || list.length === 0 || list.length > 100)
      throw invalidField("products", "must list 1 to 100 products", "INVALID_SIZE");
    const returnEntity = input.payload.returnEntity === true || input.payload.returnEntity === "true";
    const outcomes = await inCatalogTransaction(input, async (write) => {
      const results: { id: string | null; doc?: ProductV3Document; error?: ReturnType<typeof failureOf> }[] =
        [];
      for (const [index, item] of list.entries()) {
        const product = (item as { product?: unknown } | null)?.product;
        const id =
          typeof (product as { id?: unknown })?.id === "string" ? (product as { id: string }).id : null;
        await write.tx.query("savepoint bulk_item");
        try {
          const patch = parseProductInput(product, `products[${index}].product`, { creating: false });
          const doc = await updateProductV3(write, patch);
          await write.tx.query("release savepoint bulk_item");
          results.push({ id, doc });
        } catch (error) {
          await write.tx.query("rollback to savepoint bulk_item");
          results.push({ id, error: failureOf(error) });
        }
      }
      return results;
    });
    const entities = returnEntity
      ? await serveProducts(
          input.db,
          outcomes.flatMap((o) => (o.doc ? [o.doc] : [])),
          { fields },
        )
      : [];
    let next = 0;
    const results = outcomes.map((outcome, originalIndex) => ({
      itemMetadata: {
        id: outcome.id,
        originalIndex,
        success: outcome.error === undefined,
        ...(outcome.error ? { error: outcome.error } : {}),
      },
      ...(outcome.doc && returnEntity ? { item: entities[next++] } : {}),
    }));
    const failures = outcomes.filter((o) => o.error).length;
    return {
      results,
      bulkActionMetadata: {
        totalSuccesses: outcomes.length - failures,
        totalFailures: failures,
        undetailedFailures: 0,
      },
    };
  },
};

/** The product write endpoints. */
export const productWriteEndpoints: WriteEndpoint[] = [
  createProduct,
  updateProduct,
  deleteProduct,
  bulkUpdateProducts,
];
