/**
 * Replays: a past delivery sent again as a new delivery of the same event to
 * the same subscription, due now. The worker signs it when it sends it (a new
 * token, a new `iat`) while the event, and so its id, stays the same: what a
 * receiver meets when the provider redelivers.
 */
import type { Queryable } from "../db/database.ts";

/**
 * Queues delivery `id` again; returns the new delivery's id, or `undefined` when there is no such
 * delivery.
 *
 * @example
 * ```ts
 * const replayId = await replayDelivery(db, "12", new Date());
 * ```
 */
export async function replayDelivery(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  if (!/^[0-9]{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<{ id: string }>(
    `insert into webhook_deliveries (outbox_id, subscription_id, url, event_type, entity_key, next_attempt_at, created_at, replay_of)
     select outbox_id, subscription_id, url, event_type, entity_key, $2, $2, id
     from webhook_deliveries where id = $1
     returning id`,
    [id, now],
  );
  return row?.id;
}

/**
 * Queues again every original delivery (not a replay) created at or after `since`, of one
 * subscription or all, in their order; returns the new deliveries' ids.
 *
 * @example
 * ```ts
 * const ids = await replaySince(db, new Date(Date.now() - 60_000), undefined, new Date());
 * ```
 */
export async function replaySince(
  db: Queryable,
  since: Date,
  subscriptionId: string | undefined,
  now: Date,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `insert into webhook_deliveries (outbox_id, subscription_id, url, event_type, entity_key, next_attempt_at, created_at, replay_of)
     select outbox_id, subscription_id, url, event_type, entity_key, $3, $3, id
     from webhook_deliveries
     where replay_of is null and created_at >= $1 and ($2::text is null or subscription_id = $2)
     order by id
     returning id`,
    [since, subscriptionId ?? null, now],
  );
  return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
}
