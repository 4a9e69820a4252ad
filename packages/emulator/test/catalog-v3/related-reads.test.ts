/**
 * The reads around v3 products on the demo store: read-only variants,
 * inventory items, brands, customizations and info sections (get, query with
 * cursors, count, assigned product counts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dotR, startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

type Paging = { pagingMetadata: { count: number; hasNext: boolean; cursors: { next: string | null } } };

async function apparelProductId(): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    "select product_id as id from v3_variants group by product_id having count(*) > 1 order by product_id limit 1",
  );
  return row?.id ?? "";
}

describe("query variants", () => {
  it("lists a product's variants with product data, choices and stock", async () => {
    const productId = await apparelProductId();
    const answer = await t.read("POST", "/stores/v3/products/query-variants", {
      query: { filter: { "productData.productId": productId }, cursorPaging: { limit: 100 } },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as Paging & {
      variants: {
        id: string;
        optionChoices: { optionChoiceNames: { optionName: string } }[];
        productData: { productId: string; name: string };
        inventoryStatus: { inStock: boolean };
        revenueDetails?: unknown;
      }[];
    };
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_variants where product_id = $1",
      [productId],
    );
    expect(body.variants).toHaveLength(count?.n ?? -1);
    expect(body.variants.every((v) => v.productData.productId === productId)).toBe(true);
    expect(body.variants[0]?.optionChoices.map((c) => c.optionChoiceNames.optionName)).toEqual([
      "Size",
      "Color",
    ]);
    expect(body.variants.every((v) => v.revenueDetails === undefined)).toBe(true);
    const [stock] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_inventory_items where product_id = $1 and quantity > 0",
      [productId],
    );
    expect(body.variants.filter((v) => v.inventoryStatus.inStock)).toHaveLength(stock?.n ?? -1);
  });

  it("pages every variant of the store once by cursor, sorted by price", async () => {
    const ids: string[] = [];
    let next: string | null = null;
    const prices: number[] = [];
    do {
      const payload: Record<string, unknown> = next
        ? { query: { cursorPaging: { cursor: next } } }
        : {
            query: {
              sort: [{ fieldName: "price.actualPrice.amount", order: "ASC" }],
              cursorPaging: { limit: 100 },
            },
          };
      const answer = await t.read("POST", "/stores/v3/products/query-variants", payload);
      const body = answer.body as unknown as Paging & {
        variants: { id: string; price: { actualPrice: { amount: string } } }[];
      };
      ids.push(...body.variants.map((v) => v.id));
      prices.push(...body.variants.map((v) => Number(v.price.actualPrice.amount)));
      next = body.pagingMetadata.cursors.next;
    } while (next);
    const [total] = await t.db.query<{ n: number }>("select count(*)::int as n from v3_variants");
    expect(ids).toHaveLength(total?.n ?? -1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe("inventory items", () => {
  it("get and query serve the item with its product part; a missing one is a 404", async () => {
    const productId = await apparelProductId();
    const answer = await t.read(
      "GET",
      `/stores/v3/inventory-items/query?${dotR({ query: { filter: { productId }, cursorPaging: { limit: 3 } } })}`,
    );
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as Paging & {
      inventoryItems: {
        id: string;
        productId: string;
        trackQuantity: boolean;
        quantity: number;
        product: { name: string };
      }[];
    };
    expect(body.inventoryItems).toHaveLength(3);
    expect(body.pagingMetadata.hasNext).toBe(true);
    const item = body.inventoryItems[0];
    expect(item?.trackQuantity).toBe(true);
    const got = await t.read("GET", `/stores/v3/inventory-items/${item?.id}`);
    expect(got.body.inventoryItem).toEqual(item);
    const missing = await t.read("GET", "/stores/v3/inventory-items/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.details?.applicationError?.code).toBe("INVENTORY_ITEM_NOT_FOUND");
    const count = await t.read("GET", `/stores/v3/inventory-items/count?${dotR({ filter: { productId } })}`);
    const [n] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_inventory_items where product_id = $1",
      [productId],
    );
    expect(count.body.count).toBe(n?.n);
  });
});

describe("brands, customizations and info sections", () => {
  it("query brands sorted by name with assigned product counts; get and count", async () => {
    const answer = await t.read("POST", "/stores/v3/brands/query", {
      query: { sort: [{ fieldName: "name", order: "ASC" }] },
      fields: ["ASSIGNED_PRODUCTS_COUNT"],
    });
    expect(answer.status).toBe(200);
    const brands = answer.body.brands as {
      id: string;
      name: string;
      revision: string;
      assignedProductsCount: number;
    }[];
    const rows = await t.db.query<{ name: string; n: number }>(
      "select b.name, count(p.id)::int as n from v3_brands b left join v3_products p on p.brand_id = b.id group by b.name",
    );
    expect(brands.map((b) => b.name)).toEqual(rows.map((r) => r.name).sort());
    for (const brand of brands)
      expect(brand.assignedProductsCount).toBe(rows.find((r) => r.name === brand.name)?.n);
    const got = await t.read("GET", `/stores/v3/brands/${brands[0]?.id}`);
    expect(got.body.brand).toMatchObject({ id: brands[0]?.id, name: brands[0]?.name, revision: "1" });
    const count = await t.read("POST", "/stores/v3/brands/count", { filter: { name: { $startsWith: "N" } } });
    expect(count.body.count).toBe(brands.filter((b) => b.name.startsWith("N")).length);
    const missing = await t.read("GET", "/stores/v3/brands/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.details?.applicationError?.code).toBe("BRAND_NOT_FOUND");
  });

  it("serves the options as customizations with their choices, and the info sections", async () => {
    const answer = await t.read("POST", "/stores/v3/customizations/query", {
      query: { filter: { customizationType: "PRODUCT_OPTION" }, sort: [{ fieldName: "name" }] },
    });
    const customizations = answer.body.customizations as {
      id: string;
      name: string;
      customizationRenderType: string;
      choicesSettings: { choices: { name: string; colorCode?: string }[] };
    }[];
    expect(customizations.map((c) => c.name)).toEqual(["Color", "Size"]);
    expect(customizations[0]?.customizationRenderType).toBe("SWATCH_CHOICES");
    expect(customizations[0]?.choicesSettings.choices.every((c) => c.colorCode?.startsWith("#"))).toBe(true);
    expect(customizations[1]?.choicesSettings.choices.map((c) => c.name)).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
    ]);
    const got = await t.read(
      "GET",
      `/stores/v3/customizations/${customizations[1]?.id}?fields=ASSIGNED_PRODUCTS_COUNT`,
    );
    expect((got.body.customization as { assignedProductsCount: number }).assignedProductsCount).toBe(12);
    const sections = await t.read("POST", "/stores/v3/info-sections/query", {
      query: { sort: [{ fieldName: "uniqueName", order: "ASC" }] },
    });
    expect(
      (sections.body.infoSections as { uniqueName: string; title: string }[]).map((s) => s.title),
    ).toEqual(["Care", "Returns"]);
  });

  it("refuses a cursor of another entity and an unknown requested field with a 400", async () => {
    const first = await t.read("POST", "/stores/v3/brands/query", { query: { cursorPaging: { limit: 1 } } });
    const cursor = (first.body as unknown as Paging).pagingMetadata.cursors.next;
    const foreign = await t.read("POST", "/stores/v3/info-sections/query", {
      query: { cursorPaging: { cursor } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details?.validationError?.fieldViolations?.[0]?.field).toBe(
      "query.cursorPaging.cursor",
    );
    const unknown = await t.read("POST", "/stores/v3/brands/query", { query: {}, fields: ["EVERYTHING"] });
    expect(unknown.status).toBe(400);
  });
});

describe("categories", () => {
  it("serves the demo's collections as categories with their product counts; get by id and slug", async () => {
    const answer = await t.read("POST", "/categories/v1/categories/query", {
      query: { sort: [{ fieldName: "name", order: "ASC" }] },
      treeReference: { appNamespace: "@wix/stores" },
    });
    expect(answer.status).toBe(200);
    const categories = answer.body.categories as {
      id: string;
      name: string;
      slug: string;
      itemCounter: number;
    }[];
    expect(categories.map((c) => c.name)).toEqual([
      "Accessories",
      "Apparel",
      "Digital Goods",
      "Home & Kitchen",
      "Home page: carousel",
      "Home page: featured",
      "New Arrivals",
      "Pantry",
      "Sale",
      "Stationery",
    ]);
    expect(categories.find((c) => c.name === "Apparel")?.itemCounter).toBe(12);
    const apparel = categories.find((c) => c.name === "Apparel");
    const byId = await t.read(
      "GET",
      `/categories/v1/categories/${apparel?.id}?treeReference.appNamespace=@wix/stores`,
    );
    expect((byId.body.category as { slug: string }).slug).toBe(apparel?.slug);
    const bySlug = await t.read("GET", `/categories/v1/categories/slug/${apparel?.slug}`);
    expect((bySlug.body.category as { id: string }).id).toBe(apparel?.id);
    const missing = await t.read("GET", "/categories/v1/categories/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.details?.applicationError?.code).toBe("CATEGORY_NOT_FOUND");
  });
});
