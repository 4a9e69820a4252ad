/**
 * A field whose read fails for a reason no caller caused (the database down, a
 * bug) is not reported as a GraphQL error: the request is answered as any other
 * route answers it, 503 `UNAVAILABLE` with `Retry-After`, or a generic 500.
 */

import { createApp, type Database } from "@vitrine/emulator";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: makes the database fail as an outage does
import { DatabaseUnavailable } from "../../src/db/database-unavailable.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

let t: TestApp;
let app: FastifyInstance;
let failure: Error | undefined;

/** `db`, whose statements reading the products table throw `failure` while it is set. */
function failingProducts(db: Database): Database {
  return {
    kind: db.kind,
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
    exec: (script) => db.exec(script),
    query: (text, params) => {
      if (failure && text.includes("from products")) return Promise.reject(failure);
      return db.query(text, params);
    },
  };
}

beforeEach(async () => {
  t = await startTestApp();
  app = createApp({ db: failingProducts(t.db), config: t.config, logger: false });
  await app.ready();
});
afterEach(async () => {
  failure = undefined;
  await app.close();
  await t.close();
});

const query = () =>
  app.inject({
    method: "POST",
    url: "/graphql/alpha",
    headers: t.merchantHeaders,
    payload: { query: "{ storesProductsV1Products { items { id } } }" },
  });

describe(`GraphQL with a failing database on ${testBackend}`, () => {
  it("answers 503 UNAVAILABLE with Retry-After when the database is unavailable", async () => {
    expect((await query()).statusCode).toBe(200);
    failure = new DatabaseUnavailable(new Error("connection refused"));
    const response = await query();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.json()).toMatchObject({ details: { applicationError: { code: "UNAVAILABLE" } } });
  });

  it("answers a generic 500 for a bug, with nothing of it in the body", async () => {
    failure = new Error("secret internals");
    const response = await query();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ details: { applicationError: { code: "INTERNAL_ERROR" } } });
    expect(response.body).not.toContain("secret internals");
  });
});
