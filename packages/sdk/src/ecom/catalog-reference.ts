/**
 * Catalogue references: how a cart, checkout or order line names what is bought. For store
 * products the catalogue is the stores app (`STORES_APP_ID`), the item the product id, and the
 * options either the chosen choices (`{options:{Size:"M"}}`) or a variant id (`{variantId}`).
 */

/**
 * The app id of the stores catalogue, the `appId` of every store product's line on catalogue v1
 * and v3 alike, as the provider documents it. (The provider's cart also takes the stores app's
 * definition id, `1380b703-ce81-ff05-f115-39571d94dfcd`, and echoes whichever was sent.)
 *
 * @example
 * ```ts
 * const fromStore = cart.lineItems?.filter((item) => item.catalogReference?.appId === STORES_APP_ID);
 * ```
 */
export const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";

/**
 * What a line refers to in a catalogue.
 *
 * @example
 * ```ts
 * const shirtInM: CatalogReference = { appId: STORES_APP_ID, catalogItemId: "p1", options: { options: { Size: "M" } } };
 * ```
 */
export interface CatalogReference {
  /** The catalogue's app ({@link STORES_APP_ID} for store products). */
  appId?: string;
  /** The item's id in that catalogue: the product id. */
  catalogItemId?: string;
  /** Catalogue-specific details: for store products `{options}`, `{variantId}`, `customTextFields`. */
  options?: Record<string, unknown> | null;
}

/**
 * Which variant of a product: its option choices, or its variant id (catalogue v3: with the chosen
 * modifiers as `options`, and a subscription plan's id as `subscriptionOptionId`).
 */
export type ProductSelection =
  | { options: Record<string, string>; customTextFields?: Record<string, string> }
  | {
      variantId: string;
      options?: Record<string, string>;
      customTextFields?: Record<string, string>;
      subscriptionOptionId?: string;
    };

/**
 * The catalogue reference of a store product, bare (a product without options) or with the
 * chosen option choices (option name → choice description) or a variant id. Takes the product id
 * or any product object with an `id` (catalogue v1 or v3).
 *
 * @example
 * ```ts
 * await client.currentCart.addToCurrentCart({
 *   lineItems: [{ catalogReference: catalogReference(product, { options: { Size: "M", Color: "Red" } }), quantity: 2 }],
 * });
 * catalogReference("p1", { variantId: "00000000-0000-0001-0000-000000000001" });
 * ```
 */
export function catalogReference(
  product: string | { id?: string | null },
  selection?: ProductSelection,
): CatalogReference {
  const catalogItemId = typeof product === "string" ? product : product.id;
  if (!catalogItemId) throw new TypeError("catalogReference needs a product id");
  return selection
    ? { appId: STORES_APP_ID, catalogItemId, options: { ...selection } }
    : { appId: STORES_APP_ID, catalogItemId };
}
