/**
 * The GraphQL endpoint, POST `/graphql/{apiVersion}` (the path of the
 * provider's generic GraphQL call; any `apiVersion`, the provider's being
 * `alpha`), registered in its own Fastify scope because it answers in GraphQL's
 * shape rather than the REST envelope: the raw JSON body goes to
 * `runGraphqlRequest`, and every refusal (no credential, a body over the limit
 * or of another content type, a GET) is a `{errors:[…]}` body with its HTTP
 * status. The app-wide hooks (host check, request id, consistency header, CORS)
 * apply as to every route. Access is that of the REST catalogue reads: any
 * visitor, member or merchant credential, 401 without one.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { checkAccess } from "../auth/access-rules.ts";
import { ApiFailure } from "../errors.ts";
import type { EndpointContext } from "../http/register-endpoints.ts";
import type { CatalogContext } from "./catalog-resolvers.ts";
import { failureError, plainError, type WireGraphqlError } from "./graphql-errors.ts";
import { type GraphqlMediaType, runGraphqlRequest } from "./graphql-request.ts";

/** The route, in Fastify's syntax. */
const GRAPHQL_ROUTE = "/graphql/:apiVersion";

/** Codes of the framework's own refusals of a request. */
const FRAMEWORK_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `application/graphql-response+json` when the client accepts it, else `application/json`. */
function responseMediaType(request: FastifyRequest): GraphqlMediaType {
  const accept = headerValue(request.headers.accept) ?? "";
  return accept.includes("application/graphql-response+json")
    ? "application/graphql-response+json"
    : "application/json";
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .type(`${responseMediaType(request)}; charset=utf-8`)
    .send(body);
}

function sendErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errors: WireGraphqlError[],
) {
  return send(request, reply, status, { errors });
}

/** The caller, or the failure (401, 403) refusing it. */
async function callerOf(
  request: FastifyRequest,
  context: EndpointContext,
): Promise<CatalogContext | ApiFailure> {
  try {
    const principal = await context.credentials.principalOf(
      headerValue(request.headers.authorization),
      headerValue(request.headers["wix-site-id"]),
    );
    checkAccess("read", principal);
    return { db: context.db, config: context.config, principal };
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
}

function isFrameworkClientError(error: FastifyError): boolean {
  return (
    error.code?.startsWith("FST_") === true && typeof error.statusCode === "number" && error.statusCode < 500
  );
}

/**
 * Registers the endpoint on `app`.
 *
 * @example
 * ```ts
 * registerGraphql(app, { db, config, credentials, coalesced });
 * ```
 */
export function registerGraphql(app: FastifyInstance, context: EndpointContext): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      // Anything but the framework's refusal of the request (a database down, a bug) is answered
      // by the app's error handler, as on every other route.
      if (!isFrameworkClientError(error)) throw error;
      const status = error.statusCode ?? 400;
      return sendErrors(request, reply, status, [
        plainError(error.message, FRAMEWORK_CODES[status] ?? "BAD_REQUEST"),
      ]);
    });
    scope.route({
      method: "POST",
      url: GRAPHQL_ROUTE,
      config: { isWrite: false },
      handler: async (request, reply) => {
        const caller = await callerOf(request, context);
        if (caller instanceof ApiFailure)
          return sendErrors(request, reply, caller.status, [failureError(caller)]);
        const bodyText = typeof request.body === "string" ? request.body : "";
        const { status, body } = await runGraphqlRequest(bodyText, caller, responseMediaType(request));
        return send(request, reply, status, body);
      },
    });
    scope.route({
      method: "GET",
      url: GRAPHQL_ROUTE,
      config: { isWrite: false },
      handler: (request, reply) =>
        sendErrors(request, reply.header("allow", "POST"), 405, [
          plainError(
            "GraphQL requests are POSTed here (JSON body {query, variables, operationName}).",
            "METHOD_NOT_ALLOWED",
          ),
        ]),
    });
  });
}
