/**
 * Failures an endpoint throws on purpose. The HTTP layer turns each into the
 * provider's error envelope (see wire-reference.md, "Errors"); anything else
 * thrown is a bug and becomes a 500 with a generic envelope.
 */

/** One field that failed validation, as the provider reports it. */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** Base class: an HTTP status plus the envelope's `message`. */
export abstract class ApiFailure extends Error {
  abstract readonly status: number;
  /** The `details` object of the envelope. */
  abstract details(): Record<string, unknown>;
}

/** HTTP 400 with `details.validationError.fieldViolations`. */
export class ValidationFailure extends ApiFailure {
  readonly status = 400;
  constructor(readonly fieldViolations: FieldViolation[]) {
    super(
      `INVALID_ARGUMENT: ${fieldViolations.map((v) => `${v.field} ${v.description}`).join("; ") || "invalid request"}`,
    );
  }
  details() {
    return { validationError: { fieldViolations: this.fieldViolations } };
  }
}

/** Shorthand for a single-field validation failure. */
export function invalidField(
  field: string,
  description: string,
  violatedRule = "INVALID_VALUE",
  data?: Record<string, unknown>,
): ValidationFailure {
  return new ValidationFailure([{ field, description, violatedRule, ...(data ? { data } : {}) }]);
}

/** Any other failure with `details.applicationError` (`code`, `description`, `data`). */
export class ApplicationFailure extends ApiFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(description);
  }
  details() {
    return { applicationError: { code: this.code, description: this.description, data: this.data } };
  }
}

/**
 * A standard failure: the HTTP status and `message` with empty `details`, as the
 * provider answers a call that documents no error of its own. Its clients then
 * report `applicationError.code` as the HTTP status (the number 404, say).
 * `code` names the failure where no status travels (a GraphQL field error).
 */
export class StandardFailure extends ApiFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  details() {
    return {};
  }
}

/** HTTP 404 for an entity that does not exist, e.g. `notFound("PRODUCT_NOT_FOUND", "Product p1 not found")`. */
export function notFound(code: string, description: string): ApplicationFailure {
  return new ApplicationFailure(404, code, description);
}
