/**
 * The catalogue v3 ribbon calls through the real app, on both databases: create, get (with the
 * product count), rename with revision (also on the products carrying the ribbon), delete (also
 * off the products), query with cursor paging, count, get-or-create; each write's events in the
 * outbox; errors in the provider's envelope with nothing changed.
 */

import type { ProductDocument, QueryRibbonsResponse, RibbonEntity } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import {
  type ApplicationErrorBody,
  createProduct,
  merchant,
  outboxTypes,
  type ValidationErrorBody,
  violatedFields,
} from "../writes/merchant-calls.ts";

/** A query reply these tests know finds at least one ribbon (made earlier in the test). */
type RibbonsFound = Omit<QueryRibbonsResponse, "ribbons"> & { ribbons: [RibbonEntity, ...RibbonEntity[]] };

/** The reply of get product: the product as served to the merchant. */
interface ProductReply {
  product: ProductDocument;
}

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const RIBBON = "wix.stores.catalog.v3.ribbon";
const PRODUCT_UPDATED = "wix.stores.catalog.v3.product_updated";

async function createRibbon(name: string) {
  const reply = await merchant<{ ribbon: RibbonEntity }>(t, "POST", "/stores/v3/ribbons", {
    ribbon: { name },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.ribbon;
}

/** The part of a recorded domain event these tests read. */
interface RecordedPayload {
  entityId: string;
  updatedEvent?: { modifiedFields: Record<string, unknown> };
}

async function outboxPayloads(eventType: string) {
  const rows = await t.db.query<{ payload: RecordedPayload }>(
    "select payload from outbox where event_type = $1 order by id",
    [eventType],
  );
  return rows.map((row) => row.payload);
}

async function storedRibbons() {
  const rows = await t.db.query<{ name: string }>("select name from ribbons order by name");
  return rows.map((row) => row.name);
}

describe("ribbon writes", () => {
  it("creates a ribbon, serves it to a visitor, and records ribbon_created", async () => {
    const ribbon = await createRibbon("  Sale ");
    expect(ribbon).toMatchObject({ name: "Sale", revision: "1" });
    expect(new Date(ribbon.createdDate).getTime()).toBeGreaterThan(0);

    const visitor = await t.inject({
      method: "GET",
      url: `/stores/v3/ribbons/${ribbon.id}`,
      headers: { authorization: await t.visitorToken() },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().ribbon).toEqual(ribbon);

    const [created] = await outboxPayloads(`${RIBBON}_created`);
    expect(created).toMatchObject({ entityId: ribbon.id, createdEvent: { entity: ribbon } });
  });

  it("renames a ribbon on its products, one revision up, with ribbon_updated and product_updated events", async () => {
    const product = await createProduct(t, { name: "Mug", priceData: { price: 5 }, ribbon: "Sale" });
    const other = await createProduct(t, { name: "Cup", priceData: { price: 4 }, ribbon: "New" });
    const [sale] = (
      await merchant<RibbonsFound>(t, "POST", "/stores/v3/ribbons/query", {
        query: { filter: { name: "Sale" } },
      })
    ).body.ribbons;
    await t.db.query("delete from outbox");

    const reply = await merchant(t, "PATCH", `/stores/v3/ribbons/${sale.id}`, {
      ribbon: { revision: sale.revision, name: "Summer sale" },
      fields: ["ASSIGNED_PRODUCT_COUNT"],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.ribbon).toMatchObject({
      id: sale.id,
      name: "Summer sale",
      revision: "2",
      assignedProductCount: 1,
    });

    const mug = await merchant<ProductReply>(t, "GET", `/stores-reader/v1/products/${product.id}`);
    expect(mug.body.product).toMatchObject({ ribbon: "Summer sale", ribbons: [{ text: "Summer sale" }] });
    const cup = await merchant<ProductReply>(t, "GET", `/stores-reader/v1/products/${other.id}`);
    expect(cup.body.product.ribbon).toBe("New");

    expect(await outboxTypes(t)).toEqual([`${RIBBON}_updated`, PRODUCT_UPDATED]);
    const [updated] = await outboxPayloads(`${RIBBON}_updated`);
    expect(updated).toMatchObject({
      entityId: sale.id,
      updatedEvent: {
        currentEntity: { name: "Summer sale", revision: "2" },
        modifiedFields: { name: "Summer sale" },
      },
    });
    const [productUpdated] = await outboxPayloads(PRODUCT_UPDATED);
    expect(productUpdated?.updatedEvent?.modifiedFields).toMatchObject({ ribbon: "Summer sale" });
    expect(await storedRibbons()).toEqual(["New", "Summer sale"]);
  });

  it("deletes a ribbon and takes it off its products", async () => {
    const product = await createProduct(t, { name: "Mug", priceData: { price: 5 }, ribbon: "Sale" });
    const [sale] = (await merchant<RibbonsFound>(t, "POST", "/stores/v3/ribbons/query", {})).body.ribbons;
    await t.db.query("delete from outbox");

    expect((await merchant(t, "DELETE", `/stores/v3/ribbons/${sale.id}`)).status).toBe(200);
    const mug = await merchant<ProductReply>(t, "GET", `/stores-reader/v1/products/${product.id}`);
    expect(mug.body.product.ribbon).toBeUndefined();
    expect(mug.body.product.ribbons).toEqual([]);
    expect(await outboxTypes(t)).toEqual([`${RIBBON}_deleted`, PRODUCT_UPDATED]);
    expect(await storedRibbons()).toEqual([]);
    const missing = await merchant<ApplicationErrorBody>(t, "GET", `/stores/v3/ribbons/${sale.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe("RIBBON_NOT_FOUND");
  });

  it("keeps a ribbon made through the API when its last product drops it; a product-made one goes", async () => {
    await createRibbon("Kept");
    const product = await createProduct(t, { name: "Mug", priceData: { price: 5 }, ribbon: "Kept" });
    const other = await createProduct(t, { name: "Cup", priceData: { price: 5 }, ribbon: "Passing" });
    await merchant(t, "POST", `/stores/v1/products/${product.id}/remove-ribbon`, {});
    await merchant(t, "POST", `/stores/v1/products/${other.id}/remove-ribbon`, {});
    expect(await storedRibbons()).toEqual(["Kept"]);
  });

  it("keeps a product-made ribbon once get-or-create has returned it, with no new revision or event", async () => {
    const product = await createProduct(t, { name: "Mug", priceData: { price: 5 }, ribbon: "Adopted" });
    const events = await outboxTypes(t);
    const got = await merchant(t, "POST", "/stores/v3/ribbons/get-or-create", { ribbonName: "Adopted" });
    expect(got.body.ribbon).toMatchObject({ name: "Adopted", revision: "1" });
    expect(await outboxTypes(t)).toEqual(events);
    await merchant(t, "POST", `/stores/v1/products/${product.id}/remove-ribbon`, {});
    expect(await storedRibbons()).toEqual(["Adopted"]);
  });

  it("get-or-create returns the existing ribbon or creates one", async () => {
    const sale = await createRibbon("Sale");
    const got = await merchant(t, "POST", "/stores/v3/ribbons/get-or-create", { ribbonName: "Sale" });
    expect(got.body.ribbon).toEqual(sale);
    const made = await merchant(t, "POST", "/stores/v3/ribbons/get-or-create", { ribbonName: "New" });
    expect(made.body.ribbon).toMatchObject({ name: "New", revision: "1" });
    expect(await outboxTypes(t)).toEqual([`${RIBBON}_created`, `${RIBBON}_created`]);
  });
});

describe("ribbon reads", () => {
  it("queries by filter and sort, pages by cursor, and counts", async () => {
    for (const name of ["A1", "A2", "A3", "B1", "B2"]) await createRibbon(name);
    const first = await merchant<QueryRibbonsResponse>(t, "POST", "/stores/v3/ribbons/query", {
      query: {
        filter: { name: { $startsWith: "A" } },
        sort: [{ fieldName: "name", order: "DESC" }],
        cursorPaging: { limit: 2 },
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.ribbons.map((r) => r.name)).toEqual(["A3", "A2"]);
    expect(first.body.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = await merchant<QueryRibbonsResponse>(t, "POST", "/stores/v3/ribbons/query", {
      query: { cursorPaging: { limit: 2, cursor: first.body.pagingMetadata.cursors.next } },
    });
    expect(second.body.ribbons.map((r) => r.name)).toEqual(["A1"]);
    expect(second.body.pagingMetadata).toEqual({ count: 1, cursors: {}, hasNext: false });

    const count = await merchant(t, "POST", "/stores/v3/ribbons/count", {
      filter: { name: { $startsWith: "B" } },
    });
    expect(count.body).toEqual({ count: 2 });
  });

  it("counts the products carrying each ribbon when asked", async () => {
    await createProduct(t, { name: "Mug", priceData: { price: 5 }, ribbon: "Sale" });
    await createProduct(t, { name: "Cup", priceData: { price: 5 }, ribbon: "Sale" });
    const reply = await merchant<RibbonsFound>(t, "POST", "/stores/v3/ribbons/query", {
      fields: ["ASSIGNED_PRODUCT_COUNT"],
    });
    expect(reply.body.ribbons).toMatchObject([{ name: "Sale", assignedProductCount: 2 }]);
    const one = await merchant<{ ribbon: RibbonEntity }>(
      t,
      "GET",
      `/stores/v3/ribbons/${reply.body.ribbons[0].id}?fields=ASSIGNED_PRODUCT_COUNT`,
    );
    expect(one.body.ribbon.assignedProductCount).toBe(2);
  });
});

describe("ribbon errors: the provider's envelope, nothing changed", () => {
  it("rejects a duplicate name, a stale revision, a missing revision, bad names and fields", async () => {
    const sale = await createRibbon("Sale");
    await createRibbon("New");
    const before = await t.db.query("select * from outbox order by id");

    const duplicate = await merchant<ApplicationErrorBody>(t, "POST", "/stores/v3/ribbons", {
      ribbon: { name: "Sale" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.applicationError).toMatchObject({
      code: "RIBBON_NAME_ALREADY_EXISTS",
      data: { ribbonId: sale.id },
    });
    const renameToTaken = await merchant(t, "PATCH", `/stores/v3/ribbons/${sale.id}`, {
      ribbon: { revision: "1", name: "New" },
    });
    expect(renameToTaken.status).toBe(409);
    const stale = await merchant<ApplicationErrorBody>(t, "PATCH", `/stores/v3/ribbons/${sale.id}`, {
      ribbon: { revision: "7", name: "Other" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError).toMatchObject({
      code: "REVISION_MISMATCH",
      data: { currentRevision: "1" },
    });
    const noRevision = await merchant<ValidationErrorBody>(t, "PATCH", `/stores/v3/ribbons/${sale.id}`, {
      ribbon: { name: "Other" },
    });
    expect(noRevision.status).toBe(400);
    expect(violatedFields(noRevision)).toEqual(["ribbon.revision"]);
    const blank = await merchant<ValidationErrorBody>(t, "POST", "/stores/v3/ribbons", {
      ribbon: { name: "  " },
    });
    expect(violatedFields(blank)).toEqual(["ribbon.name"]);
    const long = await merchant<ValidationErrorBody>(t, "POST", "/stores/v3/ribbons", {
      ribbon: { name: "x".repeat(31) },
    });
    expect(violatedFields(long)).toEqual(["ribbon.name"]);
    const badField = await merchant<ValidationErrorBody>(
      t,
      "GET",
      `/stores/v3/ribbons/${sale.id}?fields=EVERYTHING`,
    );
    expect(badField.body.details?.validationError?.fieldViolations).toEqual([
      expect.objectContaining({
        field: "fields[0]",
        description: "must be one of ASSIGNED_PRODUCT_COUNT",
        violatedRule: "INVALID_ENUM_VALUE",
      }),
    ]);
    const badCursor = await merchant<ValidationErrorBody>(t, "POST", "/stores/v3/ribbons/query", {
      query: { cursorPaging: { cursor: "not-a-cursor" } },
    });
    expect(violatedFields(badCursor)).toEqual(["query.cursorPaging.cursor"]);
    const offsetPaging = await merchant<ValidationErrorBody>(t, "POST", "/stores/v3/ribbons/query", {
      query: { paging: { limit: 2 } },
    });
    expect(violatedFields(offsetPaging)).toEqual(["query.paging"]);
    const unknown = await merchant(t, "DELETE", "/stores/v3/ribbons/nope");
    expect(unknown.status).toBe(404);

    expect(await t.db.query("select * from outbox order by id")).toEqual(before);
    expect(await storedRibbons()).toEqual(["New", "Sale"]);
  });

  it("lets only merchants write", async () => {
    const visitor = await t.inject({
      method: "POST",
      url: "/stores/v3/ribbons",
      headers: { authorization: await t.visitorToken() },
      payload: { ribbon: { name: "Sale" } },
    });
    expect(visitor.statusCode).toBe(403);
    const anonymous = await t.inject({ method: "POST", url: "/stores/v3/ribbons/query", payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedRibbons()).toEqual([]);
  });
});
