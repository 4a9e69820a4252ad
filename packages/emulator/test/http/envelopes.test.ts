import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { probeEndpoints } from "./probe-endpoints.ts";

const REQUEST_ID = /^[0-9a-f-]{36}$/;

describe(`error envelopes and request ids on ${testBackend}`, () => {
  let t: TestApp;
  let logged = "";
  beforeEach(async () => {
    logged = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    t = await startTestApp(
      { bodyLimitBytes: 1024 },
      { extraEndpoints: probeEndpoints, logger: { level: "error", stream } },
    );
  });
  afterEach(() => t.close());

  it("puts a fresh request id on successes", async () => {
    const first = await t.inject({ method: "GET", url: "/probe/public" });
    const second = await t.inject({ method: "GET", url: "/probe/public" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(second.headers["x-wix-request-id"]).not.toBe(first.headers["x-wix-request-id"]);
    expect(first.json().requestId).toBe(first.headers["x-wix-request-id"]);
  });

  it("ignores a request id sent by the client", async () => {
    const res = await t.inject({ method: "GET", url: "/probe/public", headers: { "request-id": "mine" } });
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
  });

  it("answers an unknown path with a 404 envelope", async () => {
    const res = await t.inject({ method: "GET", url: "/stores/v1/nothing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(res.json()).toEqual({
      message: "No route for GET /stores/v1/nothing.",
      details: {
        applicationError: {
          code: "NOT_FOUND",
          description: "No route for GET /stores/v1/nothing.",
          data: {},
        },
      },
    });
  });

  it("answers an ApiFailure with its status and envelope", async () => {
    const res = await t.inject({ method: "GET", url: "/probe/missing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(res.json()).toEqual({
      message: "Product p1 not found",
      details: {
        applicationError: { code: "PRODUCT_NOT_FOUND", description: "Product p1 not found", data: {} },
      },
    });
  });

  it("answers malformed JSON with a 400 validation envelope", async () => {
    const res = await t.inject({
      method: "PATCH",
      url: "/probe/products/p1",
      headers: { "content-type": "application/json" },
      payload: '{"product":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(res.json().details.validationError.fieldViolations).toEqual([
      { field: "body", description: "is not valid JSON", violatedRule: "FORMAT" },
    ]);
  });

  it("answers a body that is not a JSON object with 400", async () => {
    const res = await t.inject({ method: "PATCH", url: "/probe/products/p1", payload: [1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].field).toBe("body");
  });

  it("answers a body over the limit with a 413 envelope", async () => {
    const res = await t.inject({
      method: "PATCH",
      url: "/probe/products/p1",
      payload: { big: "x".repeat(2000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(res.json().details.applicationError.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers a non-JSON content type with a 415 envelope", async () => {
    const res = await t.inject({
      method: "PATCH",
      url: "/probe/products/p1",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(res.json().details.applicationError.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("treats an empty JSON body as an empty payload", async () => {
    const res = await t.inject({
      method: "DELETE",
      url: "/probe/products/p1",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ id: "p1" });
  });

  it("answers a bug with a generic 500, logging it but not leaking it", async () => {
    const res = await t.inject({
      method: "GET",
      url: "/probe/bug",
      headers: { authorization: "", "x-secret": "ignored" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers["x-wix-request-id"]).toMatch(REQUEST_ID);
    expect(res.json()).toEqual({
      message: "Internal error: the emulator failed to handle this request.",
      details: {
        applicationError: {
          code: "INTERNAL_ERROR",
          description: "Internal error: the emulator failed to handle this request.",
          data: {},
        },
      },
    });
    expect(res.body).not.toContain("secret internal detail");
    expect(logged).toContain("secret internal detail");
    expect(logged).toContain("/probe/bug");
  });

  it("never logs credentials", async () => {
    const token = await t.visitorToken();
    await t.inject({ method: "GET", url: "/probe/bug", headers: { authorization: token } });
    await t.inject({ method: "GET", url: "/probe/read", headers: { authorization: "not-a-key" } });
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("not-a-key");
  });
});
