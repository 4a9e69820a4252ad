/**
 * A catalogue v3 cart line keeps what the shopper settled beside the variant: the chosen
 * modifiers (`options`, modifier key → choice key) and free text (`customTextFields`), and
 * shows them as description lines by the product's names; the same variant with other choices
 * is a line of its own, with the same choices it adds up; a modifier choice that is no string,
 * and a subscription plan the product does not offer, are refused.
 */

import { demoShopSettings, seedDemoStoreV3 } from "@vitrine/emulator/testing";
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`v3 cart lines with modifiers (${testBackend})`, () => {
  let t: TestApp;
  let mug: { id: string; variantId: string };
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG", shop: demoShopSettings() });
    await seedDemoStoreV3(t.db, "http://localhost:4000");
    const [row] = await t.db.query<{ id: string; variant_id: string }>(
      "select p.id, v.id as variant_id from v3_products p join v3_variants v on v.product_id = p.id where p.slug = 'stoneware-mug'",
    );
    mug = { id: row?.id ?? "", variantId: row?.variant_id ?? "" };
  });
  afterEach(() => t.close());

  const lineOf = (options: Record<string, unknown>, quantity = 1) => ({
    catalogReference: {
      appId: STORES_APP_ID,
      catalogItemId: mug.id,
      options: { variantId: mug.variantId, ...options },
    },
    quantity,
  });
  const add = (token: string, lineItems: unknown[]) =>
    buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });

  it("keeps modifiers and free text on the line; other choices make another line; a plan the product lacks is refused", async () => {
    const token = await t.visitorToken();
    const wrapped = { options: { giftWrap: "yes" }, customTextFields: { engraving: "Ada" } };
    expect((await add(token, [lineOf(wrapped)])).status).toBe(200);
    expect((await add(token, [lineOf(wrapped, 2)])).status).toBe(200);
    const reply = await add(token, [lineOf({ options: { giftWrap: "no" } })]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const lines = reply.body.cart.lineItems as Loose[];
    expect(lines.map((l) => [l.catalogReference.options, l.quantity])).toEqual([
      [{ variantId: mug.variantId, ...wrapped }, 3],
      [{ variantId: mug.variantId, options: { giftWrap: "no" } }, 1],
    ]);
    expect(lines[0]?.descriptionLines).toEqual([
      {
        name: { original: "Gift wrap", translated: "Gift wrap" },
        plainText: { original: "Yes", translated: "Yes" },
        lineType: "PLAIN_TEXT",
      },
      {
        name: { original: "Engraving", translated: "Engraving" },
        plainText: { original: "Ada", translated: "Ada" },
        lineType: "PLAIN_TEXT",
      },
    ]);
    const plan = await add(token, [lineOf({ subscriptionOptionId: "00000000-0000-0000-0000-00000000000a" })]);
    expect(plan.status).toBe(400);
    expect(plan.body.details.applicationError.code).toBe("ITEM_NOT_FOUND_IN_CATALOG");
  });

  it("refuses a modifier choice that is no string, adding nothing", async () => {
    const token = await t.visitorToken();
    const reply = await add(token, [lineOf({ options: { giftWrap: 1 } })]);
    expect(reply.status).toBe(400);
    expect(reply.body.details.validationError.fieldViolations[0].field).toBe(
      "lineItems[0].catalogReference.options.options.giftWrap",
    );
    expect((await buyer<Loose>(t, token, "GET", "/ecom/v1/carts/current")).status).toBe(404);
  });
});
