/**
 * Every one of the eleven events, delivered as the wire reference describes (an RS256 JWT whose
 * `data` claim nests JSON strings), reaches its typed handler with the right entity or data and
 * metadata, timestamps as `Date`.
 */
import {
  cartAbandoned,
  cartRecovered,
  createWebhookProcessor,
  type EnvelopeOf,
  type EventDefinition,
  inventoryItemChanged,
  inventoryVariantsChanged,
  productCreated,
  productDeleted,
  productUpdated,
  redirectSessionCreated,
  ribbonCreated,
  ribbonDeleted,
  ribbonUpdated,
  toEnvelope,
} from "@vitrine/sdk/events";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cartAbandonedData,
  cartRecoveredData,
  domain,
  EVENT_TIME,
  inventoryItemChangedData,
  inventoryVariantsChangedData,
  PRODUCT_ID,
  product,
  RIBBON_ID,
  redirectSession,
  ribbon,
} from "./support/payloads.ts";
import {
  FAR_FUTURE_EXP,
  generateKeys,
  INSTANCE_ID,
  MEMBER_IDENTITY,
  signRs256,
  signWebhook,
  type TestKeys,
} from "./support/webhook-signer.ts";

let keys: TestKeys;
beforeAll(() => {
  keys = generateKeys();
});

/** Registers one handler for `definition`, delivers `payload`, and returns what the handler got. */
async function deliver<D extends EventDefinition>(definition: D, payload: object): Promise<EnvelopeOf<D>> {
  const processor = createWebhookProcessor({ publicKey: keys.publicPem });
  const received: EnvelopeOf<D>[] = [];
  processor.on(definition, (envelope) => {
    received.push(envelope);
  });
  const event = await processor.process(signWebhook(keys, definition.type, payload));
  expect(event.eventType).toBe(definition.type);
  expect(received).toHaveLength(1);
  return received[0]!;
}

function domainMetadata(eventType: string, entityFqdn: string, slug: string, entityId: string) {
  return {
    eventType,
    instanceId: INSTANCE_ID,
    identity: MEMBER_IDENTITY,
    accountInfo: undefined,
    eventId: `evt-${entityFqdn}-${slug}`,
    entityFqdn,
    slug,
    entityId,
    eventTime: new Date(EVENT_TIME),
    triggeredByAnonymizeRequest: false,
  };
}

const plainMetadata = (eventType: string) => ({
  eventType,
  instanceId: INSTANCE_ID,
  identity: MEMBER_IDENTITY,
  accountInfo: undefined,
});

const PRODUCT_FQDN = "wix.stores.catalog.v3.product";
const RIBBON_FQDN = "wix.stores.catalog.v3.ribbon";

describe("catalogue v3 product events", () => {
  it("product_created hands the product entity, dates as Date", async () => {
    const got = await deliver(
      productCreated,
      domain(PRODUCT_FQDN, "created", PRODUCT_ID, { createdEvent: { entity: product } }),
    );
    expect(got).toEqual({
      entity: {
        ...product,
        createdDate: new Date(product.createdDate!),
        updatedDate: new Date(product.updatedDate!),
      },
      metadata: domainMetadata(productCreated.type, PRODUCT_FQDN, "created", PRODUCT_ID),
    });
    expect(got.entity.createdDate).toBeInstanceOf(Date);
    expect(got.entity.variantsInfo?.variants?.[1]?.sku).toBe("LIN-M");
  });

  it("product_updated hands the current entity and modifiedFields", async () => {
    const previous = { name: "Linen shirt (old)", updatedDate: "2025-03-10T00:00:00.000Z" };
    const got = await deliver(
      productUpdated,
      domain(PRODUCT_FQDN, "updated", PRODUCT_ID, {
        updatedEvent: { currentEntity: product, modifiedFields: previous },
      }),
    );
    expect(got.entity.name).toBe("Linen shirt");
    expect(got.entity.updatedDate).toEqual(new Date(product.updatedDate!));
    expect(got.modifiedFields).toEqual({
      name: "Linen shirt (old)",
      updatedDate: new Date(previous.updatedDate),
    });
    expect(got.metadata).toEqual(domainMetadata(productUpdated.type, PRODUCT_FQDN, "updated", PRODUCT_ID));
  });

  it("product_updated without modifiedFields has none", async () => {
    const got = await deliver(
      productUpdated,
      domain(PRODUCT_FQDN, "updated", PRODUCT_ID, { updatedEvent: { currentEntity: product } }),
    );
    expect("modifiedFields" in got).toBe(false);
  });

  it("product_deleted hands the deleted entity when present, and only metadata when not", async () => {
    const withEntity = await deliver(
      productDeleted,
      domain(PRODUCT_FQDN, "deleted", PRODUCT_ID, { deletedEvent: { deletedEntity: product } }),
    );
    expect(withEntity.entity?.id).toBe(PRODUCT_ID);
    expect(withEntity.entity?.createdDate).toEqual(new Date(product.createdDate!));
    const without = await deliver(
      productDeleted,
      domain(PRODUCT_FQDN, "deleted", PRODUCT_ID, { deletedEvent: {} }),
    );
    expect(without).toEqual({
      metadata: domainMetadata(productDeleted.type, PRODUCT_FQDN, "deleted", PRODUCT_ID),
    });
  });
});

describe("catalogue v3 ribbon events", () => {
  const asDates = {
    ...ribbon,
    createdDate: new Date(ribbon.createdDate!),
    updatedDate: new Date(ribbon.updatedDate!),
  };

  it("ribbon_created", async () => {
    const got = await deliver(
      ribbonCreated,
      domain(RIBBON_FQDN, "created", RIBBON_ID, { createdEvent: { entity: ribbon } }),
    );
    expect(got).toEqual({
      entity: asDates,
      metadata: domainMetadata(ribbonCreated.type, RIBBON_FQDN, "created", RIBBON_ID),
    });
  });

  it("ribbon_updated", async () => {
    const got = await deliver(
      ribbonUpdated,
      domain(RIBBON_FQDN, "updated", RIBBON_ID, {
        updatedEvent: {
          currentEntity: { ...ribbon, name: "Soldes", revision: "2" },
          modifiedFields: { name: "Sale" },
        },
      }),
    );
    expect(got).toEqual({
      entity: { ...asDates, name: "Soldes", revision: "2" },
      modifiedFields: { name: "Sale" },
      metadata: domainMetadata(ribbonUpdated.type, RIBBON_FQDN, "updated", RIBBON_ID),
    });
  });

  it("ribbon_deleted", async () => {
    const got = await deliver(
      ribbonDeleted,
      domain(RIBBON_FQDN, "deleted", RIBBON_ID, { deletedEvent: { deletedEntity: ribbon } }),
    );
    expect(got).toEqual({
      entity: asDates,
      metadata: domainMetadata(ribbonDeleted.type, RIBBON_FQDN, "deleted", RIBBON_ID),
    });
  });
});

describe("cart abandonment events", () => {
  it("CartAbandonedEvent hands the payload as data", async () => {
    const got = await deliver(cartAbandoned, cartAbandonedData);
    expect(got).toEqual({
      data: {
        ...cartAbandonedData,
        creationTime: new Date(cartAbandonedData.creationTime!),
        abandonTime: new Date(cartAbandonedData.abandonTime!),
      },
      metadata: plainMetadata(cartAbandoned.type),
    });
    expect(got.data.totals?.total).toBe(84.9);
    expect(got.data.status).toBe("ABANDONED");
  });

  it("CartRecoveredEvent", async () => {
    const got = await deliver(cartRecovered, cartRecoveredData);
    expect(got).toEqual({
      data: {
        ...cartRecoveredData,
        recoveredTime: new Date(cartRecoveredData.recoveredTime!),
        creationTime: new Date(cartRecoveredData.creationTime!),
        abandonedTime: new Date(cartRecoveredData.abandonedTime!),
      },
      metadata: plainMetadata(cartRecovered.type),
    });
  });
});

describe("inventory events", () => {
  it("InventoryItemChanged splits the field mask and converts updatedDate", async () => {
    const got = await deliver(inventoryItemChanged, inventoryItemChangedData);
    expect(got).toEqual({
      data: {
        ...inventoryItemChangedData,
        updatedDate: new Date(inventoryItemChangedData.updatedDate),
        fieldMask: ["trackQuantity", "preorderInfo.enabled"],
      },
      metadata: plainMetadata(inventoryItemChanged.type),
    });
  });

  it("InventoryItemChanged also reads a field mask sent as {paths}", async () => {
    const got = await deliver(inventoryItemChanged, {
      ...inventoryItemChangedData,
      fieldMask: { paths: ["trackQuantity"] },
    });
    expect(got.data.fieldMask).toEqual(["trackQuantity"]);
  });

  it("InventoryVariantsChanged hands old and new values and who changed them", async () => {
    const got = await deliver(inventoryVariantsChanged, inventoryVariantsChangedData);
    expect(got).toEqual({
      data: inventoryVariantsChangedData,
      metadata: plainMetadata(inventoryVariantsChanged.type),
    });
    expect(got.data.variants?.[0]?.changedBy?.reason).toBe("ORDER");
  });
});

describe("redirect session event", () => {
  it("redirect_session_created hands the session", async () => {
    const got = await deliver(
      redirectSessionCreated,
      domain("wix.headless.v1.redirect_session", "created", "rs-1", {
        createdEvent: { entity: redirectSession },
      }),
    );
    expect(got).toEqual({
      entity: redirectSession,
      metadata: domainMetadata(
        redirectSessionCreated.type,
        "wix.headless.v1.redirect_session",
        "created",
        "rs-1",
      ),
    });
  });
});

describe("dispatch", () => {
  it("runs every handler of the type, and none of other types", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicJwk });
    const calls: string[] = [];
    processor.on(cartAbandoned, async ({ data }) => {
      await new Promise((r) => setTimeout(r, 5));
      calls.push(`a:${data.cartId}`);
    });
    processor.on(cartAbandoned, ({ data }) => {
      calls.push(`b:${data.cartId}`);
    });
    processor.on(cartRecovered, () => {
      calls.push("recovered");
    });
    await processor.process(signWebhook(keys, cartAbandoned.type, cartAbandonedData));
    expect(calls.sort()).toEqual([`a:${cartAbandonedData.cartId}`, `b:${cartAbandonedData.cartId}`]);
  });

  it("on() returns a function that removes the handler", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem, ignoreUnknownEvents: true });
    let calls = 0;
    const off = processor.on(cartRecovered, () => {
      calls++;
    });
    const body = signWebhook(keys, cartRecovered.type, cartRecoveredData);
    await processor.process(body);
    off();
    await processor.process(body);
    expect(calls).toBe(1);
  });

  it("ignoreUnknownEvents verifies and returns an event nobody handles", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem, ignoreUnknownEvents: true });
    const event = await processor.process(signWebhook(keys, "com.example.Unknown", { a: 1 }));
    expect(event).toEqual({
      eventType: "com.example.Unknown",
      instanceId: INSTANCE_ID,
      identity: MEMBER_IDENTITY,
      accountInfo: undefined,
      payload: { a: 1 },
    });
  });

  it("parseEvent verifies without handlers; toEnvelope types the payload", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem });
    const event = await processor.parseEvent(
      signWebhook(
        keys,
        ribbonCreated.type,
        domain(RIBBON_FQDN, "created", RIBBON_ID, { createdEvent: { entity: ribbon } }),
      ),
    );
    const { entity, metadata } = toEnvelope(ribbonCreated, event);
    expect(entity.name).toBe("Sale");
    expect(entity.createdDate).toEqual(new Date(ribbon.createdDate!));
    expect(metadata.eventId).toBe(`evt-${RIBBON_FQDN}-created`);
    expect(() => toEnvelope(ribbonDeleted, event)).toThrow(
      `Unexpected event type: ${ribbonCreated.type}. Expected one of: ${ribbonDeleted.type}`,
    );
  });

  it("an event without identity or instanceId has them undefined", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem });
    const claims = {
      data: JSON.stringify({ eventType: cartRecovered.type, data: JSON.stringify(cartRecoveredData) }),
      exp: FAR_FUTURE_EXP,
    };
    const event = await processor.parseEvent(signRs256(keys.privateKey, claims));
    expect(event).toMatchObject({ instanceId: undefined, identity: undefined, payload: cartRecoveredData });
  });
});
