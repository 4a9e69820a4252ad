/**
 * Catalogue v3 requested fields about prices: `SUBSCRIPTION_PRICES_INFO` gives
 * each variant its price on each of the product's plans (the plan's discount off
 * the variant's price, as a cart line on that plan costs; an empty list without
 * plans), `MIN_PRICE_VARIANT` gives `variantSummary.minPriceVariant` (the
 * cheapest visible variant, served as get product serves variants); get, get by
 * slug, query and search carry the same, and `CURRENCY` formats the new amounts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dotR, startV3App, type V3App } from "./support/v3-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

const size = (choiceName: string) => [
  { optionChoiceNames: { optionName: "Size", choiceName, renderType: "TEXT_CHOICES" } },
];

/** Beans in three sizes (20, 12 and 18; the 12 one hidden), on two plans. */
const beans = {
  product: {
    name: "House Beans",
    productType: "PHYSICAL",
    physicalProperties: {},
    options: [
      {
        name: "Size",
        optionRenderType: "TEXT_CHOICES",
        choicesSettings: { choices: [{ name: "1kg" }, { name: "250g" }, { name: "500g" }] },
      },
    ],
    variantsInfo: {
      variants: [
        { choices: size("1kg"), price: { actualPrice: { amount: "20" } } },
        { choices: size("250g"), visible: false, price: { actualPrice: { amount: "12" } } },
        { choices: size("500g"), price: { actualPrice: { amount: "18" } } },
      ],
    },
    subscriptionDetails: {
      subscriptions: [
        {
          title: "Monthly",
          frequency: "MONTH",
          autoRenewal: true,
          discount: { type: "PERCENT", percentOff: 15 },
        },
        {
          title: "Weekly",
          frequency: "WEEK",
          autoRenewal: true,
          discount: { type: "AMOUNT", amountOff: "2.5" },
        },
      ],
      allowOneTimePurchases: true,
    },
  },
};

async function create(body: unknown): Promise<Loose> {
  const created = await t.merchant("POST", "/stores/v3/products", body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.product as Loose;
}

async function got(path: string, fields: readonly string[]): Promise<Loose> {
  const answer = await t.read("GET", `${path}?${fields.map((f) => `fields=${f}`).join("&")}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.product as Loose;
}

async function listed(id: string, fields: readonly string[]): Promise<Loose[]> {
  const queried = await t.read("POST", "/stores/v3/products/query", { query: { filter: { id } }, fields });
  expect(queried.status, JSON.stringify(queried.body)).toBe(200);
  const searched = await t.read(
    "GET",
    `/stores/v3/products/search?${dotR({ search: { filter: { id } }, fields })}`,
  );
  expect(searched.status, JSON.stringify(searched.body)).toBe(200);
  return [(queried.body as Loose).products[0], (searched.body as Loose).products[0]];
}

describe("v3 product price fields", () => {
  it("SUBSCRIPTION_PRICES_INFO: each variant's price on each plan, as a cart line on the plan costs", async () => {
    const product = await create(beans);
    const [monthly, weekly] = product.subscriptionDetails.subscriptions as [Loose, Loose];
    const served = await got(`/stores/v3/products/${product.id}`, ["SUBSCRIPTION_PRICES_INFO"]);
    const prices = (served.variantsInfo.variants as Loose[]).map((v) => v.subscriptionPricesInfo);
    expect(prices).toEqual([
      {
        subscriptionPrices: [
          { subscriptionId: monthly.id, price: { amount: "17" } },
          { subscriptionId: weekly.id, price: { amount: "17.5" } },
        ],
      },
      {
        subscriptionPrices: [
          { subscriptionId: monthly.id, price: { amount: "10.2" } },
          { subscriptionId: weekly.id, price: { amount: "9.5" } },
        ],
      },
      {
        subscriptionPrices: [
          { subscriptionId: monthly.id, price: { amount: "15.3" } },
          { subscriptionId: weekly.id, price: { amount: "15.5" } },
        ],
      },
    ]);
    const bySlug = await got(`/stores/v3/products/slug/${product.slug}`, ["SUBSCRIPTION_PRICES_INFO"]);
    expect(bySlug.variantsInfo.variants.map((v: Loose) => v.subscriptionPricesInfo)).toEqual(prices);

    // The same amount a cart line bought on the monthly plan costs.
    const variant = served.variantsInfo.variants[2] as Loose;
    const cart = await t.read("POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [
        {
          quantity: 1,
          catalogReference: {
            appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e",
            catalogItemId: product.id,
            options: { variantId: variant.id, subscriptionOptionId: monthly.id },
          },
        },
      ],
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect((cart.body.cart as Loose).lineItems[0].price.amount).toBe("15.30");

    const without = await got(`/stores/v3/products/${product.id}`, []);
    for (const v of without.variantsInfo.variants as Loose[])
      expect(v).not.toHaveProperty("subscriptionPricesInfo");
    const plain = await create({
      product: { ...beans.product, name: "Tea", subscriptionDetails: undefined },
    });
    const plainServed = await got(`/stores/v3/products/${plain.id}`, ["SUBSCRIPTION_PRICES_INFO"]);
    for (const v of plainServed.variantsInfo.variants as Loose[])
      expect(v.subscriptionPricesInfo).toEqual({ subscriptionPrices: [] });
  });

  it("MIN_PRICE_VARIANT: the cheapest visible variant, the same on get, query and search, with its plan prices and formatted amounts", async () => {
    const product = await create(beans);
    const fields = ["MIN_PRICE_VARIANT", "SUBSCRIPTION_PRICES_INFO", "CURRENCY"];
    const served = await got(`/stores/v3/products/${product.id}`, fields);
    const lowest = served.variantSummary.minPriceVariant as Loose;
    expect(lowest.id).toBe(served.variantsInfo.variants[2].id);
    expect(lowest).toEqual(served.variantsInfo.variants[2]);
    expect(lowest.price.actualPrice).toEqual({ amount: "18", formattedAmount: "$18.00" });
    expect(lowest.subscriptionPricesInfo.subscriptionPrices[0].price).toEqual({
      amount: "15.3",
      formattedAmount: "$15.30",
    });
    expect(served.variantSummary.variantCount).toBe(3);
    for (const product of await listed(served.id, fields)) {
      expect(product.variantSummary).toEqual(served.variantSummary);
      expect(product).not.toHaveProperty("variantsInfo");
    }

    const [plainList] = await listed(served.id, []);
    expect(plainList?.variantSummary).toEqual({ variantCount: 3 });
    expect((await got(`/stores/v3/products/${product.id}`, [])).variantSummary).toEqual({ variantCount: 3 });
  });
});
