/**
 * What both catalogues' bulk change tests share: a listening emulator for the file (on the
 * catalogue its settings name), the merchant's SDK client on it with the test API key, and one
 * test per bulk change of one set (each value, both modes, a rounding to whole numbers).
 */
import type { EmulatorConfig } from "@vitrine/emulator";
import { type ListeningTestApp, listenTestApp, TEST_API_KEY, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, type Modules } from "@vitrine/sdk";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { BulkChange } from "../../src/admin/bulk/bulk-change.ts";

/** The changes each suite applies: a raise and a cut, a rounded cost, a weight step and a set price. */
const BULK_CHANGES: BulkChange[] = [
  { mode: "adjust", property: "price", by: "percentage", value: 10, roundToInt: false },
  { mode: "adjust", property: "price", by: "percentage", value: -50, roundToInt: false },
  { mode: "adjust", property: "cost", by: "percentage", value: 7.5, roundToInt: true },
  { mode: "adjust", property: "weight", by: "amount", value: 0.015, roundToInt: false },
  { mode: "set", property: "price", by: "amount", value: 3.335, roundToInt: false },
];

/** The merchant's client on `baseUrl` with `modules`, the test API key and no retries. */
function merchantClient<M extends Modules>(baseUrl: string, modules: M) {
  return createClient({
    baseUrl,
    modules,
    auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
    retry: false,
  });
}

/** The merchant's client a suite's check gets. */
export type MerchantClient<M extends Modules> = ReturnType<typeof merchantClient<M>>;

/** A test's name for `change`, e.g. `adjust cost by 7.5 %, whole numbers`. */
function titleOf(change: BulkChange): string {
  const unit = change.by === "percentage" ? " %" : "";
  return `${change.mode} ${change.property} by ${change.value}${unit}${change.roundToInt ? ", whole numbers" : ""}`;
}

/**
 * Describes `name`: an emulator with `config` for the file, and one test per bulk change, which
 * runs `check` with the merchant's client (with `modules`) and the change.
 *
 * @example
 * describeBulkChanges("bulk change", { modules: { products } }, async (admin, change) => {
 *   const product = await admin.products.createProduct({ name: "Jug", productType: "physical", priceData: { price: 5 } });
 *   // apply `change` and compare what the store holds with the preview
 * });
 */
export function describeBulkChanges<M extends Modules>(
  name: string,
  setup: { modules: M; config?: Partial<EmulatorConfig> },
  check: (admin: MerchantClient<M>, change: BulkChange) => Promise<void>,
): void {
  describe(name, () => {
    let emulator: ListeningTestApp | undefined;
    let admin: MerchantClient<M> | undefined;
    beforeAll(async () => {
      emulator = await listenTestApp(setup.config);
      admin = merchantClient(emulator.baseUrl, setup.modules);
    });
    afterAll(() => emulator?.close());

    for (const change of BULK_CHANGES) {
      it(titleOf(change), async () => {
        if (!admin) throw new Error("the emulator did not start");
        await check(admin, change);
      });
    }
  });
}
