/**
 * Building the console's DOM: `h()` makes an element from a tag, attributes
 * and children, where every string child becomes a text node. Nothing the
 * console shows ever goes through HTML parsing (no `innerHTML`), so payloads,
 * e-mails and paths, which come from anyone, show as the text they are.
 */

/** A child of {@link h}: a node, a string shown as text, or nothing. */
export type Child = Node | string | number | false | null | undefined;

/** Attributes of {@link h}: strings set as attributes, `true` as empty ones; `on` adds listeners. */
export interface Attributes {
  [name: string]: string | number | boolean | undefined | Record<string, EventListener>;
  on?: Record<string, EventListener>;
}

/**
 * An element `tag` with `attributes` and `children`.
 *
 * @example
 * ```ts
 * h("button", { type: "button", on: { click: () => save() } }, "Save");
 * ```
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "on" && typeof value === "object") {
      for (const [event, listener] of Object.entries(value)) element.addEventListener(event, listener);
    } else if (value === true) element.setAttribute(name, "");
    else if (value !== undefined && value !== false) element.setAttribute(name, String(value));
  }
  element.append(...texts(children));
  return element;
}

function texts(children: Child[]): (Node | string)[] {
  return children
    .filter((child) => child !== false && child !== null && child !== undefined)
    .map((child) => (typeof child === "number" ? String(child) : (child as Node | string)));
}

/** Replaces the children of `parent` with `children`. */
export function fill(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...texts(children));
}

/** A `<pre>` of `value` as indented JSON text. */
export function jsonBlock(value: unknown): HTMLPreElement {
  return h("pre", { class: "json", tabindex: 0 }, JSON.stringify(value, null, 2));
}

/** A table with a caption, column headers and rows of cells. */
export function table(caption: string, headers: string[], rows: Child[][]): HTMLElement {
  return h(
    "div",
    // Scrolls sideways on its own at phone width, so it takes the keyboard focus to be scrolled.
    { class: "table-wrap", role: "region", "aria-label": caption, tabindex: 0 },
    h(
      "table",
      {},
      h("caption", {}, caption),
      h("thead", {}, h("tr", {}, ...headers.map((header) => h("th", { scope: "col" }, header)))),
      h("tbody", {}, ...rows.map((cells) => h("tr", {}, ...cells.map((cell) => h("td", {}, cell))))),
    ),
  );
}

/**
 * A button of an action row: `text` shown, `label` read out (naming the record it acts on), `run` on click.
 *
 * @example
 * ```ts
 * actionButton("Replay", `Replay delivery ${id}`, () => replay(id));
 * ```
 */
export function actionButton(text: string, label: string, run: () => unknown): HTMLButtonElement {
  return h("button", { type: "button", "aria-label": label, on: { click: () => void run() } }, text);
}

/** A row of action buttons in a table cell. */
export function actions(...buttons: Child[]): HTMLElement {
  return h("span", { class: "actions" }, ...buttons);
}

/** A labelled input; `id` ties the label to it. */
export function field(label: string, input: HTMLInputElement | HTMLSelectElement): HTMLElement {
  return h("p", { class: "field" }, h("label", { for: input.id }, label), input);
}

/** A short local time of an ISO date. */
export function when(iso: string | undefined): string {
  return iso ? new Date(iso).toLocaleString() : "";
}
