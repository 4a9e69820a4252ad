/**
 * Headers every response carries: `x-wix-request-id` (a fresh random id, also on
 * errors, 404s and preflights) and `x-wix-consistent` (the request's value echoed;
 * a new value after a successful write, which clients send on later requests).
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** A fresh request id (Fastify's `genReqId`). */
export function newRequestId(): string {
  return randomUUID();
}

/** Whether a route changes data (its successful responses carry a new consistency value). */
declare module "fastify" {
  interface FastifyContextConfig {
    /** True for write routes; false for reads and the POST fallback of GETs. */
    isWrite?: boolean;
    /** The route's failure format (see `Endpoint.errorFormat`). */
    errorFormat?: "envelope" | "oauth";
  }
}

/** Adds `x-wix-request-id` and `x-wix-consistent` to every response. */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-wix-request-id", request.id);
    const echoed = request.headers["x-wix-consistent"];
    if (request.routeOptions.config?.isWrite && reply.statusCode < 400) {
      reply.header("x-wix-consistent", `${Date.now()}-${request.id}`);
    } else if (typeof echoed === "string" && echoed !== "") {
      reply.header("x-wix-consistent", echoed);
    }
    return payload;
  });
}
