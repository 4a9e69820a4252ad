/**
 * Ribbon calls racing each other and product writes through the real app, on both databases (on
 * PostgreSQL on separate pooled connections): no 5xx, no deadlock, one winner per name, and the
 * ribbons table in step with the products afterwards.
 */

import type { RibbonEntity } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend } from "../../support/test-database.ts";
import { type ApplicationErrorBody, createProduct, merchant } from "../writes/merchant-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** Creates ribbon `name` through the API and returns it as served (whatever the status). */
async function createRibbon(name: string): Promise<RibbonEntity> {
  const reply = await merchant<{ ribbon: RibbonEntity }>(t, "POST", "/stores/v3/ribbons", {
    ribbon: { name },
  });
  return reply.body.ribbon;
}

/** Product ribbon names no ribbon has, and product-made ribbons no product uses. */
async function outOfStep(): Promise<string[]> {
  const rows = await t.db.query<{ name: string }>(
    `(select doc->>'ribbon' as name from products where coalesce(doc->>'ribbon', '') <> ''
      except select name from ribbons)
     union all
     (select name from ribbons where not kept
      except select doc->>'ribbon' from products where coalesce(doc->>'ribbon', '') <> '')`,
  );
  return rows.map((row) => row.name);
}

describe(`ribbon races on ${testBackend}`, () => {
  // No racing write takes the new name: a product taking "Hot" first would rightly make the rename a 409.
  it("a rename racing writes to the products that carry the ribbon", async () => {
    const sale = await createRibbon("Sale");
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await createProduct(t, { name: `P${i}`, priceData: { price: 1 }, ribbon: "Sale" })).id);
    const writes = [
      merchant(t, "PATCH", `/stores/v3/ribbons/${sale.id}`, {
        ribbon: { revision: sale.revision, name: "Hot" },
      }),
      merchant(t, "PATCH", `/stores/v1/products/${ids[0]}`, { product: { ribbon: "Sale" } }),
      merchant(t, "PATCH", `/stores/v1/products/${ids[1]}`, { product: { ribbon: "Warm" } }),
      merchant(t, "POST", `/stores/v1/products/${ids[2]}/remove-ribbon`, {}),
      merchant(t, "PATCH", `/stores/v1/products/${ids[3]}`, { product: { ribbon: "Cold" } }),
      merchant(t, "PATCH", `/stores/v1/products/${ids[4]}`, { product: { name: "Renamed" } }),
      merchant(t, "POST", "/stores/v1/products", {
        product: { name: "New", priceData: { price: 1 }, ribbon: "Sale" },
      }),
    ];
    const replies = await Promise.all(writes);
    expect(replies.map((r) => r.status)).toEqual(writes.map(() => 200));
    expect(await outOfStep()).toEqual([]);
    const [renamed] = await t.db.query<{ name: string; revision: string | number }>(
      "select name, revision from ribbons where id = $1",
      [sale.id],
    );
    expect([renamed?.name, Number(renamed?.revision)]).toEqual(["Hot", 2]);
    const [untouched] = await t.db.query<{ ribbon: string }>(
      "select doc->>'ribbon' as ribbon from products where id = $1",
      [ids[5]],
    );
    expect(untouched?.ribbon).toBe("Hot");
  });

  it("a delete racing writes to the products that carry the ribbon", async () => {
    const sale = await createRibbon("Sale");
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await createProduct(t, { name: `P${i}`, priceData: { price: 1 }, ribbon: "Sale" })).id);
    const writes = [
      merchant(t, "DELETE", `/stores/v3/ribbons/${sale.id}`),
      merchant(t, "PATCH", `/stores/v1/products/${ids[0]}`, { product: { ribbon: "Other" } }),
      merchant(t, "POST", `/stores/v1/products/${ids[1]}/remove-ribbon`, {}),
      merchant(t, "PATCH", `/stores/v1/products/${ids[2]}`, { product: { description: "x" } }),
    ];
    const replies = await Promise.all(writes);
    expect(replies.map((r) => r.status)).toEqual(writes.map(() => 200));
    expect(await outOfStep()).toEqual([]);
    const [gone] = await t.db.query("select 1 from ribbons where id = $1", [sale.id]);
    expect(gone).toBeUndefined();
  });

  it("a product dropping the last use of a product-made ribbon racing another taking it", async () => {
    for (let round = 0; round < 5; round++) {
      const name = `Flash ${round}`;
      const last = await createProduct(t, { name: `Last ${round}`, priceData: { price: 1 }, ribbon: name });
      const next = await createProduct(t, { name: `Next ${round}`, priceData: { price: 1 } });
      const replies = await Promise.all([
        merchant(t, "POST", `/stores/v1/products/${last.id}/remove-ribbon`, {}),
        merchant(t, "PATCH", `/stores/v1/products/${next.id}`, { product: { ribbon: name } }),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      expect(await outOfStep()).toEqual([]);
    }
  });

  it("one winner when creates and renames race for one name", async () => {
    const creates = await Promise.all(
      Array.from({ length: 5 }, () =>
        merchant(t, "POST", "/stores/v3/ribbons", { ribbon: { name: "Sale" } }),
      ),
    );
    expect(creates.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const a = await createRibbon("A");
    const b = await createRibbon("B");
    // Only the loser's body is read below: the 409 envelope.
    const renames = await Promise.all(
      [a, b].map((r) =>
        merchant<ApplicationErrorBody>(t, "PATCH", `/stores/v3/ribbons/${r.id}`, {
          ribbon: { revision: "1", name: "Hot" },
        }),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = renames.find((r) => r.status === 409);
    expect(loser?.body.details.applicationError.code).toBe("RIBBON_NAME_ALREADY_EXISTS");
    const names = await t.db.query<{ name: string }>("select name from ribbons order by name");
    expect(names.map((r) => r.name).sort()).toEqual(
      ["A", "B", "Hot", "Sale"].filter((n) => n !== (renames[0]?.status === 200 ? "A" : "B")),
    );
  });
});
