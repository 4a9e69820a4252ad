/**
 * The dashboard's product calls (catalogue v1): read one product with its cost, create, change
 * and delete, its variants, its media and the parts it can lose (brand, ribbon, options), and the
 * bulk changes; with `products-query.ts` (the list) and `media-upload.ts`, the one place the
 * dashboard's v1 product pages reach the API.
 */
import type { Product, ProductChanges, VariantOverride } from "@vitrine/sdk/catalog";
import type { AdminClient } from "../api.ts";

type Products = AdminClient["products"];

/** A choice of a product option, which media can be shown for. */
export type MediaChoice = Omit<Parameters<Products["addProductMediaToChoices"]>[1][number], "mediaIds">;

/** What a bulk change sends: values to set, or amounts to adjust by. */
export type BulkProductsRequest =
  | { kind: "set"; set: Parameters<Products["bulkUpdateProducts"]>[1] }
  | { kind: "adjust"; adjust: Parameters<Products["bulkAdjustProductProperties"]>[1] };

/**
 * Product `id` with its cost and profit.
 *
 * @example
 * ```ts
 * const product = await getProduct(admin, id);
 * ```
 */
export function getProduct(client: AdminClient, id: string) {
  return client.products.getProduct(id, { includeMerchantSpecificData: true });
}

/**
 * Creates `product`.
 *
 * @example
 * ```ts
 * const created = await createProduct(admin, { name: "Tee", productType: "physical", priceData: { price: 25 } });
 * ```
 */
export function createProduct(client: AdminClient, product: Product) {
  return client.products.createProduct(product);
}

/**
 * Changes product `id` (a `null` removes a stored field).
 *
 * @example
 * ```ts
 * await updateProduct(admin, id, { name: "Tee" });
 * ```
 */
export function updateProduct(client: AdminClient, id: string, changes: ProductChanges) {
  return client.products.updateProduct(id, changes);
}

/**
 * Deletes product `id`.
 *
 * @example
 * ```ts
 * await deleteProduct(admin, id);
 * ```
 */
export function deleteProduct(client: AdminClient, id: string) {
  return client.products.deleteProduct(id);
}

/**
 * Removes product `id`'s brand, its ribbon, or all its options.
 *
 * @example
 * ```ts
 * await removeProductPart(admin, id, "ribbon");
 * ```
 */
export async function removeProductPart(
  client: AdminClient,
  id: string,
  part: "brand" | "ribbon" | "options",
): Promise<void> {
  if (part === "brand") await client.products.removeBrand(id);
  else if (part === "ribbon") await client.products.removeRibbon(id);
  else await client.products.deleteProductOptions(id);
}

/**
 * Changes the variants of product `id` that `overrides` name.
 *
 * @example
 * ```ts
 * await updateVariants(admin, id, [{ choices: { Size: "M" }, price: 30 }]);
 * ```
 */
export function updateVariants(client: AdminClient, id: string, overrides: VariantOverride[]) {
  return client.products.updateVariants(id, overrides);
}

/**
 * Puts every variant of product `id` back to the product's price, cost and weight.
 *
 * @example
 * ```ts
 * await resetVariants(admin, id);
 * ```
 */
export function resetVariants(client: AdminClient, id: string) {
  return client.products.resetVariantsToDefault(id);
}

/**
 * Adds the picture at `url` to product `id`'s media.
 *
 * @example
 * ```ts
 * await addProductMedia(admin, id, "https://example.com/tee.png");
 * ```
 */
export function addProductMedia(client: AdminClient, id: string, url: string) {
  return client.products.addProductMedia(id, [{ url }]);
}

/**
 * Removes media item `mediaId` from product `id`.
 *
 * @example
 * ```ts
 * await removeProductMedia(admin, id, mediaId);
 * ```
 */
export function removeProductMedia(client: AdminClient, id: string, mediaId: string) {
  return client.products.removeProductMedia(id, [mediaId]);
}

/**
 * Shows media item `mediaId` for `choice` of product `id`, or stops showing it (`shown` false).
 *
 * @example
 * ```ts
 * await showMediaForChoice(admin, id, mediaId, { option: "Color", choice: "Red" }, true);
 * ```
 */
export function showMediaForChoice(
  client: AdminClient,
  id: string,
  mediaId: string,
  choice: MediaChoice,
  shown: boolean,
) {
  const media = [{ ...choice, mediaIds: [mediaId] }];
  return shown
    ? client.products.addProductMediaToChoices(id, media)
    : client.products.removeProductMediaFromChoices(id, media);
}

/**
 * Sends a bulk change of the products `ids`: the values to set, or the amounts to adjust by.
 *
 * @example
 * ```ts
 * const answer = await bulkChangeProducts(admin, ids, { kind: "set", set: { price: 20 } });
 * ```
 */
export function bulkChangeProducts(client: AdminClient, ids: string[], request: BulkProductsRequest) {
  return request.kind === "set"
    ? client.products.bulkUpdateProducts(ids, request.set)
    : client.products.bulkAdjustProductProperties(ids, request.adjust);
}
