/**
 * The outbox event of one domain-event change: the event type
 * `{fqdn}_{slug}` and the envelope (`id`, `entityFqdn`, `slug`, `entityId`,
 * `eventTime`, `triggeredByAnonymizeRequest`, and the part that carries the
 * entity), as product and ribbon events record it.
 */
import { randomUUID } from "node:crypto";
import type { EventIdentity, OutboxEvent } from "./outbox.ts";

/**
 * What changed: the entity's fqdn and id, the slug, and the envelope part: `createdEvent`,
 * `updatedEvent` or `deletedEvent` for those slugs, `actionEvent: {body}` for an action's slug
 * (e.g. an order's `canceled`).
 */
export interface DomainChange {
  fqdn: string;
  slug: string;
  entityId: string;
  part: Record<string, unknown>;
}

/**
 * The outbox event of `change`, caused by `identity` at `now`.
 *
 * @example
 * ```ts
 * domainEvent({ fqdn: "wix.stores.catalog.v3.ribbon", slug: "created", entityId: "r1",
 *   part: { createdEvent: { entity } } }, identity, now).eventType; // "wix.stores.catalog.v3.ribbon_created"
 * ```
 */
export function domainEvent(change: DomainChange, identity: EventIdentity, now: string): OutboxEvent {
  const { fqdn, slug, entityId, part } = change;
  return {
    eventType: `${fqdn}_${slug}`,
    entityFqdn: fqdn,
    entityId,
    slug,
    identity,
    payload: {
      id: randomUUID(),
      entityFqdn: fqdn,
      slug,
      entityId,
      eventTime: now,
      triggeredByAnonymizeRequest: false,
      ...part,
    },
  };
}
