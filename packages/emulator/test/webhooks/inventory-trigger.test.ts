/**
 * `POST /_dev/events/trigger` for inventory (and `vitrine-emulator trigger
 * inventory-variants-changed` over real HTTP), on both databases: an order's
 * stock change (`ORDER`) and its revert (`REVERT_INVENTORY_CHANGE`) are recorded
 * from the product's stored stock, which stays as it was; bad input is a 400 or
 * 404 in the provider's envelope and records nothing.
 */

import type { ProductDocument } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the trigger command
import { runTrigger } from "../../src/dev/trigger-command.ts";
import {
  type ApplicationErrorBody,
  createProduct,
  type JsonReply,
  merchant,
  type ValidationErrorBody,
  violatedFields,
} from "../catalog/writes/merchant-calls.ts";
import { type ListeningTestApp, listenTestApp, TEST_API_KEY, TEST_SITE_ID } from "../support/test-app.ts";

const VARIANTS_CHANGED = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

let t: ListeningTestApp;
beforeEach(async () => {
  t = await listenTestApp();
});
afterEach(() => t.close());

/** The payloads and identities of the recorded `InventoryVariantsChanged` events, oldest first. */
async function recorded() {
  return t.db.query<{
    payload: { variants: Record<string, unknown>[] } & Record<string, unknown>;
    identity: object;
  }>("select payload, identity from outbox where event_type = $1 order by id", [VARIANTS_CHANGED]);
}

async function trackedMug() {
  const product = await createProduct(t, {
    name: "Mug",
    priceData: { price: 9 },
    stock: { trackInventory: true, quantity: 5 },
  });
  await t.db.query("delete from outbox");
  return product;
}

describe("the inventory trigger", () => {
  it("records an order taking stock and its revert giving it back, leaving the stored stock alone", async () => {
    const product = await trackedMug();
    const variantId = product.variants[0].id;
    const order = await merchant(t, "POST", "/_dev/events/trigger", {
      type: "inventory-variants-changed",
      productId: product.id,
      quantity: 2,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toEqual({
      eventType: VARIANTS_CHANGED,
      productId: product.id,
      variantId,
      reason: "ORDER",
    });
    const revert = await merchant(t, "POST", "/_dev/events/trigger", {
      type: "inventory-variants-changed",
      productId: product.id,
      variantId,
      reason: "REVERT_INVENTORY_CHANGE",
    });
    expect(revert.status).toBe(200);

    const [ordered, reverted] = await recorded();
    expect(ordered?.payload).toEqual({
      inventoryItemId: product.inventoryItemId ?? product.id,
      externalId: product.id,
      variants: [
        {
          id: variantId,
          oldValue: { inStock: true, quantity: 5, availableForPreorder: false },
          newValue: { inStock: true, quantity: 3, availableForPreorder: false },
          changedBy: { reason: "ORDER" },
        },
      ],
    });
    expect(ordered?.identity).toMatchObject({ identityType: "ANONYMOUS_VISITOR" });
    expect(reverted?.payload.variants[0]).toMatchObject({
      newValue: { inStock: true, quantity: 6 },
      changedBy: { reason: "REVERT_INVENTORY_CHANGE" },
    });
    expect(reverted?.identity).toEqual({ identityType: "WIX_USER", wixUserId: "site-owner" });

    const stored = await merchant<{ product: ProductDocument }>(
      t,
      "GET",
      `/stores-reader/v1/products/${product.id}`,
    );
    expect(stored.body.product.stock).toMatchObject({ quantity: 5, inStock: true });
  });

  it("an order of the last units puts the variant out of stock, never below zero", async () => {
    const product = await trackedMug();
    await merchant(t, "POST", "/_dev/events/trigger", {
      type: "inventory-variants-changed",
      productId: product.id,
      quantity: 9,
    });
    const [ordered] = await recorded();
    expect(ordered?.payload.variants[0]).toMatchObject({ newValue: { inStock: false, quantity: 0 } });
  });

  it("rejects a missing or unknown product, an unknown variant, an untracked product, a bad reason or quantity", async () => {
    const product = await trackedMug();
    const untracked = await createProduct(t, { name: "Cup", priceData: { price: 3 } });
    await t.db.query("delete from outbox");
    // A rejected trigger: a validation failure unless told otherwise (`Body`).
    const trigger = <Body = ValidationErrorBody>(body: Record<string, unknown>) =>
      merchant<Body>(t, "POST", "/_dev/events/trigger", { type: "inventory-variants-changed", ...body });
    const field = (reply: JsonReply<ValidationErrorBody>) => violatedFields(reply)[0];

    expect(field(await trigger({}))).toBe("productId");
    const unknown = await trigger<ApplicationErrorBody>({ productId: "nope" });
    expect([unknown.status, unknown.body.details.applicationError.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
    const noVariant = await trigger<ApplicationErrorBody>({ productId: product.id, variantId: "nope" });
    expect([noVariant.status, noVariant.body.details.applicationError.code]).toEqual([
      404,
      "VARIANT_NOT_FOUND",
    ]);
    const notTracked = await trigger({ productId: untracked.id });
    expect([notTracked.status, field(notTracked)]).toEqual([400, "productId"]);
    expect(notTracked.body.message).toContain("does not track the quantity");
    expect(field(await trigger({ productId: product.id, reason: "MANUAL" }))).toBe("reason");
    expect(field(await trigger({ productId: product.id, quantity: 0 }))).toBe("quantity");
    expect(field(await trigger({ productId: product.id, quantity: "2" }))).toBe("quantity");
    expect(await recorded()).toEqual([]);
  });

  it("runs from the CLI against the listening emulator", async () => {
    const product = await trackedMug();
    const lines: string[] = [];
    const errors: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) };
    const args = ["--url", t.baseUrl, "--api-key", TEST_API_KEY, "--site-id", TEST_SITE_ID];
    const code = await runTrigger(
      [
        "inventory-variants-changed",
        "--product-id",
        product.id,
        "--reason",
        "REVERT_INVENTORY_CHANGE",
        "--quantity",
        "3",
        ...args,
      ],
      {},
      out,
    );
    expect([code, errors]).toEqual([0, []]);
    expect(lines[0]).toContain(
      `(REVERT_INVENTORY_CHANGE) for variant ${product.variants[0].id} of product ${product.id}`,
    );
    const [reverted] = await recorded();
    expect(reverted?.payload.variants[0]).toMatchObject({ newValue: { quantity: 8 } });

    expect(await runTrigger(["inventory-variants-changed", "--quantity", "x", ...args], {}, out)).toBe(2);
    expect(await runTrigger(["inventory-variants-changed", ...args], {}, out)).toBe(1);
    expect(errors.at(-1)).toContain("productId");
    expect(await recorded()).toHaveLength(1);
  });
});
