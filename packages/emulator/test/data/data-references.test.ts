/**
 * Reference fields through the real app: stored as ids; a multi-reference is left out of an item
 * unless included, and included it is the referenced items in stored order (missing ones skipped,
 * at most the include's limit); a single reference is its id, or the item when included; an include
 * of a field that is no reference is a 400; a referenced collection the caller may not read gives
 * nothing.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { call, defineCollection, type ErrorBody, insert, query } from "./data-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await defineCollection(t, "Authors", {
    permissions: { read: "ADMIN", insert: "ADMIN", update: "ADMIN", remove: "ADMIN" },
  });
  await defineCollection(t, "Pages");
  await defineCollection(t, "Menus", {
    fields: [
      {
        key: "pages",
        type: "MULTI_REFERENCE",
        typeMetadata: { multiReference: { referencedCollectionId: "Pages" } },
      },
      { key: "home", type: "REFERENCE", typeMetadata: { reference: { referencedCollectionId: "Pages" } } },
      {
        key: "author",
        type: "REFERENCE",
        typeMetadata: { reference: { referencedCollectionId: "Authors" } },
      },
    ],
  });
  for (const id of ["p1", "p2", "p3"]) await insert(t, "Pages", { _id: id, title: `Page ${id}` });
  await insert(t, "Authors", { _id: "ada", name: "Ada" });
  await insert(t, "Menus", {
    _id: "m",
    slug: "main",
    pages: ["p2", { _id: "p1" }, "gone", "p3"],
    home: { _id: "p1", title: "ignored" },
    author: "ada",
  });
});
afterEach(() => t.close());

it("stores references as ids and leaves multi-references out unless included", async () => {
  const [row] = await t.db.query<{ data: Record<string, unknown> }>(
    "select data from data_items where id = 'm'",
  );
  expect(row?.data).toMatchObject({ pages: ["p2", "p1", "gone", "p3"], home: "p1" });
  const plain = await query(t, "Menus", {});
  expect(plain.body.dataItems[0]?.data).not.toHaveProperty("pages");
  expect(plain.body.dataItems[0]?.data.home).toBe("p1");
});

it("includes referenced items in stored order, up to the limit", async () => {
  const all = await query(t, "Menus", {}, { includeReferences: [{ field: "pages" }, { field: "home" }] });
  const data = all.body.dataItems[0]?.data as { pages: { _id: string }[]; home: { title: string } };
  expect(data.pages.map((p) => p._id)).toEqual(["p2", "p1", "p3"]);
  expect(data.home.title).toBe("Page p1");
  const two = await query(t, "Menus", {}, { includeReferences: [{ field: "pages", limit: 2 }] });
  expect(two.body.dataItems[0]?.data.pages).toHaveLength(2);
  const get = await call<{ dataItem: { data: { pages: unknown[] } } }>(t, "POST", "/wix-data/v2/items/m", {
    dataCollectionId: "Menus",
    includeReferencedItems: ["pages"],
  });
  expect(get.body.dataItem.data.pages).toHaveLength(3);
});

it("includes nothing from a collection the caller may not read", async () => {
  const visitor = { authorization: await t.visitorToken() };
  const reply = await query(t, "Menus", {}, { includeReferences: [{ field: "author" }] }, visitor);
  expect(reply.body.dataItems[0]?.data.author).toBe("ada");
  const merchant = await query(t, "Menus", {}, { includeReferences: [{ field: "author" }] });
  expect(merchant.body.dataItems[0]?.data.author).toMatchObject({ name: "Ada" });
});

it("refuses an include of a field that is no reference, and a malformed reference", async () => {
  const include = await call<ErrorBody>(t, "POST", "/wix-data/v2/items/query", {
    dataCollectionId: "Menus",
    includeReferences: [{ field: "slug" }],
  });
  expect(include.status).toBe(400);
  expect(include.body.details.validationError?.fieldViolations[0]?.field).toBe("includeReferences[0].field");
  const write = await call<ErrorBody>(t, "POST", "/wix-data/v2/items", {
    dataCollectionId: "Menus",
    dataItem: { data: { pages: "p1" } },
  });
  expect(write.status).toBe(400);
  expect(write.body.details.validationError?.fieldViolations[0]?.field).toBe("dataItem.data.pages");
});
