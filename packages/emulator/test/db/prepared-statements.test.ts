/**
 * Statements with parameters run as named prepared statements on PostgreSQL
 * (parsed and planned once per connection), with a cap on how many texts get
 * a name. On both backends: the same statement with other values answers
 * right every time, and statements without parameters still run.
 */

import type { Database } from "@vitrine/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the PostgreSQL pool and its prepared statements
import { openPostgresDatabase } from "../../src/db/postgres-database.ts";
import { testBackend, testDatabase, workerPostgresUrl } from "../support/test-database.ts";

let db: Database;
let ownPool = false;

beforeAll(async () => {
  // One connection on PostgreSQL, so what this test prepares is on the connection it inspects.
  ownPool = testBackend === "postgres";
  db = ownPool ? await openPostgresDatabase(await workerPostgresUrl(), 1) : await testDatabase();
});
afterAll(async () => {
  if (ownPool) await db.close();
});

const prepared = async () =>
  (await db.query<{ statement: string }>("select statement from pg_prepared_statements")).map(
    (row) => row.statement,
  );

describe("statements with parameters", () => {
  it("answer right for every value, the same text run again and again", async () => {
    for (let n = 0; n < 50; n++) {
      const [row] = await db.query<{ sum: number; text: string }>(
        "select $1::int + $2::int as sum, $3::text as text",
        [n, 1, `value ${n}`],
      );
      expect(row).toEqual({ sum: n + 1, text: `value ${n}` });
    }
    if (testBackend === "postgres") {
      expect((await prepared()).filter((text) => text.includes("$1::int + $2::int"))).toHaveLength(1);
    }
  });

  it("leave statements without parameters as they were (DDL too)", async () => {
    await db.query("create temporary table if not exists scratch (n int)");
    await db.query("insert into scratch values (1)");
    const rows = await db.query<{ n: number }>("select n from scratch where n = $1", [1]);
    expect(rows).toEqual([{ n: 1 }]);
    await db.query("drop table scratch");
  });

  it("get a name only up to the cap: later texts are parsed each time and still answer", async () => {
    for (let n = 0; n < 520; n++) {
      const [row] = await db.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      expect(row?.n).toBe(n + 1);
    }
    if (testBackend === "postgres") {
      const names = await prepared();
      expect(names.length).toBe(500);
      expect(names).not.toContain("select $1::int + 519 as n");
    }
  });
});
