import { type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createClient,
  defineCall,
  isClientError,
  MESSAGES,
  prepareRequest,
  type RequestDescriptor,
} from "../src/index.ts";

const URL_MESSAGE =
  "Url was not successfully created for this request, please reach out to support channels for assistance.";
const OPTIONS_MESSAGE =
  "Request options were not created for this request, please reach out to support channels for assistance.";

describe("prepareRequest", () => {
  const base = "https://www.wixapis.com";

  it("sends the path as given: filling a template is the call's work", () => {
    const prepared = prepareRequest(
      { method: "get", path: "/v2/collections/{id}", query: { id: "c-1" } },
      base,
    );
    expect(prepared.url).toBe("https://www.wixapis.com/v2/collections/{id}?id=c-1");
    expect(prepared.method).toBe("GET");
  });

  it("fails with the provider's message when the base URL is not a URL", () => {
    expect(() => prepareRequest({ method: "GET", path: "/x" }, "not a url")).toThrow(URL_MESSAGE);
  });

  it("fails with the provider's message when the path is not absolute", () => {
    expect(() => prepareRequest({ method: "GET", path: "x" }, base)).toThrow(URL_MESSAGE);
  });

  it("rejects unknown methods with `Unknown method: {method}`", () => {
    expect(() => prepareRequest({ method: "FETCH", path: "/x" }, base)).toThrow("Unknown method: FETCH");
  });

  it("rejects missing options with the provider's message", () => {
    expect(() => prepareRequest(undefined as unknown as RequestDescriptor, base)).toThrow(OPTIONS_MESSAGE);
  });

  it("keeps the messages word for word", () => {
    expect(MESSAGES.url).toBe(URL_MESSAGE);
    expect(MESSAGES.options).toBe(OPTIONS_MESSAGE);
    expect(MESSAGES.noFetch).toBe("Node.js v18+ is required");
  });

  it("serialises dates and non-finite numbers in bodies", () => {
    const prepared = prepareRequest(
      { method: "POST", path: "/x", body: { at: new Date(Date.UTC(2024, 5, 1)), price: Number.NaN } },
      base,
    );
    expect(prepared.body).toBe('{"at":"2024-06-01T00:00:00.000Z","price":"NaN"}');
  });
});

describe("client-side failures through a client", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("fills a call's dotted path parameters from its body and keeps them there", async () => {
    const update = defineCall({
      method: "PATCH",
      path: "/stores/v1/products/{product.id}",
      request: (product: { id: string; name: string }) => ({ body: { product } }),
    });
    const client = createClient({ modules: { update }, baseUrl: server.origin });
    await client.update({ id: "p 1", name: "N" });
    expect(server.requests.at(-1)).toMatchObject({
      method: "PATCH",
      path: "/stores/v1/products/p%201",
      body: '{"product":{"id":"p 1","name":"N"}}',
    });
  });

  it("fills several placeholders from the query first, then the body, and keeps them in the query string", async () => {
    const read = defineCall({
      method: "POST",
      path: "/a/{x}/b/{y.z}:suffix",
      request: (x: number, z: string) => ({ query: { x }, body: { x: 2, y: { z } } }),
    });
    const client = createClient({ modules: { read }, baseUrl: `${server.origin}/base` });
    await client.read(1, "q");
    expect(server.requests.at(-1)).toMatchObject({ path: "/base/a/1/b/q:suffix", query: "x=1" });
  });

  it("rejects calls whose URL cannot be built, without sending anything", async () => {
    const update = defineCall({
      method: "PATCH",
      path: "/stores/v1/products/{product.id}",
      request: (product: { id?: string }) => ({ body: { product } }),
    });
    const client = createClient({ modules: { products: { update } }, baseUrl: server.origin });
    const before = server.requests.length;
    const error = await client.products.update({}).catch((e: unknown) => e);
    expect(isClientError(error) && error.code).toBe("INVALID_URL");
    expect((error as Error).message).toBe(URL_MESSAGE);
    expect(server.requests.length).toBe(before);
  });

  it("rejects unknown methods", async () => {
    const client = createClient({ modules: {}, baseUrl: server.origin });
    await expect(client.request({ method: "BREW", path: "/coffee" })).rejects.toThrow("Unknown method: BREW");
  });

  it("rejects a call whose request mapper returns no options", async () => {
    const broken = defineCall({ method: "GET", path: "/x", request: () => undefined as never });
    const client = createClient({ modules: { broken }, baseUrl: server.origin });
    const error = await client.broken().catch((e: unknown) => e);
    expect(isClientError(error) && error.code).toBe("MISSING_REQUEST_OPTIONS");
    expect((error as Error).message).toBe(OPTIONS_MESSAGE);
  });

  it("fails to create a client when no fetch exists", () => {
    const saved = globalThis.fetch;
    try {
      Reflect.deleteProperty(globalThis, "fetch");
      expect(() => createClient({ modules: {} })).toThrow("Node.js v18+ is required");
      const error = (() => {
        try {
          createClient({ modules: {} });
        } catch (e) {
          return e;
        }
      })();
      expect(isClientError(error) && error.code).toBe("NO_FETCH");
    } finally {
      globalThis.fetch = saved;
    }
  });

  it("defaults the base URL to the provider's API host", () => {
    expect(createClient({ modules: {} }).baseUrl).toBe("https://www.wixapis.com");
  });
});
