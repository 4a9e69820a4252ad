import { type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AbortError,
  createClient,
  defineCall,
  isAbortError,
  isTimeoutError,
  TimeoutError,
} from "../src/index.ts";

describe("timeouts and aborts", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer((req, res) => {
      const delay = Number(new URLSearchParams(req.query).get("delay") ?? 0);
      const timer = setTimeout(() => sendJson(res, 200, { delay }), delay);
      res.on("close", () => clearTimeout(timer));
    });
  });
  afterAll(() => server.close());

  const slow = defineCall({
    method: "GET",
    path: "/slow",
    request: (delay: number, options: { timeoutMs?: number; signal?: AbortSignal } = {}) => ({
      query: { delay },
      ...options,
    }),
  });
  const make = () => createClient({ modules: { api: { slow } }, baseUrl: server.origin, timeoutMs: 100 });

  it("fails with a TimeoutError after the client's timeout", async () => {
    const started = Date.now();
    const error = await make()
      .api.slow(1000)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isTimeoutError(error) && error.timeoutMs).toBe(100);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("lets a call override the client's timeout", async () => {
    expect(await make().api.slow(150, { timeoutMs: 2000 })).toEqual({ delay: 150 });
    await expect(make().api.slow(1000, { timeoutMs: 20 })).rejects.toMatchObject({
      name: "TimeoutError",
      timeoutMs: 20,
    });
  });

  it("lets an extended client change the timeout without changing its parent", async () => {
    const parent = make();
    const patient = parent.extend({ timeoutMs: 2000 });
    expect(await patient.api.slow(200)).toEqual({ delay: 200 });
    await expect(parent.api.slow(200)).rejects.toBeInstanceOf(TimeoutError);
  });

  it("can run without a timeout", async () => {
    expect(await make().extend({ timeoutMs: 0 }).api.slow(150)).toEqual({ delay: 150 });
  });

  it("fails with an AbortError when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = make().api.slow(1000, { signal: controller.signal, timeoutMs: 5000 });
    setTimeout(() => controller.abort("user left"), 30);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(isAbortError(error) && error.cause).toBe("user left");
  });

  it("fails at once with an already aborted signal, sending nothing", async () => {
    const before = server.requests.length;
    await expect(make().api.slow(0, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: "ABORTED",
    });
    expect(server.requests.length).toBe(before);
  });

  it("sends a signal only when a call can be cut off: with a timeout or the caller's signal", async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const recording: typeof fetch = (input, init) => {
      signals.push(init?.signal);
      return fetch(input, init);
    };
    const client = createClient({ modules: { api: { slow } }, baseUrl: server.origin, fetch: recording });
    await client.api.slow(0);
    await client.extend({ timeoutMs: 0 }).api.slow(0);
    await client.extend({ timeoutMs: 0 }).api.slow(0, { signal: new AbortController().signal });
    expect(signals.map((signal) => signal instanceof AbortSignal)).toEqual([true, false, true]);
  });

  it("retries a call without a timeout or a signal after its wait", async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      if (calls === 1) sendJson(res, 503, {}, { "retry-after": "0" });
      else sendJson(res, 200, { calls });
    });
    const client = make().extend({ timeoutMs: 0 });
    expect(await client.request({ method: "GET", path: "/flaky" })).toEqual({ calls: 2 });
  });

  it("covers retry waits with the timeout", async () => {
    server.handle((_req, res) => sendJson(res, 503, {}, { "retry-after": "5" }));
    const error = await make()
      .request({ method: "GET", path: "/busy", timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
  });
});
