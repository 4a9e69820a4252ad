/**
 * Webhook subscriptions: a URL and the event types it wants (all when none
 * are named). Subscriptions from the config (`--webhook URL`) are written at
 * start; others come from `POST /_dev/webhooks`. A URL is subscribed once;
 * subscribing it again replaces its event types.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";

/** One subscription, as the dev endpoints show it. */
export interface WebhookSubscription {
  id: string;
  url: string;
  /** The event types delivered; undefined: every type. */
  eventTypes?: string[];
  /** `config` (given at start) or `api` (`POST /_dev/webhooks`). */
  origin: "config" | "api";
  createdAt: string;
}

interface SubscriptionRow {
  id: string;
  url: string;
  event_types: string[] | null;
  origin: "config" | "api";
  created_at: Date;
}

function fromRow(row: SubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    ...(row.event_types ? { eventTypes: row.event_types } : {}),
    origin: row.origin,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Subscribes `url` (again), to `eventTypes` or to every type.
 *
 * @example
 * ```ts
 * await subscribe(db, "http://127.0.0.1:3000/webhooks", undefined, "api");
 * ```
 */
export async function subscribe(
  db: Queryable,
  url: string,
  eventTypes: string[] | undefined,
  origin: WebhookSubscription["origin"],
): Promise<WebhookSubscription> {
  const [row] = await db.query<SubscriptionRow>(
    `insert into webhook_subscriptions (id, url, event_types, origin) values ($1, $2, $3, $4)
     on conflict (url) do update set event_types = excluded.event_types
     returning id, url, event_types, origin, created_at`,
    [randomUUID(), url, eventTypes ?? null, origin],
  );
  if (!row) throw new Error(`subscription for ${url} not written`);
  return fromRow(row);
}

/**
 * Every subscription, oldest first.
 *
 * @example
 * ```ts
 * (await listSubscriptions(db)).map((s) => s.url);
 * ```
 */
export async function listSubscriptions(db: Queryable): Promise<WebhookSubscription[]> {
  const rows = await db.query<SubscriptionRow>(
    "select id, url, event_types, origin, created_at from webhook_subscriptions order by created_at, id",
  );
  return rows.map(fromRow);
}

/**
 * Removes a subscription and its deliveries (pending and logged); false when there was none with `id`.
 *
 * @example
 * ```ts
 * await unsubscribe(db, id);
 * ```
 */
export async function unsubscribe(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query("delete from webhook_subscriptions where id = $1 returning id", [id]);
  return rows.length > 0;
}
