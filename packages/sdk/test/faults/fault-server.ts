/**
 * A fault-injecting HTTP server on 127.0.0.1 (random port): each path answers
 * its requests from a plan of faults, the n-th request getting the n-th fault
 * (the last one repeats), and the server counts what it received. Faults work
 * on the real socket: a connection reset in the middle of a body, a request
 * that is never answered, malformed, empty or HTML bodies, retryable statuses.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** How the server treats one request. */
export type Fault = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers `status` with `body` as JSON text, and `headers`. */
export const jsonAnswer =
  (status: number, body: unknown, headers: Record<string, string> = {}): Fault =>
  (_req, res) => {
    res.writeHead(status, {
      "content-type": "application/json",
      "x-wix-request-id": "fault-req",
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

/** Answers `status` with `text` as given (malformed JSON, HTML, nothing). */
export const rawAnswer =
  (status: number, contentType: string, text: string): Fault =>
  (_req, res) => {
    res.writeHead(status, { "content-type": contentType, "x-wix-request-id": "fault-req" });
    res.end(text);
  };

/** Sends the status line, headers and half the announced body, then resets the connection (TCP RST). */
export const resetMidBody: Fault = (_req, res) => {
  const body = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: `p${i}` })) });
  res.writeHead(200, { "content-type": "application/json", "content-length": String(body.length) });
  res.write(body.slice(0, body.length / 2), () => res.socket?.resetAndDestroy());
};

/** Resets the connection before anything is answered. */
export const resetAtOnce: Fault = (req) => {
  req.socket.resetAndDestroy();
};

/** Never answers (the connection stays open until the client gives up or the server closes). */
export const silence: Fault = () => {};

/** A running fault server. */
export interface FaultServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Sets the faults of `path`: request n gets `faults[n]`, later ones the last fault. */
  plan(path: string, ...faults: Fault[]): void;
  /** How many requests reached `method path`. */
  count(method: string, path: string): number;
  /** Forgets counts and plans. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts a fault server; unplanned paths answer 404. */
export async function startFaultServer(): Promise<FaultServer> {
  const plans = new Map<string, Fault[]>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const key = `${req.method} ${path}`;
    const seen = counts.get(key) ?? 0;
    counts.set(key, seen + 1);
    const faults = plans.get(path) ?? [jsonAnswer(404, { message: "not planned" })];
    const fault = faults[Math.min(seen, faults.length - 1)] as Fault;
    // Read the request body first, as a real server would, then misbehave.
    req.resume();
    req.on("end", () => fault(req, res));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    plan: (path, ...faults) => void plans.set(path, faults),
    count: (method, path) => counts.get(`${method} ${path}`) ?? 0,
    reset() {
      plans.clear();
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
