/**
 * The README's webhook endpoint, as written (its `POST` function and its two handlers), on a
 * socket, subscribed to every event type of a listening emulator. The emulator retries any
 * answer but a 2xx and holds back the later events of an entity until an earlier one is
 * delivered, so the endpoint must take the event types it has no handler for: a product's
 * `product_created` must not be retried, nor hold back its `product_updated`.
 */

import { fastWebhookSettings, type ListeningTestApp, listenTestApp } from "@vitrine/emulator/testing";
import {
  cartAbandoned,
  createWebhookProcessor,
  isHandlerError,
  isUnexpectedEventTypeError,
  productUpdated,
} from "@vitrine/sdk/events";
import { type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogClients } from "../catalog/support/catalog-clients.ts";
import { devCall } from "./support/emulator-dev.ts";

let t: ListeningTestApp;
let receiver: RecordingServer | undefined;

/** A merchant call to a dev endpoint of this test's emulator. */
const dev = (method: "GET" | "POST", path: string, body?: unknown) => devCall(t.baseUrl, method, path, body);

interface LoggedDelivery {
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode?: number;
}

beforeEach(async () => {
  t = await listenTestApp(
    { webhooks: fastWebhookSettings({ retryWindowMs: 3_000 }) },
    { deliverWebhooks: true },
  );
}, 60_000);

afterEach(async () => {
  await t.close();
  await receiver?.close();
});

describe("the README's webhook endpoint on the emulator", { timeout: 30_000 }, () => {
  it("takes the event types it does not handle, so they are neither retried nor hold back the next", async () => {
    const reindexed: string[] = [];
    const reminded: string[] = [];
    const reindex = async (entity: { name?: string | null }, _eventId: string | undefined) => {
      reindexed.push(entity.name ?? "");
    };
    const remind = (_email: string | null | undefined, url: string | null | undefined) => {
      reminded.push(url ?? "");
    };
    const { pem } = (await dev("GET", "/_dev/webhooks/public-key")) as { pem: string };

    // From the README, as written (but for the handler's unused `modifiedFields`).
    const webhooks = createWebhookProcessor({ publicKey: pem }); // PEM, base64 PEM or JWK
    webhooks.on(productUpdated, async ({ entity, metadata }) => reindex(entity, metadata.eventId));
    webhooks.on(cartAbandoned, ({ data }) => remind(data.buyerInfo?.email, data.checkoutUrl));

    async function POST(request: Request) {
      try {
        await webhooks.processRequest(request);
        return new Response(null, { status: 200 });
      } catch (e) {
        if (isUnexpectedEventTypeError(e)) return new Response(null, { status: 204 }); // not handled here: taken, not retried
        return new Response(null, { status: isHandlerError(e) ? 500 : 400 }); // any non-2xx is retried
      }
    }
    // End of the README's code.

    receiver = await startRecordingServer(async (delivery, response) => {
      const answer = await POST(
        new Request("http://127.0.0.1/webhooks", {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: delivery.body,
        }),
      );
      response.writeHead(answer.status).end();
    });
    await dev("POST", "/_dev/webhooks", { url: `${receiver.origin}/webhooks` });

    const { admin } = catalogClients(t.baseUrl);
    const created = await admin.products.createProduct({
      name: "Mug",
      productType: "physical",
      priceData: { price: 12 },
    });
    await admin.products.updateProduct(created.id ?? "", { name: "Mug II" });
    await dev("POST", "/_dev/events/trigger", { type: "cart-abandoned" });

    const deadline = Date.now() + 10_000;
    let log: LoggedDelivery[] = [];
    for (;;) {
      log = (await dev("GET", "/_dev/webhooks/deliveries")).deliveries as LoggedDelivery[];
      if (log.length >= 3 && log.every((d) => d.status !== "pending")) break;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const byType = Object.fromEntries(log.map((d) => [d.eventType.split(".").pop(), d]));
    expect(byType.product_created).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204 });
    expect(byType.product_updated).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
    expect(byType.CartAbandonedEvent).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
    });
    expect(reindexed).toEqual(["Mug II"]);
    expect(reminded).toHaveLength(1);
  });
});
