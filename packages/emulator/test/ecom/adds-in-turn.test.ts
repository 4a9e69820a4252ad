/**
 * Adds to one cart take turns through one database handle: the second starts
 * once the first has answered (also when the first failed), while an add to
 * another cart does not wait. Each add here runs a statement on the test
 * database, as a real add does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { addInTurn } from "../../src/ecom/cart/adds-in-turn.ts";
import { testBackend, testDatabase } from "../support/test-database.ts";

describe(`adds in turn (${testBackend})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase();
  });

  it("starts an add to a cart after the previous one answered, and an add to another cart at once", async () => {
    const events: string[] = [];
    const add =
      (name: string, fails = false) =>
      async () => {
        events.push(`${name} starts`);
        await db.query("select pg_sleep(0.05)");
        events.push(`${name} ends`);
        if (fails) throw new Error(`${name} refused`);
        return name;
      };
    const first = addInTurn(db, "cart-1", add("first", true));
    const second = addInTurn(db, "cart-1", add("second"));
    const other = addInTurn(db, "cart-2", add("other"));
    await expect(first).rejects.toThrow("first refused");
    expect(await second).toBe("second");
    expect(await other).toBe("other");
    expect(events.indexOf("second starts")).toBeGreaterThan(events.indexOf("first ends"));
    expect(events.indexOf("other starts")).toBeLessThan(events.indexOf("first ends"));
  });
});
