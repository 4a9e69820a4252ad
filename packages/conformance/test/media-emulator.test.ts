/**
 * Media on the provider's path, with the provider's own helpers: `@wix/sdk`'s `media.getImageUrl`
 * and `getScaledToFillImageUrl` build URLs on the provider's media host from a catalogue v3
 * product's image and from a cart line's image (both read with the provider's clients from the
 * emulator's demo store); with that host rewritten to the emulator, each URL answers 200 and a PNG
 * whose header states the width and height an image tool measures: the original size for the plain
 * URL, the asked size for the scaled one. A product whose picture a merchant named by media id alone
 * shows on the cart's and the checkout's lines the same way.
 */

import { demoShopSettings, seedDemoStoreV3, TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { pngSize } from "@vitrine/testkit";
import { checkout, currentCart } from "@wix/ecom";
import { createClient, media, OAuthStrategy } from "@wix/sdk";
import { productsV3 } from "@wix/stores";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const MEDIA_HOST = "https://static.wixstatic.com";

describe("the provider's media helpers on the emulator's media path", () => {
  const t = useRoutedEmulator({
    config: { catalogVersion: "V3_CATALOG", shop: demoShopSettings() },
    seed: (emulator) => seedDemoStoreV3(emulator.db, emulator.baseUrl),
  });

  /** Fetches a URL the helpers built, with the provider's media host rewritten to the emulator. */
  async function measure(url: string) {
    expect(url.startsWith(`${MEDIA_HOST}/media/`)).toBe(true);
    const reply = await fetch(url.replace(MEDIA_HOST, t().baseUrl));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/png");
    return pngSize(new Uint8Array(await reply.arrayBuffer()));
  }

  it("shows a product's image and a cart line's image at the original and a scaled size", async () => {
    const visitor = createClient({
      modules: { productsV3, currentCart },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }),
    });
    const { product } = await visitor.productsV3.getProductBySlug("field-guide-e-book", { fields: [] });
    const image = product?.media?.main?.image ?? "";
    expect(image).toMatch(/^wix:image:\/\/v1\/[0-9a-f]{6}_[0-9a-f]{32}~mv2\.png[/#]/);
    const plain = media.getImageUrl(image);
    expect(await measure(plain.url)).toEqual({ width: plain.width, height: plain.height });
    expect(await measure(media.getScaledToFillImageUrl(image, 300, 200, {}))).toEqual({
      width: 300,
      height: 200,
    });

    const { cart } = await visitor.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: {
            appId: "1380b703-ce81-ff05-f115-39571d94dfcd",
            catalogItemId: product?._id ?? "",
          },
          quantity: 1,
        },
      ],
    });
    const lineImage = cart?.lineItems?.[0]?.image ?? "";
    expect(media.getImageUrl(lineImage).id).toBe(plain.id);
    expect(await measure(media.getImageUrl(lineImage).url)).toEqual({ width: 1000, height: 1000 });
    expect(await measure(media.getScaledToFillImageUrl(lineImage, 96, 96, {}))).toEqual({
      width: 96,
      height: 96,
    });
  });

  it("shows the cart's and the checkout's line image of a picture named by media id alone", async () => {
    const created = await fetch(`${t().baseUrl}/stores/v3/products`, {
      method: "POST",
      headers: { ...t().merchantHeaders, "content-type": "application/json" },
      body: JSON.stringify({
        product: {
          name: "Desk Lamp",
          productType: "PHYSICAL",
          physicalProperties: {},
          media: { itemsInfo: { items: [{ id: "desk-lamp.png" }] } },
          variantsInfo: { variants: [{ price: { actualPrice: { amount: "40" } } }] },
        },
      }),
    });
    expect(created.status).toBe(200);
    const { product } = (await created.json()) as { product: { id: string } };
    const visitor = createClient({
      modules: { currentCart, checkout },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }),
    });
    const { cart } = await visitor.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: { appId: "1380b703-ce81-ff05-f115-39571d94dfcd", catalogItemId: product.id },
          quantity: 1,
        },
      ],
    });
    const { checkoutId } = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
    const made = await visitor.checkout.getCheckout(checkoutId ?? "");
    for (const image of [cart?.lineItems?.[0]?.image ?? "", made.lineItems?.[0]?.media ?? ""]) {
      expect(media.getImageUrl(image).url).toBe(`${MEDIA_HOST}/media/desk-lamp.png`);
      expect(await measure(media.getScaledToFitImageUrl(image, 120, 60, {}))).toEqual({
        width: 60,
        height: 60,
      });
    }
  });
});
