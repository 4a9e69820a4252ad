/**
 * The demo store's content: the `Pages` and `Menus` collections the provider's commerce template
 * reads, seeded the same on every run and only once; its header and footer menus name the pages
 * in order; an empty store has neither.
 */

import { seedDemoData } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { call, type ErrorBody, query } from "./data-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function stored() {
  return t.db.query("select collection_id, id, data from data_items order by collection_id, id");
}

it("seeds the same pages and menus every time, and only once", async () => {
  expect(await seedDemoData(t.db)).toEqual({ collections: 2, items: 7 });
  const first = await stored();
  expect(await seedDemoData(t.db)).toEqual({ collections: 0, items: 0 });
  expect(await stored()).toEqual(first);
  await t.db.query("truncate data_collections cascade");
  await seedDemoData(t.db);
  expect(await stored()).toEqual(first);
});

it("serves the header and footer menus with their pages, to visitors", async () => {
  await seedDemoData(t.db);
  const visitor = { authorization: await t.visitorToken() };
  const slugsOf = async (slug: string) => {
    const reply = await query(
      t,
      "Menus",
      { filter: { slug } },
      { includeReferences: [{ field: "pages" }] },
      visitor,
    );
    const pages = (reply.body.dataItems[0]?.data.pages ?? []) as { slug: string }[];
    return pages.map((page) => page.slug);
  };
  expect(await slugsOf("next-js-frontend-header-menu")).toEqual(["about", "faq"]);
  expect(await slugsOf("next-js-frontend-footer-menu")).toEqual([
    "about",
    "faq",
    "shipping-return-policy",
    "terms-conditions",
    "privacy-policy",
  ]);
  const about = await query(t, "Pages", { filter: { slug: "about" } }, {}, visitor);
  expect(about.body.dataItems[0]?.data).toMatchObject({
    title: "About us",
    seoDescription: expect.any(String),
  });
});

it("has no collections in an empty store", async () => {
  const reply = await call<ErrorBody>(t, "POST", "/wix-data/v2/items/query", { dataCollectionId: "Pages" });
  expect(reply.status).toBe(404);
  expect(reply.body.details.applicationError?.code).toBe("WDE0025");
});
