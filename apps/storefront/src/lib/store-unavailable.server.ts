/**
 * A loader's answer when the store's API cannot be reached: 503 with `Retry-After`, so crawlers
 * and caches come back later instead of taking the page for gone or broken. Reached: the request
 * failed on the network, timed out, or the API answered with a server error. Any other failure
 * is the loader's own to answer.
 */
import { isApiError, isSystemError, isTimeoutError } from "@vitrine/sdk";
import { data } from "react-router";

/** How long a client is asked to wait before it tries again (seconds). */
export const RETRY_AFTER_SECONDS = 30;

function isUnreachable(error: unknown): boolean {
  return isSystemError(error) || isTimeoutError(error) || (isApiError(error) && error.status >= 500);
}

/**
 * `load` as a loader that answers 503 with `Retry-After` when the store cannot be reached.
 *
 * @example
 * ```ts
 * export const loader = unavailableWhenUnreachable(async ({ context }) => ({ ... }));
 * ```
 */
export function unavailableWhenUnreachable<Args, Result>(
  load: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await load(args);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      throw data("The store cannot be reached.", {
        status: 503,
        headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
      });
    }
  };
}
