/**
 * The fixture's `snapshot(name)` and `restore(name)`: one snapshot after the
 * suite's set-up, restored before each test, so each test starts from the
 * set-up store whatever the one before it changed.
 */

import { type RunningEmulator, startEmulator } from "@vitrine/emulator/testing";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

let emulator: RunningEmulator;
const merchant = () => ({
  authorization: emulator.apiKey,
  "wix-site-id": emulator.siteId,
  "content-type": "application/json",
});

async function productCount(): Promise<number> {
  const response = await fetch(`${emulator.url}/stores-reader/v1/products/query-platformized`, {
    method: "POST",
    headers: merchant(),
    body: JSON.stringify({ query: {} }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalResults: number }).totalResults;
}

beforeAll(async () => {
  emulator = await startEmulator({ seed: "demo" });
  await fetch(`${emulator.url}/stores/v1/products`, {
    method: "POST",
    headers: merchant(),
    body: JSON.stringify({
      product: { name: "Set-up Shirt", productType: "physical", priceData: { price: 9 } },
    }),
  });
  await emulator.snapshot("set-up");
});
beforeEach(() => emulator.restore("set-up"));
afterAll(() => emulator.stop());

it.each([1, 2])("starts test %i from the set-up store and adds a product to it", async () => {
  expect(await productCount()).toBe(61);
  const response = await fetch(`${emulator.url}/stores/v1/products`, {
    method: "POST",
    headers: merchant(),
    body: JSON.stringify({
      product: { name: "Linen Shirt", productType: "physical", priceData: { price: 40 } },
    }),
  });
  expect(response.status).toBe(200);
  expect(await productCount()).toBe(62);
});

it("refuses to restore a snapshot that does not exist", async () => {
  await expect(emulator.restore("nope")).rejects.toThrow(/404.*SNAPSHOT_NOT_FOUND/);
});
