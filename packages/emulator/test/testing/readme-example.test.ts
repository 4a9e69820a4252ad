/**
 * The README's "Testing your store against the emulator" example, as written:
 * one emulator per file, reset between tests, the SDK as a visitor.
 */

import { type RunningEmulator, startEmulator } from "@vitrine/emulator/testing";
import { createClient } from "@vitrine/sdk";
import { queryProducts } from "@vitrine/sdk/catalog";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ seed: "demo" });
});
beforeEach(() => emulator.reset());
afterAll(() => emulator.stop());

it("lists the shop's products", async () => {
  const client = createClient({
    modules: { products: { queryProducts } },
    auth: OAuthStrategy({ clientId: emulator.clientId, baseUrl: emulator.url }),
    baseUrl: emulator.url,
  });
  const page = await client.products.queryProducts().limit(5).find();
  expect(page.items).toHaveLength(5);
});
