/**
 * One HTTP request over a keep-alive agent, timed from send to the last body
 * byte: what the bench's load generator and the reliability load run measure.
 */
import { request } from "node:http";

/**
 * Sends `{ method, path, headers, body }` to `origin` through `agent`; resolves
 * `{ status, bytes, ms, body? }` (`keepBody`: the body text too). Rejects on a socket error.
 */
export function timedRequest(agent, origin, { method, path, headers, body }, keepBody = false) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${origin}${path}`, { method, agent, headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on("data", (chunk) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          bytes,
          ms: performance.now() - started,
          ...(keepBody ? { body: Buffer.concat(chunks).toString("utf8") } : {}),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}
