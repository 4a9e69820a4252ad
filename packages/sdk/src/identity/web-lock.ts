/**
 * Cross-tab mutual exclusion with the Web Locks API: tabs that share a token storage renew tokens
 * one at a time. Where the API is missing (servers, old browsers) the task simply runs.
 */

/** The part of `navigator.locks` the strategy uses. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Runs `task` holding the exclusive lock `name` when `locks` is given (not `false` or
 * `undefined`), else runs it directly.
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
  return locks ? locks.request(name, task) : task();
}
