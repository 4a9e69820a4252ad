/**
 * A real HTTP server on 127.0.0.1 for tests, handing each request to a fetch-style handler
 * (`Request` in, `Response` out), as the storefront's server hands a route its request: so the
 * emulator's webhook worker can deliver to the storefront's webhook handler over the network.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A listening server: its origin and how to stop it. */
export interface HandlerServer {
  origin: string;
  close(): Promise<void>;
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const hasBody = message.method !== "GET" && message.method !== "HEAD";
  return new Request(new URL(message.url ?? "/", origin), {
    method: message.method ?? "GET",
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

/**
 * Serves `handler` on a free port of 127.0.0.1.
 *
 * @example
 * ```ts
 * const server = await serveHandler(async (request) => new Response("ok"));
 * await server.close();
 * ```
 */
export async function serveHandler(handler: (request: Request) => Promise<Response>): Promise<HandlerServer> {
  let origin = "";
  const server = createServer((message, reply) => {
    toRequest(message, origin)
      .then(handler)
      .then(async (response) => {
        reply.writeHead(response.status, Object.fromEntries(response.headers));
        reply.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        reply.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
