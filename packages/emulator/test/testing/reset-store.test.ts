/**
 * `resetStore`: whatever a test wrote, committed or rolled back, the next test
 * starts from empty tables and sequences at their start, on both databases.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testBackend, testDatabase } from "../support/test-database.ts";

async function rowCount(table: string): Promise<number> {
  const db = await testDatabase();
  const [row] = await db.query<{ n: string }>(`select count(*)::text as n from ${table}`);
  return Number(row?.n);
}

async function nextOrderNumber(): Promise<string | undefined> {
  const db = await testDatabase();
  const [row] = await db.query<{ n: string }>(
    "select nextval(pg_get_serial_sequence('orders', 'number'))::text as n",
  );
  return row?.n;
}

describe(`resetStore on ${testBackend}`, () => {
  beforeEach(async () => resetDatabase(await testDatabase()));

  it("empties the tables written to and keeps the migrations' record", async () => {
    const db = await testDatabase();
    const [migrations] = await db.query<{ n: string }>("select count(*)::text as n from schema_migrations");
    await db.query("insert into site (id) values ('s1'), ('s2')");
    await db.query(
      "insert into signing_keys (kid, purpose, alg, private_pem, public_jwk) values ($1, $2, $3, $4, $5)",
      ["k1", "access-token", "EdDSA", "pem", "{}"],
    );
    await resetDatabase(db);
    expect(await rowCount("site")).toBe(0);
    expect(await rowCount("signing_keys")).toBe(0);
    const [after] = await db.query<{ n: string }>("select count(*)::text as n from schema_migrations");
    expect(after?.n).toBe(migrations?.n);
  });

  it("sets a table's sequence back to its start, also when no row was kept", async () => {
    expect(await nextOrderNumber()).toBe("10001");
    expect(await nextOrderNumber()).toBe("10002");
    await resetDatabase(await testDatabase());
    expect(await nextOrderNumber()).toBe("10001");
  });

  it("leaves a table whose insert was rolled back empty and its numbering at the start", async () => {
    const db = await testDatabase();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "insert into products (id, name, slug, product_type, price, doc, created_date, last_updated) values ('p1', 'Mug', 'mug', 'physical', 0, '{}', now(), now())",
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await resetDatabase(db);
    const [row] = await db.query<{ n: string }>(
      "insert into products (id, name, slug, product_type, price, doc, created_date, last_updated) values ('p2', 'Cup', 'cup', 'physical', 0, '{}', now(), now()) returning numeric_id::text as n",
    );
    expect(row?.n).toBe("1");
    expect(await rowCount("products")).toBe(1);
  });
});
