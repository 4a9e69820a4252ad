/**
 * The recommendations calls on the demo store, catalogue v1 and v3: the algorithms the provider
 * lists; "from the same categories" ranks products by the collections (v1) or categories (v3) they
 * share with the given item; best sellers and "frequently bought together" come from the placed
 * orders (canceled ones left out); the first algorithm with enough items answers, as in the
 * provider's templates' call; and the provider's errors for algorithms and items of other apps.
 */

import { demoShopSettings, seedDemoStore, seedDemoStoreV3 } from "@vitrine/emulator/testing";
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, errorCode, errorFields, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const SAME_CATEGORIES = "68ebce04-b96a-4c52-9329-08fc9d8c1253";
const BOUGHT_TOGETHER = "d5aac1e1-2e53-4d11-85f7-7172710b4783";
const VIEWED_TOGETHER = "5dd69f67-9ab9-478e-ba7c-10c6c6e7285f";
const BEST_SELLERS = "ba491fd2-b172-4552-9ea6-7202e01d1d3c";
const algorithm = (id: string) => ({ id, appId: STORES_APP_ID });
const item = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });

describe.each([
  ["v1", "V1_CATALOG", "products", "collection_ids"],
  ["v3", "V3_CATALOG", "v3_products", "category_ids"],
] as const)(
  `recommendations on a catalogue %s store (${testBackend})`,
  (_v, catalogVersion, table, groups) => {
    let t: TestApp;
    let visitor: string;
    beforeEach(async () => {
      t = await startTestApp({ catalogVersion, shop: demoShopSettings() });
      if (catalogVersion === "V3_CATALOG") await seedDemoStoreV3(t.db, t.config.publicUrl);
      else await seedDemoStore(t.db, t.config.publicUrl);
      visitor = await t.visitorToken();
    });
    afterEach(() => t.close());

    const recommend = (body: unknown) => buyer<Loose>(t, visitor, "POST", "/v1/recommendations/get", body);
    const idOf = async (slug: string) =>
      (await t.db.query<{ id: string }>(`select id from ${table} where slug = $1`, [slug]))[0]?.id as string;
    const groupsOf = async () =>
      new Map(
        (
          await t.db.query<{ id: string; g: string[] }>(
            `select id, ${groups} as g from ${table} where visible`,
          )
        ).map((row) => [row.id, row.g]),
      );
    /** Places an order of the lines as a new visitor; returns the order id. */
    async function order(lines: [string, number][]) {
      const shopper = await t.visitorToken();
      const added = await buyer<Loose>(t, shopper, "POST", "/ecom/v1/carts/current/add-to-cart", {
        lineItems: lines.map(([id, quantity]) => line(id, quantity)),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const checkout = await buyer<Loose>(t, shopper, "POST", "/ecom/v1/carts/current/create-checkout", {
        channelType: "WEB",
      });
      const id = checkout.body.checkoutId as string;
      const placed = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${id}/create-order`, { id });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return placed.body.orderId as string;
    }

    it("lists the stores app's four algorithms", async () => {
      const reply = await buyer<Loose>(t, visitor, "GET", "/v1/recommendations/algorithms");
      expect(reply.status).toBe(200);
      expect(
        reply.body.availableAlgorithms.map((a: Loose) => [a.config.algorithmId, a.config.algorithmType]),
      ).toEqual([
        [SAME_CATEGORIES, "RELATED_ITEMS"],
        [BOUGHT_TOGETHER, "RELATED_ITEMS"],
        [VIEWED_TOGETHER, "RELATED_ITEMS"],
        [BEST_SELLERS, "GLOBAL"],
      ]);
      expect(reply.body.availableAlgorithms[0]).toMatchObject({
        appId: STORES_APP_ID,
        catalogAppIds: [STORES_APP_ID],
      });
    });

    it("recommends products sharing the most collections or categories with the item, never the item", async () => {
      const mug = await idOf("stoneware-mug");
      const reply = await recommend({ algorithms: [algorithm(SAME_CATEGORIES)], items: [item(mug)] });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const { items, algorithm: used } = reply.body.recommendation;
      expect(used).toEqual(algorithm(SAME_CATEGORIES));
      const all = await groupsOf();
      const own = new Set(all.get(mug));
      const shared = (id: string) => (all.get(id) ?? []).filter((g) => own.has(g)).length;
      const ids = items.map((i: Loose) => i.catalogItemId as string);
      expect(ids.length).toBeGreaterThan(3);
      expect(ids.length).toBeLessThanOrEqual(16);
      expect(ids).not.toContain(mug);
      expect(items.every((i: Loose) => i.appId === STORES_APP_ID)).toBe(true);
      expect(ids.every((id: string) => shared(id) > 0)).toBe(true);
      const counts = ids.map(shared);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it("ranks best sellers and bought-together from orders, without canceled ones", async () => {
      const [book, album, wallpaper, presets] = (await Promise.all(
        ["field-guide-e-book", "lo-fi-morning-album", "phone-wallpaper-pack", "photo-presets-pack"].map(idOf),
      )) as [string, string, string, string];
      const none = await recommend({ algorithms: [algorithm(BEST_SELLERS)] });
      expect(none.body.recommendation.items).toEqual([]);
      await order([
        [book, 1],
        [album, 1],
      ]);
      await order([[album, 4]]);
      await order([
        [book, 2],
        [album, 1],
        [wallpaper, 1],
      ]);
      const canceled = await order([
        [presets, 9],
        [book, 1],
      ]);
      const cancel = await merchant(t, "POST", `/ecom/v1/orders/${canceled}/cancel`, { id: canceled });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

      const best = await recommend({ algorithms: [algorithm(BEST_SELLERS)] });
      expect(best.body.recommendation.items.map((i: Loose) => i.catalogItemId)).toEqual([
        album,
        book,
        wallpaper,
      ]);
      const together = await recommend({ algorithms: [algorithm(BOUGHT_TOGETHER)], items: [item(book)] });
      expect(together.body.recommendation.items.map((i: Loose) => i.catalogItemId)).toEqual([
        album,
        wallpaper,
      ]);
    });

    it("answers with the first algorithm that has enough items, as the provider's templates ask", async () => {
      const mug = await idOf("stoneware-mug");
      const templateCall = {
        algorithms: [algorithm(VIEWED_TOGETHER), algorithm(BEST_SELLERS), algorithm(SAME_CATEGORIES)],
        items: [item(mug)],
        minimumRecommendedItems: 3,
      };
      const reply = await recommend(templateCall);
      expect(reply.body.recommendation.algorithm).toEqual(algorithm(SAME_CATEGORIES));
      expect(reply.body.recommendation.items.length).toBeGreaterThanOrEqual(3);
      const edge = await recommend({
        ...templateCall,
        algorithms: [algorithm(VIEWED_TOGETHER), algorithm(BEST_SELLERS)],
      });
      expect(edge.body.recommendation).toEqual({ items: [], algorithm: algorithm(BEST_SELLERS) });
      const ecomPath = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/recommendations/get", templateCall);
      expect(ecomPath.body).toEqual(reply.body);
    });

    it("refuses other apps' algorithms and items, unknown algorithms and malformed requests", async () => {
      const mug = await idOf("stoneware-mug");
      const foreignAlgorithm = await recommend({ algorithms: [{ id: SAME_CATEGORIES, appId: "other-app" }] });
      expect([foreignAlgorithm.status, errorCode(foreignAlgorithm)]).toEqual([
        404,
        "RECOMMENDATIONS_PROVIDER_NOT_FOUND",
      ]);
      const unknown = await recommend({ algorithms: [algorithm("no-such-algorithm")] });
      expect([unknown.status, errorCode(unknown)]).toEqual([400, "ALGORITHM_NOT_SUPPORTED"]);
      expect(unknown.body.details.applicationError.data.unsupportedAlgorithms).toEqual([
        algorithm("no-such-algorithm"),
      ]);
      const foreignItem = await recommend({
        algorithms: [algorithm(SAME_CATEGORIES)],
        items: [{ catalogItemId: mug, appId: "13d21c63-b5ec-5912-8397-c3a5ddb27a97" }],
      });
      expect([foreignItem.status, errorCode(foreignItem)]).toEqual([400, "ITEM_APP_ID_NOT_SUPPORTED"]);
      const malformed = await recommend({ algorithms: [], items: "x", minimumRecommendedItems: -1 });
      expect(malformed.status).toBe(400);
      expect(errorFields(malformed).sort()).toEqual(["algorithms", "items", "minimumRecommendedItems"]);
      const anonymous = await t.inject({ method: "POST", url: "/v1/recommendations/get", payload: {} });
      expect(anonymous.statusCode).toBe(401);
    });
  },
);
