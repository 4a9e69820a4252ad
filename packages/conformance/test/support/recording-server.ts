/** A local HTTP server (127.0.0.1, random port) that records each request and answers with JSON. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The parts of a request that must match byte for byte. */
export interface Recorded {
  method: string;
  path: string;
  query: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A running recording server. */
export interface RecordingServer {
  origin: string;
  requests: Recorded[];
  /** Forgets what was recorded and returns it. */
  take(): Recorded[];
  close(): Promise<void>;
}

/** Starts a recording server that answers every request with `answer`. */
export async function startRecordingServer(answer: unknown): Promise<RecordingServer> {
  const requests: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    requests.push({
      method: req.method ?? "",
      path: q < 0 ? url : url.slice(0, q),
      query: q < 0 ? "" : url.slice(q + 1),
      body: Buffer.concat(chunks).toString("utf8"),
      headers: req.headers,
    });
    res.writeHead(200, { "content-type": "application/json", "x-wix-request-id": `req-${requests.length}` });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    take: () => requests.splice(0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
