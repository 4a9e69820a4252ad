/**
 * DNS rebinding: a page on `evil.example` whose name is made to resolve to
 * 127.0.0.1 reaches the emulator same-origin, with `Host: evil.example`. Every
 * request whose Host is not `localhost`, `127.0.0.1` or `[::1]` (any port, any
 * letter case), the public URL's host or an allowed host (`allowedHosts`, the
 * CLI's `--allow-host`) is refused with 421 in the provider's envelope (OAuth's
 * error on `/oauth2/token`), before any route, preflight or write runs.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const REFUSED_HOSTS = [
  "evil.example",
  "evil.example:4000",
  "localhost.evil.example",
  "127.0.0.1.nip.io:4000",
  "localhost.:4000",
  "127.0.0.2",
  "[::2]:4000",
  "0.0.0.0:4000",
  "shop.test.evil.example",
];

describe(`Host check on ${testBackend}`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const requests = (host: string) => [
    { method: "GET" as const, url: "/v2/collections/query", headers: { host } },
    {
      method: "POST" as const,
      url: "/oauth2/token",
      headers: { host },
      payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" },
    },
    {
      method: "OPTIONS" as const,
      url: "/stores/v1/products",
      headers: { host, origin: TEST_ORIGIN, "access-control-request-method": "POST" },
    },
    { method: "GET" as const, url: "/_dev/mailbox", headers: { host } },
    { method: "GET" as const, url: "/_hosted/login?sessionId=x", headers: { host } },
    { method: "GET" as const, url: "/no/such/path", headers: { host } },
  ];

  it.each(REFUSED_HOSTS)("refuses Host %j everywhere with 421, writing nothing", async (host) => {
    t = await startTestApp({ publicUrl: "http://shop.test:4000", allowedHosts: ["dev.box"] });
    for (const request of requests(host)) {
      const response = await t.inject(request);
      expect([request.url, response.statusCode]).toEqual([request.url, 421]);
      expect(response.headers["x-wix-request-id"]).toEqual(expect.any(String));
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      if (request.url === "/oauth2/token") expect(response.json().error).toBe("invalid_request");
      else
        expect(response.json().details.applicationError).toMatchObject({
          code: "MISDIRECTED_REQUEST",
          description: expect.stringMatching(
            /^This emulator does not answer for host "[^"]+"; start it with --allow-host to add one\.$/,
          ),
        });
    }
    expect(await t.db.query("select 1 from refresh_tokens")).toHaveLength(0);
  });

  it("answers loopback names on any port, the public URL's host and allowed hosts", async () => {
    t = await startTestApp({ publicUrl: "http://shop.test:4000", allowedHosts: ["dev.box"] });
    const hosts = [
      "localhost",
      "localhost:80",
      "LocalHost:4000",
      "127.0.0.1:51234",
      "[::1]:4000",
      "[::1]",
      "shop.test",
      "shop.test:8080",
      "dev.box:4000",
      "DEV.BOX",
    ];
    for (const host of hosts) {
      const response = await t.inject({ method: "GET", url: "/v2/collections/query", headers: { host } });
      expect([host, response.statusCode]).toEqual([host, 401]);
    }
    // app.inject's default Host is localhost:80.
    expect((await t.inject({ method: "GET", url: "/_dev/mailbox" })).statusCode).toBe(200);
  });
});
