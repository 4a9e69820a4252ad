/**
 * CORS for the storefront and other browser clients: only origins in
 * `config.corsOrigins` or some OAuth client's `allowedOrigins` get CORS headers;
 * preflights are answered here, before routing, for every path.
 */
import type { FastifyInstance } from "fastify";
import type { EmulatorConfig } from "../config.ts";

const ALLOWED_METHODS = "GET, POST, PATCH, DELETE, PUT";
/** Request headers the provider's client and @vitrine/sdk send. */
const ALLOWED_HEADERS = [
  "authorization",
  "content-type",
  "wix-site-id",
  "wix-account-id",
  "x-wix-consistent",
  "x-wix-bi-gateway",
  "client-binding",
  "x-correlation-id",
].join(", ");
const EXPOSED_HEADERS = "x-wix-request-id, x-wix-consistent";
const PREFLIGHT_MAX_AGE_SECONDS = "600";

/** The origins allowed by `config`. */
export function allowedOrigins(config: EmulatorConfig): ReadonlySet<string> {
  return new Set([...config.corsOrigins, ...config.oauthClients.flatMap((client) => client.allowedOrigins)]);
}

/** Adds CORS headers for allowed origins and answers preflight requests (204). */
export function registerCors(app: FastifyInstance, config: EmulatorConfig): void {
  const origins = allowedOrigins(config);
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    const allowed = origin !== undefined && origins.has(origin);
    reply.header("vary", "Origin");
    if (allowed) {
      reply.header("access-control-allow-origin", origin);
      reply.header("access-control-expose-headers", EXPOSED_HEADERS);
    }
    if (request.method !== "OPTIONS") return;
    if (allowed) {
      reply.header("access-control-allow-methods", ALLOWED_METHODS);
      reply.header("access-control-allow-headers", ALLOWED_HEADERS);
      reply.header("access-control-max-age", PREFLIGHT_MAX_AGE_SECONDS);
    }
    return reply.code(204).send();
  });
}
