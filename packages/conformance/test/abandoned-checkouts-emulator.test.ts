/**
 * The provider's published abandoned checkouts client (`@wix/sdk` + `@wix/ecom`'s
 * `abandonedCheckouts`), unchanged, against the emulator on 127.0.0.1 with only its API host
 * routed: two visitors leave carts with their e-mail (through the provider's cart client), the
 * emulator's clock moves past the abandonment delay, the merchant buys one; the merchant's client
 * then finds the recovered one by search, reads it by id (dates as `Date`, `_id`), and lists the
 * abandoned one with its query builder.
 */

import { devClock, TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { abandonedCheckouts, checkout, currentCart } from "@wix/ecom";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { providerCatalogClients } from "./support/provider-catalog.ts";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";
const modules = { abandonedCheckouts, checkout, currentCart };

describe("the provider's abandoned checkouts client against the emulator", () => {
  const t = useRoutedEmulator();

  it("finds recovered and abandoned carts by search, id and query", async () => {
    const { product: mug } = await providerCatalogClients().admin.products.createProduct({
      name: "Mug",
      productType: "physical",
      priceData: { price: 9 },
    });
    const leave = async (email: string) => {
      const visitor = createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
      await visitor.currentCart.addToCurrentCart({
        lineItems: [
          { catalogReference: { appId: STORES_APP_ID, catalogItemId: mug?._id ?? "" }, quantity: 3 },
        ],
      });
      return (
        (await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB", email })).checkoutId ??
        ""
      );
    };
    const adaCheckout = await leave("ada@example.com");
    const linCheckout = await leave("lin@example.com");
    const headers = { authorization: TEST_API_KEY, "wix-site-id": TEST_SITE_ID };
    await devClock(t().baseUrl, headers).advance(2 * 3_600_000);
    const admin = createClient({
      modules,
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
    });
    await admin.checkout.createOrder(adaCheckout);

    const found = await admin.abandonedCheckouts.searchAbandonedCheckouts({
      filter: { status: "RECOVERED" },
    });
    expect(found.pagingMetadata?.total).toBe(1);
    const [recovered] = found.abandonedCheckouts ?? [];
    expect(recovered).toMatchObject({
      checkoutId: adaCheckout,
      status: "RECOVERED",
      buyerInfo: { email: "ada@example.com" },
      totalPrice: { amount: "27.00" },
    });
    expect(recovered?._createdDate).toBeInstanceOf(Date);
    expect(recovered?.checkoutRecoveredDate).toBeInstanceOf(Date);

    const byId = await admin.abandonedCheckouts.getAbandonedCheckout(recovered?._id ?? "");
    expect(byId).toEqual(recovered);

    const { items } = await admin.abandonedCheckouts
      .queryAbandonedCheckouts()
      .eq("status", "ABANDONED")
      .find();
    expect(items.map((left) => [left.checkoutId, left.buyerInfo?.email])).toEqual([
      [linCheckout, "lin@example.com"],
    ]);
  });
});
