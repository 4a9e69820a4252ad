/**
 * Property: every catalogue v3 call on the v3 demo store, with mutated
 * payloads, hostile path values, any credential and any transport, answers
 * below 500 with the request id and, on 4xx, the provider's error envelope;
 * and afterwards the catalogue still holds together (every product has
 * variants, every variant one inventory item, no quantity below zero).
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EndpointTemplate } from "../fuzz/support/endpoint-templates.ts";
import type { FuzzFixture } from "../fuzz/support/fuzz-fixture.ts";
import { buildRequest, credential, transport } from "../fuzz/support/fuzz-request.ts";
import { mutatedPayload } from "../fuzz/support/mutate-payload.ts";
import { checkResponse } from "../fuzz/support/response-checks.ts";
import { testBackend } from "../support/test-database.ts";
import { startV3App, type V3App } from "./support/v3-app.ts";

const RUNS = Number.parseInt(process.env.VITRINE_FUZZ_CASES ?? "", 10) > 0 ? 400 : 250;

interface Ids {
  productId: string;
  slug: string;
  revision: string;
  variantId: string;
  itemId: string;
  brandId: string;
  customizationId: string;
  infoSectionId: string;
}

function templates(ids: Ids): EndpointTemplate[] {
  const none = () => ({});
  const read = (method: "GET" | "POST", path: string, payload: Record<string, unknown>, params = none) =>
    ({ family: "catalogRead", method, path, params, payload: () => payload }) as EndpointTemplate;
  const write = (
    method: "POST" | "PATCH" | "DELETE",
    path: string,
    payload: Record<string, unknown>,
    params: () => Record<string, string> = none,
  ) => ({ family: "catalogWrite", method, path, params, payload: () => payload }) as EndpointTemplate;
  const query = {
    query: {
      filter: { "actualPriceRange.minValue.amount": { $gt: "10" }, visible: true },
      sort: [{ fieldName: "name", order: "ASC" }],
      cursorPaging: { limit: 5 },
    },
    fields: ["URL", "CURRENCY"],
  };
  const variant = {
    choices: [],
    price: { actualPrice: { amount: "10" } },
    inventoryItem: { quantity: 3 },
  };
  return [
    read("GET", "/stores/v3/provision/version", {}),
    read("GET", "/stores/v3/products/query", query),
    read("GET", "/stores/v3/products/count", { filter: { visible: true } }),
    read("GET", "/stores/v3/products/{productId}", { fields: ["URL", "MERCHANT_DATA"] }, () => ({
      productId: ids.productId,
    })),
    read("GET", "/stores/v3/products/slug/{slug}", { fields: ["PLAIN_DESCRIPTION"] }, () => ({
      slug: ids.slug,
    })),
    read("GET", "/stores/v3/products/search", {
      search: {
        search: { expression: "linen shirt" },
        filter: { "brand.name": { $in: ["Northwind"] } },
        cursorPaging: { limit: 5 },
        aggregations: [
          { type: "VALUE", fieldPath: "brand.name" },
          {
            type: "RANGE",
            fieldPath: "actualPriceRange.minValue.amount",
            range: { buckets: [{ to: 50 }, { from: 50 }] },
          },
        ],
      },
    }),
    read("POST", "/stores/v3/products/query-variants", {
      query: { filter: { "productData.productId": ids.productId }, cursorPaging: { limit: 10 } },
    }),
    read("GET", "/stores/v3/inventory-items/query", { query: { filter: { productId: ids.productId } } }),
    read("GET", "/stores/v3/inventory-items/{inventoryItemId}", {}, () => ({ inventoryItemId: ids.itemId })),
    read("GET", "/stores/v3/brands/query", {
      query: { sort: [{ fieldName: "name" }] },
      fields: ["ASSIGNED_PRODUCTS_COUNT"],
    }),
    read("GET", "/stores/v3/customizations/{customizationId}", {}, () => ({
      customizationId: ids.customizationId,
    })),
    read("GET", "/stores/v3/info-sections/query", { query: {} }),
    write("POST", "/stores/v3/products", {
      product: {
        name: "Fuzz",
        productType: "PHYSICAL",
        physicalProperties: {},
        brand: { name: "Fuzzco" },
        options: [
          { name: "Size", optionRenderType: "TEXT_CHOICES", choicesSettings: { choices: [{ name: "S" }] } },
        ],
        variantsInfo: {
          variants: [
            { ...variant, choices: [{ optionChoiceNames: { optionName: "Size", choiceName: "S" } }] },
          ],
        },
      },
    }),
    write(
      "PATCH",
      "/stores/v3/products/{product.id}",
      { product: { id: ids.productId, revision: ids.revision, name: "Renamed", ribbon: { name: "Hot" } } },
      () => ({ "product.id": ids.productId }),
    ),
    write("DELETE", "/stores/v3/products/{productId}", {}, () => ({ productId: ids.productId })),
    write("POST", "/stores/v3/bulk/products/update", {
      products: [{ product: { id: ids.productId, revision: ids.revision, visible: false } }],
      returnEntity: true,
    }),
    write(
      "PATCH",
      "/stores/v3/inventory-items/{inventoryItem.id}",
      { inventoryItem: { id: ids.itemId, revision: "1", quantity: 7 } },
      () => ({ "inventoryItem.id": ids.itemId }),
    ),
    write("POST", "/stores/v3/bulk/inventory-items/decrement", {
      decrementData: [{ inventoryItemId: ids.itemId, decrementBy: 1 }],
      returnEntity: true,
    }),
    write("POST", "/stores/v3/bulk/inventory-items/increment", {
      incrementData: [{ inventoryItemId: ids.itemId, incrementBy: 2 }],
    }),
    write("POST", "/stores/v3/brands", { brand: { name: "Fuzz brand" } }),
    write(
      "PATCH",
      "/stores/v3/brands/{brand.id}",
      { brand: { id: ids.brandId, revision: "1", name: "Renamed brand" } },
      () => ({ "brand.id": ids.brandId }),
    ),
    write("POST", "/stores/v3/customizations", {
      customization: {
        name: "Fuzz option",
        customizationType: "PRODUCT_OPTION",
        customizationRenderType: "SWATCH_CHOICES",
        choicesSettings: { choices: [{ name: "Red", colorCode: "#f00" }] },
      },
    }),
    write("POST", "/stores/v3/info-sections", { infoSection: { uniqueName: "fuzz", title: "Fuzz" } }),
    write("DELETE", "/stores/v3/info-sections/{infoSectionId}", {}, () => ({
      infoSectionId: ids.infoSectionId,
    })),
  ];
}

async function demoIds(t: V3App): Promise<Ids> {
  const [row] = await t.db.query<Ids>(
    `select p.id as "productId", p.slug, p.revision::text as revision, v.id as "variantId", i.id as "itemId",
       p.brand_id as "brandId", (p.doc->'options'->0->>'id') as "customizationId", p.info_section_ids[1] as "infoSectionId"
     from v3_products p join v3_variants v on v.product_id = p.id join v3_inventory_items i on i.variant_id = v.id
     where p.doc->'options' <> '[]'::jsonb and i.track_quantity order by p.id, v.position limit 1`,
  );
  if (!row) throw new Error("no demo product with options");
  return row;
}

describe(`fuzzing catalogue v3 on ${testBackend}`, () => {
  let t: V3App;
  beforeEach(async () => {
    t = await startV3App();
  });
  afterEach(() => t.close());

  it("answers every mutated v3 call without a 5xx, in the envelope, and keeps the catalogue whole", async () => {
    const ids = await demoIds(t);
    const fixture = { visitorToken: await t.visitorToken() } as FuzzFixture;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...templates(ids))
          .chain((template) =>
            fc.tuple(
              fc.constant(template),
              mutatedPayload(template.payload(fixture)),
              credential,
              transport,
              fc.constant([undefined, undefined] as (string | undefined)[]),
            ),
          ),
        async ([template, payload, who, how, overrides]) => {
          const request = buildRequest(template, fixture, payload, who, how, overrides);
          const response = await t.inject(request.options);
          checkResponse(request, response);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        },
      ),
      { numRuns: RUNS },
    );
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    const broken = await t.db.query(
      `select 'product without variants' as what, p.id from v3_products p
           where not exists (select 1 from v3_variants v where v.product_id = p.id)
         union all
         select 'variant without one inventory item', v.id from v3_variants v
           where (select count(*) from v3_inventory_items i where i.variant_id = v.id) <> 1
         union all
         select 'negative stock', i.id from v3_inventory_items i where i.quantity < 0`,
    );
    expect(broken).toEqual([]);
  }, 600_000);
});
