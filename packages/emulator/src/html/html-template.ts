/**
 * HTML that escapes by default: the `html` tagged template escapes every
 * interpolated value for text and quoted attribute values, except fragments the
 * same tag produced, which are inserted as they are. So a page is assembled
 * from fragments without string concatenation, and a value from a request or
 * the database can reach the page only as text. A value meant for an inline
 * script goes through {@link scriptValue}, which writes it as JSON that cannot
 * end the script element.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Only this module can make a {@link SafeHtml}: its constructor checks for this key. */
const MINT = Symbol("SafeHtml");

/** A fragment of HTML the {@link html} tag built (so its values are escaped). */
export class SafeHtml {
  readonly #text: string;

  /** Not for use outside this module: build fragments with {@link html}. */
  constructor(key: symbol, text: string) {
    if (key !== MINT) throw new TypeError("SafeHtml fragments are built with the html tag");
    this.#text = text;
  }

  /** The fragment's HTML text. */
  toString(): string {
    return this.#text;
  }
}

/**
 * What may be interpolated: text and numbers (escaped), fragments (as they
 * are), lists of these (in order), and `undefined`, `null` or `false` (nothing,
 * so `${error && html`…`}` works).
 */
export type HtmlValue = SafeHtml | string | number | undefined | null | false | readonly HtmlValue[];

/**
 * Escapes `text` for HTML text and for attribute values in double or single quotes.
 *
 * @example
 * escapeText(`<b title="x">`); // "&lt;b title=&quot;x&quot;&gt;"
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === undefined || value === null || value === false) return "";
  return escapeText(String(value));
}

/**
 * Builds a fragment; each interpolation is escaped unless it is a fragment
 * itself. Attribute values must be quoted in the template. A URL interpolated
 * into `href` or `action` is escaped, not checked: pass only URLs already
 * validated (http or https).
 *
 * @example
 * const name = `<script>`;
 * html`<p class="name">${name}</p>`.toString(); // `<p class="name">&lt;script&gt;</p>`
 * html`<ul>${["a", "b"].map((item) => html`<li>${item}</li>`)}</ul>`.toString(); // "<ul><li>a</li><li>b</li></ul>"
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let text = strings[0] ?? "";
  for (const [index, value] of values.entries()) text += render(value) + (strings[index + 1] ?? "");
  return new SafeHtml(MINT, text);
}

/**
 * `value` as a JavaScript literal for the inside of a `<script>` element: its
 * JSON with every `<` written `\u003c`, so no `</script>` or `<!--` can appear
 * in it whatever the value holds.
 *
 * @example
 * html`<script>parent.postMessage(${scriptValue({ state: "</script>" })}, "*");</script>`.toString();
 * // `<script>parent.postMessage({"state":"\u003c/script>"}, "*");</script>`
 */
export function scriptValue(value: string | number | boolean | null | object): SafeHtml {
  return new SafeHtml(MINT, JSON.stringify(value).replace(/</g, "\\u003c"));
}
