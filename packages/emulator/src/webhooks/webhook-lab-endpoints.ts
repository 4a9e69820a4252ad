/**
 * The webhook lab's dev endpoints (not part of the provider's protocol), for
 * testing a receiver against the faults it meets in production:
 * - `GET|POST|DELETE /_dev/webhooks/faults`: read, set or clear the fault set (`webhook-faults.ts`);
 * - `POST /_dev/webhooks/deliveries/{id}/replay`: send one past delivery again;
 * - `POST /_dev/webhooks/replay` `{since, subscriptionId?}`: send every delivery since a time again.
 * Like the other webhook dev endpoints they need a merchant API key.
 */
import type { Queryable } from "../db/database.ts";
import { invalidField, notFound } from "../errors.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { readDeliveryLog } from "./delivery-log.ts";
import { replayDelivery, replaySince } from "./delivery-replay.ts";
import { listSubscriptions } from "./subscriptions.ts";
import {
  clearFaults,
  REORDER_DEFAULT_HOLD_MS,
  readFaults,
  setFaults,
  type WebhookFaults,
} from "./webhook-faults.ts";

const FAULT_FIELDS = ["subscriptionId", "failNext", "status", "delayMs", "duplicate", "reorder"];
const MOST_DELAY_MS = 600_000;

function integer(value: unknown, field: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw invalidField(field, `must be an integer from ${min} to ${max}`);
  return value;
}

function flag(value: unknown, field: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") throw invalidField(field, "must be true or false");
  return value;
}

async function knownSubscription(db: Queryable, value: unknown): Promise<string | undefined> {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "")
    throw invalidField("subscriptionId", "must be a subscription id from GET /_dev/webhooks");
  if (!(await listSubscriptions(db)).some((s) => s.id === value))
    throw notFound("WEBHOOK_NOT_FOUND", `Webhook subscription ${value} not found`);
  return value;
}

/** Reads a fault set from a request body, refusing unknown fields and sets that change nothing. */
async function readFaultBody(db: Queryable, payload: Record<string, unknown>): Promise<WebhookFaults> {
  const unknown = Object.keys(payload).find((key) => !FAULT_FIELDS.includes(key));
  if (unknown !== undefined)
    throw invalidField(unknown, `is not a fault; the fields are ${FAULT_FIELDS.join(", ")}`);
  const failNext = integer(payload.failNext, "failNext", 0, 1000) ?? 0;
  const status = integer(payload.status, "status", 300, 599);
  if (status !== undefined && failNext === 0)
    throw invalidField("status", "is the status of the failNext attempts: set failNext too");
  const delayMs = integer(payload.delayMs, "delayMs", 0, MOST_DELAY_MS);
  const duplicate = flag(payload.duplicate, "duplicate");
  const reorder = flag(payload.reorder, "reorder");
  if (failNext === 0 && !delayMs && !duplicate && !reorder)
    throw invalidField(
      "failNext",
      "or delayMs, duplicate or reorder must be set: this fault set changes nothing",
    );
  const subscriptionId = await knownSubscription(db, payload.subscriptionId);
  return {
    ...(subscriptionId ? { subscriptionId } : {}),
    failNext,
    status: status ?? 500,
    delayMs: delayMs ?? (reorder ? REORDER_DEFAULT_HOLD_MS : 0),
    duplicate,
    reorder,
  };
}

/** `GET /_dev/webhooks/faults` → `{faults}` (absent when none is set). */
export const readFaultsEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks/faults",
  access: "write",
  handle: async ({ db }) => {
    const faults = await readFaults(db);
    return faults ? { faults } : {};
  },
};

/** `POST /_dev/webhooks/faults` `{subscriptionId?, failNext?, status?, delayMs?, duplicate?, reorder?}` → `{faults}`. */
export const setFaultsEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/webhooks/faults",
  access: "write",
  handle: async ({ db, payload }) => {
    const faults = await readFaultBody(db, payload);
    await setFaults(db, faults);
    return { faults };
  },
};

/** `DELETE /_dev/webhooks/faults` → `{}`: deliveries go out as usual again, held ones now. */
export const clearFaultsEndpoint: Endpoint = {
  method: "DELETE",
  path: "/_dev/webhooks/faults",
  access: "write",
  handle: async ({ db, credentials }) => {
    await db.transaction((tx) => clearFaults(tx, new Date(credentials.now())));
    nudgeDeliveryWorkers(db);
    return {};
  },
};

/** `POST /_dev/webhooks/deliveries/{id}/replay` → `{delivery}`: the new, pending delivery. */
export const replayDeliveryEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/webhooks/deliveries/{id}/replay",
  access: "write",
  handle: async ({ db, config, payload, credentials }) => {
    const id = typeof payload.id === "string" ? payload.id : "";
    const replayId = await replayDelivery(db, id, new Date(credentials.now()));
    if (replayId === undefined)
      throw notFound("WEBHOOK_DELIVERY_NOT_FOUND", `Webhook delivery ${id} not found`);
    nudgeDeliveryWorkers(db);
    const [delivery] = await readDeliveryLog(db, config.webhooks, { ids: [replayId] });
    return { delivery };
  },
};

/** `POST /_dev/webhooks/replay` `{since, subscriptionId?}` → `{deliveries}`: the new, pending ones. */
export const replaySinceEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/webhooks/replay",
  access: "write",
  handle: async ({ db, config, payload, credentials }) => {
    const since = typeof payload.since === "string" ? new Date(payload.since) : undefined;
    if (payload.since === undefined)
      throw invalidField("since", "is required: an ISO time", "REQUIRED_FIELD");
    if (since === undefined || Number.isNaN(since.getTime()))
      throw invalidField("since", "must be an ISO time, e.g. 2026-01-31T12:00:00Z");
    const subscriptionId = await knownSubscription(db, payload.subscriptionId);
    const ids = await replaySince(db, since, subscriptionId, new Date(credentials.now()));
    nudgeDeliveryWorkers(db);
    return {
      deliveries:
        ids.length === 0 ? [] : await readDeliveryLog(db, config.webhooks, { ids, limit: ids.length }),
    };
  },
};

/** The webhook lab's endpoints, for the registry. */
export const webhookLabEndpoints: readonly Endpoint[] = [
  readFaultsEndpoint,
  setFaultsEndpoint,
  clearFaultsEndpoint,
  replayDeliveryEndpoint,
  replaySinceEndpoint,
];
