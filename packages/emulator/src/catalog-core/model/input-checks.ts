/**
 * Checks of untrusted input that collect every field violation before
 * failing, so one bad request reports all its problems at once, in the
 * provider's envelope (`field`, `description`, `violatedRule`).
 */
import { type FieldViolation, ValidationFailure } from "../../errors.ts";

/** The largest number the provider accepts for prices, costs and weights. */
export const MAX_AMOUNT = 999_999_999.99;

/**
 * Collects violations while reading fields; `done()` throws them as one `ValidationFailure`.
 *
 * @example
 * ```ts
 * const checks = new InputChecks();
 * const name = checks.string(body.name, "product.name", { required: true, maxLength: 80 });
 * checks.done();
 * ```
 */
export class InputChecks {
  readonly violations: FieldViolation[] = [];

  /** Records a violation. */
  fail(field: string, description: string, violatedRule = "INVALID_VALUE"): undefined {
    this.violations.push({ field, description, violatedRule });
    return undefined;
  }

  /** Throws the collected violations, if any. */
  done(): void {
    if (this.violations.length > 0) throw new ValidationFailure(this.violations);
  }

  /** A plain object, or `undefined` when absent. */
  object(value: unknown, field: string, required = false): Record<string, unknown> | undefined {
    if (value === undefined || value === null) {
      return required ? this.fail(field, "must not be empty", "REQUIRED_FIELD") : undefined;
    }
    if (typeof value !== "object" || Array.isArray(value)) return this.fail(field, "must be an object");
    return value as Record<string, unknown>;
  }

  /** An array, or `undefined` when absent. */
  array(value: unknown, field: string, options: { required?: boolean; maxSize?: number } = {}) {
    if (value === undefined || value === null) {
      return options.required ? this.fail(field, "must not be empty", "REQUIRED_FIELD") : undefined;
    }
    if (!Array.isArray(value)) return this.fail(field, "must be an array");
    if (options.maxSize !== undefined && value.length > options.maxSize) {
      return this.fail(field, `must have at most ${options.maxSize} items`, "MAX_SIZE");
    }
    return value as unknown[];
  }

  /** A string, or `undefined` when absent; `required` also rejects blank strings. */
  string(
    value: unknown,
    field: string,
    options: { required?: boolean; maxLength?: number } = {},
  ): string | undefined {
    if (value === undefined || value === null) {
      return options.required ? this.fail(field, "must not be empty", "REQUIRED_FIELD") : undefined;
    }
    if (typeof value !== "string") return this.fail(field, "must be a string");
    if (options.required && value.trim() === "")
      return this.fail(field, "must not be empty", "REQUIRED_FIELD");
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      return this.fail(field, `must be at most ${options.maxLength} characters`, "MAX_LENGTH");
    }
    return value;
  }

  /** A boolean, or `undefined` when absent (a violation when `required`). */
  boolean(value: unknown, field: string, required = false): boolean | undefined {
    if (value === undefined || value === null) {
      return required ? this.fail(field, "must not be empty", "REQUIRED_FIELD") : undefined;
    }
    if (typeof value !== "boolean") return this.fail(field, "must be a boolean");
    return value;
  }

  /** A finite number within bounds, or `undefined` when absent. */
  number(
    value: unknown,
    field: string,
    options: { required?: boolean; min?: number; max?: number; integer?: boolean } = {},
  ): number | undefined {
    if (value === undefined || value === null) {
      return options.required ? this.fail(field, "must not be empty", "REQUIRED_FIELD") : undefined;
    }
    if (typeof value !== "number" || !Number.isFinite(value)) return this.fail(field, "must be a number");
    if (options.integer && !Number.isInteger(value)) return this.fail(field, "must be a whole number");
    if (options.min !== undefined && value < options.min) {
      return this.fail(field, `must be at least ${options.min}`, "MIN_VALUE");
    }
    if (options.max !== undefined && value > options.max) {
      return this.fail(field, `must be at most ${options.max}`, "MAX_VALUE");
    }
    return value;
  }

  /** A price, cost or weight: a number from 0 to {@link MAX_AMOUNT}. */
  amount(value: unknown, field: string, required = false): number | undefined {
    return this.number(value, field, { required, min: 0, max: MAX_AMOUNT });
  }

  /** One of `allowed`, or `undefined` when absent. */
  oneOf<T extends string>(
    value: unknown,
    field: string,
    allowed: readonly T[],
    required = false,
  ): T | undefined {
    if (value === undefined || value === null) {
      return required ? this.fail(field, "must not be empty", "REQUIRED_FIELD") : undefined;
    }
    if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
      return this.fail(field, `must be one of ${allowed.join(", ")}`);
    }
    return value as T;
  }

  /** A list of non-empty strings (ids), or `undefined` when absent. */
  ids(value: unknown, field: string, options: { required?: boolean; maxSize?: number } = {}) {
    const list = this.array(value, field, options);
    if (!list) return undefined;
    const ids: string[] = [];
    list.forEach((item, index) => {
      const id = this.string(item, `${field}[${index}]`, { required: true });
      if (id !== undefined) ids.push(id);
    });
    return ids;
  }
}
