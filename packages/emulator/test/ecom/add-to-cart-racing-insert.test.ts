/**
 * The add to cart's retry after a racing insert, made to happen on PostgreSQL: another
 * transaction inserts the visitor's current cart and holds it uncommitted while the visitor's
 * first add runs. The add reads no current cart, makes a new one, and its insert waits on the
 * racing row; once that commits, the insert does nothing and the add locks the racing cart and
 * adds to it in a transaction of its own. The add lands once, in that one current cart.
 * PostgreSQL only (PGlite serves one connection, so no transaction can stay open beside the
 * app's): the PGlite project leaves this file out (`vitest.projects.ts`).
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@vitrine/emulator";
import { openTestingDatabase } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { workerPostgresUrl } from "../support/test-database.ts";
import { buyer, createTee, line } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

/** The visitor id an access token names (its `sub`). */
function visitorIdOf(token: string): string {
  const payload = token.split(".")[1] ?? "";
  return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub: string }).sub;
}

describe("an add racing the insert of its owner's current cart on postgres", () => {
  let t: TestApp;
  let tee: CreatedProduct;
  let racer: Database;
  beforeEach(async () => {
    t = await startTestApp();
    tee = await createTee(t);
    racer = await openTestingDatabase(await workerPostgresUrl(), { maxConnections: 1 });
  });
  afterEach(async () => {
    await racer.close();
    await t.close();
  });

  /** Whether a cart insert is waiting on another transaction's row lock. */
  async function insertWaiting(): Promise<boolean> {
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into carts%'`,
    );
    return (rows[0]?.n ?? 0) > 0;
  }

  it("adds to the cart the racing call inserted, once, after that call commits", async () => {
    const visitor = await t.visitorToken();
    const racingCartId = randomUUID();
    let reply: Promise<Awaited<ReturnType<typeof buyer<Loose>>>> | undefined;
    await racer.transaction(async (tx) => {
      await tx.query(
        `insert into carts (id, owner_kind, owner_id, is_current, doc, created_at, updated_at)
         values ($1, 'visitor', $2, true, '{"lineItems": []}', now(), now())`,
        [racingCartId, visitorIdOf(visitor)],
      );
      reply = buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
        lineItems: [line(tee.id, 3, { options: { Size: "M" } })],
      });
      // The add has read no current cart and its insert waits on this uncommitted one.
      await expect.poll(insertWaiting, { timeout: 10_000, interval: 20 }).toBe(true);
    });
    const added = await (reply as NonNullable<typeof reply>);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.cart.id).toBe(racingCartId);
    expect(added.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([3]);
    const carts = await t.db.query<{ id: string; is_current: boolean; doc: Loose }>(
      "select id, is_current, doc from carts where owner_id = $1",
      [visitorIdOf(visitor)],
    );
    expect(carts.map((cart) => [cart.id, cart.is_current])).toEqual([[racingCartId, true]]);
    expect(carts[0]?.doc.lineItems.map((l: Loose) => l.quantity)).toEqual([3]);
    const read = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(read.body.cart.id).toBe(racingCartId);
    expect(read.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([3]);
  });
});
