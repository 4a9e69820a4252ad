/**
 * "Send a test event" (merchant API key, like every `/_dev` call beyond loopback also behind the
 * dev token): `GET /_dev/events/types` → `{eventTypes}`, every type the emulator delivers;
 * `POST /_dev/events/test` `{eventType}` → `{eventType, entityId}` records the sample of that
 * type (`test-event-samples.ts`) in the outbox, in the caller's name, and wakes the delivery
 * workers, so every subscription to the type gets a signed delivery. An unknown type is a 400
 * naming the field. Nothing in the store changes.
 */
import { invalidField } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import { nudgeDeliveryWorkers } from "../../events/outbox-nudge.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { buyerEventIdentity } from "../ecom-transaction.ts";
import { TEST_EVENT_SAMPLES, TEST_EVENT_TYPES } from "./test-event-samples.ts";

/** GET `/_dev/events/types`. */
export const listTestEventTypes: Endpoint = {
  method: "GET",
  path: "/_dev/events/types",
  access: "write",
  handle: async () => ({ eventTypes: TEST_EVENT_TYPES }),
};

/** POST `/_dev/events/test`. */
export const sendTestEvent: Endpoint = {
  method: "POST",
  path: "/_dev/events/test",
  access: "write",
  async handle({ db, config, payload, principal, credentials }) {
    const eventType = payload.eventType;
    const sample = typeof eventType === "string" ? TEST_EVENT_SAMPLES[eventType] : undefined;
    if (!sample || !Object.hasOwn(TEST_EVENT_SAMPLES, eventType as string))
      throw invalidField("eventType", `must be one of ${TEST_EVENT_TYPES.join(", ")}`, "INVALID_ENUM_VALUE");
    const origin = {
      identity: buyerEventIdentity(principal),
      now: new Date(credentials.now()).toISOString(),
      publicUrl: config.publicUrl,
    };
    const event = await db.transaction(async (tx) => {
      const built = await sample(tx, origin);
      await recordEvents(tx, [built]);
      return built;
    });
    nudgeDeliveryWorkers(db);
    return { eventType: event.eventType, entityId: event.entityId };
  },
};

/** The test event endpoints. */
export const testEventEndpoints: readonly Endpoint[] = [listTestEventTypes, sendTestEvent];
