import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { probeEndpoints } from "./probe-endpoints.ts";

describe(`X-Wix-Consistent on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { extraEndpoints: probeEndpoints });
  });
  afterEach(() => t.close());

  it("sets a value on a successful write, which clients then echo on reads", async () => {
    const write = await t.inject({
      method: "POST",
      url: "/probe/write",
      headers: t.merchantHeaders,
      payload: {},
    });
    expect(write.statusCode).toBe(200);
    const value = write.headers["x-wix-consistent"];
    expect(value).toEqual(expect.any(String));
    const read = await t.inject({
      method: "GET",
      url: "/probe/public",
      headers: { "x-wix-consistent": value },
    });
    expect(read.headers["x-wix-consistent"]).toBe(value);
  });

  it("gives each write a new value", async () => {
    const first = await t.inject({ method: "PATCH", url: "/probe/products/p1", payload: {} });
    const second = await t.inject({ method: "PATCH", url: "/probe/products/p1", payload: {} });
    expect(first.headers["x-wix-consistent"]).not.toBe(second.headers["x-wix-consistent"]);
  });

  it("sets none on reads without one, and echoes it on failed writes", async () => {
    const read = await t.inject({ method: "GET", url: "/probe/public" });
    expect(read.headers["x-wix-consistent"]).toBeUndefined();
    const failed = await t.inject({
      method: "POST",
      url: "/probe/write",
      headers: { "x-wix-consistent": "abc" },
      payload: {},
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers["x-wix-consistent"]).toBe("abc");
  });
});
