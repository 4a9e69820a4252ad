import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { probeEndpoints } from "./probe-endpoints.ts";

const dotR = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

describe(`request payloads on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { extraEndpoints: probeEndpoints });
  });
  afterEach(() => t.close());

  const payloadOf = async (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) => {
    const res = await t.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload;
  };

  it("nests flat parameters, repeats into arrays, keeps strings", async () => {
    expect(
      await payloadOf("GET", "/probe/public?query.paging.limit=5&list=x&list=y&flag=true&name=a%20b+c"),
    ).toEqual({ query: { paging: { limit: "5" } }, list: ["x", "y"], flag: "true", name: "a b c" });
  });

  it("decodes .r, including non-ASCII text", async () => {
    const query = {
      filter: { name: { $startsWith: "Chaussure été 👟" } },
      paging: { limit: 20 },
      list: [1, 2],
    };
    expect(await payloadOf("GET", `/probe/public?.r=${dotR({ query })}`)).toEqual({ query });
  });

  it("merges flat parameters beside .r", async () => {
    expect(await payloadOf("GET", `/probe/public?.r=${dotR({ a: { b: 1 } })}&a.c=2`)).toEqual({
      a: { b: 1, c: "2" },
    });
  });

  it.each([
    ["characters outside base64url", "eyJhIjox+fQ"],
    ["a truncated encoding", "e"],
    ["text that is not JSON", Buffer.from("{nope").toString("base64url")],
    ["JSON that is not an object", dotR([1, 2])],
    ["invalid UTF-8", Buffer.from([0x7b, 0xff, 0x7d]).toString("base64url")],
  ])("rejects .r holding %s with a validation envelope naming .r", async (_what, value) => {
    const res = await t.inject({ method: "GET", url: `/probe/public?.r=${encodeURIComponent(value)}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers["x-wix-request-id"]).toBeTruthy();
    expect(res.json().details.validationError.fieldViolations[0].field).toBe(".r");
  });

  it("rejects clashing flat parameters and forbidden names", async () => {
    const clash = await t.inject({ method: "GET", url: "/probe/public?a=1&a.b=2" });
    expect(clash.statusCode).toBe(400);
    const proto = await t.inject({ method: "GET", url: "/probe/public?__proto__.polluted=1" });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("merges path parameters at their field path, decoded", async () => {
    expect(await payloadOf("GET", "/probe/items/it%20em%2F1?item.name=n")).toEqual({
      item: { id: "it em/1", name: "n" },
    });
    expect(
      await payloadOf("PATCH", "/probe/products/p1", { product: { name: "Shirt", id: "other" } }),
    ).toEqual({
      product: { id: "p1", name: "Shirt" },
    });
    expect(await payloadOf("DELETE", "/probe/products/p2")).toEqual({ id: "p2" });
  });

  it("merges query parameters into a JSON body, the body winning", async () => {
    expect(
      await payloadOf("PATCH", "/probe/products/p1?fields=a&product.name=q", { product: { name: "b" } }),
    ).toEqual({ fields: "a", product: { id: "p1", name: "b" } });
  });

  it("answers POST with a JSON body on every GET path (the long-URL fallback)", async () => {
    const query = { filter: { id: { $in: ["a", "b"] } } };
    expect(await payloadOf("POST", "/probe/items/i1", { query })).toEqual({ query, item: { id: "i1" } });
    const read = await t.inject({ method: "POST", url: "/probe/read", payload: {} });
    expect(read.statusCode).toBe(401);
  });

  it("answers a fallback POST without the write consistency header", async () => {
    const res = await t.inject({ method: "POST", url: "/probe/public", payload: {} });
    expect(res.headers["x-wix-consistent"]).toBeUndefined();
  });
});
