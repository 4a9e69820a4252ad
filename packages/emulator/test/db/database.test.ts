import { beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the migrations
import { migrate } from "../../src/db/migrate.ts";
import { resetDatabase, testBackend, testDatabase } from "../support/test-database.ts";

describe(`database on ${testBackend}`, () => {
  beforeEach(async () => resetDatabase(await testDatabase()));

  it("returns the same JS types on every backend", async () => {
    const db = await testDatabase();
    const [row] = await db.query<Record<string, unknown>>(
      "select 9007199254740993::bigint as big, '2026-01-02T03:04:05Z'::timestamptz as at, $1::jsonb as doc, 1.25::float8 as num, array['a','b']::text[] as list",
      [JSON.stringify({ nested: { ok: true } })],
    );
    expect(row).toEqual({
      big: "9007199254740993",
      at: new Date("2026-01-02T03:04:05Z"),
      doc: { nested: { ok: true } },
      num: 1.25,
      list: ["a", "b"],
    });
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    const db = await testDatabase();
    await db.transaction((tx) => tx.query("insert into site (id) values ('kept')"));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into site (id) values ('lost')");
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.query("select id from site order by id")).toEqual([{ id: "kept" }]);
  });

  it("applies each migration once", async () => {
    const db = await testDatabase();
    expect(await migrate(db)).toEqual([]);
    const applied = await db.query<{ name: string }>("select name from schema_migrations");
    expect(applied.map((row) => row.name)).toContain("001_initial.sql");
  });
});
