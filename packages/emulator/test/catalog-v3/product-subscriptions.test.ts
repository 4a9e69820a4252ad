/**
 * Catalogue v3 product writes with `subscriptionDetails`: create and update
 * store the plans (new ones get an id, sent ids are kept), reads serve them,
 * an update without them keeps them and `null` removes them; bad input (a
 * wrong frequency or discount type, negative or out-of-range numbers, both
 * `autoRenewal` and `billingCycles`) is a 400 naming each field, plans the
 * product does not allow (not physical, an id twice, an amount off the whole
 * price, all hidden on a subscription-only product; plans and pre-order
 * together) a 400 with the provider's code, and nothing changes.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testBackend } from "../support/test-database.ts";
import { startV3App, type V3App } from "./support/v3-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

const beans = (subscriptionDetails: unknown) => ({
  product: {
    name: "House Beans",
    productType: "PHYSICAL",
    physicalProperties: {},
    variantsInfo: { variants: [{ price: { actualPrice: { amount: "18" } } }] },
    subscriptionDetails,
  },
});

const plans = {
  subscriptions: [
    {
      title: "Monthly",
      description: "A bag every month",
      frequency: "MONTH",
      interval: 1,
      autoRenewal: true,
      discount: { type: "PERCENT", percentOff: 10 },
    },
    {
      id: "6f1c2d3e-4a5b-4c6d-8e7f-901234567890",
      title: "Fortnightly x6",
      frequency: "WEEK",
      interval: 2,
      billingCycles: 6,
      discount: { type: "AMOUNT", amountOff: "2.50" },
    },
  ],
  allowOneTimePurchases: true,
};

const violations = (answer: { body: Loose }) =>
  (answer.body.details?.validationError?.fieldViolations ?? []).map((v: Loose) => v.field).sort();

describe(`v3 product subscriptionDetails (${testBackend})`, () => {
  it("stores the plans of a create and serves them; an update keeps them, replaces them, and null removes them", async () => {
    const created = await t.merchant("POST", "/stores/v3/products", beans(plans));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const product = created.body.product as Loose;
    expect(product.subscriptionDetails).toEqual({
      subscriptions: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          title: "Monthly",
          description: "A bag every month",
          visible: true,
          frequency: "MONTH",
          interval: 1,
          autoRenewal: true,
          discount: { type: "PERCENT", percentOff: 10 },
        },
        {
          id: "6f1c2d3e-4a5b-4c6d-8e7f-901234567890",
          title: "Fortnightly x6",
          visible: true,
          frequency: "WEEK",
          interval: 2,
          billingCycles: 6,
          discount: { type: "AMOUNT", amountOff: "2.5" },
        },
      ],
      allowOneTimePurchases: true,
    });
    const read = await t.read("GET", `/stores/v3/products/${product.id}`);
    expect(read.body.product).toMatchObject({ subscriptionDetails: product.subscriptionDetails });

    const renamed = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: product.revision, name: "House Beans 2" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body.product as Loose).subscriptionDetails).toEqual(product.subscriptionDetails);

    const monthly = product.subscriptionDetails.subscriptions[0];
    const replaced = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: {
        id: product.id,
        revision: (renamed.body.product as Loose).revision,
        subscriptionDetails: { subscriptions: [{ ...monthly, title: "Every month" }] },
      },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((replaced.body.product as Loose).subscriptionDetails).toEqual({
      subscriptions: [{ ...monthly, title: "Every month" }],
      allowOneTimePurchases: false,
    });
    const [event] = await t.db.query<{ payload: Loose }>(
      "select payload from outbox where event_type = 'wix.stores.catalog.v3.product_updated' order by id desc limit 1",
    );
    expect(Object.keys(event?.payload.updatedEvent.modifiedFields ?? {})).toEqual(["subscriptionDetails"]);

    const removed = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: {
        id: product.id,
        revision: (replaced.body.product as Loose).revision,
        subscriptionDetails: null,
      },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body.product as Loose).subscriptionDetails).toBeUndefined();
  });

  it("refuses bad plans with the provider's validation envelope, naming each field, and stores nothing", async () => {
    const answer = await t.merchant(
      "POST",
      "/stores/v3/products",
      beans({
        subscriptions: [
          {
            title: "Monthly",
            frequency: "FORTNIGHT",
            interval: -1,
            discount: { type: "PERCENT", percentOff: -5 },
          },
          {
            id: "not-a-guid",
            title: "",
            frequency: "MONTH",
            autoRenewal: true,
            billingCycles: 3,
            discount: { type: "AMOUNT", amountOff: "-2" },
          },
          { title: "Yearly", frequency: "YEAR", billingCycles: 1, discount: { type: "HALF" } },
        ],
        allowOneTimePurchases: "yes",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^INVALID_ARGUMENT/);
    expect(violations(answer)).toEqual(
      [
        "product.subscriptionDetails.allowOneTimePurchases",
        "product.subscriptionDetails.subscriptions[0].discount.percentOff",
        "product.subscriptionDetails.subscriptions[0].frequency",
        "product.subscriptionDetails.subscriptions[0].interval",
        "product.subscriptionDetails.subscriptions[1]",
        "product.subscriptionDetails.subscriptions[1].discount.amountOff",
        "product.subscriptionDetails.subscriptions[1].id",
        "product.subscriptionDetails.subscriptions[1].title",
        "product.subscriptionDetails.subscriptions[2].billingCycles",
        "product.subscriptionDetails.subscriptions[2].discount.type",
      ].sort(),
    );
    expect(await t.db.query("select id from v3_products")).toEqual([]);

    const empty = await t.merchant("POST", "/stores/v3/products", beans({ subscriptions: [] }));
    expect(empty.status).toBe(400);
    expect(violations(empty)).toEqual(["product.subscriptionDetails.subscriptions"]);
    const tooMany = await t.merchant(
      "POST",
      "/stores/v3/products",
      beans({ subscriptions: Array.from({ length: 7 }, () => plans.subscriptions[0]) }),
    );
    expect(tooMany.status).toBe(400);
    expect(violations(tooMany)).toEqual(["product.subscriptionDetails.subscriptions"]);
  });

  it("refuses plans the whole product does not allow with the provider's application errors", async () => {
    const refusals: [unknown, Record<string, unknown>, string][] = [
      [plans, { productType: "DIGITAL" }, "INVALID_PRODUCT_TYPE_FOR_SUBSCRIPTION"],
      [
        { subscriptions: [plans.subscriptions[1], plans.subscriptions[1]] },
        {},
        "SUBSCRIPTION_ID_ALREADY_EXISTS",
      ],
      [
        {
          subscriptions: [
            { title: "Big", frequency: "MONTH", discount: { type: "AMOUNT", amountOff: "18" } },
          ],
        },
        {},
        "INVALID_SUBSCRIPTION_DISCOUNT_AMOUNT",
      ],
      [
        { subscriptions: [{ title: "Staff", frequency: "MONTH", visible: false }] },
        {},
        "ERROR_ALL_SUBSCRIPTIONS_HIDDEN_FOR_SUBSCRIPTION_ONLY_PRODUCT",
      ],
    ];
    for (const [details, extra, code] of refusals) {
      const body = beans(details);
      const answer = await t.merchant("POST", "/stores/v3/products", {
        product: { ...body.product, ...extra },
      });
      expect(answer.status, code).toBe(400);
      expect(answer.body.details?.applicationError?.code).toBe(code);
    }
    const autoRenewal = await t.merchant(
      "POST",
      "/stores/v3/products",
      beans({ subscriptions: [{ title: "Monthly", frequency: "MONTH", autoRenewal: false }] }),
    );
    expect(autoRenewal.status).toBe(400);
    expect(autoRenewal.body.details?.validationError?.fieldViolations).toEqual([
      expect.objectContaining({
        field: "product.subscriptionDetails.subscriptions[0].autoRenewal",
        ruleName: "SUBSCRIPTION_INVALID_AUTO_RENEWAL",
      }),
    ]);
    expect(await t.db.query("select id from v3_products")).toEqual([]);
  });

  it("keeps pre-order and subscriptions apart with PREORDER_VALIDATION_ERROR", async () => {
    const sold = await t.merchant("POST", "/stores/v3/products", beans(plans));
    const [soldItem] = await t.db.query<{ id: string; revision: string }>(
      "select id, revision::text as revision from v3_inventory_items where product_id = $1",
      [(sold.body.product as Loose).id],
    );
    const preorder = await t.merchant("PATCH", `/stores/v3/inventory-items/${soldItem?.id}`, {
      inventoryItem: { id: soldItem?.id, revision: soldItem?.revision, preorderInfo: { enabled: true } },
    });
    expect(preorder.status).toBe(400);
    expect(preorder.body.details?.applicationError?.code).toBe("PREORDER_VALIDATION_ERROR");

    const plain = (await t.merchant("POST", "/stores/v3/products", beans(undefined))).body.product as Loose;
    const [item] = await t.db.query<{ id: string; revision: string }>(
      "select id, revision::text as revision from v3_inventory_items where product_id = $1",
      [plain.id],
    );
    const enabled = await t.merchant("PATCH", `/stores/v3/inventory-items/${item?.id}`, {
      inventoryItem: { id: item?.id, revision: item?.revision, preorderInfo: { enabled: true } },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const withPlans = await t.merchant("PATCH", `/stores/v3/products/${plain.id}`, {
      product: { id: plain.id, revision: plain.revision, subscriptionDetails: plans },
    });
    expect(withPlans.status).toBe(400);
    expect(withPlans.body.details?.applicationError?.code).toBe("PREORDER_VALIDATION_ERROR");
    const read = await t.merchant("GET", `/stores/v3/products/${plain.id}`);
    expect(read.body.product).toMatchObject({ revision: plain.revision });
    expect((read.body.product as Loose).subscriptionDetails).toBeUndefined();
  });

  it("refuses a bad plan in an update and keeps the stored ones", async () => {
    const created = await t.merchant("POST", "/stores/v3/products", beans(plans));
    const product = created.body.product as Loose;
    const answer = await t.merchant("PATCH", `/stores/v3/products/${product.id}`, {
      product: {
        id: product.id,
        revision: product.revision,
        subscriptionDetails: { subscriptions: [{ title: "Daily", frequency: "DAY", interval: 0 }] },
      },
    });
    expect(answer.status).toBe(400);
    expect(violations(answer)).toEqual(["product.subscriptionDetails.subscriptions[0].interval"]);
    const read = await t.merchant("GET", `/stores/v3/products/${product.id}`);
    expect(read.body.product).toMatchObject({
      revision: product.revision,
      subscriptionDetails: product.subscriptionDetails,
    });
  });
});
