/** Variant, option, media, brand and ribbon writes through the real app, on both databases. */

import type { ProductDocument, VariantDocument } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import {
  type ApplicationErrorBody,
  type CreatedProduct,
  createProduct,
  merchant,
  outboxTypes,
  type ValidationErrorBody,
  violatedFields,
} from "./merchant-calls.ts";

/** The reply of a variant update: the product's variants. */
interface VariantsReply {
  variants: VariantDocument[];
}

let t: TestApp;
let tee: CreatedProduct;
beforeEach(async () => {
  t = await startTestApp();
  tee = await createProduct(t, {
    name: "Tee",
    priceData: { price: 20 },
    manageVariants: true,
    stock: { trackInventory: true, quantity: 5 },
    productOptions: [
      { name: "Size", optionType: "drop_down", choices: [{ description: "S" }, { description: "M" }] },
      { name: "Color", optionType: "color", choices: [{ value: "#ff0000", description: "Red" }] },
    ],
  });
});
afterEach(() => t.close());

/** The events of creating the tee: tracked stock adds the inventory events. */
const CREATED = [
  "wix.stores.catalog.v3.product_created",
  "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
  "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged",
];

const path = (suffix: string) => `/stores/v1/products/${tee.id}${suffix}`;

describe("update variants", () => {
  it("updates the variants matched by choices and recomputes ranges and stock", async () => {
    const reply = await merchant<VariantsReply>(t, "PATCH", path("/variants"), {
      variants: [
        { choices: { Size: "M" }, price: 25, cost: 10, weight: 0.4, sku: "TEE-M", stock: { quantity: 0 } },
      ],
    });
    expect(reply.status).toBe(200);
    const medium = reply.body.variants.find((v) => v.choices.Size === "M");
    expect(medium).toMatchObject({
      variant: {
        priceData: { price: 25, formatted: { price: "$25.00" } },
        costAndProfitData: { itemCost: 10, profit: 15 },
        sku: "TEE-M",
      },
      stock: { trackQuantity: true, quantity: 0, inStock: false },
    });
    const [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    expect(row?.doc.priceRange).toEqual({ minValue: 20, maxValue: 25 });
    expect(row?.doc.weightRange).toEqual({ minValue: 0, maxValue: 0.4 });
    expect(row?.doc.stock).toMatchObject({ quantity: 5, inventoryStatus: "PARTIALLY_OUT_OF_STOCK" });
    expect(row?.doc.productOptions?.[0]?.choices?.map((c) => c.inStock)).toEqual([true, false]);
    const variantRows = await t.db.query<{ price: number }>("select price from variants order by position");
    expect(variantRows.map((r) => r.price)).toEqual([20, 25]);
  });

  it("matches by variant ids", async () => {
    const id = tee.variants[0].id;
    const reply = await merchant<VariantsReply>(t, "PATCH", path("/variants"), {
      variants: [{ variantIds: [id], visible: false }],
    });
    expect(reply.body.variants.map((v) => v.variant?.visible)).toEqual([false, true]);
  });

  it("rejects unknown options, choices and variant ids, and negative prices", async () => {
    const reply = await merchant<ValidationErrorBody>(t, "PATCH", path("/variants"), {
      variants: [
        { choices: { Fabric: "Silk" } },
        { choices: { Size: "XL" } },
        { variantIds: ["nope"], price: -1 },
        { price: 3 },
      ],
    });
    expect(reply.status).toBe(400);
    expect(violatedFields(reply)).toEqual([
      "variants[0].choices.Fabric",
      "variants[1].choices.Size",
      "variants[2].variantIds[0]",
      "variants[2].price",
      "variants[3].choices",
    ]);
    expect(await outboxTypes(t)).toEqual(CREATED);
  });

  it("404s an unknown product", async () => {
    const reply = await merchant<ApplicationErrorBody>(t, "PATCH", "/stores/v1/products/nope/variants", {
      variants: [],
    });
    expect(reply.status).toBe(404);
    expect(reply.body.details.applicationError.code).toBe("PRODUCT_NOT_FOUND");
  });

  it("resets variant data to the product's", async () => {
    await merchant(t, "PATCH", path("/variants"), {
      variants: [{ choices: { Size: "M" }, price: 30, sku: "X" }],
    });
    expect((await merchant(t, "POST", path("/variants/resetToDefault"), {})).status).toBe(200);
    const [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    expect(row?.doc.variants?.map((v) => [v.variant?.priceData?.price, v.variant?.sku])).toEqual([
      [20, ""],
      [20, ""],
    ]);
  });

  it("deletes options, back to the default variant", async () => {
    expect((await merchant(t, "DELETE", path("/options"))).status).toBe(200);
    const [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    expect(row?.doc).toMatchObject({ productOptions: [], manageVariants: false });
    expect(row?.doc.variants?.map((v) => v.id)).toEqual(["00000000-0000-0000-0000-000000000000"]);
    expect(await t.db.query("select variant_id from variants")).toHaveLength(1);
  });
});

describe("media", () => {
  it("adds media by url and id, links to a choice, unlinks and removes", async () => {
    const added = await merchant(t, "POST", path("/media"), {
      media: [
        { url: "https://example.com/a.jpg" },
        { mediaId: "tee-red", choice: { option: "Color", choice: "Red" } },
      ],
    });
    expect(added).toEqual({ status: 200, body: {} });
    let [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    expect(row?.doc.media?.items?.map((m) => m.image?.url)).toEqual([
      "https://example.com/a.jpg",
      "http://localhost:4000/media/tee-red",
    ]);
    expect(row?.doc.media?.mainMedia?.image?.url).toBe("https://example.com/a.jpg");
    expect(row?.doc.productOptions?.[1]?.choices?.[0]?.media?.items?.map((m) => m.id)).toEqual(["tee-red"]);
    const first = row?.doc.media?.items?.[0]?.id;

    const linked = await merchant<ValidationErrorBody>(t, "PATCH", path("/choices/media"), {
      media: [{ option: "Size", choice: "S", mediaIds: [first] }],
    });
    expect(linked.status).toBe(400);
    expect(violatedFields(linked)).toEqual(["media"]);

    await merchant(t, "POST", path("/choices/media/delete"), {
      media: [{ option: "Color", choice: "Red", mediaIds: [] }],
    });
    [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    const red = row?.doc.productOptions?.[1]?.choices?.[0];
    expect(red).toBeDefined();
    expect(red?.media).toBeUndefined();

    const unknown = await merchant<ValidationErrorBody>(t, "POST", path("/media/delete"), {
      mediaIds: ["nope"],
    });
    expect(violatedFields(unknown)).toEqual(["mediaIds[0]"]);
    await merchant(t, "POST", path("/media/delete"), { mediaIds: [first] });
    [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    expect(row?.doc.media?.items?.map((m) => m.id)).toEqual(["tee-red"]);
  });

  it("rejects a bad url, both sources, and an unknown choice", async () => {
    const reply = await merchant<ValidationErrorBody>(t, "POST", path("/media"), {
      media: [
        { url: "ftp://x" },
        { url: "https://x.com/a.png", mediaId: "m" },
        { mediaId: "m", choice: { option: "Color", choice: "Blue" } },
      ],
    });
    expect(violatedFields(reply)).toEqual(["media[0].url", "media[1].url", "media[2].choice.choice"]);
  });
});

describe("brand and ribbon", () => {
  it("removes the brand and the ribbon (and the ribbon's row)", async () => {
    await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, {
      product: { brand: "Acme", ribbon: "New" },
    });
    await merchant(t, "POST", path("/remove-brand"), {});
    await merchant(t, "POST", path("/remove-ribbon"), {});
    const [row] = await t.db.query<{ doc: ProductDocument }>("select doc from products");
    expect(row?.doc.brand).toBeUndefined();
    expect(row?.doc.ribbon).toBeUndefined();
    expect(row?.doc.ribbons).toEqual([]);
    expect(await t.db.query("select * from ribbons")).toEqual([]);
    expect(await outboxTypes(t)).toEqual([
      ...CREATED,
      "wix.stores.catalog.v3.ribbon_created",
      "wix.stores.catalog.v3.product_updated",
      "wix.stores.catalog.v3.product_updated",
      "wix.stores.catalog.v3.ribbon_deleted",
      "wix.stores.catalog.v3.product_updated",
    ]);
  });
});
