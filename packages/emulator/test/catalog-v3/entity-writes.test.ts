/**
 * Brand, info section and customization writes: create, update with revision,
 * delete, unique names, what happens to the products using them, and bad
 * input refused without change.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

type Entity = { id: string; revision: string; name?: string };

async function productWith(extra: Record<string, unknown>) {
  const answer = await t.merchant("POST", "/stores/v3/products", {
    product: {
      name: "Candle",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: "9" } } }] },
      ...extra,
    },
    fields: ["INFO_SECTION"],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.product as {
    id: string;
    brand?: Entity;
    infoSections: { id: string; title?: string }[];
  };
}

describe("brands", () => {
  it("create, rename with revision, refuse a taken name or a stale revision, delete off the products", async () => {
    const created = await t.merchant("POST", "/stores/v3/brands", { brand: { name: "Juniper" } });
    expect(created.status).toBe(200);
    const brand = created.body.brand as Entity;
    expect(brand).toMatchObject({ name: "Juniper", revision: "1" });
    const dup = await t.merchant("POST", "/stores/v3/brands", { brand: { name: "Juniper" } });
    expect(dup.status).toBe(409);
    expect(dup.body.details?.applicationError?.code).toBe("BRAND_NAME_ALREADY_EXISTS");
    const renamed = await t.merchant("PATCH", `/stores/v3/brands/${brand.id}`, {
      brand: { id: brand.id, revision: "1", name: "Juniper & Co" },
    });
    expect(renamed.body.brand).toMatchObject({ name: "Juniper & Co", revision: "2" });
    const stale = await t.merchant("PATCH", `/stores/v3/brands/${brand.id}`, {
      brand: { id: brand.id, revision: "1", name: "Other" },
    });
    expect(stale.status).toBe(409);
    const product = await productWith({ brand: { id: brand.id } });
    const read = await t.read("GET", `/stores/v3/products/${product.id}`);
    expect((read.body.product as { brand: Entity }).brand.name).toBe("Juniper & Co");
    expect((await t.merchant("DELETE", `/stores/v3/brands/${brand.id}`)).status).toBe(200);
    const after = await t.read("GET", `/stores/v3/products/${product.id}`);
    expect((after.body.product as { brand?: Entity }).brand).toBeUndefined();
    const update = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: "1", name: "Candle II" },
    });
    expect(update.status).toBe(200);
    expect((await t.merchant("DELETE", `/stores/v3/brands/${brand.id}`)).status).toBe(404);
    const first = await t.merchant("POST", "/stores/v3/brands/get-or-create", { brandName: "Hearth" });
    const again = await t.merchant("POST", "/stores/v3/brands/get-or-create", { brandName: "Hearth" });
    expect((again.body.brand as Entity).id).toBe((first.body.brand as Entity).id);
    expect((await t.read("POST", "/stores/v3/brands", { brand: { name: "X" } })).status).toBe(403);
    expect((await t.merchant("POST", "/stores/v3/brands", { brand: { name: "" } })).status).toBe(400);
  });
});

describe("info sections", () => {
  it("create, update, and delete off the products listing them", async () => {
    const created = await t.merchant("POST", "/stores/v3/info-sections", {
      infoSection: { uniqueName: "care", title: "Care", plainDescription: "Wipe clean." },
    });
    expect(created.status).toBe(200);
    const section = created.body.infoSection as Entity;
    const dup = await t.merchant("POST", "/stores/v3/info-sections", {
      infoSection: { uniqueName: "care", title: "Care again" },
    });
    expect(dup.status).toBe(409);
    const updated = await t.merchant("PATCH", `/stores/v3/info-sections/${section.id}`, {
      infoSection: { id: section.id, revision: "1", title: "Caring" },
    });
    expect(updated.body.infoSection).toMatchObject({ title: "Caring", uniqueName: "care", revision: "2" });
    const product = await productWith({
      infoSections: [{ id: section.id }, { uniqueName: "returns", title: "Returns" }],
    });
    expect(product.infoSections.map((s) => s.title)).toEqual(["Caring", "Returns"]);
    expect((await t.merchant("DELETE", `/stores/v3/info-sections/${section.id}`)).status).toBe(200);
    const read = await t.read("GET", `/stores/v3/products/${product.id}?fields=INFO_SECTION`);
    expect(
      (read.body.product as { infoSections: { title: string }[] }).infoSections.map((s) => s.title),
    ).toEqual(["Returns"]);
    const got = await t.merchant("POST", "/stores/v3/info-sections/get-or-create", {
      infoSection: { uniqueName: "returns", title: "Ignored" },
    });
    expect(got.body.infoSection).toMatchObject({ uniqueName: "returns", title: "Returns" });
    const missing = await t.merchant("POST", "/stores/v3/info-sections", {
      infoSection: { uniqueName: "x" },
    });
    expect(missing.status).toBe(400);
  });
});

describe("customizations", () => {
  it("create an option and a modifier; an option in use can be neither changed nor deleted", async () => {
    const created = await t.merchant("POST", "/stores/v3/customizations", {
      customization: {
        name: "Scent",
        customizationType: "PRODUCT_OPTION",
        customizationRenderType: "TEXT_CHOICES",
        choicesSettings: { choices: [{ name: "Fig" }, { name: "Cedar" }] },
      },
    });
    expect(created.status).toBe(200);
    const scent = created.body.customization as Entity & {
      choicesSettings: { choices: { id: string; name: string }[] };
    };
    expect(scent.choicesSettings.choices.map((c) => c.name)).toEqual(["Fig", "Cedar"]);
    const modifier = await t.merchant("POST", "/stores/v3/customizations", {
      customization: {
        name: "Gift note",
        customizationType: "MODIFIER",
        customizationRenderType: "FREE_TEXT",
        freeTextInput: { title: "Your note", maxCharCount: 200 },
      },
    });
    expect(modifier.status).toBe(200);
    const renamed = await t.merchant("PATCH", `/stores/v3/customizations/${scent.id}`, {
      customization: { id: scent.id, revision: "1", name: "Fragrance" },
    });
    expect(renamed.body.customization).toMatchObject({ name: "Fragrance", revision: "2" });
    const product = await t.merchant("POST", "/stores/v3/products", {
      product: {
        name: "Candle",
        productType: "PHYSICAL",
        physicalProperties: {},
        options: [{ id: scent.id, choicesSettings: { choices: [{ name: "Fig" }] } }],
        variantsInfo: {
          variants: [
            {
              choices: [
                { optionChoiceIds: { optionId: scent.id, choiceId: scent.choicesSettings.choices[0]?.id } },
              ],
              price: { actualPrice: { amount: "9" } },
            },
          ],
        },
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const inUse = await t.merchant("DELETE", `/stores/v3/customizations/${scent.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.details?.applicationError?.code).toBe("CUSTOMIZATION_IN_USE");
    const bad = await t.merchant("POST", "/stores/v3/customizations", {
      customization: {
        name: "Bad",
        customizationType: "PRODUCT_OPTION",
        customizationRenderType: "FREE_TEXT",
      },
    });
    expect(bad.status).toBe(400);
    const [count] = await t.db.query<{ n: number }>("select count(*)::int as n from v3_customizations");
    expect(count?.n).toBe(2);
    expect(
      (await t.merchant("DELETE", `/stores/v3/customizations/${(modifier.body.customization as Entity).id}`))
        .status,
    ).toBe(200);
  });
});
