/**
 * The v3 brand, customization and info section reads of `@vitrine/sdk/catalog-v3` against the
 * real emulator over HTTP, on the v3 demo store: typed cursor queries, get by id with
 * `ASSIGNED_PRODUCTS_COUNT`, and 404s with the provider's codes.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 brand, customization and info section reads against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let visitor: V3Clients["visitor"];

  // These tests only read, so one seeded store serves them all.
  beforeAll(async () => {
    ({ t, visitor } = await listenV3Store());
  });
  afterAll(() => t.close());

  it("brands: sorted query, get with the number of products using it, 404 BRAND_NOT_FOUND", async () => {
    const page = await visitor.brandsV3.queryBrands().ascending("name").find();
    const names = page.items.map((b) => b.name ?? "");
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort());
    const [first] = page.items;
    expect(first?.createdDate).toBeInstanceOf(Date);
    const read = await visitor.brandsV3.getBrand(first?.id ?? "", { fields: ["ASSIGNED_PRODUCTS_COUNT"] });
    expect(read).toMatchObject({ id: first?.id, name: first?.name });
    const using = await visitor.productsV3.countProducts({ filter: { "brand.id": first?.id } });
    expect(read.assignedProductsCount).toBe(using);
    const error = await applicationFailure(visitor.brandsV3.getBrand("nope"));
    expect([error.status, error.code]).toEqual([404, "BRAND_NOT_FOUND"]);
  });

  it("customizations: by type, get by id", async () => {
    const options = await visitor.customizationsV3
      .queryCustomizations()
      .eq("customizationType", "PRODUCT_OPTION")
      .find();
    expect(options.items.length).toBeGreaterThan(0);
    expect(options.items.every((c) => c.customizationType === "PRODUCT_OPTION")).toBe(true);
    const [first] = options.items;
    const read = await visitor.customizationsV3.getCustomization(first?.id ?? "", {
      fields: ["ASSIGNED_PRODUCTS_COUNT"],
    });
    expect(read).toMatchObject({ id: first?.id, name: first?.name, customizationType: "PRODUCT_OPTION" });
    expect(read.assignedProductsCount).toEqual(expect.any(Number));
    expect((await applicationFailure(visitor.customizationsV3.getCustomization("nope"))).status).toBe(404);
  });

  it("info sections: by unique name prefix, get by id", async () => {
    const all = await visitor.infoSectionsV3.queryInfoSections().ascending("title").find();
    const titles = all.items.map((s) => s.title ?? "");
    expect(titles).toEqual([...titles].sort());
    const [first] = all.items;
    const prefix = (first?.uniqueName ?? "").slice(0, 2);
    const matching = await visitor.infoSectionsV3.queryInfoSections().startsWith("uniqueName", prefix).find();
    expect(matching.items.every((s) => s.uniqueName?.startsWith(prefix))).toBe(true);
    const read = await visitor.infoSectionsV3.getInfoSection(first?.id ?? "", {
      fields: ["ASSIGNED_PRODUCTS_COUNT"],
    });
    expect(read).toMatchObject({ id: first?.id, title: first?.title, uniqueName: first?.uniqueName });
    expect(read.assignedProductsCount).toEqual(expect.any(Number));
    expect((await applicationFailure(visitor.infoSectionsV3.getInfoSection("nope"))).status).toBe(404);
  });
});
