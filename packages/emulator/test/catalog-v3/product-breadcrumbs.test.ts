/**
 * Catalogue v3 requested field `BREADCRUMBS_INFO`: a product's categories from
 * the top level down to its main category (id, name, slug), the same on get,
 * get by slug, query and search; following a category rename and move; empty
 * without a main category, and absent when not asked.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dotR, startV3App, type V3App } from "./support/v3-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const TREE = { appNamespace: "@wix/stores" };
const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

async function category(name: string, parentId?: string): Promise<Loose> {
  const answer = await t.merchant("POST", "/categories/v1/categories", {
    category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}) },
    treeReference: TREE,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.category as Loose;
}

/** The product's breadcrumbs by get, get by slug, query and search (all four must agree). */
async function breadcrumbsOf(product: Loose): Promise<unknown> {
  const fields = "fields=BREADCRUMBS_INFO";
  const got = await t.read("GET", `/stores/v3/products/${product.id}?${fields}`);
  const bySlug = await t.read("GET", `/stores/v3/products/slug/${product.slug}?${fields}`);
  const queried = await t.read("POST", "/stores/v3/products/query", {
    query: { filter: { id: product.id } },
    fields: ["BREADCRUMBS_INFO"],
  });
  const searched = await t.read(
    "GET",
    `/stores/v3/products/search?${dotR({ search: { filter: { id: product.id } }, fields: ["BREADCRUMBS_INFO"] })}`,
  );
  for (const answer of [got, bySlug, queried, searched])
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const info = (got.body.product as Loose).breadcrumbsInfo;
  expect((bySlug.body.product as Loose).breadcrumbsInfo).toEqual(info);
  expect((queried.body.products as Loose[])[0]?.breadcrumbsInfo).toEqual(info);
  expect((searched.body.products as Loose[])[0]?.breadcrumbsInfo).toEqual(info);
  return info;
}

describe("v3 product breadcrumbs", () => {
  it("lead from the top-level category down to the main category, and follow renames and moves", async () => {
    const home = await category("Home");
    const kitchen = await category("Kitchen", home.id);
    const mugs = await category("Mugs", kitchen.id);
    const created = await t.merchant("POST", "/stores/v3/products", {
      product: {
        name: "Stone Mug",
        productType: "PHYSICAL",
        physicalProperties: {},
        variantsInfo: { variants: [{ price: { actualPrice: { amount: "9" } } }] },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    let product = created.body.product as Loose;
    expect(await breadcrumbsOf(product)).toEqual({ breadcrumbs: [] });

    const added = await t.merchant("POST", `/categories/v1/bulk/categories/${mugs.id}/add-items`, {
      items: [{ catalogItemId: product.id, appId: STORES_APP_ID }],
      treeReference: TREE,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const current = await t.merchant("GET", `/stores/v3/products/${product.id}`);
    const updated = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: {
        id: product.id,
        revision: (current.body.product as Loose).revision,
        mainCategoryId: mugs.id,
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    product = updated.body.product as Loose;
    const crumb = (c: Loose) => ({ categoryId: c.id, categoryName: c.name, categorySlug: c.slug });
    expect(await breadcrumbsOf(product)).toEqual({ breadcrumbs: [crumb(home), crumb(kitchen), crumb(mugs)] });

    const renamed = await t.merchant("PATCH", `/categories/v1/categories/${kitchen.id}`, {
      category: { id: kitchen.id, revision: kitchen.revision, name: "Cookware" },
      treeReference: TREE,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const moved = await t.merchant("POST", `/categories/v1/categories/${mugs.id}/move`, {
      treeReference: TREE,
      parentCategoryId: home.id,
      position: "FIRST",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await breadcrumbsOf(product)).toEqual({ breadcrumbs: [crumb(home), crumb(mugs)] });

    const plain = await t.read("GET", `/stores/v3/products/${product.id}`);
    expect(plain.body.product).not.toHaveProperty("breadcrumbsInfo");
  });
});
