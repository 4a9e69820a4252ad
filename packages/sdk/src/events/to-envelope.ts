/**
 * From a verified event to the argument a handler receives. Domain events are unpacked by their
 * definition's `action` (the entity of `createdEvent`, `updatedEvent.currentEntity` with
 * `modifiedFields`, `deletedEvent.deletedEntity` when present, or `actionEvent.body` as `data`); a
 * domain event that lacks the part its definition promises is malformed, so a handler typed `entity: Product` always gets
 * one. Plain events pass their payload as `data`. Timestamps at the definition's `dates` become
 * `Date`, in place, once.
 */
import { reviveDates } from "../core/dates.js";
import { MalformedPayloadError, unexpectedEventType } from "./errors.js";
import type { EnvelopeOf, EventDefinition, EventMetadata } from "./event-definition.js";
import type { WebhookEvent } from "./webhook-event.js";

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
}

function optional<T extends string | boolean>(value: unknown, type: "string" | "boolean"): T | undefined {
  return typeof value === type ? (value as T) : undefined;
}

function toFieldMask(value: unknown): unknown {
  if (typeof value === "string") return value === "" ? [] : value.split(",");
  return object(value)?.paths ?? value;
}

function normalizeFieldMasks(envelope: Json, paths: readonly string[]): void {
  for (const path of paths) {
    const keys = path.split(".");
    const last = keys.pop()!;
    let node: Json | undefined = envelope;
    for (const key of keys) node = object(node?.[key]);
    if (node && last in node) node[last] = toFieldMask(node[last]);
  }
}

function domainEnvelope(action: string, payload: Json, base: EventMetadata, eventType: string): Json {
  const eventTime = optional<string>(payload.eventTime, "string");
  const metadata = {
    ...base,
    eventId: optional<string>(payload.id, "string"),
    entityFqdn: optional<string>(payload.entityFqdn, "string"),
    slug: optional<string>(payload.slug, "string"),
    entityId: optional<string>(payload.entityId, "string"),
    eventTime: eventTime === undefined ? undefined : new Date(eventTime),
    triggeredByAnonymizeRequest: optional<boolean>(payload.triggeredByAnonymizeRequest, "boolean"),
  };
  if (action === "deleted") {
    const entity = object(object(payload.deletedEvent)?.deletedEntity);
    return entity ? { entity, metadata } : { metadata };
  }
  if (action === "action") {
    const body = object(object(payload.actionEvent)?.body);
    if (!body) throw new MalformedPayloadError(`Domain event ${eventType} has no actionEvent.body`);
    return { data: body, metadata };
  }
  const part = object(action === "created" ? payload.createdEvent : payload.updatedEvent);
  const entity = object(action === "created" ? part?.entity : part?.currentEntity);
  if (!part || !entity) {
    throw new MalformedPayloadError(
      `Domain event ${eventType} has no ${action === "created" ? "createdEvent.entity" : "updatedEvent.currentEntity"}`,
    );
  }
  const modifiedFields = object(part.modifiedFields);
  return modifiedFields ? { entity, modifiedFields, metadata } : { entity, metadata };
}

/**
 * Builds the typed envelope of `event` for `definition`: what `processor.on(definition, …)`
 * handlers receive. Throws an `UnexpectedEventTypeError` when the types differ and a
 * `MalformedPayloadError` when a domain event lacks its entity. Converts dates in place, so call
 * it once per event.
 *
 * @example
 * ```ts
 * const event = await processor.parseEvent(body);
 * if (event.eventType === productCreated.type) {
 *   const { entity, metadata } = toEnvelope(productCreated, event);
 * }
 * ```
 */
export function toEnvelope<D extends EventDefinition>(definition: D, event: WebhookEvent): EnvelopeOf<D> {
  if (event.eventType !== definition.type) throw unexpectedEventType(event.eventType, [definition.type]);
  const base: EventMetadata = {
    eventType: event.eventType,
    instanceId: event.instanceId,
    identity: event.identity,
    accountInfo: event.accountInfo,
  };
  const envelope =
    definition.kind === "domain"
      ? domainEnvelope(definition.action, event.payload, base, event.eventType)
      : { data: event.payload, metadata: base };
  if (definition.kind === "plain" && definition.fieldMasks)
    normalizeFieldMasks(envelope, definition.fieldMasks);
  return reviveDates(envelope, definition.dates) as unknown as EnvelopeOf<D>;
}
