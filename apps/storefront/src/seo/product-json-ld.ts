/**
 * A product as schema.org `Product` JSON-LD: name, description, images, SKU, brand, and what it
 * sells for: one `Offer` (price, currency, availability, SKU) when every variant costs the same,
 * or an `AggregateOffer` over the variants' price range with one `Offer` per variant.
 */
import type { ShopProduct, ShopVariant } from "@vitrine/react";
import type { PriceData } from "@vitrine/sdk/catalog";
import { plainText } from "./plain-text.ts";
import { productImages } from "./product-images.ts";

const SCHEMA = "https://schema.org/";

/** What is paid: the discounted price when there is one, else the list price. */
function paid(price: PriceData): number | undefined {
  return price.discountedPrice ?? price.price ?? undefined;
}

/** schema.org's availability of a variant (or of the product, for `undefined`). */
function availability(product: ShopProduct, variant: ShopVariant | undefined): string {
  const stock = variant?.stock ?? product.stock;
  if (stock.inStock) return `${SCHEMA}InStock`;
  const preorder = variant ? product.purchaseOptions.preorder[variant.id] : undefined;
  return preorder ? `${SCHEMA}PreOrder` : `${SCHEMA}OutOfStock`;
}

/** A price as schema.org writes it: a plain decimal with at most two places. */
function decimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function offer(product: ShopProduct, variant: ShopVariant | undefined, url: string, currency: string) {
  const price = paid(variant?.price ?? product.price) ?? paid(product.price) ?? 0;
  const sku = variant?.sku;
  return {
    "@type": "Offer",
    url,
    price: decimal(price),
    priceCurrency: currency,
    availability: availability(product, variant),
    itemCondition: `${SCHEMA}NewCondition`,
    ...(sku ? { sku } : {}),
  };
}

/** The variants a shopper can pick (all of them when none is marked visible). */
function sellable(product: ShopProduct): ShopVariant[] {
  const visible = product.variants.filter((variant) => variant.visible);
  return visible.length > 0 ? visible : product.variants;
}

/**
 * The `offers` of a product: an `Offer`, or an `AggregateOffer` when its variants' prices differ;
 * `undefined` when the store gives no currency (an offer without one is invalid).
 */
function offers(product: ShopProduct, url: string): object | undefined {
  const variants = sellable(product);
  const currency = product.price.currency ?? variants.find((v) => v.price.currency)?.price.currency;
  if (!currency) return undefined;
  const prices = variants.map((v) => paid(v.price)).filter((p): p is number => typeof p === "number");
  // The variants' own paid prices when read (a v1 product's `priceRange` is before its discount).
  const low = prices.length ? Math.min(...prices) : product.priceRange?.min;
  const high = prices.length ? Math.max(...prices) : product.priceRange?.max;
  if (variants.length <= 1 || low === undefined || high === undefined || low === high) {
    return offer(product, variants.length === 1 ? variants[0] : undefined, url, currency);
  }
  const inStock = variants.some((variant) => variant.stock.inStock);
  return {
    "@type": "AggregateOffer",
    url,
    priceCurrency: currency,
    lowPrice: decimal(low),
    highPrice: decimal(high),
    offerCount: variants.length,
    availability: inStock ? `${SCHEMA}InStock` : availability(product, undefined),
    offers: variants.map((variant) => offer(product, variant, url, currency)),
  };
}

/**
 * The product's `Product` object, for the page at `url` on `origin`.
 *
 * @example
 * ```ts
 * productJsonLd(product, "https://shop.example/product/tee", "https://shop.example").offers.price; // "25"
 * ```
 */
export function productJsonLd(product: ShopProduct, url: string, origin: string) {
  const variants = sellable(product);
  const sku = variants.length === 1 ? variants[0]?.sku : undefined;
  const description = product.description ? plainText(product.description, 5000) : "";
  const images = productImages(product, origin).map((image) => image.url);
  const productOffers = offers(product, url);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    url,
    productID: product.id,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(sku ? { sku } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(productOffers ? { offers: productOffers } : {}),
  };
}
