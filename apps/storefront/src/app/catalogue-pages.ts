/**
 * Which addresses are catalogue pages (home, shop, collection, product): pages the same for every
 * shopper, which shared caches keep, so the root route reads nothing of the shopper's for them.
 */
import { matchPath } from "react-router";
import { routes } from "./paths.ts";

const PATTERNS = [routes.home, routes.shop, routes.collection, routes.product];

/**
 * Whether `pathname` is a catalogue page's.
 *
 * @example
 * ```ts
 * isCataloguePage("/product/mug"); // true
 * isCataloguePage("/cart"); // false
 * ```
 */
export function isCataloguePage(pathname: string): boolean {
  return PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
