/**
 * The stub the client figures run against, in its own process so its CPU never counts as the
 * client's. `node:http` with keep-alive on 127.0.0.1:0, answers from memory:
 * - `GET|POST /stores-reader/v1/products/query-platformized`: a page of 20 real demo products;
 * - `GET /stores-reader/v1/products/{id}`: one real demo product (~3.4 KB);
 * - `POST /oauth2/token`: fresh visitor tokens after 10 ms (counted);
 * - `GET /__bench/stats`: `{ tokenRequests, requests, connections }` since the last call, then
 *   resets them (connections: new TCP connections, to see keep-alive at work).
 * Started by `startStub()` (a child process, IPC for the port); the child exits on SIGTERM or
 * when its parent goes away.
 */
import { fork } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const JSON_HEADERS = { "content-type": "application/json", "x-wix-request-id": "bench-request" };

function serve({ product, page }) {
  const productBody = Buffer.from(product);
  const pageBody = Buffer.from(page);
  let tokenRequests = 0;
  let requests = 0;
  let connections = 0;
  const send = (res, status, body) => {
    res.writeHead(status, { ...JSON_HEADERS, "content-length": body.length });
    res.end(body);
  };
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    requests += 1;
    req.resume();
    const path = req.url.split("?", 1)[0];
    if (path === "/stores-reader/v1/products/query-platformized") return send(res, 200, pageBody);
    if (path.startsWith("/stores-reader/v1/products/")) return send(res, 200, productBody);
    if (path === "/oauth2/token") {
      tokenRequests += 1;
      const tokens = {
        access_token: `at-${tokenRequests}`,
        refresh_token: "rt",
        expires_in: 14400,
        token_type: "Bearer",
      };
      setTimeout(() => send(res, 200, Buffer.from(JSON.stringify(tokens))), 10);
      return;
    }
    if (path === "/__bench/stats") {
      const stats = { tokenRequests, requests: requests - 1, connections };
      tokenRequests = 0;
      requests = 0;
      connections = 0;
      return send(res, 200, Buffer.from(JSON.stringify(stats)));
    }
    send(res, 404, Buffer.from('{"message":"not found","details":{}}'));
  });
  server.on("connection", () => {
    connections += 1;
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Starts the stub process; resolves `{ origin, productId, productBytes, pageBytes, stats(), stop() }`. */
export function startStub() {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`stub exited early (${code})`)));
    child.once("message", ({ port, productId, productBytes, pageBytes }) => {
      child.removeAllListeners("exit");
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        productId,
        productBytes,
        pageBytes,
        stats: async () => (await fetch(`${origin}/__bench/stats`)).json(),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadFixtures } = await import("./fixtures.mjs");
  const fixtures = await loadFixtures();
  const server = await serve(fixtures);
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
  process.on("disconnect", () => process.exit(0));
  process.send({
    port: server.address().port,
    productId: fixtures.productId,
    productBytes: Buffer.byteLength(fixtures.product),
    pageBytes: Buffer.byteLength(fixtures.page),
  });
}
