/**
 * The SDK README's catalogue v3 example, run as written against the emulator's v3 demo store
 * (its free names filled in: the client's base URL and visitor auth, a demo product's slug).
 */

import { TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { createClient } from "@vitrine/sdk";
import { getCatalogVersion, getProductBySlug, queryProducts, searchProducts } from "@vitrine/sdk/catalog-v3";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, expect, it } from "vitest";
import { listenV3Store } from "./support/v3-clients.ts";

let store: Awaited<ReturnType<typeof listenV3Store>>;
beforeEach(async () => {
  store = await listenV3Store();
});
afterEach(() => store.t.close());

it("the README's catalogue v3 example", { timeout: 60_000 }, async () => {
  const baseUrl = store.t.baseUrl;
  const auth = OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl });
  const client = createClient({
    modules: {
      catalog: { getCatalogVersion },
      products: { queryProducts, getProductBySlug, searchProducts },
    },
    auth,
    baseUrl,
  });
  const [demo] = (await client.products.queryProducts().limit(1).find()).items;
  const slug = demo?.slug ?? "";

  expect(await client.catalog.getCatalogVersion()).toBe("V3_CATALOG");
  const page = await client.products
    .queryProducts({ fields: ["URL", "CURRENCY"] })
    .eq("visible", true)
    .descending("createdDate")
    .limit(20)
    .find();
  const more = page.hasNext() ? await page.next() : undefined;
  const tee = await client.products.getProductBySlug(slug, { fields: ["URL"] });
  const found = await client.products.searchProducts({
    search: { expression: "cotton tee" },
    cursorPaging: { limit: 20 },
  });

  expect(page.items).toHaveLength(20);
  expect(page.items[0]?.currency).toBe("USD");
  expect(more?.items.length).toBeGreaterThan(0);
  expect(tee.id).toBe(demo?.id);
  expect(found.products.length).toBeGreaterThan(0);
});
