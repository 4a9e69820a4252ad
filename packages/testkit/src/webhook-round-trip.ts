/**
 * The SDK's webhook processor fed by the emulator's real deliveries: a listening emulator that
 * delivers webhooks (fast timings), the public fixture's webhook receiver subscribed to every
 * event, which hands each delivery to `createWebhookProcessor` (with the key the emulator
 * publishes) and answers 200, or 400 when the processor throws (kept in `failures`).
 */
import type { EmulatorConfig } from "@vitrine/emulator";
import {
  type DevWebhooks,
  devWebhooks,
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  startWebhookReceiver,
  type WebhookReceiver,
} from "@vitrine/emulator/testing";
import {
  createWebhookProcessor,
  type EnvelopeOf,
  type EventDefinition,
  type WebhookProcessor,
  type WebhookProcessorOptions,
} from "@vitrine/sdk/events";

/** What {@link startWebhookRoundTrip} sets up beside the defaults. */
export interface WebhookRoundTripOptions {
  /** Emulator settings beside the fast webhook settings (e.g. the shop's). */
  config?: Partial<EmulatorConfig>;
  /** Processor options beside the emulator's public key (e.g. `ignoreUnknownEvents`). */
  processor?: Omit<WebhookProcessorOptions, "publicKey">;
}

/** A running round trip. */
export interface WebhookRoundTrip {
  /** The emulator; its public URL is its listening address, so hosted pages name it. */
  emulator: ListeningTestApp;
  /** The emulator's webhook dev endpoints, with the test merchant's credentials. */
  webhooks: DevWebhooks;
  processor: WebhookProcessor;
  /** The subscribed receiver; its `received` are the deliveries, its `url` the subscribed URL. */
  receiver: WebhookReceiver;
  /** What the processor threw, one entry per refused delivery. */
  failures: unknown[];
  /** Registers a handler of `definition` that keeps every envelope it gets, and returns them. */
  collect<D extends EventDefinition>(definition: D): EnvelopeOf<D>[];
  /** Closes the emulator (its worker first) and the receiver. */
  close(): Promise<void>;
}

/**
 * Starts the emulator, the processor and the subscribed receiver.
 *
 * @example
 * ```ts
 * const trip = await startWebhookRoundTrip({ processor: { ignoreUnknownEvents: true } });
 * const created = trip.collect(productCreated);
 * // … a write through the SDK …
 * await trip.webhooks.settled(1);
 * await trip.close();
 * ```
 */
export async function startWebhookRoundTrip(
  options: WebhookRoundTripOptions = {},
): Promise<WebhookRoundTrip> {
  const emulator = await listenTestApp(
    { ...options.config, webhooks: fastWebhookSettings(options.config?.webhooks) },
    { deliverWebhooks: true },
  );
  emulator.config.publicUrl = emulator.baseUrl;
  const webhooks = devWebhooks(emulator.baseUrl, emulator.merchantHeaders);
  const { pem } = await webhooks.publicKey();
  const processor = createWebhookProcessor({ ...options.processor, publicKey: pem });
  const failures: unknown[] = [];
  const receiver = await startWebhookReceiver();
  receiver.respond = async (delivery) => {
    try {
      await processor.processRequest(
        new Request(receiver.url, {
          method: "POST",
          headers: { "content-type": delivery.contentType ?? "" },
          body: delivery.body,
        }),
      );
      return 200;
    } catch (error) {
      failures.push(error);
      return 400;
    }
  };
  await webhooks.subscribe(receiver.url);
  return {
    emulator,
    webhooks,
    processor,
    receiver,
    failures,
    collect(definition) {
      const received: EnvelopeOf<typeof definition>[] = [];
      processor.on(definition, (envelope) => {
        received.push(envelope);
      });
      return received;
    },
    async close() {
      await emulator.close();
      await receiver.close();
    },
  };
}
