/**
 * Adds whose cart locks wait on another transaction, on PostgreSQL. Two apps on one database (each
 * its own queue of adds, so their transactions race) add to a visitor's current cart and to a cart
 * by id at once: every add lands, none is lost, none deadlocks (each transaction locks its carts in
 * id order). An add waiting on a cart that the other transaction ends, or gives to a member, sees
 * the cart as that transaction left it: the ended cart is not found, and the visitor whose cart
 * went to a member gets a new current cart. PostgreSQL only (PGlite serves one connection, so no
 * transaction can stay open beside the app's): the PGlite project leaves this file out
 * (`vitest.projects.ts`).
 */
import type { Database } from "@vitrine/emulator";
import { createTestApp, openTestingDatabase } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { workerPostgresUrl } from "../support/test-database.ts";
import { buyer, createTee, errorCode, line, merchant, tokenSubject } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

/** Whether an add's lock statement is waiting on another transaction's row lock in `db`. */
async function lockWaiting(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query like 'with locked as%'`,
  );
  return (row?.n ?? 0) > 0;
}

describe("adds whose cart locks wait on another transaction on postgres", () => {
  let t: TestApp;
  let tee: CreatedProduct;
  let racer: Database;
  beforeEach(async () => {
    [t, racer] = await Promise.all([
      startTestApp(),
      workerPostgresUrl().then((url) => openTestingDatabase(url, { maxConnections: 1 })),
    ]);
    tee = await createTee(t);
  });
  afterEach(() => Promise.all([racer.close(), t.close()]));

  /** A visitor's current cart holding one tee in size M. */
  async function visitorCart(app: TestApp): Promise<{ visitor: string; id: string }> {
    const visitor = await app.visitorToken();
    const first = await buyer<Loose>(app, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    expect(first.status).toBe(200);
    return { visitor, id: first.body.cart.id as string };
  }

  it("lands every add when two apps add to a visitor's current cart and to a cart by id at once", async () => {
    const other = await createTestApp(t.db);
    try {
      const lineItems = [line(tee.id, 1, { options: { Size: "M" } })];
      const { visitor, id: currentId } = await visitorCart(t);
      const byId = await merchant<Loose>(t, "POST", "/ecom/v1/carts", { lineItems });
      const cartId = byId.body.cart.id as string;
      const replies = await Promise.all(
        Array.from({ length: 24 }, (_, i) => {
          const app = i % 2 === 0 ? t : other;
          return i % 4 < 2
            ? buyer<Loose>(app, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems })
            : merchant<Loose>(app, "POST", `/ecom/v1/carts/${cartId}/add-to-cart`, { lineItems });
        }),
      );
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      const quantities = (id: string) =>
        replies
          .filter((reply) => reply.body.cart.id === id)
          .map((reply) => reply.body.cart.lineItems[0].quantity)
          .sort((a: number, b: number) => a - b);
      expect(quantities(currentId)).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
      expect(quantities(cartId)).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
      const saved = await t.db.query<{ id: string; doc: Loose }>("select id, doc from carts order by id");
      expect(saved.map((cart) => [cart.id, cart.doc.lineItems[0].quantity])).toEqual(
        [currentId, cartId].sort().map((id) => [id, 13]),
      );
    } finally {
      await other.close();
    }
  });

  it("does not add to a cart by id that another transaction ended while the add waited on its lock", async () => {
    const { id } = await visitorCart(t);
    let reply: ReturnType<typeof merchant<Loose>> | undefined;
    await racer.transaction(async (tx) => {
      await tx.query("update carts set ended_at = now(), end_reason = 'DELETED' where id = $1", [id]);
      reply = merchant<Loose>(t, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
        lineItems: [line(tee.id, 2, { options: { Size: "M" } })],
      });
      await expect.poll(() => lockWaiting(t.db), { timeout: 10_000, interval: 20 }).toBe(true);
    });
    const added = await (reply as NonNullable<typeof reply>);
    expect(added.status).toBe(404);
    expect(errorCode(added)).toBe("CART_NOT_FOUND");
    const [cart] = await t.db.query<{ doc: Loose }>("select doc from carts where id = $1", [id]);
    expect(cart?.doc.lineItems.map((l: Loose) => l.quantity)).toEqual([1]);
  });

  it("makes a visitor a new current cart when theirs went to a member while the add waited on its lock", async () => {
    const { visitor, id } = await visitorCart(t);
    let reply: ReturnType<typeof buyer<Loose>> | undefined;
    await racer.transaction(async (tx) => {
      await tx.query("update carts set owner_kind = 'member', owner_id = 'member-1' where id = $1", [id]);
      reply = buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
        lineItems: [line(tee.id, 2, { options: { Size: "M" } })],
      });
      await expect.poll(() => lockWaiting(t.db), { timeout: 10_000, interval: 20 }).toBe(true);
    });
    const added = await (reply as NonNullable<typeof reply>);
    expect(added.status).toBe(200);
    expect(added.body.cart.id).not.toBe(id);
    expect(added.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([2]);
    const carts = await t.db.query<{ id: string; owner_kind: string; owner_id: string; doc: Loose }>(
      "select id, owner_kind, owner_id, doc from carts where ended_at is null and is_current order by owner_kind",
    );
    expect(
      carts.map((cart) => [cart.id, cart.owner_kind, cart.owner_id, cart.doc.lineItems[0].quantity]),
    ).toEqual([
      [id, "member", "member-1", 1],
      [added.body.cart.id, "visitor", tokenSubject(visitor), 2],
    ]);
  });
});
