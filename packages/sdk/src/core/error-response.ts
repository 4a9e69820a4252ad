/** Turns a non-2xx answer into the matching {@link ApiError} subclass. */
import type { ErrorDetails } from "./error-details.js";
import { type ApiError, ApplicationError, ValidationError } from "./errors.js";
import { isObject } from "./is-object.js";

/** The provider's error envelope. */
export interface ErrorEnvelope {
  message?: string;
  details?: ErrorDetails;
}

/**
 * Picks the error class from the envelope: `validationError` gives a {@link ValidationError},
 * anything else an {@link ApplicationError} (with the HTTP status as code when no
 * `applicationError` was sent).
 *
 * @example
 * ```ts
 * const error = toApiError(404, { message: "not found", details: { applicationError: { code: "PRODUCT_NOT_FOUND" } } }, "req-1");
 * error.code; // "PRODUCT_NOT_FOUND"
 * ```
 */
export function toApiError(
  status: number,
  envelope: ErrorEnvelope | undefined,
  requestId: string | undefined,
  statusText = "",
): ApiError {
  const details = isObject(envelope?.details) ? (envelope.details as ErrorDetails) : undefined;
  const message = typeof envelope?.message === "string" ? envelope.message : statusText;
  const violations = details?.validationError?.fieldViolations;
  if (details?.validationError) {
    return new ValidationError(message, { requestId, status, details, fieldViolations: violations ?? [] });
  }
  const app = details?.applicationError;
  return new ApplicationError(message, {
    code: String(app?.code ?? status),
    requestId,
    status,
    details,
    description: app?.description ?? message,
    data: app?.data,
  });
}
