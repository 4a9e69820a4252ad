/**
 * The provider's published client processes the emulator's webhook deliveries:
 * `@wix/sdk`'s `createClient({ auth: AppStrategy({ appId, publicKey }), modules })`
 * with the stores modules' event definitions, fed the bodies a local receiver
 * got from the emulator's delivery worker, runs its handlers with the entities.
 */
import { AppStrategy, createClient } from "@wix/sdk";
import { abandonedCarts, inventory, productsV3, ribbonsV3 } from "@wix/stores";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordEvents } from "../../emulator/src/events/outbox.ts";
import { TEST_SITE_ID, type TestApp } from "../../emulator/test/support/test-app.ts";
import { type Receiver, startReceiver } from "../../emulator/test/webhooks/support/receiver.ts";
import {
  publicKeyOf,
  settledLog,
  startDeliveringApp,
  subscribeUrl,
} from "../../emulator/test/webhooks/support/webhook-app.ts";

let t: TestApp;
let receiver: Receiver;

beforeEach(async () => {
  t = await startDeliveringApp();
  receiver = await startReceiver();
  await subscribeUrl(t, receiver.url);
}, 60_000);

afterEach(async () => {
  await t.close();
  await receiver.close();
});

describe("the provider's webhook processing of emulator deliveries", () => {
  it("runs the stores handlers with the emulator's entities and data", async () => {
    const client = createClient({
      auth: AppStrategy({ appId: "conformance-app", publicKey: (await publicKeyOf(t)).pem }),
      modules: { productsV3, ribbonsV3, abandonedCarts, inventory },
    });
    const seen: Record<string, unknown[]> = {};
    const keep = (name: string) => (envelope: unknown) => {
      seen[name] = [...(seen[name] ?? []), envelope];
    };
    client.productsV3.onProductCreated(keep("productCreated"));
    client.productsV3.onProductUpdated(keep("productUpdated"));
    client.productsV3.onProductDeleted(keep("productDeleted"));
    client.ribbonsV3.onRibbonCreated(keep("ribbonCreated"));
    client.ribbonsV3.onRibbonDeleted(keep("ribbonDeleted"));
    client.abandonedCarts.onAbandonedCartCartAbandonedEvent(keep("cartAbandoned"));
    client.abandonedCarts.onAbandonedCartCartRecoveredEvent(keep("cartRecovered"));
    client.inventory.onInventoryItemChanged(keep("inventoryItemChanged"));
    receiver.respond = async (request) => {
      await client.webhooks.process(request.body);
      return 200;
    };

    const merchant = async (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) => {
      const response = await t.inject({
        method,
        url,
        headers: t.merchantHeaders,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { product: { id: string }; cartId: string };
    };
    const { product } = await merchant("POST", "/stores/v1/products", {
      product: { name: "Conformance Mug", priceData: { price: 9 }, ribbon: "New" },
    });
    await merchant("PATCH", `/stores/v1/products/${product.id}`, { product: { name: "Conformance Mug II" } });
    await merchant("DELETE", `/stores/v1/products/${product.id}`);
    const { cartId } = await merchant("POST", "/_dev/events/trigger", { type: "cart-abandoned" });
    await merchant("POST", "/_dev/events/trigger", { type: "cart-recovered", cartId });
    await t.db.transaction((tx) =>
      recordEvents(tx, [
        {
          eventType: "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
          entityId: "item-1",
          identity: { identityType: "APP", appId: "inventory" },
          payload: {
            inventoryItemId: "item-1",
            externalId: product.id,
            trackQuantity: true,
            fieldMask: "trackQuantity",
          },
        },
      ]),
    );
    const log = await settledLog(t, 8);
    expect(log.every((entry) => entry.status === "delivered" && entry.attempts === 1)).toBe(true);

    expect(seen.productCreated?.[0]).toMatchObject({
      entity: { _id: product.id, name: "Conformance Mug", productType: "PHYSICAL", ribbon: { name: "New" } },
      metadata: { instanceId: TEST_SITE_ID, entityId: product.id, slug: "created" },
    });
    expect(seen.productUpdated?.[0]).toMatchObject({ entity: { name: "Conformance Mug II" } });
    expect(seen.productDeleted?.[0]).toMatchObject({ metadata: { entityId: product.id } });
    expect(seen.ribbonCreated?.[0]).toMatchObject({ entity: { name: "New" } });
    expect(seen.ribbonDeleted?.[0]).toMatchObject({ entity: { name: "New" } });
    expect(seen.cartAbandoned?.[0]).toMatchObject({ data: { cartId, status: "ABANDONED" } });
    expect(seen.cartRecovered?.[0]).toMatchObject({ data: { cartId, status: "RECOVERED" } });
    expect(seen.inventoryItemChanged?.[0]).toMatchObject({
      data: { externalId: product.id, trackQuantity: true },
      metadata: { identity: { identityType: "APP", appId: "inventory" } },
    });
  });
});
