/** The product and collection repositories on a real database: rows, variants, slugs, numeric ids, counts. */
import { randomUUID } from "node:crypto";
import type { Queryable } from "@vitrine/emulator";
import { beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the collection documents the repository stores
import { createCollectionDocument } from "../../../src/catalog/model/collection-input.ts";
// biome-ignore lint/style/noRestrictedImports: builds product documents as the write endpoints do
import { applyProductInput, createProductDocument } from "../../../src/catalog/model/product-changes.ts";
// biome-ignore-start lint/style/noRestrictedImports: unit test of the collection repository
import {
  countCollectionProducts,
  insertCollection,
  uniqueCollectionSlug,
} from "../../../src/catalog/store/collection-repository.ts";
// biome-ignore-end lint/style/noRestrictedImports: unit test of the collection repository
// biome-ignore-start lint/style/noRestrictedImports: unit test of the product repository
import {
  allocateNumericIds,
  insertProduct,
  loadProductForUpdate,
  saveProduct,
  uniqueProductSlug,
} from "../../../src/catalog/store/product-repository.ts";
// biome-ignore-end lint/style/noRestrictedImports: unit test of the product repository
// biome-ignore lint/style/noRestrictedImports: the model functions under test take the store context
import type { StoreContext } from "../../../src/catalog-core/model/store-context.ts";
import { resetDatabase, testDatabase } from "../../support/test-database.ts";

const db = await testDatabase();
const context: StoreContext = {
  currency: "USD",
  publicUrl: "http://localhost:4000",
  now: "2026-01-02T03:04:05.000Z",
};

beforeEach(() => resetDatabase(db));

async function newProduct(tx: Queryable, name: string, extra: Record<string, unknown> = {}) {
  const [numericId] = await allocateNumericIds(tx, 1);
  const slug = await uniqueProductSlug(tx, name);
  const doc = createProductDocument(
    { name, price: 10, ...extra },
    { id: randomUUID(), numericId: numericId!, slug, inventoryItemId: randomUUID() },
    context,
    randomUUID,
  );
  await insertProduct(tx, doc);
  return doc;
}

describe("product repository", () => {
  it("inserts the row, the document and one row per variant", async () => {
    const doc = await db.transaction((tx) =>
      newProduct(tx, "Tee", {
        productOptions: [
          { name: "Size", optionType: "drop_down", choices: [{ description: "S" }, { description: "M" }] },
        ],
      }),
    );
    const rows = await db.query<{ numeric_id: string; slug: string; price: number; doc: unknown }>(
      "select numeric_id, slug, price, doc from products",
    );
    expect(rows).toEqual([{ numeric_id: "1", slug: "tee", price: 10, doc }]);
    const variants = await db.query<{ choices: unknown; position: number; price: number }>(
      "select choices, position, price from variants order by position",
    );
    expect(variants).toEqual([
      { choices: { Size: "S" }, position: 0, price: 10 },
      { choices: { Size: "M" }, position: 1, price: 10 },
    ]);
  });

  it("numbers slugs and numeric ids in creation order", async () => {
    const docs = await db.transaction(async (tx) => [
      await newProduct(tx, "Tee"),
      await newProduct(tx, "Tee"),
      await newProduct(tx, "Tee!"),
    ]);
    expect(docs.map((d) => [d.slug, d.numericId])).toEqual([
      ["tee", "1"],
      ["tee-1", "2"],
      ["tee-2", "3"],
    ]);
  });

  it("loads for update and saves the changed document and variants", async () => {
    const created = await db.transaction((tx) => newProduct(tx, "Tee"));
    await db.transaction(async (tx) => {
      const doc = await loadProductForUpdate(tx, created.id);
      await saveProduct(tx, applyProductInput(doc!, { price: 12, sku: "T-1" }, context, randomUUID));
    });
    const [row] = await db.query<{ price: number; sku: string }>("select price, sku from products");
    expect(row).toEqual({ price: 12, sku: "T-1" });
    const [variant] = await db.query<{ price: number }>("select price from variants");
    expect(variant?.price).toBe(12);
    expect(await db.transaction((tx) => loadProductForUpdate(tx, "missing"))).toBeUndefined();
  });
});

describe("collection repository", () => {
  it("inserts collections with unique slugs and counts their products", async () => {
    const collection = await db.transaction(async (tx) => {
      const slug = await uniqueCollectionSlug(tx, "Summer");
      const doc = createCollectionDocument(randomUUID(), slug, { name: "Summer" });
      await insertCollection(tx, doc, context.now);
      await newProduct(tx, "Tee");
      await tx.query("update products set collection_ids = array[$1]", [doc.id]);
      return doc;
    });
    expect(collection.slug).toBe("summer");
    const second = await db.transaction((tx) => uniqueCollectionSlug(tx, "summer"));
    expect(second).toBe("summer-1");
    expect(await db.transaction((tx) => countCollectionProducts(tx, collection.id))).toBe(1);
  });
});
