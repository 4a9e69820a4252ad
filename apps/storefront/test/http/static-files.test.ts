/**
 * The build's browser files over HTTP from the real server: a text file the build compressed is
 * sent as Brotli or gzip by the request's `Accept-Encoding` (q=0 refused), decoding to the file's
 * own bytes, with `Vary: Accept-Encoding` and the length of what is sent, and as it is when no
 * stored encoding is accepted; the compressed copies are no addresses of their own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { freePort } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncoding } from "../../server/accept-encoding.mjs";
import { type StorefrontServer, startStorefrontServer } from "../../server/storefront-server.mjs";
import { storefrontBuild } from "../support/build-once.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: StorefrontServer;
let clientDir: string;
/** The `shell` chunk every page loads, by its address. */
let shell: string;

/** The raw answer to `method path` with `headers` (no decoding, unlike `fetch`). */
function ask(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  const buildDir = await storefrontBuild();
  clientDir = join(buildDir, "client");
  const name = readdirSync(join(clientDir, "assets")).find((file) => /^shell-.*\.js$/.test(file));
  if (!name) throw new Error("the build has no shell chunk");
  shell = `/assets/${name}`;
  // No store behind it: the files need none.
  const closedPort = await freePort();
  server = await startStorefrontServer({
    buildDir,
    config: { apiUrl: `http://127.0.0.1:${closedPort}`, clientId: "vitrine-demo-client" },
    host: "127.0.0.1",
  });
});

afterAll(() => server?.close());

describe("the build's compressed files", () => {
  it.each([
    ["br", "gzip, deflate, br", brotliDecompressSync],
    ["gzip", "gzip, br;q=0", gunzipSync],
    ["gzip", "GZIP;q=0.5", gunzipSync],
  ])("sends %s for Accept-Encoding %j, decoding to the file's bytes", async (coding, header, decode) => {
    const answer = await ask(shell, { "accept-encoding": header });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(coding);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    const original = readFileSync(join(clientDir, shell));
    expect(answer.body.length).toBeLessThan(original.length);
    expect(decode(answer.body).equals(original)).toBe(true);
  });

  it.each([
    ["no header", undefined],
    ["identity", "identity"],
    ["every stored encoding at q=0", "br;q=0, gzip;q=0, deflate"],
  ])("sends the file as it is for %s", async (_what, header) => {
    const answer = await ask(shell, header === undefined ? {} : { "accept-encoding": header });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.equals(readFileSync(join(clientDir, shell)))).toBe(true);
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    const headers = { "accept-encoding": "br" };
    const [head, get] = await Promise.all([ask(shell, headers, "HEAD"), ask(shell, headers)]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
  });

  it("does not serve the compressed copies at their own addresses", async () => {
    for (const suffix of [".br", ".gz"]) {
      const answer = await ask(`${shell}${suffix}`);
      expect(answer.status, suffix).toBe(404);
      expect(answer.headers["cache-control"], suffix).not.toContain("immutable");
    }
  });

  it("sends a file too small to compress as it is, without Vary", async () => {
    const answer = await ask("/favicon.svg", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(readFileSync(join(clientDir, "favicon.svg")))).toBe(true);
  });
});

describe("the accepted encoding", () => {
  const both = new Set(["br", "gzip"]);

  it.each([
    ["br, gzip", "br"],
    ["gzip;q=1.0, br;q=0.1", "br"],
    ["gzip, br;q=0", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["deflate", undefined],
    ["br;q=0, gzip;q=0.000", undefined],
    ["", undefined],
  ])("picks from %j: %s", (header, coding) => {
    expect(acceptedEncoding(header, both)?.coding).toBe(coding);
  });

  it("picks only among the encodings the file has", () => {
    expect(acceptedEncoding("br, gzip", new Set(["gzip"]))?.coding).toBe("gzip");
    expect(acceptedEncoding("br", new Set(["gzip"]))).toBeUndefined();
  });
});
