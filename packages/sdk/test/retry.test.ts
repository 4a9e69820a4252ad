import { closedOrigin, type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  backoffDelay,
  type Clock,
  createClient,
  DEFAULT_RETRY,
  defineCall,
  isApiError,
  isSystemError,
  parseRetryAfter,
  retryPolicy,
} from "../src/index.ts";

/** A clock that records the waits it is asked for and does not wait. */
function recordingClock(): Clock & { waits: number[] } {
  const waits: number[] = [];
  return { waits, now: () => Date.UTC(2025, 0, 1), sleep: async (ms) => void waits.push(ms) };
}

describe("backoff", () => {
  it("doubles from backoffMs, caps at maxBackoffMs and jitters between half and all", () => {
    const policy = retryPolicy({ backoffMs: 100, maxBackoffMs: 500 });
    expect([1, 2, 3, 4].map((n) => backoffDelay(policy, n, () => 1))).toEqual([100, 200, 400, 500]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(policy, n, () => 0))).toEqual([50, 100, 200, 250]);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.UTC(2025, 0, 1);
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("defaults to 2 retries on 429, 502, 503, 504", () => {
    expect(DEFAULT_RETRY.limit).toBe(2);
    expect(DEFAULT_RETRY.statusCodes).toEqual([429, 502, 503, 504]);
    expect(retryPolicy(false).limit).toBe(0);
  });
});

describe("retries against a server", () => {
  let server: RecordingServer;
  let clock: ReturnType<typeof recordingClock>;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  beforeEach(() => {
    server.requests.length = 0;
    clock = recordingClock();
  });
  afterAll(() => server.close());

  const query = defineCall({
    method: "GET",
    path: "/query",
    complex: true,
    request: (payload: object) => ({ query: payload }),
  });
  const client = (retry?: Parameters<typeof createClient>[0]["retry"]) =>
    createClient({
      modules: { api: { query } },
      baseUrl: server.origin,
      clock,
      random: () => 1,
      ...(retry === undefined ? {} : { retry }),
    });

  /** Fails `failures` times with `status`, then answers 200. */
  function flaky(status: number, failures: number, headers: Record<string, string> = {}) {
    server.handle((_req, res) =>
      server.requests.length <= failures
        ? sendJson(res, status, { message: "busy" }, headers)
        : sendJson(res, 200, { ok: true }),
    );
  }

  it.each([429, 502, 503, 504])("retries GET on %i with exponential backoff", async (status) => {
    flaky(status, 2);
    expect(await client().request({ method: "GET", path: "/x" })).toEqual({ ok: true });
    expect(server.requests.length).toBe(3);
    expect(clock.waits).toEqual([300, 600]);
  });

  it("gives up after the limit and surfaces the last error", async () => {
    flaky(503, 10);
    const error = await client({ limit: 3 })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.requests.length).toBe(4);
    expect(clock.waits).toEqual([300, 600, 1200]);
  });

  it("honours Retry-After over the computed backoff", async () => {
    flaky(429, 1, { "retry-after": "2" });
    await client().request({ method: "GET", path: "/x" });
    expect(clock.waits).toEqual([2000]);
  });

  it("stops when Retry-After exceeds maxRetryAfterMs", async () => {
    flaky(429, 1, { "retry-after": "120" });
    const error = await client()
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(429);
    expect(server.requests.length).toBe(1);
  });

  it("does not retry other statuses", async () => {
    flaky(500, 1);
    await expect(client().request({ method: "GET", path: "/x" })).rejects.toMatchObject({ status: 500 });
    expect(server.requests.length).toBe(1);
  });

  it.each(["POST", "PATCH", "DELETE", "PUT"])("never retries %s", async (method) => {
    flaky(503, 1);
    await expect(client().request({ method, path: "/x", body: {} })).rejects.toMatchObject({ status: 503 });
    expect(server.requests.length).toBe(1);
    expect(clock.waits).toEqual([]);
  });

  it("retries a non-idempotent method that a call declares idempotent", async () => {
    flaky(503, 1);
    await client().request({ method: "POST", path: "/x", body: {}, idempotent: true });
    expect(server.requests.length).toBe(2);
  });

  it("retries the POST fallback of a long GET", async () => {
    flaky(502, 1);
    await client().api.query({ q: "x".repeat(4100) });
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST"]);
  });

  it("can be switched off", async () => {
    flaky(503, 1);
    await expect(client(false).request({ method: "GET", path: "/x" })).rejects.toMatchObject({ status: 503 });
    expect(server.requests.length).toBe(1);
  });

  it("retries network errors of idempotent calls, not of others", async () => {
    const origin = await closedOrigin();
    const offline = createClient({ modules: {}, baseUrl: origin, clock, random: () => 0 });
    const error = await offline.request({ method: "GET", path: "/x" }).catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect(clock.waits).toEqual([150, 300]);
    clock.waits.length = 0;
    await expect(offline.request({ method: "POST", path: "/x" })).rejects.toMatchObject({
      name: "SystemError",
    });
    expect(clock.waits).toEqual([]);
  });
});
