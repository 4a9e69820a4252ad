/**
 * The delivery queue in the database, shared by every emulator process on it.
 * `fanOut` turns new outbox rows into one delivery row per matching
 * subscription; `claim` reserves due deliveries for one process with a lease
 * (`for update skip locked`, so two processes never claim the same row), and
 * only the oldest pending delivery of an entity per subscription, so an
 * entity's events arrive in order (unless a `reorder` fault is set,
 * `webhook-faults.ts`); `settle` records the attempt's outcome.
 */
import type { Database } from "../db/database.ts";
import type { EventIdentity } from "../events/outbox.ts";
import type { WebhookSettings } from "../settings/webhook-settings.ts";
import { retryDelayMs } from "./backoff.ts";

/** A claimed delivery with the event it carries. */
export interface ClaimedDelivery {
  id: string;
  subscriptionId: string;
  url: string;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
  outboxId: string;
  eventType: string;
  entityFqdn: string | null;
  entityId: string | null;
  slug: string | null;
  identity: EventIdentity;
  payload: Record<string, unknown>;
  recordedAt: Date;
  /** The fault set covering this delivery when it was claimed (`webhook-faults.ts`), if any. */
  faults?: ClaimedFaults;
}

/** What a claimed delivery's sender needs of the fault set. */
export interface ClaimedFaults {
  /** Whether `failNext` attempts are left (one is taken atomically before sending). */
  mayFail: boolean;
  duplicate: boolean;
  reorder: boolean;
}

interface ClaimedRow {
  id: string;
  subscription_id: string;
  url: string;
  attempts: number;
  created_at: Date;
  outbox_id: string;
  event_type: string;
  entity_fqdn: string | null;
  entity_id: string | null;
  slug: string | null;
  identity: EventIdentity;
  payload: Record<string, unknown>;
  recorded_at: Date;
  faults: { fail_next: number; duplicate: boolean; reorder: boolean } | null;
}

/**
 * Fans out up to `limit` outbox rows not yet fanned out: one pending delivery per subscription
 * whose event types include the row's. Rows are locked with `skip locked`, so processes share the
 * work. Returns how many rows it handled.
 *
 * @example
 * ```ts
 * await fanOut(db, 100, new Date());
 * ```
 */
export async function fanOut(db: Database, limit: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `select id from outbox where not webhooks_fanned_out order by id limit $1 for update skip locked`,
      [limit],
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    // A fault set's hold (webhook-faults.ts): first attempt after `delay_ms`; with `reorder`, at the
    // end of the hold of the oldest delivery already held for the subscription.
    await tx.query(
      `insert into webhook_deliveries (outbox_id, subscription_id, url, event_type, entity_key, next_attempt_at, created_at)
       select o.id, s.id, s.url, o.event_type, o.entity_id,
         case when f.reorder then coalesce(
             (select min(h.next_attempt_at) from webhook_deliveries h
              where h.subscription_id = s.id and h.status = 'pending' and h.attempts = 0 and h.next_attempt_at > $2),
             $2 + f.delay_ms * interval '1 millisecond')
           else $2 + coalesce(f.delay_ms, 0) * interval '1 millisecond' end,
         $2
       from outbox o join webhook_subscriptions s on s.event_types is null or o.event_type = any (s.event_types)
       left join webhook_faults f on f.subscription_id is null or f.subscription_id = s.id
       where o.id = any ($1::bigint[])
       order by o.id, s.id
       on conflict (outbox_id, subscription_id) where replay_of is null do nothing`,
      [ids, now],
    );
    await tx.query("update outbox set webhooks_fanned_out = true where id = any ($1::bigint[])", [ids]);
    return rows.length;
  });
}

/**
 * Claims up to `limit` due deliveries for `workerId` until `now + leaseMs`, counting the attempt.
 * A delivery is due when pending, its `next_attempt_at` has come, no live lease holds it, and no
 * earlier event of the same entity is still pending for the same subscription.
 *
 * @example
 * ```ts
 * for (const delivery of await claim(db, "worker-1", 20, new Date(), 30_000)) send(delivery);
 * ```
 */
export async function claim(
  db: Database,
  workerId: string,
  limit: number,
  now: Date,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const rows = await db.transaction((tx) =>
    tx.query<ClaimedRow>(
      `with due as (
         select d.id from webhook_deliveries d
         where d.status = 'pending' and d.next_attempt_at <= $1
           and (d.leased_until is null or d.leased_until <= $1)
           and (exists (
               select 1 from webhook_faults f
               where f.reorder and (f.subscription_id is null or f.subscription_id = d.subscription_id))
             or not exists (
               select 1 from webhook_deliveries e
               where e.status = 'pending' and e.subscription_id = d.subscription_id
                 and e.entity_key = d.entity_key and e.outbox_id < d.outbox_id))
         order by d.id
         limit $2
         for update skip locked)
       update webhook_deliveries d
       set leased_by = $3, leased_until = $4, attempts = d.attempts + 1
       from due, outbox o
       where d.id = due.id and o.id = d.outbox_id
       returning d.id, d.subscription_id, d.url, d.attempts, d.created_at, d.outbox_id, o.event_type, o.entity_fqdn,
         o.entity_id, o.slug, o.identity, o.payload, o.created_at as recorded_at,
         (select to_jsonb(f) from webhook_faults f
          where f.subscription_id is null or f.subscription_id = d.subscription_id) as faults`,
      [now, limit, workerId, new Date(now.getTime() + leaseMs)],
    ),
  );
  return rows
    .map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      url: row.url,
      attempts: row.attempts,
      createdAt: row.created_at,
      outboxId: row.outbox_id,
      eventType: row.event_type,
      entityFqdn: row.entity_fqdn,
      entityId: row.entity_id,
      slug: row.slug,
      identity: row.identity,
      payload: row.payload,
      recordedAt: row.recorded_at,
      ...(row.faults
        ? {
            faults: {
              mayFail: row.faults.fail_next > 0,
              duplicate: row.faults.duplicate,
              reorder: row.faults.reorder,
            },
          }
        : {}),
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** How one attempt ended. */
export type AttemptOutcome =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string };

/**
 * Records the outcome of an attempt by `workerId`: delivered; or pending again after a backoff;
 * or failed (given up) when the next attempt would come after the retry window, counted from the
 * delivery's creation. Does nothing when the lease was lost to another process meanwhile.
 *
 * @example
 * ```ts
 * await settle(db, delivery, "worker-1", { ok: true, statusCode: 200 }, new Date(), settings);
 * ```
 */
export async function settle(
  db: Database,
  delivery: ClaimedDelivery,
  workerId: string,
  outcome: AttemptOutcome,
  now: Date,
  settings: WebhookSettings,
  random: () => number = Math.random,
): Promise<void> {
  if (outcome.ok) {
    await db.query(
      `update webhook_deliveries set status = 'delivered', delivered_at = $2, last_status_code = $3,
         last_error = null, leased_by = null, leased_until = null
       where id = $1 and leased_by = $4 and status = 'pending'`,
      [delivery.id, now, outcome.statusCode, workerId],
    );
    return;
  }
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts, settings, random));
  const givenUp = next.getTime() > delivery.createdAt.getTime() + settings.retryWindowMs;
  await db.query(
    `update webhook_deliveries set status = $2, next_attempt_at = $3, last_status_code = $4,
       last_error = $5, leased_by = null, leased_until = null
     where id = $1 and leased_by = $6 and status = 'pending'`,
    [delivery.id, givenUp ? "failed" : "pending", next, outcome.statusCode, outcome.error, workerId],
  );
}
