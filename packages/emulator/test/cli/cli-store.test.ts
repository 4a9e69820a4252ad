/**
 * The CLI's version, health routes, start-up lines and request log, and the store file:
 * `export` then `start --seed-file` then `export` again gives the same file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killStartedClis, runCli, startCli } from "@vitrine/testkit";
import { afterAll, describe, expect, it } from "vitest";

// An emulator a timed-out test started ends with the file.
afterAll(killStartedClis);

const VERSION = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;
const API_KEY = "cli-store-key";

describe("vitrine-emulator version, health, logs and store files", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("prints its version for --version and -v", async () => {
    for (const flag of ["--version", "-v"]) {
      const { code, stdout } = await runCli([flag]);
      expect([code, stdout]).toEqual([0, `${VERSION}\n`]);
    }
  });

  it("prints a first line once bound, the seed's progress, then the summary; answers health; logs requests", async () => {
    const cli = await startCli([
      "start",
      "--port",
      "0",
      "--in-memory",
      "--seed",
      "demo",
      "--log",
      "requests",
    ]);
    try {
      const output = cli.output();
      const order = [
        `vitrine-emulator ${VERSION}: port bound at ${cli.baseUrl}`,
        "seeding the demo catalogue…",
        "demo catalogue: ",
        "API key (merchant calls",
        `listening on ${cli.baseUrl}`,
      ].map((line) => output.indexOf(line));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));

      const health = { status: "ok", version: VERSION, catalogVersion: "V1_CATALOG", database: "pglite" };
      for (const path of ["/healthz", "/_dev/health"]) {
        const res = await fetch(`${cli.baseUrl}${path}`);
        expect([res.status, await res.json()]).toEqual([200, health]);
      }
      const res = await fetch(
        `${cli.baseUrl}/oauth2/authorize?client_id=x&code_challenge=s3cret-challenge&lang=en`,
      );
      const requestId = res.headers.get("x-wix-request-id");
      await expect.poll(() => cli.output()).toContain(`${requestId}\n`);
      const line =
        cli
          .output()
          .split("\n")
          .find((l) => l.endsWith(` ${requestId}`)) ?? "";
      expect(line).toMatch(
        new RegExp(
          `^GET /oauth2/authorize\\?client_id=x&code_challenge=REDACTED&lang=en ${res.status} \\d+\\.\\d ms ${requestId}$`,
        ),
      );
      expect(cli.output()).not.toContain("s3cret-challenge");
      expect(cli.output()).toMatch(/^GET \/healthz 200 \d+\.\d ms \S+$/m);
    } finally {
      expect(await cli.stop()).toEqual({ code: 0, signal: null });
    }
  });

  it("exports a store that --seed-file loads back whole: exporting again gives the same file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-cli-store-"));
    dirs.push(dir);
    const original = join(dir, "original");
    const first = await startCli([
      "start",
      "--port",
      "0",
      "--data",
      original,
      "--seed",
      "demo",
      "--api-key",
      API_KEY,
    ]);
    const subscribed = await fetch(`${first.baseUrl}/_dev/webhooks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: API_KEY,
        "wix-site-id": "vitrine-demo-site",
      },
      body: JSON.stringify({
        url: "http://127.0.0.1:9/hooks",
        eventTypes: ["wix.stores.v1.product_created"],
      }),
    });
    expect(subscribed.status).toBe(200);
    expect(await first.stop()).toEqual({ code: 0, signal: null });

    const withoutHashes = await runCli(["export", "--data", original]);
    expect(withoutHashes.code).toBe(0);
    expect(withoutHashes.stdout).not.toContain("passwordHash");
    const exported = await runCli(["export", "--data", original, "--with-password-hashes"]);
    expect(exported.code).toBe(0);
    const file = JSON.parse(exported.stdout);
    // The demo member, and as many of the demo store's past buyers as its background history had
    // written when the emulator was stopped: the file holds the store as it was, whatever that is.
    expect([file.products.length > 50, file.collections.length]).toEqual([true, 10]);
    const demoMember = file.members.find((m: { email: string }) => m.email === "shopper@vitrine.demo");
    expect(demoMember?.passwordHash).toEqual(expect.any(String));
    expect(file.webhooks).toEqual([
      { url: "http://127.0.0.1:9/hooks", eventTypes: ["wix.stores.v1.product_created"] },
    ]);
    const storeFile = join(dir, "store.json");
    writeFileSync(storeFile, exported.stdout);

    const copy = join(dir, "copy");
    const second = await startCli(["start", "--port", "0", "--data", copy, "--seed-file", storeFile]);
    try {
      expect(second.output()).toContain(
        `store file: ${file.products.length} products in 10 collections, ${file.members.length} members, 1 webhook subscriptions`,
      );
      const token = await fetch(`${second.baseUrl}/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientId: "vitrine-demo-client", grantType: "anonymous" }),
      });
      const { access_token } = (await token.json()) as { access_token: string };
      const login = await fetch(`${second.baseUrl}/_api/iam/authentication/v2/login`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: access_token },
        body: JSON.stringify({
          loginId: { email: "shopper@vitrine.demo" },
          password: "vitrine-demo-shopper",
        }),
      });
      expect([login.status, (await login.json()).state]).toEqual([200, "SUCCESS"]);
      const product = await fetch(`${second.baseUrl}/stores-reader/v1/products/${file.products[0].id}`, {
        headers: { authorization: access_token },
      });
      expect([product.status, (await product.json()).product.name]).toEqual([200, file.products[0].name]);
    } finally {
      expect(await second.stop()).toEqual({ code: 0, signal: null });
    }
    const again = await runCli(["export", "--data", copy, "--with-password-hashes"]);
    expect([again.code, again.code === 0 ? "" : again.output]).toEqual([0, ""]);
    expect(JSON.parse(again.stdout)).toEqual(file);

    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify({ ...file, products: [{ id: "p1" }] }));
    const refused = await runCli(["start", "--port", "0", "--in-memory", "--seed-file", broken]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`--seed-file ${broken}: products[0].name must be a non-empty string`);
  }, 180_000);
});
