/**
 * The console's entry: loads the overview (which gives merchant calls their
 * API key), then shows the page the URL's hash names (`#overview`,
 * `#mailbox`…), marks its link as current, moves the focus to its heading
 * when the reader navigates, and stops the last page's polling.
 */
import { cartsView } from "./carts-view.ts";
import { h } from "./dom.ts";
import { mailView, textsView } from "./mailbox-view.ts";
import { membersView } from "./members-view.ts";
import { ordersView } from "./orders-view.ts";
import { loadOverview, overviewView } from "./overview-view.ts";
import { productsView } from "./products-view.ts";
import { requestsView } from "./requests-view.ts";
import type { View } from "./view.ts";
import { webhooksView } from "./webhooks-view.ts";

const VIEWS: Record<string, View> = {
  overview: overviewView,
  mailbox: mailView,
  texts: textsView,
  webhooks: webhooksView,
  requests: requestsView,
  products: productsView,
  members: membersView,
  carts: cartsView,
  orders: ordersView,
};

const main = document.getElementById("main") as HTMLElement;
const status = document.getElementById("status") as HTMLElement;
const nav = document.getElementById("nav") as HTMLElement;
let current: AbortController | undefined;

function announce(message: string): void {
  status.textContent = message;
}

async function show(moveFocus: boolean): Promise<void> {
  const name = location.hash.slice(1) || "overview";
  const view = VIEWS[name] ?? overviewView;
  current?.abort();
  current = new AbortController();
  for (const link of nav.querySelectorAll("a")) {
    if (link.getAttribute("href") === `#${name}`) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.title = `${view.title} · Vitrine emulator console`;
  const root = h("div", {});
  main.replaceChildren(root);
  await view.render({ root, signal: current.signal, announce });
  if (moveFocus) root.querySelector<HTMLElement>("h1")?.focus();
}

nav.replaceChildren(
  h(
    "ul",
    {},
    ...Object.entries(VIEWS).map(([name, view]) => h("li", {}, h("a", { href: `#${name}` }, view.title))),
  ),
);
window.addEventListener("hashchange", () => void show(true));
loadOverview()
  .catch(() => undefined)
  .finally(() => void show(false));
