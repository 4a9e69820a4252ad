import { type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, defineCall, defineMethod, isClientMethod } from "../src/index.ts";

interface Product {
  id: string;
  name: string;
  createdDate: Date;
  lastUpdated: Date;
}

const getProduct = defineCall({
  method: "GET",
  path: "/stores-reader/v1/products/{id}",
  request: (id: string) => ({ query: { id } }),
  dates: ["product.createdDate", "product.lastUpdated"],
  response: (wire: { product: Product }) => wire.product,
});

const queryProducts = defineCall({
  method: "GET",
  path: "/stores-reader/v1/products/query-platformized",
  complex: true,
  request: (query: object = {}) => ({ query: { query } }),
  dates: ["products.createdDate", "products.variants.updated"],
  response: (wire: { products: Product[] }) => wire.products,
});

const countCalls = defineMethod((context) => async () => {
  const a = await context.request<{ n: number }>({ method: "GET", path: "/count" });
  return a.n + context.baseUrl.length * 0;
});

describe("createClient", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer((req, res) => {
      if (req.path.startsWith("/stores-reader/v1/products/query")) {
        sendJson(res, 200, {
          products: [
            {
              id: "a",
              createdDate: "2024-01-01T00:00:00.000Z",
              variants: [{ updated: "2024-02-01T00:00:00.000Z" }],
            },
            { id: "b", createdDate: "2024-03-01T00:00:00.000Z", variants: [] },
          ],
        });
      } else if (req.path.startsWith("/stores-reader/v1/products/")) {
        sendJson(res, 200, {
          product: {
            id: "p1",
            name: "Shirt",
            createdDate: "2024-01-02T03:04:05.000Z",
            lastUpdated: "2024-05-06T07:08:09.000Z",
            slug: "2024-01-02T03:04:05.000Z",
          },
        });
      } else sendJson(res, 200, { n: 7 });
    });
  });
  afterAll(() => server.close());

  it("binds module functions as plain functions of the client", async () => {
    const client = createClient({
      modules: { products: { getProduct, queryProducts }, countCalls },
      baseUrl: server.origin,
    });
    const product = await client.products.getProduct("p1");
    expect(product.id).toBe("p1");
    expect(product.createdDate).toEqual(new Date("2024-01-02T03:04:05.000Z"));
    expect(product.lastUpdated).toBeInstanceOf(Date);
    expect((product as unknown as { slug: unknown }).slug).toBe("2024-01-02T03:04:05.000Z");
    expect(await client.countCalls()).toBe(7);
    const { getProduct: detached } = client.products;
    expect((await detached("p1")).name).toBe("Shirt");
  });

  it("converts declared dates inside arrays, and nothing else", async () => {
    const client = createClient({ modules: { products: { queryProducts } }, baseUrl: server.origin });
    const [a, b] = (await client.products.queryProducts()) as unknown as Record<string, unknown>[];
    expect(a!.createdDate).toEqual(new Date("2024-01-01T00:00:00.000Z"));
    expect((a!.variants as { updated: unknown }[])[0]!.updated).toEqual(new Date("2024-02-01T00:00:00.000Z"));
    expect(b!.createdDate).toBeInstanceOf(Date);
  });

  it("accepts namespace-like module objects and ignores members that are not client methods", () => {
    const module = { getProduct, VERSION: "1", helper: () => 1 };
    const client = createClient({ modules: { products: module } });
    expect(Object.keys(client.products)).toEqual(["getProduct"]);
    expect(isClientMethod(getProduct)).toBe(true);
    expect(isClientMethod(module.helper)).toBe(false);
  });

  it("refuses module names the client uses itself", () => {
    expect(() => createClient({ modules: { request: { getProduct } } as never })).toThrow(/reserved/);
  });

  it("extends into a new client and leaves the original unchanged", async () => {
    const base = createClient({
      modules: { products: { getProduct } },
      baseUrl: server.origin,
      headers: { "x-a": "1" },
    });
    const extended = base.extend({ headers: { "x-b": "2" } });
    expect(extended).not.toBe(base);
    await extended.products.getProduct("p1");
    expect(server.requests.at(-1)!.headers).toMatchObject({ "x-a": "1", "x-b": "2" });
    await base.products.getProduct("p1");
    expect(server.requests.at(-1)!.headers["x-b"]).toBeUndefined();
  });

  it("sends JSON bodies with Content-Type and no body on GET", async () => {
    const client = createClient({ modules: {}, baseUrl: `${server.origin}/` });
    await client.request({ method: "POST", path: "/count", body: { a: 1 } });
    expect(server.requests.at(-1)!.headers["content-type"]).toBe("application/json");
    expect(server.requests.at(-1)!.body).toBe('{"a":1}');
    await client.request({ method: "GET", path: "/count" });
    expect(server.requests.at(-1)!.headers["content-type"]).toBeUndefined();
  });
});
