/**
 * The webhooks page: the subscriptions (add, remove), a test event of every
 * type the emulator delivers (`GET /_dev/events/types`), the fault set of the webhook lab
 * (fail the next attempts, delay, duplicate, reorder; clear), and the
 * deliveries (`deliveries-section.ts`). Every call here is a merchant's.
 */
import { hasMerchantKey, merchantCall } from "./api.ts";
import { deliveriesSection } from "./deliveries-section.ts";
import { fill, h, jsonBlock, table } from "./dom.ts";
import { attempt, failureAlert } from "./failure.ts";
import type { View } from "./view.ts";

interface Subscription {
  id: string;
  url: string;
  eventTypes?: string[];
  origin: string;
}

function labelled(id: string, label: string, input: HTMLElement): HTMLElement {
  return h("p", { class: "field" }, h("label", { for: id }, label), input);
}

function form(label: string, submit: () => Promise<void>, ...children: HTMLElement[]): HTMLFormElement {
  return h(
    "form",
    {
      "aria-label": label,
      on: {
        submit: (event) => {
          event.preventDefault();
          void submit();
        },
      },
    },
    ...children,
  );
}

/** The webhooks page. */
export const webhooksView: View = {
  title: "Webhooks",
  async render({ root, announce }) {
    root.append(h("h1", { tabindex: -1 }, "Webhooks"));
    if (!hasMerchantKey()) {
      root.append(
        h("p", {}, "The emulator has no API key: start it with --api-key KEY to manage webhooks here."),
      );
      return;
    }
    const subscriptions = h("div", {});
    const faults = h("div", {});
    const deliveries = deliveriesSection(announce);
    const refreshSubscriptions = async () => {
      try {
        const answer = await merchantCall<{ subscriptions: Subscription[] }>("GET", "/_dev/webhooks");
        fill(
          subscriptions,
          table(
            "Subscriptions",
            ["Id", "URL", "Event types", "From", "Actions"],
            answer.subscriptions.map((s) => [
              s.id,
              h("code", {}, s.url),
              s.eventTypes?.join(", ") ?? "all",
              s.origin,
              h(
                "button",
                {
                  type: "button",
                  "aria-label": `Remove subscription ${s.id}`,
                  on: { click: () => void remove(s.id) },
                },
                "Remove",
              ),
            ]),
          ),
        );
      } catch (error) {
        fill(subscriptions, failureAlert("The subscriptions could not be read", error));
      }
    };
    const refreshFaults = async () => {
      const answer = await merchantCall<{ faults?: unknown }>("GET", "/_dev/webhooks/faults").catch(
        () => ({}),
      );
      fill(
        faults,
        "faults" in answer
          ? jsonBlock(answer.faults)
          : h("p", {}, "No fault set: deliveries go out as usual."),
      );
    };
    const remove = async (id: string) => {
      await attempt(announce, `Subscription ${id} removed.`, () =>
        merchantCall("DELETE", `/_dev/webhooks/${id}`),
      );
      await refreshSubscriptions();
    };
    const url = h("input", { id: "subscribe-url", type: "url", required: true });
    const types = h("input", { id: "subscribe-types", type: "text" });
    const trigger = h("select", { id: "test-event" });
    const failNext = h("input", { id: "fault-fail", type: "number", min: 0, max: 1000, value: 0 });
    const failStatus = h("input", { id: "fault-status", type: "number", min: 300, max: 599, value: 500 });
    const delayMs = h("input", { id: "fault-delay", type: "number", min: 0, max: 600000, value: 0 });
    const duplicate = h("input", { id: "fault-duplicate", type: "checkbox" });
    const reorder = h("input", { id: "fault-reorder", type: "checkbox" });
    root.append(
      h(
        "section",
        { "aria-labelledby": "subscriptions" },
        h("h2", { id: "subscriptions" }, "Subscriptions"),
        subscriptions,
        form(
          "Subscribe a URL",
          async () => {
            const eventTypes = types.value
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean);
            await attempt(announce, `Subscribed ${url.value}.`, () =>
              merchantCall("POST", "/_dev/webhooks", {
                url: url.value,
                ...(eventTypes.length ? { eventTypes } : {}),
              }),
            );
            await refreshSubscriptions();
          },
          labelled("subscribe-url", "Receiver URL", url),
          labelled("subscribe-types", "Event types (comma-separated; empty for all)", types),
          h("button", { type: "submit" }, "Subscribe"),
        ),
      ),
      h(
        "section",
        { "aria-labelledby": "test-events" },
        h("h2", { id: "test-events" }, "Send a test event"),
        form(
          "Send a test event",
          async () => {
            await attempt(announce, `Test event ${trigger.value} recorded.`, () =>
              merchantCall("POST", "/_dev/events/test", { eventType: trigger.value }),
            );
            await deliveries.refresh();
          },
          labelled("test-event", "Event type", trigger),
          h("button", { type: "submit" }, "Send"),
        ),
      ),
      h(
        "section",
        { "aria-labelledby": "faults" },
        h("h2", { id: "faults" }, "Faults"),
        faults,
        form(
          "Set faults",
          async () => {
            const fail = Number(failNext.value);
            const body = {
              ...(fail > 0 ? { failNext: fail, status: Number(failStatus.value) } : {}),
              ...(Number(delayMs.value) > 0 ? { delayMs: Number(delayMs.value) } : {}),
              ...(duplicate.checked ? { duplicate: true } : {}),
              ...(reorder.checked ? { reorder: true } : {}),
            };
            await attempt(announce, "Faults set.", () => merchantCall("POST", "/_dev/webhooks/faults", body));
            await refreshFaults();
          },
          labelled("fault-fail", "Fail the next attempts", failNext),
          labelled("fault-status", "with status", failStatus),
          labelled("fault-delay", "Hold each delivery (ms)", delayMs),
          labelled("fault-duplicate", "Send each twice", duplicate),
          labelled("fault-reorder", "Newest first", reorder),
          h("button", { type: "submit" }, "Set faults"),
          h(
            "button",
            {
              type: "button",
              on: {
                click: async () => {
                  await attempt(announce, "Faults cleared.", () =>
                    merchantCall("DELETE", "/_dev/webhooks/faults"),
                  );
                  await refreshFaults();
                },
              },
            },
            "Clear faults",
          ),
        ),
      ),
      deliveries.element,
    );
    const loadTypes = async () => {
      try {
        const { eventTypes } = await merchantCall<{ eventTypes: string[] }>("GET", "/_dev/events/types");
        fill(trigger, ...eventTypes.map((type) => h("option", { value: type }, type)));
      } catch (error) {
        trigger.after(failureAlert("The event types could not be read", error));
      }
    };
    await Promise.all([refreshSubscriptions(), refreshFaults(), deliveries.refresh(), loadTypes()]);
  },
};
