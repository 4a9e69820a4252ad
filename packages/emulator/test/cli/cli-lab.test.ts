/**
 * The CLI's side of the test lab: the dev token and its banner beyond
 * loopback (generated, or `--dev-token`), `/_dev` open on loopback,
 * `--import PATH --export-on-exit PATH` keeping a store between runs, and
 * `--help` naming all of it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killStartedClis, runCli, startCli } from "@vitrine/testkit";
import { afterAll, describe, expect, it } from "vitest";

afterAll(killStartedClis);

const API_KEY = "cli-lab-api-key";

describe("vitrine-emulator start: dev token, import and export on exit", { timeout: 240_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("beyond loopback, prints a generated dev token and a warning, and guards /_dev with it", async () => {
    const cli = await startCli(["start", "--port", "0", "--in-memory", "--host", "0.0.0.0"]);
    try {
      const output = cli.output();
      expect(output).toContain(
        "WARNING: listening beyond loopback. Anyone who reaches /_dev/mailbox can ask",
      );
      const token = /dev token: (\S+) /.exec(output)?.[1] ?? "";
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const refused = await fetch(`${cli.baseUrl}/_dev/mailbox`);
      expect(refused.status).toBe(401);
      expect(
        ((await refused.json()) as { details: { applicationError: { code: string } } }).details
          .applicationError.code,
      ).toBe("DEV_TOKEN_REQUIRED");
      const allowed = await fetch(`${cli.baseUrl}/_dev/mailbox`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.status).toBe(200);
      expect((await fetch(`${cli.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      expect(await cli.stop()).toEqual({ code: 0, signal: null });
    }
  });

  it("uses the --dev-token given, and leaves /_dev open on loopback", async () => {
    const token = "a-dev-token-of-my-own";
    const guarded = await startCli([
      "start",
      "--port",
      "0",
      "--in-memory",
      "--host",
      "0.0.0.0",
      "--dev-token",
      token,
    ]);
    try {
      expect(guarded.output()).toContain(`dev token: ${token} `);
      const allowed = await fetch(`${guarded.baseUrl}/_dev/mailbox`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.status).toBe(200);
    } finally {
      await guarded.stop();
    }
    const open = await startCli(["start", "--port", "0", "--in-memory"]);
    try {
      expect(open.output()).toContain("dev routes (/_dev: mailbox, webhooks, snapshots): open on loopback");
      expect(open.output()).not.toContain("dev token:");
      expect((await fetch(`${open.baseUrl}/_dev/mailbox`)).status).toBe(200);
      expect(open.output()).toMatch(
        /console \(store, mailbox, webhooks, request log\): http:\/\/localhost:\d+\/_dev\/\n/,
      );
      expect((await fetch(`${open.baseUrl}/_dev/`)).headers.get("content-type")).toBe(
        "text/html; charset=utf-8",
      );
    } finally {
      await open.stop();
    }
  });

  it("keeps the store between runs with --import PATH --export-on-exit PATH", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-cli-lab-"));
    dirs.push(dir);
    const file = join(dir, "store.json");
    const args = [
      "start",
      "--port",
      "0",
      "--in-memory",
      "--api-key",
      API_KEY,
      "--import",
      file,
      "--export-on-exit",
      file,
    ];
    const first = await startCli(args);
    let productId = "";
    try {
      expect(first.output()).toContain(`no store file at ${file} yet: starting empty`);
      const created = await fetch(`${first.baseUrl}/stores/v1/products`, {
        method: "POST",
        headers: {
          authorization: API_KEY,
          "wix-site-id": "vitrine-demo-site",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          product: { name: "Kept Shirt", productType: "physical", priceData: { price: 12 } },
        }),
      });
      expect(created.status).toBe(200);
      productId = ((await created.json()) as { product: { id: string } }).product.id;
    } finally {
      expect(await first.stop()).toEqual({ code: 0, signal: null });
    }
    expect(first.output()).toContain(`exported the store to ${file}: 1 products, 0 members`);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(JSON.parse(readFileSync(file, "utf8")).products[0].name).toBe("Kept Shirt");

    const second = await startCli(args);
    try {
      expect(second.output()).toContain(`seeding from ${file}…`);
      const read = await fetch(`${second.baseUrl}/stores-reader/v1/products/${productId}`, {
        headers: { authorization: API_KEY, "wix-site-id": "vitrine-demo-site" },
      });
      expect(read.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it("refuses --import beside --seed-file or --seed demo, and names the lab in --help", async () => {
    const both = await runCli(["start", "--import", "a.json", "--seed-file", "a.json"]);
    expect(both.code).toBe(2);
    expect(both.output).toContain("--seed-file and --import exclude each other");
    const demo = await runCli(["start", "--import", "a.json", "--seed", "demo"]);
    expect(demo.output).toContain("--seed demo and --import exclude each other");
    const short = await runCli(["start", "--dev-token", "short"]);
    expect(short.output).toContain("--dev-token needs 16 or more");
    const help = await runCli(["start", "--help"]);
    for (const words of [
      "--import PATH",
      "--export-on-exit PATH",
      "--dev-token TOKEN",
      "/_dev/webhooks/faults",
      "/_dev/snapshots",
    ])
      expect(help.output).toContain(words);
  });
});
