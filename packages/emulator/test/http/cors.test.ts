import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { probeEndpoints } from "./probe-endpoints.ts";

const EXTRA_ORIGIN = "http://127.0.0.1:8080";
const FOREIGN_ORIGIN = "https://evil.example";

describe(`CORS on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ corsOrigins: [EXTRA_ORIGIN] }, { extraEndpoints: probeEndpoints });
  });
  afterEach(() => t.close());

  it.each([TEST_ORIGIN, EXTRA_ORIGIN])("allows %s and exposes the protocol headers", async (origin) => {
    const res = await t.inject({ method: "GET", url: "/probe/public", headers: { origin } });
    expect(res.headers["access-control-allow-origin"]).toBe(origin);
    expect(res.headers["access-control-expose-headers"]).toBe("x-wix-request-id, x-wix-consistent");
    expect(res.headers.vary).toContain("Origin");
  });

  it("adds CORS headers to errors too", async () => {
    const res = await t.inject({ method: "GET", url: "/probe/read", headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(401);
    expect(res.headers["access-control-allow-origin"]).toBe(TEST_ORIGIN);
  });

  it("gives a foreign origin no CORS headers", async () => {
    const res = await t.inject({ method: "GET", url: "/probe/public", headers: { origin: FOREIGN_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-expose-headers"]).toBeUndefined();
  });

  it("answers a preflight from an allowed origin", async () => {
    const res = await t.inject({
      method: "OPTIONS",
      url: "/stores/v1/products/p1",
      headers: {
        origin: TEST_ORIGIN,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization, content-type, wix-site-id, x-wix-consistent",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["x-wix-request-id"]).toBeTruthy();
    expect(res.headers["access-control-allow-origin"]).toBe(TEST_ORIGIN);
    const methods = String(res.headers["access-control-allow-methods"]);
    for (const method of ["GET", "POST", "PATCH", "DELETE", "PUT"]) expect(methods).toContain(method);
    const headers = String(res.headers["access-control-allow-headers"]);
    for (const header of [
      "authorization",
      "content-type",
      "wix-site-id",
      "x-wix-consistent",
      "x-wix-bi-gateway",
    ])
      expect(headers).toContain(header);
  });

  it("answers a preflight from a foreign origin without CORS headers", async () => {
    const res = await t.inject({
      method: "OPTIONS",
      url: "/probe/public",
      headers: { origin: FOREIGN_ORIGIN, "access-control-request-method": "GET" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["x-wix-request-id"]).toBeTruthy();
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-methods"]).toBeUndefined();
  });
});
