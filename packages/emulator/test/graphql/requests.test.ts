/**
 * The GraphQL endpoint's requests: access, malformed bodies, syntax and
 * validation errors, bad variables, read failures, statuses per response media
 * type, depth and cost bounds, and introspection.
 */

import { insertShirtCatalogue } from "@vitrine/emulator/testing";
import { getIntrospectionQuery } from "graphql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the GraphQL query limits
import { MAX_COST, MAX_DEPTH } from "../../src/graphql/query-limits.ts";
import { memberToken } from "../ecom/support/shop-calls.ts";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { gql } from "./graphql-client.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await insertShirtCatalogue(t.db);
});
afterEach(() => t.close());

const IDS = "{ storesProductsV1Products { items { id } } }";
const RESPONSE_MEDIA_TYPE = "application/graphql-response+json";

/** The codes of a response's errors. */
function codes(body: { errors?: { extensions: { code: string } }[] }): string[] {
  return (body.errors ?? []).map((error) => error.extensions.code);
}

describe(`GraphQL access on ${testBackend}`, () => {
  it("answers visitors, members and merchants, and 401 without a credential", async () => {
    for (const headers of [
      { authorization: await t.visitorToken() },
      { authorization: `Bearer ${await memberToken(t, "member-1")}` },
      t.merchantHeaders,
    ]) {
      const response = await t.inject({
        method: "POST",
        url: "/graphql/alpha",
        payload: { query: IDS },
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.storesProductsV1Products.items).toHaveLength(2);
    }
    const anonymous = await t.inject({ method: "POST", url: "/graphql/alpha", payload: { query: IDS } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["x-wix-request-id"]).toBeTruthy();
    expect(anonymous.json()).toEqual({
      errors: [
        {
          message: "This call needs a credential (Authorization header).",
          extensions: { code: "UNAUTHENTICATED" },
        },
      ],
    });
    const forged = await gql(t, "visitor", IDS, undefined, { authorization: "a.b.c" });
    expect(forged.statusCode).toBe(401);
    expect(codes(forged.json())).toEqual(["UNAUTHENTICATED"]);
  });

  it("gets the app's CORS headers and host check like every route", async () => {
    const headers = { authorization: await t.visitorToken(), origin: TEST_ORIGIN };
    const preflight = await t.inject({
      method: "OPTIONS",
      url: "/graphql/alpha",
      headers: { origin: TEST_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    const allowed = await t.inject({
      method: "POST",
      url: "/graphql/alpha",
      payload: { query: IDS },
      headers,
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe(TEST_ORIGIN);
    const rebound = await t.inject({
      method: "POST",
      url: "/graphql/alpha",
      payload: { query: IDS },
      headers: { ...headers, host: "evil.example" },
    });
    expect(rebound.statusCode).toBe(421);
  });

  it("serves any API version in the path and only POST", async () => {
    const headers = { authorization: await t.visitorToken() };
    const v1 = await t.inject({ method: "POST", url: "/graphql/v1", payload: { query: IDS }, headers });
    expect(v1.json().data.storesProductsV1Products.items).toHaveLength(2);
    const got = await t.inject({
      method: "GET",
      url: `/graphql/alpha?query=${encodeURIComponent(IDS)}`,
      headers,
    });
    expect(got.statusCode).toBe(405);
    expect(got.headers.allow).toBe("POST");
    expect(codes(got.json())).toEqual(["METHOD_NOT_ALLOWED"]);
  });
});

describe(`GraphQL request errors on ${testBackend}`, () => {
  it("answers a body that is not a GraphQL request with 400 BAD_REQUEST", async () => {
    const headers = { authorization: await t.visitorToken(), "content-type": "application/json" };
    for (const payload of [
      "{not json",
      "[]",
      '{"query": 1}',
      '{"query": "{ __typename }", "variables": [1]}',
      "",
    ]) {
      const response = await t.inject({ method: "POST", url: "/graphql/alpha", payload, headers });
      expect(response.statusCode, payload).toBe(400);
      expect(codes(response.json()), payload).toEqual(["BAD_REQUEST"]);
    }
    const text = await t.inject({
      method: "POST",
      url: "/graphql/alpha",
      payload: IDS,
      headers: { ...headers, "content-type": "application/graphql" },
    });
    expect(text.statusCode).toBe(415);
    expect(codes(text.json())).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
  });

  it("answers a body over the size limit with 413 PAYLOAD_TOO_LARGE", async () => {
    await t.close();
    t = await startTestApp({ bodyLimitBytes: 256 });
    const response = await gql(t, "visitor", `{ ${"__typename ".repeat(40)}}`);
    expect(response.statusCode).toBe(413);
    expect(codes(response.json())).toEqual(["PAYLOAD_TOO_LARGE"]);
  });

  it("reports syntax errors, unknown fields and bad variables as GraphQL errors, 200 for application/json", async () => {
    const syntax = await gql(t, "visitor", "{ storesProductsV1Products { items { id }");
    expect(syntax.statusCode).toBe(200);
    expect(syntax.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(syntax.json()).toEqual({
      errors: [
        {
          message: "Syntax Error: Expected Name, found <EOF>.",
          locations: [{ line: 1, column: 42 }],
          extensions: { code: "GRAPHQL_PARSE_FAILED" },
        },
      ],
    });
    const unknown = await gql(t, "visitor", "{ storesProductsV1Products { items { id colour } } }");
    expect(unknown.json()).toEqual({
      errors: [
        {
          message: 'Cannot query field "colour" on type "CatalogV1Product".',
          locations: [{ line: 1, column: 41 }],
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        },
      ],
    });
    const mutation = await gql(t, "visitor", "mutation { x }");
    expect(mutation.json()).toEqual({
      errors: [
        {
          message: "Schema is not configured to execute mutation operation.",
          locations: [{ line: 1, column: 1 }],
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        },
      ],
    });
    const variables = await gql(
      t,
      "visitor",
      "query ($id: ID!) { storesProductsV1Product(queryInput: { id: $id }) { id } }",
      { id: { nested: true } },
    );
    expect(variables.statusCode).toBe(200);
    expect(variables.json().data).toBeUndefined();
    expect(codes(variables.json())).toEqual(["BAD_USER_INPUT"]);
    expect(variables.json().errors[0].message).toMatch(/^Variable "\$id" got invalid value/);
    const missing = await gql(
      t,
      "visitor",
      "query ($id: ID!) { storesProductsV1Product(queryInput: { id: $id }) { id } }",
    );
    expect(codes(missing.json())).toEqual(["BAD_USER_INPUT"]);
    const operations = await gql(t, "visitor", "query A { __typename } query B { __typename }");
    expect(codes(operations.json())).toEqual(["BAD_USER_INPUT"]);
  });

  it("answers request errors with 400 to clients accepting application/graphql-response+json", async () => {
    const accept = { accept: `${RESPONSE_MEDIA_TYPE}, application/json;q=0.9` };
    const syntax = await gql(t, "visitor", "{", undefined, accept);
    expect(syntax.statusCode).toBe(400);
    expect(syntax.headers["content-type"]).toBe(`${RESPONSE_MEDIA_TYPE}; charset=utf-8`);
    expect(codes(syntax.json())).toEqual(["GRAPHQL_PARSE_FAILED"]);
    const executed = await gql(t, "visitor", IDS, undefined, accept);
    expect(executed.statusCode).toBe(200);
    expect(executed.headers["content-type"]).toBe(`${RESPONSE_MEDIA_TYPE}; charset=utf-8`);
  });

  it("reports a read's validation failure on its field, with the field violations", async () => {
    const response = await gql(
      t,
      "visitor",
      `{ storesProductsV1Products(queryInput: { query: { filter: { price: "cheap" } } }) { items { id } }
         storesCollectionsV1Collection(queryInput: { id: "c1", slug: "summer" }) { id } }`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(2);
    const byPath = Object.fromEntries(body.errors.map((e: { path: string[] }) => [e.path[0], e]));
    expect(byPath.storesProductsV1Products.extensions).toMatchObject({
      code: "INVALID_ARGUMENT",
      fieldViolations: [{ field: "query.filter.price" }],
    });
    expect(byPath.storesCollectionsV1Collection.extensions).toMatchObject({
      code: "INVALID_ARGUMENT",
      fieldViolations: [{ field: "queryInput", violatedRule: "INVALID_VALUE" }],
    });
    const paging = await gql(
      t,
      "visitor",
      "{ storesProductsV1Products(queryInput: { query: { paging: { limit: 101 } } }) { items { id } } }",
    );
    expect(paging.json().errors[0].extensions).toMatchObject({
      code: "INVALID_ARGUMENT",
      fieldViolations: [{ field: "query.paging.limit" }],
    });
  });

  it("keeps the other fields' data when one field fails", async () => {
    const response = await gql(
      t,
      "visitor",
      `{ a: storesProductsV1Product(queryInput: { id: "mug" }) { name }
         b: storesVariantsV1Variant(queryInput: { id: "mug-nope" }) { id } }`,
    );
    expect(response.json()).toMatchObject({
      data: { a: { name: "Mug" }, b: null },
      errors: [{ path: ["b"], extensions: { code: "VARIANT_NOT_FOUND" } }],
    });
  });
});

describe(`GraphQL depth and cost bounds on ${testBackend}`, () => {
  it(`takes a query ${MAX_DEPTH} fields deep and refuses one deeper with QUERY_TOO_DEEP`, async () => {
    const fits = await gql(
      t,
      "visitor",
      `{ storesCollectionsV1Collections(queryInput: { query: { paging: { limit: 5 } } }) { items { productsVirtualReference(query: { query: { paging: { limit: 5 } } }) { items { variants { variant { priceData { price } } } } } } } }`,
    );
    expect(fits.json().errors).toBeUndefined();
    const deeper = await gql(
      t,
      "visitor",
      `{ storesCollectionsV1Collections(queryInput: { query: { paging: { limit: 5 } } }) { items { productsVirtualReference(query: { query: { paging: { limit: 5 } } }) { items { media { mainMedia { video { files { url } } } } } } } } }`,
    );
    expect(deeper.statusCode).toBe(200);
    expect(deeper.json()).toEqual({
      errors: [
        {
          message: `Query depth 9 exceeds the limit of ${MAX_DEPTH}.`,
          locations: [{ line: 1, column: 1 }],
          extensions: { code: "QUERY_TOO_DEEP" },
        },
      ],
    });
    const viaFragment = await gql(
      t,
      "visitor",
      `{ storesCollectionsV1Collections(queryInput: { query: { paging: { limit: 5 } } }) { items { productsVirtualReference(query: { query: { paging: { limit: 5 } } }) { items { ...Deep } } } } }
       fragment Deep on CatalogV1Product { media { mainMedia { video { files { url } } } } }`,
    );
    expect(codes(viaFragment.json())).toEqual(["QUERY_TOO_DEEP"]);
  });

  it(`refuses a query whose pages multiply past a cost of ${MAX_COST}, naming its cost`, async () => {
    // collections 1, then on 100 collections items, id and productsVirtualReference (300),
    // then on 100 × 100 products items, id and name (30 000): 30 301.
    const costly = `{ storesCollectionsV1Collections(queryInput: { query: { paging: { limit: 100 } } }) {
      items { id productsVirtualReference(query: { query: { paging: { limit: 100 } } }) { items { id name } } }
    } }`;
    const response = await gql(t, "visitor", costly);
    expect(response.json()).toMatchObject({
      errors: [
        {
          message: expect.stringMatching(/^Query cost 30301 exceeds the limit of 10000 /),
          extensions: { code: "QUERY_TOO_COSTLY" },
        },
      ],
    });
    const asVariable = await gql(
      t,
      "visitor",
      `query ($paging: CommonPagingInput) { storesCollectionsV1Collections(queryInput: { query: { paging: $paging } }) {
        items { id productsVirtualReference(query: { query: { paging: $paging } }) { items { id name } } } } }`,
      { paging: { limit: 100 } },
    );
    expect(codes(asVariable.json())).toEqual(["QUERY_TOO_COSTLY"]);
    const smaller = await gql(t, "visitor", costly.replaceAll("limit: 100", "limit: 20"));
    expect(smaller.json().errors).toBeUndefined();
    const aliases = Array.from(
      { length: 60 },
      (_, i) => `p${i}: storesProductsV1Products { items { id name sku slug } }`,
    );
    const aliased = await gql(t, "visitor", `{ ${aliases.join(" ")} }`);
    expect(codes(aliased.json())).toEqual(["QUERY_TOO_COSTLY"]);
  });

  it("refuses a document over the token limit before parsing it all", async () => {
    const huge = `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const response = await gql(t, "visitor", huge);
    expect(codes(response.json())).toEqual(["GRAPHQL_PARSE_FAILED"]);
    expect(response.json().errors[0].message).toMatch(
      /^Syntax Error: Document contains more th.. 5000 tokens/,
    );
  });
});

describe(`GraphQL introspection on ${testBackend}`, () => {
  it("answers the tools' introspection query", async () => {
    const response = await gql(
      t,
      "visitor",
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(response.statusCode).toBe(200);
    const { __schema: schema } = response.json().data;
    expect(schema.queryType.name).toBe("Query");
    const query = schema.types.find((type: { name: string }) => type.name === "Query");
    expect(query.fields.map((field: { name: string }) => field.name)).toEqual([
      "storesProductsV1Products",
      "storesProductsV1Product",
      "storesProductsV1ProductVariants",
      "storesCollectionsV1Collections",
      "storesCollectionsV1Collection",
      "storesVariantsV1Variants",
      "storesVariantsV1Variant",
    ]);
  });

  it("answers __type and bounds introspection depth", async () => {
    const type = await gql(
      t,
      "visitor",
      `{ __type(name: "CatalogV1CostAndProfitData") { description fields { name } } }`,
    );
    expect(type.json().data.__type.description).toMatch(/^Merchant-only/);
    // graphql-js's own rule bounds cycles through fields, interfaces and possible types.
    const cycle = `{ __schema { types { ${"fields { type { ".repeat(7)}name${" } }".repeat(7)} } } }`;
    const cycled = (await gql(t, "visitor", cycle)).json();
    expect(cycled.errors[0]).toMatchObject({
      message: "Maximum introspection depth exceeded",
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    // The emulator bounds the rest: __type, 15 ofType and name are 17 fields deep.
    const chain = `{ __type(name: "Query") { ${"ofType { ".repeat(15)}name${" }".repeat(15)} } }`;
    expect((await gql(t, "visitor", chain)).json().errors[0]).toMatchObject({
      message: "Introspection depth 17 exceeds the limit of 15.",
      extensions: { code: "QUERY_TOO_DEEP" },
    });
  });
});
