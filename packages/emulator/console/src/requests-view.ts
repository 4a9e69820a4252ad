/**
 * The live request log: every request the emulator answered (but the
 * console's own), newest first, with method, path (secrets redacted), status,
 * time taken, when, and who called; filtered as the reader types, polled
 * every second, pausable; as many kept as the emulator keeps (its answer says).
 */
import type { RecentRequest } from "#emulator/dev/recent-requests.ts";
import { call } from "./api.ts";
import { fill, h, table, when } from "./dom.ts";
import { failureAlert } from "./failure.ts";
import { poll, type View } from "./view.ts";

const POLL_MS = 1000;

function select(id: string, options: [string, string][]): HTMLSelectElement {
  return h("select", { id }, ...options.map(([value, label]) => h("option", { value }, label)));
}

/** The request log page. */
export const requestsView: View = {
  title: "Requests",
  async render({ root, signal }) {
    const method = select("filter-method", [
      ["", "Any"],
      ...["GET", "POST", "PATCH", "DELETE", "OPTIONS"].map((m): [string, string] => [m, m]),
    ]);
    const status = select("filter-status", [
      ["", "Any"],
      ["2", "2xx"],
      ["3", "3xx"],
      ["4", "4xx"],
      ["5", "5xx"],
    ]);
    const path = h("input", { id: "filter-path", type: "search", autocomplete: "off" });
    const caller = h("input", { id: "filter-caller", type: "search", autocomplete: "off" });
    const pause = h("button", { type: "button", "aria-pressed": "false" }, "Pause");
    const output = h("div", {});
    const requests: RecentRequest[] = [];
    let last = 0;
    const draw = () => {
      const shown = requests.filter(
        (r) =>
          (!method.value || r.method === method.value) &&
          (!status.value || String(r.status).startsWith(status.value)) &&
          r.path.toLowerCase().includes(path.value.trim().toLowerCase()) &&
          r.caller.toLowerCase().includes(caller.value.trim().toLowerCase()),
      );
      fill(
        output,
        h("p", { class: "meta" }, `${shown.length} of ${requests.length} requests shown.`),
        table(
          "Requests, newest first",
          ["Method", "Path", "Status", "ms", "When", "Caller"],
          shown.map((r) => [
            r.method,
            h("code", {}, r.path),
            r.status,
            r.milliseconds,
            when(r.date),
            r.caller,
          ]),
        ),
      );
    };
    for (const control of [method, status, path, caller]) control.addEventListener("input", draw);
    pause.addEventListener("click", () => {
      pause.setAttribute("aria-pressed", pause.getAttribute("aria-pressed") === "true" ? "false" : "true");
    });
    root.append(
      h("h1", { tabindex: -1 }, "Requests"),
      h(
        "form",
        {
          class: "filters",
          role: "search",
          "aria-label": "Filter requests",
          on: { submit: (event) => event.preventDefault() },
        },
        h("p", { class: "field" }, h("label", { for: "filter-method" }, "Method"), method),
        h("p", { class: "field" }, h("label", { for: "filter-status" }, "Status"), status),
        h("p", { class: "field" }, h("label", { for: "filter-path" }, "Path contains"), path),
        h("p", { class: "field" }, h("label", { for: "filter-caller" }, "Caller contains"), caller),
        pause,
      ),
      output,
    );
    draw();
    poll(signal, POLL_MS, async () => {
      if (pause.getAttribute("aria-pressed") === "true") return;
      try {
        const answer = await call<{ requests: RecentRequest[]; last: number; kept: number }>(
          "GET",
          `/_dev/requests?after=${last}`,
        );
        last = answer.last;
        if (answer.requests.length === 0) return;
        requests.unshift(...answer.requests.reverse());
        requests.length = Math.min(requests.length, answer.kept);
        draw();
      } catch (error) {
        fill(output, failureAlert("The request log could not be read", error));
      }
    });
  },
};
