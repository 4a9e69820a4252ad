/**
 * Data collections in the store file (`vitrine-emulator export`, `start --seed-file`), on both
 * databases: exported with their fields, permissions and items as stored, loaded back into an empty
 * store as they were (so a second export is the same file) and served; a file whose data
 * collections do not check out is refused with the place at fault, before anything is written.
 */

import { seedDemoData } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the store file export
import { exportStore } from "../../src/cli/export-store.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the store file import
import { importStore } from "../../src/cli/import-store.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the store file parser
import { parseStoreFile } from "../../src/cli/store-file.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { query } from "./data-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

it("exports the data collections and loads them back as they were", async () => {
  await seedDemoData(t.db);
  const file = await exportStore(t.db, { withPasswordHashes: false });
  expect(file.dataCollections.map((c) => [c.id, c.items.length])).toEqual([
    ["Menus", 2],
    ["Pages", 5],
  ]);
  const text = JSON.stringify(file);
  await t.db.query("truncate data_collections cascade");

  const result = await importStore(t.db, parseStoreFile(text), new Date().toISOString());
  expect(result).toMatchObject({ dataCollections: 2, dataItems: 7 });
  expect(await exportStore(t.db, { withPasswordHashes: false })).toEqual(file);
  const menus = await query(
    t,
    "Menus",
    { filter: { slug: "next-js-frontend-header-menu" } },
    {
      includeReferences: [{ field: "pages" }],
    },
  );
  expect(menus.body.dataItems[0]?.data.pages).toHaveLength(2);
});

it("reads a store file without data collections as one with none", () => {
  const file = parseStoreFile(JSON.stringify({ format: "vitrine-store", version: 1 }));
  expect(file.dataCollections).toEqual([]);
});

it.each([
  [{ dataCollections: {} }, '"dataCollections" must be a list of objects'],
  [{ dataCollections: [{ id: "" }] }, "dataCollections[0].id must be a non-empty string"],
  [{ dataCollections: [{ id: "A" }, { id: "A" }] }, "dataCollections: id: A appears twice"],
  [
    { dataCollections: [{ id: "A", fields: [{ key: "x" }] }] },
    "dataCollections[0].fields must be a list of {key, type}",
  ],
  [
    { dataCollections: [{ id: "A", permissions: { read: "EVERYONE" } }] },
    "dataCollections[0].permissions.read must be one of ANYONE, SITE_MEMBER, SITE_MEMBER_AUTHOR, ADMIN",
  ],
  [
    { dataCollections: [{ id: "A", items: [{ title: "no id" }] }] },
    "dataCollections[0].items must be a list of items with an _id",
  ],
  [
    { dataCollections: [{ id: "A", items: [{ _id: "x" }, { _id: "x" }] }] },
    "dataCollections[0].items: _id: x appears twice",
  ],
])("refuses %j: %s", (part, message) => {
  expect(() => parseStoreFile(JSON.stringify({ format: "vitrine-store", version: 1, ...part }))).toThrow(
    message,
  );
});
