/**
 * PostgreSQL going away under a running emulator: on a throwaway server of its
 * own (started here in both projects, since the outage is PostgreSQL's), the
 * server is shut down (`pg_ctl stop -m fast`) and started again. During the
 * outage reads, writes and token requests answer 503 in the provider's error
 * envelope (the OAuth error format on the token route) with a request id and
 * `Retry-After`, without hanging; once the server is back the same app serves
 * them again, nothing restarted, and nothing was half-written.
 */

import { createApp, type Database, defaultConfig, openDatabase } from "@vitrine/emulator";
import { findPostgresBinaries, type PostgresServer, startPostgresServer } from "@vitrine/testkit";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const API_KEY = "outage-api-key-0123456789";
const SITE_ID = "outage-site";
const merchant = { authorization: API_KEY, "wix-site-id": SITE_ID };

let server: PostgresServer;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  server = await startPostgresServer(bin);
  db = await openDatabase({ url: server.url });
  const config = defaultConfig({
    siteId: SITE_ID,
    apiKeys: [API_KEY],
    oauthClients: [{ clientId: "outage-client", allowedOrigins: [] }],
  });
  app = createApp({ db, config });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await server?.stop();
});

const createProduct = (name: string) =>
  app.inject({
    method: "POST",
    url: "/stores/v1/products",
    headers: merchant,
    payload: { product: { name, productType: "physical", priceData: { price: 10 } } },
  });
const listProducts = () =>
  app.inject({ method: "GET", url: "/stores-reader/v1/products/query-platformized", headers: merchant });
const anonymousToken = () =>
  app.inject({
    method: "POST",
    url: "/oauth2/token",
    payload: { clientId: "outage-client", grantType: "anonymous" },
  });

describe("PostgreSQL shut down under a running emulator", () => {
  it("answers 503 UNAVAILABLE while it is down and serves again once it is back", async () => {
    expect((await createProduct("Before the outage")).statusCode).toBe(200);

    server.shutDown();
    for (const response of [await listProducts(), await createProduct("During the outage")]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["x-wix-request-id"]).toMatch(/\S/);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({
        message: "The emulator's database is unavailable; retry shortly.",
        details: {
          applicationError: {
            code: "UNAVAILABLE",
            description: "The emulator's database is unavailable; retry shortly.",
            data: {},
          },
        },
      });
    }
    const token = await anonymousToken();
    expect(token.statusCode).toBe(503);
    expect(token.json()).toMatchObject({ error: "temporarily_unavailable" });

    server.startUp();
    expect((await createProduct("After the outage")).statusCode).toBe(200);
    const listed = await listProducts();
    expect(listed.statusCode).toBe(200);
    const names = (listed.json() as { products: { name: string }[] }).products.map((p) => p.name);
    expect(names.sort()).toEqual(["After the outage", "Before the outage"]);
    expect((await anonymousToken()).statusCode).toBe(200);
  });
});
