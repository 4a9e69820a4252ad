/**
 * The `html` tag: interpolated text is escaped for text and quoted attributes,
 * fragments of the same tag are kept, lists join in order, empty values vanish,
 * and a fragment cannot be forged by an object that only looks like one.
 */
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the escaping html tag
import { escapeText, html, SafeHtml } from "../../src/html/html-template.ts";

describe("html template", () => {
  it("escapes interpolated text in content and attributes", () => {
    const name = `<img src=x onerror="alert('x')"> & co`;
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co">' +
        "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co</p>",
    );
  });

  it("keeps fragments built by the tag and escapes their own values once", () => {
    const item = html`<li>${"a<b"}</li>`;
    expect(html`<ul>${item}</ul>`.toString()).toBe("<ul><li>a&lt;b</li></ul>");
  });

  it("joins lists in order, each item escaped or kept", () => {
    const rows = ["x", html`<b>y</b>`, 3, ["<z>"]];
    expect(html`<div>${rows}</div>`.toString()).toBe("<div>x<b>y</b>3&lt;z&gt;</div>");
  });

  it("renders undefined, null and false as nothing, and 0 as 0", () => {
    const error: string | undefined = undefined;
    expect(html`<p>${error && html`<em>${error}</em>`}${null}${false}${0}</p>`.toString()).toBe("<p>0</p>");
  });

  it("treats a look-alike object or a string as text, not as a fragment", () => {
    const forged = { toString: () => "<script>alert(1)</script>" } as unknown as SafeHtml;
    expect(html`${forged}`.toString()).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(() => new SafeHtml(Symbol("SafeHtml"), "<script>")).toThrow(TypeError);
  });

  it("escapeText escapes the five characters that matter and nothing else", () => {
    expect(escapeText(`a&b<c>d"e'f é`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f é");
  });
});
