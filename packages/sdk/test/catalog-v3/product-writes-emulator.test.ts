/**
 * The v3 product writes of `@vitrine/sdk/catalog-v3` against the real emulator over HTTP: a
 * merchant creates a product (decimal-string prices), changes it with the current revision, is
 * refused a stale one, bulk-updates and deletes; a visitor may not write.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

const tee = {
  name: "Vitrine tee",
  productType: "PHYSICAL" as const,
  physicalProperties: {},
  options: [
    {
      name: "Size",
      optionRenderType: "TEXT_CHOICES" as const,
      choicesSettings: {
        choices: [
          { choiceType: "CHOICE_TEXT" as const, name: "S" },
          { choiceType: "CHOICE_TEXT" as const, name: "M" },
        ],
      },
    },
  ],
  variantsInfo: {
    variants: [
      {
        sku: "VT-S",
        price: { actualPrice: { amount: "20.00" } },
        choices: [
          { optionChoiceNames: { optionName: "Size", choiceName: "S", renderType: "TEXT_CHOICES" as const } },
        ],
      },
      {
        sku: "VT-M",
        price: { actualPrice: { amount: "22.50" } },
        choices: [
          { optionChoiceNames: { optionName: "Size", choiceName: "M", renderType: "TEXT_CHOICES" as const } },
        ],
      },
    ],
  },
};

describe("v3 product writes against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];
  let visitor: V3Clients["visitor"];

  beforeEach(async () => {
    ({ t, admin, visitor } = await listenV3Store());
  });
  afterEach(() => t.close());

  it("creates, updates with the revision, refuses a stale revision, and deletes", async () => {
    const created = await admin.productsV3.createProduct(tee, { fields: ["URL"] });
    expect(created).toMatchObject({ name: "Vitrine tee", productType: "PHYSICAL" });
    expect(created.createdDate).toBeInstanceOf(Date);
    expect(created.actualPriceRange?.minValue?.amount).toMatch(/^20(\.00?)?$/);
    expect(created.actualPriceRange?.maxValue?.amount).toMatch(/^22\.50?$/);
    expect(created.variantsInfo?.variants).toHaveLength(2);
    const id = created.id ?? "";
    expect(await visitor.productsV3.getProductBySlug(created.slug ?? "")).toMatchObject({
      id,
      name: "Vitrine tee",
    });

    const renamed = await admin.productsV3.updateProduct(id, {
      revision: created.revision ?? "",
      name: "Soft tee",
    });
    expect(renamed).toMatchObject({ id, name: "Soft tee" });
    expect(renamed.revision).not.toBe(created.revision);
    expect((await visitor.productsV3.getProduct(id)).name).toBe("Soft tee");

    const stale = await applicationFailure(
      admin.productsV3.updateProduct(id, { revision: created.revision ?? "", name: "Lost update" }),
    );
    expect([stale.status, stale.code]).toEqual([409, "REVISION_MISMATCH"]);
    expect((await visitor.productsV3.getProduct(id)).name).toBe("Soft tee");

    await admin.productsV3.deleteProduct(id);
    const gone = await applicationFailure(visitor.productsV3.getProduct(id));
    expect([gone.status, gone.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
  });

  it("bulk-updates products, each with its revision, and reports each one", async () => {
    const a = await admin.productsV3.createProduct({ ...tee, name: "Tee A" });
    const b = await admin.productsV3.createProduct({ ...tee, name: "Tee B" });
    const { results, bulkActionMetadata } = await admin.productsV3.bulkUpdateProducts(
      [
        { product: { id: a.id ?? "", revision: a.revision ?? "", visible: false } },
        { product: { id: b.id ?? "", revision: "999", name: "Stale" } },
      ],
      { returnEntity: true },
    );
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(results?.[0]?.itemMetadata).toMatchObject({ id: a.id, originalIndex: 0, success: true });
    expect(results?.[0]?.item?.visible).toBe(false);
    expect(results?.[0]?.item?.updatedDate).toBeInstanceOf(Date);
    expect(results?.[1]?.itemMetadata).toMatchObject({ originalIndex: 1, success: false });
    const hidden = await applicationFailure(visitor.productsV3.getProduct(a.id ?? ""));
    expect(hidden.status).toBe(404);
    expect((await admin.productsV3.getProduct(b.id ?? "")).name).toBe("Tee B");
  });

  it("a visitor may not write: 403 PERMISSION_DENIED, nothing created", async () => {
    const before = await admin.productsV3.countProducts({ returnNonVisibleProducts: true });
    const refused = await applicationFailure(visitor.productsV3.createProduct(tee));
    expect([refused.status, refused.code]).toEqual([403, "PERMISSION_DENIED"]);
    expect(await admin.productsV3.countProducts({ returnNonVisibleProducts: true })).toBe(before);
  });
});
