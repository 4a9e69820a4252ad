/**
 * Cross-tab mutual exclusion with the Web Locks API: tabs that share a token storage renew tokens
 * one at a time. Where the API is missing (servers, old browsers) the task simply runs.
 */

/** The part of `navigator.locks` the strategy uses. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Runs `task` holding the exclusive lock `name` when `locks` is given, else runs it directly.
 *
 * @example
 * ```ts
 * await withLock(navigator.locks, "vitrine.tokens.client-1", renew);
 * ```
 */
export function withLock<T>(locks: Locks | undefined, name: string, task: () => Promise<T>): Promise<T> {
  return locks ? locks.request(name, task) : task();
}

/**
 * `navigator.locks` when this runtime has it.
 *
 * @example
 * ```ts
 * const locks = defaultLocks(); // undefined on Node 20
 * ```
 */
export function defaultLocks(): Locks | undefined {
  return (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
}
