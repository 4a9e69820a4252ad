/**
 * Registers endpoints on the Fastify app, generically: each request's payload is
 * built (query and `.r` for GET, JSON body otherwise, path parameters set at
 * their field paths), the caller resolved and checked against `access`, then
 * the handler runs. Every GET endpoint also answers POST at the same path with
 * the payload as JSON body (the clients' fallback for URLs over 4000 characters).
 * A handler's result is serialised as JSON, or sent as is when it is already
 * `SerializedJson` text.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { checkAccess } from "../auth/access-rules.ts";
import type { Credentials } from "../auth/credentials.ts";
import type { EmulatorConfig } from "../config.ts";
import type { CoalescedCalls } from "../db/coalesced-calls.ts";
import type { Database } from "../db/database.ts";
import { checkPayloadText } from "../payload-text.ts";
import type { Endpoint } from "./endpoint.ts";
import { toRoutePath } from "./path-template.ts";
import { noteCaller } from "./request-caller.ts";
import { bodyPayload, mergeUnder, type Payload, queryPayload, setField } from "./request-payload.ts";
import { SerializedJson } from "./serialized-json.ts";

/** The content type Fastify gives JSON it serialises, for JSON sent as text. */
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** What every handler receives besides the request. */
export interface EndpointContext {
  db: Database;
  config: EmulatorConfig;
  credentials: Credentials;
  coalesced: CoalescedCalls;
}

function rawQuery(request: FastifyRequest): string {
  const index = request.url.indexOf("?");
  return index < 0 ? "" : request.url.slice(index + 1);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function register(
  app: FastifyInstance,
  endpoint: Endpoint,
  method: Endpoint["method"],
  context: EndpointContext,
): void {
  const { url, params } = toRoutePath(endpoint.path);
  app.route({
    method,
    url,
    config: { isWrite: endpoint.method !== "GET", errorFormat: endpoint.errorFormat ?? "envelope" },
    handler: async (request, reply) => {
      const query = queryPayload(rawQuery(request));
      const payload: Payload = method === "GET" ? query : mergeUnder(bodyPayload(request.body), query);
      const values = request.params as Record<string, string>;
      for (const { name, field } of params) setField(payload, field, values[name]);
      checkPayloadText(payload);
      const principal = await context.credentials.principalOf(
        headerValue(request.headers.authorization),
        headerValue(request.headers["wix-site-id"]),
      );
      noteCaller(request, principal);
      checkAccess(endpoint.access, principal);
      const result = await endpoint.handle({ payload, principal, requestId: request.id, ...context });
      reply.code(endpoint.successStatus ?? 200);
      if (result instanceof SerializedJson) return reply.type(JSON_CONTENT_TYPE).send(result.text);
      return reply.send(result ?? {});
    },
  });
}

/** Registers `endpoints` (and the POST fallback of each GET whose path has no POST endpoint). */
export function registerEndpoints(
  app: FastifyInstance,
  endpoints: readonly Endpoint[],
  context: EndpointContext,
): void {
  for (const endpoint of endpoints) register(app, endpoint, endpoint.method, context);
  for (const endpoint of endpoints) {
    if (endpoint.method !== "GET") continue;
    const { url } = toRoutePath(endpoint.path);
    if (!app.hasRoute({ method: "POST", url })) register(app, endpoint, "POST", context);
  }
}
