/**
 * A test app that delivers webhooks, with fast timings (`fastWebhookSettings`:
 * polls every 20 ms, retries from 30 ms apart), and in-process shortcuts for
 * the webhook dev endpoints.
 */

import {
  type DeliveryLogEntry,
  fastWebhookSettings,
  type WebhookPublicKey,
  type WebhookSettings,
} from "@vitrine/emulator/testing";
import { startTestApp, type TestApp } from "../../support/test-app.ts";

/** A test app running a delivery worker with `settings`. */
export function startDeliveringApp(settings: Partial<WebhookSettings> = {}): Promise<TestApp> {
  return startTestApp({ webhooks: fastWebhookSettings(settings) }, { deliverWebhooks: true });
}

/** Reads `GET /_dev/webhooks/public-key`. */
export async function publicKeyOf(t: TestApp): Promise<WebhookPublicKey> {
  const response = await t.inject({ method: "GET", url: "/_dev/webhooks/public-key" });
  if (response.statusCode !== 200) throw new Error(`public key: ${response.body}`);
  return response.json();
}

/** Subscribes `url` through `POST /_dev/webhooks`; returns the subscription id. */
export async function subscribeUrl(t: TestApp, url: string, eventTypes?: string[]): Promise<string> {
  const response = await t.inject({
    method: "POST",
    url: "/_dev/webhooks",
    headers: t.merchantHeaders,
    payload: { url, ...(eventTypes ? { eventTypes } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`subscribe: ${response.body}`);
  return (response.json() as { subscription: { id: string } }).subscription.id;
}

/** Reads the delivery log. */
export async function deliveryLog(t: TestApp, query = ""): Promise<DeliveryLogEntry[]> {
  const response = await t.inject({
    method: "GET",
    url: `/_dev/webhooks/deliveries${query}`,
    headers: t.merchantHeaders,
  });
  if (response.statusCode !== 200) throw new Error(`delivery log: ${response.body}`);
  return (response.json() as { deliveries: DeliveryLogEntry[] }).deliveries;
}

/** Waits until every logged delivery is settled (delivered or failed) and there are at least `count`. */
export async function settledLog(t: TestApp, count: number, timeoutMs = 10_000): Promise<DeliveryLogEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = await deliveryLog(t);
    if (log.length >= count && log.every((entry) => entry.status !== "pending")) return log;
    if (Date.now() > deadline) throw new Error(`deliveries not settled: ${JSON.stringify(log, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
