/**
 * The provider's published recommendations client (`@wix/sdk` + `@wix/ecom`'s `recommendations`),
 * unchanged against the emulator's demo store on 127.0.0.1 with only its hosts routed, on catalogue
 * v1 and v3: the algorithms it lists; the call the provider's store templates make on a product
 * page (viewed together, best sellers, same categories; at least 3 items), whose items the
 * provider's catalogue client then reads back; and best sellers after an order placed through the
 * provider's cart and checkout clients.
 */

import {
  demoShopSettings,
  seedDemoStore,
  seedDemoStoreV3,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { checkout, currentCart, recommendations } from "@wix/ecom";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { products, productsV3 } from "@wix/stores";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";
const VIEWED_TOGETHER = "5dd69f67-9ab9-478e-ba7c-10c6c6e7285f";
const BEST_SELLERS = "ba491fd2-b172-4552-9ea6-7202e01d1d3c";
const SAME_CATEGORIES = "68ebce04-b96a-4c52-9329-08fc9d8c1253";

const modules = { recommendations, currentCart, checkout, products, productsV3 };

describe.each(["V1_CATALOG", "V3_CATALOG"] as const)(
  "the provider's recommendations client on %s",
  (catalogVersion) => {
    useRoutedEmulator({
      config: { catalogVersion, shop: demoShopSettings() },
      seed: (emulator) =>
        catalogVersion === "V3_CATALOG"
          ? seedDemoStoreV3(emulator.db, emulator.baseUrl)
          : seedDemoStore(emulator.db, emulator.baseUrl),
    });

    const visitorClient = () => createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const adminClient = () =>
      createClient({ modules, auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }) });

    /** The id and name of the products with these ids, read with the provider's catalogue client. */
    async function namesOf(visitor: ReturnType<typeof visitorClient>, ids: string[]) {
      if (catalogVersion === "V3_CATALOG") {
        const { items } = await visitor.productsV3.queryProducts().in("_id", ids).find();
        return items.map((p) => p.name);
      }
      const { items } = await visitor.products.queryProducts().in("_id", ids).find();
      return items.map((p) => p.name);
    }

    async function idOfSlug(visitor: ReturnType<typeof visitorClient>, slug: string) {
      if (catalogVersion === "V3_CATALOG")
        return (await visitor.productsV3.getProductBySlug(slug)).product?._id ?? "";
      return (await visitor.products.queryProducts().eq("slug", slug).find()).items[0]?._id ?? "";
    }

    it("answers the templates' product-page call and best sellers after an order", async () => {
      const visitor = visitorClient();
      const availableAlgorithms =
        (await visitor.recommendations.listAvailableAlgorithms()).availableAlgorithms ?? [];
      expect(availableAlgorithms.map((a) => a.config?.algorithmId)).toContain(SAME_CATEGORIES);
      expect(availableAlgorithms.every((a) => a.catalogAppIds?.includes(STORES_APP_ID))).toBe(true);

      const mug = await idOfSlug(visitor, "stoneware-mug");
      const algorithms = [VIEWED_TOGETHER, BEST_SELLERS, SAME_CATEGORIES].map((_id) => ({
        _id,
        appId: STORES_APP_ID,
      }));
      const { recommendation } = await visitor.recommendations.getRecommendation(algorithms, {
        items: [{ catalogItemId: mug, appId: STORES_APP_ID }],
        minimumRecommendedItems: 3,
      });
      expect(recommendation?.algorithm?._id).toBe(SAME_CATEGORIES);
      const ids = (recommendation?.items ?? []).map((item) => item.catalogItemId ?? "");
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(ids).not.toContain(mug);
      expect((await namesOf(visitor, ids)).length).toBe(ids.length);

      const book = await idOfSlug(visitor, "field-guide-e-book");
      await visitor.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: book }, quantity: 2 }],
      });
      const { checkoutId } = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
      await adminClient().checkout.createOrder(checkoutId ?? "");
      const best = await visitor.recommendations.getRecommendation([
        { _id: BEST_SELLERS, appId: STORES_APP_ID },
      ]);
      expect(best.recommendation?.items?.map((item) => item.catalogItemId)).toEqual([book]);
      expect(best.recommendation?.algorithm?._id).toBe(BEST_SELLERS);
    });
  },
);
