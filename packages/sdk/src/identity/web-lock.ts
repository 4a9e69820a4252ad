/**
 * Cross-tab mutual exclusion with the Web Locks API: tabs that share a token storage renew tokens
 * one at a time. Where the API is missing (servers, old browsers) the task simply runs.
 */

/** The part of `navigator.locks` the strategy uses. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * How long the lock is kept after the task ends, in milliseconds: a browser hands one tab's
 * localStorage writes to the others asynchronously, and the next holder must see them.
 */
export const LOCK_SETTLE_MS = 250;

/**
 * Runs `task` holding the exclusive lock `name` when `locks` is given (not `false` or
 * `undefined`), else runs it directly. Resolves as soon as the task does; the lock is released
 * {@link LOCK_SETTLE_MS} later.
 *
 * @example
 * ```ts
 * await withLock(navigator.locks, "vitrine.tokens.client-1", renew);
 * ```
 */
export function withLock<T>(
  locks: Locks | false | undefined,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  return locks
    ? new Promise((resolve, reject) => {
        locks
          .request(name, async () => {
            resolve(await task());
            await new Promise((settled) => setTimeout(settled, LOCK_SETTLE_MS));
          })
          .catch(reject);
      })
    : task();
}
