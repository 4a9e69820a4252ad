/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records
 * every POST (body, content type) and answers with the status `respond`
 * chooses (200 by default). `until()` waits until a predicate on the
 * received requests holds.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got: its body (a delivery's signed JWT), content type and arrival time. */
export interface ReceivedWebhook {
  body: string;
  contentType: string | undefined;
  at: number;
}

/** A listening receiver. */
export interface WebhookReceiver {
  /** The URL to subscribe: `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  /** Every request received, in order. */
  received: ReceivedWebhook[];
  /** Chooses the status of the n-th request (0-based) with this body; the returned promise may delay. */
  respond: (request: ReceivedWebhook, index: number) => number | Promise<number>;
  /** Resolves once `done(received)` is true; rejects after `timeoutMs`. */
  until(done: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Stops the server, dropping open connections. */
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Starts a receiver on 127.0.0.1 with a free port.
 *
 * @example
 * ```ts
 * const receiver = await startWebhookReceiver();
 * await devWebhooks(t.baseUrl, t.merchantHeaders).subscribe(receiver.url);
 * await receiver.until((received) => received.length >= 1);
 * await receiver.close();
 * ```
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
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
