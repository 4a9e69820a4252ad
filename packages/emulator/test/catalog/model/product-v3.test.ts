/** The pure mappings of delivery: v1 → v3 products, and the domain-event envelope. */

import type { ProductDocument } from "@vitrine/emulator/testing";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the v1-to-v3 product mapping
import { modifiedFieldsV3, toProductV3 } from "../../../src/catalog/model/product-v3.ts";
// biome-ignore lint/style/noRestrictedImports: compares an event with the payload the webhook worker delivers for it
import { deliveredPayload } from "../../../src/webhooks/delivered-payload.ts";

const v1: ProductDocument = {
  id: "p1",
  name: "Tee",
  slug: "tee",
  visible: true,
  productType: "physical",
  description: "<p>Soft</p>",
  priceData: { currency: "EUR", price: 20, discountedPrice: 18 },
  costRange: { minValue: 5, maxValue: 6 },
  stock: { inventoryStatus: "OUT_OF_STOCK", inStock: false },
  productOptions: [
    {
      optionType: "color",
      name: "Color",
      choices: [{ value: "#ff0000", description: "Red", inStock: true, visible: true }],
    },
    { optionType: "drop_down", name: "Size", choices: [{ value: "S" }, { value: "M" }] },
  ],
  variants: [
    {
      id: "v1",
      choices: { Color: "Red", Size: "S" },
      variant: { priceData: { price: 20, discountedPrice: 18 }, sku: "T-S", visible: true, weight: 0.2 },
    },
    {
      id: "v2",
      choices: { Color: "Red", Size: "M" },
      variant: { priceData: { price: 24, discountedPrice: 24 } },
    },
  ],
  media: {
    mainMedia: { id: "m1", mediaType: "image", image: { url: "http://x/m1.svg", width: 10, height: 10 } },
  },
  ribbon: "Sale",
  brand: "Acme",
  additionalInfoSections: [{ title: "Care", description: "Wash cold" }],
  productPageUrl: { base: "http://localhost:4000/", path: "product-page/tee" },
  createdDate: "2025-01-01T00:00:00.000Z",
  lastUpdated: "2025-01-02T00:00:00.000Z",
};

describe("toProductV3", () => {
  it("maps a v1 product to the v3 shape", () => {
    const v3 = toProductV3(v1);
    expect(v3).toMatchObject({
      id: "p1",
      name: "Tee",
      slug: "tee",
      plainDescription: "<p>Soft</p>",
      productType: "PHYSICAL",
      currency: "EUR",
      createdDate: "2025-01-01T00:00:00.000Z",
      updatedDate: "2025-01-02T00:00:00.000Z",
      brand: { name: "Acme" },
      ribbon: { name: "Sale" },
      actualPriceRange: { minValue: { amount: "18" }, maxValue: { amount: "24" } },
      compareAtPriceRange: { minValue: { amount: "20" }, maxValue: { amount: "24" } },
      costRange: { minValue: { amount: "5" }, maxValue: { amount: "6" } },
      inventory: { availabilityStatus: "OUT_OF_STOCK" },
      infoSections: [{ title: "Care", plainDescription: "Wash cold" }],
      url: { relativePath: "/product-page/tee", url: "http://localhost:4000/product-page/tee" },
      media: { main: { id: "m1", url: "http://x/m1.svg", mediaType: "IMAGE" } },
    });
    expect(v3.options).toEqual([
      {
        name: "Color",
        optionRenderType: "SWATCH_CHOICES",
        choicesSettings: {
          choices: [
            { name: "Red", choiceType: "ONE_COLOR", colorCode: "#ff0000", inStock: true, visible: true },
          ],
        },
      },
      {
        name: "Size",
        optionRenderType: "TEXT_CHOICES",
        choicesSettings: {
          choices: [
            { name: "S", choiceType: "CHOICE_TEXT" },
            { name: "M", choiceType: "CHOICE_TEXT" },
          ],
        },
      },
    ]);
    expect(v3.variantsInfo?.variants?.[0]).toMatchObject({
      id: "v1",
      sku: "T-S",
      price: { actualPrice: { amount: "18" }, compareAtPrice: { amount: "20" } },
      physicalProperties: { weight: 0.2 },
      choices: [
        { optionChoiceNames: { optionName: "Color", choiceName: "Red", renderType: "SWATCH_CHOICES" } },
        { optionChoiceNames: { optionName: "Size", choiceName: "S", renderType: "TEXT_CHOICES" } },
      ],
    });
    expect(v3.variantsInfo?.variants?.[1]?.price).toEqual({ actualPrice: { amount: "24" } });
  });

  it("maps changed v1 fields to the v3 fields they show in", () => {
    const v3 = toProductV3(v1);
    expect(modifiedFieldsV3({ name: "Tee", priceData: {} }, v3)).toEqual({
      name: "Tee",
      actualPriceRange: v3.actualPriceRange,
      compareAtPriceRange: v3.compareAtPriceRange,
      currency: "EUR",
    });
  });
});

describe("deliveredPayload", () => {
  const base = { id: "7", entityId: "p1", createdAt: new Date("2025-03-04T05:06:07.000Z") };

  it("wraps a bare entity in the domain-event envelope, with an id stable across attempts", () => {
    const event = {
      ...base,
      eventType: "wix.stores.catalog.v3.product_deleted",
      entityFqdn: "wix.stores.catalog.v3.product",
      slug: "deleted",
      payload: v1 as unknown as Record<string, unknown>,
    };
    const payload = deliveredPayload(event);
    expect(payload).toMatchObject({
      entityFqdn: "wix.stores.catalog.v3.product",
      slug: "deleted",
      entityId: "p1",
      eventTime: "2025-03-04T05:06:07.000Z",
      triggeredByAnonymizeRequest: false,
      deletedEvent: { deletedEntity: { id: "p1", productType: "PHYSICAL" } },
    });
    expect(payload.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deliveredPayload(event).id).toBe(payload.id);
  });

  it("keeps an envelope as recorded, mapping v1 products in it, and plain events untouched", () => {
    const envelope = {
      id: "e1",
      entityFqdn: "wix.stores.catalog.v3.product",
      slug: "updated",
      updatedEvent: { currentEntity: v1, modifiedFields: { name: "Tee" } },
    };
    const payload = deliveredPayload({
      ...base,
      eventType: "wix.stores.catalog.v3.product_updated",
      entityFqdn: "wix.stores.catalog.v3.product",
      slug: "updated",
      payload: envelope,
    });
    expect(payload).toMatchObject({
      id: "e1",
      updatedEvent: { currentEntity: { productType: "PHYSICAL" }, modifiedFields: { name: "Tee" } },
    });
    const plain = { cartId: "c1", status: "ABANDONED" };
    expect(deliveredPayload({ ...base, eventType: "x", entityFqdn: null, slug: null, payload: plain })).toBe(
      plain,
    );
  });
});
