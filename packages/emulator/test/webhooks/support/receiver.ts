/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records
 * every POST (body, content type) and answers with the status `respond`
 * chooses (200 by default). `deliveries()` waits until a predicate on the
 * received bodies holds.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface ReceivedRequest {
  body: string;
  contentType: string | undefined;
  at: number;
}

/** A listening receiver. */
export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  /** Chooses the status of the n-th request (0-based) with this body; the returned promise may delay. */
  respond: (request: ReceivedRequest, index: number) => number | Promise<number>;
  /** Resolves once `done(received)` is true; rejects after `timeoutMs`. */
  until(done: (received: ReceivedRequest[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts a receiver on 127.0.0.1 with a random port. */
export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    received: [],
    respond: () => 200,
    async until(done, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done(receiver.received)) {
        if (Date.now() > deadline)
          throw new Error(
            `receiver: condition not met in ${timeoutMs} ms (${receiver.received.length} received)`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const received = { body, contentType: request.headers["content-type"], at: Date.now() };
      const index = receiver.received.length;
      receiver.received.push(received);
      let status = 500;
      try {
        status = await receiver.respond(received, index);
      } finally {
        response.writeHead(status).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return receiver;
}
