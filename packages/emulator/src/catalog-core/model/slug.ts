/** URL slugs made from names, and their numbered variants for uniqueness. */

/**
 * A lower-case, dash-separated slug of a name (accents dropped); `"item"` when nothing is left.
 *
 * @example
 * ```ts
 * slugify("Crème Brûlée — 250 g"); // "creme-brulee-250-g"
 * ```
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 90)
    .replace(/-+$/, "");
  return slug || "item";
}

/**
 * The first of `base`, `base-1`, `base-2`, … that `taken` does not hold.
 *
 * @example
 * ```ts
 * firstFreeSlug("shirt", new Set(["shirt", "shirt-1"])); // "shirt-2"
 * ```
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
