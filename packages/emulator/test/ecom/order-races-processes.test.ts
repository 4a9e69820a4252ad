/**
 * Shoppers racing for the last units through two emulator processes (the
 * CLI started twice) on one PostgreSQL database, over HTTP: exactly as many
 * orders as there are units, the rest refused with 409, no 500, stock at zero
 * and never below; a visitor's first adds through both processes at once make one
 * current cart holding every unit. PostgreSQL only (PGlite is one process's own database): the
 * PGlite project leaves this file out (`vitest.projects.ts`).
 */

import type { Database } from "@vitrine/emulator";
import {
  createScratchPostgresDatabase,
  openTestingDatabase,
  type ScratchPostgresDatabase,
} from "@vitrine/emulator/testing";
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { type CliProcess, killStartedClis, startCli } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

// An emulator a timed-out test started ends with the file.
afterAll(killStartedClis);

const SHOPPERS = 20;
const UNITS = 5;
const API_KEY = "races-api-key-0123456789";
const CLIENT_ID = "races-client";
const SITE_ID = "vitrine-demo-site";

/** An HTTP reply: status and parsed body. */
interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const merchantHeaders = { authorization: API_KEY, "wix-site-id": SITE_ID };

async function visitorToken(baseUrl: string): Promise<string> {
  const reply = await call(
    baseUrl,
    "POST",
    "/oauth2/token",
    {},
    { clientId: CLIENT_ID, grantType: "anonymous" },
  );
  expect(reply.status).toBe(200);
  return reply.body.access_token as string;
}

/** A checkout of one unit of `productId` for a new visitor of `baseUrl`. */
async function checkoutOfOne(baseUrl: string, productId: string): Promise<string> {
  const buyer = { authorization: await visitorToken(baseUrl) };
  const added = await call(baseUrl, "POST", "/ecom/v1/carts/current/add-to-cart", buyer, {
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
  });
  expect(added.status).toBe(200);
  const checkout = await call(baseUrl, "POST", "/ecom/v1/carts/current/create-checkout", buyer, {
    channelType: "WEB",
  });
  expect(checkout.status).toBe(200);
  return checkout.body.checkoutId as string;
}

describe("orders racing for the last units through two emulator processes on one PostgreSQL", () => {
  let scratch: ScratchPostgresDatabase;
  let db: Database;
  const processes: CliProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(inject("postgresUrl"), `vitrine_races_${process.pid}`);
    const url = scratch.url;
    const args = ["start", "--port", "0", "--api-key", API_KEY, "--client-id", CLIENT_ID];
    // One after the other: the first migrates the new database, the second finds it migrated.
    processes.push(await startCli(args, { DATABASE_URL: url }));
    processes.push(await startCli(args, { DATABASE_URL: url }));
    db = await openTestingDatabase(url, { maxConnections: 1 });
  });

  afterAll(async () => {
    const exits = await Promise.all(processes.map((cli) => cli.stop()));
    await db?.close();
    await scratch?.drop();
    expect(exits).toEqual(processes.map(() => ({ code: 0, signal: null })));
  });

  it("makes one current cart when a visitor's first adds race through both processes, with every unit in it", async () => {
    const [a, b] = processes.map((cli) => cli.baseUrl) as [string, string];
    const created = await call(a, "POST", "/stores/v1/products", merchantHeaders, {
      product: { name: "Mug", productType: "physical", priceData: { price: 12 } },
    });
    expect(created.status).toBe(200);
    const productId = (created.body.product as { id: string }).id;
    const line = { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 };
    const visitors = await Promise.all(Array.from({ length: 8 }, () => visitorToken(a)));
    const replies = await Promise.all(
      visitors.flatMap((token) =>
        Array.from({ length: 4 }, (_, i) =>
          call(
            i % 2 === 0 ? a : b,
            "POST",
            "/ecom/v1/carts/current/add-to-cart",
            { authorization: token },
            {
              lineItems: [line],
            },
          ),
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    for (const token of visitors) {
      const cart = await call(b, "GET", "/ecom/v1/carts/current", { authorization: token });
      expect(cart.status).toBe(200);
      expect(
        (cart.body.cart as { lineItems: { quantity: number }[] }).lineItems.map((l) => l.quantity),
      ).toEqual([4]);
    }
    const carts = await db.query<{ carts: number }>(
      "select count(*)::int as carts from carts where is_current and owner_kind = 'visitor'",
    );
    expect(carts[0]?.carts).toBe(visitors.length);
  });

  it(`gives ${SHOPPERS} shoppers racing for ${UNITS} units exactly ${UNITS} orders`, async () => {
    const [a, b] = processes.map((cli) => cli.baseUrl) as [string, string];
    const created = await call(a, "POST", "/stores/v1/products", merchantHeaders, {
      product: {
        name: "Lamp",
        productType: "physical",
        priceData: { price: 40 },
        stock: { trackInventory: true, quantity: UNITS },
      },
    });
    expect(created.status).toBe(200);
    const productId = (created.body.product as { id: string }).id;

    // Every shopper gets a checkout from one process or the other, all at once.
    const checkoutIds = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => checkoutOfOne(i % 2 === 0 ? a : b, productId)),
    );
    // Then every order is placed at once, half through each process.
    const replies = await Promise.all(
      checkoutIds.map((id, i) =>
        call(i % 2 === 0 ? b : a, "POST", `/ecom/v1/checkouts/${id}/create-order`, merchantHeaders, { id }),
      ),
    );

    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(UNITS);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(
      refused.map((reply) => [
        reply.status,
        (reply.body.details as { applicationError?: { code: string } }).applicationError?.code,
      ]),
    ).toEqual(Array.from({ length: SHOPPERS - UNITS }, () => [409, "FULL_OUT_OF_STOCK"]));

    const orders = await db.query<{ units: number }>(
      `select (select sum((l->>'quantity')::int) from jsonb_array_elements(doc->'lineItems') l)::int as units
       from orders`,
    );
    expect(orders.map((order) => order.units)).toEqual(Array.from({ length: UNITS }, () => 1));
    for (const baseUrl of [a, b]) {
      const read = await call(baseUrl, "GET", `/stores-reader/v1/products/${productId}`, merchantHeaders);
      expect((read.body.product as { stock: unknown }).stock).toMatchObject({
        trackInventory: true,
        quantity: 0,
        inStock: false,
      });
    }
  });
});
