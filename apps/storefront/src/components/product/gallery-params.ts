/**
 * The product page's URL as its gallery reads it: `picture=N` (1-based) is the item shown, so a
 * thumbnail is a GET of the page that works without JavaScript; the page's other parameters (the
 * variant's choices, `Size=M&Color=Navy`) go along with it, but not the one-off "Added 2 × …"
 * notice of `?added=2`.
 */
import { ADDED_PARAM } from "./add-to-cart-fields.ts";

/** The query parameter of the item the gallery shows, 1-based. */
export const PICTURE_PARAM = "picture";

/**
 * The index (0-based) of the item `search` asks the gallery to show among `count`, if it names
 * one: a whole number from 1 to `count`.
 *
 * @example
 * ```ts
 * pictureIn(new URLSearchParams("picture=2"), 3); // 1
 * pictureIn(new URLSearchParams("picture=4"), 3); // undefined
 * ```
 */
export function pictureIn(search: URLSearchParams, count: number): number | undefined {
  const asked = search.get(PICTURE_PARAM) ?? "";
  if (!/^\d+$/.test(asked)) return undefined;
  const picture = Number(asked);
  return picture >= 1 && picture <= count ? picture - 1 : undefined;
}

/**
 * The parameters of `search` a thumbnail's GET keeps, in order: all but the picture (the
 * thumbnail's own) and the "added" notice.
 *
 * @example
 * ```ts
 * paramsKeptByThumbnails(new URLSearchParams("Size=M&picture=2&added=1")); // [["Size", "M"]]
 * ```
 */
export function paramsKeptByThumbnails(search: URLSearchParams): [name: string, value: string][] {
  return [...search].filter(([name]) => name !== PICTURE_PARAM && name !== ADDED_PARAM);
}
