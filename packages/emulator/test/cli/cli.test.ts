import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killStartedClis, runCli, startCli } from "@vitrine/testkit";
import { afterAll, describe, expect, it } from "vitest";
import { testBackend, workerPostgresUrl } from "../support/test-database.ts";

// An emulator a timed-out test started ends with the file.
afterAll(killStartedClis);

const CLIENT = "cli-client";

async function anonymousTokens(baseUrl: string, clientId = CLIENT) {
  const res = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId, grantType: "anonymous" }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function refresh(baseUrl: string, refreshToken: string) {
  return fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: CLIENT, grantType: "refresh_token", refreshToken }),
  });
}

/** The token endpoint checks any credential sent: 200 proves the token valid, 401 refused. */
async function statusWithToken(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify({ clientId: CLIENT, grantType: "anonymous" }),
  });
  return res.status;
}

describe(`vitrine-emulator CLI (${testBackend})`, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // The backend-independent tests run once, in the PGlite project; the PostgreSQL
  // project runs the shared-database test.
  if (testBackend === "pglite") {
    it("starts in memory, prints its credentials, serves, and exits cleanly on SIGTERM", async () => {
      const cli = await startCli([
        "start",
        "--port",
        "0",
        "--in-memory",
        "--api-key",
        "cli-key-123",
        "--client-id",
        CLIENT,
      ]);
      expect(cli.output()).toContain(
        "API key (merchant calls, with header wix-site-id: vitrine-demo-site): cli-key-123",
      );
      expect(cli.output()).toContain(`OAuth client id: ${CLIENT}`);
      const { access_token } = await anonymousTokens(cli.baseUrl);
      expect(await statusWithToken(cli.baseUrl, access_token)).toBe(200);
      const exit = await cli.stop("SIGTERM");
      expect(exit).toEqual({ code: 0, signal: null });
      expect(cli.output()).toContain("stopped");
    });

    it("answers loopback hosts and --allow-host ones, and refuses other Host headers with 421", async () => {
      const cli = await startCli(["start", "--port", "0", "--in-memory", "--allow-host", "Dev.Box"]);
      const port = new URL(cli.baseUrl).port;
      const statusFor = (host: string) =>
        new Promise<number>((resolve, reject) => {
          request({ host: "127.0.0.1", port, path: "/_dev/mailbox", headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
            .on("error", reject)
            .end();
        });
      expect(await statusFor(`127.0.0.1:${port}`)).toBe(200);
      expect(await statusFor(`localhost:${port}`)).toBe(200);
      expect(await statusFor(`dev.box:${port}`)).toBe(200);
      expect(await statusFor(`evil.example:${port}`)).toBe(421);
      expect(await cli.stop("SIGTERM")).toEqual({ code: 0, signal: null });
      const bad = await runCli(["start", "--in-memory", "--allow-host", "http://dev.box:80"]);
      expect(bad.code).toBe(2);
      expect(bad.output).toContain("--allow-host needs a host name without scheme, port or path");
    });

    it("stops cleanly on SIGINT", async () => {
      const cli = await startCli(["start", "--port", "0", "--in-memory"]);
      expect(cli.output()).toContain("API key: none given");
      expect(await cli.stop("SIGINT")).toEqual({ code: 0, signal: null });
    });

    it("uses the documented demo key with --seed demo", async () => {
      const cli = await startCli(["start", "--port", "0", "--in-memory", "--seed", "demo"]);
      expect(cli.output()).toContain("vitrine-demo-api-key");
      expect(cli.output()).toMatch(/demo catalogue: \d+ products in \d+ collections/);
      expect(cli.output()).toContain(
        "demo member (sign in on the storefront): shopper@vitrine.demo / vitrine-demo-shopper",
      );
      const { access_token } = await anonymousTokens(cli.baseUrl, "vitrine-demo-client");
      const login = await fetch(`${cli.baseUrl}/_api/iam/authentication/v2/login`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: access_token },
        body: JSON.stringify({
          loginId: { email: "shopper@vitrine.demo" },
          password: "vitrine-demo-shopper",
        }),
      });
      expect([login.status, (await login.json()).state]).toEqual([200, "SUCCESS"]);
      const port = new URL(cli.baseUrl).port;
      expect(cli.output()).toContain(`public URL: http://localhost:${port}`);
      expect(await cli.stop()).toEqual({ code: 0, signal: null });
    });

    it("names the demo store's pictures under --media-url and serves them", async () => {
      const cli = await startCli([
        "start",
        "--port",
        "0",
        "--in-memory",
        "--seed",
        "demo",
        "--media-url",
        "https://static.wixstatic.com",
      ]);
      const { access_token } = await anonymousTokens(cli.baseUrl, "vitrine-demo-client");
      const answer = await fetch(`${cli.baseUrl}/stores-reader/v1/products/query-platformized`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: access_token },
        body: JSON.stringify({ query: { paging: { limit: 1 } } }),
      });
      const [product] = (
        (await answer.json()) as { products: { media: { mainMedia: { image: { url: string } } } }[] }
      ).products;
      const url = new URL(product?.media.mainMedia.image.url ?? "");
      expect(url.origin).toBe("https://static.wixstatic.com");
      const picture = await fetch(`${cli.baseUrl}${url.pathname}`);
      expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/png"]);
      expect(await cli.stop()).toEqual({ code: 0, signal: null });
    });

    it.each([
      [["start", "--port", "x"], "--port must be"],
      [["start", "--nope"], "Unknown option"],
      [["start", "--data", "d", "--in-memory"], "exclude each other"],
      [["serve"], "unknown command"],
    ])("refuses %j with exit code 2", async (args, message) => {
      const { code, output } = await runCli(args);
      expect(code).toBe(2);
      expect(output).toContain(message);
      expect(output).toContain("Usage: vitrine-emulator start");
    });

    it.each([
      [["--help"], "Usage: vitrine-emulator start"],
      [["start", "--help"], "Usage: vitrine-emulator start"],
      [["start", "--port", "1", "-h"], "Usage: vitrine-emulator start"],
      [["trigger", "--help"], "Usage: vitrine-emulator trigger"],
    ])("prints the usage for %j and exits 0, starting nothing", async (args, usage) => {
      const { code, output } = await runCli(args);
      expect(code).toBe(0);
      expect(output).toContain(usage);
      expect(output).not.toMatch(/Unknown option|listening/);
    });

    it("keeps data in --data across runs", async () => {
      const dir = mkdtempSync(join(tmpdir(), "vitrine-cli-"));
      dirs.push(dir);
      const args = ["start", "--port", "0", "--data", join(dir, "store"), "--client-id", CLIENT];
      const first = await startCli(args);
      const { access_token, refresh_token } = await anonymousTokens(first.baseUrl);
      expect(await first.stop()).toEqual({ code: 0, signal: null });

      const second = await startCli(args);
      try {
        expect(await statusWithToken(second.baseUrl, access_token)).toBe(200);
        expect((await refresh(second.baseUrl, refresh_token)).status).toBe(200);
      } finally {
        expect(await second.stop()).toEqual({ code: 0, signal: null });
      }
    });
  } else {
    it("lets two processes share one PostgreSQL: a token from one works on the other", async () => {
      const env = { DATABASE_URL: await workerPostgresUrl() };
      const args = ["start", "--port", "0", "--client-id", CLIENT];
      const [a, b] = await Promise.all([startCli(args, env), startCli(args, env)]);
      try {
        expect(a.output()).toContain("PostgreSQL (DATABASE_URL)");
        expect(a.output()).not.toContain("postgres://");
        const fromA = await anonymousTokens(a.baseUrl);
        expect(await statusWithToken(b.baseUrl, fromA.access_token)).toBe(200);
        expect((await refresh(b.baseUrl, fromA.refresh_token)).status).toBe(200);
        const fromB = await anonymousTokens(b.baseUrl);
        expect(await statusWithToken(a.baseUrl, fromB.access_token)).toBe(200);
      } finally {
        expect(await a.stop()).toEqual({ code: 0, signal: null });
        expect(await b.stop()).toEqual({ code: 0, signal: null });
      }
    });
  }
});
