/** Catalogue reads of the sample store: a filtered, sorted shelf and a product by its slug. */
import type { StoreClient } from "./store-client.ts";

/** A product as the store's pages show it. */
export interface ProductCard {
  id: string;
  name: string;
  slug: string;
  price: number;
  options: string[];
}

/** Products priced at least `minPrice`, cheapest first, at most `limit`. */
export async function listProducts(client: StoreClient, minPrice = 0, limit = 20): Promise<ProductCard[]> {
  const page = await client.products
    .queryProducts()
    .ge("priceData.price", minPrice)
    .ascending("priceData.price")
    .limit(limit)
    .find();
  return page.items.map((product) => ({
    id: product._id ?? "",
    name: product.name ?? "",
    slug: product.slug ?? "",
    price: product.priceData?.price ?? 0,
    options: (product.productOptions ?? []).map((option) => option.name ?? ""),
  }));
}

/** The product whose slug is `slug`, read in full; `undefined` when there is none. */
export async function productBySlug(client: StoreClient, slug: string): Promise<ProductCard | undefined> {
  const { items } = await client.products.queryProducts().eq("slug", slug).limit(1).find();
  const found = items[0];
  if (found?._id === undefined) return undefined;
  const { product } = await client.products.getProduct(found._id);
  return {
    id: product?._id ?? "",
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    price: product?.priceData?.price ?? 0,
    options: (product?.productOptions ?? []).map((option) => option.name ?? ""),
  };
}
