/**
 * The property every fuzzed response must have: no 5xx (save the deliberate 501 `UNIMPLEMENTED`
 * of a call the emulator names as unserved, in the envelope); an `x-wix-request-id`;
 * every 4xx in the provider's envelope (`{message, details:{validationError
 * | applicationError}}`, or `{message, details:{}}`, the provider's standard error that its
 * clients read by HTTP status, as an unknown collection is answered), or OAuth's `{error, error_description}` from the token
 * endpoint.
 */
import type { LightMyRequestResponse } from "fastify";
import type { FuzzRequest } from "./fuzz-request.ts";

function fail(request: FuzzRequest, response: LightMyRequestResponse, why: string): never {
  const sent = typeof request.options.payload === "string" ? request.options.payload.slice(0, 400) : "";
  throw new Error(
    `${why}\n  ${request.template} (${request.credential}, ${request.transport})\n  ${request.options.method} ${String(request.options.url).slice(0, 400)}\n  body sent: ${sent}\n  → ${response.statusCode} ${response.body.slice(0, 600)}`,
  );
}

function isEnvelope(body: Record<string, unknown>): boolean {
  if (typeof body.message !== "string") return false;
  const details = body.details as Record<string, unknown> | undefined;
  if (!details || typeof details !== "object") return false;
  if (Object.keys(details).length === 0) return true;
  const validation = details.validationError as { fieldViolations?: unknown } | undefined;
  const application = details.applicationError as { code?: unknown } | undefined;
  if (validation) {
    const violations = validation.fieldViolations;
    return (
      Array.isArray(violations) &&
      violations.length > 0 &&
      violations.every((v) => typeof v?.field === "string" && typeof v?.description === "string")
    );
  }
  return (
    typeof application?.code === "string" &&
    typeof (application as { description?: unknown }).description === "string"
  );
}

function isOAuthError(body: Record<string, unknown>): boolean {
  return typeof body.error === "string" && typeof body.error_description === "string";
}

/** A 501 naming a call the emulator does not serve, in the provider's envelope. */
function isUnserved(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 501) return false;
  try {
    const body = response.json() as Record<string, unknown>;
    const application = (body.details as { applicationError?: { code?: unknown } } | undefined)
      ?.applicationError;
    return isEnvelope(body) && application?.code === "UNIMPLEMENTED";
  } catch {
    return false;
  }
}

/** Throws (with the request and the answer) unless `response` keeps the property. */
export function checkResponse(request: FuzzRequest, response: LightMyRequestResponse): void {
  if (response.statusCode >= 500 && !isUnserved(response)) fail(request, response, "server error");
  const requestId = response.headers["x-wix-request-id"];
  if (typeof requestId !== "string" || requestId === "") fail(request, response, "no x-wix-request-id");
  // A HEAD answer has no body by definition.
  if (response.statusCode < 400 || request.options.method === "HEAD") return;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    fail(request, response, "error body is not JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    fail(request, response, "error body is not an object");
  const oauth =
    String(request.options.url).split("?")[0] === "/oauth2/token" && request.options.method === "POST";
  const ok = oauth
    ? isOAuthError(body as Record<string, unknown>)
    : isEnvelope(body as Record<string, unknown>);
  if (!ok) fail(request, response, oauth ? "not an OAuth error" : "not the error envelope");
}
