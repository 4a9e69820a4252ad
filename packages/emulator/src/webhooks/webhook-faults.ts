/**
 * Webhook faults: what a developer asks the delivery workers to do wrong on
 * purpose, so a receiver can be tested against the faults it meets in
 * production. One set at a time, for every subscription or one, kept in the
 * database (`webhook_faults`) so every process on it obeys, until cleared:
 * - `failNext`: the next N attempts are not sent and are recorded as failed with `status`;
 * - `delayMs`: each new delivery is held that long before its first attempt;
 * - `duplicate`: each attempt is sent twice, same body and event id;
 * - `reorder`: new deliveries join the hold of the oldest held one and go out together, newest first.
 */
import type { Queryable } from "../db/database.ts";

/** The fault set, as `POST /_dev/webhooks/faults` takes and answers it. */
export interface WebhookFaults {
  /** Only this subscription's deliveries; absent: every subscription. */
  subscriptionId?: string;
  /** Attempts still to fail without sending. */
  failNext: number;
  /** The status those attempts record (default 500). */
  status: number;
  /** How long each new delivery is held before its first attempt. */
  delayMs: number;
  duplicate: boolean;
  reorder: boolean;
}

/** How long `reorder` holds deliveries when no `delayMs` is given. */
export const REORDER_DEFAULT_HOLD_MS = 1_000;

interface FaultRow {
  subscription_id: string | null;
  fail_next: number;
  fail_status: number;
  delay_ms: number;
  duplicate: boolean;
  reorder: boolean;
}

/**
 * The fault set in force, or `undefined`.
 *
 * @example
 * ```ts
 * const faults = await readFaults(db); // undefined: deliveries go out as usual
 * ```
 */
export async function readFaults(db: Queryable): Promise<WebhookFaults | undefined> {
  const [row] = await db.query<FaultRow>("select * from webhook_faults");
  if (!row) return undefined;
  return {
    ...(row.subscription_id ? { subscriptionId: row.subscription_id } : {}),
    failNext: row.fail_next,
    status: row.fail_status,
    delayMs: row.delay_ms,
    duplicate: row.duplicate,
    reorder: row.reorder,
  };
}

/**
 * Replaces the fault set.
 *
 * @example
 * ```ts
 * await setFaults(db, { failNext: 2, status: 503, delayMs: 0, duplicate: false, reorder: false });
 * ```
 */
export async function setFaults(db: Queryable, faults: WebhookFaults): Promise<void> {
  await db.query(
    `insert into webhook_faults (id, subscription_id, fail_next, fail_status, delay_ms, duplicate, reorder)
     values (1, $1, $2, $3, $4, $5, $6)
     on conflict (id) do update set subscription_id = $1, fail_next = $2, fail_status = $3, delay_ms = $4,
       duplicate = $5, reorder = $6, created_at = emulator_now()`,
    [
      faults.subscriptionId ?? null,
      faults.failNext,
      faults.status,
      faults.delayMs,
      faults.duplicate,
      faults.reorder,
    ],
  );
}

/**
 * Clears the fault set and releases the deliveries it holds (pending, never attempted, due later
 * than `now`): they become due at `now`. Returns whether a fault set was in force.
 *
 * @example
 * ```ts
 * await clearFaults(db, new Date());
 * ```
 */
export async function clearFaults(db: Queryable, now: Date): Promise<boolean> {
  const cleared = await db.query("delete from webhook_faults returning id");
  await db.query(
    `update webhook_deliveries set next_attempt_at = $1
     where status = 'pending' and attempts = 0 and next_attempt_at > $1`,
    [now],
  );
  return cleared.length > 0;
}

/**
 * Takes one of the `failNext` attempts for a delivery to `subscriptionId`, atomically (two
 * processes never take the same one). Returns the status to record, or `undefined` when none is left.
 *
 * @example
 * ```ts
 * const status = await takeFailure(db, delivery.subscriptionId);
 * if (status !== undefined) return { ok: false, statusCode: status, error: "…" };
 * ```
 */
export async function takeFailure(db: Queryable, subscriptionId: string): Promise<number | undefined> {
  const [row] = await db.query<{ fail_status: number }>(
    `update webhook_faults set fail_next = fail_next - 1
     where fail_next > 0 and (subscription_id is null or subscription_id = $1)
     returning fail_status`,
    [subscriptionId],
  );
  return row?.fail_status;
}
