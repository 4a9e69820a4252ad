/**
 * The delivery log: one entry per (event, subscription) with its status,
 * attempts, last error, timings and retry schedule, as `GET /_dev/webhooks/deliveries`
 * shows it; a replay is an entry of its own naming the delivery it repeats.
 */
import type { Queryable } from "../db/database.ts";
import type { WebhookSettings } from "../settings/webhook-settings.ts";
import { type RetrySchedule, retrySchedule } from "./retry-schedule.ts";

/** One delivery as logged. */
export interface DeliveryLogEntry {
  id: string;
  /** The outbox row of the event. */
  outboxId: string;
  /** The domain event's id, when the event has one. */
  eventId?: string;
  eventType: string;
  entityId?: string;
  subscriptionId: string;
  url: string;
  /** `pending` (waiting or being sent), `delivered`, or `failed` (given up after the retry window). */
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  createdAt: string;
  nextAttemptAt?: string;
  deliveredAt?: string;
  /** The delivery this one sends again (`POST /_dev/webhooks/deliveries/{id}/replay`). */
  replayOf?: string;
  /** When it is given up and, while pending, its next attempts. */
  retrySchedule: RetrySchedule;
}

interface LogRow {
  id: string;
  outbox_id: string;
  event_id: string | null;
  event_type: string;
  entity_key: string | null;
  subscription_id: string;
  url: string;
  status: DeliveryLogEntry["status"];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
  replay_of: string | null;
}

/** Filters of the webhook delivery log (which deliveries to read, newest kept). */
export interface DeliveryLogFilter {
  status?: DeliveryLogEntry["status"];
  eventType?: string;
  /** Most entries returned, newest kept; default 1000. */
  limit?: number;
  /** Only these deliveries. */
  ids?: string[];
}

/**
 * The logged deliveries, oldest first (the newest `limit` of them).
 *
 * @example
 * ```ts
 * const failed = await readDeliveryLog(db, config.webhooks, { status: "failed" });
 * ```
 */
export async function readDeliveryLog(
  db: Queryable,
  settings: Pick<WebhookSettings, "backoffBaseMs" | "backoffMaxMs" | "retryWindowMs">,
  filter: DeliveryLogFilter = {},
): Promise<DeliveryLogEntry[]> {
  const rows = await db.query<LogRow>(
    `select * from (
       select d.id, d.outbox_id, o.payload->>'id' as event_id, d.event_type, d.entity_key, d.subscription_id,
         d.url, d.status, d.attempts, d.last_status_code, d.last_error, d.created_at, d.next_attempt_at,
         d.delivered_at, d.replay_of
       from webhook_deliveries d join outbox o on o.id = d.outbox_id
       where ($1::text is null or d.status = $1) and ($2::text is null or d.event_type = $2)
         and ($4::bigint[] is null or d.id = any ($4::bigint[]))
       order by d.id desc limit $3) newest
     order by id`,
    [filter.status ?? null, filter.eventType ?? null, filter.limit ?? 1000, filter.ids ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    outboxId: row.outbox_id,
    ...(row.event_id ? { eventId: row.event_id } : {}),
    eventType: row.event_type,
    ...(row.entity_key ? { entityId: row.entity_key } : {}),
    subscriptionId: row.subscription_id,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    ...(row.last_status_code !== null ? { lastStatusCode: row.last_status_code } : {}),
    ...(row.last_error !== null ? { lastError: row.last_error } : {}),
    createdAt: row.created_at.toISOString(),
    ...(row.status === "pending" ? { nextAttemptAt: row.next_attempt_at.toISOString() } : {}),
    ...(row.delivered_at ? { deliveredAt: row.delivered_at.toISOString() } : {}),
    ...(row.replay_of ? { replayOf: row.replay_of } : {}),
    retrySchedule: retrySchedule(
      row.created_at,
      row.attempts,
      row.status === "pending" ? row.next_attempt_at : undefined,
      settings,
    ),
  }));
}
