/**
 * The base of the SDK's error hierarchy and the one way its error classes are declared. A class is
 * a body of static fields: `name` (the text of its `*_ERROR_NAME` constant) and, when every error
 * of the class has the same one, `code` (the text of its code constant), both written out rather
 * than naming the constants, which would make each a variable of its own in every bundle (~50 B
 * gzip over a page's classes and guards; `test/errors.test.ts` holds each class and guard to its
 * constants); then the `declare`d types of its own fields, with their TSDoc, which its base's type argument lists too
 * (`extends VitrineError<{ timeoutMs: number }>`), so the constructor takes exactly them. Its
 * constructor is {@link VitrineError}'s, inherited: `new X(message, { code?, requestId?, cause?,
 * ...fields })`, which writes message, cause, code (the given one, else the class's), request id
 * and name (the class's), then the fields in the order given, so every error of a class holds the
 * same own properties in the same order. Its guard is `errorGuard(name)`, the name written out
 * too, in the family's `error-guards.ts`; a guard compares a registered brand and `name`, so it
 * holds across realms and duplicated bundles.
 *
 * ```ts
 * export class TimeoutError extends VitrineError<{ timeoutMs: number }> {
 *   static override readonly name: string = "TimeoutError"; // TIMEOUT_ERROR_NAME
 *   static override readonly code: string = "TIMEOUT"; // TIMEOUT
 *   /** The timeout that elapsed. *\/
 *   declare readonly timeoutMs: number;
 * }
 * throw new TimeoutError(`Request timed out after ${ms} ms`, { timeoutMs: ms });
 * export const isTimeoutError: (e: unknown) => e is TimeoutError = /* @__PURE__ *\/ errorGuard("TimeoutError");
 * ```
 *
 * No class has a constructor of its own: a message or field worked out from other values is
 * worked out where the error is thrown, which is one place for nearly every class.
 */

const BRAND = Symbol.for("@vitrine/sdk/error");

/** No fields of its own: what a class without own fields passes to {@link VitrineError}. */
export type NoFields = Record<never, never>;

/**
 * What an error of a class with own fields `F` is made with besides its message: its code (unless
 * the class has one; a class may narrow it, or require it by having none), request id, cause, and
 * exactly the class's own fields.
 *
 * @example
 * ```ts
 * const init: ErrorInit<{ timeoutMs: number }> = { timeoutMs: 100 };
 * ```
 */
export type ErrorInit<F extends object = NoFields> = {
  /** The error's code; default the class's static `code`. */
  code?: string;
  /** `x-wix-request-id` of the answer, when there was one. */
  requestId?: string | undefined;
  /** The underlying error; left out, the error has no `cause`. */
  cause?: unknown;
} & F;

/** The init argument of a class with own fields `F`: optional only when every field is. */
export type ErrorInitArgs<F extends object> =
  Partial<F> extends F ? [init?: ErrorInit<F>] : [init: ErrorInit<F>];

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
 * export const isTimeoutError: (e: unknown) => e is TimeoutError = /* @__PURE__ *\/ errorGuard("TimeoutError");
 * ```
 */
export function errorGuard<T extends VitrineError>(name: string): (e: unknown) => e is T {
  return (e: unknown): e is T => isVitrineError(e) && e.name === name;
}

/**
 * Base class of every error the SDK throws, and the constructor every one of them inherits.
 *
 * @example
 * ```ts
 * try { await client.products.getProduct("p1"); }
 * catch (e) { if (isVitrineError(e)) console.log(e.name, e.code); }
 * ```
 */
export class VitrineError<F extends object = NoFields> extends Error {
  /** The code of every error of the class, for a class that has one. */
  declare static readonly code: string | undefined;

  // Fields are `declare`d and assigned in the constructor, in this order: the same own properties
  // as class fields, without a second copy of every name in the bundle.
  /** A stable, machine-readable code. */
  declare readonly code: string;
  /** `x-wix-request-id` of the answer, when there was one. */
  declare readonly requestId: string | undefined;

  /**
   * Makes an error of the class with `message` and its {@link ErrorInit} (`NoInfer`: a class with
   * a type parameter, `new ApiError(…)`, takes its own fields, not whatever it is given).
   */
  constructor(message: string, ...init: ErrorInitArgs<NoInfer<F>>);
  constructor(
    message: string,
    { cause, code = new.target.code, requestId, ...fields }: ErrorInit<Record<string, unknown>> = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code as string;
    this.requestId = requestId;
    this.name = new.target.name;
    Object.assign(this, fields);
  }

  /** The brand `isVitrineError` checks (a registered symbol, so it holds across realms and bundles). */
  get [BRAND](): true {
    return true;
  }
}
