/**
 * `catalogReference` names store products the way the wire reference describes: the stores app
 * id, the product id, and the options as `{options}` or `{variantId}` (custom text fields beside
 * them); it refuses a product without an id instead of sending an empty reference.
 */
import type { Product } from "@vitrine/sdk/catalog";
import { catalogReference, STORES_APP_ID } from "@vitrine/sdk/ecom";
import { describe, expect, it } from "vitest";

describe("catalogReference", () => {
  it("is the stores app's reference of a product id or product", () => {
    expect(STORES_APP_ID).toBe("215238eb-22a5-4c36-9e7b-e7c08025e04e");
    const product: Product = { id: "p1", name: "Tee" };
    expect(catalogReference(product)).toEqual({ appId: STORES_APP_ID, catalogItemId: "p1" });
    expect(catalogReference("p1")).toEqual(catalogReference(product));
  });

  it("carries chosen options, or a variant id, with custom text fields", () => {
    expect(catalogReference("p1", { options: { Size: "M", Color: "Red" } })).toEqual({
      appId: STORES_APP_ID,
      catalogItemId: "p1",
      options: { options: { Size: "M", Color: "Red" } },
    });
    expect(
      catalogReference("p1", { variantId: "v1", customTextFields: { Engraving: "Ada" } }).options,
    ).toEqual({
      variantId: "v1",
      customTextFields: { Engraving: "Ada" },
    });
  });

  it("refuses a product without an id", () => {
    expect(() => catalogReference({ id: null })).toThrow(TypeError);
    expect(() => catalogReference("")).toThrow("catalogReference needs a product id");
  });
});
