/**
 * Type tests: a handler's argument is typed from its definition alone (domain `{entity, metadata}`
 * with `modifiedFields` only on updated events and an optional entity on deleted ones; plain
 * `{data, metadata}`), misuse does not compile, and each enum union is exactly its list's values, kept as literals.
 */
import type { ProductV3 } from "@vitrine/sdk/catalog";
import {
  type BUYER_IDENTITIES,
  type BuyerIdentity,
  type CartAbandonedEvent,
  cartAbandoned,
  createWebhookProcessor,
  type DOMAIN_ACTIONS,
  type DomainAction,
  type DomainEventMetadata,
  type EVENT_KINDS,
  type EventKind,
  type EventMetadata,
  type INVENTORY_CHANGE_REASONS,
  type InventoryChangeReason,
  inventoryItemChanged,
  inventoryVariantsChanged,
  productCreated,
  productDeleted,
  productUpdated,
  type RedirectSession,
  type RibbonV3,
  redirectSessionCreated,
  ribbonDeleted,
  ribbonUpdated,
  toEnvelope,
  type WEBHOOK_IDENTITY_TYPES,
  type WebhookEvent,
  type WebhookIdentityType,
} from "@vitrine/sdk/events";
import { expectTypeOf, test } from "vitest";

const processor = createWebhookProcessor({ publicKey: "-----BEGIN PUBLIC KEY-----…" });

test("domain created: entity and domain metadata, no modifiedFields", () => {
  processor.on(productCreated, (event) => {
    expectTypeOf(event.entity).toEqualTypeOf<ProductV3>();
    expectTypeOf(event.entity.createdDate).toEqualTypeOf<Date | null | undefined>();
    expectTypeOf(event.metadata).toEqualTypeOf<DomainEventMetadata>();
    expectTypeOf(event.metadata.eventTime).toEqualTypeOf<Date | undefined>();
    // @ts-expect-error created events carry no modifiedFields
    event.modifiedFields;
    // @ts-expect-error domain events carry no data
    event.data;
  });
  processor.on(redirectSessionCreated, ({ entity }) => {
    expectTypeOf(entity).toEqualTypeOf<RedirectSession>();
  });
});

test("domain updated: modifiedFields is there", () => {
  processor.on(productUpdated, ({ entity, modifiedFields }) => {
    expectTypeOf(entity).toEqualTypeOf<ProductV3>();
    expectTypeOf(modifiedFields).toEqualTypeOf<Record<string, unknown> | undefined>();
  });
  processor.on(ribbonUpdated, ({ entity }) => {
    expectTypeOf(entity).toEqualTypeOf<RibbonV3>();
  });
});

test("domain deleted: the entity may be absent", () => {
  processor.on(productDeleted, ({ entity, metadata }) => {
    expectTypeOf(entity).toEqualTypeOf<ProductV3 | undefined>();
    expectTypeOf(metadata.entityId).toEqualTypeOf<string | undefined>();
  });
  processor.on(ribbonDeleted, (event) => {
    // @ts-expect-error deleted events carry no modifiedFields
    event.modifiedFields;
    // @ts-expect-error the entity may be absent
    event.entity.name;
  });
});

test("plain events: data and base metadata", () => {
  processor.on(cartAbandoned, (event) => {
    expectTypeOf(event.data).toEqualTypeOf<CartAbandonedEvent>();
    expectTypeOf(event.data.abandonTime).toEqualTypeOf<Date | null | undefined>();
    expectTypeOf(event.data.status).toEqualTypeOf<"ABANDONED" | undefined>();
    expectTypeOf(event.metadata).toEqualTypeOf<EventMetadata>();
    // @ts-expect-error plain events carry no entity
    event.entity;
    // @ts-expect-error plain metadata has no eventTime
    event.metadata.eventTime;
  });
  processor.on(inventoryItemChanged, ({ data }) => {
    expectTypeOf(data.fieldMask).toEqualTypeOf<string[] | undefined>();
  });
  processor.on(inventoryVariantsChanged, ({ data }) => {
    expectTypeOf(data.variants![0]!.changedBy!.reason).toEqualTypeOf<InventoryChangeReason | undefined>();
  });
});

test("misuse does not compile", () => {
  // @ts-expect-error a handler for another event's shape
  processor.on(cartAbandoned, ({ entity }: { entity: ProductV3 }) => entity);
  // @ts-expect-error a definition is required, not a type string
  processor.on("wix.stores.catalog.v3.product_created", () => {});
  // @ts-expect-error a definition must name its kind
  processor.on({ type: "x", dates: [] }, () => {});
  // @ts-expect-error process takes the body text, not a Request
  processor.process(new Request("https://x"));
  // @ts-expect-error the public key is required
  createWebhookProcessor({});
});

test("process, parseEvent and toEnvelope", async () => {
  expectTypeOf(processor.process).returns.toEqualTypeOf<Promise<WebhookEvent>>();
  const event = await processor.parseEvent("token");
  expectTypeOf(event.payload).toEqualTypeOf<Record<string, unknown>>();
  expectTypeOf(toEnvelope(productUpdated, event).modifiedFields).toEqualTypeOf<
    Record<string, unknown> | undefined
  >();
  expectTypeOf(toEnvelope(cartAbandoned, event).data).toEqualTypeOf<CartAbandonedEvent>();
  expectTypeOf(productCreated.type).toEqualTypeOf<"wix.stores.catalog.v3.product_created">();
});

test("each union is its list's values, as literals", () => {
  expectTypeOf<(typeof WEBHOOK_IDENTITY_TYPES)[number]>().toEqualTypeOf<WebhookIdentityType>();
  expectTypeOf<(typeof INVENTORY_CHANGE_REASONS)[number]>().toEqualTypeOf<InventoryChangeReason>();
  expectTypeOf<(typeof BUYER_IDENTITIES)[number]>().toEqualTypeOf<BuyerIdentity>();
  expectTypeOf<(typeof EVENT_KINDS)[number]>().toEqualTypeOf<EventKind>();
  expectTypeOf<(typeof DOMAIN_ACTIONS)[number]>().toEqualTypeOf<DomainAction>();
  expectTypeOf<
    string extends WebhookIdentityType | InventoryChangeReason | BuyerIdentity | EventKind | DomainAction
      ? true
      : false
  >().toEqualTypeOf<false>();
});
