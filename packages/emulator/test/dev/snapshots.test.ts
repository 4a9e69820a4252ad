/**
 * Snapshots (`/_dev/snapshots`) of the demo store: taken (201), listed,
 * restored after catalogue and member changes, deleted; a restore that
 * fails leaves the store as it was; and the error envelope for bad names,
 * unknown snapshots and snapshots of another schema.
 */

import { DEMO_MEMBER, seedDemoMember, seedDemoStore } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.inject({ method, url, headers: t.merchantHeaders, ...(payload ? { payload } : {}) });

async function storeState() {
  const [counts] = await t.db.query<{ products: number; identities: number; outbox: number }>(
    `select (select count(*)::int from products) as products, (select count(*)::int from identities) as identities,
       (select count(*)::int from outbox) as outbox`,
  );
  if (!counts) throw new Error("the count query answered no row");
  const names = await t.db.query<{ name: string }>("select doc->>'name' as name from products order by id");
  return { ...counts, names: names.map((row) => row.name) };
}

async function changeStore() {
  const created = await call("POST", "/stores/v1/products", {
    product: { name: "Linen Shirt", productType: "physical", priceData: { price: 40 } },
  });
  expect(created.statusCode, created.body).toBe(200);
  const createdId = created.json().product.id as string;
  // A seeded product, never the one just created: product ids are random, so "the first" could be either.
  const [seeded] = await t.db.query<{ id: string }>(
    "select id from products where id <> $1 order by id limit 1",
    [createdId],
  );
  expect((await call("DELETE", `/stores/v1/products/${seeded?.id}`)).statusCode).toBe(200);
  await t.db.query("delete from identities");
  return createdId;
}

beforeEach(async () => {
  t = await startTestApp();
  await seedDemoStore(t.db, "http://localhost:4000");
  await seedDemoMember(t.db, new Date());
});

afterEach(() => t.close());

describe("store snapshots", () => {
  it("takes, lists, restores and deletes a snapshot of the whole store", async () => {
    const before = await storeState();
    const taken = await call("POST", "/_dev/snapshots", { name: "seeded" });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().snapshot).toMatchObject({ name: "seeded" });
    expect(taken.json().snapshot.rows).toBeGreaterThan(before.products);

    const createdId = await changeStore();
    expect(await storeState()).not.toEqual(before);
    expect((await call("GET", `/stores-reader/v1/products/${createdId}`)).statusCode).toBe(200);

    const restored = await call("POST", "/_dev/snapshots/seeded/restore");
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().snapshot.name).toBe("seeded");
    expect(await storeState()).toEqual(before);
    const gone = await call("GET", `/stores-reader/v1/products/${createdId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe("PRODUCT_NOT_FOUND");
    const signIn = await t.db.query("select id from identities where email = $1", [DEMO_MEMBER.email]);
    expect(signIn).toHaveLength(1);

    // Restored twice: a snapshot stays until deleted.
    await changeStore();
    expect((await call("POST", "/_dev/snapshots/seeded/restore")).statusCode).toBe(200);
    expect(await storeState()).toEqual(before);

    expect(
      (await call("GET", "/_dev/snapshots")).json().snapshots.map((s: { name: string }) => s.name),
    ).toEqual(["seeded"]);
    expect((await call("DELETE", "/_dev/snapshots/seeded")).statusCode).toBe(200);
    expect((await call("GET", "/_dev/snapshots")).json()).toEqual({ snapshots: [] });
    const again = await call("POST", "/_dev/snapshots/seeded/restore");
    expect(again.statusCode).toBe(404);
    expect(again.json().details.applicationError.code).toBe("SNAPSHOT_NOT_FOUND");
  });

  it("gives events recorded after a restore new ids", async () => {
    const newestEvent = async () =>
      Number(
        (await t.db.query<{ id: string }>("select coalesce(max(id), 0)::text as id from outbox"))[0]?.id,
      );
    await call("POST", "/_dev/snapshots", { name: "seeded" });
    await changeStore();
    const beforeRestore = await newestEvent();
    await call("POST", "/_dev/snapshots/seeded/restore");
    const restored = await newestEvent();
    expect(restored).toBeLessThan(beforeRestore);
    await changeStore();
    const [after] = await t.db.query<{ id: string }>("select min(id)::text as id from outbox where id > $1", [
      restored,
    ]);
    expect(Number(after?.id)).toBeGreaterThan(beforeRestore);
  });

  it("leaves the store as it was when a restore fails", async () => {
    await call("POST", "/_dev/snapshots", { name: "seeded" });
    await changeStore();
    const changed = await storeState();
    // A snapshot whose products hold the same row twice cannot go back in (primary key).
    await t.db.query(
      `update dev_snapshot_tables set rows = rows || jsonb_build_array(rows->0)
       where snapshot_name = 'seeded' and table_name = 'products'`,
    );
    const failed = await call("POST", "/_dev/snapshots/seeded/restore");
    expect(failed.statusCode).toBe(409);
    expect(failed.json().details.applicationError.code).toBe("SNAPSHOT_RESTORE_FAILED");
    expect(failed.json().message).toMatch(/^Snapshot seeded could not be restored, the store is unchanged: /);
    expect(await storeState()).toEqual(changed);
  });

  it("refuses a snapshot taken under other migrations", async () => {
    await call("POST", "/_dev/snapshots", { name: "old" });
    await t.db.query("update dev_snapshots set migration = '001_initial.sql'");
    const refused = await call("POST", "/_dev/snapshots/old/restore");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe("SNAPSHOT_SCHEMA_CHANGED");
  });

  it.each([
    [{}, "name is required"],
    [{ name: "" }, "name must be 1 to 100 letters"],
    [{ name: "a b" }, "name must be 1 to 100 letters"],
    [{ name: 7 }, "name must be 1 to 100 letters"],
  ])("refuses %j with the error envelope", async (payload, message) => {
    const response = await call("POST", "/_dev/snapshots", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call("GET", "/_dev/snapshots")).json()).toEqual({ snapshots: [] });
  });

  it("answers 404 for an unknown snapshot and 401 without a merchant key", async () => {
    expect((await call("DELETE", "/_dev/snapshots/nope")).statusCode).toBe(404);
    const anonymous = await t.inject({ method: "POST", url: "/_dev/snapshots", payload: { name: "x" } });
    expect(anonymous.statusCode).toBe(401);
  });
});
