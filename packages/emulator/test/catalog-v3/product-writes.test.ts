/**
 * Catalogue v3 product writes: create (options, variants, stock), update with
 * revision (a stale revision changes nothing), delete, bulk update; their
 * product events in the outbox; merchants only; bad input a 400 that changes
 * nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: compares an event with the payload the webhook worker delivers for it
import { deliveredPayload } from "../../src/webhooks/delivered-payload.ts";
import { startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

type Product = {
  id: string;
  revision: string;
  name: string;
  slug: string;
  brand?: { id: string; name: string };
  ribbon?: { id: string; name: string };
  options: {
    id: string;
    name: string;
    choicesSettings: { choices: { choiceId: string; name: string; inStock: boolean }[] };
  }[];
  actualPriceRange: { minValue: { amount: string }; maxValue: { amount: string } };
  inventory: { availabilityStatus: string };
  variantsInfo: {
    variants: {
      id: string;
      price: { actualPrice: { amount: string } };
      inventoryStatus: { inStock: boolean };
      choices: { optionChoiceNames?: { optionName: string; choiceName: string } }[];
    }[];
  };
};

const tee = {
  name: "Field Tee",
  productType: "PHYSICAL",
  physicalProperties: {},
  plainDescription: "<p>A tee for the field.</p>",
  brand: { name: "Northwind" },
  ribbon: { name: "New" },
  options: [
    {
      name: "Size",
      optionRenderType: "TEXT_CHOICES",
      choicesSettings: { choices: [{ name: "S" }, { name: "M" }] },
    },
  ],
  variantsInfo: {
    variants: [
      {
        choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "S", renderType: "TEXT_CHOICES" } }],
        price: { actualPrice: { amount: "20" } },
        inventoryItem: { quantity: 0 },
      },
      {
        choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "M", renderType: "TEXT_CHOICES" } }],
        price: { actualPrice: { amount: "22.50" }, compareAtPrice: { amount: "25" } },
        inventoryItem: { quantity: 4 },
      },
    ],
  },
};

async function create(product: Record<string, unknown> = tee): Promise<Product> {
  const answer = await t.merchant("POST", "/stores/v3/products", {
    product,
    fields: ["VARIANT_OPTION_CHOICE_NAMES"],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.product as Product;
}

async function events(type: string) {
  return t.db.query<{ payload: Record<string, unknown> }>(
    "select payload from outbox where event_type = $1 order by id",
    [type],
  );
}

describe("create product", () => {
  it("stores the product, its variants, inventory items and entities, and records product_created", async () => {
    const product = await create();
    expect(product).toMatchObject({
      name: "Field Tee",
      slug: "field-tee",
      revision: "1",
      brand: { name: "Northwind" },
      ribbon: { name: "New" },
      actualPriceRange: { minValue: { amount: "20" }, maxValue: { amount: "22.5" } },
      inventory: { availabilityStatus: "IN_STOCK" },
    });
    expect(product.options[0]?.choicesSettings.choices.map((c) => [c.name, c.inStock])).toEqual([
      ["S", false],
      ["M", true],
    ]);
    expect(product.variantsInfo.variants.map((v) => v.inventoryStatus.inStock)).toEqual([false, true]);
    const items = await t.db.query<{ quantity: number }>(
      "select quantity from v3_inventory_items where product_id = $1 order by quantity",
      [product.id],
    );
    expect(items.map((i) => i.quantity)).toEqual([0, 4]);
    const created = await events("wix.stores.catalog.v3.product_created");
    expect(created).toHaveLength(1);
    expect(created[0]?.payload).toMatchObject({
      entityId: product.id,
      createdEvent: { entity: { id: product.id, name: "Field Tee" } },
    });
    expect(await events("wix.stores.catalog.v3.ribbon_created")).toHaveLength(1);
    const second = await create();
    expect(second.slug).toBe("field-tee-1");
    expect(second.brand?.id).toBe(product.brand?.id);
    expect(second.options[0]?.id).toBe(product.options[0]?.id);
  });

  it("delivers the v3 entity of product_created as recorded (not mapped again as a v1 product)", async () => {
    const product = await create();
    const [row] = await t.db.query<{
      id: string;
      event_type: string;
      entity_fqdn: string;
      entity_id: string;
      slug: string;
      payload: Record<string, unknown>;
      created_at: Date;
    }>(
      "select id::text, event_type, entity_fqdn, entity_id, slug, payload, created_at from outbox where event_type = $1",
      ["wix.stores.catalog.v3.product_created"],
    );
    if (!row) throw new Error("no product_created event");
    const delivered = deliveredPayload({
      id: row.id,
      eventType: row.event_type,
      entityFqdn: row.entity_fqdn,
      entityId: row.entity_id,
      slug: row.slug,
      payload: row.payload,
      createdAt: row.created_at,
    });
    const entity = (delivered.createdEvent as { entity: Record<string, unknown> }).entity;
    expect(entity).toEqual((row.payload.createdEvent as { entity: unknown }).entity);
    expect(entity).toMatchObject({ id: product.id, productType: "PHYSICAL", revision: "1" });
  });

  it("refuses visitors (403) and bad input (400) and stores nothing", async () => {
    const visitor = await t.read("POST", "/stores/v3/products", { product: tee });
    expect(visitor.status).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...tee, name: "" }, "product.name"],
      [{ ...tee, productType: "SERVICE" }, "product.productType"],
      [
        { ...tee, variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: "-1" } } }] } },
        "product.variantsInfo.variants[0].price.actualPrice.amount",
      ],
      [{ ...tee, slug: "Not A Slug" }, "product.slug"],
    ];
    for (const [product, field] of cases) {
      const answer = await t.merchant("POST", "/stores/v3/products", { product });
      expect(answer.status, field).toBe(400);
      expect(answer.body.details?.validationError?.fieldViolations?.map((v) => v.field)).toContain(field);
    }
    const misaligned = await t.merchant("POST", "/stores/v3/products", {
      product: {
        ...tee,
        variantsInfo: {
          variants: [
            {
              choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "XL" } }],
              price: { actualPrice: { amount: "1" } },
            },
          ],
        },
      },
    });
    expect(misaligned.status).toBe(400);
    expect(misaligned.body.details?.applicationError?.code).toBe("VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT");
    const missing = await t.merchant("POST", "/stores/v3/products", {
      product: {
        ...tee,
        variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: "1" } } }] },
      },
    });
    expect(missing.body.details?.applicationError?.code).toBe("MISSING_VARIANT_OPTION_CHOICE");
    const counts = await t.db.query<{ n: number }>(
      `select (select count(*) from v3_products) + (select count(*) from v3_brands) + (select count(*) from v3_customizations)
         + (select count(*) from outbox) as n`,
    );
    expect(Number(counts[0]?.n)).toBe(0);
  });

  it("refuses a slug another product has with DUPLICATE_SLUG_ERROR", async () => {
    await create({ ...tee, slug: "tee" });
    const answer = await t.merchant("POST", "/stores/v3/products", { product: { ...tee, slug: "tee" } });
    expect(answer.status).toBe(400);
    expect(answer.body.details?.applicationError?.code).toBe("DUPLICATE_SLUG_ERROR");
  });
});

describe("update product", () => {
  it("applies changes with the current revision, one up, and records product_updated with the changed fields", async () => {
    const product = await create();
    const answer = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: product.revision, name: "Field Tee II", ribbon: null },
    });
    expect(answer.status).toBe(200);
    const updated = answer.body.product as Product;
    expect(updated).toMatchObject({ name: "Field Tee II", revision: "2", slug: "field-tee" });
    expect(updated.ribbon).toBeUndefined();
    expect(updated.variantsInfo.variants.map((v) => v.id)).toEqual(
      product.variantsInfo.variants.map((v) => v.id),
    );
    const [event] = await events("wix.stores.catalog.v3.product_updated");
    const update = event?.payload.updatedEvent as { modifiedFields: Record<string, unknown> } | undefined;
    const modified = update?.modifiedFields ?? {};
    expect(Object.keys(modified).sort()).toEqual(["name", "ribbon"]);
  });

  it("refuses a stale revision with 409 REVISION_MISMATCH and changes nothing", async () => {
    const product = await create();
    await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: "1", name: "First" },
    });
    const stale = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: "1", name: "Second" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details?.applicationError).toMatchObject({
      code: "REVISION_MISMATCH",
      data: { currentRevision: "2" },
    });
    const [row] = await t.db.query<{ name: string; revision: string }>(
      "select name, revision::text from v3_products where id = $1",
      [product.id],
    );
    expect(row).toEqual({ name: "First", revision: "2" });
    expect(await events("wix.stores.catalog.v3.product_updated")).toHaveLength(1);
    const missingRevision = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, name: "Third" },
    });
    expect(missingRevision.status).toBe(400);
  });

  it("lets one of two concurrent updates with the same revision win; the other is a 409", async () => {
    const product = await create();
    const [first, second] = await Promise.all(
      ["One", "Two"].map((name) =>
        t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
          product: { id: product.id, revision: "1", name },
        }),
      ),
    );
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    const winner = first?.status === 200 ? first : second;
    const [row] = await t.db.query<{ name: string; revision: string }>(
      "select name, revision::text from v3_products where id = $1",
      [product.id],
    );
    const won = winner?.body.product as Product | undefined;
    expect(row).toEqual({ name: won?.name, revision: "2" });
    expect(await events("wix.stores.catalog.v3.product_updated")).toHaveLength(1);
  });

  it("replaces options and variants together: kept variants keep their stock, new ones get an item, removed ones lose theirs", async () => {
    const product = await create();
    const [small, medium] = product.variantsInfo.variants;
    const answer = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: {
        id: product.id,
        revision: "1",
        options: [
          {
            name: "Size",
            optionRenderType: "TEXT_CHOICES",
            choicesSettings: { choices: [{ name: "M" }, { name: "L" }] },
          },
        ],
        variantsInfo: {
          variants: [
            {
              id: medium?.id,
              choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "M" } }],
              price: { actualPrice: { amount: "23" } },
            },
            {
              choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "L" } }],
              price: { actualPrice: { amount: "24" } },
              inventoryItem: { quantity: 2 },
            },
          ],
        },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const items = await t.db.query<{ variant_id: string; quantity: number }>(
      "select variant_id, quantity from v3_inventory_items where product_id = $1 order by quantity desc",
      [product.id],
    );
    expect(items[0]).toEqual({ variant_id: medium?.id, quantity: 4 });
    expect(items[1]?.quantity).toBe(2);
    expect(items.some((i) => i.variant_id === small?.id)).toBe(false);
    const stock = await t.db.query<{
      payload: { variants: { id: string; oldValue?: unknown; newValue?: unknown }[] };
    }>(
      "select payload from outbox where event_type = 'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged' order by id",
    );
    const changes = stock.map((e) => e.payload.variants[0]);
    // Created with two variants, then S removed (old value only) and L added (new value only).
    expect(changes).toHaveLength(4);
    expect(changes.slice(0, 2).every((c) => c?.newValue && !c.oldValue)).toBe(true);
    expect(changes.find((c) => c?.id === small?.id && c?.oldValue && !c?.newValue)).toBeDefined();
    expect(changes.filter((c) => c?.newValue && !c.oldValue)).toHaveLength(3);
  });

  it("replaces a sent variant whole: what it leaves out is cleared, what it sends is kept, its stock stays", async () => {
    const product = await create();
    const [small, medium] = product.variantsInfo.variants;
    const full = {
      id: medium?.id,
      visible: false,
      sku: "TEE-M",
      barcode: "4006381333931",
      choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "M" } }],
      price: { actualPrice: { amount: "22.5" }, compareAtPrice: { amount: "25" } },
      revenueDetails: { cost: { amount: "9" } },
      physicalProperties: { weight: 0.3 },
    };
    const variantsOf = async (revision: string, sent: Record<string, unknown>) => {
      const answer = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
        product: {
          id: product.id,
          revision,
          options: tee.options,
          variantsInfo: {
            variants: [
              {
                id: small?.id,
                choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "S" } }],
                price: { actualPrice: { amount: "20" } },
              },
              sent,
            ],
          },
        },
        fields: ["MERCHANT_DATA"],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const variants = (answer.body.product as { variantsInfo: { variants: Record<string, unknown>[] } })
        .variantsInfo.variants;
      return variants.find((v) => v.id === medium?.id);
    };
    expect(await variantsOf("1", full)).toMatchObject({
      visible: false,
      sku: "TEE-M",
      barcode: "4006381333931",
      price: { actualPrice: { amount: "22.5" }, compareAtPrice: { amount: "25" } },
      revenueDetails: { cost: { amount: "9" } },
      physicalProperties: { weight: 0.3 },
    });
    const bare = await variantsOf("2", {
      id: medium?.id,
      choices: full.choices,
      price: { actualPrice: { amount: "23" } },
    });
    expect(bare).toMatchObject({ visible: true, price: { actualPrice: { amount: "23" } } });
    expect(bare?.sku ?? null).toBeNull();
    expect(bare?.barcode ?? null).toBeNull();
    expect((bare?.price as { compareAtPrice?: unknown } | undefined)?.compareAtPrice).toBeUndefined();
    expect((bare?.revenueDetails as { cost?: unknown } | undefined)?.cost).toBeUndefined();
    expect((bare?.physicalProperties as { weight?: number } | undefined)?.weight ?? 0).toBe(0);
    const [item] = await t.db.query<{ quantity: number }>(
      "select quantity from v3_inventory_items where variant_id = $1",
      [medium?.id],
    );
    expect(item?.quantity).toBe(4);
  });
});

describe("delete and bulk update", () => {
  it("deletes the product with its variants and inventory items and records product_deleted; a second delete is a 404", async () => {
    const product = await create();
    expect((await t.merchant("DELETE", `/stores/v3/products/${product.id}`)).status).toBe(200);
    const [rows] = await t.db.query<{ n: number }>(
      "select (select count(*) from v3_products) + (select count(*) from v3_variants) + (select count(*) from v3_inventory_items) as n",
    );
    expect(Number(rows?.n)).toBe(0);
    expect(await events("wix.stores.catalog.v3.product_deleted")).toHaveLength(1);
    const again = await t.merchant("DELETE", `/stores/v3/products/${product.id}`);
    expect(again.status).toBe(404);
    expect(again.body.details?.applicationError?.code).toBe("PRODUCT_NOT_FOUND");
  });

  it("bulk update applies each item on its own: a stale one fails alone and changes nothing", async () => {
    const a = await create();
    const b = await create();
    const answer = await t.merchant("POST", "/stores/v3/bulk/products/update", {
      products: [
        { product: { id: a.id, revision: "1", name: "A" } },
        { product: { id: b.id, revision: "7", name: "B" } },
      ],
      returnEntity: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1 },
      results: [
        { itemMetadata: { id: a.id, originalIndex: 0, success: true }, item: { name: "A", revision: "2" } },
        {
          itemMetadata: { id: b.id, originalIndex: 1, success: false, error: { code: "REVISION_MISMATCH" } },
        },
      ],
    });
    const names = await t.db.query<{ name: string }>("select name from v3_products order by name");
    expect(names.map((r) => r.name)).toEqual(["A", "Field Tee"]);
    expect(await events("wix.stores.catalog.v3.product_updated")).toHaveLength(1);
  });
});
