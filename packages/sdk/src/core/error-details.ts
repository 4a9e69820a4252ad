/**
 * What a failed answer tells the client: the `details` of the provider's error envelope, its
 * field violations, and what the HTTP layer hands an `ApiError` (status, message, request id).
 */

/** The `details` object of the provider's error envelope. */
export interface ErrorDetails {
  applicationError?: { code?: string | number; description?: string; data?: unknown };
  validationError?: { fieldViolations?: FieldViolation[] };
  [key: string]: unknown;
}

/** One invalid field of a `ValidationError`. */
export interface FieldViolation {
  field: string;
  description?: string;
  violatedRule?: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** What the HTTP layer knows about a failed answer. */
export interface ApiErrorInit {
  status: number;
  message: string;
  details?: ErrorDetails | undefined;
  requestId?: string | undefined;
  cause?: unknown;
}
