/**
 * The client against a misbehaving server (a real socket on 127.0.0.1): every
 * fault ends in the right typed error or a successful retry, within the
 * timeout, never a hang or an unhandled rejection; a write (POST) is sent
 * exactly once whatever happens to it. Only the calls that test the timeout
 * have a short one, so a loaded machine turns no other fault into a timeout.
 */

import { closedOrigin } from "@vitrine/testkit";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createClient,
  isApiError,
  isSystemError,
  isTimeoutError,
  SystemError,
  TimeoutError,
} from "../../src/index.ts";
import {
  type FaultServer,
  jsonAnswer,
  rawAnswer,
  resetAtOnce,
  resetMidBody,
  silence,
  startFaultServer,
} from "./fault-server.ts";
import { type LoopbackDns, startLoopbackDns } from "./loopback-dns.ts";

/** The timeout of the calls that test it (a server that never answers, a body that stops). */
const TIMEOUT_MS = 400;
/** The timeout of every other call: room for a machine under load, where no fault should time out. */
const PATIENT_MS = 15_000;
const HTML = "<!doctype html><html><body><h1>Bad gateway</h1></body></html>";

describe("client faults", () => {
  let server: FaultServer;
  let dns: LoopbackDns;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  beforeAll(async () => {
    server = await startFaultServer();
    dns = await startLoopbackDns();
    process.on("unhandledRejection", onUnhandled);
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    await server.close();
    await dns.close();
  });
  beforeEach(() => server.reset());
  afterEach(async () => {
    // Let any stray rejection of this test surface before checking.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  const client = (origin = server.origin, fetch?: typeof globalThis.fetch, timeoutMs = PATIENT_MS) =>
    createClient({
      modules: {},
      baseUrl: origin,
      timeoutMs,
      retry: { backoffMs: 5 },
      ...(fetch ? { fetch } : {}),
    });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ resolved: value }),
      (error: unknown) => error,
    );
  const read = (timeoutMs = PATIENT_MS) =>
    client(server.origin, undefined, timeoutMs).request({ method: "GET", path: "/read" });
  const write = (timeoutMs = PATIENT_MS) =>
    client(server.origin, undefined, timeoutMs).request({
      method: "POST",
      path: "/write",
      body: { product: { name: "N" } },
    });

  it("a connection reset mid-body is a SystemError, for a read and for a write sent once", async () => {
    server.plan("/read", resetMidBody);
    server.plan("/write", resetMidBody);
    const readError = await failureOf(read());
    expect(readError).toBeInstanceOf(SystemError);
    const writeError = await failureOf(write());
    expect(writeError).toBeInstanceOf(SystemError);
    expect(server.count("POST", "/write")).toBe(1);
  });

  it("a read reset before any answer is retried and succeeds; a write is not repeated", async () => {
    server.plan("/read", resetAtOnce, jsonAnswer(200, { ok: true }));
    expect(await read()).toEqual({ ok: true });
    expect(server.count("GET", "/read")).toBe(2);
    server.plan("/write", resetAtOnce, jsonAnswer(200, { ok: true }));
    expect(isSystemError(await failureOf(write()))).toBe(true);
    expect(server.count("POST", "/write")).toBe(1);
  });

  it("a server that never answers gives a TimeoutError after the timeout, for reads and writes", async () => {
    server.plan("/read", silence);
    server.plan("/write", silence);
    for (const [call, method, path] of [
      [read, "GET", "/read"],
      [write, "POST", "/write"],
    ] as const) {
      const error = await failureOf(call(TIMEOUT_MS));
      expect(error).toBeInstanceOf(TimeoutError);
      expect(isTimeoutError(error) && error.timeoutMs).toBe(TIMEOUT_MS);
      expect(server.count(method, path)).toBe(1);
    }
  });

  it("a body that stops half-way is a TimeoutError too", async () => {
    server.plan("/read", (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"items":[');
    });
    expect(await failureOf(read(TIMEOUT_MS))).toBeInstanceOf(TimeoutError);
  });

  it("503 with Retry-After is retried and succeeds; a write gets the 503 once", async () => {
    server.plan(
      "/read",
      jsonAnswer(503, { message: "busy" }, { "retry-after": "0" }),
      jsonAnswer(200, { ok: 1 }),
    );
    expect(await read()).toEqual({ ok: 1 });
    expect(server.count("GET", "/read")).toBe(2);
    server.plan("/write", jsonAnswer(503, { message: "busy" }, { "retry-after": "0" }), jsonAnswer(200, {}));
    const error = await failureOf(write());
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.count("POST", "/write")).toBe(1);
  });

  it("429 is retried up to the limit (2 retries), then the 429 is the error", async () => {
    server.plan("/read", jsonAnswer(429, { message: "slow down" }));
    const error = await failureOf(read());
    expect(isApiError(error) && [error.status, error.requestId]).toEqual([429, "fault-req"]);
    expect(server.count("GET", "/read")).toBe(3);
    server.reset();
    server.plan("/read", jsonAnswer(429, {}), jsonAnswer(429, {}), jsonAnswer(200, { third: true }));
    expect(await read()).toEqual({ third: true });
  });

  it.each([
    ["malformed JSON", rawAnswer(200, "application/json", '{"product": {"id": "p1"')],
    ["an HTML page", rawAnswer(200, "text/html", HTML)],
    ["a JSON prefix with garbage", rawAnswer(200, "application/json", '{"ok":true} trailing')],
  ])("a 200 with %s is a SystemError naming the status, with the request id", async (_name, fault) => {
    server.plan("/read", fault);
    const error = await failureOf(read());
    expect(error).toBeInstanceOf(SystemError);
    expect(isSystemError(error) && [error.message.includes("200"), error.requestId]).toEqual([
      true,
      "fault-req",
    ]);
    expect(server.count("GET", "/read")).toBe(1);
  });

  it("an empty 200 body is an empty object; an empty or HTML error body is an ApiError with the status", async () => {
    server.plan("/read", rawAnswer(200, "application/json", ""));
    expect(await read()).toEqual({});
    for (const [status, text] of [
      [500, ""],
      [502, HTML],
      [404, "not json"],
    ] as const) {
      server.reset();
      server.plan("/read", rawAnswer(status, "text/html", text));
      const error = await failureOf(read());
      expect(isApiError(error) && error.status).toBe(status);
    }
  });

  it("connection refused is a SystemError after the retries of a read, at once for a write", async () => {
    const origin = await closedOrigin();
    expect(await failureOf(client(origin).request({ method: "GET", path: "/x" }))).toBeInstanceOf(
      SystemError,
    );
    expect(await failureOf(client(origin).request({ method: "POST", path: "/x", body: {} }))).toBeInstanceOf(
      SystemError,
    );
  });

  it("a host name that does not resolve is a SystemError; the question went to 127.0.0.1 only", async () => {
    dns.questions.length = 0;
    const offline = client("http://shop.invalid", dns.fetch);
    const error = await failureOf(offline.request({ method: "GET", path: "/x" }));
    expect(error).toBeInstanceOf(SystemError);
    expect(isSystemError(error) && (error.cause as { cause?: { code?: string } })?.cause?.code).toBe(
      "ENOTFOUND",
    );
    // a read is tried 3 times (2 retries), each asking the loopback server
    expect(dns.questions).toEqual(["shop.invalid", "shop.invalid", "shop.invalid"]);
    dns.questions.length = 0;
    expect(await failureOf(offline.request({ method: "POST", path: "/x", body: {} }))).toBeInstanceOf(
      SystemError,
    );
    expect(dns.questions).toEqual(["shop.invalid"]);
  });

  it("many concurrent calls into faults all settle, none unhandled", async () => {
    server.plan(
      "/read",
      resetAtOnce,
      silence,
      resetMidBody,
      jsonAnswer(503, {}),
      rawAnswer(200, "text/html", HTML),
    );
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => read(TIMEOUT_MS)));
    expect(
      outcomes.every((outcome) => outcome.status === "fulfilled" || outcome.reason instanceof Error),
    ).toBe(true);
    const names = new Set(outcomes.map((o) => (o.status === "rejected" ? (o.reason as Error).name : "ok")));
    for (const name of names) expect(["ok", "SystemError", "TimeoutError", "ApiError"]).toContain(name);
  });
});
