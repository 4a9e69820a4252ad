/**
 * The events one record fired (a product, order, member…): the outbox's
 * entries for its id, newest first, each with its type, time and payload, read
 * from `GET /_dev/events?entityId=`.
 */
import { merchantCall } from "./api.ts";
import { fill, h, jsonBlock, when } from "./dom.ts";
import { failureAlert } from "./failure.ts";

interface RecordedEvent {
  id: string;
  eventType: string;
  createdDate: string;
  payload: unknown;
}

/** Fills `target` with the events of entity `id` (`label` names it) and moves the focus there. */
export async function entityEvents(target: HTMLElement, id: string, label: string): Promise<void> {
  try {
    const { events } = await merchantCall<{ events: RecordedEvent[] }>(
      "GET",
      `/_dev/events?entityId=${encodeURIComponent(id)}`,
    );
    fill(
      target,
      h(
        "section",
        { "aria-labelledby": "entity-events", class: "detail" },
        h("h2", { id: "entity-events", tabindex: -1 }, `Events of ${label}`),
        events.length === 0
          ? h("p", {}, "No event recorded.")
          : h(
              "ol",
              { class: "mails" },
              ...events.map((event) =>
                h(
                  "li",
                  {},
                  h("h3", {}, event.eventType),
                  h("p", { class: "meta" }, when(event.createdDate)),
                  jsonBlock(event.payload),
                ),
              ),
            ),
      ),
    );
    target.querySelector<HTMLElement>("h2")?.focus();
  } catch (error) {
    fill(target, failureAlert(`The events of ${label} could not be read`, error));
  }
}
