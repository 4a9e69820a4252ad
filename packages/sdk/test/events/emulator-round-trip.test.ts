/**
 * The SDK end to end with the emulator's webhooks: the SDK's own clients make real writes against
 * a listening emulator that delivers webhooks (catalogue writes with `ApiKeyStrategy`, the cart
 * trigger with the merchant key, a redirect session from `getAuthUrl` with `OAuthStrategy`), and
 * a receiver on 127.0.0.1 runs `createWebhookProcessor` with the key the emulator publishes (the
 * workspace's `startWebhookRoundTrip`); every
 * typed handler gets the right entity or data; a ribbon renamed through the SDK's ribbon calls
 * reaches `ribbonUpdated`, and the inventory trigger's order and revert reach
 * `inventoryVariantsChanged` with their reasons.
 */

import { type ListeningTestApp, TEST_CLIENT_ID, TEST_ORIGIN, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { createClient } from "@vitrine/sdk";
import { ribbons } from "@vitrine/sdk/catalog";
import * as events from "@vitrine/sdk/events";
import { generateOAuthData, getAuthUrl, OAuthStrategy } from "@vitrine/sdk/identity";
import { startWebhookRoundTrip, type WebhookRoundTrip } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogClients, createTee } from "../catalog/support/catalog-clients.ts";
import { devCall } from "./support/emulator-dev.ts";

let trip: WebhookRoundTrip;
let t: ListeningTestApp;

/** A merchant call to a dev endpoint of this test's emulator. */
const dev = (method: "GET" | "POST", path: string, body?: unknown) => devCall(t.baseUrl, method, path, body);
/** Registers a typed handler of `definition` that keeps every envelope it gets. */
const collect = <D extends events.EventDefinition>(definition: D) => trip.collect(definition);
/** Waits until at least `count` deliveries are logged and none is pending. */
const settled = (count: number) => trip.webhooks.settled(count, 15_000);

beforeEach(async () => {
  trip = await startWebhookRoundTrip();
  t = trip.emulator;
}, 60_000);

afterEach(() => trip.close());

describe("SDK webhook processor on the emulator's deliveries", { timeout: 30_000 }, () => {
  it("hands every typed handler the entity or data of real writes", async () => {
    const created = collect(events.productCreated);
    const updated = collect(events.productUpdated);
    const deleted = collect(events.productDeleted);
    const ribbonsCreated = collect(events.ribbonCreated);
    const ribbonsDeleted = collect(events.ribbonDeleted);
    const items = collect(events.inventoryItemChanged);
    const stock = collect(events.inventoryVariantsChanged);
    const abandoned = collect(events.cartAbandoned);
    const recovered = collect(events.cartRecovered);
    const sessions = collect(events.redirectSessionCreated);

    // The SDK's catalogue client with ApiKeyStrategy (the test API key).
    const { admin } = catalogClients(t.baseUrl);
    // ribbon_created (New), product_created, InventoryItemChanged, InventoryVariantsChanged
    const tee = await createTee(admin);
    const teeId = tee.id ?? "";
    const variantIds = (tee.variants ?? []).map((v) => v.id);
    expect(variantIds).toHaveLength(4);
    // ribbon_created (Sale), ribbon_deleted (New), product_updated
    await admin.products.updateProduct(teeId, { name: "Tee II", ribbon: "Sale" });
    // product_updated, InventoryVariantsChanged
    await admin.products.updateProduct(teeId, { stock: { quantity: 0 } });
    // product_updated, InventoryItemChanged, InventoryVariantsChanged
    await admin.products.updateProduct(teeId, { stock: { trackInventory: false } });
    // ribbon_deleted (Sale), product_deleted
    await admin.products.deleteProduct(teeId);
    const cart = (await dev("POST", "/_dev/events/trigger", { type: "cart-abandoned" })) as {
      cartId: string;
    };
    await dev("POST", "/_dev/events/trigger", { type: "cart-recovered", cartId: cart.cartId });
    const visitor = createClient({
      modules: {},
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
    });
    const { authUrl } = await getAuthUrl(visitor, await generateOAuthData(`${TEST_ORIGIN}/callback`), {
      responseMode: "query",
    });

    const log = await settled(17);
    expect(trip.failures).toEqual([]);
    expect(log).toHaveLength(17);
    expect(log.every((d) => d.status === "delivered" && d.attempts === 1)).toBe(true);

    expect(created).toHaveLength(1);
    expect(created[0]?.entity).toMatchObject({ id: teeId, name: "Tee", ribbon: { name: "New" } });
    expect(created[0]?.entity.createdDate).toBeInstanceOf(Date);
    expect(created[0]?.metadata).toMatchObject({
      entityId: teeId,
      instanceId: TEST_SITE_ID,
      identity: { identityType: "APP" },
    });

    expect(updated.map((u) => u.entity.name)).toEqual(["Tee II", "Tee II", "Tee II"]);
    expect(updated[0]?.modifiedFields).toMatchObject({ name: "Tee II", ribbon: { name: "Sale" } });
    expect(Object.keys(updated[1]?.modifiedFields ?? {})).toContain("inventory");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.metadata.entityId).toBe(teeId);
    expect(deleted[0]?.entity?.name).toBe("Tee II");

    expect(ribbonsCreated.map((r) => r.entity.name)).toEqual(["New", "Sale"]);
    expect(ribbonsDeleted.map((r) => r.entity?.name)).toEqual(["New", "Sale"]);
    expect(ribbonsCreated[0]?.entity.createdDate).toBeInstanceOf(Date);

    // The delivered data also carries the provider client's names for the product id and tracking.
    const item = { inventoryItemId: tee.inventoryItemId, externalId: teeId, productId: teeId };
    expect(items.map((i) => i.data)).toEqual([
      {
        ...item,
        trackQuantity: true,
        trackInventory: true,
        preorderInfo: { enabled: false },
        updatedDate: expect.any(Date),
        fieldMask: ["trackQuantity"],
      },
      {
        ...item,
        trackQuantity: false,
        trackInventory: false,
        preorderInfo: { enabled: false },
        updatedDate: expect.any(Date),
        fieldMask: ["trackQuantity"],
      },
    ]);
    expect(items[0]?.metadata.identity).toMatchObject({ identityType: "APP" });
    expect(stock.map((s) => s.data.externalId)).toEqual([teeId, teeId, teeId]);
    expect(stock.every((s) => s.data.inventoryItemId === tee.inventoryItemId)).toBe(true);
    const quantities = stock.map((s) =>
      (s.data.variants ?? []).map((v) => [
        v.id,
        v.oldValue?.quantity,
        v.newValue?.quantity,
        v.changedBy?.reason,
      ]),
    );
    expect(quantities).toEqual([
      variantIds.map((id) => [id, undefined, 5, "MANUAL"]),
      variantIds.map((id) => [id, 5, 0, "MANUAL"]),
      variantIds.map((id) => [id, 0, undefined, "MANUAL"]),
    ]);
    expect(stock[1]?.data.variants?.[0]?.newValue).toEqual({
      inStock: false,
      quantity: 0,
      availableForPreorder: false,
    });
    // Untracked again: no quantity, and the variants keep their last in-stock flag.
    expect(stock[2]?.data.variants?.[0]?.newValue).toEqual({ inStock: false, availableForPreorder: false });

    expect(abandoned[0]?.data).toMatchObject({ cartId: cart.cartId, status: "ABANDONED" });
    expect(abandoned[0]?.data.abandonTime).toBeInstanceOf(Date);
    expect(recovered[0]?.data).toMatchObject({ cartId: cart.cartId, status: "RECOVERED" });
    expect(recovered[0]?.data.abandonedTime).toEqual(abandoned[0]?.data.abandonTime);

    expect(sessions).toHaveLength(1);
    const session = sessions[0];
    expect(session?.entity.id).toEqual(expect.any(String));
    expect(authUrl).toContain(session?.entity.urlDetails?.endpoint ?? "missing");
    expect(new URL(session?.entity.fullUrl ?? "").origin).toBe(t.baseUrl);
    expect(session?.metadata).toMatchObject({
      slug: "created",
      entityId: session?.entity.id,
      identity: { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: expect.any(String) },
    });

    const eventIds = [created, updated, deleted, ribbonsCreated, ribbonsDeleted, sessions].flatMap((list) =>
      list.map((e) => e.metadata.eventId),
    );
    expect(new Set(eventIds).size).toBe(10);
  });
  it("hands ribbonUpdated a rename through the SDK, and inventoryVariantsChanged an order and its revert", async () => {
    const renamed = collect(events.ribbonUpdated);
    const updated = collect(events.productUpdated);
    const stock = collect(events.inventoryVariantsChanged);
    const others = [
      collect(events.ribbonCreated),
      collect(events.productCreated),
      collect(events.inventoryItemChanged),
    ];
    const { admin } = catalogClients(t.baseUrl);
    const merchant = catalogClients(t.baseUrl, { ribbons }).admin;
    // ribbon_created; then product_created, InventoryItemChanged, InventoryVariantsChanged (MANUAL)
    const sale = await merchant.ribbons.createRibbon({ name: "Sale" });
    const tee = await createTee(admin, { ribbon: "Sale" });
    const variantId = tee.variants?.[1]?.id ?? "";
    // ribbon_updated, product_updated (the tee's ribbon)
    await merchant.ribbons.updateRibbon(sale.id ?? "", {
      revision: sale.revision ?? "",
      name: "Summer sale",
    });
    // InventoryVariantsChanged (ORDER), InventoryVariantsChanged (REVERT_INVENTORY_CHANGE)
    for (const reason of ["ORDER", "REVERT_INVENTORY_CHANGE"]) {
      await dev("POST", "/_dev/events/trigger", {
        type: "inventory-variants-changed",
        productId: tee.id,
        variantId,
        reason,
        quantity: 2,
      });
    }

    const log = await settled(8);
    expect(trip.failures).toEqual([]);
    expect(log.every((d) => d.status === "delivered" && d.attempts === 1)).toBe(true);
    expect(others.map((list) => list.length)).toEqual([1, 1, 1]);

    expect(renamed).toHaveLength(1);
    expect(renamed[0]?.entity).toMatchObject({ id: sale.id, name: "Summer sale", revision: "2" });
    expect(renamed[0]?.entity.updatedDate).toBeInstanceOf(Date);
    expect(renamed[0]?.modifiedFields).toEqual({ name: "Summer sale" });
    expect(renamed[0]?.metadata).toMatchObject({ entityId: sale.id, identity: { identityType: "APP" } });
    expect(updated.map((u) => u.entity.ribbon)).toEqual([{ name: "Summer sale" }]);

    const byOrders = stock
      .slice(1)
      .map((s) =>
        s.data.variants?.map((v) => [v.id, v.oldValue?.quantity, v.newValue?.quantity, v.changedBy?.reason]),
      );
    expect(byOrders).toEqual([[[variantId, 5, 3, "ORDER"]], [[variantId, 5, 7, "REVERT_INVENTORY_CHANGE"]]]);
    expect(stock[1]?.metadata.identity).toMatchObject({ identityType: "ANONYMOUS_VISITOR" });
    expect(stock[2]?.data.externalId).toBe(tee.id);
  });
});
