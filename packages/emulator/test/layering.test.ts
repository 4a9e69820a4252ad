/**
 * The emulator's downward-only rule (README, "Layout"; `packages/emulator/biome.json`) bites:
 * Biome, run with the emulator's own configuration, refuses an import of a row above (and between
 * the two catalogues, which share only `catalog-core/` below them) and keeps imports of the file's
 * own row and the rows below. The tests' front-door rule (README, "Tests") bites the same way: a test
 * importing `src/` by path is refused unless the import says, in a suppression comment, which
 * module it examines.
 */
import { fileURLToPath } from "node:url";
import { refusedImports } from "@vitrine/testkit";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

describe("the emulator's layers", () => {
  it("refuses an import of a row above, from folders and from the root's files", async () => {
    const found = await refusedImports({
      repoRoot,
      workspace: "packages/emulator",
      files: {
        "src/catalog/fixture.ts": [
          'import { placeOrder } from "../ecom/orders/place-order.ts";',
          'import { createApp } from "../app.ts";',
          'import { hostedPages } from "../hosted/hosted-pages.ts";',
          'import { cartOf } from "../ecom/cart/cart-rows.ts";',
          'import { STORES_APP_ID } from "../ecom/cart/cart-record.ts";',
          'import { v3Rows } from "../catalog-v3/store/product-rows.ts";',
          'import { seedDemoStoreV3 } from "../catalog-demo/demo-store-v3.ts";',
          "export const all = [placeOrder, createApp, hostedPages, cartOf, STORES_APP_ID, v3Rows, seedDemoStoreV3];",
          "",
        ].join("\n"),
        "src/db/fixture.ts": [
          'import { notFound } from "../errors.ts";',
          'import { Outbox } from "../events/outbox.ts";',
          "export const all = [notFound, Outbox];",
          "",
        ].join("\n"),
        "src/config.ts": 'export { createApp } from "./app.ts";\n',
        "src/http/fixture.ts": 'export { readMember } from "../identity/members/member-rows.ts";\n',
        "src/catalog-v3/fixture.ts": [
          'import { readProduct } from "../catalog/reads/read-product.ts";',
          'import { planUnitCents } from "../ecom/pricing/subscription-plan.ts";',
          "export const all = [readProduct, planUnitCents];",
          "",
        ].join("\n"),
        "src/catalog-core/fixture.ts": [
          'import { productRows } from "../catalog/store/product-rows.ts";',
          'import { v3Rows } from "../catalog-v3/store/product-rows.ts";',
          "export const all = [productRows, v3Rows];",
          "",
        ].join("\n"),
      },
    });
    expect(found).toEqual([
      { file: "src/catalog-core/fixture.ts", line: 1 },
      { file: "src/catalog-core/fixture.ts", line: 2 },
      { file: "src/catalog-v3/fixture.ts", line: 1 },
      { file: "src/catalog-v3/fixture.ts", line: 2 },
      { file: "src/catalog/fixture.ts", line: 1 },
      { file: "src/catalog/fixture.ts", line: 2 },
      { file: "src/catalog/fixture.ts", line: 3 },
      { file: "src/catalog/fixture.ts", line: 4 },
      { file: "src/catalog/fixture.ts", line: 5 },
      { file: "src/catalog/fixture.ts", line: 6 },
      { file: "src/catalog/fixture.ts", line: 7 },
      { file: "src/config.ts", line: 1 },
      { file: "src/db/fixture.ts", line: 2 },
      { file: "src/http/fixture.ts", line: 1 },
    ]);
  });

  it("keeps imports of the file's own row and the rows below", async () => {
    const found = await refusedImports({
      repoRoot,
      workspace: "packages/emulator",
      files: {
        "src/ecom/fixture.ts": [
          'import { productRows } from "../catalog/store/product-rows.ts";',
          'import { v3Rows } from "../catalog-v3/store/product-rows.ts";',
          'import { replyError } from "../http/reply-error.ts";',
          'import { loadConfig } from "../config.ts";',
          "export const all = [productRows, v3Rows, replyError, loadConfig];",
          "",
        ].join("\n"),
        "src/catalog-v3/fixture.ts": [
          'import { fieldTable } from "../catalog-core/query/field-table.ts";',
          'import { stores } from "@vitrine/sdk/ecom";',
          "export const all = [fieldTable, stores];",
          "",
        ].join("\n"),
        "src/catalog/fixture.ts":
          'export { compileFilter } from "../catalog-core/query/compile-filter.ts";\n',
        "src/catalog-demo/fixture.ts": [
          'import { buildCatalogue } from "../catalog/seed/demo-store.ts";',
          'import { insertProduct } from "../catalog-v3/store/product-rows.ts";',
          "export const all = [buildCatalogue, insertProduct];",
          "",
        ].join("\n"),
        "src/app.ts": 'export { hostedPages } from "./hosted/hosted-pages.ts";\n',
      },
    });
    expect(found).toEqual([]);
  });

  it("refuses a test's import of src/ by path, and keeps the front doors and a stated examination", async () => {
    const found = await refusedImports({
      repoRoot,
      workspace: "packages/emulator",
      files: {
        "test/ecom/fixture.test.ts": [
          'import { demoShopSettings } from "../../src/settings/shop-settings.ts";',
          'import type { Database } from "../../src/db/database.ts";',
          'import { createApp } from "@vitrine/emulator";',
          'import { startTestApp } from "@vitrine/emulator/testing";',
          'import { placedOrder } from "./support/placed-order.ts";',
          "// biome-ignore lint/style/noRestrictedImports: unit test of the totals",
          'import { computeTotals } from "../../src/ecom/pricing/totals.ts";',
          "export const all = [demoShopSettings, createApp, startTestApp, placedOrder, computeTotals];",
          "export type Db = Database;",
          "",
        ].join("\n"),
        "test/support/fixture.ts": 'export { migrate } from "../../src/db/migrate.ts";\n',
        "test/fixture.test.ts": 'export { endpoints } from "../src/endpoints.ts";\n',
      },
    });
    expect(found).toEqual([
      { file: "test/ecom/fixture.test.ts", line: 1 },
      { file: "test/ecom/fixture.test.ts", line: 2 },
      { file: "test/fixture.test.ts", line: 1 },
      { file: "test/support/fixture.ts", line: 1 },
    ]);
  });
});
