/**
 * `node --import @vitrine/emulator/route-provider-hosts`: the provider's published client
 * (`@wix/sdk` + `@wix/stores`), unchanged and with its default hosts, in a child process whose
 * preload routes the provider's hosts to an emulator on 127.0.0.1 (`VITRINE_EMULATOR_URL`). The
 * child gets the emulator's visitor tokens and demo catalogue, the edge host reaches the emulator
 * too, and a request to another host goes where it was sent; so do requests a bundled copy of undici
 * sends through the process-wide dispatcher instead of the global `fetch` (as Next.js's edge
 * sandbox does for middleware). The child runs the package's built
 * entry (`dist/`), as a store installing the package does.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type RunningEmulator, startEmulator } from "@vitrine/emulator/testing";
import { answerJson, type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const conformance = fileURLToPath(new URL("..", import.meta.url));
const child = fileURLToPath(new URL("./support/provider-client-routed.mjs", import.meta.url));
const dispatching = fileURLToPath(new URL("./support/undici-dispatch-routed.mjs", import.meta.url));

/** What the child prints. */
interface ChildAnswers {
  visitorToken: boolean;
  products: string[];
  total: number;
  collections: string[];
  edge: { status: number; body: { status: string } };
  other: { status: number; body: string };
}

describe("the provider's client in Node with the route-provider-hosts preload", () => {
  let emulator: RunningEmulator;
  let other: RecordingServer;

  beforeAll(async () => {
    // Node resolves the preload from the package's exports without the `source` condition: the build.
    const entry = createRequire(`${conformance}/`).resolve("@vitrine/emulator/route-provider-hosts");
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npx tsc -b\` first`);
    emulator = await startEmulator({ seed: "demo" });
    other = await startRecordingServer(answerJson({ from: "other" }));
  });
  afterAll(async () => {
    await other?.close();
    await emulator?.stop();
  });

  it("answers the provider's default hosts from the emulator and leaves other hosts alone", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "@vitrine/emulator/route-provider-hosts", child],
      {
        cwd: conformance,
        env: {
          PATH: process.env.PATH,
          VITRINE_EMULATOR_URL: emulator.url,
          CLIENT_ID: emulator.clientId,
          OTHER_URL: `${other.origin}/elsewhere?kept=1`,
        },
      },
    );
    const answers = JSON.parse(stdout) as ChildAnswers;

    const direct = (await (
      await fetch(`${emulator.url}/stores-reader/v1/products/query-platformized`, {
        method: "POST",
        headers: { authorization: await visitorToken(emulator), "content-type": "application/json" },
        body: JSON.stringify({ query: { paging: { limit: 3 } } }),
      })
    ).json()) as { products: { slug: string }[]; totalResults: number };
    expect(answers.visitorToken).toBe(true);
    expect(answers.products).toEqual(direct.products.map((product) => product.slug));
    expect(answers.total).toBe(direct.totalResults);
    expect(answers.collections.length).toBeGreaterThan(0);
    expect(answers.edge).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });
    expect(answers.other).toEqual({ status: 200, body: JSON.stringify({ from: "other" }) });
    expect(other.take().map((request) => request.url)).toEqual(["/elsewhere?kept=1"]);
  });

  it("routes the requests sent through undici's process-wide dispatcher, not the global fetch", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "@vitrine/emulator/route-provider-hosts", dispatching],
      {
        cwd: conformance,
        env: {
          PATH: process.env.PATH,
          VITRINE_EMULATOR_URL: emulator.url,
          OTHER_URL: `${other.origin}/plain?kept=2`,
        },
      },
    );
    const answers = JSON.parse(stdout) as Pick<ChildAnswers, "edge" | "other">;

    expect(answers.edge).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });
    expect(answers.other).toEqual({ status: 200, body: JSON.stringify({ from: "other" }) });
    expect(other.take().map((request) => request.url)).toEqual(["/plain?kept=2"]);
  });

  it("stops the process at start when VITRINE_EMULATOR_URL is not an http(s) URL", async () => {
    const run = promisify(execFile)(
      process.execPath,
      ["--import", "@vitrine/emulator/route-provider-hosts", "-e", "console.log('ran')"],
      { cwd: conformance, env: { PATH: process.env.PATH, VITRINE_EMULATOR_URL: "ftp://127.0.0.1:21" } },
    );
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining("the emulator URL must be an http(s) URL"),
    });
  });
});

/** A visitor's access token from the emulator's token endpoint, as the provider's client asks it. */
async function visitorToken(emulator: RunningEmulator): Promise<string> {
  const answer = await fetch(`${emulator.url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: emulator.clientId, grantType: "anonymous" }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}
