/**
 * The base of the SDK's error hierarchy and the one way its error classes are declared: a class's
 * constructor turns its own arguments into {@link ErrorParts} and hands them, with its `name` and
 * `code`, to its base; {@link VitrineError} alone assigns what an error holds (message, cause,
 * request id, name, code, then the class's own fields). Each class's guard is `errorGuard(name)`,
 * which compares a registered brand and `name`, so it holds across realms and duplicated bundles.
 *
 * ```ts
 * export class TimeoutError extends VitrineError {
 *   /** The timeout that elapsed. *\/
 *   declare readonly timeoutMs: number;
 *
 *   constructor(timeoutMs: number) {
 *     super({ message: `Request timed out after ${timeoutMs} ms`, fields: { timeoutMs } }, TIMEOUT_ERROR_NAME, TIMEOUT);
 *   }
 * }
 * ```
 */

const BRAND = Symbol.for("@vitrine/sdk/error");

/** What an error is made of, before its class adds its `name` and `code`. */
export interface ErrorParts {
  /** The error's `message`. */
  message: string;
  /** The underlying error or reason (`cause`); no `cause` when undefined. */
  cause?: unknown;
  /** `x-wix-request-id` of the answer, when there was one. */
  requestId?: string | undefined;
  /** The class's own fields, assigned after the base's (the class body `declare`s them). */
  fields?: object | undefined;
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

  constructor(parts: ErrorParts, name: string, code: string) {
    super(parts.message, parts.cause === undefined ? undefined : { cause: parts.cause });
    this.code = code;
    this.requestId = parts.requestId;
    this.name = name;
    Object.assign(this, parts.fields);
  }

  /** The brand `isVitrineError` checks (a registered symbol, so it holds across realms and bundles). */
  get [BRAND](): true {
    return true;
  }
}

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
