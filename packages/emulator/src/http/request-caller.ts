/**
 * The caller an endpoint resolved for a request, kept on the request so that
 * what runs after the handler (the console's request log) can say who called
 * without resolving the credential a second time.
 */
import type { FastifyRequest } from "fastify";
import type { Principal } from "../auth/principal.ts";

const CALLER = Symbol("vitrine.caller");

type WithCaller = FastifyRequest & { [CALLER]?: Principal };

/** Remembers `principal` as the caller of `request`. */
export function noteCaller(request: FastifyRequest, principal: Principal): void {
  (request as WithCaller)[CALLER] = principal;
}

/** The caller an endpoint resolved for `request`, if an endpoint got that far. */
export function callerOf(request: FastifyRequest): Principal | undefined {
  return (request as WithCaller)[CALLER];
}
