/**
 * Coalesced calls against the test database: a lone call runs at once, calls
 * made while a statement is in flight go out together as the next statement,
 * each caller gets its own row, and a failed statement fails every call it
 * served (and nothing after it). An app's `CoalescedCalls` keeps one queue per
 * operation, apart from another app's.
 */

import { type Database, defaultConfig } from "@vitrine/emulator";
import { beforeAll, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the coalesced database calls
import { CoalescedCalls, coalescedCalls } from "../../src/db/coalesced-calls.ts";
import { testBackend, testDatabase } from "../support/test-database.ts";

describe(`coalesced calls (${testBackend})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase();
  });

  /** Squares numbers in one statement per batch, recording each batch it ran. */
  function squares() {
    const batches: number[][] = [];
    const square = coalescedCalls(async (inputs: readonly number[]) => {
      batches.push([...inputs]);
      const rows = await db.query<{ square: number }>(
        "select (n * n)::int as square from unnest($1::int[]) with ordinality as u(n, i) order by i",
        [inputs],
      );
      return rows.map((row) => row.square);
    });
    return { square, batches };
  }

  it("runs a lone call alone, and the calls made meanwhile as one statement", async () => {
    const { square, batches } = squares();
    expect(await square(3)).toBe(9);
    const answers = await Promise.all([2, 4, 5, 6].map((n) => square(n)));
    expect(answers).toEqual([4, 16, 25, 36]);
    expect(batches).toEqual([[3], [2], [4, 5, 6]]);
  });

  it("fails every call of a failed statement, and serves the calls after it", async () => {
    const divide = coalescedCalls(async (inputs: readonly number[]) => {
      const rows = await db.query<{ quotient: number }>(
        "select (12 / n)::int as quotient from unnest($1::int[]) with ordinality as u(n, i) order by i",
        [inputs],
      );
      return rows.map((row) => row.quotient);
    });
    const first = divide(4);
    const failed = [divide(0), divide(6)].map((call) => call.then(String, (error: Error) => error.message));
    expect(await first).toBe(3);
    expect(await Promise.all(failed)).toEqual([
      expect.stringContaining("division by zero"),
      expect.stringContaining("division by zero"),
    ]);
    expect(await divide(2)).toBe(6);
  });

  it("keeps an app's queues per operation and apart from another app's", async () => {
    const batches: string[] = [];
    const tagged =
      (tag: string) =>
      async (database: Database, _config: unknown, inputs: readonly number[]): Promise<number[]> => {
        batches.push(`${tag}${inputs.join(",")}`);
        const rows = await database.query<{ n: number }>("select unnest($1::int[]) as n", [inputs]);
        return rows.map((row) => row.n);
      };
    const [readA, readB] = [tagged("a:"), tagged("b:")];
    const config = defaultConfig();
    const one = new CoalescedCalls(db, config);
    const other = new CoalescedCalls(db, config);
    const answers = await Promise.all([
      one.call(readA, 1),
      one.call(readA, 2),
      one.call(readA, 3),
      one.call(readB, 4),
      other.call(readA, 5),
      other.call(readA, 6),
    ]);
    expect(answers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(batches.sort()).toEqual(["a:1", "a:2,3", "a:5", "a:6", "b:4"]);
  });
});
