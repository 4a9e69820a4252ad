/**
 * End to end in real Chromium: the dashboard's home on a catalogue v3 store with a past (the
 * emulator's history seed on v3). Each period's sales equal the order search over its span and
 * its carts equal the abandoned checkout search; an order placed through the SDK for a v3
 * variant shows after a refresh; the variant with the least stock links to its product's editor.
 */
import { seedDemoHistory } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { inventoryItemsV3 } from "@vitrine/sdk/catalog-v3";
import { catalogReference, checkout, currentCart } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import {
  expectCartsMatchTheSearch,
  expectFiguresMatchTheSearch,
  periodCard,
  signInToHome,
} from "./support/dashboard-home-steps.ts";
import { DEMO_API_KEY, DEMO_SITE_ID } from "./support/dashboard-steps.ts";
import { sellAsDemoShop } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium({ catalog: "v3" });
beforeAll(async () => {
  sellAsDemoShop(running.storefront.emulator);
  const { db, config } = running.storefront.emulator;
  await seedDemoHistory(db, config, { now: new Date(), orders: 60, leftCarts: 20 });
}, 180_000);

const merchant = () =>
  createClient({
    baseUrl: running.storefront.emulator.baseUrl,
    modules: { inventoryItemsV3, checkout },
    auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
  });

/** The stoneware mug's product and variant ids on the v3 store. */
async function mug() {
  const [row] = await running.storefront.emulator.db.query<{ id: string; variant_id: string }>(
    `select p.id, v.id as variant_id from v3_products p join v3_variants v on v.product_id = p.id
     where p.slug = 'stoneware-mug'`,
  );
  if (!row) throw new Error("no stoneware mug");
  return row;
}

/** A new visitor buys one mug, ships to London, and the merchant places the order. */
async function buyMug(): Promise<void> {
  const { baseUrl } = running.storefront.emulator;
  const { id, variant_id } = await mug();
  const visitor = createClient({
    baseUrl,
    modules: { currentCart, checkout },
    auth: OAuthStrategy({ clientId: "vitrine-demo-client", baseUrl }),
  });
  await visitor.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: catalogReference(id, { variantId: variant_id }), quantity: 1 }],
  });
  const checkoutId = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
  const address = { country: "GB", city: "London", postalCode: "N1 7AA", addressLine: "12 Analytical Row" };
  await visitor.checkout.updateCheckout(checkoutId, {
    buyerInfo: { email: "v3.buyer@example.com" },
    shippingInfo: {
      shippingDestination: { address, contactDetails: { firstName: "Ada", lastName: "Lovelace" } },
    },
  });
  await merchant().checkout.createOrder(checkoutId);
}

describe("the dashboard's home on a catalogue v3 store", () => {
  it("shows the searches' figures and a new order after a refresh", async () => {
    const { emulator, origin } = running.storefront;
    // The mug may have sold out in the history: give it stock to buy.
    const [item] = (
      await merchant()
        .inventoryItemsV3.queryInventoryItems()
        .eq("productId", (await mug()).id)
        .find()
    ).items;
    await merchant().inventoryItemsV3.updateInventoryItem(item?.id ?? "", {
      revision: item?.revision ?? "",
      trackQuantity: true,
      quantity: 5,
    });

    const page = await openPage(running.browser, "desktop");
    await signInToHome(page, origin);
    await expectFiguresMatchTheSearch(page, emulator);
    expect((await periodCard(page, "30-days")).orders).toBeGreaterThan(3);
    await page.getByTestId("home-carts-row").first().waitFor();
    await expectCartsMatchTheSearch(page, emulator);

    const today = await periodCard(page, "today");
    await buyMug();
    await page.reload();
    await expect.poll(async () => (await periodCard(page, "today")).orders).toBe(today.orders + 1);
    await expectFiguresMatchTheSearch(page, emulator);

    // The variant with the least stock opens its product's v3 editor.
    const [first] = await page
      .getByRole("region", { name: "Stock to watch" })
      .getByTestId("home-stock-alert")
      .getByRole("link")
      .all();
    const label = (await first?.textContent()) ?? "";
    const [product] = await emulator.db.query<{ id: string }>("select id from v3_products where name = $1", [
      label.replace(/ \(.*\)$/, ""),
    ]);
    expect(product).toBeDefined();
    await first?.click();
    await page.waitForURL(`${origin}/admin/products/${product?.id}`);
    await page.close();
  });
});
