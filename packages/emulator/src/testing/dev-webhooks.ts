/**
 * The webhook dev endpoints of a running emulator for a test: subscribe a URL
 * (`POST /_dev/webhooks`), read the delivery log (`GET /_dev/webhooks/deliveries`),
 * the public key that verifies the deliveries, and the webhook lab: faults
 * (`/_dev/webhooks/faults`) and replays.
 */
import type { JsonWebKey } from "node:crypto";
import type { DeliveryLogEntry, DeliveryLogFilter } from "../webhooks/delivery-log.ts";
import type { WebhookFaults } from "../webhooks/webhook-faults.ts";

/** A fault set as `POST /_dev/webhooks/faults` takes it: every field optional. */
export type WebhookFaultsInput = Partial<WebhookFaults>;

/** What {@link DevWebhooks.replay} sends again: one delivery, or every one since a time. */
export type ReplayTarget = string | { since: Date | string; subscriptionId?: string };

/** The public key endpoint's answer: pass `pem` or `jwk` to a webhook processor. */
export interface WebhookPublicKey {
  kid: string;
  alg: string;
  pem: string;
  jwk: JsonWebKey;
}

/** The webhook dev endpoints of one emulator. */
export interface DevWebhooks {
  /** Sends every event (or only `eventTypes`) recorded from now on to `url`; returns the subscription id. */
  subscribe(url: string, eventTypes?: string[]): Promise<string>;
  /** The logged deliveries, oldest first. */
  deliveries(filter?: DeliveryLogFilter): Promise<DeliveryLogEntry[]>;
  /** Waits until at least `count` deliveries are logged and none is pending; returns them. */
  settled(count: number, timeoutMs?: number): Promise<DeliveryLogEntry[]>;
  /** The key that verifies the deliveries' signatures. */
  publicKey(): Promise<WebhookPublicKey>;
  /** Sets the fault set for the next deliveries (replacing the one in force); returns it as stored. */
  faults(faults: WebhookFaultsInput): Promise<WebhookFaults>;
  /** Clears the fault set; held deliveries go out now. */
  clearFaults(): Promise<void>;
  /** Sends a past delivery (by id), or every delivery since a time, again; returns the new deliveries. */
  replay(target: ReplayTarget): Promise<DeliveryLogEntry[]>;
}

/**
 * The webhook dev endpoints of the emulator at `url`, called with a merchant API key.
 *
 * @example
 * ```ts
 * const webhooks = devWebhooks("http://127.0.0.1:4000", { authorization: apiKey, "wix-site-id": siteId });
 * await webhooks.subscribe("http://127.0.0.1:3000/webhooks");
 * ```
 */
export function devWebhooks(url: string, merchantHeaders: Record<string, string>): DevWebhooks {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: { ...merchantHeaders, ...(init.body ? { "content-type": "application/json" } : {}) },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const deliveries = async (filter: DeliveryLogFilter = {}) => {
    const query = new URLSearchParams(
      Object.entries(filter).map(([name, value]) => [name, String(value)] as [string, string]),
    ).toString();
    const path = `/_dev/webhooks/deliveries${query ? `?${query}` : ""}`;
    return (await call<{ deliveries: DeliveryLogEntry[] }>(path)).deliveries;
  };
  return {
    async subscribe(target, eventTypes) {
      const body = JSON.stringify({ url: target, ...(eventTypes ? { eventTypes } : {}) });
      return (await call<{ subscription: { id: string } }>("/_dev/webhooks", { method: "POST", body }))
        .subscription.id;
    },
    deliveries,
    async settled(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const log = await deliveries();
        if (log.length >= count && log.every((entry) => entry.status !== "pending")) return log;
        if (Date.now() > deadline) throw new Error(`deliveries not settled: ${JSON.stringify(log, null, 1)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    publicKey: () => call<WebhookPublicKey>("/_dev/webhooks/public-key"),
    async faults(faults) {
      const body = JSON.stringify(faults);
      return (await call<{ faults: WebhookFaults }>("/_dev/webhooks/faults", { method: "POST", body }))
        .faults;
    },
    async clearFaults() {
      await call("/_dev/webhooks/faults", { method: "DELETE" });
    },
    async replay(target) {
      if (typeof target === "string") {
        const path = `/_dev/webhooks/deliveries/${encodeURIComponent(target)}/replay`;
        return [(await call<{ delivery: DeliveryLogEntry }>(path, { method: "POST", body: "{}" })).delivery];
      }
      const since = typeof target.since === "string" ? target.since : target.since.toISOString();
      const body = JSON.stringify({ ...target, since });
      return (
        await call<{ deliveries: DeliveryLogEntry[] }>("/_dev/webhooks/replay", { method: "POST", body })
      ).deliveries;
    },
  };
}
