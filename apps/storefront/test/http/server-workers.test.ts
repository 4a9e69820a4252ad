/**
 * `npm start`'s server in several processes: `server/start.mjs` with `VITRINE_WORKERS=2` in a
 * process of its own, against a listening emulator that delivers the store's signed webhooks to
 * its `/webhooks`, reached through a pass-through server the test can hold (`storeGate`). Both
 * workers answer pages; a product page both have kept shows the merchant's new price on every
 * request within 2 s (the webhook reaches one worker, its purge the other through the primary); a
 * killed worker is replaced; on SIGTERM a page whose render waits on the store is still answered
 * whole, then the primary and its workers exit, at once though the client keeps its keep-alive
 * connection. Which worker answered is read from `/proc`: the worker holding the server's end of
 * the connection, among the primary's children.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { createVitrineClient, type ShopProduct, shopProductFromV1 } from "@vitrine/react";
import { freePort, type RecordedRequest, type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOREFRONT_ROOT, storefrontBuild } from "../support/build-once.ts";
import { CLIENT_ID, type DemoStore, setProductPrice, startDemoStore } from "../support/demo-store.ts";

/** Hop-by-hop and length headers, which the pass-through server does not copy. */
const UNCOPIED = new Set([
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "accept-encoding",
]);

let store: DemoStore;
let gate: ReturnType<typeof storeGate>;
let server: ChildProcess;
let port: number;
let output = "";
let products: ShopProduct[];

/**
 * A server between the storefront and the store that passes every request on, except while held:
 * then it keeps the requests until `release()`.
 */
function storeGate(proxy: RecordingServer, storeOrigin: string) {
  let opened: () => void = () => {};
  let open: Promise<void> = Promise.resolve();
  let waiting = 0;
  proxy.handle(async (received: RecordedRequest, response) => {
    waiting += 1;
    await open;
    waiting -= 1;
    const headers = Object.entries(received.headers)
      .filter(([name]) => !UNCOPIED.has(name))
      .map(([name, value]): [string, string] => [name, String(value)]);
    const hasBody = received.method !== "GET" && received.method !== "HEAD";
    const answer = await fetch(`${storeOrigin}${received.url}`, {
      method: received.method,
      headers,
      ...(hasBody ? { body: received.body } : {}),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, [...answer.headers].filter(([name]) => !UNCOPIED.has(name)).flat());
    response.end(body);
  });
  return {
    origin: proxy.origin,
    /** The requests the storefront sent the store so far. */
    count: () => proxy.requests.length,
    /** How many requests are held. */
    waiting: () => waiting,
    hold() {
      open = new Promise((resolve) => {
        opened = resolve;
      });
    },
    release: () => opened(),
    close: () => proxy.close(),
  };
}

/** The pids of process `pid`'s children (`/proc/<pid>/task/<pid>/children`), none once it is gone. */
function childPids(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** How `/proc/net/tcp` writes 127.0.0.1:`port`. */
function loopbackAddress(port: number): string {
  return `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Which of `pids` holds the server's end of the connection from 127.0.0.1:`clientPort` to the
 * server: the inode of that socket in `/proc/net/tcp`, among each process's descriptors.
 */
function connectionOwner(pids: number[], clientPort: number): number | undefined {
  const socket = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1] === loopbackAddress(port) && fields[2] === loopbackAddress(clientPort));
  if (!socket) return undefined;
  const target = `socket:[${socket[9]}]`;
  const holds = (pid: number) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === target);
    } catch {
      // The process, or a descriptor listed a moment ago, is gone.
      return false;
    }
  };
  return pids.find(holds);
}

/** An answer, with the worker that holds its connection. */
interface Answer {
  status: number;
  body: string;
  worker: number | undefined;
}

/** One keep-alive connection to the server, each answer read whole (no compression asked). */
function openConnection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    get: (path: string) =>
      new Promise<Answer>((resolve, reject) => {
        const asked = request({ host: "127.0.0.1", port, path, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              worker: connectionOwner(childPids(server.pid), asked.socket?.localPort ?? 0),
            }),
          );
        });
        asked.on("error", reject);
        asked.end();
      }),
    close: () => agent.destroy(),
  };
}

type Connection = ReturnType<typeof openConnection>;

/**
 * A connection to each of the server's workers (`pids`), found by opening connections and asking
 * for `path` (every answer 200) until each worker has answered one.
 */
async function connectionsToEachWorker(pids: number[], path: string): Promise<Map<number, Connection>> {
  const found = new Map<number, Connection>();
  await expect
    .poll(
      async () => {
        const connection = openConnection();
        const answer = await connection.get(path);
        expect(answer.status).toBe(200);
        if (answer.worker !== undefined && !found.has(answer.worker)) found.set(answer.worker, connection);
        else connection.close();
        return [...found.keys()].sort();
      },
      { interval: 50 },
    )
    .toEqual([...pids].sort());
  return found;
}

/** Whether a new connection to the server is refused. */
function refused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

beforeAll(async () => {
  const buildDir = await storefrontBuild();
  port = await freePort();
  store = await startDemoStore(`http://127.0.0.1:${port}`);
  gate = storeGate(await startRecordingServer(), store.emulator.baseUrl);
  const shop = createVitrineClient({ baseUrl: store.emulator.baseUrl, clientId: CLIENT_ID });
  products = (await shop.products.queryProducts().limit(50).find()).items.map(shopProductFromV1);
  server = spawn(process.execPath, [join(STOREFRONT_ROOT, "server/start.mjs")], {
    cwd: STOREFRONT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      VITRINE_WORKERS: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      VITRINE_BUILD_DIR: buildDir,
      VITRINE_API_URL: gate.origin,
      VITRINE_CLIENT_ID: CLIENT_ID,
      VITRINE_CATALOG: "v1",
      VITRINE_WEBHOOK_PUBLIC_KEY: store.webhookPublicKey,
      MALLOC_ARENA_MAX: "2",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const record = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Storefront listening on")) resolve();
    };
    server.stdout?.on("data", record);
    server.stderr?.on("data", record);
    server.once("exit", (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
  await store.subscribe(`http://127.0.0.1:${port}/webhooks`);
});

afterAll(async () => {
  // The last test stops the server; after a failure before it, its workers end with the primary.
  server?.kill("SIGKILL");
  await gate?.close();
  await store?.stop();
});

describe("the production server in two worker processes", () => {
  it("answers from both workers, and a new price shows on every request within 2 s though both kept the page", async () => {
    const product = products[0];
    if (!product) throw new Error("no demo product");
    const workers = childPids(server.pid);
    expect(workers).toHaveLength(2);
    const path = `/product/${product.slug}`;
    const connections = [...(await connectionsToEachWorker(workers, path)).values()];

    // Each worker has answered the page once; asked again, neither asks the store: both kept it.
    const asked = gate.count();
    for (const connection of connections) {
      const again = await connection.get(path);
      expect(again.status).toBe(200);
      expect(again.body).toContain(product.name);
      expect(again.body).not.toContain("987.65");
    }
    expect(gate.count()).toBe(asked);

    const changed = Date.now();
    await setProductPrice(store.emulator.baseUrl, product.id, 987.65);
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(connections.map((connection) => connection.get(path)));
          return answers.every((answer) => answer.body.includes("987.65"));
        },
        { timeout: 2_000, interval: 20 },
      )
      .toBe(true);
    expect(Date.now() - changed).toBeLessThan(2_000);
    // Every request after, from either worker, new connections too.
    const after = [...connections, openConnection(), openConnection()];
    for (let round = 0; round < 3; round++)
      for (const answer of await Promise.all(after.map((connection) => connection.get(path))))
        expect(answer.body).toContain("987.65");
    for (const connection of after) connection.close();
  });

  it("replaces a killed worker and keeps answering", async () => {
    const [killed, kept] = childPids(server.pid);
    if (killed === undefined || kept === undefined) throw new Error("the server has not two workers");
    process.kill(killed, "SIGKILL");
    await expect.poll(() => childPids(server.pid).filter((pid) => pid !== killed)).toHaveLength(2);
    const workers = childPids(server.pid);
    expect(workers).toContain(kept);
    for (const connection of (await connectionsToEachWorker(workers, "/shop")).values()) connection.close();
  });

  it("on SIGTERM answers the page under way whole, then the primary and every worker exit", async () => {
    const product = products[2];
    if (!product) throw new Error("no third demo product");
    const workers = childPids(server.pid);
    expect(workers).toHaveLength(2);
    gate.hold();
    const connection = openConnection();
    // A page no worker has kept: its render waits on the store.
    const underWay = connection.get(`/product/${product.slug}`);
    await expect.poll(() => gate.waiting()).toBeGreaterThan(0);

    const exited = new Promise<{ code: number | null; left: number[] }>((resolve) =>
      server.once("exit", (code) => resolve({ code, left: [server.pid ?? 0, ...workers].filter(alive) })),
    );
    server.kill("SIGTERM");
    // Every worker has stopped taking connections, the render still waiting.
    await expect.poll(refused).toBe(true);
    expect(gate.waiting()).toBeGreaterThan(0);
    gate.release();

    const answer = await underWay;
    const answered = Date.now();
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(product.name);
    expect(answer.body.trimEnd()).toMatch(/<\/html>$/);
    // The client keeps its connection, as a keep-alive client does: the worker closes it as the
    // answer ends rather than after its keep-alive timeout (5 s).
    expect(await exited).toEqual({ code: 0, left: [] });
    expect(Date.now() - answered).toBeLessThan(3_000);
    connection.close();
  });
});

/** Whether process `pid` is still there. */
function alive(pid: number): boolean {
  return existsSync(`/proc/${pid}`);
}
