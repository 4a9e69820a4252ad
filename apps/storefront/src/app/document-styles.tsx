/**
 * The shopper pages' stylesheet (`styles/shop-styles.css`), written by the server into the
 * document's head as a `<style>` element instead of a `<link>` to a file: a linked stylesheet
 * blocks the first paint until it arrives, and it was requested behind the page's module preloads,
 * so the product cards already in the HTML waited for it. Inline, the page paints as soon as its
 * HTML is parsed. The text is read in the server's build only (Vite's `?inline`), so the browser's
 * JavaScript does not carry it again: the browser keeps the element the server wrote (Preact and
 * React hydrate an element's `dangerouslySetInnerHTML` without setting it) and never renders it
 * anew, as the document's head is rendered once.
 */

/** The minified stylesheet on the server; empty in the browser's build. */
const css = import.meta.env.SSR ? (await import("../styles/shop-styles.css?inline")).default : "";

/** The `<style>` element of the shopper pages' stylesheet, for the document's head. */
export function DocumentStyles() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, no outside input
    <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
  );
}
