/** A real HTTP server on 127.0.0.1 (random port) that records requests and answers from a handler. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the server received. */
export interface Recorded {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  search: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** Answers a recorded request; may write to `res` directly. */
export type Handler = (req: Recorded, res: ServerResponse) => void | Promise<void>;

/** A running test server. */
export interface TestServer {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  requests: Recorded[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Sends a JSON answer. */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Starts a server; the default handler answers `{}` with a request id. */
export async function startServer(handler?: Handler): Promise<TestServer> {
  let current: Handler = handler ?? ((_req, res) => json(res, 200, {}, { "x-wix-request-id": "req-1" }));
  const requests: Recorded[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const recorded: Recorded = {
      method: req.method ?? "",
      url,
      path: q < 0 ? url : url.slice(0, q),
      search: q < 0 ? "" : url.slice(q + 1),
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    try {
      await current(recorded, res);
    } catch (e) {
      if (!res.headersSent) json(res, 599, { message: String(e) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/** An origin on 127.0.0.1 where nothing listens (for network failures). */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
