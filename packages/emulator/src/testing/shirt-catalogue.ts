/**
 * A product with options for the variant reads: a shirt in Size S/M/L and
 * Color Red/Blue, where M/Blue is out of stock, L/Red is hidden and
 * L/Blue does not exist; Blue has its own picture.
 */
import type { Queryable } from "../db/database.ts";
import { type FixtureProduct, insertProducts } from "./catalog-fixtures.ts";

const image = (id: string) => ({
  id,
  mediaType: "image" as const,
  image: { url: `https://img.test/${id}.jpg` },
});

/** The shirt, as inserted. */
export const SHIRT: FixtureProduct = {
  id: "shirt",
  name: "Shirt",
  price: 20,
  collectionIds: ["c1"],
  media: { mainMedia: image("front"), items: [image("front")] },
  options: [
    {
      optionType: "drop_down",
      name: "Size",
      choices: [
        { value: "S", description: "S" },
        { value: "M", description: "M" },
        { value: "L", description: "L" },
      ],
    },
    {
      optionType: "color",
      name: "Color",
      choices: [
        { value: "#f00", description: "Red" },
        { value: "#00f", description: "Blue", media: { mainMedia: image("blue"), items: [image("blue")] } },
      ],
    },
  ],
  variants: [
    { id: "v-s-red", choices: { Size: "S", Color: "Red" }, sku: "S-R" },
    { id: "v-s-blue", choices: { Size: "S", Color: "Blue" }, sku: "S-B", price: 22 },
    { id: "v-m-red", choices: { Size: "M", Color: "Red" }, sku: "M-R" },
    { id: "v-m-blue", choices: { Size: "M", Color: "Blue" }, sku: "M-B", inStock: false },
    { id: "v-l-red", choices: { Size: "L", Color: "Red" }, sku: "L-R", visible: false },
  ],
};

/**
 * Inserts the shirt (in collection `c1`), a plain mug and a hidden cap (each with one default variant).
 *
 * @example
 * ```ts
 * await insertShirtCatalogue(t.db);
 * ```
 */
export async function insertShirtCatalogue(db: Queryable): Promise<void> {
  await insertProducts(db, [
    SHIRT,
    { id: "mug", name: "Mug", price: 8, sku: "MUG" },
    { id: "cap", name: "Cap", price: 15, visible: false },
  ]);
}
