/**
 * The emulator's downward-only rule (README, "Layout"; `packages/emulator/biome.json`) bites:
 * Biome, run with the emulator's own configuration, refuses an import of a row above and keeps
 * imports of the file's own row and the rows below.
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
          "export const all = [placeOrder, createApp, hostedPages, cartOf];",
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
      },
    });
    expect(found).toEqual([
      { file: "src/catalog/fixture.ts", line: 1 },
      { file: "src/catalog/fixture.ts", line: 2 },
      { file: "src/catalog/fixture.ts", line: 3 },
      { file: "src/catalog/fixture.ts", line: 4 },
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
        "src/catalog-v3/fixture.ts": 'export { readProduct } from "../catalog/reads/read-product.ts";\n',
        "src/app.ts": 'export { hostedPages } from "./hosted/hosted-pages.ts";\n',
      },
    });
    expect(found).toEqual([]);
  });
});
