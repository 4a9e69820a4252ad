/**
 * The CLI process end to end: `start --webhook URL` delivers, `trigger` records
 * cart events, and a process killed with SIGKILL before delivering loses
 * nothing: restarted on the same data folder it delivers every event, each
 * logged as delivered once.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type DeliveryLogEntry, startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { type CliProcess, startCli } from "@vitrine/testkit";
import { afterEach, describe, expect, it } from "vitest";

const BIN = fileURLToPath(new URL("../../bin/vitrine-emulator.js", import.meta.url));
const KEY = "crash-test-key-123";

function trigger(baseUrl: string, cartId: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [BIN, "trigger", "cart-abandoned", "--cart-id", cartId, "--url", baseUrl, "--api-key", KEY],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

let dir: string | undefined;
let cli: CliProcess | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  await cli?.stop();
  await receiver?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  cli = undefined;
  receiver = undefined;
  dir = undefined;
});

const cartIdOf = (jwt: string) => {
  const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
  return (JSON.parse(JSON.parse(claims.data).data) as { cartId: string }).cartId;
};

// Two CLI processes, one after the other, each starting on its own database, and a redelivery that
// may wait out a lease and a backoff (below): a loaded machine needs the room.
describe("the CLI delivering webhooks", { timeout: 150_000 }, () => {
  it("loses no event when killed before delivering, and logs each delivery once", async () => {
    dir = mkdtempSync(join(tmpdir(), "vitrine-webhooks-"));
    receiver = await startWebhookReceiver();
    let accepting = false;
    const accepted: string[] = [];
    receiver.respond = (request) => {
      if (!accepting) return 503;
      accepted.push(cartIdOf(request.body));
      return 200;
    };
    const args = [
      "start",
      "--port",
      "0",
      "--data",
      join(dir, "store"),
      "--api-key",
      KEY,
      "--webhook",
      receiver.url,
    ];
    cli = await startCli(args);
    expect(cli.output()).toMatch(/-----BEGIN PUBLIC KEY-----/);
    for (const cartId of ["cart-1", "cart-2", "cart-3"]) {
      const result = await trigger(cli.baseUrl, cartId);
      expect(result.output).toContain(`CartAbandonedEvent for cart ${cartId}`);
      expect(result.code).toBe(0);
    }
    await receiver.until((received) => new Set(received.map((r) => cartIdOf(r.body))).size === 3);
    expect(await cli.stop("SIGKILL")).toMatchObject({ signal: "SIGKILL" });

    accepting = true;
    cli = await startCli(args);
    // The restarted process sends each event when its stored retry time comes (the CLI's backoff
    // doubles from 1 s, so the first process's retries may have reached 16 s or 32 s apart), and an
    // event the first process was sending when it was killed once that claim's lease (30 s) ends.
    await receiver.until(() => accepted.length >= 3, 60_000);
    const response = await fetch(`${cli.baseUrl}/_dev/webhooks/deliveries`, {
      headers: { authorization: KEY, "wix-site-id": "vitrine-demo-site" },
    });
    const { deliveries } = (await response.json()) as { deliveries: DeliveryLogEntry[] };
    expect(deliveries.map((d) => [d.entityId, d.status])).toEqual([
      ["cart-1", "delivered"],
      ["cart-2", "delivered"],
      ["cart-3", "delivered"],
    ]);
    expect(deliveries.every((d) => d.attempts >= 2)).toBe(true);
    expect(accepted.sort()).toEqual(["cart-1", "cart-2", "cart-3"]);
  });
});
