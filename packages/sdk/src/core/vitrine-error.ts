/**
 * The base of the SDK's error hierarchy and the one way its error classes are declared. A class is
 * a `name` constant (`*_ERROR_NAME`), a `code` constant when the code is fixed, and a subclass
 * whose constructor hands its base `(name, code, message, requestId?, cause?)` (a family base such
 * as `ApiError` or `WebhookError` takes the family's part first) and assigns its own `declare`d
 * fields; its guard is `errorGuard(name)`, in the family's `error-guards.ts`. Only
 * {@link VitrineError} writes message, cause, request id, name and code, so every error holds the
 * same own properties in the same order, and a guard compares a registered brand and `name`, so it
 * holds across realms and duplicated bundles.
 *
 * ```ts
 * export class TimeoutError extends VitrineError {
 *   /** The timeout that elapsed. *\/
 *   declare readonly timeoutMs: number;
 *
 *   constructor(timeoutMs: number) {
 *     super(TIMEOUT_ERROR_NAME, TIMEOUT, `Request timed out after ${timeoutMs} ms`);
 *     this.timeoutMs = timeoutMs;
 *   }
 * }
 * export const isTimeoutError: (e: unknown) => e is TimeoutError = /* @__PURE__ *\/ errorGuard(TIMEOUT_ERROR_NAME);
 * ```
 */

const BRAND = Symbol.for("@vitrine/sdk/error");

/**
 * Whether `e` is any error thrown by the SDK (works across realms).
 *
 * @example
 * ```ts
 * if (isVitrineError(e)) log(e.code);
 * ```
 */
export function isVitrineError(e: unknown): e is VitrineError {
  return typeof e === "object" && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * The guard of the error class named `name`: every `isXError` of the SDK is one, so each compares
 * the brand and `name` and holds across realms and duplicated bundles.
 *
 * @example
 * ```ts
 * export const isTimeoutError: (e: unknown) => e is TimeoutError = /* @__PURE__ *\/ errorGuard(TIMEOUT_ERROR_NAME);
 * ```
 */
export function errorGuard<T extends VitrineError>(name: string): (e: unknown) => e is T {
  return (e: unknown): e is T => isVitrineError(e) && e.name === name;
}

/**
 * Base class of every error the SDK throws.
 *
 * @example
 * ```ts
 * try { await client.products.getProduct("p1"); }
 * catch (e) { if (isVitrineError(e)) console.log(e.name, e.code); }
 * ```
 */
export class VitrineError extends Error {
  // Fields are `declare`d and assigned in the constructor, in this order: the same own properties
  // as class fields, without a second copy of every name in the bundle.
  /** A stable, machine-readable code. */
  declare readonly code: string;
  /** `x-wix-request-id` of the answer, when there was one. */
  declare readonly requestId: string | undefined;

  constructor(name: string, code: string, message: string, requestId?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.requestId = requestId;
    this.name = name;
  }

  /** The brand `isVitrineError` checks (a registered symbol, so it holds across realms and bundles). */
  get [BRAND](): true {
    return true;
  }
}
