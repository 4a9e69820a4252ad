/** A catalogue v3 category as the hooks return collections (the v1 `CollectionV2` shape). */
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import type { Category } from "@vitrine/sdk/catalog-v3";

/**
 * Maps a category to the app-facing collection: `numberOfProducts` is its visible products.
 *
 * @example
 * ```ts
 * const { items } = await client.categories.queryCategories().ascending("name").find();
 * const collections = items.map(collectionFromCategory);
 * ```
 */
export function collectionFromCategory(category: Category): CollectionV2 {
  const image = category.image;
  return {
    id: category.id ?? null,
    name: category.name ?? null,
    slug: category.slug ?? null,
    description: category.description ?? null,
    visible: category.visible ?? true,
    numberOfProducts: category.itemCounter ?? 0,
    ...(image?.url
      ? {
          media: {
            mainMedia: {
              mediaType: "image",
              image: {
                url: image.url,
                ...(image.width === undefined ? {} : { width: image.width }),
                ...(image.height === undefined ? {} : { height: image.height }),
                altText: image.altText ?? null,
              },
            },
          },
        }
      : {}),
  };
}
