import { type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, defineCall, encodeQuery, MAX_QUERY_LENGTH } from "../src/index.ts";

function decodeR(search: string): unknown {
  const value = new URLSearchParams(search).get(".r")!;
  return JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
}

describe("encodeQuery", () => {
  it("flattens simple payloads into dotted keys and repeated keys", () => {
    expect(encodeQuery({ a: { b: 1 }, list: ["x", "y"] })).toBe("a.b=1&list=x&list=y");
  });

  it("leaves out null, undefined and objects inside arrays; keeps false, 0 and empty strings", () => {
    expect(encodeQuery({ a: null, b: undefined, c: false, d: 0, e: "", f: [{ x: 1 }, "k", null] })).toBe(
      "c=false&d=0&e=&f=k",
    );
  });

  it("writes dates as ISO strings and non-finite numbers as their names", () => {
    expect(encodeQuery({ at: new Date(Date.UTC(2024, 0, 2)), n: Number.NaN, i: -Infinity })).toBe(
      "at=2024-01-02T00%3A00%3A00.000Z&n=NaN&i=-Infinity",
    );
  });

  it("form-encodes reserved and non-ASCII characters", () => {
    expect(encodeQuery({ q: "a b&c=d/é日" })).toBe("q=a+b%26c%3Dd%2F%C3%A9%E6%97%A5");
  });

  it("keeps flat parameters for complex calls whose payload has no nesting", () => {
    expect(encodeQuery({ id: "p1", tags: ["a", "b"] }, true)).toBe("id=p1&tags=a&tags=b");
  });

  it("sends nested payloads of complex calls as .r (JSON, base64url, no padding)", () => {
    const payload = { query: { filter: { name: { $startsWith: "Shirt" } }, paging: { limit: 2 } } };
    const search = encodeQuery(payload, true);
    expect(search.startsWith(".r=")).toBe(true);
    expect(search.slice(3)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(search.slice(3)).toBe(Buffer.from(JSON.stringify(payload)).toString("base64url"));
    expect(decodeR(search)).toEqual(payload);
  });

  it("uses .r when an array holds objects", () => {
    const search = encodeQuery({ sort: [{ fieldName: "price", order: "ASC" }] }, true);
    expect(decodeR(search)).toEqual({ sort: [{ fieldName: "price", order: "ASC" }] });
  });

  it("encodes non-ASCII text in .r as UTF-8", () => {
    const payload = { query: { filter: { name: "Chaussure été — 日本語 🧦" } } };
    const search = encodeQuery(payload, true);
    expect(search.slice(3)).toBe(Buffer.from(JSON.stringify(payload), "utf8").toString("base64url"));
    expect(decodeR(search)).toEqual(payload);
  });

  it("encodes any text in .r as its UTF-8 bytes, ASCII or not, lone surrogates included", () => {
    // Each range takes a different path (ASCII as is, the rest through its UTF-8 escapes);
    // JSON text writes a lone surrogate as a `\u` escape, so it arrives here as ASCII.
    const samples = [
      "plain ascii ~\x7f",
      "Latin-1 é ÿ",
      "BMP 日本語 \u2028",
      "astral 🧦𝄞",
      "lone \ud800 \udfff",
    ];
    for (const name of samples) {
      const payload = { query: { filter: { name } } };
      const search = encodeQuery(payload, true);
      expect(search.slice(3)).toBe(Buffer.from(JSON.stringify(payload), "utf8").toString("base64url"));
      expect(decodeR(search)).toEqual(payload);
    }
  });

  it("encodes dates and non-finite numbers inside .r the wire's way", () => {
    const search = encodeQuery({ q: { at: new Date(0), n: Number.POSITIVE_INFINITY } }, true);
    expect(decodeR(search)).toEqual({ q: { at: "1970-01-01T00:00:00.000Z", n: "Infinity" } });
  });
});

describe("GET payloads on the wire", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  const query = defineCall({
    method: "GET",
    path: "/stores-reader/v1/products/query-platformized",
    complex: true,
    request: (payload: object) => ({ query: payload }),
  });
  const getProduct = defineCall({
    method: "GET",
    path: "/stores-reader/v1/products/{id}",
    request: (id: string, options: { includeMerchantSpecificData?: boolean } = {}) => ({
      query: { id, ...options },
    }),
  });

  function client() {
    return createClient({ modules: { products: { query, getProduct } }, baseUrl: server.origin });
  }

  it("sends simple payloads as flat parameters, path parameters included", async () => {
    await client().products.getProduct("p 1/é", { includeMerchantSpecificData: true });
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe("GET");
    expect(sent.path).toBe("/stores-reader/v1/products/p%201%2F%C3%A9");
    expect(sent.query).toBe("id=p+1%2F%C3%A9&includeMerchantSpecificData=true");
    expect(sent.body).toBe("");
  });

  it("sends complex payloads as .r", async () => {
    const payload = { query: { filter: { name: "été" }, paging: { limit: 5 } } };
    await client().products.query(payload);
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe("GET");
    expect(decodeR(sent.query)).toEqual(payload);
  });

  // `.r` values cannot take every length (base64 never has length 4k+1), so the exact boundary is
  // checked with a flat payload of a complex call, which is measured the same way.
  it.each([
    [3999, "GET"],
    [4000, "GET"],
    [4001, "POST"],
  ])("with a query string of %i characters sends %s", async (length, method) => {
    const payload = { ids: "x".repeat(length - "ids=".length) };
    expect(encodeQuery(payload, true).length).toBe(length);
    expect(MAX_QUERY_LENGTH).toBe(4000);
    await client().products.query(payload);
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe(method);
    expect(sent.path).toBe("/stores-reader/v1/products/query-platformized");
    if (method === "GET") {
      expect(sent.query.length).toBe(length);
      expect(sent.body).toBe("");
    } else {
      expect(sent.query).toBe("");
      expect(JSON.parse(sent.body)).toEqual(payload);
      expect(sent.headers["content-type"]).toBe("application/json");
    }
  });

  it("posts a long .r payload as a JSON body to the same path", async () => {
    const payload = {
      query: { filter: { id: { $in: Array.from({ length: 300 }, (_, i) => `product-${i}`) } } },
    };
    expect(encodeQuery(payload, true).length).toBeGreaterThan(4000);
    await client().products.query(payload);
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/stores-reader/v1/products/query-platformized");
    expect(sent.body).toBe(JSON.stringify(payload));
  });

  it("never turns a simple GET into a POST, however long", async () => {
    await client().products.getProduct("x".repeat(5000));
    expect(server.requests.at(-1)!.method).toBe("GET");
  });
});
