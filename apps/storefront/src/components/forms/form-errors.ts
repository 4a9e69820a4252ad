/**
 * A form's errors, by field and for the whole form: the server's as a form shows them (each field
 * violation of the provider's error envelope, a `ValidationError`, under its field path with the
 * payload's root, such as `product.`, taken off; one message for the rest), or the form's own
 * checks (`formErrorsFrom`).
 */
import { isApiError, isApplicationError, isValidationError } from "@vitrine/sdk";

/** Errors of one form: by field path (`name`, `priceData.price`, `productOptions[0].name`) and overall. */
export interface FormErrors {
  fields: Record<string, string>;
  /** What to show at the top of the form, when there is something to say there. */
  message?: string;
}

/** No errors. */
export const NO_ERRORS: FormErrors = { fields: {} };

/**
 * The errors of a form's own checks: a message per field (fields without one are left out) and,
 * optionally, one for the whole form; {@link NO_ERRORS} when there is nothing to show.
 *
 * @example
 * ```ts
 * formErrorsFrom({ email: "Enter your e-mail address.", password: undefined }).fields; // { email: "Enter…" }
 * ```
 */
export function formErrorsFrom(fields: Record<string, string | undefined>, message?: string): FormErrors {
  const shown: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) if (text) shown[field] = text;
  if (!message && Object.keys(shown).length === 0) return NO_ERRORS;
  return message ? { fields: shown, message } : { fields: shown };
}

/**
 * The errors of `error` for a form whose payload root is `root` (`"product"` for `product.name`).
 * A violation outside the root keeps its whole path. Violations of fields the form does not show
 * (`shows(path)` false) are spelt out in the message, so none goes unseen.
 *
 * @example
 * ```ts
 * formErrorsOf(validationError, "product").fields["priceData.price"]; // "must not be negative"
 * ```
 */
export function formErrorsOf(
  error: unknown,
  root?: string,
  shows: (path: string) => boolean = () => true,
): FormErrors {
  if (!error) return NO_ERRORS;
  if (isValidationError(error)) {
    const fields: Record<string, string> = {};
    const unshown: string[] = [];
    const prefix = root ? `${root}.` : "";
    for (const violation of error.fieldViolations) {
      const path =
        prefix && violation.field.startsWith(prefix) ? violation.field.slice(prefix.length) : violation.field;
      const description = violation.description ?? "is not valid";
      if (shows(path)) fields[path] ??= description;
      else unshown.push(`${path} ${description}`);
    }
    const message = unshown.length > 0 ? `${unshown.join("; ")}.` : "Please correct the fields marked below.";
    return { fields, message };
  }
  return { fields: {}, message: errorMessage(error) };
}

/**
 * One sentence for any failure of a dashboard call.
 *
 * @example
 * ```ts
 * errorMessage(new TypeError("Failed to fetch")); // "Failed to fetch"
 * ```
 */
export function errorMessage(error: unknown): string {
  if (isApplicationError(error)) {
    if (error.status === 401) return "The API key was not accepted.";
    if (error.status === 403) return "This API key may not act on that site.";
    return error.description || error.message;
  }
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return "Something went wrong.";
}

/**
 * The error of the field at `path` or of anything inside it (`discount` also shows
 * `discount.value`; `productOptions[0].choices` also shows `productOptions[0].choices[2].description`).
 *
 * @example
 * ```ts
 * fieldError(errors, "discount"); // "must be at most 100"
 * ```
 */
export function fieldError(errors: FormErrors, path: string): string | undefined {
  const exact = errors.fields[path];
  if (exact !== undefined) return exact;
  for (const [field, message] of Object.entries(errors.fields)) {
    if (isWithin(field, path)) return message;
  }
  return undefined;
}

/**
 * Whether the field at `path` is `field` or inside it.
 *
 * @example
 * ```ts
 * isWithin("productOptions[0].name", "productOptions"); // true
 * ```
 */
export function isWithin(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);
}
