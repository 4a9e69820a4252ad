/**
 * A page's HTML served from 127.0.0.1 in two parts, the second held back until the test releases
 * it: what a browser has to show while a document is still arriving over a slow network. The first
 * part ends in a script that sets `window.firstPartParsed`, so a test knows when the browser has
 * parsed all of it; a script is laid out nowhere, so it moves nothing.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The document's address, the release of its second part, and the server's stop. */
export interface DocumentInTwoParts {
  url: string;
  releaseRest(): void;
  close(): Promise<void>;
}

/** Serves `first` at once and `rest` once {@link DocumentInTwoParts.releaseRest} is called. */
export async function serveDocumentInTwoParts(first: string, rest: string): Promise<DocumentInTwoParts> {
  let releaseRest = () => {};
  const released = new Promise<void>((resolve) => {
    releaseRest = resolve;
  });
  const server = createServer((_request, reply) => {
    reply.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    reply.write(`${first}<script>window.firstPartParsed = true</script>`);
    void released.then(() => reply.end(rest));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    releaseRest,
    close: () =>
      new Promise<void>((resolve, reject) => {
        releaseRest();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
