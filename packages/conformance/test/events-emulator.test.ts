/**
 * The provider's published client processes the emulator's webhook deliveries:
 * `@wix/sdk`'s `createClient({ auth: AppStrategy({ appId, publicKey }), modules })`
 * with the stores modules' event definitions (v3 products and ribbons, abandoned
 * carts, inventory), fed the bodies a local receiver got from the emulator's
 * delivery worker, runs its handlers with the entities and data. Every event
 * comes from a real write: `@vitrine/sdk` over HTTP (products, ribbon create,
 * rename and delete, stock changes) or the dev trigger (carts, an order's stock
 * change and its revert).
 */

import {
  type DevWebhooks,
  devWebhooks,
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  startWebhookReceiver,
  TEST_API_KEY,
  TEST_SITE_ID,
  type WebhookReceiver,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient as createVitrineClient } from "@vitrine/sdk";
import { products, ribbons } from "@vitrine/sdk/catalog";
import { AppStrategy, createClient } from "@wix/sdk";
import { abandonedCarts, inventory, productsV3, ribbonsV3 } from "@wix/stores";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

let t: ListeningTestApp;
let webhooks: DevWebhooks;
let receiver: WebhookReceiver;

beforeEach(async () => {
  // The test counts attempts, so a delivery must not time out: the provider's processor builds its
  // verifier on the first delivery, which takes seconds on a loaded machine.
  t = await listenTestApp(
    { webhooks: fastWebhookSettings({ requestTimeoutMs: 30_000 }) },
    { deliverWebhooks: true },
  );
  webhooks = devWebhooks(t.baseUrl, t.merchantHeaders);
  receiver = await startWebhookReceiver();
  await webhooks.subscribe(receiver.url);
}, 60_000);

afterEach(async () => {
  await t.close();
  await receiver.close();
});

/** A merchant call to the dev trigger over HTTP; the JSON answer. */
async function trigger(body: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await fetch(`${t.baseUrl}/_dev/events/trigger`, {
    method: "POST",
    headers: { authorization: TEST_API_KEY, "wix-site-id": TEST_SITE_ID, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** The parts of the provider client's inventory envelopes these checks read. */
interface VariantsEnvelope {
  data: {
    productId?: string;
    variants?: {
      _id?: string;
      oldValue?: { quantity?: number };
      newValue?: { quantity?: number; inStock?: boolean };
      changedBy?: { reason?: string };
    }[];
  };
}

describe("the provider's webhook processing of emulator deliveries", () => {
  it("runs the stores handlers with the entities and data of real writes", async () => {
    const client = createClient({
      auth: AppStrategy({ appId: "conformance-app", publicKey: (await webhooks.publicKey()).pem }),
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
    client.ribbonsV3.onRibbonUpdated(keep("ribbonUpdated"));
    client.ribbonsV3.onRibbonDeleted(keep("ribbonDeleted"));
    client.abandonedCarts.onAbandonedCartCartAbandonedEvent(keep("cartAbandoned"));
    client.abandonedCarts.onAbandonedCartCartRecoveredEvent(keep("cartRecovered"));
    client.inventory.onInventoryItemChanged(keep("inventoryItemChanged"));
    client.inventory.onInventoryVariantsChanged(keep("inventoryVariantsChanged"));
    receiver.respond = async (request) => {
      await client.webhooks.process(request.body);
      return 200;
    };

    const merchant = createVitrineClient({
      modules: { products, ribbons },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl: t.baseUrl,
    });
    // ribbon_created
    const sale = await merchant.ribbons.createRibbon({ name: "Sale" });
    const ribbonId = sale.id ?? "";
    // product_created, InventoryItemChanged (tracked), InventoryVariantsChanged (MANUAL: 4)
    const product = await merchant.products.createProduct({
      name: "Conformance Mug",
      priceData: { price: 9 },
      ribbon: "Sale",
      stock: { trackInventory: true, quantity: 4 },
    });
    const productId = product.id ?? "";
    // ribbon_updated, product_updated (its ribbon)
    await merchant.ribbons.updateRibbon(ribbonId, { revision: sale.revision ?? "", name: "Hot" });
    // product_updated, InventoryVariantsChanged (MANUAL: 4 → 1)
    await merchant.products.updateProduct(productId, { stock: { quantity: 1 } });
    // InventoryVariantsChanged (ORDER: 1 → 0), InventoryVariantsChanged (REVERT_INVENTORY_CHANGE: 1 → 2)
    await trigger({ type: "inventory-variants-changed", productId, reason: "ORDER" });
    await trigger({ type: "inventory-variants-changed", productId, reason: "REVERT_INVENTORY_CHANGE" });
    // ribbon_deleted, product_updated (ribbon off); product_deleted
    await merchant.ribbons.deleteRibbon(ribbonId);
    await merchant.products.deleteProduct(productId);
    const { cartId } = await trigger({ type: "cart-abandoned" });
    await trigger({ type: "cart-recovered", cartId });

    const log = await webhooks.settled(15);
    expect(log.map((entry) => [entry.status, entry.attempts])).toEqual(log.map(() => ["delivered", 1]));
    expect(log).toHaveLength(15);

    expect(seen.productCreated?.[0]).toMatchObject({
      entity: { _id: productId, name: "Conformance Mug", productType: "PHYSICAL", ribbon: { name: "Sale" } },
      metadata: { instanceId: TEST_SITE_ID, entityId: productId, slug: "created" },
    });
    expect(seen.productUpdated?.[0]).toMatchObject({ entity: { ribbon: { name: "Hot" } } });
    expect(seen.productDeleted?.[0]).toMatchObject({ metadata: { entityId: productId } });

    expect(seen.ribbonCreated?.[0]).toMatchObject({ entity: { _id: ribbonId, name: "Sale", revision: "1" } });
    expect(seen.ribbonUpdated).toHaveLength(1);
    expect(seen.ribbonUpdated?.[0]).toMatchObject({
      entity: { _id: ribbonId, name: "Hot", revision: "2", _updatedDate: expect.any(Date) },
      metadata: { entityId: ribbonId, slug: "updated", identity: { identityType: "APP" } },
    });
    expect(seen.ribbonDeleted?.[0]).toMatchObject({ entity: { _id: ribbonId, name: "Hot" } });

    expect(seen.cartAbandoned?.[0]).toMatchObject({ data: { cartId, status: "ABANDONED" } });
    expect(seen.cartRecovered?.[0]).toMatchObject({ data: { cartId, status: "RECOVERED" } });

    expect(seen.inventoryItemChanged).toHaveLength(1);
    expect(seen.inventoryItemChanged?.[0]).toMatchObject({
      data: { productId, trackInventory: true, fieldMask: ["trackQuantity"], _updatedDate: expect.any(Date) },
      metadata: { identity: { identityType: "APP" } },
    });
    const changes = (seen.inventoryVariantsChanged ?? []) as VariantsEnvelope[];
    expect(changes.every((change) => change.data.productId === productId)).toBe(true);
    expect(
      changes.map(({ data }) =>
        (data.variants ?? []).map((v) => [v.changedBy?.reason, v.oldValue?.quantity, v.newValue?.quantity]),
      ),
    ).toEqual([
      [["MANUAL", undefined, 4]],
      [["MANUAL", 4, 1]],
      [["ORDER", 1, 0]],
      [["REVERT_INVENTORY_CHANGE", 1, 2]],
    ]);
    expect(changes[2]?.data.variants?.[0]).toMatchObject({
      _id: product.variants?.[0]?.id,
      newValue: { inStock: false },
    });
  });
});
