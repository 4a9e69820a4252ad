/**
 * The webhook deliveries: every (event, subscription) delivery, newest first,
 * with its status, attempts and last answer; "Details" shows its payload, the
 * signed body an attempt carries and the retry schedule; "Replay" sends it
 * again (same event id, newly signed).
 */
import { merchantCall } from "./api.ts";
import { actionButton, actions, fill, h, jsonBlock, table, when } from "./dom.ts";
import { attempt, failureAlert } from "./failure.ts";

interface Delivery {
  id: string;
  eventId?: string;
  eventType: string;
  entityId?: string;
  url: string;
  status: string;
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  createdAt: string;
  nextAttemptAt?: string;
  replayOf?: string;
  retrySchedule: unknown;
}

interface DeliveryDetail {
  delivery: Delivery;
  event: { eventType: string; identity: unknown; data: unknown };
  signed: { alg: string; kid: string; body: string };
}

function answerOf(delivery: Delivery): string {
  if (delivery.lastStatusCode !== undefined) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? "none yet";
}

function detailBlock(detail: DeliveryDetail): HTMLElement {
  const { delivery, event, signed } = detail;
  return h(
    "section",
    { "aria-labelledby": "delivery-detail", class: "detail" },
    h("h3", { id: "delivery-detail", tabindex: -1 }, `Delivery ${delivery.id}: ${event.eventType}`),
    h(
      "p",
      {},
      `To ${delivery.url}; event id ${delivery.eventId ?? "none"}; ${delivery.attempts} attempts; last answer ${answerOf(delivery)}.`,
    ),
    h("h4", {}, "Payload"),
    jsonBlock({ identity: event.identity, data: event.data }),
    h("h4", {}, `Signed body (${signed.alg} JWT, key ${signed.kid}, signed anew on each attempt)`),
    h("pre", { class: "json", tabindex: 0 }, signed.body),
    h("h4", {}, "Retry schedule"),
    jsonBlock(delivery.retrySchedule),
  );
}

/** The deliveries section, refreshed by its own button and after each replay. */
export function deliveriesSection(announce: (message: string) => void): {
  element: HTMLElement;
  refresh: () => Promise<void>;
} {
  const list = h("div", {});
  const detail = h("div", {});
  const refresh = async () => {
    try {
      const { deliveries } = await merchantCall<{ deliveries: Delivery[] }>(
        "GET",
        "/_dev/webhooks/deliveries?limit=200",
      );
      const newest = [...deliveries].reverse();
      fill(
        list,
        table(
          "Deliveries, newest first",
          ["Id", "Event", "Status", "Attempts", "Last answer", "Created", "Next attempt", "Actions"],
          newest.map((d) => [
            d.replayOf ? `${d.id} (replay of ${d.replayOf})` : d.id,
            d.eventType,
            d.status,
            d.attempts,
            answerOf(d),
            when(d.createdAt),
            d.status === "pending" ? when(d.nextAttemptAt) : "",
            actions(
              actionButton("Details", `Details of delivery ${d.id}`, () => show(d.id)),
              actionButton("Replay", `Replay delivery ${d.id}`, () => replay(d.id)),
            ),
          ]),
        ),
      );
    } catch (error) {
      fill(list, failureAlert("The deliveries could not be read", error));
    }
  };
  const show = async (id: string) => {
    try {
      fill(detail, detailBlock(await merchantCall<DeliveryDetail>("GET", `/_dev/webhooks/deliveries/${id}`)));
      detail.querySelector<HTMLElement>("h3")?.focus();
    } catch (error) {
      fill(detail, failureAlert(`Delivery ${id} could not be read`, error));
    }
  };
  const replay = async (id: string) => {
    let replayId = "";
    const done = await attempt(announce, `Delivery ${id} replayed`, async () => {
      const { delivery } = await merchantCall<{ delivery: Delivery }>(
        "POST",
        `/_dev/webhooks/deliveries/${id}/replay`,
      );
      replayId = delivery.id;
    });
    if (done) announce(`Delivery ${id} replayed as delivery ${replayId}.`);
    await refresh();
  };
  const element = h(
    "section",
    { "aria-labelledby": "deliveries" },
    h("h2", { id: "deliveries" }, "Deliveries"),
    h("button", { type: "button", on: { click: () => void refresh() } }, "Refresh deliveries"),
    list,
    detail,
  );
  return { element, refresh };
}
