/**
 * Event definitions: one plain object per event type, naming its `type` string, its `kind`
 * (`domain` for the provider's entity events, `plain` for the others), for domain events the
 * `action` the payload carries, and the envelope paths that hold timestamps. The handler's
 * argument type rides along as a phantom property (`~envelope`), never set at runtime, so
 * `processor.on(productUpdated, handler)` types `handler` from the definition alone.
 */
import type { WebhookAccountInfo, WebhookIdentity } from "./webhook-event.js";

/** Every {@link EventKind}. */
export const EVENT_KINDS = ["domain", "plain"] as const;
/** Whether an event is a provider domain event or a plain payload. */
export type EventKind = (typeof EVENT_KINDS)[number];

/** Every {@link DomainAction}. */
export const DOMAIN_ACTIONS = ["created", "updated", "deleted", "action"] as const;
/**
 * What happened to a domain event's entity; names the payload part that carries it (`action`: an
 * `actionEvent` whose `body` says what was done, e.g. an order canceled).
 */
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];

/** What every event's handler learns about the delivery. */
export interface EventMetadata {
  eventType: string;
  instanceId: string | undefined;
  identity: WebhookIdentity | undefined;
  accountInfo: WebhookAccountInfo | undefined;
}

/** Metadata of a domain event: the delivery's, plus the domain event's own fields. */
export interface DomainEventMetadata extends EventMetadata {
  /** The domain event's `id`: the same for redeliveries, so use it to drop duplicates. */
  eventId: string | undefined;
  /** Fully qualified name of the entity, e.g. `wix.stores.catalog.v3.product`. */
  entityFqdn: string | undefined;
  /** The action, e.g. `created`. */
  slug: string | undefined;
  entityId: string | undefined;
  eventTime: Date | undefined;
  triggeredByAnonymizeRequest: boolean | undefined;
}

/** What a handler of a created domain event receives. */
export interface CreatedEnvelope<Entity> {
  entity: Entity;
  metadata: DomainEventMetadata;
}

/** What a handler of an updated domain event receives. */
export interface UpdatedEnvelope<Entity> {
  entity: Entity;
  /** The fields that changed and their previous values, when the sender includes them. */
  modifiedFields?: Record<string, unknown>;
  metadata: DomainEventMetadata;
}

/** What a handler of a deleted domain event receives; `entity` is there when the sender includes it. */
export interface DeletedEnvelope<Entity> {
  entity?: Entity;
  metadata: DomainEventMetadata;
}

/** What a handler of an action domain event receives: the `actionEvent`'s `body` as `data`. */
export interface ActionEnvelope<Body> {
  data: Body;
  metadata: DomainEventMetadata;
}

/** What a handler of a plain event receives. */
export interface PlainEnvelope<Data> {
  data: Data;
  metadata: EventMetadata;
}

/** The envelope of a domain event with `Action`. */
export type DomainEnvelope<Entity, Action extends DomainAction> = {
  created: CreatedEnvelope<Entity>;
  updated: UpdatedEnvelope<Entity>;
  deleted: DeletedEnvelope<Entity>;
  action: ActionEnvelope<Entity>;
}[Action];

/** Dotted paths into the envelope (`entity.createdDate`, `data.variants.id` …); arrays on the way are walked. */
export type FieldPaths = readonly string[];

/** The dates of a domain event's entity (its creation and last update). */
export const ENTITY_DATES = ["entity.createdDate", "entity.updatedDate"] as const;

/** The dates of an updated event: the entity's, and those of its modified fields. */
export const UPDATED_ENTITY_DATES = [
  ...ENTITY_DATES,
  "modifiedFields.createdDate",
  "modifiedFields.updatedDate",
] as const;

/**
 * A domain event: the payload is `{id, entityFqdn, slug, entityId, eventTime, createdEvent |
 * updatedEvent | deletedEvent | actionEvent}` and the handler gets `{entity, metadata}` (for an
 * action, `{data, metadata}` with the action's body; `Entity` is then the body's type).
 *
 * @example
 * ```ts
 * const brandCreated: DomainEventDefinition<"wix.stores.catalog.v3.brand_created", Brand, "created"> = {
 *   type: "wix.stores.catalog.v3.brand_created", kind: "domain", action: "created", dates: ["entity.createdDate"],
 * };
 * ```
 */
export interface DomainEventDefinition<Type extends string, Entity, Action extends DomainAction> {
  readonly type: Type;
  readonly kind: "domain";
  readonly action: Action;
  /** Envelope paths whose ISO strings become `Date`. */
  readonly dates: FieldPaths;
  /** Phantom: never present at runtime; carries the handler's argument type. */
  readonly "~envelope"?: DomainEnvelope<Entity, Action>;
}

/**
 * A plain event: the handler gets the payload as `{data, metadata}`.
 *
 * @example
 * ```ts
 * const somethingHappened: PlainEventDefinition<"com.example.SomethingHappened", { id: string }> = {
 *   type: "com.example.SomethingHappened", kind: "plain", dates: [],
 * };
 * ```
 */
export interface PlainEventDefinition<Type extends string, Data> {
  readonly type: Type;
  readonly kind: "plain";
  /** Envelope paths whose ISO strings become `Date`. */
  readonly dates: FieldPaths;
  /** Paths holding a field mask (`"a,b"` or `{paths}` on the wire) to turn into `string[]`. */
  readonly fieldMasks?: FieldPaths;
  /** Phantom: never present at runtime; carries the handler's argument type. */
  readonly "~envelope"?: PlainEnvelope<Data>;
}

/** Any event definition. */
export type EventDefinition =
  | DomainEventDefinition<string, unknown, DomainAction>
  | PlainEventDefinition<string, unknown>;

/**
 * The argument a handler of definition `D` receives.
 *
 * @example
 * ```ts
 * type Args = EnvelopeOf<typeof productUpdated>; // { entity: ProductV3; modifiedFields?; metadata }
 * ```
 */
export type EnvelopeOf<D extends EventDefinition> = NonNullable<D["~envelope"]>;

/**
 * A handler of definition `D`; it may be async, and the processor waits for it.
 *
 * @example
 * ```ts
 * const onCreated: EventHandler<typeof productCreated> = async ({ entity }) => { await index(entity); };
 * ```
 */
export type EventHandler<D extends EventDefinition> = (envelope: EnvelopeOf<D>) => void | Promise<void>;
