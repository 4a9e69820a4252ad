/**
 * The demo store's pictures: an SVG generated from a media name (a colour
 * from the name's hash and its initial), so the seeded catalogue shows images
 * without fetching anything from outside.
 */
import { createHash } from "node:crypto";

/**
 * An 1000×1000 SVG for a media name such as `linen-shirt` or `linen-shirt-red`.
 *
 * @example
 * ```ts
 * placeholderSvg("linen-shirt").startsWith("<svg"); // true
 * ```
 */
export function placeholderSvg(name: string): string {
  const digest = createHash("sha256").update(name).digest();
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360;
  const initial = (name.match(/[a-z0-9]/i)?.[0] ?? "?").toUpperCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">',
    `<rect width="1000" height="1000" fill="hsl(${hue} 55% 62%)"/>`,
    `<circle cx="500" cy="500" r="320" fill="hsl(${hue} 60% 45%)"/>`,
    `<text x="500" y="500" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="360" fill="#fff">${initial}</text>`,
    "</svg>",
  ].join("");
}
