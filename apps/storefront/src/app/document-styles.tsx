/**
 * The shopper pages' styles. The server writes into each page's head, as a `<style>` element, the
 * sheets of `styles/` that page needs (`page-styles.ts`) instead of a `<link>` to a file: a linked
 * stylesheet blocks the first paint until it arrives, and it was requested behind the page's
 * module preloads, so the product cards already in the HTML waited for it. Inline, the page paints
 * as soon as its HTML is parsed; and only its own sheets (the shop's are about a third of the
 * whole) keep a new connection's first round trip for the page's content. The texts are read in
 * the server's build only (Vite's `?inline`), so the browser's JavaScript does not carry them: the
 * browser keeps the element the server wrote (Preact and React hydrate an element's
 * `dangerouslySetInnerHTML` without setting it) and never renders it anew, as the document's head
 * is rendered once. Once the page has hydrated, the browser fetches the whole sheet as a file
 * (`styles/shop-styles.css`, cached for a year) and applies it as the router moves to another
 * page, so the pages it renders itself have their styles; it holds the same rules in the same
 * order, so it changes nothing on the page it joins.
 */
import { useEffect } from "react";
import { useMatches, useNavigation } from "react-router";
import wholeSheetUrl from "../styles/shop-styles.css?url";
import { type Sheet, sheetsOf } from "./page-styles.ts";

/** Each sheet's minified text on the server; none in the browser's build. */
const SHEET_TEXT: Partial<Record<Sheet, string>> = import.meta.env.SSR
  ? ({
      base: (await import("../styles/base.css?inline")).default,
      states: (await import("../styles/states.css?inline")).default,
      layout: (await import("../styles/layout.css?inline")).default,
      shop: (await import("../styles/shop.css?inline")).default,
      product: (await import("../styles/product.css?inline")).default,
      auth: (await import("../styles/auth.css?inline")).default,
      "member-menu": (await import("../styles/member-menu.css?inline")).default,
      "cart-badge": (await import("../styles/cart-badge.css?inline")).default,
      cart: (await import("../styles/cart.css?inline")).default,
      stepper: (await import("../styles/stepper.css?inline")).default,
      "form-message": (await import("../styles/form-message.css?inline")).default,
    } satisfies Record<Sheet, string>)
  : {};

/** The `<style>` element of the page's sheets, for the document's head. */
export function DocumentStyles() {
  const css = sheetsOf(useMatches().map((match) => match.id))
    .map((sheet) => SHEET_TEXT[sheet] ?? "")
    .join("");
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheets, no outside input
    <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
  );
}

/** Adds `<link rel={rel}>` of the whole sheet to the head, unless it is there. */
function linkWholeSheet(rel: "prefetch" | "stylesheet"): void {
  if (document.head.querySelector(`link[rel="${rel}"][href="${wholeSheetUrl}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  link.as = "style";
  link.href = wholeSheetUrl;
  document.head.append(link);
}

/**
 * In the browser, once the page has hydrated: prefetches the whole sheet, and applies it when the
 * router first moves to another page (the page's own sheets style the page it joins, and applying
 * the whole sheet sooner would have the browser work out the page's styles again, for nothing).
 */
export function WholeStylesheet() {
  const navigating = useNavigation().state !== "idle";
  useEffect(() => linkWholeSheet("prefetch"), []);
  useEffect(() => {
    if (navigating) linkWholeSheet("stylesheet");
  }, [navigating]);
  return null;
}
