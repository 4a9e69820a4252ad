/**
 * Turns every failure into the provider's error envelope
 * (`{message, details:{applicationError | validationError}}`), or into an OAuth
 * error on routes that report those: `ApiFailure`s keep their status; the
 * framework's own 4xx (body too large, unsupported media type) keep theirs;
 * a database that cannot be reached is 503 UNAVAILABLE with `Retry-After`;
 * anything else is a bug: logged, answered with a generic 500, no stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { OAuthFailure } from "../auth/oauth-failure.ts";
import { DatabaseUnavailable } from "../db/database-unavailable.ts";
import { ApiFailure, ApplicationFailure } from "../errors.ts";

/** The `code` of application errors for the framework's own 4xx statuses. */
const FRAMEWORK_CODES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

function isFrameworkClientError(error: unknown): error is FastifyError & { statusCode: number } {
  const { code, statusCode } = error as Partial<FastifyError>;
  return (
    typeof code === "string" &&
    code.startsWith("FST_") &&
    typeof statusCode === "number" &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

/** Seconds a client is told to wait (`Retry-After`) when the database is unavailable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

const UNAVAILABLE = new ApplicationFailure(
  503,
  "UNAVAILABLE",
  "The emulator's database is unavailable; retry shortly.",
);

/** The failure a thrown value is answered with, or undefined when it is a bug. */
function knownFailure(error: unknown): ApiFailure | OAuthFailure | undefined {
  if (error instanceof ApiFailure || error instanceof OAuthFailure) return error;
  if (error instanceof DatabaseUnavailable) return UNAVAILABLE;
  if (isFrameworkClientError(error)) {
    const code = FRAMEWORK_CODES[error.statusCode] ?? "BAD_REQUEST";
    return new ApplicationFailure(error.statusCode, code, error.message);
  }
  return undefined;
}

function envelope(failure: ApiFailure) {
  return { message: failure.message, details: failure.details() };
}

function oauthBody(failure: ApiFailure | OAuthFailure) {
  if (failure instanceof OAuthFailure) return failure.body();
  const error =
    failure.status === 401
      ? "invalid_client"
      : failure.status === 503
        ? "temporarily_unavailable"
        : failure.status >= 500
          ? "server_error"
          : "invalid_request";
  return { error, error_description: failure.message };
}

const INTERNAL = new ApplicationFailure(
  500,
  "INTERNAL_ERROR",
  "Internal error: the emulator failed to handle this request.",
);

function reply(request: FastifyRequest, reply: FastifyReply, failure: ApiFailure | OAuthFailure) {
  if (failure === UNAVAILABLE) reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  const oauth = request.routeOptions.config?.errorFormat === "oauth";
  if (failure instanceof OAuthFailure || oauth) return reply.code(failure.status).send(oauthBody(failure));
  return reply.code(failure.status).send(envelope(failure));
}

/**
 * Fastify's `frameworkErrors` option: failures the router meets before any
 * route or hook runs (a path that is not valid percent-encoding, a path
 * parameter over `maxParamLength`). Without it Fastify answers them itself,
 * with neither the envelope nor a request id.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, res: FastifyReply) {
  const failure =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? new ApplicationFailure(414, "URI_TOO_LONG", "A path parameter of the URL is too long.")
      : error.code === "FST_ERR_BAD_URL"
        ? new ApplicationFailure(400, "INVALID_ARGUMENT", "The URL's path is not valid percent-encoding.")
        : (knownFailure(error) ?? INTERNAL);
  res.header("x-wix-request-id", request.id);
  const body = failure instanceof OAuthFailure ? failure.body() : envelope(failure);
  return res.code(failure.status).send(body);
}

/** Installs the not-found and error handlers. */
export function registerErrorReplies(app: FastifyInstance): void {
  app.setNotFoundHandler((request, res) =>
    reply(
      request,
      res,
      new ApplicationFailure(
        404,
        "NOT_FOUND",
        `No route for ${request.method} ${request.url.split("?")[0]}.`,
      ),
    ),
  );
  app.setErrorHandler((error, request, res) => {
    const failure = knownFailure(error);
    if (failure === UNAVAILABLE) request.log.warn({ err: error }, "database unavailable");
    if (failure) return reply(request, res, failure);
    request.log.error(
      { err: error, method: request.method, route: request.routeOptions.url },
      "unhandled error while serving a request",
    );
    return reply(request, res, INTERNAL);
  });
}
