/**
 * `start --log requests`: one line per answered request on stdout (method, path, status,
 * milliseconds, request id). Query values that may carry a secret (codes, tokens, state,
 * passwords, keys, signatures) are printed as `REDACTED`; headers and bodies never are.
 */
import type { FastifyInstance } from "fastify";
import { loggablePath } from "../http/loggable-path.ts";
import type { Output } from "./output.ts";

/**
 * The line of one answered request.
 *
 * @example
 * ```ts
 * requestLogLine({ method: "GET", url: "/healthz", statusCode: 200, milliseconds: 1.234, requestId: "r1" });
 * // "GET /healthz 200 1.2 ms r1"
 * ```
 */
export function requestLogLine(request: {
  method: string;
  url: string;
  statusCode: number;
  milliseconds: number;
  requestId: string;
}): string {
  const { method, url, statusCode, milliseconds, requestId } = request;
  return `${method} ${loggablePath(url)} ${statusCode} ${milliseconds.toFixed(1)} ms ${requestId}`;
}

/** Prints a line for every request `app` answers (register before it listens). */
export function logRequests(app: FastifyInstance, out: Output): void {
  app.addHook("onResponse", async (request, reply) => {
    out.log(
      requestLogLine({
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        milliseconds: reply.elapsedTime,
        requestId: String(request.id),
      }),
    );
  });
}
