/**
 * The `data` claim of a webhook token: a JSON string of `{eventType,
 * instanceId, identity, data}` whose `identity` and `data` are JSON strings
 * again (wire-reference.md, "Webhook events").
 */
import type { EventIdentity } from "../events/outbox.ts";

/**
 * Builds the `data` claim for one event of the site `instanceId`.
 *
 * @example
 * ```ts
 * webhookMessage("wix.stores.catalog.v3.product_created", "site-1", { identityType: "APP", appId: "a" }, payload);
 * ```
 */
export function webhookMessage(
  eventType: string,
  instanceId: string,
  identity: EventIdentity,
  payload: Record<string, unknown>,
): string {
  return JSON.stringify({
    eventType,
    instanceId,
    identity: JSON.stringify(identity),
    data: JSON.stringify(payload),
  });
}
