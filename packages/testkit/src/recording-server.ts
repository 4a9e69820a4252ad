/**
 * A real HTTP server on 127.0.0.1 (free port) that records every request (method, path, query
 * string, headers, body) and answers it with a handler, which a test may swap at any time: the
 * server a client under test talks to when what it sends is the point.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the server received. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  /** The query string without its `?` (empty when none). */
  query: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** Answers a recorded request by writing to `response`. */
export type RecordingHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A running recording server. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Answers the next requests with `handler`. */
  handle(handler: RecordingHandler): void;
  /** Forgets the requests recorded so far and returns them. */
  take(): RecordedRequest[];
  /** Stops the server, dropping open connections. */
  close(): Promise<void>;
}

/**
 * Writes a JSON answer.
 *
 * @example
 * ```ts
 * server.handle((_request, response) => sendJson(response, 404, { message: "not found" }));
 * ```
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A handler answering every request 200 with `body` and a request id `req-<n>` (the n-th request).
 *
 * @example
 * ```ts
 * const server = await startRecordingServer(answerJson({ products: [] }));
 * ```
 */
export function answerJson(body: unknown): RecordingHandler {
  let answered = 0;
  return (_request, response) => {
    answered += 1;
    sendJson(response, 200, body, { "x-wix-request-id": `req-${answered}` });
  };
}

function recorded(request: IncomingMessage, body: string): RecordedRequest {
  const url = request.url ?? "/";
  const mark = url.indexOf("?");
  return {
    method: request.method ?? "",
    url,
    path: mark < 0 ? url : url.slice(0, mark),
    query: mark < 0 ? "" : url.slice(mark + 1),
    headers: request.headers,
    body,
  };
}

/**
 * Starts a server on 127.0.0.1 with a free port; `handler` answers (default: `{}` with request id
 * `req-1`). A handler that throws before answering gets a 599 with the error as `message`.
 *
 * @example
 * ```ts
 * const server = await startRecordingServer();
 * await fetch(`${server.origin}/v1/products?limit=2`);
 * server.requests[0]; // { method: "GET", path: "/v1/products", query: "limit=2", ... }
 * await server.close();
 * ```
 */
export async function startRecordingServer(handler?: RecordingHandler): Promise<RecordingServer> {
  let current: RecordingHandler =
    handler ?? ((_request, response) => sendJson(response, 200, {}, { "x-wix-request-id": "req-1" }));
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry = recorded(request, Buffer.concat(chunks).toString("utf8"));
    requests.push(entry);
    try {
      await current(entry, response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 599, { message: String(error) });
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
    take: () => requests.splice(0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
