/** Product create, partial update and delete through the real app, on both databases. */

import type { ProductDocument } from "@vitrine/emulator/testing";
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

/** A recorded `product_updated` event (`productEvent`'s envelope): the fields these tests read. */
interface ProductUpdatedPayload {
  entityId: string;
  updatedEvent: { currentEntity: ProductDocument; modifiedFields: Record<string, unknown> };
}

/** A recorded `product_deleted` event: the fields these tests read. */
interface ProductDeletedPayload {
  entityId: string;
  deletedEvent: { deletedEntity: ProductDocument };
}

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe("create product", () => {
  it("stores and returns the product with derived fields", async () => {
    const product = await createProduct(t, {
      name: "Linen Shirt",
      productType: "physical",
      priceData: { price: 40 },
      costAndProfitData: { itemCost: 15 },
      discount: { type: "AMOUNT", value: 10 },
      weight: 0.3,
      ribbon: "Sale",
      brand: "Acme",
      slug: "ignored-slug-is-used",
      numericId: "999",
    });
    expect(product).toMatchObject({
      name: "Linen Shirt",
      slug: "ignored-slug-is-used",
      numericId: "1",
      priceData: {
        currency: "USD",
        price: 40,
        discountedPrice: 30,
        formatted: { price: "$40.00", discountedPrice: "$30.00" },
      },
      costAndProfitData: { itemCost: 15, profit: 15, profitMargin: 0.5 },
      ribbons: [{ text: "Sale" }],
      brand: "Acme",
      stock: { inventoryStatus: "IN_STOCK" },
    });
    const rows = await t.db.query<{ doc: unknown }>("select doc from products where id = $1", [product.id]);
    expect(rows[0]?.doc).toEqual(product);
    expect(await outboxTypes(t)).toEqual([
      "wix.stores.catalog.v3.ribbon_created",
      "wix.stores.catalog.v3.product_created",
    ]);
    const ribbons = await t.db.query<{ name: string }>("select name from ribbons");
    expect(ribbons).toEqual([{ name: "Sale" }]);
  });

  it("gives unique slugs to products with the same name", async () => {
    const a = await createProduct(t, { name: "Mug" });
    const b = await createProduct(t, { name: "Mug" });
    expect([a.slug, b.slug]).toEqual(["mug", "mug-1"]);
  });

  it("rejects an empty name, a negative price and a bad type, writing nothing", async () => {
    const reply = await merchant<ValidationErrorBody>(t, "POST", "/stores/v1/products", {
      product: { name: "", priceData: { price: -5 }, productType: "furniture" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^INVALID_ARGUMENT/);
    expect(reply.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: "product.name",
      violatedRule: "REQUIRED_FIELD",
    });
    expect(violatedFields(reply)).toEqual(["product.name", "product.productType", "product.priceData.price"]);
    expect(await t.db.query("select id from products")).toEqual([]);
    expect(await outboxTypes(t)).toEqual([]);
  });

  it("rejects a missing product body", async () => {
    const reply = await merchant<ValidationErrorBody>(t, "POST", "/stores/v1/products", {});
    expect(reply.status).toBe(400);
    expect(violatedFields(reply)).toEqual(["product"]);
  });
});

describe("update product", () => {
  it("changes only the fields sent and reports them as modified", async () => {
    const created = await createProduct(t, { name: "Mug", description: "Big", priceData: { price: 12 } });
    const reply = await merchant(t, "PATCH", `/stores/v1/products/${created.id}`, {
      product: { discount: { type: "PERCENT", value: 50 } },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.product).toMatchObject({
      name: "Mug",
      description: "Big",
      priceData: { price: 12, discountedPrice: 6 },
      discount: { type: "PERCENT", value: 50 },
    });
    const [event] = await t.db.query<{ payload: ProductUpdatedPayload }>(
      "select payload from outbox where event_type = 'wix.stores.catalog.v3.product_updated'",
    );
    expect(Object.keys(event?.payload.updatedEvent.modifiedFields ?? {}).sort()).toEqual(
      ["convertedPriceData", "costAndProfitData", "discount", "price", "priceData", "variants"].sort(),
    );
    expect(event?.payload).toMatchObject({
      entityId: created.id,
      updatedEvent: { currentEntity: reply.body.product },
    });
  });

  it("404s an unknown product and 400s an empty name", async () => {
    const missing = await merchant<ApplicationErrorBody>(t, "PATCH", "/stores/v1/products/nope", {
      product: { name: "X" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe("PRODUCT_NOT_FOUND");
    const created = await createProduct(t, { name: "Mug" });
    const empty = await merchant<ValidationErrorBody>(t, "PATCH", `/stores/v1/products/${created.id}`, {
      product: { name: " " },
    });
    expect(empty.status).toBe(400);
    expect(violatedFields(empty)).toEqual(["product.name"]);
  });

  it("drops a ribbon no product uses any more", async () => {
    const created = await createProduct(t, { name: "Mug", ribbon: "New" });
    await merchant(t, "PATCH", `/stores/v1/products/${created.id}`, { product: { ribbon: "Sale" } });
    expect(await t.db.query("select name from ribbons")).toEqual([{ name: "Sale" }]);
    expect(await outboxTypes(t)).toContain("wix.stores.catalog.v3.ribbon_deleted");
  });
});

describe("delete product", () => {
  it("deletes the product and its variants and records the deleted entity", async () => {
    const created = await createProduct(t, { name: "Mug", ribbon: "New" });
    const reply = await merchant(t, "DELETE", `/stores/v1/products/${created.id}`);
    expect(reply).toEqual({ status: 200, body: {} });
    expect(await t.db.query("select * from variants")).toEqual([]);
    expect(await t.db.query("select * from ribbons")).toEqual([]);
    const [event] = await t.db.query<{ payload: ProductDeletedPayload }>(
      "select payload from outbox where event_type = 'wix.stores.catalog.v3.product_deleted'",
    );
    expect(event?.payload.deletedEvent.deletedEntity.id).toBe(created.id);
    expect((await merchant(t, "DELETE", `/stores/v1/products/${created.id}`)).status).toBe(404);
  });
});

describe("permissions", () => {
  it("refuses writes without a credential (401) and with a visitor token (403)", async () => {
    const body = { product: { name: "Mug" } };
    const anonymous = await t.inject({ method: "POST", url: "/stores/v1/products", payload: body });
    expect(anonymous.statusCode).toBe(401);
    const visitor = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      payload: body,
      headers: { authorization: await t.visitorToken() },
    });
    expect(visitor.statusCode).toBe(403);
    expect(await t.db.query("select id from products")).toEqual([]);
  });
});
