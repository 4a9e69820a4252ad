/**
 * What catalogue v3 query products and search products carry for each
 * product, on the demo store (options, brands, ribbons, info sections, media,
 * stock, pre-order): by default only what the provider returns by default (no
 * variants, no URL, currency, descriptions, categories, media items or merchant
 * data), the optional parts only when `fields` asks, and in every case exactly
 * the product get product serves with the same `fields`, less its variants,
 * also after stock, pre-order, variant visibility and brand name changes, and
 * with a brand or ribbon gone.
 */

import { PRODUCT_FIELDS, type ProductField } from "@vitrine/sdk/catalog-v3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dotR, startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

type Json = Record<string, unknown>;

/** Every product the caller (`who`) lists, by query, with `fields`, in id order. */
async function queried(who: "read" | "merchant", fields: readonly ProductField[]): Promise<Json[]> {
  const answer = await t[who]("POST", "/stores/v3/products/query", {
    query: { sort: [{ fieldName: "id", order: "ASC" }], cursorPaging: { limit: 100 } },
    fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.products as Json[];
}

/** Every product the caller lists, by search (a `.r` GET, as the provider's clients send it), with `fields`. */
async function searched(who: "read" | "merchant", fields: readonly ProductField[]): Promise<Json[]> {
  const payload = {
    search: { sort: [{ fieldName: "id", order: "ASC" }], cursorPaging: { limit: 100 } },
    fields,
  };
  const answer = await t[who]("GET", `/stores/v3/products/search?${dotR(payload)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.products as Json[];
}

/** Get product of `id` with `fields`, less its variants. */
async function gotWithoutVariants(
  who: "read" | "merchant",
  id: string,
  fields: readonly ProductField[],
): Promise<Json> {
  const query = fields.map((field) => `fields=${field}`).join("&");
  const answer = await t[who]("GET", `/stores/v3/products/${id}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { variantsInfo, ...product } = answer.body.product as Json;
  expect(variantsInfo).toBeDefined();
  return product;
}

/** Each listed product equals get product's with the same fields, less the variants. */
async function expectListsMatchGet(who: "read" | "merchant", fields: readonly ProductField[]) {
  const listed = await queried(who, fields);
  expect(listed.length).toBeGreaterThan(0);
  expect(await searched(who, fields)).toEqual(listed);
  for (const product of listed)
    expect(product, String(product.id)).toEqual(await gotWithoutVariants(who, String(product.id), fields));
}

const ONLY_ASKED = [
  "variantsInfo",
  "url",
  "currency",
  "plainDescription",
  "description",
  "costRange",
  "directCategoriesInfo",
  "allCategoriesInfo",
  "breadcrumbsInfo",
];

describe("a listed product", () => {
  it("carries by default no variants and none of the parts returned only when asked", async () => {
    const listed = [...(await queried("merchant", [])), ...(await searched("read", []))];
    for (const product of listed) {
      for (const key of ONLY_ASKED) expect(product, `${product.id} ${key}`).not.toHaveProperty(key);
      const media = product.media as Json;
      expect(media).not.toHaveProperty("itemsInfo");
      expect(media.main ?? {}).not.toHaveProperty("thumbnail");
      for (const section of product.infoSections as Json[]) expect(Object.keys(section)).toEqual(["id"]);
      expect(JSON.stringify(product)).not.toContain("formattedAmount");
      expect(product.physicalProperties ?? {}).not.toHaveProperty("weightMeasurementUnitInfo");
    }
    // The demo has products with options, a brand, a ribbon and info sections, all listed.
    expect(listed.some((p) => (p.options as unknown[]).length > 0)).toBe(true);
    expect(listed.some((p) => p.brand !== undefined && p.ribbon !== undefined)).toBe(true);
    expect(listed.some((p) => (p.infoSections as unknown[]).length > 0)).toBe(true);
  });

  it("is get product's form without variants, by default and with every field", async () => {
    await expectListsMatchGet("read", []);
    await expectListsMatchGet("merchant", []);
    await expectListsMatchGet(
      "merchant",
      PRODUCT_FIELDS.filter((field) => field !== "VARIANT_OPTION_CHOICE_NAMES"),
    );
  });

  it("carries each requested part on its own", async () => {
    for (const field of PRODUCT_FIELDS) {
      const [withField, without] = [await queried("merchant", [field]), await queried("merchant", [])];
      expect(withField.map((p) => p.id)).toEqual(without.map((p) => p.id));
      const [first] = withField;
      expect(first, field).toEqual(await gotWithoutVariants("merchant", String(first?.id), [field]));
    }
  });

  it("follows stock, pre-order, variant visibility and brand names as get product does", async () => {
    const [withOptions] = await t.db.query<{ id: string }>(
      `select p.id from v3_products p where jsonb_array_length(p.doc -> 'options') > 1
         and p.visible order by p.id limit 1`,
    );
    const productId = withOptions?.id ?? "";
    const items = await t.merchant("POST", "/stores/v3/inventory-items/query", {
      query: { filter: { productId }, cursorPaging: { limit: 100 } },
    });
    const [item] = items.body.inventoryItems as { id: string; revision: string }[];
    if (!item) throw new Error("the product has no inventory item");
    const sold = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: item.revision, quantity: 0, preorderInfo: { enabled: true } },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    await t.db.query("update v3_variants set visible = false where product_id = $1 and position = 1", [
      productId,
    ]);
    await t.db.query("update v3_brands set name = name || ' (renamed)'");
    await expectListsMatchGet("read", []);
    const all = await queried("read", []);
    const brands = all.flatMap((p) => (p.brand ? [(p.brand as Json).name] : []));
    expect(brands.length).toBeGreaterThan(0);
    for (const name of brands) expect(name).toMatch(/ \(renamed\)$/);
    const listed = all.find((p) => p.id === productId);
    expect(listed?.inventory).toMatchObject({
      preorderStatus: "PARTIALLY_ENABLED",
      preorderAvailability: "SOME_VARIANTS",
    });
  });

  it("leaves out a brand or a ribbon that is gone and keeps the other, as get product does", async () => {
    const [both] = await t.db.query<{ id: string; brand_id: string; ribbon_id: string }>(
      `select id, brand_id, ribbon_id from v3_products
         where brand_id is not null and ribbon_id is not null and visible order by id limit 1`,
    );
    if (!both) throw new Error("the demo has no product with a brand and a ribbon");
    await t.db.query("delete from ribbons where id = $1", [both.ribbon_id]);
    await expectListsMatchGet("read", []);
    const listed = (await queried("read", [])).find((p) => p.id === both.id);
    expect(listed?.brand).toMatchObject({ id: both.brand_id });
    expect(listed).not.toHaveProperty("ribbon");
    await t.db.query("delete from v3_brands where id = $1", [both.brand_id]);
    await expectListsMatchGet("read", []);
    const without = (await queried("read", [])).find((p) => p.id === both.id);
    expect(without).not.toHaveProperty("brand");
    expect(without).not.toHaveProperty("ribbon");
  });
});
