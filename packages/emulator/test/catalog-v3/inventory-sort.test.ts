/**
 * Inventory items sorted by the fields the provider's query spec sorts on (`quantity`,
 * `inStock`, `trackQuantity`, `availabilityStatus`, `product.name`), on the real database.
 * An item that does not track its quantity has none: it comes last ascending and first
 * descending, and the cursor pages walk through those nulls (a page may start, end or
 * turn back among them) without serving an item twice or skipping one.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testBackend } from "../support/test-database.ts";
import { startV3App, type V3App } from "./support/v3-app.ts";

type Item = {
  id: string;
  quantity?: number;
  inStock?: boolean;
  trackQuantity: boolean;
  availabilityStatus: string;
  product: { name: string };
};
type Page = {
  inventoryItems: Item[];
  pagingMetadata: { cursors: { next: string | null; prev: string | null } };
};

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

/** A one-variant product named `name` whose item tracks `stock.quantity` or only says `stock.inStock`. */
async function product(name: string, stock: { quantity: number } | { inStock: boolean }): Promise<void> {
  const created = await t.merchant("POST", "/stores/v3/products", {
    product: {
      name,
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: {
        variants: [{ choices: [], price: { actualPrice: { amount: "12" } }, inventoryItem: stock }],
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

/** Four tracked items (1, 1, 3, 7 units) and three untracked ones. */
async function mixedStock(): Promise<void> {
  await product("Dune", { quantity: 3 });
  await product("Alba", { quantity: 1 });
  await product("Cove", { quantity: 1 });
  await product("Glen", { quantity: 7 });
  await product("Bay", { inStock: true });
  await product("Fell", { inStock: false });
  await product("Echo", { inStock: true });
}

async function query(body: Record<string, unknown>): Promise<Page> {
  const answer = await t.merchant("POST", "/stores/v3/inventory-items/query", { query: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Page;
}

/** Every item by following `next` cursors from the first page; the pages' ids and each page's prev cursor. */
async function walk(order: "ASC" | "DESC", limit: number) {
  const pages: Page[] = [await query({ sort: [{ fieldName: "quantity", order }], cursorPaging: { limit } })];
  for (
    let next = pages[0]?.pagingMetadata.cursors.next;
    next;
    next = pages.at(-1)?.pagingMetadata.cursors.next
  )
    pages.push(await query({ cursorPaging: { cursor: next } }));
  return pages;
}

/** The expected order, worked out here: by quantity with untracked items last (first descending), then by id. */
function expectedOrder(items: Item[], order: "ASC" | "DESC"): string[] {
  const rank = (item: Item) => item.quantity ?? Number.POSITIVE_INFINITY;
  const sorted = [...items].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return (order === "ASC" ? sorted : sorted.reverse()).map((item) => item.id);
}

describe(`inventory items sorted on ${testBackend}`, () => {
  it("pages by quantity through the untracked items' missing quantities, both ways", async () => {
    await mixedStock();
    const all = (await query({ cursorPaging: { limit: 100 } })).inventoryItems;
    expect(all).toHaveLength(7);
    for (const order of ["ASC", "DESC"] as const) {
      const expected = expectedOrder(all, order);
      for (const limit of [2, 3]) {
        const pages = await walk(order, limit);
        const ids = pages.flatMap((page) => page.inventoryItems.map((item) => item.id));
        expect(ids, `${order} by ${limit}`).toEqual(expected);
        for (let i = 1; i < pages.length; i++) {
          const prev = pages[i]?.pagingMetadata.cursors.prev;
          if (!prev) throw new Error(`page ${i} has no prev cursor`);
          const back = await query({ cursorPaging: { cursor: prev } });
          expect(back.inventoryItems.map((item) => item.id)).toEqual(
            pages[i - 1]?.inventoryItems.map((item) => item.id),
          );
        }
      }
    }
    const ascending = (await walk("ASC", 3)).map((page) => page.inventoryItems.map((item) => item.quantity));
    expect(ascending).toEqual([[1, 1, 3], [7, undefined, undefined], [undefined]]);
  });

  it("sorts by product name, stock, tracking and availability", async () => {
    await mixedStock();
    const names = async (sort: Record<string, string>[]) =>
      (await query({ sort, cursorPaging: { limit: 100 } })).inventoryItems.map((item) => item.product.name);
    expect(await names([{ fieldName: "product.name", order: "ASC" }])).toEqual([
      "Alba",
      "Bay",
      "Cove",
      "Dune",
      "Echo",
      "Fell",
      "Glen",
    ]);
    const byName = { fieldName: "product.name", order: "ASC" };
    expect(await names([{ fieldName: "inStock", order: "ASC" }, byName])).toEqual([
      "Fell",
      "Alba",
      "Bay",
      "Cove",
      "Dune",
      "Echo",
      "Glen",
    ]);
    expect(await names([{ fieldName: "trackQuantity", order: "DESC" }, byName])).toEqual([
      "Alba",
      "Cove",
      "Dune",
      "Glen",
      "Bay",
      "Echo",
      "Fell",
    ]);
    expect(await names([{ fieldName: "availabilityStatus", order: "DESC" }, byName])).toEqual([
      "Fell",
      "Alba",
      "Bay",
      "Cove",
      "Dune",
      "Echo",
      "Glen",
    ]);
  });

  it("refuses a field the provider does not sort on, and a cursor with a null for a key that has none", async () => {
    await mixedStock();
    const refused = await t.merchant("POST", "/stores/v3/inventory-items/query", {
      query: { sort: [{ fieldName: "locationId", order: "ASC" }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.validationError?.fieldViolations?.[0]?.field).toBe(
      "query.sort[0].fieldName",
    );
    const first = await query({
      sort: [{ fieldName: "productId", order: "ASC" }],
      cursorPaging: { limit: 1 },
    });
    const cursor = JSON.parse(
      Buffer.from(first.pagingMetadata.cursors.next ?? "", "base64url").toString("utf8"),
    );
    const forged = Buffer.from(JSON.stringify({ ...cursor, x: [null, null] }), "utf8").toString("base64url");
    const bad = await t.merchant("POST", "/stores/v3/inventory-items/query", {
      query: { cursorPaging: { cursor: forged } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.validationError?.fieldViolations?.[0]?.field).toBe("query.cursorPaging.cursor");
  });
});
