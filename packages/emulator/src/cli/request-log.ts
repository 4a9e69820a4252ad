/**
 * `start --log requests`: one line per answered request on stdout (method, path, status,
 * milliseconds, request id). Query values that may carry a secret (codes, tokens, state,
 * passwords, keys, signatures) are printed as `REDACTED`; headers and bodies never are.
 */
import type { FastifyInstance } from "fastify";
import type { Output } from "./output.ts";

const SECRET_PARAMETER = /code|token|state|secret|password|key|session|signature|jwt|auth|verifier/i;

/**
 * The path and query of `url` with the values of secret-looking parameters replaced.
 *
 * @example
 * ```ts
 * loggablePath("/oauth/callback?code=abc&lang=en"); // "/oauth/callback?code=REDACTED&lang=en"
 * ```
 */
export function loggablePath(url: string): string {
  const parsed = new URL(url, "http://emulator.invalid");
  for (const name of new Set(parsed.searchParams.keys()))
    if (SECRET_PARAMETER.test(name)) parsed.searchParams.set(name, "REDACTED");
  return `${parsed.pathname}${parsed.search}`;
}

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
