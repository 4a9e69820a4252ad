import { type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiKeyStrategy, type AuthStrategy, createClient, singleFlight } from "../src/index.ts";

describe("singleFlight", () => {
  it("shares one run among concurrent callers and starts a new one after it settles", async () => {
    let runs = 0;
    let release!: () => void;
    const renew = singleFlight(async () => {
      runs++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return `token-${runs}`;
    });
    const first = [renew(), renew(), renew()];
    await Promise.resolve();
    release();
    expect(await Promise.all(first)).toEqual(["token-1", "token-1", "token-1"]);
    const next = renew();
    await Promise.resolve();
    release();
    expect(await next).toBe("token-2");
    expect(runs).toBe(2);
  });

  it("shares a failure, then tries again", async () => {
    let runs = 0;
    const flaky = singleFlight(async () => {
      runs++;
      if (runs === 1) throw new Error("down");
      return "ok";
    });
    const results = await Promise.allSettled([flaky(), flaky()]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await flaky()).toBe("ok");
    expect(runs).toBe(2);
  });
});

describe("auth strategies against a server", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("ApiKeyStrategy sends the raw key and the site id", async () => {
    server.handle((_req, res) => sendJson(res, 200, {}));
    const auth = ApiKeyStrategy({ apiKey: "key-123", siteId: "site-9" });
    const client = createClient({
      modules: {},
      auth,
      baseUrl: server.origin,
      headers: { Authorization: "ignored" },
    });
    expect(client.auth).toBe(auth);
    await client.request({ method: "GET", path: "/x" });
    const { headers } = server.requests.at(-1)!;
    expect(headers.authorization).toBe("key-123");
    expect(headers["wix-site-id"]).toBe("site-9");
  });

  it("renews an expired token once for many concurrent calls", async () => {
    let valid = "old";
    let renewals = 0;
    server.handle((req, res) =>
      req.headers.authorization === valid
        ? sendJson(res, 200, { ok: true })
        : sendJson(res, 401, { message: "expired" }),
    );
    let token = "stale";
    const renew = singleFlight(async () => {
      renewals++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = valid;
      return true;
    });
    const auth: AuthStrategy = {
      getAuthHeaders: async () => ({ headers: { Authorization: token } }),
      onUnauthorized: renew,
    };
    const client = createClient({ modules: {}, auth, baseUrl: server.origin });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.request({ method: "POST", path: "/x", body: {} })),
    );
    expect(answers).toEqual(Array(8).fill({ ok: true }));
    expect(renewals).toBe(1);

    valid = "newer";
    await expect(client.request({ method: "GET", path: "/x" })).resolves.toEqual({ ok: true });
    expect(renewals).toBe(2);
  });

  it("surfaces the 401 when the strategy cannot renew", async () => {
    server.handle((_req, res) => sendJson(res, 401, { message: "expired" }));
    const auth: AuthStrategy = {
      getAuthHeaders: async () => ({ headers: {} }),
      onUnauthorized: async () => false,
    };
    const client = createClient({ modules: {}, auth, baseUrl: server.origin });
    await expect(client.request({ method: "GET", path: "/x" })).rejects.toMatchObject({
      status: 401,
      message: "expired",
    });
  });
});
