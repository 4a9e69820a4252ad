/** Collection writes, bulk writes, concurrency and rollback through the real app, on both databases. */

import type { CollectionDocument, ProductDocument } from "@vitrine/emulator/testing";
import type { BulkProductsResult } from "@vitrine/sdk/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import {
  type ApplicationErrorBody,
  createProduct,
  merchant,
  outboxTypes,
  type ValidationErrorBody,
  violatedFields,
} from "./merchant-calls.ts";

/** The reply of a collection create or update: the stored collection, with its product count. */
interface CollectionReply {
  collection: CollectionDocument;
}

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** The collection as the v2 read serves it to the merchant (counts are computed when served). */
async function servedCollection(id: string) {
  const reply = await t.inject({ method: "GET", url: `/v2/collections/${id}`, headers: t.merchantHeaders });
  return reply.json().collection;
}

describe("collections", () => {
  it("creates, updates, fills, empties and deletes a collection", async () => {
    const created = await merchant<CollectionReply>(t, "POST", "/stores/v1/collections", {
      collection: { name: "Summer Sale" },
    });
    expect(created.status).toBe(200);
    const collection = created.body.collection;
    expect(collection).toMatchObject({
      name: "Summer Sale",
      slug: "summer-sale",
      numberOfProducts: 0,
      visible: true,
    });

    const updated = await merchant(t, "PATCH", `/stores/v1/collections/${collection.id}`, {
      collection: { description: "Hot" },
    });
    expect(updated.body.collection).toMatchObject({ name: "Summer Sale", description: "Hot" });

    const a = await createProduct(t, { name: "A" });
    const b = await createProduct(t, { name: "B" });
    const added = await merchant(t, "POST", `/stores/v1/collections/${collection.id}/productIds`, {
      productIds: [a.id, b.id],
    });
    expect(added.status).toBe(200);
    expect((await servedCollection(collection.id)).numberOfProducts).toBe(2);
    const [row] = await t.db.query<{ collection_ids: string[]; doc: ProductDocument }>(
      "select collection_ids, doc from products where id = $1",
      [a.id],
    );
    expect(row?.collection_ids).toEqual([collection.id]);
    expect(row?.doc.collectionIds).toEqual([collection.id]);

    await merchant(t, "POST", `/stores/v1/collections/${collection.id}/productIds/delete`, {
      productIds: [a.id],
    });
    expect((await servedCollection(collection.id)).numberOfProducts).toBe(1);

    expect((await merchant(t, "DELETE", `/stores/v1/collections/${collection.id}`)).status).toBe(200);
    const left = await t.db.query<{ collection_ids: string[] }>(
      "select collection_ids from products order by name",
    );
    expect(left.map((r) => r.collection_ids)).toEqual([[], []]);
  });

  it("404s unknown collections and products, adding nothing", async () => {
    const missing = await merchant<ApplicationErrorBody>(t, "PATCH", "/stores/v1/collections/nope", {
      collection: { name: "X" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe("COLLECTION_NOT_FOUND");
    const { body } = await merchant<CollectionReply>(t, "POST", "/stores/v1/collections", {
      collection: { name: "C" },
    });
    const a = await createProduct(t, { name: "A" });
    const reply = await merchant<ApplicationErrorBody>(
      t,
      "POST",
      `/stores/v1/collections/${body.collection.id}/productIds`,
      { productIds: [a.id, "ghost"] },
    );
    expect(reply.status).toBe(404);
    expect(reply.body.details.applicationError.code).toBe("PRODUCT_NOT_FOUND");
    expect(await t.db.query("select id from products where collection_ids <> '{}'")).toEqual([]);
  });

  it("requires a name", async () => {
    const reply = await merchant<ValidationErrorBody>(t, "POST", "/stores/v1/collections", {
      collection: { description: "x" },
    });
    expect(reply.status).toBe(400);
    expect(violatedFields(reply)).toEqual(["collection.name"]);
  });
});

describe("bulk writes", () => {
  it("sets a price per item, unknown ids failing alone", async () => {
    const a = await createProduct(t, { name: "A", priceData: { price: 10 } });
    const reply = await merchant(t, "POST", "/stores/v1/bulk/products/update", {
      ids: ["ghost", a.id],
      set: { price: 15 },
    });
    expect(reply.body).toEqual({
      results: [
        {
          itemMetadata: {
            id: "ghost",
            originalIndex: 0,
            success: false,
            error: { code: "PRODUCT_NOT_FOUND", description: "Product ghost not found", data: {} },
          },
        },
        { itemMetadata: { id: a.id, originalIndex: 1, success: true } },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    });
    const [row] = await t.db.query<{ price: number }>("select price from products");
    expect(row?.price).toBe(15);
  });

  it("adjusts by amount and percentage; a managed variant going negative fails that item whole", async () => {
    const a = await createProduct(t, { name: "A", priceData: { price: 10 } });
    const b = await createProduct(t, {
      name: "B",
      priceData: { price: 10 },
      manageVariants: true,
      productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
    });
    await merchant(t, "PATCH", `/stores/v1/products/${b.id}/variants`, {
      variants: [{ choices: { Size: "M" }, price: 30 }],
    });
    const percent = await merchant(t, "POST", "/stores/v1/bulk/products/adjust-properties", {
      ids: [a.id, b.id],
      adjust: { price: { percentage: { rate: 50 } } },
    });
    expect(percent.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const amount = await merchant<BulkProductsResult>(
      t,
      "POST",
      "/stores/v1/bulk/products/adjust-properties",
      {
        ids: [a.id, b.id],
        adjust: { price: { amount: -20 } },
      },
    );
    expect(amount.body.results?.map((r) => r.itemMetadata?.success)).toEqual([false, false]);
    const rows = await t.db.query<{ name: string; doc: ProductDocument }>(
      "select name, doc from products order by name",
    );
    expect(rows.map((r) => r.doc.priceRange)).toEqual([
      { minValue: 15, maxValue: 15 },
      { minValue: 15, maxValue: 45 },
    ]);
  });

  it("rejects a request without exactly one property", async () => {
    const reply = await merchant<ValidationErrorBody>(t, "POST", "/stores/v1/bulk/products/update", {
      ids: [],
      set: { price: 1, cost: 2 },
    });
    expect(reply.status).toBe(400);
    expect(violatedFields(reply)).toEqual(["ids", "set"]);
  });

  it("reports a missing or malformed set or adjust once", async () => {
    const a = await createProduct(t, { name: "A" });
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["update", {}, "set", "must not be empty"],
      ["update", { set: 5 }, "set", "must be an object"],
      ["adjust-properties", {}, "adjust", "must not be empty"],
      ["adjust-properties", { adjust: [] }, "adjust", "must be an object"],
    ];
    for (const [call, body, field, description] of cases) {
      const reply = await merchant<ValidationErrorBody>(t, "POST", `/stores/v1/bulk/products/${call}`, {
        ids: [a.id],
        ...body,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.details?.validationError?.fieldViolations, JSON.stringify(body)).toEqual([
        expect.objectContaining({ field, description }),
      ]);
    }
  });

  it("serialises concurrent adjustments: 100 × +1 ends exactly 100 higher", async () => {
    const a = await createProduct(t, { name: "A", priceData: { price: 1 } });
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        merchant<BulkProductsResult>(t, "POST", "/stores/v1/bulk/products/adjust-properties", {
          ids: [a.id],
          adjust: { price: { amount: 1 } },
        }),
      ),
    );
    expect(replies.every((r) => r.body.bulkActionMetadata?.totalSuccesses === 1)).toBe(true);
    const [row] = await t.db.query<{ price: number; doc: ProductDocument }>(
      "select price, doc from products",
    );
    expect(row?.price).toBe(101);
    expect(row?.doc.priceData?.formatted?.price).toBe("$101.00");
    expect((await outboxTypes(t)).filter((e) => e.endsWith("product_updated"))).toHaveLength(100);
  });
});

describe("rollback", () => {
  it("a failed write leaves neither a change nor an event", async () => {
    const a = await createProduct(t, { name: "A", ribbon: "New" });
    const before = await t.db.query("select doc from products");
    const reply = await merchant(t, "PATCH", `/stores/v1/products/${a.id}`, {
      product: { ribbon: "Sale", productOptions: [{ name: "Size", choices: [] }] },
    });
    expect(reply.status).toBe(400);
    expect(await t.db.query("select doc from products")).toEqual(before);
    expect(await t.db.query("select name from ribbons")).toEqual([{ name: "New" }]);
    expect(await outboxTypes(t)).toEqual([
      "wix.stores.catalog.v3.ribbon_created",
      "wix.stores.catalog.v3.product_created",
    ]);
  });
});
