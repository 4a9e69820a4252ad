/**
 * The stored catalogue documents: a v1 product, variant and collection exactly
 * as served (wire field names, timestamps as ISO strings), merchant-only fields
 * included. The wire types come from the SDK so both sides share one model.
 */
import type { Collection, Product, Variant } from "@vitrine/sdk/catalog";

/** A v1 product as stored in `products.doc`, every derived field computed. */
export type ProductDocument = Product<string> & { id: string; name: string; slug: string };

/** A v1 variant as stored in `variants.doc` and in `ProductDocument.variants`. */
export type VariantDocument = Variant & { id: string; choices: Record<string, string> };

/** A v1 collection as stored in `collections.doc`. */
export type CollectionDocument = Collection & { id: string; name: string; slug: string };

/** The id of the single variant of a product without options. */
export const DEFAULT_VARIANT_ID = "00000000-0000-0000-0000-000000000000";
