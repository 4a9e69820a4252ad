/**
 * Names of generated benchmark products, in either catalogue: an adjective, a
 * noun and the product's number ("Modern Lamp 1042"), drawn from a seeded
 * random source so every run names the same products.
 */
import type { SeededRandom } from "./seeded-random.ts";

const ADJECTIVES = [
  "Classic",
  "Everyday",
  "Compact",
  "Deluxe",
  "Vintage",
  "Modern",
  "Rustic",
  "Urban",
] as const;
const NOUNS = ["Lamp", "Chair", "Mug", "Notebook", "Backpack", "Candle", "Scarf", "Bottle", "Clock"] as const;

/**
 * The name of generated product `number` (draws an adjective, then a noun).
 *
 * @example
 * ```ts
 * generatedName(seededRandom(1), 7); // e.g. "Rustic Candle 7"
 * ```
 */
export function generatedName(random: SeededRandom, number: number | string): string {
  return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${number}`;
}
