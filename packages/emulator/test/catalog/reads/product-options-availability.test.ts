import { insertShirtCatalogue } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend } from "../../support/test-database.ts";
import { post, violation } from "../support/read-client.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await insertShirtCatalogue(t.db);
});
afterEach(() => t.close());

const availability = (id: string, options?: Record<string, string>) =>
  post(t, "visitor", `/stores-reader/v1/products/${id}/productOptionsAvailability`, {
    id,
    ...(options ? { options } : {}),
  });

type Marks = Record<string, Record<string, [boolean, boolean]>>;

/** Each option's choices as [inStock, visible]. */
function marks(body: {
  productOptions: { name: string; choices: { description: string; inStock: boolean; visible: boolean }[] }[];
}): Marks {
  return Object.fromEntries(
    body.productOptions.map((o) => [
      o.name,
      Object.fromEntries(o.choices.map((c) => [c.description, [c.inStock, c.visible]])),
    ]),
  );
}

describe(`product options availability on ${testBackend}`, () => {
  it("pins a variant when every option is chosen", async () => {
    const response = await availability("shirt", { Size: "S", Color: "Blue" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.selectedVariant).toMatchObject({
      price: { price: 22 },
      sku: "S-B",
      inStock: true,
      visible: true,
      weight: 1,
    });
    expect(body.selectedVariant).not.toHaveProperty("costAndProfitData");
    expect(body.availableForPurchase).toBe(true);
    expect(body.media.mainMedia.id).toBe("blue");
  });

  it("marks choices given the other options' selection", async () => {
    const body = (await availability("shirt", { Size: "M" })).json();
    expect(body).not.toHaveProperty("selectedVariant");
    expect(body.availableForPurchase).toBe(false);
    expect(body.media.mainMedia.id).toBe("front");
    expect(marks(body)).toEqual({
      Size: {
        S: [true, true],
        M: [true, true],
        L: [true, false],
      },
      Color: { Red: [true, true], Blue: [false, true] },
    });
  });

  it("reports an out-of-stock or hidden pinned variant as not purchasable", async () => {
    const outOfStock = (await availability("shirt", { Size: "M", Color: "Blue" })).json();
    expect(outOfStock.selectedVariant).toMatchObject({ inStock: false, visible: true });
    expect(outOfStock.availableForPurchase).toBe(false);
    const hidden = (await availability("shirt", { Size: "L", Color: "Red" })).json();
    expect(hidden.selectedVariant).toMatchObject({ inStock: true, visible: false });
    expect(hidden.availableForPurchase).toBe(false);
    const missing = (await availability("shirt", { Size: "L", Color: "Blue" })).json();
    expect(missing).not.toHaveProperty("selectedVariant");
    expect(missing.availableForPurchase).toBe(false);
  });

  it("pins the default variant of a product without options", async () => {
    const body = (await availability("mug")).json();
    expect(body).toMatchObject({
      selectedVariant: { sku: "MUG", inStock: true },
      availableForPurchase: true,
      productOptions: [],
    });
  });

  it("rejects an unknown option or choice, naming it", async () => {
    const option = await availability("shirt", { Fabric: "Silk" });
    expect(option.statusCode).toBe(400);
    expect(violation(option)).toMatchObject({ field: "options.Fabric", violatedRule: "UNKNOWN_OPTION" });
    const choice = await availability("shirt", { Size: "XXL" });
    expect(violation(choice)).toMatchObject({ field: "options.Size", violatedRule: "UNKNOWN_CHOICE" });
    expect(violation(await availability("shirt", { Size: 3 } as never))?.field).toBe("options.Size");
  });

  it("answers 404 for a hidden or missing product", async () => {
    expect((await availability("cap")).statusCode).toBe(404);
    expect((await availability("nope")).statusCode).toBe(404);
  });
});
