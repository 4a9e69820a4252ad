/**
 * The head of a page search engines should not list (cart, checkout return, sign-in, account):
 * its title, `noindex, nofollow`, and its canonical URL.
 */
import type { MetaDescriptor } from "react-router";
import { SITE } from "./site.ts";

/**
 * A private page's head tags.
 *
 * @example
 * ```ts
 * export const meta = () => privatePageMeta("Cart", "https://shop.example/cart");
 * ```
 */
export function privatePageMeta(title: string, canonical: string): MetaDescriptor[] {
  return [
    { title: `${title} · ${SITE.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}
