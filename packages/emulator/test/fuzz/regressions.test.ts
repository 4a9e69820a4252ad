/**
 * Counterexamples the fuzzer found, kept as plain tests: each once answered a
 * 5xx or left the envelope (or the request id) out.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

describe(`fuzz regressions on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { logger: false });
  });
  afterEach(() => t.close());

  const expectEnvelope = (response: Awaited<ReturnType<TestApp["inject"]>>, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers["x-wix-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = response.json();
    expect(typeof body.message).toBe("string");
    expect(body.details.applicationError ?? body.details.validationError).toBeDefined();
    return body;
  };

  it("answers a path that is not valid percent-encoding with the envelope (was Fastify's own body, no request id)", async () => {
    const response = await t.inject({
      method: "DELETE",
      url: "/stores/v1/products/%",
      headers: t.merchantHeaders,
    });
    expect(expectEnvelope(response, 400).details.applicationError.code).toBe("INVALID_ARGUMENT");
  });

  it("answers an over-long path parameter with a 414 envelope (was Fastify's own body, no request id)", async () => {
    const response = await t.inject({ method: "GET", url: `/v2/collections/${"x".repeat(1_200)}` });
    expect(expectEnvelope(response, 414).details.applicationError.code).toBe("URI_TOO_LONG");
  });

  it("refuses a NUL in a path parameter with a 400 (was a 500: PostgreSQL text cannot hold NUL)", async () => {
    const response = await t.inject({
      method: "POST",
      url: "/stores/v1/products/%00abc/choices/media/delete?",
      headers: t.merchantHeaders,
    });
    const body = expectEnvelope(response, 400);
    expect(body.details.validationError.fieldViolations[0].field).toBe("id");
  });

  it("refuses a NUL or a lone surrogate in a body string or key, naming the field", async () => {
    const name = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: { ...t.merchantHeaders, "content-type": "application/json" },
      payload: '{"product":{"name":"Tee\\ud800","priceData":{"price":1}}}',
    });
    expect(expectEnvelope(name, 400).details.validationError.fieldViolations[0].field).toBe("product.name");
    const filter = await t.inject({
      method: "POST",
      url: "/stores-reader/v1/products/query-platformized",
      headers: { authorization: await t.visitorToken(), "content-type": "application/json" },
      payload: '{"query":{"filter":{"name":{"$startsWith":"a\\u0000"}}}}',
    });
    expect(expectEnvelope(filter, 400).details.validationError.fieldViolations[0].field).toBe(
      "query.filter.name.$startsWith",
    );
    const key = await t.inject({
      method: "POST",
      url: "/stores-reader/v1/products/query-platformized",
      headers: { authorization: await t.visitorToken(), "content-type": "application/json" },
      payload: '{"query":{"filter":{"a\\u0000":1}}}',
    });
    expect(expectEnvelope(key, 400).details.validationError.fieldViolations[0].field).toBe("query.filter");
    expect(await t.db.query("select id from products")).toEqual([]);
  });

  it("refuses a NUL inside a filter or sort sent as JSON text, naming the field (was a 500, seed -1918419690)", async () => {
    const jsonHeaders = { ...t.merchantHeaders, "content-type": "application/json" };
    const variants = await t.inject({
      method: "POST",
      url: "/stores-reader/v1/variants/query",
      headers: jsonHeaders,
      payload: JSON.stringify({ query: { filter: JSON.stringify({ id: "\0" }) } }),
    });
    expect(expectEnvelope(variants, 400).details.validationError.fieldViolations[0].field).toBe(
      "query.filter.id",
    );
    const products = await t.inject({
      method: "GET",
      url: `/stores-reader/v1/products/query-platformized?query.filter=${encodeURIComponent('{"name":"a\\u0000"}')}`,
      headers: { authorization: await t.visitorToken() },
    });
    expect(expectEnvelope(products, 400).details.validationError.fieldViolations[0].field).toBe(
      "query.filter.name",
    );
    const dotR = Buffer.from(JSON.stringify({ query: { sort: '[{"\\ud800":"asc"}]' } })).toString(
      "base64url",
    );
    const sort = await t.inject({
      method: "GET",
      url: `/stores-reader/v1/products/query-platformized?.r=${dotR}`,
      headers: { authorization: await t.visitorToken() },
    });
    expect(expectEnvelope(sort, 400).details.validationError.fieldViolations[0].field).toBe("query.sort[0]");
  });

  it("refuses a NUL inside the filter of a forged ribbon cursor (the cursor is JSON decoded after the payload check)", async () => {
    const cursor = Buffer.from(JSON.stringify({ filter: { name: "a\0" }, sort: null, offset: 0 })).toString(
      "base64url",
    );
    const response = await t.inject({
      method: "POST",
      url: "/stores/v3/ribbons/query",
      headers: { ...t.merchantHeaders, "content-type": "application/json" },
      payload: { query: { cursorPaging: { cursor } } },
    });
    expect(expectEnvelope(response, 400).details.validationError.fieldViolations[0].field).toBe(
      "query.filter.name",
    );
  });

  it("refuses a token whose header names a key id with a NUL as a bad credential (the kid was looked up: a 500)", async () => {
    const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const token = `${segment({ alg: "EdDSA", kid: "k\0" })}.${segment({ sub: "v" })}.c2ln`;
    const response = await t.inject({
      method: "GET",
      url: "/v2/collections/c1",
      headers: { authorization: token },
    });
    expect(expectEnvelope(response, 401).details.applicationError).toBeDefined();
  });

  it("refuses a body nested 100 000 levels deep with a 400, without overflowing the stack", async () => {
    const response = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: { ...t.merchantHeaders, "content-type": "application/json" },
      payload: `{"product":${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
    });
    expect(expectEnvelope(response, 400).message).toContain("nests more than 64 levels deep");
  });
});
