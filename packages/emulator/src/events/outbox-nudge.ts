/**
 * Waking the delivery workers of this process once a transaction that recorded
 * events has committed, so a new event goes out without waiting for the next
 * poll. The writers (catalogue, carts and orders, redirect sessions, dev
 * triggers) call {@link nudgeDeliveryWorkers}; each running worker listens with
 * {@link onOutboxNudge}. Nothing is kept beyond this process: other processes
 * on the same PostgreSQL find the events at their next poll.
 */
import type { Database } from "../db/database.ts";

const listeners = new WeakMap<Database, Set<() => void>>();

/**
 * Wakes the workers of this process that deliver from `db`.
 *
 * @example
 * ```ts
 * await recordEvents(tx, events); // …after commit:
 * nudgeDeliveryWorkers(db);
 * ```
 */
export function nudgeDeliveryWorkers(db: Database): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/**
 * Calls `listener` on every nudge for `db` until the returned function is called.
 *
 * @example
 * ```ts
 * const stopListening = onOutboxNudge(db, () => worker.nudge());
 * ```
 */
export function onOutboxNudge(db: Database, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set<() => void>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}
