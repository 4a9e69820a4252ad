/**
 * Cross-tab mutual exclusion with the Web Locks API, for token storages the tabs of an origin
 * share: they renew tokens one at a time. Where the API is missing (servers, old browsers) the
 * task simply runs.
 */

/** The part of `navigator.locks` the lock uses. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs a task while holding a lock; a token storage's `lock`. */
export type Lock = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * How long the lock is kept after the task ends, in milliseconds: a browser hands one tab's
 * localStorage writes to the others asynchronously, and the next holder must see them.
 */
export const LOCK_SETTLE_MS = 250;

/**
 * The exclusive Web Lock `name` of `locks` (default `navigator.locks` where it exists; `false`
 * for none, and then tasks run directly). A task's promise settles as soon as the task does;
 * the lock is released {@link LOCK_SETTLE_MS} later.
 *
 * @example
 * ```ts
 * const tokenStorage = { ...myStorage, lock: webLock("shop.tokens") };
 * ```
 */
export function webLock(
  name: string,
  locks: Locks | false | undefined = (globalThis.navigator as { locks?: Locks } | undefined)?.locks,
): Lock {
  return (task) =>
    locks
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
