/**
 * One product by slug on a catalogue v3 store: the product with its variants, and the inventory
 * items that hold their quantities, as the shop's `ShopProduct` (`null` when no visible product has
 * the slug).
 */
import type { VitrineClient } from "../client.js";
import { nullWhenNotFound } from "../not-found.js";
import { PRODUCT_V3_FIELDS, shopProductFromV3 } from "../shop-product/from-v3.js";
import type { ShopProduct } from "../shop-product/shop-product.js";

/** The most inventory items one query reads (a product's variants, in the default location). */
const INVENTORY_ITEMS_LIMIT = 100;

/**
 * Reads the product and its inventory items (two calls, one after the other).
 *
 * @example
 * ```ts
 * const shirt = await productBySlugV3(client, "linen-shirt"); // ShopProduct | null
 * ```
 */
export async function productBySlugV3(client: VitrineClient, slug: string): Promise<ShopProduct | null> {
  const product = await nullWhenNotFound(
    client.productsV3.getProductBySlug(slug, { fields: [...PRODUCT_V3_FIELDS] }),
  );
  if (!product?.id) return null;
  const items = await client.inventoryItemsV3
    .queryInventoryItems()
    .eq("productId", product.id)
    .limit(INVENTORY_ITEMS_LIMIT)
    .find();
  return shopProductFromV3(product, items.items);
}
